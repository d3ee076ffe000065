; ModuleID = 'oob_heap_write.c'
source_filename = "oob_heap_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata i8** %1, metadata !18, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !24
  %3 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5, !dbg !25
  %4 = bitcast i8* %3 to i32*, !dbg !25
  call void @llvm.dbg.value(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !26
  %5 = icmp slt i32 %0, -3, !dbg !27
  br i1 %5, label %11, label %6, !dbg !29

6:                                                ; preds = %2
  %7 = add i32 %0, 3, !dbg !30
  call void @llvm.dbg.value(metadata i32 %7, metadata !19, metadata !DIExpression()), !dbg !24
  %8 = call i32 @llvm.smax.i32(i32 %7, i32 0), !dbg !29
  %9 = add nuw i32 %8, 1, !dbg !29
  %10 = zext i32 %9 to i64, !dbg !27
  br label %15, !dbg !29

11:                                               ; preds = %15, %2
  %12 = getelementptr inbounds i32, i32* %4, i64 3, !dbg !31
  %13 = load i32, i32* %12, align 4, !dbg !31, !tbaa !32
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %13), !dbg !36
  call void @free(i8* noundef %3) #5, !dbg !37
  ret i32 0, !dbg !38

15:                                               ; preds = %6, %15
  %16 = phi i64 [ 0, %6 ], [ %20, %15 ]
  call void @llvm.dbg.value(metadata i64 %16, metadata !22, metadata !DIExpression()), !dbg !26
  %17 = trunc i64 %16 to i32, !dbg !39
  %18 = mul nsw i32 %17, %17, !dbg !39
  %19 = getelementptr inbounds i32, i32* %4, i64 %16, !dbg !40
  store i32 %18, i32* %19, align 4, !dbg !41, !tbaa !32
  %20 = add nuw nsw i64 %16, 1, !dbg !42
  call void @llvm.dbg.value(metadata i64 %20, metadata !22, metadata !DIExpression()), !dbg !26
  %21 = icmp eq i64 %20, %10, !dbg !27
  br i1 %21, label %11, label %15, !dbg !29, !llvm.loop !43
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "oob_heap_write.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "1063656399c5ae230e6ba2a469af25c9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !10, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !20, !22}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 7, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 7, type: !13)
!19 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 9, type: !12)
!20 = !DILocalVariable(name: "p", scope: !9, file: !1, line: 10, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 11, type: !12)
!23 = distinct !DILexicalBlock(scope: !9, file: !1, line: 11, column: 5)
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 10, column: 14, scope: !9)
!26 = !DILocation(line: 0, scope: !23)
!27 = !DILocation(line: 11, column: 23, scope: !28)
!28 = distinct !DILexicalBlock(scope: !23, file: !1, line: 11, column: 5)
!29 = !DILocation(line: 11, column: 5, scope: !23)
!30 = !DILocation(line: 9, column: 18, scope: !9)
!31 = !DILocation(line: 13, column: 20, scope: !9)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 13, column: 5, scope: !9)
!37 = !DILocation(line: 14, column: 5, scope: !9)
!38 = !DILocation(line: 15, column: 5, scope: !9)
!39 = !DILocation(line: 12, column: 18, scope: !28)
!40 = !DILocation(line: 12, column: 9, scope: !28)
!41 = !DILocation(line: 12, column: 14, scope: !28)
!42 = !DILocation(line: 11, column: 30, scope: !28)
!43 = distinct !{!43, !29, !44, !45, !46}
!44 = !DILocation(line: 12, column: 20, scope: !23)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
