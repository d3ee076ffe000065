; ModuleID = 'join_wrong_thread.c'
source_filename = "join_wrong_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@results = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [20 x i8] c"first=%d second=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local noalias i8* @worker(i8* noundef %0) #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !23, metadata !DIExpression()), !dbg !25
  %2 = ptrtoint i8* %0 to i64, !dbg !26
  call void @llvm.dbg.value(metadata i64 %2, metadata !24, metadata !DIExpression()), !dbg !25
  %3 = trunc i64 %2 to i32, !dbg !27
  %4 = mul nsw i32 %3, 10, !dbg !28
  %5 = or i32 %4, 1, !dbg !29
  %6 = getelementptr inbounds [2 x i32], [2 x i32]* @results, i64 0, i64 %2, !dbg !30
  store i32 %5, i32* %6, align 4, !dbg !31, !tbaa !32
  ret i8* null, !dbg !36
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !37 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*, !dbg !49
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #8, !dbg !49
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !41, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i64 0, metadata !46, metadata !DIExpression()), !dbg !51
  br label %13, !dbg !52

3:                                                ; preds = %13
  %4 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 1, !dbg !53
  %5 = load i64, i64* %4, align 8, !dbg !53, !tbaa !54
  %6 = call i32 @pthread_join(i64 noundef %5, i8** noundef null) #8, !dbg !56
  %7 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @results, i64 0, i64 0), align 4, !dbg !57, !tbaa !32
  call void @llvm.dbg.value(metadata i32 %7, metadata !48, metadata !DIExpression()), !dbg !58
  %8 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 0, !dbg !59
  %9 = load i64, i64* %8, align 16, !dbg !59, !tbaa !54
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #8, !dbg !60
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @results, i64 0, i64 1), align 4, !dbg !61, !tbaa !32
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %7, i32 noundef %11), !dbg !62
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #8, !dbg !63
  ret i32 0, !dbg !64

13:                                               ; preds = %0, %13
  %14 = phi i64 [ 0, %0 ], [ %18, %13 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !46, metadata !DIExpression()), !dbg !51
  %15 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %14, !dbg !65
  %16 = inttoptr i64 %14 to i8*, !dbg !67
  %17 = call i32 @pthread_create(i64* noundef nonnull %15, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %16) #8, !dbg !68
  %18 = add nuw nsw i64 %14, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %18, metadata !46, metadata !DIExpression()), !dbg !51
  %19 = icmp eq i64 %14, 0, !dbg !70
  br i1 %19, label %13, label %3, !dbg !52, !llvm.loop !71
}

; Function Attrs: nounwind
declare !dbg !75 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare !dbg !96 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "results", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "join_wrong_thread.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "62f2d033a7f8344af3687346b185070c")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !20, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7, !7}
!22 = !{!23, !24}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 10, type: !7)
!24 = !DILocalVariable(name: "me", scope: !19, file: !3, line: 11, type: !5)
!25 = !DILocation(line: 0, scope: !19)
!26 = !DILocation(line: 11, column: 15, scope: !19)
!27 = !DILocation(line: 12, column: 19, scope: !19)
!28 = !DILocation(line: 12, column: 27, scope: !19)
!29 = !DILocation(line: 12, column: 32, scope: !19)
!30 = !DILocation(line: 12, column: 5, scope: !19)
!31 = !DILocation(line: 12, column: 17, scope: !19)
!32 = !{!33, !33, i64 0}
!33 = !{!"int", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 13, column: 5, scope: !19)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !38, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!6}
!40 = !{!41, !46, !48}
!41 = !DILocalVariable(name: "t", scope: !37, file: !3, line: 17, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 128, elements: !10)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 18, type: !5)
!47 = distinct !DILexicalBlock(scope: !37, file: !3, line: 18, column: 5)
!48 = !DILocalVariable(name: "first", scope: !37, file: !3, line: 21, type: !6)
!49 = !DILocation(line: 17, column: 5, scope: !37)
!50 = !DILocation(line: 17, column: 15, scope: !37)
!51 = !DILocation(line: 0, scope: !47)
!52 = !DILocation(line: 18, column: 5, scope: !47)
!53 = !DILocation(line: 20, column: 18, scope: !37)
!54 = !{!55, !55, i64 0}
!55 = !{!"long", !34, i64 0}
!56 = !DILocation(line: 20, column: 5, scope: !37)
!57 = !DILocation(line: 21, column: 17, scope: !37)
!58 = !DILocation(line: 0, scope: !37)
!59 = !DILocation(line: 22, column: 18, scope: !37)
!60 = !DILocation(line: 22, column: 5, scope: !37)
!61 = !DILocation(line: 23, column: 43, scope: !37)
!62 = !DILocation(line: 23, column: 5, scope: !37)
!63 = !DILocation(line: 25, column: 1, scope: !37)
!64 = !DILocation(line: 24, column: 5, scope: !37)
!65 = !DILocation(line: 19, column: 25, scope: !66)
!66 = distinct !DILexicalBlock(scope: !47, file: !3, line: 18, column: 5)
!67 = !DILocation(line: 19, column: 45, scope: !66)
!68 = !DILocation(line: 19, column: 9, scope: !66)
!69 = !DILocation(line: 18, column: 30, scope: !66)
!70 = !DILocation(line: 18, column: 24, scope: !66)
!71 = distinct !{!71, !52, !72, !73, !74}
!72 = !DILocation(line: 19, column: 54, scope: !47)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.unroll.disable"}
!75 = !DISubprogram(name: "pthread_create", scope: !76, file: !76, line: 202, type: !77, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !95)
!76 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!77 = !DISubroutineType(types: !78)
!78 = !{!6, !79, !81, !93, !94}
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !44, line: 62, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !44, line: 56, size: 448, elements: !86)
!86 = !{!87, !92}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !85, file: !44, line: 58, baseType: !88, size: 448)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 448, elements: !90)
!89 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !85, file: !44, line: 59, baseType: !5, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!95 = !{}
!96 = !DISubprogram(name: "pthread_join", scope: !76, file: !76, line: 219, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !95)
!97 = !DISubroutineType(types: !98)
!98 = !{!6, !43, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
