; ModuleID = 'sync/wrong/signal_wakes_one.c'
source_filename = "sync/wrong/signal_wakes_one.c"
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
@go = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@started = dso_local global i32 0, align 4, !dbg !46

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @runner(i8* noundef %0) #0 !dbg !85 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !89, metadata !DIExpression()), !dbg !90
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !91
  br label %4, !dbg !92

4:                                                ; preds = %8, %1
  %5 = load i32, i32* @started, align 4, !dbg !93
  %6 = icmp ne i32 %5, 0, !dbg !94
  %7 = xor i1 %6, true, !dbg !94
  br i1 %7, label %8, label %10, !dbg !92

8:                                                ; preds = %4
  %9 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef @go, %union.pthread_mutex_t* noundef @lock), !dbg !95
  br label %4, !dbg !92, !llvm.loop !96

10:                                               ; preds = %4
  %11 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !99
  ret i8* null, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

declare i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !104, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.declare(metadata i64* %3, metadata !108, metadata !DIExpression()), !dbg !109
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @runner, i8* noundef null) #4, !dbg !110
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @runner, i8* noundef null) #4, !dbg !111
  %6 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !112
  store i32 1, i32* @started, align 4, !dbg !113
  %7 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef @go) #4, !dbg !114
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !115
  %9 = load i64, i64* %2, align 8, !dbg !116
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null), !dbg !117
  %11 = load i64, i64* %3, align 8, !dbg !118
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null), !dbg !119
  ret i32 0, !dbg !120
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82, !83}
!llvm.ident = !{!84}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 6, type: !49, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/wrong/signal_wakes_one.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "96ab9bed2c34c018c84c4b20969b93eb")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
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
!47 = distinct !DIGlobalVariable(name: "started", scope: !2, file: !3, line: 8, type: !48, isLocal: false, isDefinition: true)
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
!85 = distinct !DISubprogram(name: "runner", scope: !3, file: !3, line: 10, type: !86, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!5, !5}
!88 = !{}
!89 = !DILocalVariable(name: "arg", arg: 1, scope: !85, file: !3, line: 10, type: !5)
!90 = !DILocation(line: 10, column: 20, scope: !85)
!91 = !DILocation(line: 11, column: 5, scope: !85)
!92 = !DILocation(line: 12, column: 5, scope: !85)
!93 = !DILocation(line: 12, column: 13, scope: !85)
!94 = !DILocation(line: 12, column: 12, scope: !85)
!95 = !DILocation(line: 13, column: 9, scope: !85)
!96 = distinct !{!96, !92, !97, !98}
!97 = !DILocation(line: 13, column: 37, scope: !85)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 14, column: 5, scope: !85)
!100 = !DILocation(line: 15, column: 5, scope: !85)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !102, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !88)
!102 = !DISubroutineType(types: !103)
!103 = !{!48}
!104 = !DILocalVariable(name: "a", scope: !101, file: !3, line: 19, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !106)
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DILocation(line: 19, column: 15, scope: !101)
!108 = !DILocalVariable(name: "b", scope: !101, file: !3, line: 19, type: !105)
!109 = !DILocation(line: 19, column: 18, scope: !101)
!110 = !DILocation(line: 20, column: 5, scope: !101)
!111 = !DILocation(line: 21, column: 5, scope: !101)
!112 = !DILocation(line: 22, column: 5, scope: !101)
!113 = !DILocation(line: 23, column: 13, scope: !101)
!114 = !DILocation(line: 24, column: 5, scope: !101)
!115 = !DILocation(line: 25, column: 5, scope: !101)
!116 = !DILocation(line: 26, column: 18, scope: !101)
!117 = !DILocation(line: 26, column: 5, scope: !101)
!118 = !DILocation(line: 27, column: 18, scope: !101)
!119 = !DILocation(line: 27, column: 5, scope: !101)
!120 = !DILocation(line: 28, column: 5, scope: !101)
