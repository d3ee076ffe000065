; ModuleID = 'oob_global_read.c'
source_filename = "oob_global_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@keys = dso_local local_unnamed_addr global [10 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3], align 16, !dbg !0
@values = dso_local local_unnamed_addr global [10 x i32] [i32 30, i32 10, i32 40, i32 10, i32 50, i32 90, i32 20, i32 60, i32 50, i32 30], align 16, !dbg !5
@.str = private unnamed_addr constant [16 x i8] c"value of 7: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !18 {
  %1 = call fastcc i32 @find(), !dbg !23
  call void @llvm.dbg.value(metadata i32 %1, metadata !22, metadata !DIExpression()), !dbg !24
  %2 = sext i32 %1 to i64, !dbg !25
  %3 = getelementptr inbounds [10 x i32], [10 x i32]* @values, i64 0, i64 %2, !dbg !25
  %4 = load i32, i32* %3, align 4, !dbg !25, !tbaa !26
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %4), !dbg !30
  ret i32 0, !dbg !31
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc i32 @find() unnamed_addr #1 !dbg !32 {
  call void @llvm.dbg.value(metadata i32 7, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !38
  br label %1, !dbg !39

1:                                                ; preds = %0, %6
  %2 = phi i64 [ 0, %0 ], [ %7, %6 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !37, metadata !DIExpression()), !dbg !38
  %3 = getelementptr inbounds [10 x i32], [10 x i32]* @keys, i64 0, i64 %2, !dbg !40
  %4 = load i32, i32* %3, align 4, !dbg !40, !tbaa !26
  %5 = icmp eq i32 %4, 7, !dbg !41
  br i1 %5, label %9, label %6, !dbg !42

6:                                                ; preds = %1
  %7 = add nuw nsw i64 %2, 1, !dbg !43
  call void @llvm.dbg.value(metadata i64 %7, metadata !37, metadata !DIExpression()), !dbg !38
  %8 = icmp eq i64 %7, 10, !dbg !44
  br i1 %8, label %11, label %1, !dbg !39, !llvm.loop !45

9:                                                ; preds = %1
  %10 = trunc i64 %2 to i32, !dbg !42
  br label %11, !dbg !48

11:                                               ; preds = %6, %9
  %12 = phi i32 [ %10, %9 ], [ 10, %6 ], !dbg !38
  ret i32 %12, !dbg !48
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "keys", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_global_read.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "701de436cd55e9d3552993555138f24e")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "values", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !19, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22}
!22 = !DILocalVariable(name: "i", scope: !18, file: !3, line: 19, type: !8)
!23 = !DILocation(line: 19, column: 13, scope: !18)
!24 = !DILocation(line: 0, scope: !18)
!25 = !DILocation(line: 20, column: 32, scope: !18)
!26 = !{!27, !27, i64 0}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 20, column: 5, scope: !18)
!31 = !DILocation(line: 21, column: 5, scope: !18)
!32 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 11, type: !33, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!8, !8}
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "key", arg: 1, scope: !32, file: !3, line: 11, type: !8)
!37 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 12, type: !8)
!38 = !DILocation(line: 0, scope: !32)
!39 = !DILocation(line: 13, column: 18, scope: !32)
!40 = !DILocation(line: 13, column: 21, scope: !32)
!41 = !DILocation(line: 13, column: 29, scope: !32)
!42 = !DILocation(line: 13, column: 5, scope: !32)
!43 = !DILocation(line: 14, column: 10, scope: !32)
!44 = !DILocation(line: 13, column: 14, scope: !32)
!45 = distinct !{!45, !42, !43, !46, !47}
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.unroll.disable"}
!48 = !DILocation(line: 15, column: 5, scope: !32)
