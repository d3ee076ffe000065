; ModuleID = 'free_middle.c'
source_filename = "free_middle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str.1 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5, !dbg !18
  call void @llvm.dbg.value(metadata i8* %1, metadata !14, metadata !DIExpression()), !dbg !19
  %2 = bitcast i8* %1 to i64*, !dbg !20
  store i64 31362935228473376, i64* %2, align 1, !dbg !20
  call void @llvm.dbg.value(metadata i8* %1, metadata !17, metadata !DIExpression()), !dbg !19
  br label %3, !dbg !21

3:                                                ; preds = %3, %0
  %4 = phi i8* [ %1, %0 ], [ %7, %3 ], !dbg !19
  call void @llvm.dbg.value(metadata i8* %4, metadata !17, metadata !DIExpression()), !dbg !19
  %5 = load i8, i8* %4, align 1, !dbg !22, !tbaa !23
  %6 = icmp eq i8 %5, 32, !dbg !26
  %7 = getelementptr inbounds i8, i8* %4, i64 1, !dbg !27
  call void @llvm.dbg.value(metadata i8* %7, metadata !17, metadata !DIExpression()), !dbg !19
  br i1 %6, label %3, label %8, !dbg !21, !llvm.loop !28

8:                                                ; preds = %3
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %4), !dbg !31
  call void @free(i8* noundef %4) #5, !dbg !32
  ret i32 0, !dbg !33
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

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
!1 = !DIFile(filename: "free_middle.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "fe1934d573f3ba0e700d29f5edaa12d0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !10, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !17}
!14 = !DILocalVariable(name: "line", scope: !9, file: !1, line: 10, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !DILocalVariable(name: "word", scope: !9, file: !1, line: 12, type: !15)
!18 = !DILocation(line: 10, column: 18, scope: !9)
!19 = !DILocation(line: 0, scope: !9)
!20 = !DILocation(line: 11, column: 5, scope: !9)
!21 = !DILocation(line: 13, column: 5, scope: !9)
!22 = !DILocation(line: 13, column: 12, scope: !9)
!23 = !{!24, !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !DILocation(line: 13, column: 18, scope: !9)
!27 = !DILocation(line: 14, column: 13, scope: !9)
!28 = distinct !{!28, !21, !27, !29, !30}
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = !DILocation(line: 15, column: 5, scope: !9)
!32 = !DILocation(line: 16, column: 5, scope: !9)
!33 = !DILocation(line: 17, column: 5, scope: !9)
