; ModuleID = 'double_free.c'
source_filename = "double_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"#comment\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"parse error\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.value(metadata i8** %1, metadata !19, metadata !DIExpression()), !dbg !22
  %3 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !23
  call void @llvm.dbg.value(metadata i8* %3, metadata !20, metadata !DIExpression()), !dbg !22
  %4 = icmp sgt i32 %0, 5, !dbg !24
  %5 = select i1 %4, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), !dbg !25
  call void @llvm.dbg.value(metadata i8* %3, metadata !26, metadata !DIExpression()) #7, !dbg !34
  call void @llvm.dbg.value(metadata i8* %5, metadata !33, metadata !DIExpression()) #7, !dbg !34
  %6 = call i8* @strcpy(i8* noundef nonnull dereferenceable(1) %3, i8* noundef nonnull dereferenceable(1) %5) #7, !dbg !36
  %7 = load i8, i8* %3, align 1, !dbg !37, !tbaa !38
  %8 = icmp eq i8 %7, 35, !dbg !41
  br i1 %8, label %13, label %9, !dbg !37

9:                                                ; preds = %2
  %10 = call i64 @strlen(i8* noundef nonnull %3) #8, !dbg !42
  %11 = and i64 %10, 2147483648, !dbg !37
  %12 = icmp eq i64 %11, 0, !dbg !37
  call void @llvm.dbg.value(metadata i32 undef, metadata !21, metadata !DIExpression()), !dbg !22
  br i1 %12, label %15, label %13, !dbg !43

13:                                               ; preds = %2, %9
  %14 = call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0)), !dbg !44
  call void @free(i8* noundef %3) #7, !dbg !47
  br label %15, !dbg !48

15:                                               ; preds = %13, %9
  call void @free(i8* noundef %3) #7, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !51 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "double_free.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "e6b46f69749580ad9a6be19634e44e4c")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !12, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!12 = !DISubroutineType(types: !13)
!13 = !{!3, !3, !14}
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18, !19, !20, !21}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 13, type: !3)
!19 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 13, type: !14)
!20 = !DILocalVariable(name: "buf", scope: !11, file: !1, line: 15, type: !15)
!21 = !DILocalVariable(name: "n", scope: !11, file: !1, line: 16, type: !3)
!22 = !DILocation(line: 0, scope: !11)
!23 = !DILocation(line: 15, column: 17, scope: !11)
!24 = !DILocation(line: 16, column: 29, scope: !11)
!25 = !DILocation(line: 16, column: 24, scope: !11)
!26 = !DILocalVariable(name: "buf", arg: 1, scope: !27, file: !1, line: 8, type: !15)
!27 = distinct !DISubprogram(name: "parse", scope: !1, file: !1, line: 8, type: !28, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !32)
!28 = !DISubroutineType(types: !29)
!29 = !{!3, !15, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!32 = !{!26, !33}
!33 = !DILocalVariable(name: "text", arg: 2, scope: !27, file: !1, line: 8, type: !30)
!34 = !DILocation(line: 0, scope: !27, inlinedAt: !35)
!35 = distinct !DILocation(line: 16, column: 13, scope: !11)
!36 = !DILocation(line: 9, column: 5, scope: !27, inlinedAt: !35)
!37 = !DILocation(line: 10, column: 12, scope: !27, inlinedAt: !35)
!38 = !{!39, !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 10, column: 19, scope: !27, inlinedAt: !35)
!42 = !DILocation(line: 10, column: 38, scope: !27, inlinedAt: !35)
!43 = !DILocation(line: 17, column: 9, scope: !11)
!44 = !DILocation(line: 18, column: 9, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !1, line: 17, column: 16)
!46 = distinct !DILexicalBlock(scope: !11, file: !1, line: 17, column: 9)
!47 = !DILocation(line: 19, column: 9, scope: !45)
!48 = !DILocation(line: 20, column: 5, scope: !45)
!49 = !DILocation(line: 21, column: 5, scope: !11)
!50 = !DILocation(line: 22, column: 5, scope: !11)
!51 = !DISubprogram(name: "puts", scope: !52, file: !52, line: 661, type: !53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !55)
!52 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!53 = !DISubroutineType(types: !54)
!54 = !{!3, !30}
!55 = !{}
