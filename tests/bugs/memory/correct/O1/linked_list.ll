; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [10 x i8] c"sum == 10\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"linked_list.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !16, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !33
  br label %4, !dbg !34

1:                                                ; preds = %4
  %2 = bitcast i8* %7 to %struct.node*, !dbg !35
  call void @llvm.dbg.value(metadata %struct.node* %2, metadata !28, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !32
  %3 = icmp eq i8* %7, null, !dbg !37
  br i1 %3, label %13, label %16, !dbg !39

4:                                                ; preds = %0, %4
  %5 = phi %struct.node* [ null, %0 ], [ %8, %4 ]
  %6 = phi i32 [ 1, %0 ], [ %11, %4 ]
  call void @llvm.dbg.value(metadata %struct.node* %5, metadata !16, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %6, metadata !22, metadata !DIExpression()), !dbg !33
  %7 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #5, !dbg !35
  %8 = bitcast i8* %7 to %struct.node*, !dbg !35
  call void @llvm.dbg.value(metadata %struct.node* %8, metadata !24, metadata !DIExpression()), !dbg !40
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i64 0, i32 0, !dbg !41
  store i32 %6, i32* %9, align 8, !dbg !42, !tbaa !43
  %10 = getelementptr inbounds %struct.node, %struct.node* %8, i64 0, i32 1, !dbg !49
  store %struct.node* %5, %struct.node** %10, align 8, !dbg !50, !tbaa !51
  call void @llvm.dbg.value(metadata %struct.node* %8, metadata !16, metadata !DIExpression()), !dbg !32
  %11 = add nuw nsw i32 %6, 1, !dbg !52
  call void @llvm.dbg.value(metadata i32 %11, metadata !22, metadata !DIExpression()), !dbg !33
  %12 = icmp eq i32 %11, 5, !dbg !53
  br i1 %12, label %1, label %4, !dbg !34, !llvm.loop !54

13:                                               ; preds = %16, %1
  %14 = phi i32 [ 0, %1 ], [ %21, %16 ], !dbg !32
  call void @llvm.dbg.value(metadata %struct.node* %2, metadata !16, metadata !DIExpression()), !dbg !32
  %15 = icmp eq i8* %7, null, !dbg !58
  br i1 %15, label %31, label %25, !dbg !59

16:                                               ; preds = %1, %16
  %17 = phi %struct.node* [ %23, %16 ], [ %2, %1 ]
  %18 = phi i32 [ %21, %16 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata %struct.node* %17, metadata !28, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 %18, metadata !27, metadata !DIExpression()), !dbg !32
  %19 = getelementptr inbounds %struct.node, %struct.node* %17, i64 0, i32 0, !dbg !60
  %20 = load i32, i32* %19, align 8, !dbg !60, !tbaa !43
  %21 = add nsw i32 %20, %18, !dbg !61
  call void @llvm.dbg.value(metadata i32 %21, metadata !27, metadata !DIExpression()), !dbg !32
  %22 = getelementptr inbounds %struct.node, %struct.node* %17, i64 0, i32 1, !dbg !62
  %23 = load %struct.node*, %struct.node** %22, align 8, !dbg !62, !tbaa !51
  call void @llvm.dbg.value(metadata %struct.node* %23, metadata !28, metadata !DIExpression()), !dbg !36
  %24 = icmp eq %struct.node* %23, null, !dbg !37
  br i1 %24, label %13, label %16, !dbg !39, !llvm.loop !63

25:                                               ; preds = %13, %25
  %26 = phi %struct.node* [ %28, %25 ], [ %2, %13 ]
  call void @llvm.dbg.value(metadata %struct.node* %26, metadata !16, metadata !DIExpression()), !dbg !32
  %27 = getelementptr inbounds %struct.node, %struct.node* %26, i64 0, i32 1, !dbg !65
  %28 = load %struct.node*, %struct.node** %27, align 8, !dbg !65, !tbaa !51
  call void @llvm.dbg.value(metadata %struct.node* %28, metadata !30, metadata !DIExpression()), !dbg !66
  %29 = bitcast %struct.node* %26 to i8*, !dbg !67
  call void @free(i8* noundef %29) #5, !dbg !68
  call void @llvm.dbg.value(metadata %struct.node* %28, metadata !16, metadata !DIExpression()), !dbg !32
  %30 = icmp eq %struct.node* %28, null, !dbg !58
  br i1 %30, label %31, label %25, !dbg !59, !llvm.loop !69

31:                                               ; preds = %25, %13
  %32 = icmp eq i32 %14, 10, !dbg !71
  br i1 %32, label %34, label %33, !dbg !74

33:                                               ; preds = %31
  call void @__assert_fail(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !71
  unreachable, !dbg !71

34:                                               ; preds = %31
  ret i32 0, !dbg !75
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linked_list.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "147334f06cb8f33249bbe6f3cc381ff3")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !12, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16, !22, !24, !27, !28, !30}
!16 = !DILocalVariable(name: "head", scope: !11, file: !1, line: 12, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !19)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !18, file: !1, line: 7, baseType: !14, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !18, file: !1, line: 8, baseType: !17, size: 64, offset: 64)
!22 = !DILocalVariable(name: "i", scope: !23, file: !1, line: 13, type: !14)
!23 = distinct !DILexicalBlock(scope: !11, file: !1, line: 13, column: 5)
!24 = !DILocalVariable(name: "n", scope: !25, file: !1, line: 14, type: !17)
!25 = distinct !DILexicalBlock(scope: !26, file: !1, line: 13, column: 34)
!26 = distinct !DILexicalBlock(scope: !23, file: !1, line: 13, column: 5)
!27 = !DILocalVariable(name: "sum", scope: !11, file: !1, line: 19, type: !14)
!28 = !DILocalVariable(name: "n", scope: !29, file: !1, line: 20, type: !17)
!29 = distinct !DILexicalBlock(scope: !11, file: !1, line: 20, column: 5)
!30 = !DILocalVariable(name: "next", scope: !31, file: !1, line: 23, type: !17)
!31 = distinct !DILexicalBlock(scope: !11, file: !1, line: 22, column: 26)
!32 = !DILocation(line: 0, scope: !11)
!33 = !DILocation(line: 0, scope: !23)
!34 = !DILocation(line: 13, column: 5, scope: !23)
!35 = !DILocation(line: 14, column: 26, scope: !25)
!36 = !DILocation(line: 0, scope: !29)
!37 = !DILocation(line: 20, column: 35, scope: !38)
!38 = distinct !DILexicalBlock(scope: !29, file: !1, line: 20, column: 5)
!39 = !DILocation(line: 20, column: 5, scope: !29)
!40 = !DILocation(line: 0, scope: !25)
!41 = !DILocation(line: 15, column: 12, scope: !25)
!42 = !DILocation(line: 15, column: 18, scope: !25)
!43 = !{!44, !45, i64 0}
!44 = !{!"node", !45, i64 0, !48, i64 8}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !{!"any pointer", !46, i64 0}
!49 = !DILocation(line: 16, column: 12, scope: !25)
!50 = !DILocation(line: 16, column: 17, scope: !25)
!51 = !{!44, !48, i64 8}
!52 = !DILocation(line: 13, column: 30, scope: !26)
!53 = !DILocation(line: 13, column: 23, scope: !26)
!54 = distinct !{!54, !34, !55, !56, !57}
!55 = !DILocation(line: 18, column: 5, scope: !23)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = !DILocation(line: 22, column: 17, scope: !11)
!59 = !DILocation(line: 22, column: 5, scope: !11)
!60 = !DILocation(line: 21, column: 19, scope: !38)
!61 = !DILocation(line: 21, column: 13, scope: !38)
!62 = !DILocation(line: 20, column: 51, scope: !38)
!63 = distinct !{!63, !39, !64, !56, !57}
!64 = !DILocation(line: 21, column: 19, scope: !29)
!65 = !DILocation(line: 23, column: 35, scope: !31)
!66 = !DILocation(line: 0, scope: !31)
!67 = !DILocation(line: 24, column: 14, scope: !31)
!68 = !DILocation(line: 24, column: 9, scope: !31)
!69 = distinct !{!69, !59, !70, !56, !57}
!70 = !DILocation(line: 26, column: 5, scope: !11)
!71 = !DILocation(line: 27, column: 5, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 27, column: 5)
!73 = distinct !DILexicalBlock(scope: !11, file: !1, line: 27, column: 5)
!74 = !DILocation(line: 27, column: 5, scope: !73)
!75 = !DILocation(line: 28, column: 5, scope: !11)
