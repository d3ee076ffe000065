; ModuleID = 'sibling_not_inherited.c'
source_filename = "sibling_not_inherited.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@table = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@loaded = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !23
@.str = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @loader(i8* nocapture readnone %0) #0 !dbg !35 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !39, metadata !DIExpression()), !dbg !40
  store i32 3, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !41, !tbaa !42
  store i32 4, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !46, !tbaa !42
  store atomic i32 1, i32* @loaded monotonic, align 4, !dbg !47
  ret i8* null, !dbg !48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local noalias i8* @worker(i8* nocapture readnone %0) #1 !dbg !49 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !51, metadata !DIExpression()), !dbg !52
  %2 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !53, !tbaa !42
  %3 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !54, !tbaa !42
  %4 = add nsw i32 %3, %2, !dbg !55
  store i32 %4, i32* @total, align 4, !dbg !56, !tbaa !42
  ret i8* null, !dbg !57
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !58 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !68
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #8, !dbg !68
  %4 = bitcast i64* %2 to i8*, !dbg !68
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #8, !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64* %1, metadata !62, metadata !DIExpression(DW_OP_deref)), !dbg !69
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @loader, i8* noundef null) #8, !dbg !70
  %6 = load atomic i32, i32* @loaded monotonic, align 4, !dbg !71
  %7 = icmp eq i32 %6, 0, !dbg !71
  br i1 %7, label %8, label %12, !dbg !73

8:                                                ; preds = %0
  %9 = load i64, i64* %1, align 8, !dbg !74, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %9, metadata !62, metadata !DIExpression()), !dbg !69
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #8, !dbg !78
  call void @llvm.dbg.value(metadata i32 1, metadata !67, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64* %2, metadata !66, metadata !DIExpression(DW_OP_deref)), !dbg !69
  %11 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #8, !dbg !79
  call void @llvm.dbg.value(metadata i64 undef, metadata !66, metadata !DIExpression()), !dbg !69
  br label %16, !dbg !80

12:                                               ; preds = %0
  call void @llvm.dbg.value(metadata i32 undef, metadata !67, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64* %2, metadata !66, metadata !DIExpression(DW_OP_deref)), !dbg !69
  %13 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #8, !dbg !79
  %14 = load i64, i64* %2, align 8, !dbg !81, !tbaa !76
  call void @llvm.dbg.value(metadata i64 undef, metadata !66, metadata !DIExpression()), !dbg !69
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #8, !dbg !82
  call void @llvm.dbg.value(metadata i64 undef, metadata !62, metadata !DIExpression()), !dbg !69
  br label %16, !dbg !83

16:                                               ; preds = %8, %12
  %17 = phi i64* [ %2, %8 ], [ %1, %12 ]
  %18 = load i64, i64* %17, align 8, !dbg !69, !tbaa !76
  %19 = call i32 @pthread_join(i64 noundef %18, i8** noundef null) #8, !dbg !69
  %20 = load i32, i32* @total, align 4, !dbg !85, !tbaa !42
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %20), !dbg !86
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #8, !dbg !87
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #8, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind
declare !dbg !89 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare !dbg !111 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sibling_not_inherited.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "f70d3856fb43a80237eb750ca07c5d2f")
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
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!0, !18, !23}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "loaded", scope: !2, file: !3, line: 15, type: !20, isLocal: false, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !22, isLocal: false, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 1}
!34 = !{!"Debian clang version 14.0.6"}
!35 = distinct !DISubprogram(name: "loader", scope: !3, file: !3, line: 18, type: !36, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!16, !16}
!38 = !{!39}
!39 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !3, line: 18, type: !16)
!40 = !DILocation(line: 0, scope: !35)
!41 = !DILocation(line: 19, column: 14, scope: !35)
!42 = !{!43, !43, i64 0}
!43 = !{!"int", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 20, column: 14, scope: !35)
!47 = !DILocation(line: 21, column: 5, scope: !35)
!48 = !DILocation(line: 22, column: 5, scope: !35)
!49 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !36, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!50 = !{!51}
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 25, type: !16)
!52 = !DILocation(line: 0, scope: !49)
!53 = !DILocation(line: 26, column: 13, scope: !49)
!54 = !DILocation(line: 26, column: 24, scope: !49)
!55 = !DILocation(line: 26, column: 22, scope: !49)
!56 = !DILocation(line: 26, column: 11, scope: !49)
!57 = !DILocation(line: 27, column: 5, scope: !49)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !59, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!22}
!61 = !{!62, !66, !67}
!62 = !DILocalVariable(name: "l", scope: !58, file: !3, line: 31, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "w", scope: !58, file: !3, line: 31, type: !63)
!67 = !DILocalVariable(name: "joined", scope: !58, file: !3, line: 32, type: !22)
!68 = !DILocation(line: 31, column: 5, scope: !58)
!69 = !DILocation(line: 0, scope: !58)
!70 = !DILocation(line: 33, column: 5, scope: !58)
!71 = !DILocation(line: 34, column: 10, scope: !72)
!72 = distinct !DILexicalBlock(scope: !58, file: !3, line: 34, column: 9)
!73 = !DILocation(line: 34, column: 9, scope: !58)
!74 = !DILocation(line: 35, column: 22, scope: !75)
!75 = distinct !DILexicalBlock(scope: !72, file: !3, line: 34, column: 63)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !44, i64 0}
!78 = !DILocation(line: 35, column: 9, scope: !75)
!79 = !DILocation(line: 38, column: 5, scope: !58)
!80 = !DILocation(line: 40, column: 9, scope: !58)
!81 = !DILocation(line: 39, column: 18, scope: !58)
!82 = !DILocation(line: 39, column: 5, scope: !58)
!83 = !DILocation(line: 41, column: 9, scope: !84)
!84 = distinct !DILexicalBlock(scope: !58, file: !3, line: 40, column: 9)
!85 = !DILocation(line: 42, column: 26, scope: !58)
!86 = !DILocation(line: 42, column: 5, scope: !58)
!87 = !DILocation(line: 44, column: 1, scope: !58)
!88 = !DILocation(line: 43, column: 5, scope: !58)
!89 = !DISubprogram(name: "pthread_create", scope: !90, file: !90, line: 202, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!90 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!91 = !DISubroutineType(types: !92)
!92 = !{!22, !93, !95, !108, !109}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !64, line: 62, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !64, line: 56, size: 448, elements: !100)
!100 = !{!101, !106}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !99, file: !64, line: 58, baseType: !102, size: 448)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 448, elements: !104)
!103 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!104 = !{!105}
!105 = !DISubrange(count: 56)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !99, file: !64, line: 59, baseType: !107, size: 64)
!107 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!110 = !{}
!111 = !DISubprogram(name: "pthread_join", scope: !90, file: !90, line: 219, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !110)
!112 = !DISubroutineType(types: !113)
!113 = !{!22, !63, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
