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
@started = dso_local local_unnamed_addr global i32 0, align 4, !dbg !46

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @runner(i8* nocapture readnone %0) #0 !dbg !84 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !88, metadata !DIExpression()), !dbg !89
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #5, !dbg !90
  %3 = load i32, i32* @started, align 4, !dbg !91, !tbaa !92
  %4 = icmp eq i32 %3, 0, !dbg !96
  br i1 %4, label %5, label %9, !dbg !97

5:                                                ; preds = %1, %5
  %6 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @go, %union.pthread_mutex_t* noundef nonnull @lock) #5, !dbg !98
  %7 = load i32, i32* @started, align 4, !dbg !91, !tbaa !92
  %8 = icmp eq i32 %7, 0, !dbg !96
  br i1 %8, label %5, label %9, !dbg !97, !llvm.loop !99

9:                                                ; preds = %5, %1
  %10 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #5, !dbg !103
  ret i8* null, !dbg !104
}

; Function Attrs: nounwind
declare !dbg !105 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

declare !dbg !111 i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !117 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !118 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !126
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #5, !dbg !126
  %4 = bitcast i64* %2 to i8*, !dbg !126
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #5, !dbg !126
  call void @llvm.dbg.value(metadata i64* %1, metadata !122, metadata !DIExpression(DW_OP_deref)), !dbg !127
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @runner, i8* noundef null) #5, !dbg !128
  call void @llvm.dbg.value(metadata i64* %2, metadata !125, metadata !DIExpression(DW_OP_deref)), !dbg !127
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @runner, i8* noundef null) #5, !dbg !129
  %7 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #5, !dbg !130
  store i32 1, i32* @started, align 4, !dbg !131, !tbaa !92
  %8 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @go) #5, !dbg !132
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #5, !dbg !133
  %10 = load i64, i64* %1, align 8, !dbg !134, !tbaa !135
  call void @llvm.dbg.value(metadata i64 %10, metadata !122, metadata !DIExpression()), !dbg !127
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #5, !dbg !137
  %12 = load i64, i64* %2, align 8, !dbg !138, !tbaa !135
  call void @llvm.dbg.value(metadata i64 %12, metadata !125, metadata !DIExpression()), !dbg !127
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #5, !dbg !139
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #5, !dbg !140
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #5, !dbg !140
  ret i32 0, !dbg !141
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind
declare !dbg !142 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !160 i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #1

declare !dbg !163 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 6, type: !49, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
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
!83 = !{!"Debian clang version 14.0.6"}
!84 = distinct !DISubprogram(name: "runner", scope: !3, file: !3, line: 10, type: !85, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !5}
!87 = !{!88}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !84, file: !3, line: 10, type: !5)
!89 = !DILocation(line: 0, scope: !84)
!90 = !DILocation(line: 11, column: 5, scope: !84)
!91 = !DILocation(line: 12, column: 13, scope: !84)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 12, column: 12, scope: !84)
!97 = !DILocation(line: 12, column: 5, scope: !84)
!98 = !DILocation(line: 13, column: 9, scope: !84)
!99 = distinct !{!99, !97, !100, !101, !102}
!100 = !DILocation(line: 13, column: 37, scope: !84)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !{!"llvm.loop.unroll.disable"}
!103 = !DILocation(line: 14, column: 5, scope: !84)
!104 = !DILocation(line: 15, column: 5, scope: !84)
!105 = !DISubprogram(name: "pthread_mutex_lock", scope: !106, file: !106, line: 794, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!106 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!107 = !DISubroutineType(types: !108)
!108 = !{!48, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!110 = !{}
!111 = !DISubprogram(name: "pthread_cond_wait", scope: !106, file: !106, line: 1133, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!112 = !DISubroutineType(types: !113)
!113 = !{!48, !114, !116}
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!117 = !DISubprogram(name: "pthread_mutex_unlock", scope: !106, file: !106, line: 835, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !119, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!48}
!121 = !{!122, !125}
!122 = !DILocalVariable(name: "a", scope: !118, file: !3, line: 19, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !124)
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DILocalVariable(name: "b", scope: !118, file: !3, line: 19, type: !123)
!126 = !DILocation(line: 19, column: 5, scope: !118)
!127 = !DILocation(line: 0, scope: !118)
!128 = !DILocation(line: 20, column: 5, scope: !118)
!129 = !DILocation(line: 21, column: 5, scope: !118)
!130 = !DILocation(line: 22, column: 5, scope: !118)
!131 = !DILocation(line: 23, column: 13, scope: !118)
!132 = !DILocation(line: 24, column: 5, scope: !118)
!133 = !DILocation(line: 25, column: 5, scope: !118)
!134 = !DILocation(line: 26, column: 18, scope: !118)
!135 = !{!136, !136, i64 0}
!136 = !{!"long", !94, i64 0}
!137 = !DILocation(line: 26, column: 5, scope: !118)
!138 = !DILocation(line: 27, column: 18, scope: !118)
!139 = !DILocation(line: 27, column: 5, scope: !118)
!140 = !DILocation(line: 29, column: 1, scope: !118)
!141 = !DILocation(line: 28, column: 5, scope: !118)
!142 = !DISubprogram(name: "pthread_create", scope: !106, file: !106, line: 202, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!143 = !DISubroutineType(types: !144)
!144 = !{!48, !145, !147, !158, !159}
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !151)
!151 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !152)
!152 = !{!153, !157}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !151, file: !10, line: 58, baseType: !154, size: 448)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 56)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !151, file: !10, line: 59, baseType: !76, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!160 = !DISubprogram(name: "pthread_cond_signal", scope: !106, file: !106, line: 1121, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!161 = !DISubroutineType(types: !162)
!162 = !{!48, !115}
!163 = !DISubprogram(name: "pthread_join", scope: !106, file: !106, line: 219, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!164 = !DISubroutineType(types: !165)
!165 = !{!48, !123, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
