; ModuleID = 'spsc_ring.c'
source_filename = "spsc_ring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@tail = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@head = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@buf = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !33 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !38, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !45
  br label %3, !dbg !46

2:                                                ; preds = %10
  ret i8* null, !dbg !47

3:                                                ; preds = %1, %10
  %4 = phi i32 [ 0, %1 ], [ %16, %10 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !39, metadata !DIExpression()), !dbg !45
  %5 = load atomic i32, i32* @tail monotonic, align 4, !dbg !48
  call void @llvm.dbg.value(metadata i32 %5, metadata !41, metadata !DIExpression()), !dbg !49
  br label %6, !dbg !50

6:                                                ; preds = %6, %3
  %7 = load atomic i32, i32* @head acquire, align 4, !dbg !51
  %8 = sub i32 %5, %7, !dbg !52
  %9 = icmp eq i32 %8, 2, !dbg !53
  br i1 %9, label %6, label %10, !dbg !50, !llvm.loop !54

10:                                               ; preds = %6
  %11 = add nuw nsw i32 %4, 10, !dbg !58
  %12 = and i32 %5, 1, !dbg !59
  %13 = zext i32 %12 to i64, !dbg !60
  %14 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %13, !dbg !60
  store i32 %11, i32* %14, align 4, !dbg !61, !tbaa !62
  %15 = add i32 %5, 1, !dbg !66
  store atomic i32 %15, i32* @tail release, align 4, !dbg !67
  %16 = add nuw nsw i32 %4, 1, !dbg !68
  call void @llvm.dbg.value(metadata i32 %16, metadata !39, metadata !DIExpression()), !dbg !45
  %17 = icmp eq i32 %16, 3, !dbg !69
  br i1 %17, label %2, label %3, !dbg !46, !llvm.loop !70
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !72 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !86
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #7, !dbg !86
  call void @llvm.dbg.value(metadata i64* %1, metadata !76, metadata !DIExpression(DW_OP_deref)), !dbg !87
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #7, !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !89
  br label %8, !dbg !90

4:                                                ; preds = %15
  %5 = load i64, i64* %1, align 8, !dbg !91, !tbaa !92
  call void @llvm.dbg.value(metadata i64 %5, metadata !76, metadata !DIExpression()), !dbg !87
  %6 = call i32 @pthread_join(i64 noundef %5, i8** noundef null) #7, !dbg !94
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %20), !dbg !95
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #7, !dbg !96
  ret i32 0, !dbg !97

8:                                                ; preds = %0, %15
  %9 = phi i32 [ 0, %0 ], [ %20, %15 ]
  %10 = phi i32 [ 0, %0 ], [ %22, %15 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !80, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 %10, metadata !81, metadata !DIExpression()), !dbg !89
  %11 = load atomic i32, i32* @head monotonic, align 4, !dbg !98
  call void @llvm.dbg.value(metadata i32 %11, metadata !83, metadata !DIExpression()), !dbg !99
  br label %12, !dbg !100

12:                                               ; preds = %12, %8
  %13 = load atomic i32, i32* @tail acquire, align 4, !dbg !101
  %14 = icmp eq i32 %13, %11, !dbg !102
  br i1 %14, label %12, label %15, !dbg !100, !llvm.loop !103

15:                                               ; preds = %12
  %16 = and i32 %11, 1, !dbg !105
  %17 = zext i32 %16 to i64, !dbg !106
  %18 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %17, !dbg !106
  %19 = load i32, i32* %18, align 4, !dbg !106, !tbaa !62
  %20 = add nsw i32 %19, %9, !dbg !107
  call void @llvm.dbg.value(metadata i32 %20, metadata !80, metadata !DIExpression()), !dbg !87
  %21 = add i32 %11, 1, !dbg !108
  store atomic i32 %21, i32* @head release, align 4, !dbg !109
  %22 = add nuw nsw i32 %10, 1, !dbg !110
  call void @llvm.dbg.value(metadata i32 %22, metadata !81, metadata !DIExpression()), !dbg !89
  %23 = icmp eq i32 %22, 3, !dbg !111
  br i1 %23, label %4, label %8, !dbg !90, !llvm.loop !112
}

; Function Attrs: nounwind
declare !dbg !114 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !136 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tail", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spsc_ring.c", directory: "/work/main/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "744e2d070ecb9465520bb7dd2f1ffbd5")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !22, !0}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 10, type: !18, isLocal: false, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !20)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !6, line: 93, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 1}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 12, type: !34, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{!38, !39, !41}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !33, file: !3, line: 12, type: !36)
!39 = !DILocalVariable(name: "i", scope: !40, file: !3, line: 13, type: !7)
!40 = distinct !DILexicalBlock(scope: !33, file: !3, line: 13, column: 3)
!41 = !DILocalVariable(name: "t", scope: !42, file: !3, line: 14, type: !7)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 13, column: 36)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 13, column: 3)
!44 = !DILocation(line: 0, scope: !33)
!45 = !DILocation(line: 0, scope: !40)
!46 = !DILocation(line: 13, column: 3, scope: !40)
!47 = !DILocation(line: 19, column: 3, scope: !33)
!48 = !DILocation(line: 14, column: 18, scope: !42)
!49 = !DILocation(line: 0, scope: !42)
!50 = !DILocation(line: 15, column: 5, scope: !42)
!51 = !DILocation(line: 15, column: 16, scope: !42)
!52 = !DILocation(line: 15, column: 14, scope: !42)
!53 = !DILocation(line: 15, column: 66, scope: !42)
!54 = distinct !{!54, !50, !55, !56, !57}
!55 = !DILocation(line: 15, column: 72, scope: !42)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!"llvm.loop.unroll.disable"}
!58 = !DILocation(line: 16, column: 21, scope: !42)
!59 = !DILocation(line: 16, column: 11, scope: !42)
!60 = !DILocation(line: 16, column: 5, scope: !42)
!61 = !DILocation(line: 16, column: 16, scope: !42)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 17, column: 36, scope: !42)
!67 = !DILocation(line: 17, column: 5, scope: !42)
!68 = !DILocation(line: 13, column: 32, scope: !43)
!69 = !DILocation(line: 13, column: 26, scope: !43)
!70 = distinct !{!70, !46, !71, !56, !57}
!71 = !DILocation(line: 18, column: 3, scope: !40)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !73, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!19}
!75 = !{!76, !80, !81, !83}
!76 = !DILocalVariable(name: "p", scope: !72, file: !3, line: 22, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DILocalVariable(name: "sum", scope: !72, file: !3, line: 23, type: !19)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 24, type: !7)
!82 = distinct !DILexicalBlock(scope: !72, file: !3, line: 24, column: 3)
!83 = !DILocalVariable(name: "h", scope: !84, file: !3, line: 25, type: !7)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 24, column: 36)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 24, column: 3)
!86 = !DILocation(line: 22, column: 3, scope: !72)
!87 = !DILocation(line: 0, scope: !72)
!88 = !DILocation(line: 22, column: 16, scope: !72)
!89 = !DILocation(line: 0, scope: !82)
!90 = !DILocation(line: 24, column: 3, scope: !82)
!91 = !DILocation(line: 30, column: 16, scope: !72)
!92 = !{!93, !93, i64 0}
!93 = !{!"long", !64, i64 0}
!94 = !DILocation(line: 30, column: 3, scope: !72)
!95 = !DILocation(line: 30, column: 23, scope: !72)
!96 = !DILocation(line: 31, column: 1, scope: !72)
!97 = !DILocation(line: 30, column: 44, scope: !72)
!98 = !DILocation(line: 25, column: 18, scope: !84)
!99 = !DILocation(line: 0, scope: !84)
!100 = !DILocation(line: 26, column: 5, scope: !84)
!101 = !DILocation(line: 26, column: 12, scope: !84)
!102 = !DILocation(line: 26, column: 62, scope: !84)
!103 = distinct !{!103, !100, !104, !56, !57}
!104 = !DILocation(line: 26, column: 68, scope: !84)
!105 = !DILocation(line: 27, column: 18, scope: !84)
!106 = !DILocation(line: 27, column: 12, scope: !84)
!107 = !DILocation(line: 27, column: 9, scope: !84)
!108 = !DILocation(line: 28, column: 36, scope: !84)
!109 = !DILocation(line: 28, column: 5, scope: !84)
!110 = !DILocation(line: 24, column: 32, scope: !85)
!111 = !DILocation(line: 24, column: 26, scope: !85)
!112 = distinct !{!112, !90, !113, !56, !57}
!113 = !DILocation(line: 29, column: 3, scope: !82)
!114 = !DISubprogram(name: "pthread_create", scope: !115, file: !115, line: 202, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !135)
!115 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!116 = !DISubroutineType(types: !117)
!117 = !{!19, !118, !120, !133, !134}
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !78, line: 62, baseType: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !78, line: 56, size: 448, elements: !125)
!125 = !{!126, !131}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !124, file: !78, line: 58, baseType: !127, size: 448)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !128, size: 448, elements: !129)
!128 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!129 = !{!130}
!130 = !DISubrange(count: 56)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !124, file: !78, line: 59, baseType: !132, size: 64)
!132 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!135 = !{}
!136 = !DISubprogram(name: "pthread_join", scope: !115, file: !115, line: 219, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !135)
!137 = !DISubroutineType(types: !138)
!138 = !{!19, !77, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
