; ModuleID = 'refcount_relaxed_rmw_free.c'
source_filename = "refcount_relaxed_rmw_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.job = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@shared = dso_local local_unnamed_addr global %struct.job* null, align 8, !dbg !0

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local noalias i8* @holder(i8* nocapture readnone %0) #0 !dbg !33 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !37, metadata !DIExpression()), !dbg !39
  %2 = load %struct.job*, %struct.job** @shared, align 8, !dbg !40, !tbaa !41
  call void @llvm.dbg.value(metadata %struct.job* %2, metadata !38, metadata !DIExpression()), !dbg !39
  %3 = getelementptr inbounds %struct.job, %struct.job* %2, i64 0, i32 0, !dbg !45
  %4 = atomicrmw sub i32* %3, i32 1 monotonic, align 4, !dbg !47
  %5 = icmp eq i32 %4, 1, !dbg !48
  br i1 %5, label %6, label %8, !dbg !49

6:                                                ; preds = %1
  %7 = bitcast %struct.job* %2 to i8*, !dbg !50
  call void @free(i8* noundef %7) #9, !dbg !51
  br label %8, !dbg !51

8:                                                ; preds = %6, %1
  ret i8* null, !dbg !52
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 !dbg !53 {
  %1 = alloca [2 x i64], align 16
  %2 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #9, !dbg !69
  %3 = bitcast i8* %2 to %struct.job*, !dbg !69
  call void @llvm.dbg.value(metadata %struct.job* %3, metadata !57, metadata !DIExpression()), !dbg !70
  %4 = getelementptr inbounds %struct.job, %struct.job* %3, i64 0, i32 1, !dbg !71
  store i32 1, i32* %4, align 4, !dbg !72, !tbaa !73
  %5 = getelementptr inbounds %struct.job, %struct.job* %3, i64 0, i32 0, !dbg !76
  store i32 2, i32* %5, align 4, !dbg !77, !tbaa !78
  store i8* %2, i8** bitcast (%struct.job** @shared to i8**), align 8, !dbg !79, !tbaa !41
  %6 = bitcast [2 x i64]* %1 to i8*, !dbg !80
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #9, !dbg !80
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !58, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !82
  br label %7, !dbg !83

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %11, %7 ]
  call void @llvm.dbg.value(metadata i64 %8, metadata !65, metadata !DIExpression()), !dbg !82
  %9 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %8, !dbg !84
  %10 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @holder, i8* noundef null) #9, !dbg !86
  %11 = add nuw nsw i64 %8, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %11, metadata !65, metadata !DIExpression()), !dbg !82
  %12 = icmp eq i64 %8, 0, !dbg !88
  br i1 %12, label %7, label %14, !dbg !83, !llvm.loop !89

13:                                               ; preds = %14
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #9, !dbg !93
  ret i32 0, !dbg !94

14:                                               ; preds = %7, %14
  %15 = phi i64 [ %19, %14 ], [ 0, %7 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !67, metadata !DIExpression()), !dbg !95
  %16 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %15, !dbg !96
  %17 = load i64, i64* %16, align 8, !dbg !96, !tbaa !98
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef null) #9, !dbg !100
  %19 = add nuw nsw i64 %15, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %19, metadata !67, metadata !DIExpression()), !dbg !95
  %20 = icmp eq i64 %15, 0, !dbg !102
  br i1 %20, label %14, label %13, !dbg !103, !llvm.loop !104
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !106 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #6

declare !dbg !128 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 19, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "refcount_relaxed_rmw_free.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "75b39c0697620586f17a89d66fc06e8e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!0}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 14, size: 64, elements: !20)
!20 = !{!21, !25}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "refs", scope: !19, file: !3, line: 15, baseType: !22, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !19, file: !3, line: 16, baseType: !24, size: 32, offset: 32)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 1}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "holder", scope: !3, file: !3, line: 21, type: !34, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!16, !16}
!36 = !{!37, !38}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 21, type: !16)
!38 = !DILocalVariable(name: "j", scope: !33, file: !3, line: 22, type: !18)
!39 = !DILocation(line: 0, scope: !33)
!40 = !DILocation(line: 22, column: 21, scope: !33)
!41 = !{!42, !42, i64 0}
!42 = !{!"any pointer", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 23, column: 39, scope: !46)
!46 = distinct !DILexicalBlock(scope: !33, file: !3, line: 23, column: 9)
!47 = !DILocation(line: 23, column: 9, scope: !46)
!48 = !DILocation(line: 23, column: 70, scope: !46)
!49 = !DILocation(line: 23, column: 9, scope: !33)
!50 = !DILocation(line: 24, column: 14, scope: !46)
!51 = !DILocation(line: 24, column: 9, scope: !46)
!52 = !DILocation(line: 25, column: 5, scope: !33)
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !54, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!24}
!56 = !{!57, !58, !65, !67}
!57 = !DILocalVariable(name: "j", scope: !53, file: !3, line: 29, type: !18)
!58 = !DILocalVariable(name: "t", scope: !53, file: !3, line: 33, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !60, size: 128, elements: !63)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !{!64}
!64 = !DISubrange(count: 2)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 34, type: !24)
!66 = distinct !DILexicalBlock(scope: !53, file: !3, line: 34, column: 5)
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 36, type: !24)
!68 = distinct !DILexicalBlock(scope: !53, file: !3, line: 36, column: 5)
!69 = !DILocation(line: 29, column: 21, scope: !53)
!70 = !DILocation(line: 0, scope: !53)
!71 = !DILocation(line: 30, column: 8, scope: !53)
!72 = !DILocation(line: 30, column: 11, scope: !53)
!73 = !{!74, !75, i64 4}
!74 = !{!"job", !43, i64 0, !75, i64 4}
!75 = !{!"int", !43, i64 0}
!76 = !DILocation(line: 31, column: 21, scope: !53)
!77 = !DILocation(line: 31, column: 5, scope: !53)
!78 = !{!43, !43, i64 0}
!79 = !DILocation(line: 32, column: 12, scope: !53)
!80 = !DILocation(line: 33, column: 5, scope: !53)
!81 = !DILocation(line: 33, column: 15, scope: !53)
!82 = !DILocation(line: 0, scope: !66)
!83 = !DILocation(line: 34, column: 5, scope: !66)
!84 = !DILocation(line: 35, column: 25, scope: !85)
!85 = distinct !DILexicalBlock(scope: !66, file: !3, line: 34, column: 5)
!86 = !DILocation(line: 35, column: 9, scope: !85)
!87 = !DILocation(line: 34, column: 29, scope: !85)
!88 = !DILocation(line: 34, column: 23, scope: !85)
!89 = distinct !{!89, !83, !90, !91, !92}
!90 = !DILocation(line: 35, column: 49, scope: !66)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !{!"llvm.loop.unroll.disable"}
!93 = !DILocation(line: 39, column: 1, scope: !53)
!94 = !DILocation(line: 38, column: 5, scope: !53)
!95 = !DILocation(line: 0, scope: !68)
!96 = !DILocation(line: 37, column: 22, scope: !97)
!97 = distinct !DILexicalBlock(scope: !68, file: !3, line: 36, column: 5)
!98 = !{!99, !99, i64 0}
!99 = !{!"long", !43, i64 0}
!100 = !DILocation(line: 37, column: 9, scope: !97)
!101 = !DILocation(line: 36, column: 29, scope: !97)
!102 = !DILocation(line: 36, column: 23, scope: !97)
!103 = !DILocation(line: 36, column: 5, scope: !68)
!104 = distinct !{!104, !103, !105, !91, !92}
!105 = !DILocation(line: 37, column: 32, scope: !68)
!106 = !DISubprogram(name: "pthread_create", scope: !107, file: !107, line: 202, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !127)
!107 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!108 = !DISubroutineType(types: !109)
!109 = !{!24, !110, !112, !125, !126}
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !61, line: 62, baseType: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !61, line: 56, size: 448, elements: !117)
!117 = !{!118, !123}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !116, file: !61, line: 58, baseType: !119, size: 448)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 448, elements: !121)
!120 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!121 = !{!122}
!122 = !DISubrange(count: 56)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !116, file: !61, line: 59, baseType: !124, size: 64)
!124 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!127 = !{}
!128 = !DISubprogram(name: "pthread_join", scope: !107, file: !107, line: 219, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !127)
!129 = !DISubroutineType(types: !130)
!130 = !{!24, !60, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
