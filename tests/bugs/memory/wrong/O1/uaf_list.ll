; ModuleID = 'uaf_list.c'
source_filename = "uaf_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [8 x i8] c"sum=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !16, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !28
  br label %5, !dbg !29

1:                                                ; preds = %5
  call void @llvm.dbg.value(metadata i8* %8, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !27
  %2 = icmp eq i8* %8, null, !dbg !31
  br i1 %2, label %14, label %3, !dbg !33

3:                                                ; preds = %1
  %4 = bitcast i8* %8 to %struct.node*, !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* %4, metadata !25, metadata !DIExpression()), !dbg !30
  br label %17, !dbg !33

5:                                                ; preds = %0, %5
  %6 = phi i32 [ 0, %0 ], [ %12, %5 ]
  %7 = phi %struct.node* [ null, %0 ], [ %9, %5 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata %struct.node* %7, metadata !16, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata %struct.node* %7, metadata !39, metadata !DIExpression()) #5, !dbg !44
  call void @llvm.dbg.value(metadata i32 %6, metadata !40, metadata !DIExpression()) #5, !dbg !44
  %8 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5, !dbg !34
  %9 = bitcast i8* %8 to %struct.node*, !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* %9, metadata !41, metadata !DIExpression()) #5, !dbg !44
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i64 0, i32 0, !dbg !45
  store i32 %6, i32* %10, align 8, !dbg !46, !tbaa !47
  %11 = getelementptr inbounds %struct.node, %struct.node* %9, i64 0, i32 1, !dbg !53
  store %struct.node* %7, %struct.node** %11, align 8, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata %struct.node* %9, metadata !16, metadata !DIExpression()), !dbg !27
  %12 = add nuw nsw i32 %6, 1, !dbg !56
  call void @llvm.dbg.value(metadata i32 %12, metadata !22, metadata !DIExpression()), !dbg !28
  %13 = icmp eq i32 %12, 3, !dbg !57
  br i1 %13, label %1, label %5, !dbg !29, !llvm.loop !58

14:                                               ; preds = %17, %1
  %15 = phi i32 [ 0, %1 ], [ %22, %17 ], !dbg !27
  %16 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %15), !dbg !62
  ret i32 0, !dbg !63

17:                                               ; preds = %3, %17
  %18 = phi %struct.node* [ %25, %17 ], [ %4, %3 ]
  %19 = phi i32 [ %22, %17 ], [ 0, %3 ]
  call void @llvm.dbg.value(metadata %struct.node* %18, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %19, metadata !24, metadata !DIExpression()), !dbg !27
  %20 = getelementptr inbounds %struct.node, %struct.node* %18, i64 0, i32 0, !dbg !64
  %21 = load i32, i32* %20, align 8, !dbg !64, !tbaa !47
  %22 = add nsw i32 %21, %19, !dbg !66
  call void @llvm.dbg.value(metadata i32 %22, metadata !24, metadata !DIExpression()), !dbg !27
  %23 = bitcast %struct.node* %18 to i8*, !dbg !67
  call void @free(i8* noundef %23) #5, !dbg !68
  %24 = getelementptr inbounds %struct.node, %struct.node* %18, i64 0, i32 1, !dbg !69
  %25 = load %struct.node*, %struct.node** %24, align 8, !dbg !69, !tbaa !55
  call void @llvm.dbg.value(metadata %struct.node* %25, metadata !25, metadata !DIExpression()), !dbg !30
  %26 = icmp eq %struct.node* %25, null, !dbg !31
  br i1 %26, label %14, label %17, !dbg !33, !llvm.loop !70
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uaf_list.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "16868947075e0a36f1e5b481158e2933")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !12, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !22, !24, !25}
!16 = !DILocalVariable(name: "head", scope: !11, file: !1, line: 20, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 128, elements: !19)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !18, file: !1, line: 8, baseType: !14, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !18, file: !1, line: 9, baseType: !17, size: 64, offset: 64)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 21, type: !14)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 21, column: 5)
!24 = !DILocalVariable(name: "sum", scope: !11, file: !1, line: 23, type: !14)
!25 = !DILocalVariable(name: "n", scope: !26, file: !1, line: 24, type: !17)
!26 = distinct !DILexicalBlock(scope: !11, file: !1, line: 24, column: 5)
!27 = !DILocation(line: 0, scope: !11)
!28 = !DILocation(line: 0, scope: !23)
!29 = !DILocation(line: 21, column: 5, scope: !23)
!30 = !DILocation(line: 0, scope: !26)
!31 = !DILocation(line: 24, column: 35, scope: !32)
!32 = distinct !DILexicalBlock(scope: !26, file: !1, line: 24, column: 5)
!33 = !DILocation(line: 24, column: 5, scope: !26)
!34 = !DILocation(line: 13, column: 22, scope: !35, inlinedAt: !42)
!35 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 12, type: !36, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!17, !17, !14}
!38 = !{!39, !40, !41}
!39 = !DILocalVariable(name: "head", arg: 1, scope: !35, file: !1, line: 12, type: !17)
!40 = !DILocalVariable(name: "value", arg: 2, scope: !35, file: !1, line: 12, type: !14)
!41 = !DILocalVariable(name: "n", scope: !35, file: !1, line: 13, type: !17)
!42 = distinct !DILocation(line: 22, column: 16, scope: !43)
!43 = distinct !DILexicalBlock(scope: !23, file: !1, line: 21, column: 5)
!44 = !DILocation(line: 0, scope: !35, inlinedAt: !42)
!45 = !DILocation(line: 14, column: 8, scope: !35, inlinedAt: !42)
!46 = !DILocation(line: 14, column: 14, scope: !35, inlinedAt: !42)
!47 = !{!48, !49, i64 0}
!48 = !{!"node", !49, i64 0, !52, i64 8}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !{!"any pointer", !50, i64 0}
!53 = !DILocation(line: 15, column: 8, scope: !35, inlinedAt: !42)
!54 = !DILocation(line: 15, column: 13, scope: !35, inlinedAt: !42)
!55 = !{!48, !52, i64 8}
!56 = !DILocation(line: 21, column: 29, scope: !43)
!57 = !DILocation(line: 21, column: 23, scope: !43)
!58 = distinct !{!58, !29, !59, !60, !61}
!59 = !DILocation(line: 22, column: 28, scope: !23)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!"llvm.loop.unroll.disable"}
!62 = !DILocation(line: 28, column: 5, scope: !11)
!63 = !DILocation(line: 29, column: 5, scope: !11)
!64 = !DILocation(line: 25, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !32, file: !1, line: 24, column: 57)
!66 = !DILocation(line: 25, column: 13, scope: !65)
!67 = !DILocation(line: 26, column: 14, scope: !65)
!68 = !DILocation(line: 26, column: 9, scope: !65)
!69 = !DILocation(line: 24, column: 51, scope: !32)
!70 = distinct !{!70, !33, !71, !60, !61}
!71 = !DILocation(line: 27, column: 5, scope: !26)
