; ModuleID = 'written_before_create.c'
source_filename = "written_before_create.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@table = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !0
@sums = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !8
@.str = private unnamed_addr constant [29 x i8] c"sums[0] == 6 && sums[1] == 6\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"written_before_create.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local noalias i8* @reader(i8* noundef %0) #0 !dbg !24 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8* %0, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !34
  br label %5, !dbg !35

2:                                                ; preds = %5
  %3 = ptrtoint i8* %0 to i64, !dbg !36
  call void @llvm.dbg.value(metadata i64 %3, metadata !29, metadata !DIExpression()), !dbg !33
  %4 = getelementptr inbounds [2 x i32], [2 x i32]* @sums, i64 0, i64 %3, !dbg !37
  store i32 %10, i32* %4, align 4, !dbg !38, !tbaa !39
  ret i8* null, !dbg !43

5:                                                ; preds = %1, %5
  %6 = phi i64 [ 0, %1 ], [ %11, %5 ]
  %7 = phi i32 [ 0, %1 ], [ %10, %5 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %7, metadata !30, metadata !DIExpression()), !dbg !33
  %8 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %6, !dbg !44
  %9 = load i32, i32* %8, align 4, !dbg !44, !tbaa !39
  %10 = add nsw i32 %9, %7, !dbg !46
  call void @llvm.dbg.value(metadata i32 %10, metadata !30, metadata !DIExpression()), !dbg !33
  %11 = add nuw nsw i64 %6, 1, !dbg !47
  call void @llvm.dbg.value(metadata i64 %11, metadata !31, metadata !DIExpression()), !dbg !34
  %12 = icmp eq i64 %11, 3, !dbg !48
  br i1 %12, label %2, label %5, !dbg !35, !llvm.loop !49
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !53 {
  %1 = alloca [2 x i64], align 16
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !68
  br label %4, !dbg !69

2:                                                ; preds = %4
  %3 = bitcast [2 x i64]* %1 to i8*, !dbg !70
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #9, !dbg !70
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !59, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i64 0, metadata !64, metadata !DIExpression()), !dbg !72
  br label %10, !dbg !73

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %6, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !57, metadata !DIExpression()), !dbg !68
  %6 = add nuw nsw i64 %5, 1, !dbg !74
  %7 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %5, !dbg !76
  %8 = trunc i64 %6 to i32, !dbg !77
  store i32 %8, i32* %7, align 4, !dbg !77, !tbaa !39
  call void @llvm.dbg.value(metadata i64 %6, metadata !57, metadata !DIExpression()), !dbg !68
  %9 = icmp eq i64 %6, 3, !dbg !78
  br i1 %9, label %2, label %4, !dbg !69, !llvm.loop !79

10:                                               ; preds = %2, %10
  %11 = phi i64 [ 0, %2 ], [ %15, %10 ]
  call void @llvm.dbg.value(metadata i64 %11, metadata !64, metadata !DIExpression()), !dbg !72
  %12 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %11, !dbg !81
  %13 = inttoptr i64 %11 to i8*, !dbg !83
  %14 = call i32 @pthread_create(i64* noundef nonnull %12, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef %13) #9, !dbg !84
  %15 = add nuw nsw i64 %11, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %15, metadata !64, metadata !DIExpression()), !dbg !72
  %16 = icmp eq i64 %11, 0, !dbg !86
  br i1 %16, label %10, label %23, !dbg !73, !llvm.loop !87

17:                                               ; preds = %23
  %18 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sums, i64 0, i64 0), align 4, !dbg !89, !tbaa !39
  %19 = icmp eq i32 %18, 6, !dbg !89
  %20 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sums, i64 0, i64 1), align 4, !dbg !89
  %21 = icmp eq i32 %20, 6, !dbg !89
  %22 = select i1 %19, i1 %21, i1 false, !dbg !89
  br i1 %22, label %31, label %30, !dbg !89

23:                                               ; preds = %10, %23
  %24 = phi i64 [ %28, %23 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata i64 %24, metadata !66, metadata !DIExpression()), !dbg !92
  %25 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %24, !dbg !93
  %26 = load i64, i64* %25, align 8, !dbg !93, !tbaa !95
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null) #9, !dbg !97
  %28 = add nuw nsw i64 %24, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %28, metadata !66, metadata !DIExpression()), !dbg !92
  %29 = icmp eq i64 %24, 0, !dbg !99
  br i1 %29, label %23, label %17, !dbg !100, !llvm.loop !101

30:                                               ; preds = %17
  call void @__assert_fail(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 30, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #10, !dbg !89
  unreachable, !dbg !89

31:                                               ; preds = %17
  store i32 0, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @table, i64 0, i64 0), align 4, !dbg !103, !tbaa !39
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %18, i32 noundef %20), !dbg !104
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #9, !dbg !105
  ret i32 0, !dbg !106
}

; Function Attrs: nounwind
declare !dbg !107 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare !dbg !128 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 10, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "written_before_create.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "08f26eb9eae9519fc4ab6b0b75ca2d2a")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "sums", scope: !2, file: !3, line: 11, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !12)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 13, type: !25, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!6, !6}
!27 = !{!28, !29, !30, !31}
!28 = !DILocalVariable(name: "arg", arg: 1, scope: !24, file: !3, line: 13, type: !6)
!29 = !DILocalVariable(name: "me", scope: !24, file: !3, line: 14, type: !5)
!30 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 15, type: !11)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 16, type: !11)
!32 = distinct !DILexicalBlock(scope: !24, file: !3, line: 16, column: 5)
!33 = !DILocation(line: 0, scope: !24)
!34 = !DILocation(line: 0, scope: !32)
!35 = !DILocation(line: 16, column: 5, scope: !32)
!36 = !DILocation(line: 14, column: 15, scope: !24)
!37 = !DILocation(line: 18, column: 5, scope: !24)
!38 = !DILocation(line: 18, column: 14, scope: !24)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 19, column: 5, scope: !24)
!44 = !DILocation(line: 17, column: 14, scope: !45)
!45 = distinct !DILexicalBlock(scope: !32, file: !3, line: 16, column: 5)
!46 = !DILocation(line: 17, column: 11, scope: !45)
!47 = !DILocation(line: 16, column: 29, scope: !45)
!48 = !DILocation(line: 16, column: 23, scope: !45)
!49 = distinct !{!49, !35, !50, !51, !52}
!50 = !DILocation(line: 17, column: 21, scope: !32)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !54, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!11}
!56 = !{!57, !59, !64, !66}
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 23, type: !11)
!58 = distinct !DILexicalBlock(scope: !53, file: !3, line: 23, column: 5)
!59 = !DILocalVariable(name: "t", scope: !53, file: !3, line: 25, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !12)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 26, type: !5)
!65 = distinct !DILexicalBlock(scope: !53, file: !3, line: 26, column: 5)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 28, type: !11)
!67 = distinct !DILexicalBlock(scope: !53, file: !3, line: 28, column: 5)
!68 = !DILocation(line: 0, scope: !58)
!69 = !DILocation(line: 23, column: 5, scope: !58)
!70 = !DILocation(line: 25, column: 5, scope: !53)
!71 = !DILocation(line: 25, column: 15, scope: !53)
!72 = !DILocation(line: 0, scope: !65)
!73 = !DILocation(line: 26, column: 5, scope: !65)
!74 = !DILocation(line: 24, column: 22, scope: !75)
!75 = distinct !DILexicalBlock(scope: !58, file: !3, line: 23, column: 5)
!76 = !DILocation(line: 24, column: 9, scope: !75)
!77 = !DILocation(line: 24, column: 18, scope: !75)
!78 = !DILocation(line: 23, column: 23, scope: !75)
!79 = distinct !{!79, !69, !80, !51, !52}
!80 = !DILocation(line: 24, column: 24, scope: !58)
!81 = !DILocation(line: 27, column: 25, scope: !82)
!82 = distinct !DILexicalBlock(scope: !65, file: !3, line: 26, column: 5)
!83 = !DILocation(line: 27, column: 45, scope: !82)
!84 = !DILocation(line: 27, column: 9, scope: !82)
!85 = !DILocation(line: 26, column: 30, scope: !82)
!86 = !DILocation(line: 26, column: 24, scope: !82)
!87 = distinct !{!87, !73, !88, !51, !52}
!88 = !DILocation(line: 27, column: 54, scope: !65)
!89 = !DILocation(line: 30, column: 5, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 30, column: 5)
!91 = distinct !DILexicalBlock(scope: !53, file: !3, line: 30, column: 5)
!92 = !DILocation(line: 0, scope: !67)
!93 = !DILocation(line: 29, column: 22, scope: !94)
!94 = distinct !DILexicalBlock(scope: !67, file: !3, line: 28, column: 5)
!95 = !{!96, !96, i64 0}
!96 = !{!"long", !41, i64 0}
!97 = !DILocation(line: 29, column: 9, scope: !94)
!98 = !DILocation(line: 28, column: 29, scope: !94)
!99 = !DILocation(line: 28, column: 23, scope: !94)
!100 = !DILocation(line: 28, column: 5, scope: !67)
!101 = distinct !{!101, !100, !102, !51, !52}
!102 = !DILocation(line: 29, column: 32, scope: !67)
!103 = !DILocation(line: 31, column: 14, scope: !53)
!104 = !DILocation(line: 32, column: 5, scope: !53)
!105 = !DILocation(line: 34, column: 1, scope: !53)
!106 = !DILocation(line: 33, column: 5, scope: !53)
!107 = !DISubprogram(name: "pthread_create", scope: !108, file: !108, line: 202, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !127)
!108 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!109 = !DISubroutineType(types: !110)
!110 = !{!11, !111, !113, !125, !126}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !62, line: 62, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !62, line: 56, size: 448, elements: !118)
!118 = !{!119, !124}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !117, file: !62, line: 58, baseType: !120, size: 448)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !121, size: 448, elements: !122)
!121 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!122 = !{!123}
!123 = !DISubrange(count: 56)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !117, file: !62, line: 59, baseType: !5, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!127 = !{}
!128 = !DISubprogram(name: "pthread_join", scope: !108, file: !108, line: 219, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !127)
!129 = !DISubroutineType(types: !130)
!130 = !{!11, !61, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
