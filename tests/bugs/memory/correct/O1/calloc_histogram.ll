; ModuleID = 'calloc_histogram.c'
source_filename = "calloc_histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.data = private unnamed_addr constant [6 x i32] [i32 1, i32 3, i32 3, i32 0, i32 2, i32 3], align 16
@.str = private unnamed_addr constant [65 x i8] c"count[0] == 1 && count[1] == 1 && count[2] == 1 && count[3] == 3\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"calloc_histogram.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.declare(metadata [6 x i32]* @__const.main.data, metadata !16, metadata !DIExpression()), !dbg !26
  %1 = call noalias dereferenceable_or_null(16) i8* @calloc(i64 noundef 4, i64 noundef 4) #6, !dbg !27
  %2 = bitcast i8* %1 to i32*, !dbg !27
  call void @llvm.dbg.value(metadata i32* %2, metadata !21, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !29
  br label %6, !dbg !30

3:                                                ; preds = %6
  %4 = load i32, i32* %2, align 4, !dbg !31, !tbaa !34
  %5 = icmp eq i32 %4, 1, !dbg !31
  br i1 %5, label %16, label %28, !dbg !31

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %14, %6 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !23, metadata !DIExpression()), !dbg !29
  %8 = getelementptr inbounds [6 x i32], [6 x i32]* @__const.main.data, i64 0, i64 %7, !dbg !38
  %9 = load i32, i32* %8, align 4, !dbg !38, !tbaa !34
  %10 = sext i32 %9 to i64, !dbg !40
  %11 = getelementptr inbounds i32, i32* %2, i64 %10, !dbg !40
  %12 = load i32, i32* %11, align 4, !dbg !41, !tbaa !34
  %13 = add nsw i32 %12, 1, !dbg !41
  store i32 %13, i32* %11, align 4, !dbg !41, !tbaa !34
  %14 = add nuw nsw i64 %7, 1, !dbg !42
  call void @llvm.dbg.value(metadata i64 %14, metadata !23, metadata !DIExpression()), !dbg !29
  %15 = icmp eq i64 %14, 6, !dbg !43
  br i1 %15, label %3, label %6, !dbg !30, !llvm.loop !44

16:                                               ; preds = %3
  %17 = getelementptr inbounds i32, i32* %2, i64 1, !dbg !31
  %18 = load i32, i32* %17, align 4, !dbg !31, !tbaa !34
  %19 = icmp eq i32 %18, 1, !dbg !31
  br i1 %19, label %20, label %28, !dbg !31

20:                                               ; preds = %16
  %21 = getelementptr inbounds i32, i32* %2, i64 2, !dbg !31
  %22 = load i32, i32* %21, align 4, !dbg !31, !tbaa !34
  %23 = icmp eq i32 %22, 1, !dbg !31
  br i1 %23, label %24, label %28, !dbg !31

24:                                               ; preds = %20
  %25 = getelementptr inbounds i32, i32* %2, i64 3, !dbg !31
  %26 = load i32, i32* %25, align 4, !dbg !31, !tbaa !34
  %27 = icmp eq i32 %26, 3, !dbg !31
  br i1 %27, label %29, label %28, !dbg !48

28:                                               ; preds = %24, %20, %16, %3
  call void @__assert_fail(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef 11, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #7, !dbg !31
  unreachable, !dbg !31

29:                                               ; preds = %24
  call void @free(i8* noundef %1) #6, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "calloc_histogram.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "8ab549ed9e0cfd9f4e4ec64280c9013b")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !12, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !21, !23}
!16 = !DILocalVariable(name: "data", scope: !11, file: !1, line: 7, type: !17)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 192, elements: !19)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!19 = !{!20}
!20 = !DISubrange(count: 6)
!21 = !DILocalVariable(name: "count", scope: !11, file: !1, line: 8, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 9, type: !25)
!24 = distinct !DILexicalBlock(scope: !11, file: !1, line: 9, column: 5)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DILocation(line: 7, column: 15, scope: !11)
!27 = !DILocation(line: 8, column: 18, scope: !11)
!28 = !DILocation(line: 0, scope: !11)
!29 = !DILocation(line: 0, scope: !24)
!30 = !DILocation(line: 9, column: 5, scope: !24)
!31 = !DILocation(line: 11, column: 5, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 11, column: 5)
!33 = distinct !DILexicalBlock(scope: !11, file: !1, line: 11, column: 5)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 10, column: 15, scope: !39)
!39 = distinct !DILexicalBlock(scope: !24, file: !1, line: 9, column: 5)
!40 = !DILocation(line: 10, column: 9, scope: !39)
!41 = !DILocation(line: 10, column: 23, scope: !39)
!42 = !DILocation(line: 9, column: 61, scope: !39)
!43 = !DILocation(line: 9, column: 28, scope: !39)
!44 = distinct !{!44, !30, !45, !46, !47}
!45 = !DILocation(line: 10, column: 23, scope: !24)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 11, column: 5, scope: !33)
!49 = !DILocation(line: 12, column: 5, scope: !11)
!50 = !DILocation(line: 14, column: 5, scope: !11)
