; ModuleID = 'sync/wrong/barrier_short.c'
source_filename = "sync/wrong/barrier_short.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@start = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0
@ran = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !8
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 !dbg !31 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !35, metadata !DIExpression()), !dbg !37
  %2 = ptrtoint i8* %0 to i64, !dbg !38
  call void @llvm.dbg.value(metadata i64 %2, metadata !36, metadata !DIExpression()), !dbg !37
  %3 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @start) #7, !dbg !39
  %4 = getelementptr inbounds [2 x i32], [2 x i32]* @ran, i64 0, i64 %2, !dbg !40
  store i32 1, i32* %4, align 4, !dbg !41, !tbaa !42
  ret i8* null, !dbg !46
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !47 i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*, !dbg !65
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #7, !dbg !65
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !57, metadata !DIExpression()), !dbg !66
  %3 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef nonnull @start, %union.pthread_barrierattr_t* noundef null, i32 noundef 3) #7, !dbg !67
  call void @llvm.dbg.value(metadata i64 0, metadata !61, metadata !DIExpression()), !dbg !68
  br label %4, !dbg !69

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %9, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !61, metadata !DIExpression()), !dbg !68
  %6 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %5, !dbg !70
  %7 = inttoptr i64 %5 to i8*, !dbg !72
  %8 = call i32 @pthread_create(i64* noundef nonnull %6, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %7) #7, !dbg !73
  %9 = add nuw nsw i64 %5, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %9, metadata !61, metadata !DIExpression()), !dbg !68
  %10 = icmp eq i64 %5, 0, !dbg !75
  br i1 %10, label %4, label %15, !dbg !69, !llvm.loop !76

11:                                               ; preds = %15
  %12 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @ran, i64 0, i64 0), align 4, !dbg !80, !tbaa !42
  %13 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @ran, i64 0, i64 1), align 4, !dbg !81, !tbaa !42
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %12, i32 noundef %13), !dbg !82
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #7, !dbg !83
  ret i32 0, !dbg !84

15:                                               ; preds = %4, %15
  %16 = phi i64 [ %20, %15 ], [ 0, %4 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !63, metadata !DIExpression()), !dbg !85
  %17 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %16, !dbg !86
  %18 = load i64, i64* %17, align 8, !dbg !86, !tbaa !88
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #7, !dbg !90
  %20 = add nuw nsw i64 %16, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %20, metadata !63, metadata !DIExpression()), !dbg !85
  %21 = icmp eq i64 %16, 0, !dbg !92
  br i1 %21, label %15, label %11, !dbg !93, !llvm.loop !94
}

; Function Attrs: nounwind
declare !dbg !96 i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !130 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "start", scope: !2, file: !3, line: 7, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/wrong/barrier_short.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "8ecb2ee31f713230425c470e4d71a20e")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "ran", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !12)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !15, line: 112, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!16 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 108, size: 256, elements: !17)
!17 = !{!18, !23}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !16, file: !15, line: 110, baseType: !19, size: 256)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22}
!22 = !DISubrange(count: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !16, file: !15, line: 111, baseType: !5, size: 64)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !32, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!6, !6}
!34 = !{!35, !36}
!35 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 10, type: !6)
!36 = !DILocalVariable(name: "me", scope: !31, file: !3, line: 11, type: !5)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 11, column: 15, scope: !31)
!39 = !DILocation(line: 12, column: 5, scope: !31)
!40 = !DILocation(line: 13, column: 5, scope: !31)
!41 = !DILocation(line: 13, column: 13, scope: !31)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 14, column: 5, scope: !31)
!47 = !DISubprogram(name: "pthread_barrier_wait", scope: !48, file: !48, line: 1264, type: !49, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !52)
!48 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!49 = !DISubroutineType(types: !50)
!50 = !{!11, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!52 = !{}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !54, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!11}
!56 = !{!57, !61, !63}
!57 = !DILocalVariable(name: "t", scope: !53, file: !3, line: 18, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 128, elements: !12)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !15, line: 27, baseType: !60)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 20, type: !5)
!62 = distinct !DILexicalBlock(scope: !53, file: !3, line: 20, column: 5)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 22, type: !11)
!64 = distinct !DILexicalBlock(scope: !53, file: !3, line: 22, column: 5)
!65 = !DILocation(line: 18, column: 5, scope: !53)
!66 = !DILocation(line: 18, column: 15, scope: !53)
!67 = !DILocation(line: 19, column: 5, scope: !53)
!68 = !DILocation(line: 0, scope: !62)
!69 = !DILocation(line: 20, column: 5, scope: !62)
!70 = !DILocation(line: 21, column: 25, scope: !71)
!71 = distinct !DILexicalBlock(scope: !62, file: !3, line: 20, column: 5)
!72 = !DILocation(line: 21, column: 45, scope: !71)
!73 = !DILocation(line: 21, column: 9, scope: !71)
!74 = !DILocation(line: 20, column: 30, scope: !71)
!75 = !DILocation(line: 20, column: 24, scope: !71)
!76 = distinct !{!76, !69, !77, !78, !79}
!77 = !DILocation(line: 21, column: 54, scope: !62)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = !DILocation(line: 24, column: 23, scope: !53)
!81 = !DILocation(line: 24, column: 31, scope: !53)
!82 = !DILocation(line: 24, column: 5, scope: !53)
!83 = !DILocation(line: 26, column: 1, scope: !53)
!84 = !DILocation(line: 25, column: 5, scope: !53)
!85 = !DILocation(line: 0, scope: !64)
!86 = !DILocation(line: 23, column: 22, scope: !87)
!87 = distinct !DILexicalBlock(scope: !64, file: !3, line: 22, column: 5)
!88 = !{!89, !89, i64 0}
!89 = !{!"long", !44, i64 0}
!90 = !DILocation(line: 23, column: 9, scope: !87)
!91 = !DILocation(line: 22, column: 29, scope: !87)
!92 = !DILocation(line: 22, column: 23, scope: !87)
!93 = !DILocation(line: 22, column: 5, scope: !64)
!94 = distinct !{!94, !93, !95, !78, !79}
!95 = !DILocation(line: 23, column: 32, scope: !64)
!96 = !DISubprogram(name: "pthread_barrier_init", scope: !48, file: !48, line: 1254, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !52)
!97 = !DISubroutineType(types: !98)
!98 = !{!11, !99, !100, !111}
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !15, line: 118, baseType: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 114, size: 32, elements: !105)
!105 = !{!106, !110}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !104, file: !15, line: 116, baseType: !107, size: 32)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 32, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 4)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !104, file: !15, line: 117, baseType: !11, size: 32)
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!112 = !DISubprogram(name: "pthread_create", scope: !48, file: !48, line: 202, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !52)
!113 = !DISubroutineType(types: !114)
!114 = !{!11, !115, !117, !128, !129}
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !15, line: 62, baseType: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !15, line: 56, size: 448, elements: !122)
!122 = !{!123, !127}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !121, file: !15, line: 58, baseType: !124, size: 448)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 448, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 56)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !121, file: !15, line: 59, baseType: !5, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!130 = !DISubprogram(name: "pthread_join", scope: !48, file: !48, line: 219, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !52)
!131 = !DISubroutineType(types: !132)
!132 = !{!11, !59, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
