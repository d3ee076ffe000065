; ModuleID = 'sync/wrong/lost_wakeup.c'
source_filename = "sync/wrong/lost_wakeup.c"
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
@wake = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !46
@.str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !84 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !88, metadata !DIExpression()), !dbg !89
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !90
  store i32 1, i32* @ready, align 4, !dbg !91, !tbaa !92
  %3 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !96
  %4 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @wake) #6, !dbg !97
  ret i8* null, !dbg !98
}

; Function Attrs: nounwind
declare !dbg !99 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !105 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !106 i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #0 !dbg !110 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !112, metadata !DIExpression()), !dbg !114
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !115
  %3 = load i32, i32* @ready, align 4, !dbg !116, !tbaa !92
  call void @llvm.dbg.value(metadata i32 %3, metadata !113, metadata !DIExpression()), !dbg !114
  %4 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !117
  %5 = icmp eq i32 %3, 0, !dbg !118
  br i1 %5, label %6, label %10, !dbg !120

6:                                                ; preds = %1
  %7 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !121
  %8 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @wake, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !123
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !124
  br label %10, !dbg !125

10:                                               ; preds = %6, %1
  ret i8* null, !dbg !126
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !127 i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !132 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !140
  %4 = bitcast i64* %2 to i8*, !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !140
  call void @llvm.dbg.value(metadata i64* %1, metadata !136, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #6, !dbg !142
  call void @llvm.dbg.value(metadata i64* %2, metadata !139, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #6, !dbg !143
  %7 = load i64, i64* %1, align 8, !dbg !144, !tbaa !145
  call void @llvm.dbg.value(metadata i64 %7, metadata !136, metadata !DIExpression()), !dbg !141
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6, !dbg !147
  %9 = load i64, i64* %2, align 8, !dbg !148, !tbaa !145
  call void @llvm.dbg.value(metadata i64 %9, metadata !139, metadata !DIExpression()), !dbg !141
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6, !dbg !149
  %11 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)), !dbg !150
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !151
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !151
  ret i32 0, !dbg !152
}

; Function Attrs: nounwind
declare !dbg !153 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !171 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !175 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !49, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/wrong/lost_wakeup.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "ebba4e9ef7eab879f8067ab5da08cb0e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "wake", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
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
!47 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 10, type: !48, isLocal: false, isDefinition: true)
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
!84 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 12, type: !85, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !5}
!87 = !{!88}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !84, file: !3, line: 12, type: !5)
!89 = !DILocation(line: 0, scope: !84)
!90 = !DILocation(line: 13, column: 5, scope: !84)
!91 = !DILocation(line: 14, column: 11, scope: !84)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 15, column: 5, scope: !84)
!97 = !DILocation(line: 16, column: 5, scope: !84)
!98 = !DILocation(line: 17, column: 5, scope: !84)
!99 = !DISubprogram(name: "pthread_mutex_lock", scope: !100, file: !100, line: 794, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!100 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!101 = !DISubroutineType(types: !102)
!102 = !{!48, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!104 = !{}
!105 = !DISubprogram(name: "pthread_mutex_unlock", scope: !100, file: !100, line: 835, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!106 = !DISubprogram(name: "pthread_cond_signal", scope: !100, file: !100, line: 1121, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!107 = !DISubroutineType(types: !108)
!108 = !{!48, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!110 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 20, type: !85, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!111 = !{!112, !113}
!112 = !DILocalVariable(name: "arg", arg: 1, scope: !110, file: !3, line: 20, type: !5)
!113 = !DILocalVariable(name: "r", scope: !110, file: !3, line: 22, type: !48)
!114 = !DILocation(line: 0, scope: !110)
!115 = !DILocation(line: 21, column: 5, scope: !110)
!116 = !DILocation(line: 22, column: 13, scope: !110)
!117 = !DILocation(line: 23, column: 5, scope: !110)
!118 = !DILocation(line: 24, column: 10, scope: !119)
!119 = distinct !DILexicalBlock(scope: !110, file: !3, line: 24, column: 9)
!120 = !DILocation(line: 24, column: 9, scope: !110)
!121 = !DILocation(line: 25, column: 9, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 24, column: 13)
!123 = !DILocation(line: 26, column: 9, scope: !122)
!124 = !DILocation(line: 27, column: 9, scope: !122)
!125 = !DILocation(line: 28, column: 5, scope: !122)
!126 = !DILocation(line: 29, column: 5, scope: !110)
!127 = !DISubprogram(name: "pthread_cond_wait", scope: !100, file: !100, line: 1133, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!128 = !DISubroutineType(types: !129)
!129 = !{!48, !130, !131}
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!132 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !133, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!48}
!135 = !{!136, !139}
!136 = !DILocalVariable(name: "c", scope: !132, file: !3, line: 33, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !138)
!138 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!139 = !DILocalVariable(name: "p", scope: !132, file: !3, line: 33, type: !137)
!140 = !DILocation(line: 33, column: 5, scope: !132)
!141 = !DILocation(line: 0, scope: !132)
!142 = !DILocation(line: 34, column: 5, scope: !132)
!143 = !DILocation(line: 35, column: 5, scope: !132)
!144 = !DILocation(line: 36, column: 18, scope: !132)
!145 = !{!146, !146, i64 0}
!146 = !{!"long", !94, i64 0}
!147 = !DILocation(line: 36, column: 5, scope: !132)
!148 = !DILocation(line: 37, column: 18, scope: !132)
!149 = !DILocation(line: 37, column: 5, scope: !132)
!150 = !DILocation(line: 38, column: 5, scope: !132)
!151 = !DILocation(line: 40, column: 1, scope: !132)
!152 = !DILocation(line: 39, column: 5, scope: !132)
!153 = !DISubprogram(name: "pthread_create", scope: !100, file: !100, line: 202, type: !154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!154 = !DISubroutineType(types: !155)
!155 = !{!48, !156, !158, !169, !170}
!156 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !162)
!162 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !163)
!163 = !{!164, !168}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !162, file: !10, line: 58, baseType: !165, size: 448)
!165 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !166)
!166 = !{!167}
!167 = !DISubrange(count: 56)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !162, file: !10, line: 59, baseType: !76, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!171 = !DISubprogram(name: "pthread_join", scope: !100, file: !100, line: 219, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!172 = !DISubroutineType(types: !173)
!173 = !{!48, !137, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!175 = !DISubprogram(name: "puts", scope: !176, file: !176, line: 661, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !104)
!176 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!177 = !DISubroutineType(types: !178)
!178 = !{!48, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
