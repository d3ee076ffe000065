; ModuleID = 'race/correct/disjoint_slices.c'
source_filename = "race/correct/disjoint_slices.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@slots = dso_local local_unnamed_addr global [4 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define dso_local noalias i8* @fill(i8* noundef %0) #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !23, metadata !DIExpression()), !dbg !27
  %2 = ptrtoint i8* %0 to i64, !dbg !28
  call void @llvm.dbg.value(metadata i64 %2, metadata !24, metadata !DIExpression()), !dbg !27
  %3 = trunc i64 %2 to i32, !dbg !29
  %4 = shl i32 %3, 1, !dbg !30
  call void @llvm.dbg.value(metadata i32 %4, metadata !25, metadata !DIExpression()), !dbg !31
  %5 = add nsw i32 %3, 1
  %6 = shl nsw i32 %5, 1
  call void @llvm.dbg.value(metadata i32 %4, metadata !25, metadata !DIExpression()), !dbg !31
  %7 = sext i32 %4 to i64, !dbg !32
  %8 = sext i32 %6 to i64, !dbg !32
  br label %10, !dbg !32

9:                                                ; preds = %10
  ret i8* null, !dbg !33

10:                                               ; preds = %1, %10
  %11 = phi i64 [ %7, %1 ], [ %13, %10 ]
  call void @llvm.dbg.value(metadata i64 %11, metadata !25, metadata !DIExpression()), !dbg !31
  %12 = getelementptr inbounds [4 x i32], [4 x i32]* @slots, i64 0, i64 %11, !dbg !34
  store i32 %5, i32* %12, align 4, !dbg !36, !tbaa !37
  %13 = add nsw i64 %11, 1, !dbg !41
  call void @llvm.dbg.value(metadata i64 %13, metadata !25, metadata !DIExpression()), !dbg !31
  %14 = icmp slt i64 %13, %8, !dbg !42
  br i1 %14, label %10, label %9, !dbg !32, !llvm.loop !43
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !47 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !56
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !56
  %4 = bitcast i64* %2 to i8*, !dbg !56
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !56
  call void @llvm.dbg.value(metadata i64* %1, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !57
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @fill, i8* noundef null) #7, !dbg !58
  call void @llvm.dbg.value(metadata i64* %2, metadata !55, metadata !DIExpression(DW_OP_deref)), !dbg !57
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @fill, i8* noundef nonnull inttoptr (i64 1 to i8*)) #7, !dbg !59
  %7 = load i64, i64* %1, align 8, !dbg !60, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %7, metadata !51, metadata !DIExpression()), !dbg !57
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !63
  %9 = load i64, i64* %2, align 8, !dbg !64, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %9, metadata !55, metadata !DIExpression()), !dbg !57
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !65
  %11 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 0), align 16, !dbg !66, !tbaa !37
  %12 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 1), align 4, !dbg !67, !tbaa !37
  %13 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 2), align 8, !dbg !68, !tbaa !37
  %14 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 3), align 4, !dbg !69, !tbaa !37
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14), !dbg !70
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !71
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !71
  ret i32 0, !dbg !72
}

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !94 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

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
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/correct/disjoint_slices.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "8ec46d6997159b4ab04c8c3b4f274eff")
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
!19 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 9, type: !20, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7}
!22 = !{!23, !24, !25}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 9, type: !7)
!24 = !DILocalVariable(name: "half", scope: !19, file: !3, line: 10, type: !5)
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 11, type: !6)
!26 = distinct !DILexicalBlock(scope: !19, file: !3, line: 11, column: 5)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 10, column: 17, scope: !19)
!29 = !DILocation(line: 11, column: 18, scope: !26)
!30 = !DILocation(line: 11, column: 28, scope: !26)
!31 = !DILocation(line: 0, scope: !26)
!32 = !DILocation(line: 11, column: 5, scope: !26)
!33 = !DILocation(line: 13, column: 5, scope: !19)
!34 = !DILocation(line: 12, column: 9, scope: !35)
!35 = distinct !DILexicalBlock(scope: !26, file: !3, line: 11, column: 5)
!36 = !DILocation(line: 12, column: 18, scope: !35)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 11, column: 71, scope: !35)
!42 = !DILocation(line: 11, column: 41, scope: !35)
!43 = distinct !{!43, !32, !44, !45, !46}
!44 = !DILocation(line: 12, column: 32, scope: !26)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !48, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!6}
!50 = !{!51, !55}
!51 = !DILocalVariable(name: "a", scope: !47, file: !3, line: 17, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "b", scope: !47, file: !3, line: 17, type: !52)
!56 = !DILocation(line: 17, column: 5, scope: !47)
!57 = !DILocation(line: 0, scope: !47)
!58 = !DILocation(line: 18, column: 5, scope: !47)
!59 = !DILocation(line: 19, column: 5, scope: !47)
!60 = !DILocation(line: 20, column: 18, scope: !47)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !39, i64 0}
!63 = !DILocation(line: 20, column: 5, scope: !47)
!64 = !DILocation(line: 21, column: 18, scope: !47)
!65 = !DILocation(line: 21, column: 5, scope: !47)
!66 = !DILocation(line: 22, column: 29, scope: !47)
!67 = !DILocation(line: 22, column: 39, scope: !47)
!68 = !DILocation(line: 22, column: 49, scope: !47)
!69 = !DILocation(line: 22, column: 59, scope: !47)
!70 = !DILocation(line: 22, column: 5, scope: !47)
!71 = !DILocation(line: 24, column: 1, scope: !47)
!72 = !DILocation(line: 23, column: 5, scope: !47)
!73 = !DISubprogram(name: "pthread_create", scope: !74, file: !74, line: 202, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
!74 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!75 = !DISubroutineType(types: !76)
!76 = !{!6, !77, !79, !91, !92}
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !53, line: 62, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !53, line: 56, size: 448, elements: !84)
!84 = !{!85, !90}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !53, line: 58, baseType: !86, size: 448)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 448, elements: !88)
!87 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!88 = !{!89}
!89 = !DISubrange(count: 56)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !53, line: 59, baseType: !5, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!93 = !{}
!94 = !DISubprogram(name: "pthread_join", scope: !74, file: !74, line: 219, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
!95 = !DISubroutineType(types: !96)
!96 = !{!6, !52, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
