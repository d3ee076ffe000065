; ModuleID = 'oob_global_fill.c'
source_filename = "oob_global_fill.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@histogram = dso_local local_unnamed_addr global [8 x i32] zeroinitializer, align 16, !dbg !0
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !5
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !18 {
  call fastcc void @clear(), !dbg !24
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  %1 = load i32, i32* @total, align 4, !tbaa !26
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  br label %6, !dbg !30

2:                                                ; preds = %6
  %3 = add i32 %1, 20, !dbg !30
  store i32 %3, i32* @total, align 4, !dbg !31, !tbaa !26
  %4 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @histogram, i64 0, i64 3), align 4, !dbg !34, !tbaa !26
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %4, i32 noundef %3), !dbg !35
  ret i32 0, !dbg !36

6:                                                ; preds = %0, %6
  %7 = phi i32 [ 0, %0 ], [ %13, %6 ]
  call void @llvm.dbg.value(metadata i32 %7, metadata !22, metadata !DIExpression()), !dbg !25
  %8 = and i32 %7, 7, !dbg !37
  %9 = zext i32 %8 to i64, !dbg !38
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* @histogram, i64 0, i64 %9, !dbg !38
  %11 = load i32, i32* %10, align 4, !dbg !39, !tbaa !26
  %12 = add nsw i32 %11, 1, !dbg !39
  store i32 %12, i32* %10, align 4, !dbg !39, !tbaa !26
  %13 = add nuw nsw i32 %7, 1, !dbg !40
  call void @llvm.dbg.value(metadata i32 %13, metadata !22, metadata !DIExpression()), !dbg !25
  %14 = icmp eq i32 %13, 20, !dbg !41
  br i1 %14, label %2, label %6, !dbg !30, !llvm.loop !42
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable writeonly
define internal fastcc void @clear() unnamed_addr #1 !dbg !46 {
  call void @llvm.dbg.value(metadata i32 8, metadata !52, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !56
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(36) bitcast ([8 x i32]* @histogram to i8*), i8 0, i64 36, i1 false), !dbg !57, !tbaa !26
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.value(metadata i32 undef, metadata !53, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !56
  ret void, !dbg !59
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "histogram", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_global_fill.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "558449409a45e1f11b0f7ce6143dfc18")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !19, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!7}
!21 = !{!22}
!22 = !DILocalVariable(name: "v", scope: !23, file: !3, line: 19, type: !7)
!23 = distinct !DILexicalBlock(scope: !18, file: !3, line: 19, column: 5)
!24 = !DILocation(line: 18, column: 5, scope: !18)
!25 = !DILocation(line: 0, scope: !23)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 19, column: 5, scope: !23)
!31 = !DILocation(line: 21, column: 14, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 19, column: 34)
!33 = distinct !DILexicalBlock(scope: !23, file: !3, line: 19, column: 5)
!34 = !DILocation(line: 23, column: 23, scope: !18)
!35 = !DILocation(line: 23, column: 5, scope: !18)
!36 = !DILocation(line: 24, column: 5, scope: !18)
!37 = !DILocation(line: 20, column: 21, scope: !32)
!38 = !DILocation(line: 20, column: 9, scope: !32)
!39 = !DILocation(line: 20, column: 31, scope: !32)
!40 = !DILocation(line: 19, column: 30, scope: !33)
!41 = !DILocation(line: 19, column: 23, scope: !33)
!42 = distinct !{!42, !30, !43, !44, !45}
!43 = !DILocation(line: 22, column: 5, scope: !23)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.unroll.disable"}
!46 = distinct !DISubprogram(name: "clear", scope: !3, file: !3, line: 12, type: !47, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !49, !7}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!50 = !{!51, !52, !53}
!51 = !DILocalVariable(name: "counts", arg: 1, scope: !46, file: !3, line: 12, type: !49)
!52 = !DILocalVariable(name: "n", arg: 2, scope: !46, file: !3, line: 12, type: !7)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 13, type: !7)
!54 = distinct !DILexicalBlock(scope: !46, file: !3, line: 13, column: 5)
!55 = !DILocation(line: 0, scope: !46)
!56 = !DILocation(line: 0, scope: !54)
!57 = !DILocation(line: 14, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 13, column: 5)
!59 = !DILocation(line: 15, column: 1, scope: !46)
