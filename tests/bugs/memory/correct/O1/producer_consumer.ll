; ModuleID = 'producer_consumer.c'
source_filename = "producer_consumer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.batch = type { i32, [4 x i32] }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [16 x i8] c"(long)sum == 10\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"producer_consumer.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca i64, align 8
  %2 = alloca i8*, align 8
  %3 = call noalias dereferenceable_or_null(20) i8* @malloc(i64 noundef 20) #9, !dbg !33
  %4 = bitcast i8* %3 to %struct.batch*, !dbg !33
  call void @llvm.dbg.value(metadata %struct.batch* %4, metadata !17, metadata !DIExpression()), !dbg !34
  %5 = getelementptr inbounds %struct.batch, %struct.batch* %4, i64 0, i32 0, !dbg !35
  store i32 4, i32* %5, align 4, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !42
  br label %14, !dbg !43

6:                                                ; preds = %14
  %7 = bitcast i64* %1 to i8*, !dbg !44
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #9, !dbg !44
  call void @llvm.dbg.value(metadata i64* %1, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !34
  %8 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consume, i8* noundef %3) #9, !dbg !45
  %9 = bitcast i8** %2 to i8*, !dbg !46
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #9, !dbg !46
  %10 = load i64, i64* %1, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i64 %10, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i8** %2, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !34
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef nonnull %2) #9, !dbg !50
  call void @free(i8* noundef %3) #9, !dbg !51
  %12 = load i8*, i8** %2, align 8, !dbg !52, !tbaa !55
  call void @llvm.dbg.value(metadata i8* %12, metadata !32, metadata !DIExpression()), !dbg !34
  %13 = icmp eq i8* %12, inttoptr (i64 10 to i8*), !dbg !52
  br i1 %13, label %21, label %20, !dbg !57

14:                                               ; preds = %0, %14
  %15 = phi i64 [ 0, %0 ], [ %16, %14 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !26, metadata !DIExpression()), !dbg !42
  %16 = add nuw nsw i64 %15, 1, !dbg !58
  %17 = getelementptr inbounds %struct.batch, %struct.batch* %4, i64 0, i32 1, i64 %15, !dbg !60
  %18 = trunc i64 %16 to i32, !dbg !61
  store i32 %18, i32* %17, align 4, !dbg !61, !tbaa !62
  call void @llvm.dbg.value(metadata i64 %16, metadata !26, metadata !DIExpression()), !dbg !42
  %19 = icmp eq i64 %16, 4, !dbg !63
  br i1 %19, label %6, label %14, !dbg !43, !llvm.loop !64

20:                                               ; preds = %6
  call void @__assert_fail(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef 33, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #10, !dbg !52
  unreachable, !dbg !52

21:                                               ; preds = %6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #9, !dbg !68
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #9, !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !70 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal i8* @consume(i8* nocapture noundef readonly %0) #4 !dbg !93 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !95, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i8* %0, metadata !96, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i64 0, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  %2 = bitcast i8* %0 to i32*
  %3 = load i32, i32* %2, align 4, !tbaa !37
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 0, metadata !97, metadata !DIExpression()), !dbg !100
  %4 = icmp sgt i32 %3, 0, !dbg !102
  br i1 %4, label %5, label %11, !dbg !104

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, i8* %0, i64 4
  %7 = bitcast i8* %6 to [4 x i32]*
  %8 = zext i32 %3 to i64, !dbg !102
  br label %13, !dbg !104

9:                                                ; preds = %13
  %10 = inttoptr i64 %19 to i8*, !dbg !105
  br label %11, !dbg !105

11:                                               ; preds = %9, %1
  %12 = phi i8* [ null, %1 ], [ %10, %9 ]
  ret i8* %12, !dbg !106

13:                                               ; preds = %5, %13
  %14 = phi i64 [ 0, %5 ], [ %20, %13 ]
  %15 = phi i64 [ 0, %5 ], [ %19, %13 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !98, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i64 %15, metadata !97, metadata !DIExpression()), !dbg !100
  %16 = getelementptr inbounds [4 x i32], [4 x i32]* %7, i64 0, i64 %14, !dbg !107
  %17 = load i32, i32* %16, align 4, !dbg !107, !tbaa !62
  %18 = sext i32 %17 to i64, !dbg !107
  %19 = add nsw i64 %15, %18, !dbg !108
  call void @llvm.dbg.value(metadata i64 %19, metadata !97, metadata !DIExpression()), !dbg !100
  %20 = add nuw nsw i64 %14, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %20, metadata !98, metadata !DIExpression()), !dbg !101
  %21 = icmp eq i64 %20, %8, !dbg !102
  br i1 %21, label %9, label %13, !dbg !104, !llvm.loop !110
}

declare !dbg !112 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "producer_consumer.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "18329a82f140d5a4a1d88c50086d93ed")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !26, !28, !32}
!17 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 24, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "batch", file: !1, line: 10, size: 160, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !19, file: !1, line: 11, baseType: !15, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !19, file: !1, line: 12, baseType: !23, size: 128, offset: 32)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 26, type: !15)
!27 = distinct !DILexicalBlock(scope: !12, file: !1, line: 26, column: 5)
!28 = !DILocalVariable(name: "t", scope: !12, file: !1, line: 28, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !30, line: 27, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocalVariable(name: "sum", scope: !12, file: !1, line: 30, type: !4)
!33 = !DILocation(line: 24, column: 23, scope: !12)
!34 = !DILocation(line: 0, scope: !12)
!35 = !DILocation(line: 25, column: 8, scope: !12)
!36 = !DILocation(line: 25, column: 14, scope: !12)
!37 = !{!38, !39, i64 0}
!38 = !{!"batch", !39, i64 0, !40, i64 4}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 0, scope: !27)
!43 = !DILocation(line: 26, column: 5, scope: !27)
!44 = !DILocation(line: 28, column: 5, scope: !12)
!45 = !DILocation(line: 29, column: 5, scope: !12)
!46 = !DILocation(line: 30, column: 5, scope: !12)
!47 = !DILocation(line: 31, column: 18, scope: !12)
!48 = !{!49, !49, i64 0}
!49 = !{!"long", !40, i64 0}
!50 = !DILocation(line: 31, column: 5, scope: !12)
!51 = !DILocation(line: 32, column: 5, scope: !12)
!52 = !DILocation(line: 33, column: 5, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !1, line: 33, column: 5)
!54 = distinct !DILexicalBlock(scope: !12, file: !1, line: 33, column: 5)
!55 = !{!56, !56, i64 0}
!56 = !{!"any pointer", !40, i64 0}
!57 = !DILocation(line: 33, column: 5, scope: !54)
!58 = !DILocation(line: 27, column: 25, scope: !59)
!59 = distinct !DILexicalBlock(scope: !27, file: !1, line: 26, column: 5)
!60 = !DILocation(line: 27, column: 9, scope: !59)
!61 = !DILocation(line: 27, column: 21, scope: !59)
!62 = !{!39, !39, i64 0}
!63 = !DILocation(line: 26, column: 23, scope: !59)
!64 = distinct !{!64, !43, !65, !66, !67}
!65 = !DILocation(line: 27, column: 27, scope: !27)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !{!"llvm.loop.unroll.disable"}
!68 = !DILocation(line: 35, column: 1, scope: !12)
!69 = !DILocation(line: 34, column: 5, scope: !12)
!70 = !DISubprogram(name: "pthread_create", scope: !71, file: !71, line: 202, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !92)
!71 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!72 = !DISubroutineType(types: !73)
!73 = !{!15, !74, !76, !88, !91}
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !30, line: 62, baseType: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !30, line: 56, size: 448, elements: !81)
!81 = !{!82, !87}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !80, file: !30, line: 58, baseType: !83, size: 448)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 448, elements: !85)
!84 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!85 = !{!86}
!86 = !DISubrange(count: 56)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !80, file: !30, line: 59, baseType: !3, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DISubroutineType(types: !90)
!90 = !{!4, !4}
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!92 = !{}
!93 = distinct !DISubprogram(name: "consume", scope: !1, file: !1, line: 15, type: !89, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!94 = !{!95, !96, !97, !98}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !1, line: 15, type: !4)
!96 = !DILocalVariable(name: "b", scope: !93, file: !1, line: 16, type: !18)
!97 = !DILocalVariable(name: "sum", scope: !93, file: !1, line: 17, type: !3)
!98 = !DILocalVariable(name: "i", scope: !99, file: !1, line: 18, type: !15)
!99 = distinct !DILexicalBlock(scope: !93, file: !1, line: 18, column: 5)
!100 = !DILocation(line: 0, scope: !93)
!101 = !DILocation(line: 0, scope: !99)
!102 = !DILocation(line: 18, column: 23, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !1, line: 18, column: 5)
!104 = !DILocation(line: 18, column: 5, scope: !99)
!105 = !DILocation(line: 20, column: 12, scope: !93)
!106 = !DILocation(line: 20, column: 5, scope: !93)
!107 = !DILocation(line: 19, column: 16, scope: !103)
!108 = !DILocation(line: 19, column: 13, scope: !103)
!109 = !DILocation(line: 18, column: 36, scope: !103)
!110 = distinct !{!110, !104, !111, !66, !67}
!111 = !DILocation(line: 19, column: 26, scope: !99)
!112 = !DISubprogram(name: "pthread_join", scope: !71, file: !71, line: 219, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !92)
!113 = !DISubroutineType(types: !114)
!114 = !{!15, !29, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
