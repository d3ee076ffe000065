; ModuleID = 'realloc_grow.c'
source_filename = "realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"v.cap == 8\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"realloc_grow.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"sum == 100\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32* null, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !21, metadata !DIExpression()), !dbg !27
  br label %3, !dbg !28

1:                                                ; preds = %20
  %2 = icmp eq i32 %22, 8, !dbg !29
  br i1 %2, label %29, label %26, !dbg !32

3:                                                ; preds = %0, %20
  %4 = phi i64 [ 0, %0 ], [ %23, %20 ]
  %5 = phi i32 [ 0, %0 ], [ %22, %20 ]
  %6 = phi i32* [ null, %0 ], [ %21, %20 ]
  %7 = trunc i64 %4 to i32
  call void @llvm.dbg.value(metadata i32 %7, metadata !21, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 %5, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !26
  call void @llvm.dbg.value(metadata i64 %4, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !26
  call void @llvm.dbg.value(metadata i32* %6, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !26
  %8 = mul nuw nsw i32 %7, 10, !dbg !33
  call void @llvm.dbg.value(metadata %struct.vec* undef, metadata !35, metadata !DIExpression()) #4, !dbg !42
  call void @llvm.dbg.value(metadata i32 %8, metadata !41, metadata !DIExpression()) #4, !dbg !42
  %9 = zext i32 %5 to i64, !dbg !44
  %10 = icmp eq i64 %4, %9, !dbg !44
  br i1 %10, label %11, label %20, !dbg !46

11:                                               ; preds = %3
  %12 = icmp eq i32 %5, 0, !dbg !47
  %13 = shl nsw i32 %5, 1
  %14 = select i1 %12, i32 1, i32 %13, !dbg !47
  call void @llvm.dbg.value(metadata i32 %14, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !26
  %15 = bitcast i32* %6 to i8*, !dbg !49
  %16 = sext i32 %14 to i64, !dbg !50
  %17 = shl nsw i64 %16, 2, !dbg !51
  %18 = call i8* @realloc(i8* noundef %15, i64 noundef %17) #4, !dbg !52
  %19 = bitcast i8* %18 to i32*, !dbg !53
  call void @llvm.dbg.value(metadata i32* %19, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !26
  br label %20, !dbg !54

20:                                               ; preds = %3, %11
  %21 = phi i32* [ %19, %11 ], [ %6, %3 ], !dbg !26
  %22 = phi i32 [ %14, %11 ], [ %5, %3 ], !dbg !26
  call void @llvm.dbg.value(metadata i32 %22, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !26
  call void @llvm.dbg.value(metadata i32* %21, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !26
  %23 = add nuw nsw i64 %4, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %23, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !26
  %24 = getelementptr inbounds i32, i32* %21, i64 %4, !dbg !56
  store i32 %8, i32* %24, align 4, !dbg !57, !tbaa !58
  call void @llvm.dbg.value(metadata i32 %22, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !26
  call void @llvm.dbg.value(metadata i64 %23, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !26
  call void @llvm.dbg.value(metadata i32* %21, metadata !14, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 64)), !dbg !26
  call void @llvm.dbg.value(metadata i64 %23, metadata !21, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !27
  %25 = icmp eq i64 %23, 5, !dbg !62
  br i1 %25, label %1, label %3, !dbg !28, !llvm.loop !63

26:                                               ; preds = %1
  call void @__assert_fail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef 23, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5, !dbg !29
  unreachable, !dbg !29

27:                                               ; preds = %29
  %28 = icmp eq i32 %34, 100, !dbg !67
  br i1 %28, label %38, label %37, !dbg !70

29:                                               ; preds = %1, %29
  %30 = phi i64 [ %35, %29 ], [ 0, %1 ]
  %31 = phi i32 [ %34, %29 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i64 %30, metadata !24, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.value(metadata i32 %31, metadata !23, metadata !DIExpression()), !dbg !26
  %32 = getelementptr inbounds i32, i32* %21, i64 %30, !dbg !72
  %33 = load i32, i32* %32, align 4, !dbg !72, !tbaa !58
  %34 = add nsw i32 %33, %31, !dbg !74
  call void @llvm.dbg.value(metadata i32 %34, metadata !23, metadata !DIExpression()), !dbg !26
  %35 = add nuw nsw i64 %30, 1, !dbg !75
  call void @llvm.dbg.value(metadata i64 %35, metadata !24, metadata !DIExpression()), !dbg !71
  %36 = icmp eq i64 %35, 5, !dbg !76
  br i1 %36, label %27, label %29, !dbg !77, !llvm.loop !78

37:                                               ; preds = %27
  call void @__assert_fail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5, !dbg !67
  unreachable, !dbg !67

38:                                               ; preds = %27
  %39 = bitcast i32* %21 to i8*, !dbg !80
  call void @free(i8* noundef %39) #4, !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "realloc_grow.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "7ee8555b3c11b1473d27b5a25b5fddda")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !10, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !21, !23, !24}
!14 = !DILocalVariable(name: "v", scope: !9, file: !1, line: 20, type: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !1, line: 6, size: 128, elements: !16)
!16 = !{!17, !19, !20}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !15, file: !1, line: 7, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !15, file: !1, line: 8, baseType: !12, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !15, file: !1, line: 8, baseType: !12, size: 32, offset: 96)
!21 = !DILocalVariable(name: "i", scope: !22, file: !1, line: 21, type: !12)
!22 = distinct !DILexicalBlock(scope: !9, file: !1, line: 21, column: 5)
!23 = !DILocalVariable(name: "sum", scope: !9, file: !1, line: 24, type: !12)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 25, type: !12)
!25 = distinct !DILexicalBlock(scope: !9, file: !1, line: 25, column: 5)
!26 = !DILocation(line: 0, scope: !9)
!27 = !DILocation(line: 0, scope: !22)
!28 = !DILocation(line: 21, column: 5, scope: !22)
!29 = !DILocation(line: 23, column: 5, scope: !30)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 23, column: 5)
!31 = distinct !DILexicalBlock(scope: !9, file: !1, line: 23, column: 5)
!32 = !DILocation(line: 23, column: 5, scope: !31)
!33 = !DILocation(line: 22, column: 21, scope: !34)
!34 = distinct !DILexicalBlock(scope: !22, file: !1, line: 21, column: 5)
!35 = !DILocalVariable(name: "v", arg: 1, scope: !36, file: !1, line: 11, type: !39)
!36 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 11, type: !37, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !12}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!40 = !{!35, !41}
!41 = !DILocalVariable(name: "x", arg: 2, scope: !36, file: !1, line: 11, type: !12)
!42 = !DILocation(line: 0, scope: !36, inlinedAt: !43)
!43 = distinct !DILocation(line: 22, column: 9, scope: !34)
!44 = !DILocation(line: 12, column: 16, scope: !45, inlinedAt: !43)
!45 = distinct !DILexicalBlock(scope: !36, file: !1, line: 12, column: 9)
!46 = !DILocation(line: 12, column: 9, scope: !36, inlinedAt: !43)
!47 = !DILocation(line: 13, column: 18, scope: !48, inlinedAt: !43)
!48 = distinct !DILexicalBlock(scope: !45, file: !1, line: 12, column: 27)
!49 = !DILocation(line: 14, column: 30, scope: !48, inlinedAt: !43)
!50 = !DILocation(line: 14, column: 36, scope: !48, inlinedAt: !43)
!51 = !DILocation(line: 14, column: 43, scope: !48, inlinedAt: !43)
!52 = !DILocation(line: 14, column: 19, scope: !48, inlinedAt: !43)
!53 = !DILocation(line: 14, column: 17, scope: !48, inlinedAt: !43)
!54 = !DILocation(line: 15, column: 5, scope: !48, inlinedAt: !43)
!55 = !DILocation(line: 16, column: 19, scope: !36, inlinedAt: !43)
!56 = !DILocation(line: 16, column: 5, scope: !36, inlinedAt: !43)
!57 = !DILocation(line: 16, column: 23, scope: !36, inlinedAt: !43)
!58 = !{!59, !59, i64 0}
!59 = !{!"int", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 21, column: 23, scope: !34)
!63 = distinct !{!63, !28, !64, !65, !66}
!64 = !DILocation(line: 22, column: 24, scope: !22)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = !DILocation(line: 27, column: 5, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !1, line: 27, column: 5)
!69 = distinct !DILexicalBlock(scope: !9, file: !1, line: 27, column: 5)
!70 = !DILocation(line: 27, column: 5, scope: !69)
!71 = !DILocation(line: 0, scope: !25)
!72 = !DILocation(line: 26, column: 16, scope: !73)
!73 = distinct !DILexicalBlock(scope: !25, file: !1, line: 25, column: 5)
!74 = !DILocation(line: 26, column: 13, scope: !73)
!75 = !DILocation(line: 25, column: 33, scope: !73)
!76 = !DILocation(line: 25, column: 23, scope: !73)
!77 = !DILocation(line: 25, column: 5, scope: !25)
!78 = distinct !{!78, !77, !79, !65, !66}
!79 = !DILocation(line: 26, column: 24, scope: !25)
!80 = !DILocation(line: 28, column: 12, scope: !9)
!81 = !DILocation(line: 28, column: 5, scope: !9)
!82 = !DILocation(line: 29, column: 5, scope: !9)
