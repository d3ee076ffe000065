; ModuleID = 'race/wrong/timeout_peek.c'
source_filename = "race/wrong/timeout_peek.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.timespec = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@done_cv = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@result = dso_local global i64 0, align 8, !dbg !49
@done = dso_local global i32 0, align 4, !dbg !46
@.str = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"timed out, partial %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @work(i8* noundef %0) #0 !dbg !87 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata i64* %3, metadata !93, metadata !DIExpression()), !dbg !94
  store i64 0, i64* %3, align 8, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %4, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 1, i32* %4, align 4, !dbg !97
  br label %5, !dbg !98

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %4, align 4, !dbg !99
  %7 = icmp sle i32 %6, 4, !dbg !101
  br i1 %7, label %8, label %18, !dbg !102

8:                                                ; preds = %5
  %9 = load i32, i32* %4, align 4, !dbg !103
  %10 = load i32, i32* %4, align 4, !dbg !104
  %11 = mul nsw i32 %9, %10, !dbg !105
  %12 = sext i32 %11 to i64, !dbg !103
  %13 = load i64, i64* %3, align 8, !dbg !106
  %14 = add nsw i64 %13, %12, !dbg !106
  store i64 %14, i64* %3, align 8, !dbg !106
  br label %15, !dbg !107

15:                                               ; preds = %8
  %16 = load i32, i32* %4, align 4, !dbg !108
  %17 = add nsw i32 %16, 1, !dbg !108
  store i32 %17, i32* %4, align 4, !dbg !108
  br label %5, !dbg !109, !llvm.loop !110

18:                                               ; preds = %5
  %19 = load i64, i64* %3, align 8, !dbg !113
  store i64 %19, i64* @result, align 8, !dbg !114
  %20 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @m) #4, !dbg !115
  store i32 1, i32* @done, align 4, !dbg !116
  %21 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @done_cv) #4, !dbg !117
  %22 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @m) #4, !dbg !118
  %23 = load i8*, i8** %2, align 8, !dbg !119
  ret i8* %23, !dbg !120
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
define dso_local i32 @main() #0 !dbg !121 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca %struct.timespec, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !124, metadata !DIExpression()), !dbg !127
  %6 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef null) #4, !dbg !128
  call void @llvm.dbg.declare(metadata %struct.timespec* %3, metadata !129, metadata !DIExpression()), !dbg !138
  %7 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %3) #4, !dbg !139
  %8 = getelementptr inbounds %struct.timespec, %struct.timespec* %3, i32 0, i32 0, !dbg !140
  %9 = load i64, i64* %8, align 8, !dbg !141
  %10 = add nsw i64 %9, 2, !dbg !141
  store i64 %10, i64* %8, align 8, !dbg !141
  %11 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @m) #4, !dbg !142
  call void @llvm.dbg.declare(metadata i32* %4, metadata !143, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %4, align 4, !dbg !144
  br label %12, !dbg !145

12:                                               ; preds = %20, %0
  %13 = load i32, i32* @done, align 4, !dbg !146
  %14 = icmp ne i32 %13, 0, !dbg !146
  br i1 %14, label %18, label %15, !dbg !147

15:                                               ; preds = %12
  %16 = load i32, i32* %4, align 4, !dbg !148
  %17 = icmp ne i32 %16, 110, !dbg !149
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i1 [ false, %12 ], [ %17, %15 ], !dbg !150
  br i1 %19, label %20, label %22, !dbg !145

20:                                               ; preds = %18
  %21 = call i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef @done_cv, %union.pthread_mutex_t* noundef @m, %struct.timespec* noundef %3), !dbg !151
  store i32 %21, i32* %4, align 4, !dbg !152
  br label %12, !dbg !145, !llvm.loop !153

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %5, metadata !155, metadata !DIExpression()), !dbg !156
  %23 = load i32, i32* @done, align 4, !dbg !157
  store i32 %23, i32* %5, align 4, !dbg !156
  %24 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @m) #4, !dbg !158
  %25 = load i32, i32* %5, align 4, !dbg !159
  %26 = icmp ne i32 %25, 0, !dbg !159
  br i1 %26, label %27, label %30, !dbg !161

27:                                               ; preds = %22
  %28 = load i64, i64* @result, align 8, !dbg !162
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i64 noundef %28), !dbg !163
  br label %33, !dbg !163

30:                                               ; preds = %22
  %31 = load i64, i64* @result, align 8, !dbg !164
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i64 noundef %31), !dbg !165
  br label %33

33:                                               ; preds = %30, %27
  %34 = load i64, i64* %2, align 8, !dbg !166
  %35 = call i32 @pthread_join(i64 noundef %34, i8** noundef null), !dbg !167
  ret i32 0, !dbg !168
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #2

declare i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef, %struct.timespec* noundef) #3

declare i32 @printf(i8* noundef, ...) #3

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 12, type: !52, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/timeout_peek.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "dd97230f8b94abc80709affdc8be1c92")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46, !49}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "done_cv", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
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
!47 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 14, type: !48, isLocal: false, isDefinition: true)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 15, type: !51, isLocal: false, isDefinition: true)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !54)
!54 = !{!55, !74, !78}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !53, file: !10, line: 69, baseType: !56, size: 320)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !57, line: 22, size: 320, elements: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!58 = !{!59, !60, !61, !62, !63, !64, !66, !67}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !56, file: !57, line: 24, baseType: !48, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !56, file: !57, line: 25, baseType: !28, size: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !56, file: !57, line: 26, baseType: !48, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !56, file: !57, line: 28, baseType: !28, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !56, file: !57, line: 32, baseType: !48, size: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !56, file: !57, line: 34, baseType: !65, size: 16, offset: 160)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !56, file: !57, line: 35, baseType: !65, size: 16, offset: 176)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !56, file: !57, line: 36, baseType: !68, size: 128, offset: 192)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !15, line: 55, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !15, line: 51, size: 128, elements: !70)
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !69, file: !15, line: 53, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !69, file: !15, line: 54, baseType: !72, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !53, file: !10, line: 70, baseType: !75, size: 320)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 40)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !53, file: !10, line: 71, baseType: !51, size: 64)
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 7, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 1}
!85 = !{i32 7, !"frame-pointer", i32 2}
!86 = !{!"Debian clang version 14.0.6"}
!87 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 17, type: !88, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!5, !5}
!90 = !{}
!91 = !DILocalVariable(name: "arg", arg: 1, scope: !87, file: !3, line: 17, type: !5)
!92 = !DILocation(line: 17, column: 18, scope: !87)
!93 = !DILocalVariable(name: "s", scope: !87, file: !3, line: 18, type: !51)
!94 = !DILocation(line: 18, column: 8, scope: !87)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 19, type: !48)
!96 = distinct !DILexicalBlock(scope: !87, file: !3, line: 19, column: 3)
!97 = !DILocation(line: 19, column: 12, scope: !96)
!98 = !DILocation(line: 19, column: 8, scope: !96)
!99 = !DILocation(line: 19, column: 19, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !3, line: 19, column: 3)
!101 = !DILocation(line: 19, column: 21, scope: !100)
!102 = !DILocation(line: 19, column: 3, scope: !96)
!103 = !DILocation(line: 20, column: 10, scope: !100)
!104 = !DILocation(line: 20, column: 14, scope: !100)
!105 = !DILocation(line: 20, column: 12, scope: !100)
!106 = !DILocation(line: 20, column: 7, scope: !100)
!107 = !DILocation(line: 20, column: 5, scope: !100)
!108 = !DILocation(line: 19, column: 28, scope: !100)
!109 = !DILocation(line: 19, column: 3, scope: !100)
!110 = distinct !{!110, !102, !111, !112}
!111 = !DILocation(line: 20, column: 14, scope: !96)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 21, column: 12, scope: !87)
!114 = !DILocation(line: 21, column: 10, scope: !87)
!115 = !DILocation(line: 22, column: 3, scope: !87)
!116 = !DILocation(line: 23, column: 8, scope: !87)
!117 = !DILocation(line: 24, column: 3, scope: !87)
!118 = !DILocation(line: 25, column: 3, scope: !87)
!119 = !DILocation(line: 26, column: 10, scope: !87)
!120 = !DILocation(line: 26, column: 3, scope: !87)
!121 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !122, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!122 = !DISubroutineType(types: !123)
!123 = !{!48}
!124 = !DILocalVariable(name: "t", scope: !121, file: !3, line: 30, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !126)
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DILocation(line: 30, column: 13, scope: !121)
!128 = !DILocation(line: 31, column: 3, scope: !121)
!129 = !DILocalVariable(name: "deadline", scope: !121, file: !3, line: 32, type: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !131, line: 11, size: 128, elements: !132)
!131 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!132 = !{!133, !136}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !130, file: !131, line: 16, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !135, line: 160, baseType: !51)
!135 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!136 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !130, file: !131, line: 21, baseType: !137, size: 64, offset: 64)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !135, line: 197, baseType: !51)
!138 = !DILocation(line: 32, column: 19, scope: !121)
!139 = !DILocation(line: 33, column: 3, scope: !121)
!140 = !DILocation(line: 34, column: 12, scope: !121)
!141 = !DILocation(line: 34, column: 19, scope: !121)
!142 = !DILocation(line: 35, column: 3, scope: !121)
!143 = !DILocalVariable(name: "rc", scope: !121, file: !3, line: 36, type: !48)
!144 = !DILocation(line: 36, column: 7, scope: !121)
!145 = !DILocation(line: 37, column: 3, scope: !121)
!146 = !DILocation(line: 37, column: 11, scope: !121)
!147 = !DILocation(line: 37, column: 16, scope: !121)
!148 = !DILocation(line: 37, column: 19, scope: !121)
!149 = !DILocation(line: 37, column: 22, scope: !121)
!150 = !DILocation(line: 0, scope: !121)
!151 = !DILocation(line: 38, column: 10, scope: !121)
!152 = !DILocation(line: 38, column: 8, scope: !121)
!153 = distinct !{!153, !145, !154, !112}
!154 = !DILocation(line: 38, column: 56, scope: !121)
!155 = !DILocalVariable(name: "ok", scope: !121, file: !3, line: 39, type: !48)
!156 = !DILocation(line: 39, column: 7, scope: !121)
!157 = !DILocation(line: 39, column: 12, scope: !121)
!158 = !DILocation(line: 40, column: 3, scope: !121)
!159 = !DILocation(line: 41, column: 7, scope: !160)
!160 = distinct !DILexicalBlock(scope: !121, file: !3, line: 41, column: 7)
!161 = !DILocation(line: 41, column: 7, scope: !121)
!162 = !DILocation(line: 42, column: 28, scope: !160)
!163 = !DILocation(line: 42, column: 5, scope: !160)
!164 = !DILocation(line: 44, column: 40, scope: !160)
!165 = !DILocation(line: 44, column: 5, scope: !160)
!166 = !DILocation(line: 45, column: 16, scope: !121)
!167 = !DILocation(line: 45, column: 3, scope: !121)
!168 = !DILocation(line: 46, column: 3, scope: !121)
