; ModuleID = 'sync/correct/self_ids.c'
source_filename = "sync/correct/self_ids.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@seen = dso_local local_unnamed_addr global [2 x i64] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [29 x i8] c"pthread_equal(seen[i], t[i])\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"sync/correct/self_ids.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"!pthread_equal(seen[0], seen[1])\00", align 1
@.str.3 = private unnamed_addr constant [37 x i8] c"!pthread_equal(pthread_self(), t[0])\00", align 1

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn writeonly
define dso_local noalias i8* @worker(i8* noundef %0) #0 !dbg !21 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !25, metadata !DIExpression()), !dbg !27
  %2 = ptrtoint i8* %0 to i64, !dbg !28
  call void @llvm.dbg.value(metadata i64 %2, metadata !26, metadata !DIExpression()), !dbg !27
  %3 = call i64 @pthread_self() #9, !dbg !29
  %4 = getelementptr inbounds [2 x i64], [2 x i64]* @seen, i64 0, i64 %2, !dbg !30
  store i64 %3, i64* %4, align 8, !dbg !31, !tbaa !32
  ret i8* null, !dbg !36
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare !dbg !37 i64 @pthread_self() local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 !dbg !42 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*, !dbg !54
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #10, !dbg !54
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 0, metadata !48, metadata !DIExpression()), !dbg !56
  br label %3, !dbg !57

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %8, %3 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !48, metadata !DIExpression()), !dbg !56
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4, !dbg !58
  %6 = inttoptr i64 %4 to i8*, !dbg !60
  %7 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %6) #10, !dbg !61
  %8 = add nuw nsw i64 %4, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %8, metadata !48, metadata !DIExpression()), !dbg !56
  %9 = icmp eq i64 %4, 0, !dbg !63
  br i1 %9, label %3, label %10, !dbg !57, !llvm.loop !64

10:                                               ; preds = %3, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %3 ]
  call void @llvm.dbg.value(metadata i64 %11, metadata !50, metadata !DIExpression()), !dbg !68
  %12 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %11, !dbg !69
  %13 = load i64, i64* %12, align 8, !dbg !69, !tbaa !32
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null) #10, !dbg !71
  %15 = add nuw nsw i64 %11, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %15, metadata !50, metadata !DIExpression()), !dbg !68
  %16 = icmp eq i64 %11, 0, !dbg !73
  br i1 %16, label %10, label %24, !dbg !74, !llvm.loop !75

17:                                               ; preds = %24
  %18 = add nuw nsw i64 %25, 1, !dbg !77
  call void @llvm.dbg.value(metadata i64 %18, metadata !52, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %25, metadata !52, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !79
  %19 = icmp eq i64 %25, 0, !dbg !80
  br i1 %19, label %24, label %20, !dbg !81, !llvm.loop !82

20:                                               ; preds = %17
  %21 = load i64, i64* getelementptr inbounds ([2 x i64], [2 x i64]* @seen, i64 0, i64 0), align 16, !dbg !84, !tbaa !32
  %22 = load i64, i64* getelementptr inbounds ([2 x i64], [2 x i64]* @seen, i64 0, i64 1), align 8, !dbg !84, !tbaa !32
  call void @llvm.dbg.value(metadata i64 %21, metadata !87, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i64 %22, metadata !92, metadata !DIExpression()), !dbg !93
  %23 = icmp eq i64 %21, %22, !dbg !95
  br i1 %23, label %32, label %33, !dbg !96

24:                                               ; preds = %10, %17
  %25 = phi i64 [ %18, %17 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !52, metadata !DIExpression()), !dbg !79
  %26 = getelementptr inbounds [2 x i64], [2 x i64]* @seen, i64 0, i64 %25, !dbg !97
  %27 = load i64, i64* %26, align 8, !dbg !97, !tbaa !32
  %28 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %25, !dbg !97
  %29 = load i64, i64* %28, align 8, !dbg !97, !tbaa !32
  call void @llvm.dbg.value(metadata i64 %27, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i64 %29, metadata !92, metadata !DIExpression()), !dbg !100
  %30 = icmp eq i64 %27, %29, !dbg !102
  call void @llvm.dbg.value(metadata i64 %25, metadata !52, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !79
  br i1 %30, label %17, label %31, !dbg !103

31:                                               ; preds = %24
  call void @__assert_fail(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 21, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #11, !dbg !97
  unreachable, !dbg !97

32:                                               ; preds = %20
  call void @__assert_fail(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 22, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #11, !dbg !84
  unreachable, !dbg !84

33:                                               ; preds = %20
  %34 = call i64 @pthread_self() #9, !dbg !104
  %35 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 0, !dbg !104
  %36 = load i64, i64* %35, align 16, !dbg !104, !tbaa !32
  call void @llvm.dbg.value(metadata i64 %34, metadata !87, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %36, metadata !92, metadata !DIExpression()), !dbg !107
  %37 = icmp eq i64 %34, %36, !dbg !109
  br i1 %37, label %38, label %39, !dbg !110

38:                                               ; preds = %33
  call void @__assert_fail(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 23, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #11, !dbg !104
  unreachable, !dbg !104

39:                                               ; preds = %33
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #10, !dbg !111
  ret i32 0, !dbg !112
}

; Function Attrs: nounwind
declare !dbg !113 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !132 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nofree nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind readnone willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 6, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/self_ids.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "8ff949347fce3055558f2d2fc276964e")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0}
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !12)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !22, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!6, !6}
!24 = !{!25, !26}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 8, type: !6)
!26 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 9, type: !5)
!27 = !DILocation(line: 0, scope: !21)
!28 = !DILocation(line: 9, column: 14, scope: !21)
!29 = !DILocation(line: 10, column: 15, scope: !21)
!30 = !DILocation(line: 10, column: 5, scope: !21)
!31 = !DILocation(line: 10, column: 13, scope: !21)
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 11, column: 5, scope: !21)
!37 = !DISubprogram(name: "pthread_self", scope: !38, file: !38, line: 273, type: !39, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !41)
!38 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!39 = !DISubroutineType(types: !40)
!40 = !{!9}
!41 = !{}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !43, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!43 = !DISubroutineType(types: !44)
!44 = !{!45}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{!47, !48, !50, !52}
!47 = !DILocalVariable(name: "t", scope: !42, file: !3, line: 15, type: !8)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 16, type: !5)
!49 = distinct !DILexicalBlock(scope: !42, file: !3, line: 16, column: 5)
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 18, type: !45)
!51 = distinct !DILexicalBlock(scope: !42, file: !3, line: 18, column: 5)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 20, type: !45)
!53 = distinct !DILexicalBlock(scope: !42, file: !3, line: 20, column: 5)
!54 = !DILocation(line: 15, column: 5, scope: !42)
!55 = !DILocation(line: 15, column: 15, scope: !42)
!56 = !DILocation(line: 0, scope: !49)
!57 = !DILocation(line: 16, column: 5, scope: !49)
!58 = !DILocation(line: 17, column: 25, scope: !59)
!59 = distinct !DILexicalBlock(scope: !49, file: !3, line: 16, column: 5)
!60 = !DILocation(line: 17, column: 45, scope: !59)
!61 = !DILocation(line: 17, column: 9, scope: !59)
!62 = !DILocation(line: 16, column: 30, scope: !59)
!63 = !DILocation(line: 16, column: 24, scope: !59)
!64 = distinct !{!64, !57, !65, !66, !67}
!65 = !DILocation(line: 17, column: 54, scope: !49)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !{!"llvm.loop.unroll.disable"}
!68 = !DILocation(line: 0, scope: !51)
!69 = !DILocation(line: 19, column: 22, scope: !70)
!70 = distinct !DILexicalBlock(scope: !51, file: !3, line: 18, column: 5)
!71 = !DILocation(line: 19, column: 9, scope: !70)
!72 = !DILocation(line: 18, column: 29, scope: !70)
!73 = !DILocation(line: 18, column: 23, scope: !70)
!74 = !DILocation(line: 18, column: 5, scope: !51)
!75 = distinct !{!75, !74, !76, !66, !67}
!76 = !DILocation(line: 19, column: 32, scope: !51)
!77 = !DILocation(line: 20, column: 29, scope: !78)
!78 = distinct !DILexicalBlock(scope: !53, file: !3, line: 20, column: 5)
!79 = !DILocation(line: 0, scope: !53)
!80 = !DILocation(line: 20, column: 23, scope: !78)
!81 = !DILocation(line: 20, column: 5, scope: !53)
!82 = distinct !{!82, !81, !83, !66, !67}
!83 = !DILocation(line: 21, column: 9, scope: !53)
!84 = !DILocation(line: 22, column: 5, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 22, column: 5)
!86 = distinct !DILexicalBlock(scope: !42, file: !3, line: 22, column: 5)
!87 = !DILocalVariable(name: "__thread1", arg: 1, scope: !88, file: !38, line: 1340, type: !9)
!88 = distinct !DISubprogram(name: "pthread_equal", scope: !38, file: !38, line: 1340, type: !89, scopeLine: 1341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!45, !9, !9}
!91 = !{!87, !92}
!92 = !DILocalVariable(name: "__thread2", arg: 2, scope: !88, file: !38, line: 1340, type: !9)
!93 = !DILocation(line: 0, scope: !88, inlinedAt: !94)
!94 = distinct !DILocation(line: 22, column: 5, scope: !85)
!95 = !DILocation(line: 1342, column: 20, scope: !88, inlinedAt: !94)
!96 = !DILocation(line: 22, column: 5, scope: !86)
!97 = !DILocation(line: 21, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 21, column: 9)
!99 = distinct !DILexicalBlock(scope: !78, file: !3, line: 21, column: 9)
!100 = !DILocation(line: 0, scope: !88, inlinedAt: !101)
!101 = distinct !DILocation(line: 21, column: 9, scope: !98)
!102 = !DILocation(line: 1342, column: 20, scope: !88, inlinedAt: !101)
!103 = !DILocation(line: 21, column: 9, scope: !99)
!104 = !DILocation(line: 23, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 23, column: 5)
!106 = distinct !DILexicalBlock(scope: !42, file: !3, line: 23, column: 5)
!107 = !DILocation(line: 0, scope: !88, inlinedAt: !108)
!108 = distinct !DILocation(line: 23, column: 5, scope: !105)
!109 = !DILocation(line: 1342, column: 20, scope: !88, inlinedAt: !108)
!110 = !DILocation(line: 23, column: 5, scope: !106)
!111 = !DILocation(line: 25, column: 1, scope: !42)
!112 = !DILocation(line: 24, column: 5, scope: !42)
!113 = !DISubprogram(name: "pthread_create", scope: !38, file: !38, line: 202, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !41)
!114 = !DISubroutineType(types: !115)
!115 = !{!45, !116, !118, !130, !131}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !123)
!123 = !{!124, !129}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !122, file: !10, line: 58, baseType: !125, size: 448)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 448, elements: !127)
!126 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!127 = !{!128}
!128 = !DISubrange(count: 56)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !122, file: !10, line: 59, baseType: !5, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
!132 = !DISubprogram(name: "pthread_join", scope: !38, file: !38, line: 219, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !41)
!133 = !DISubroutineType(types: !134)
!134 = !{!45, !9, !135}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
