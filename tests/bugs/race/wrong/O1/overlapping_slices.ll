; ModuleID = 'race/wrong/overlapping_slices.c'
source_filename = "race/wrong/overlapping_slices.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@slots = dso_local local_unnamed_addr global [4 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define dso_local noalias i8* @fill(i8* noundef %0) #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !23, metadata !DIExpression()), !dbg !29
  %2 = ptrtoint i8* %0 to i64, !dbg !30
  call void @llvm.dbg.value(metadata i64 %2, metadata !24, metadata !DIExpression()), !dbg !29
  %3 = icmp eq i8* %0, null, !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 undef, metadata !26, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 undef, metadata !27, metadata !DIExpression()), !dbg !32
  %4 = trunc i64 %2 to i32
  %5 = add nsw i32 %4, 1
  %6 = select i1 %3, i64 0, i64 2, !dbg !33
  %7 = select i1 %3, i64 2, i64 4, !dbg !33
  br label %9, !dbg !33

8:                                                ; preds = %9
  ret i8* null, !dbg !34

9:                                                ; preds = %1, %9
  %10 = phi i64 [ %6, %1 ], [ %12, %9 ]
  call void @llvm.dbg.value(metadata i64 %10, metadata !27, metadata !DIExpression()), !dbg !32
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* @slots, i64 0, i64 %10, !dbg !35
  store i32 %5, i32* %11, align 4, !dbg !37, !tbaa !38
  %12 = add nuw nsw i64 %10, 1, !dbg !42
  call void @llvm.dbg.value(metadata i64 %12, metadata !27, metadata !DIExpression()), !dbg !32
  %13 = icmp ult i64 %10, %7, !dbg !43
  %14 = icmp ult i64 %10, 3, !dbg !44
  %15 = and i1 %13, %14, !dbg !44
  br i1 %15, label %9, label %8, !dbg !33, !llvm.loop !45
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !49 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !58
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !58
  %4 = bitcast i64* %2 to i8*, !dbg !58
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !58
  call void @llvm.dbg.value(metadata i64* %1, metadata !53, metadata !DIExpression(DW_OP_deref)), !dbg !59
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @fill, i8* noundef null) #7, !dbg !60
  call void @llvm.dbg.value(metadata i64* %2, metadata !57, metadata !DIExpression(DW_OP_deref)), !dbg !59
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @fill, i8* noundef nonnull inttoptr (i64 1 to i8*)) #7, !dbg !61
  %7 = load i64, i64* %1, align 8, !dbg !62, !tbaa !63
  call void @llvm.dbg.value(metadata i64 %7, metadata !53, metadata !DIExpression()), !dbg !59
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !65
  %9 = load i64, i64* %2, align 8, !dbg !66, !tbaa !63
  call void @llvm.dbg.value(metadata i64 %9, metadata !57, metadata !DIExpression()), !dbg !59
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !67
  %11 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 0), align 16, !dbg !68, !tbaa !38
  %12 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 1), align 4, !dbg !69, !tbaa !38
  %13 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 2), align 8, !dbg !70, !tbaa !38
  %14 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 3), align 4, !dbg !71, !tbaa !38
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14), !dbg !72
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !73
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !73
  ret i32 0, !dbg !74
}

; Function Attrs: nounwind
declare !dbg !75 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !96 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/overlapping_slices.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "9dc1eeee59f5c43a90bfd02b1a6cc5a2")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 10, type: !20, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7}
!22 = !{!23, !24, !25, !26, !27}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 10, type: !7)
!24 = !DILocalVariable(name: "half", scope: !19, file: !3, line: 11, type: !5)
!25 = !DILocalVariable(name: "from", scope: !19, file: !3, line: 12, type: !6)
!26 = !DILocalVariable(name: "to", scope: !19, file: !3, line: 13, type: !6)
!27 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 14, type: !6)
!28 = distinct !DILexicalBlock(scope: !19, file: !3, line: 14, column: 5)
!29 = !DILocation(line: 0, scope: !19)
!30 = !DILocation(line: 11, column: 17, scope: !19)
!31 = !DILocation(line: 12, column: 21, scope: !19)
!32 = !DILocation(line: 0, scope: !28)
!33 = !DILocation(line: 14, column: 5, scope: !28)
!34 = !DILocation(line: 16, column: 5, scope: !19)
!35 = !DILocation(line: 15, column: 9, scope: !36)
!36 = distinct !DILexicalBlock(scope: !28, file: !3, line: 14, column: 5)
!37 = !DILocation(line: 15, column: 18, scope: !36)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 14, column: 43, scope: !36)
!43 = !DILocation(line: 14, column: 26, scope: !36)
!44 = !DILocation(line: 14, column: 32, scope: !36)
!45 = distinct !{!45, !33, !46, !47, !48}
!46 = !DILocation(line: 15, column: 32, scope: !28)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !50, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!6}
!52 = !{!53, !57}
!53 = !DILocalVariable(name: "a", scope: !49, file: !3, line: 20, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocalVariable(name: "b", scope: !49, file: !3, line: 20, type: !54)
!58 = !DILocation(line: 20, column: 5, scope: !49)
!59 = !DILocation(line: 0, scope: !49)
!60 = !DILocation(line: 21, column: 5, scope: !49)
!61 = !DILocation(line: 22, column: 5, scope: !49)
!62 = !DILocation(line: 23, column: 18, scope: !49)
!63 = !{!64, !64, i64 0}
!64 = !{!"long", !40, i64 0}
!65 = !DILocation(line: 23, column: 5, scope: !49)
!66 = !DILocation(line: 24, column: 18, scope: !49)
!67 = !DILocation(line: 24, column: 5, scope: !49)
!68 = !DILocation(line: 25, column: 29, scope: !49)
!69 = !DILocation(line: 25, column: 39, scope: !49)
!70 = !DILocation(line: 25, column: 49, scope: !49)
!71 = !DILocation(line: 25, column: 59, scope: !49)
!72 = !DILocation(line: 25, column: 5, scope: !49)
!73 = !DILocation(line: 27, column: 1, scope: !49)
!74 = !DILocation(line: 26, column: 5, scope: !49)
!75 = !DISubprogram(name: "pthread_create", scope: !76, file: !76, line: 202, type: !77, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !95)
!76 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!77 = !DISubroutineType(types: !78)
!78 = !{!6, !79, !81, !93, !94}
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !86)
!86 = !{!87, !92}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !85, file: !55, line: 58, baseType: !88, size: 448)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 448, elements: !90)
!89 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !85, file: !55, line: 59, baseType: !5, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!95 = !{}
!96 = !DISubprogram(name: "pthread_join", scope: !76, file: !76, line: 219, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !95)
!97 = !DISubroutineType(types: !98)
!98 = !{!6, !54, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
