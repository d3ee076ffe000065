; ModuleID = 'condvar_peek.c'
source_filename = "condvar_peek.c"
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
@changed = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@item = dso_local global i32 0, align 4, !dbg !46
@ready = dso_local global i32 0, align 4, !dbg !49
@taken = dso_local global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [10 x i8] c"taken=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 !dbg !89 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !93, metadata !DIExpression()), !dbg !94
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !95
  store i32 42, i32* @item, align 4, !dbg !96
  store i32 1, i32* @ready, align 4, !dbg !97
  %4 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @changed) #4, !dbg !98
  %5 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !99
  ret i8* null, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 !dbg !101 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.declare(metadata i32* %3, metadata !104, metadata !DIExpression()), !dbg !105
  %4 = load i32, i32* @item, align 4, !dbg !106
  store i32 %4, i32* %3, align 4, !dbg !105
  %5 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !107
  br label %6, !dbg !108

6:                                                ; preds = %10, %1
  %7 = load i32, i32* @ready, align 4, !dbg !109
  %8 = icmp ne i32 %7, 0, !dbg !110
  %9 = xor i1 %8, true, !dbg !110
  br i1 %9, label %10, label %12, !dbg !108

10:                                               ; preds = %6
  %11 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef @changed, %union.pthread_mutex_t* noundef @lock), !dbg !111
  br label %6, !dbg !108, !llvm.loop !112

12:                                               ; preds = %6
  %13 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !115
  %14 = load i32, i32* %3, align 4, !dbg !116
  store i32 %14, i32* @taken, align 4, !dbg !117
  ret i8* null, !dbg !118
}

declare i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !119 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.declare(metadata i64* %3, metadata !126, metadata !DIExpression()), !dbg !127
  %4 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #4, !dbg !128
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4, !dbg !129
  %6 = load i64, i64* %2, align 8, !dbg !130
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !131
  %8 = load i64, i64* %3, align 8, !dbg !132
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !133
  %10 = load i32, i32* @taken, align 4, !dbg !134
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %10), !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !53, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "condvar_peek.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "6be590f431f3f098c5f6482d80875eb1")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46, !49, !51}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "changed", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
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
!47 = distinct !DIGlobalVariable(name: "item", scope: !2, file: !3, line: 11, type: !48, isLocal: false, isDefinition: true)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 12, type: !48, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "taken", scope: !2, file: !3, line: 13, type: !48, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !55)
!55 = !{!56, !75, !79}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !54, file: !10, line: 69, baseType: !57, size: 320)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !58, line: 22, size: 320, elements: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!59 = !{!60, !61, !62, !63, !64, !65, !67, !68}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !57, file: !58, line: 24, baseType: !48, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !57, file: !58, line: 25, baseType: !28, size: 32, offset: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !57, file: !58, line: 26, baseType: !48, size: 32, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !57, file: !58, line: 28, baseType: !28, size: 32, offset: 96)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !57, file: !58, line: 32, baseType: !48, size: 32, offset: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !57, file: !58, line: 34, baseType: !66, size: 16, offset: 160)
!66 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !57, file: !58, line: 35, baseType: !66, size: 16, offset: 176)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !57, file: !58, line: 36, baseType: !69, size: 128, offset: 192)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !15, line: 55, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !15, line: 51, size: 128, elements: !71)
!71 = !{!72, !74}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !70, file: !15, line: 53, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !70, file: !15, line: 54, baseType: !73, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !54, file: !10, line: 70, baseType: !76, size: 320)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 40)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !54, file: !10, line: 71, baseType: !80, size: 64)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 7, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 1}
!87 = !{i32 7, !"frame-pointer", i32 2}
!88 = !{!"Debian clang version 14.0.6"}
!89 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 15, type: !90, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!5, !5}
!92 = !{}
!93 = !DILocalVariable(name: "arg", arg: 1, scope: !89, file: !3, line: 15, type: !5)
!94 = !DILocation(line: 15, column: 22, scope: !89)
!95 = !DILocation(line: 16, column: 5, scope: !89)
!96 = !DILocation(line: 17, column: 10, scope: !89)
!97 = !DILocation(line: 18, column: 11, scope: !89)
!98 = !DILocation(line: 19, column: 5, scope: !89)
!99 = !DILocation(line: 20, column: 5, scope: !89)
!100 = !DILocation(line: 21, column: 5, scope: !89)
!101 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 24, type: !90, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 24, type: !5)
!103 = !DILocation(line: 24, column: 22, scope: !101)
!104 = !DILocalVariable(name: "early", scope: !101, file: !3, line: 25, type: !48)
!105 = !DILocation(line: 25, column: 9, scope: !101)
!106 = !DILocation(line: 25, column: 17, scope: !101)
!107 = !DILocation(line: 26, column: 5, scope: !101)
!108 = !DILocation(line: 27, column: 5, scope: !101)
!109 = !DILocation(line: 27, column: 13, scope: !101)
!110 = !DILocation(line: 27, column: 12, scope: !101)
!111 = !DILocation(line: 28, column: 9, scope: !101)
!112 = distinct !{!112, !108, !113, !114}
!113 = !DILocation(line: 28, column: 42, scope: !101)
!114 = !{!"llvm.loop.mustprogress"}
!115 = !DILocation(line: 29, column: 5, scope: !101)
!116 = !DILocation(line: 30, column: 13, scope: !101)
!117 = !DILocation(line: 30, column: 11, scope: !101)
!118 = !DILocation(line: 31, column: 5, scope: !101)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !120, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!120 = !DISubroutineType(types: !121)
!121 = !{!48}
!122 = !DILocalVariable(name: "p", scope: !119, file: !3, line: 35, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !124)
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DILocation(line: 35, column: 15, scope: !119)
!126 = !DILocalVariable(name: "c", scope: !119, file: !3, line: 35, type: !123)
!127 = !DILocation(line: 35, column: 18, scope: !119)
!128 = !DILocation(line: 36, column: 5, scope: !119)
!129 = !DILocation(line: 37, column: 5, scope: !119)
!130 = !DILocation(line: 38, column: 18, scope: !119)
!131 = !DILocation(line: 38, column: 5, scope: !119)
!132 = !DILocation(line: 39, column: 18, scope: !119)
!133 = !DILocation(line: 39, column: 5, scope: !119)
!134 = !DILocation(line: 40, column: 26, scope: !119)
!135 = !DILocation(line: 40, column: 5, scope: !119)
!136 = !DILocation(line: 41, column: 5, scope: !119)
