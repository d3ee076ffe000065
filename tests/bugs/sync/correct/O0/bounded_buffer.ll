; ModuleID = 'sync/correct/bounded_buffer.c'
source_filename = "sync/correct/bounded_buffer.c"
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
@not_full = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@not_empty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !46
@full = dso_local global i32 0, align 4, !dbg !51
@slot = dso_local global i32 0, align 4, !dbg !48
@.str = private unnamed_addr constant [17 x i8] c"a == 1 && b == 2\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"sync/correct/bounded_buffer.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @put(i32 noundef %0) #0 !dbg !89 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !93, metadata !DIExpression()), !dbg !94
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !95
  br label %4, !dbg !96

4:                                                ; preds = %7, %1
  %5 = load i32, i32* @full, align 4, !dbg !97
  %6 = icmp ne i32 %5, 0, !dbg !96
  br i1 %6, label %7, label %9, !dbg !96

7:                                                ; preds = %4
  %8 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef @not_full, %union.pthread_mutex_t* noundef @lock), !dbg !98
  br label %4, !dbg !96, !llvm.loop !99

9:                                                ; preds = %4
  %10 = load i32, i32* %2, align 4, !dbg !102
  store i32 %10, i32* @slot, align 4, !dbg !103
  store i32 1, i32* @full, align 4, !dbg !104
  %11 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @not_empty) #5, !dbg !105
  %12 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !106
  ret void, !dbg !107
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

declare i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get() #0 !dbg !108 {
  %1 = alloca i32, align 4
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !111
  br label %3, !dbg !112

3:                                                ; preds = %7, %0
  %4 = load i32, i32* @full, align 4, !dbg !113
  %5 = icmp ne i32 %4, 0, !dbg !114
  %6 = xor i1 %5, true, !dbg !114
  br i1 %6, label %7, label %9, !dbg !112

7:                                                ; preds = %3
  %8 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef @not_empty, %union.pthread_mutex_t* noundef @lock), !dbg !115
  br label %3, !dbg !112, !llvm.loop !116

9:                                                ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %1, metadata !118, metadata !DIExpression()), !dbg !119
  %10 = load i32, i32* @slot, align 4, !dbg !120
  store i32 %10, i32* %1, align 4, !dbg !119
  store i32 0, i32* @full, align 4, !dbg !121
  %11 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @not_full) #5, !dbg !122
  %12 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !123
  %13 = load i32, i32* %1, align 4, !dbg !124
  ret i32 %13, !dbg !125
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 !dbg !126 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !129, metadata !DIExpression()), !dbg !130
  call void @put(i32 noundef 1), !dbg !131
  call void @put(i32 noundef 2), !dbg !132
  ret i8* null, !dbg !133
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !134 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !135, metadata !DIExpression()), !dbg !138
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #5, !dbg !139
  call void @llvm.dbg.declare(metadata i32* %3, metadata !140, metadata !DIExpression()), !dbg !141
  %6 = call i32 @get(), !dbg !142
  store i32 %6, i32* %3, align 4, !dbg !141
  call void @llvm.dbg.declare(metadata i32* %4, metadata !143, metadata !DIExpression()), !dbg !144
  %7 = call i32 @get(), !dbg !145
  store i32 %7, i32* %4, align 4, !dbg !144
  %8 = load i64, i64* %2, align 8, !dbg !146
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !147
  %10 = load i32, i32* %3, align 4, !dbg !148
  %11 = icmp eq i32 %10, 1, !dbg !148
  br i1 %11, label %12, label %16, !dbg !148

12:                                               ; preds = %0
  %13 = load i32, i32* %4, align 4, !dbg !148
  %14 = icmp eq i32 %13, 2, !dbg !148
  br i1 %14, label %15, label %16, !dbg !151

15:                                               ; preds = %12
  br label %17, !dbg !151

16:                                               ; preds = %12, %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 45, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !148
  unreachable, !dbg !148

17:                                               ; preds = %15
  ret i32 0, !dbg !152
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 7, type: !53, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/bounded_buffer.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "b69e88fd7aabffe853bc142de01348c3")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46, !48, !51}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "not_full", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
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
!47 = distinct !DIGlobalVariable(name: "not_empty", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 10, type: !50, isLocal: false, isDefinition: true)
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "full", scope: !2, file: !3, line: 10, type: !50, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !55)
!55 = !{!56, !75, !79}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !54, file: !10, line: 69, baseType: !57, size: 320)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !58, line: 22, size: 320, elements: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!59 = !{!60, !61, !62, !63, !64, !65, !67, !68}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !57, file: !58, line: 24, baseType: !50, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !57, file: !58, line: 25, baseType: !28, size: 32, offset: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !57, file: !58, line: 26, baseType: !50, size: 32, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !57, file: !58, line: 28, baseType: !28, size: 32, offset: 96)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !57, file: !58, line: 32, baseType: !50, size: 32, offset: 128)
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
!89 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 12, type: !90, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{null, !50}
!92 = !{}
!93 = !DILocalVariable(name: "v", arg: 1, scope: !89, file: !3, line: 12, type: !50)
!94 = !DILocation(line: 12, column: 14, scope: !89)
!95 = !DILocation(line: 13, column: 5, scope: !89)
!96 = !DILocation(line: 14, column: 5, scope: !89)
!97 = !DILocation(line: 14, column: 12, scope: !89)
!98 = !DILocation(line: 15, column: 9, scope: !89)
!99 = distinct !{!99, !96, !100, !101}
!100 = !DILocation(line: 15, column: 43, scope: !89)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 16, column: 12, scope: !89)
!103 = !DILocation(line: 16, column: 10, scope: !89)
!104 = !DILocation(line: 17, column: 10, scope: !89)
!105 = !DILocation(line: 18, column: 5, scope: !89)
!106 = !DILocation(line: 19, column: 5, scope: !89)
!107 = !DILocation(line: 20, column: 1, scope: !89)
!108 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 22, type: !109, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!109 = !DISubroutineType(types: !110)
!110 = !{!50}
!111 = !DILocation(line: 23, column: 5, scope: !108)
!112 = !DILocation(line: 24, column: 5, scope: !108)
!113 = !DILocation(line: 24, column: 13, scope: !108)
!114 = !DILocation(line: 24, column: 12, scope: !108)
!115 = !DILocation(line: 25, column: 9, scope: !108)
!116 = distinct !{!116, !112, !117, !101}
!117 = !DILocation(line: 25, column: 44, scope: !108)
!118 = !DILocalVariable(name: "v", scope: !108, file: !3, line: 26, type: !50)
!119 = !DILocation(line: 26, column: 9, scope: !108)
!120 = !DILocation(line: 26, column: 13, scope: !108)
!121 = !DILocation(line: 27, column: 10, scope: !108)
!122 = !DILocation(line: 28, column: 5, scope: !108)
!123 = !DILocation(line: 29, column: 5, scope: !108)
!124 = !DILocation(line: 30, column: 12, scope: !108)
!125 = !DILocation(line: 30, column: 5, scope: !108)
!126 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 33, type: !127, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!127 = !DISubroutineType(types: !128)
!128 = !{!5, !5}
!129 = !DILocalVariable(name: "arg", arg: 1, scope: !126, file: !3, line: 33, type: !5)
!130 = !DILocation(line: 33, column: 22, scope: !126)
!131 = !DILocation(line: 34, column: 5, scope: !126)
!132 = !DILocation(line: 35, column: 5, scope: !126)
!133 = !DILocation(line: 36, column: 5, scope: !126)
!134 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !109, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !92)
!135 = !DILocalVariable(name: "p", scope: !134, file: !3, line: 40, type: !136)
!136 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !137)
!137 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!138 = !DILocation(line: 40, column: 15, scope: !134)
!139 = !DILocation(line: 41, column: 5, scope: !134)
!140 = !DILocalVariable(name: "a", scope: !134, file: !3, line: 42, type: !50)
!141 = !DILocation(line: 42, column: 9, scope: !134)
!142 = !DILocation(line: 42, column: 13, scope: !134)
!143 = !DILocalVariable(name: "b", scope: !134, file: !3, line: 43, type: !50)
!144 = !DILocation(line: 43, column: 9, scope: !134)
!145 = !DILocation(line: 43, column: 13, scope: !134)
!146 = !DILocation(line: 44, column: 18, scope: !134)
!147 = !DILocation(line: 44, column: 5, scope: !134)
!148 = !DILocation(line: 45, column: 5, scope: !149)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 45, column: 5)
!150 = distinct !DILexicalBlock(scope: !134, file: !3, line: 45, column: 5)
!151 = !DILocation(line: 45, column: 5, scope: !150)
!152 = !DILocation(line: 46, column: 5, scope: !134)
