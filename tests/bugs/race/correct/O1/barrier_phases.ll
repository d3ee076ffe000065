; ModuleID = 'barrier_phases.c'
source_filename = "barrier_phases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slot = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@phase = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !9
@seen = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !21
@.str = private unnamed_addr constant [29 x i8] c"seen[0] == 2 && seen[1] == 1\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"barrier_phases.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 !dbg !33 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !37, metadata !DIExpression()), !dbg !39
  %2 = ptrtoint i8* %0 to i64, !dbg !40
  call void @llvm.dbg.value(metadata i64 %2, metadata !38, metadata !DIExpression()), !dbg !39
  %3 = trunc i64 %2 to i32, !dbg !41
  %4 = add nsw i32 %3, 1, !dbg !42
  %5 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %2, !dbg !43
  store i32 %4, i32* %5, align 4, !dbg !44, !tbaa !45
  %6 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @phase) #8, !dbg !49
  %7 = sub nsw i64 1, %2, !dbg !50
  %8 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %7, !dbg !51
  %9 = load i32, i32* %8, align 4, !dbg !51, !tbaa !45
  %10 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %2, !dbg !52
  store i32 %9, i32* %10, align 4, !dbg !53, !tbaa !45
  %11 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @phase) #8, !dbg !54
  store i32 0, i32* %5, align 4, !dbg !55, !tbaa !45
  ret i8* null, !dbg !56
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !57 i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !63 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*, !dbg !75
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #8, !dbg !75
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !67, metadata !DIExpression()), !dbg !76
  %3 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef nonnull @phase, %union.pthread_barrierattr_t* noundef null, i32 noundef 2) #8, !dbg !77
  call void @llvm.dbg.value(metadata i64 0, metadata !71, metadata !DIExpression()), !dbg !78
  br label %4, !dbg !79

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %9, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !71, metadata !DIExpression()), !dbg !78
  %6 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %5, !dbg !80
  %7 = inttoptr i64 %5 to i8*, !dbg !82
  %8 = call i32 @pthread_create(i64* noundef nonnull %6, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %7) #8, !dbg !83
  %9 = add nuw nsw i64 %5, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %9, metadata !71, metadata !DIExpression()), !dbg !78
  %10 = icmp eq i64 %5, 0, !dbg !85
  br i1 %10, label %4, label %17, !dbg !79, !llvm.loop !86

11:                                               ; preds = %17
  %12 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !dbg !90, !tbaa !45
  %13 = icmp eq i32 %12, 2, !dbg !90
  %14 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !dbg !90
  %15 = icmp eq i32 %14, 1, !dbg !90
  %16 = select i1 %13, i1 %15, i1 false, !dbg !90
  br i1 %16, label %25, label %24, !dbg !90

17:                                               ; preds = %4, %17
  %18 = phi i64 [ %22, %17 ], [ 0, %4 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !73, metadata !DIExpression()), !dbg !93
  %19 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %18, !dbg !94
  %20 = load i64, i64* %19, align 8, !dbg !94, !tbaa !96
  %21 = call i32 @pthread_join(i64 noundef %20, i8** noundef null) #8, !dbg !98
  %22 = add nuw nsw i64 %18, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %22, metadata !73, metadata !DIExpression()), !dbg !93
  %23 = icmp eq i64 %18, 0, !dbg !100
  br i1 %23, label %17, label %11, !dbg !101, !llvm.loop !102

24:                                               ; preds = %11
  call void @__assert_fail(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 31, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #9, !dbg !90
  unreachable, !dbg !90

25:                                               ; preds = %11
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef 2, i32 noundef 1), !dbg !104
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #8, !dbg !105
  ret i32 0, !dbg !106
}

; Function Attrs: nounwind
declare !dbg !107 i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !123 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !141 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 11, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier_phases.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "5b7110f6446566b40e52cec5c19feed6")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !0, !21}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "phase", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !12, line: 112, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 108, size: 256, elements: !14)
!14 = !{!15, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 110, baseType: !16, size: 256)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 111, baseType: !5, size: 64)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 1}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !34, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!7, !7}
!36 = !{!37, !38}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 14, type: !7)
!38 = !DILocalVariable(name: "me", scope: !33, file: !3, line: 15, type: !5)
!39 = !DILocation(line: 0, scope: !33)
!40 = !DILocation(line: 15, column: 15, scope: !33)
!41 = !DILocation(line: 16, column: 16, scope: !33)
!42 = !DILocation(line: 16, column: 24, scope: !33)
!43 = !DILocation(line: 16, column: 5, scope: !33)
!44 = !DILocation(line: 16, column: 14, scope: !33)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 17, column: 5, scope: !33)
!50 = !DILocation(line: 18, column: 23, scope: !33)
!51 = !DILocation(line: 18, column: 16, scope: !33)
!52 = !DILocation(line: 18, column: 5, scope: !33)
!53 = !DILocation(line: 18, column: 14, scope: !33)
!54 = !DILocation(line: 19, column: 5, scope: !33)
!55 = !DILocation(line: 20, column: 14, scope: !33)
!56 = !DILocation(line: 21, column: 5, scope: !33)
!57 = !DISubprogram(name: "pthread_barrier_wait", scope: !58, file: !58, line: 1264, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !62)
!58 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!59 = !DISubroutineType(types: !60)
!60 = !{!6, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!62 = !{}
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !64, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!6}
!66 = !{!67, !71, !73}
!67 = !DILocalVariable(name: "t", scope: !63, file: !3, line: 25, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 128, elements: !24)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !70)
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 27, type: !5)
!72 = distinct !DILexicalBlock(scope: !63, file: !3, line: 27, column: 5)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 29, type: !6)
!74 = distinct !DILexicalBlock(scope: !63, file: !3, line: 29, column: 5)
!75 = !DILocation(line: 25, column: 5, scope: !63)
!76 = !DILocation(line: 25, column: 15, scope: !63)
!77 = !DILocation(line: 26, column: 5, scope: !63)
!78 = !DILocation(line: 0, scope: !72)
!79 = !DILocation(line: 27, column: 5, scope: !72)
!80 = !DILocation(line: 28, column: 25, scope: !81)
!81 = distinct !DILexicalBlock(scope: !72, file: !3, line: 27, column: 5)
!82 = !DILocation(line: 28, column: 45, scope: !81)
!83 = !DILocation(line: 28, column: 9, scope: !81)
!84 = !DILocation(line: 27, column: 30, scope: !81)
!85 = !DILocation(line: 27, column: 24, scope: !81)
!86 = distinct !{!86, !79, !87, !88, !89}
!87 = !DILocation(line: 28, column: 54, scope: !72)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !{!"llvm.loop.unroll.disable"}
!90 = !DILocation(line: 31, column: 5, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 31, column: 5)
!92 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 5)
!93 = !DILocation(line: 0, scope: !74)
!94 = !DILocation(line: 30, column: 22, scope: !95)
!95 = distinct !DILexicalBlock(scope: !74, file: !3, line: 29, column: 5)
!96 = !{!97, !97, i64 0}
!97 = !{!"long", !47, i64 0}
!98 = !DILocation(line: 30, column: 9, scope: !95)
!99 = !DILocation(line: 29, column: 29, scope: !95)
!100 = !DILocation(line: 29, column: 23, scope: !95)
!101 = !DILocation(line: 29, column: 5, scope: !74)
!102 = distinct !{!102, !101, !103, !88, !89}
!103 = !DILocation(line: 30, column: 32, scope: !74)
!104 = !DILocation(line: 32, column: 5, scope: !63)
!105 = !DILocation(line: 34, column: 1, scope: !63)
!106 = !DILocation(line: 33, column: 5, scope: !63)
!107 = !DISubprogram(name: "pthread_barrier_init", scope: !58, file: !58, line: 1254, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !62)
!108 = !DISubroutineType(types: !109)
!109 = !{!6, !110, !111, !122}
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !12, line: 118, baseType: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 114, size: 32, elements: !116)
!116 = !{!117, !121}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !115, file: !12, line: 116, baseType: !118, size: 32)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 32, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 4)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !115, file: !12, line: 117, baseType: !6, size: 32)
!122 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!123 = !DISubprogram(name: "pthread_create", scope: !58, file: !58, line: 202, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !62)
!124 = !DISubroutineType(types: !125)
!125 = !{!6, !126, !128, !139, !140}
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !12, line: 62, baseType: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !12, line: 56, size: 448, elements: !133)
!133 = !{!134, !138}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !132, file: !12, line: 58, baseType: !135, size: 448)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 448, elements: !136)
!136 = !{!137}
!137 = !DISubrange(count: 56)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !132, file: !12, line: 59, baseType: !5, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!141 = !DISubprogram(name: "pthread_join", scope: !58, file: !58, line: 219, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !62)
!142 = !DISubroutineType(types: !143)
!143 = !{!6, !69, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
