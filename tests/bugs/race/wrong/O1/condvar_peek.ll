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
@item = dso_local local_unnamed_addr global i32 0, align 4, !dbg !46
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !49
@taken = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [10 x i8] c"taken=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !88 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !92, metadata !DIExpression()), !dbg !93
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !94
  store i32 42, i32* @item, align 4, !dbg !95, !tbaa !96
  store i32 1, i32* @ready, align 4, !dbg !100, !tbaa !96
  %3 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @changed) #6, !dbg !101
  %4 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !102
  ret i8* null, !dbg !103
}

; Function Attrs: nounwind
declare !dbg !104 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !110 i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !114 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #0 !dbg !115 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !117, metadata !DIExpression()), !dbg !119
  %2 = load i32, i32* @item, align 4, !dbg !120, !tbaa !96
  call void @llvm.dbg.value(metadata i32 %2, metadata !118, metadata !DIExpression()), !dbg !119
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !121
  %4 = load i32, i32* @ready, align 4, !dbg !122, !tbaa !96
  %5 = icmp eq i32 %4, 0, !dbg !123
  br i1 %5, label %6, label %10, !dbg !124

6:                                                ; preds = %1, %6
  %7 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @changed, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !125
  %8 = load i32, i32* @ready, align 4, !dbg !122, !tbaa !96
  %9 = icmp eq i32 %8, 0, !dbg !123
  br i1 %9, label %6, label %10, !dbg !124, !llvm.loop !126

10:                                               ; preds = %6, %1
  %11 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !130
  store i32 %2, i32* @taken, align 4, !dbg !131, !tbaa !96
  ret i8* null, !dbg !132
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !133 i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !138 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !146
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !146
  %4 = bitcast i64* %2 to i8*, !dbg !146
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !146
  call void @llvm.dbg.value(metadata i64* %2, metadata !145, metadata !DIExpression(DW_OP_deref)), !dbg !147
  %5 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #6, !dbg !148
  call void @llvm.dbg.value(metadata i64* %1, metadata !142, metadata !DIExpression(DW_OP_deref)), !dbg !147
  %6 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #6, !dbg !149
  %7 = load i64, i64* %1, align 8, !dbg !150, !tbaa !151
  call void @llvm.dbg.value(metadata i64 %7, metadata !142, metadata !DIExpression()), !dbg !147
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6, !dbg !153
  %9 = load i64, i64* %2, align 8, !dbg !154, !tbaa !151
  call void @llvm.dbg.value(metadata i64 %9, metadata !145, metadata !DIExpression()), !dbg !147
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6, !dbg !155
  %11 = load i32, i32* @taken, align 4, !dbg !156, !tbaa !96
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !157
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !158
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !158
  ret i32 0, !dbg !159
}

; Function Attrs: nounwind
declare !dbg !160 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !178 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

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
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !53, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
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
!87 = !{!"Debian clang version 14.0.6"}
!88 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 15, type: !89, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!5, !5}
!91 = !{!92}
!92 = !DILocalVariable(name: "arg", arg: 1, scope: !88, file: !3, line: 15, type: !5)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocation(line: 16, column: 5, scope: !88)
!95 = !DILocation(line: 17, column: 10, scope: !88)
!96 = !{!97, !97, i64 0}
!97 = !{!"int", !98, i64 0}
!98 = !{!"omnipotent char", !99, i64 0}
!99 = !{!"Simple C/C++ TBAA"}
!100 = !DILocation(line: 18, column: 11, scope: !88)
!101 = !DILocation(line: 19, column: 5, scope: !88)
!102 = !DILocation(line: 20, column: 5, scope: !88)
!103 = !DILocation(line: 21, column: 5, scope: !88)
!104 = !DISubprogram(name: "pthread_mutex_lock", scope: !105, file: !105, line: 794, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!105 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!106 = !DISubroutineType(types: !107)
!107 = !{!48, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!109 = !{}
!110 = !DISubprogram(name: "pthread_cond_signal", scope: !105, file: !105, line: 1121, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!111 = !DISubroutineType(types: !112)
!112 = !{!48, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!114 = !DISubprogram(name: "pthread_mutex_unlock", scope: !105, file: !105, line: 835, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!115 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 24, type: !89, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!116 = !{!117, !118}
!117 = !DILocalVariable(name: "arg", arg: 1, scope: !115, file: !3, line: 24, type: !5)
!118 = !DILocalVariable(name: "early", scope: !115, file: !3, line: 25, type: !48)
!119 = !DILocation(line: 0, scope: !115)
!120 = !DILocation(line: 25, column: 17, scope: !115)
!121 = !DILocation(line: 26, column: 5, scope: !115)
!122 = !DILocation(line: 27, column: 13, scope: !115)
!123 = !DILocation(line: 27, column: 12, scope: !115)
!124 = !DILocation(line: 27, column: 5, scope: !115)
!125 = !DILocation(line: 28, column: 9, scope: !115)
!126 = distinct !{!126, !124, !127, !128, !129}
!127 = !DILocation(line: 28, column: 42, scope: !115)
!128 = !{!"llvm.loop.mustprogress"}
!129 = !{!"llvm.loop.unroll.disable"}
!130 = !DILocation(line: 29, column: 5, scope: !115)
!131 = !DILocation(line: 30, column: 11, scope: !115)
!132 = !DILocation(line: 31, column: 5, scope: !115)
!133 = !DISubprogram(name: "pthread_cond_wait", scope: !105, file: !105, line: 1133, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!134 = !DISubroutineType(types: !135)
!135 = !{!48, !136, !137}
!136 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!137 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!138 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !139, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{!48}
!141 = !{!142, !145}
!142 = !DILocalVariable(name: "p", scope: !138, file: !3, line: 35, type: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !144)
!144 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!145 = !DILocalVariable(name: "c", scope: !138, file: !3, line: 35, type: !143)
!146 = !DILocation(line: 35, column: 5, scope: !138)
!147 = !DILocation(line: 0, scope: !138)
!148 = !DILocation(line: 36, column: 5, scope: !138)
!149 = !DILocation(line: 37, column: 5, scope: !138)
!150 = !DILocation(line: 38, column: 18, scope: !138)
!151 = !{!152, !152, i64 0}
!152 = !{!"long", !98, i64 0}
!153 = !DILocation(line: 38, column: 5, scope: !138)
!154 = !DILocation(line: 39, column: 18, scope: !138)
!155 = !DILocation(line: 39, column: 5, scope: !138)
!156 = !DILocation(line: 40, column: 26, scope: !138)
!157 = !DILocation(line: 40, column: 5, scope: !138)
!158 = !DILocation(line: 42, column: 1, scope: !138)
!159 = !DILocation(line: 41, column: 5, scope: !138)
!160 = !DISubprogram(name: "pthread_create", scope: !105, file: !105, line: 202, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!161 = !DISubroutineType(types: !162)
!162 = !{!48, !163, !165, !176, !177}
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !170)
!170 = !{!171, !175}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !169, file: !10, line: 58, baseType: !172, size: 448)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 56)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !169, file: !10, line: 59, baseType: !80, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!178 = !DISubprogram(name: "pthread_join", scope: !105, file: !105, line: 219, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!179 = !DISubroutineType(types: !180)
!180 = !{!48, !143, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
