; ModuleID = 'sync/wrong/if_instead_of_while.c'
source_filename = "sync/wrong/if_instead_of_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@nonempty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@items = dso_local global i32 0, align 4, !dbg !46
@.str = private unnamed_addr constant [10 x i8] c"items > 0\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"sync/wrong/if_instead_of_while.c\00", align 1
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 !dbg !85 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !89, metadata !DIExpression()), !dbg !90
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !91
  %4 = load i32, i32* @items, align 4, !dbg !92
  %5 = icmp eq i32 %4, 0, !dbg !94
  br i1 %5, label %6, label %8, !dbg !95

6:                                                ; preds = %1
  %7 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef @nonempty, %union.pthread_mutex_t* noundef @lock), !dbg !96
  br label %8, !dbg !96

8:                                                ; preds = %6, %1
  %9 = load i32, i32* @items, align 4, !dbg !97
  %10 = icmp sgt i32 %9, 0, !dbg !97
  br i1 %10, label %11, label %12, !dbg !100

11:                                               ; preds = %8
  br label %13, !dbg !100

12:                                               ; preds = %8
  call void @__assert_fail(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i64 0, i64 0), i32 noundef 16, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.consumer, i64 0, i64 0)) #6, !dbg !97
  unreachable, !dbg !97

13:                                               ; preds = %11
  %14 = load i32, i32* @items, align 4, !dbg !101
  %15 = add nsw i32 %14, -1, !dbg !101
  store i32 %15, i32* @items, align 4, !dbg !101
  %16 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !102
  ret i8* null, !dbg !103
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

declare i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 !dbg !104 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !105, metadata !DIExpression()), !dbg !106
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !107
  %4 = load i32, i32* @items, align 4, !dbg !108
  %5 = add nsw i32 %4, 1, !dbg !108
  store i32 %5, i32* @items, align 4, !dbg !108
  %6 = call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef @nonempty) #5, !dbg !109
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !110
  ret i8* null, !dbg !111
}

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !115, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.declare(metadata i64* %3, metadata !119, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.declare(metadata i64* %4, metadata !121, metadata !DIExpression()), !dbg !122
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #5, !dbg !123
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #5, !dbg !124
  %7 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #5, !dbg !125
  %8 = load i64, i64* %4, align 8, !dbg !126
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !127
  %10 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !128
  %11 = load i32, i32* @items, align 4, !dbg !129
  %12 = add nsw i32 %11, 1, !dbg !129
  store i32 %12, i32* @items, align 4, !dbg !129
  %13 = call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef @nonempty) #5, !dbg !130
  %14 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !131
  %15 = load i64, i64* %2, align 8, !dbg !132
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null), !dbg !133
  %17 = load i64, i64* %3, align 8, !dbg !134
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef null), !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !49, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/wrong/if_instead_of_while.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "280e870a9a9bf614fd8259f6c07ddd74")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "nonempty", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !10, line: 80, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 75, size: 384, elements: !12)
!12 = !{!13, !39, !44}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !11, file: !10, line: 77, baseType: !14, size: 384)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !15, line: 94, size: 384, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!16 = !{!17, !30, !31, !35, !36, !37, !38}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !14, file: !15, line: 96, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !19, line: 33, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!20 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !19, line: 25, size: 64, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !20, file: !19, line: 27, baseType: !23, size: 64)
!23 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !20, file: !19, line: 32, baseType: !25, size: 64)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !20, file: !19, line: 28, size: 64, elements: !26)
!26 = !{!27, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !25, file: !19, line: 30, baseType: !28, size: 32)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !25, file: !19, line: 31, baseType: !28, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !14, file: !15, line: 97, baseType: !18, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !14, file: !15, line: 98, baseType: !32, size: 64, offset: 128)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 64, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !14, file: !15, line: 99, baseType: !32, size: 64, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !14, file: !15, line: 100, baseType: !28, size: 32, offset: 256)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !14, file: !15, line: 101, baseType: !28, size: 32, offset: 288)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !14, file: !15, line: 102, baseType: !32, size: 64, offset: 320)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !11, file: !10, line: 78, baseType: !40, size: 384)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 384, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 48)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !11, file: !10, line: 79, baseType: !45, size: 64)
!45 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "items", scope: !2, file: !3, line: 10, type: !48, isLocal: false, isDefinition: true)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !51)
!51 = !{!52, !71, !75}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !50, file: !10, line: 69, baseType: !53, size: 320)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !54, line: 22, size: 320, elements: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!55 = !{!56, !57, !58, !59, !60, !61, !63, !64}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !53, file: !54, line: 24, baseType: !48, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !53, file: !54, line: 25, baseType: !28, size: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !53, file: !54, line: 26, baseType: !48, size: 32, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !53, file: !54, line: 28, baseType: !28, size: 32, offset: 96)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !53, file: !54, line: 32, baseType: !48, size: 32, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !53, file: !54, line: 34, baseType: !62, size: 16, offset: 160)
!62 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !53, file: !54, line: 35, baseType: !62, size: 16, offset: 176)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !53, file: !54, line: 36, baseType: !65, size: 128, offset: 192)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !15, line: 55, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !15, line: 51, size: 128, elements: !67)
!67 = !{!68, !70}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !66, file: !15, line: 53, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !66, file: !15, line: 54, baseType: !69, size: 64, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !50, file: !10, line: 70, baseType: !72, size: 320)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 40)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !50, file: !10, line: 71, baseType: !76, size: 64)
!76 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 7, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 1}
!83 = !{i32 7, !"frame-pointer", i32 2}
!84 = !{!"Debian clang version 14.0.6"}
!85 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 12, type: !86, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!5, !5}
!88 = !{}
!89 = !DILocalVariable(name: "arg", arg: 1, scope: !85, file: !3, line: 12, type: !5)
!90 = !DILocation(line: 12, column: 22, scope: !85)
!91 = !DILocation(line: 13, column: 5, scope: !85)
!92 = !DILocation(line: 14, column: 9, scope: !93)
!93 = distinct !DILexicalBlock(scope: !85, file: !3, line: 14, column: 9)
!94 = !DILocation(line: 14, column: 15, scope: !93)
!95 = !DILocation(line: 14, column: 9, scope: !85)
!96 = !DILocation(line: 15, column: 9, scope: !93)
!97 = !DILocation(line: 16, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 16, column: 5)
!99 = distinct !DILexicalBlock(scope: !85, file: !3, line: 16, column: 5)
!100 = !DILocation(line: 16, column: 5, scope: !99)
!101 = !DILocation(line: 17, column: 10, scope: !85)
!102 = !DILocation(line: 18, column: 5, scope: !85)
!103 = !DILocation(line: 19, column: 5, scope: !85)
!104 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 22, type: !86, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!105 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !3, line: 22, type: !5)
!106 = !DILocation(line: 22, column: 22, scope: !104)
!107 = !DILocation(line: 23, column: 5, scope: !104)
!108 = !DILocation(line: 24, column: 10, scope: !104)
!109 = !DILocation(line: 25, column: 5, scope: !104)
!110 = !DILocation(line: 26, column: 5, scope: !104)
!111 = !DILocation(line: 27, column: 5, scope: !104)
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !113, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!113 = !DISubroutineType(types: !114)
!114 = !{!48}
!115 = !DILocalVariable(name: "c1", scope: !112, file: !3, line: 31, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !117)
!117 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!118 = !DILocation(line: 31, column: 15, scope: !112)
!119 = !DILocalVariable(name: "c2", scope: !112, file: !3, line: 31, type: !116)
!120 = !DILocation(line: 31, column: 19, scope: !112)
!121 = !DILocalVariable(name: "p", scope: !112, file: !3, line: 31, type: !116)
!122 = !DILocation(line: 31, column: 23, scope: !112)
!123 = !DILocation(line: 32, column: 5, scope: !112)
!124 = !DILocation(line: 33, column: 5, scope: !112)
!125 = !DILocation(line: 34, column: 5, scope: !112)
!126 = !DILocation(line: 35, column: 18, scope: !112)
!127 = !DILocation(line: 35, column: 5, scope: !112)
!128 = !DILocation(line: 36, column: 5, scope: !112)
!129 = !DILocation(line: 37, column: 10, scope: !112)
!130 = !DILocation(line: 38, column: 5, scope: !112)
!131 = !DILocation(line: 39, column: 5, scope: !112)
!132 = !DILocation(line: 40, column: 18, scope: !112)
!133 = !DILocation(line: 40, column: 5, scope: !112)
!134 = !DILocation(line: 41, column: 18, scope: !112)
!135 = !DILocation(line: 41, column: 5, scope: !112)
!136 = !DILocation(line: 42, column: 5, scope: !112)
