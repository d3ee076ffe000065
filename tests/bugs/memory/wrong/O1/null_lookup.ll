; ModuleID = 'null_lookup.c'
source_filename = "null_lookup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i8*, i32 }

@.str = private unnamed_addr constant [9 x i8] c"beta=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"delta=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@table = internal global [3 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i32 1 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 2 }, %struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i32 3 }], align 16, !dbg !0
@.str.4 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !23 {
  %1 = call fastcc %struct.entry* @lookup(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)), !dbg !27
  %2 = getelementptr inbounds %struct.entry, %struct.entry* %1, i64 0, i32 1, !dbg !28
  %3 = load i32, i32* %2, align 8, !dbg !28, !tbaa !29
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %3), !dbg !35
  %5 = call fastcc %struct.entry* @lookup(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)), !dbg !36
  %6 = getelementptr inbounds %struct.entry, %struct.entry* %5, i64 0, i32 1, !dbg !37
  %7 = load i32, i32* %6, align 8, !dbg !37, !tbaa !29
  %8 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %7), !dbg !38
  ret i32 0, !dbg !39
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nounwind readonly uwtable
define internal fastcc %struct.entry* @lookup(i8* nocapture noundef readonly %0) unnamed_addr #2 !dbg !40 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !45, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !50
  br label %4, !dbg !51

2:                                                ; preds = %4
  call void @llvm.dbg.value(metadata i64 %11, metadata !46, metadata !DIExpression()), !dbg !50
  %3 = icmp eq i64 %11, 3, !dbg !52
  br i1 %3, label %12, label %4, !dbg !51, !llvm.loop !54

4:                                                ; preds = %1, %2
  %5 = phi i64 [ 0, %1 ], [ %11, %2 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !46, metadata !DIExpression()), !dbg !50
  %6 = getelementptr inbounds [3 x %struct.entry], [3 x %struct.entry]* @table, i64 0, i64 %5, !dbg !58
  %7 = getelementptr inbounds %struct.entry, %struct.entry* %6, i64 0, i32 0, !dbg !60
  %8 = load i8*, i8** %7, align 16, !dbg !60, !tbaa !61
  %9 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %8, i8* noundef nonnull dereferenceable(1) %0) #5, !dbg !62
  %10 = icmp eq i32 %9, 0, !dbg !63
  %11 = add nuw nsw i64 %5, 1, !dbg !64
  call void @llvm.dbg.value(metadata i64 %11, metadata !46, metadata !DIExpression()), !dbg !50
  br i1 %10, label %12, label %2, !dbg !65

12:                                               ; preds = %4, %2
  %13 = phi %struct.entry* [ %6, %4 ], [ null, %2 ]
  ret %struct.entry* %13, !dbg !66
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "null_lookup.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "7596240eb8c82697ef19104667920b13")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 384, elements: !14)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 7, size: 128, elements: !7)
!7 = !{!8, !12}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !6, file: !3, line: 8, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !6, file: !3, line: 9, baseType: !13, size: 32, offset: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 3)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !24, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!13}
!26 = !{}
!27 = !DILocation(line: 22, column: 25, scope: !23)
!28 = !DILocation(line: 22, column: 41, scope: !23)
!29 = !{!30, !34, i64 8}
!30 = !{!"entry", !31, i64 0, !34, i64 8}
!31 = !{!"any pointer", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !{!"int", !32, i64 0}
!35 = !DILocation(line: 22, column: 5, scope: !23)
!36 = !DILocation(line: 23, column: 26, scope: !23)
!37 = !DILocation(line: 23, column: 43, scope: !23)
!38 = !DILocation(line: 23, column: 5, scope: !23)
!39 = !DILocation(line: 24, column: 5, scope: !23)
!40 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 14, type: !41, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !9}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!44 = !{!45, !46}
!45 = !DILocalVariable(name: "name", arg: 1, scope: !40, file: !3, line: 14, type: !9)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 15, type: !48)
!47 = distinct !DILexicalBlock(scope: !40, file: !3, line: 15, column: 5)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 0, scope: !40)
!50 = !DILocation(line: 0, scope: !47)
!51 = !DILocation(line: 15, column: 5, scope: !47)
!52 = !DILocation(line: 15, column: 28, scope: !53)
!53 = distinct !DILexicalBlock(scope: !47, file: !3, line: 15, column: 5)
!54 = distinct !{!54, !51, !55, !56, !57}
!55 = !DILocation(line: 17, column: 28, scope: !47)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = !DILocation(line: 16, column: 20, scope: !59)
!59 = distinct !DILexicalBlock(scope: !53, file: !3, line: 16, column: 13)
!60 = !DILocation(line: 16, column: 29, scope: !59)
!61 = !{!30, !31, i64 0}
!62 = !DILocation(line: 16, column: 13, scope: !59)
!63 = !DILocation(line: 16, column: 41, scope: !59)
!64 = !DILocation(line: 15, column: 63, scope: !53)
!65 = !DILocation(line: 16, column: 13, scope: !53)
!66 = !DILocation(line: 19, column: 1, scope: !40)
