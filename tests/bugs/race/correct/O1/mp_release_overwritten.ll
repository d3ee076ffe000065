; ModuleID = 'mp_release_overwritten.c'
source_filename = "mp_release_overwritten.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@payload = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@flag = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18
@.str = private unnamed_addr constant [12 x i8] c"payload=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !30 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 7, i32* @payload, align 4, !dbg !36, !tbaa !37
  store atomic i32 1, i32* @flag release, align 4, !dbg !41
  ret i8* null, !dbg !42
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @overwriter(i8* nocapture readnone %0) #0 !dbg !43 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !45, metadata !DIExpression()), !dbg !46
  store atomic i32 2, i32* @flag monotonic, align 4, !dbg !47
  ret i8* null, !dbg !48
}

; Function Attrs: nofree nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #1 !dbg !49 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !51, metadata !DIExpression()), !dbg !52
  %2 = load atomic i32, i32* @flag acquire, align 4, !dbg !53
  %3 = icmp eq i32 %2, 1, !dbg !55
  br i1 %3, label %4, label %7, !dbg !56

4:                                                ; preds = %1
  %5 = load i32, i32* @payload, align 4, !dbg !57, !tbaa !37
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %5), !dbg !58
  br label %7, !dbg !58

7:                                                ; preds = %4, %1
  ret i8* null, !dbg !59
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !60 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %1 to i8*, !dbg !70
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #8, !dbg !70
  %5 = bitcast i64* %2 to i8*, !dbg !70
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #8, !dbg !70
  %6 = bitcast i64* %3 to i8*, !dbg !70
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #8, !dbg !70
  call void @llvm.dbg.value(metadata i64* %1, metadata !64, metadata !DIExpression(DW_OP_deref)), !dbg !71
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #8, !dbg !72
  call void @llvm.dbg.value(metadata i64* %2, metadata !68, metadata !DIExpression(DW_OP_deref)), !dbg !71
  %8 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @overwriter, i8* noundef null) #8, !dbg !73
  call void @llvm.dbg.value(metadata i64* %3, metadata !69, metadata !DIExpression(DW_OP_deref)), !dbg !71
  %9 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #8, !dbg !74
  %10 = load i64, i64* %1, align 8, !dbg !75, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %10, metadata !64, metadata !DIExpression()), !dbg !71
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #8, !dbg !78
  %12 = load i64, i64* %2, align 8, !dbg !79, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %12, metadata !68, metadata !DIExpression()), !dbg !71
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #8, !dbg !80
  %14 = load i64, i64* %3, align 8, !dbg !81, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %14, metadata !69, metadata !DIExpression()), !dbg !71
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #8, !dbg !82
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #8, !dbg !83
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #8, !dbg !83
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #8, !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nounwind
declare !dbg !85 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !107 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "payload", scope: !2, file: !3, line: 13, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mp_release_overwritten.c", directory: "/work/main/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "968630e26981cc13e20dd4ff30648b24")
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
!17 = !{!0, !18}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 14, type: !20, isLocal: false, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 16, type: !31, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!16, !16}
!33 = !{!34}
!34 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 16, type: !16)
!35 = !DILocation(line: 0, scope: !30)
!36 = !DILocation(line: 17, column: 13, scope: !30)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 18, column: 5, scope: !30)
!42 = !DILocation(line: 19, column: 5, scope: !30)
!43 = distinct !DISubprogram(name: "overwriter", scope: !3, file: !3, line: 22, type: !31, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!44 = !{!45}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 22, type: !16)
!46 = !DILocation(line: 0, scope: !43)
!47 = !DILocation(line: 23, column: 5, scope: !43)
!48 = !DILocation(line: 24, column: 5, scope: !43)
!49 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 27, type: !31, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!50 = !{!51}
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 27, type: !16)
!52 = !DILocation(line: 0, scope: !49)
!53 = !DILocation(line: 28, column: 9, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !3, line: 28, column: 9)
!55 = !DILocation(line: 28, column: 59, scope: !54)
!56 = !DILocation(line: 28, column: 9, scope: !49)
!57 = !DILocation(line: 29, column: 32, scope: !54)
!58 = !DILocation(line: 29, column: 9, scope: !54)
!59 = !DILocation(line: 30, column: 5, scope: !49)
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !61, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!22}
!63 = !{!64, !68, !69}
!64 = !DILocalVariable(name: "p", scope: !60, file: !3, line: 34, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !66, line: 27, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DILocalVariable(name: "o", scope: !60, file: !3, line: 34, type: !65)
!69 = !DILocalVariable(name: "c", scope: !60, file: !3, line: 34, type: !65)
!70 = !DILocation(line: 34, column: 5, scope: !60)
!71 = !DILocation(line: 0, scope: !60)
!72 = !DILocation(line: 35, column: 5, scope: !60)
!73 = !DILocation(line: 36, column: 5, scope: !60)
!74 = !DILocation(line: 37, column: 5, scope: !60)
!75 = !DILocation(line: 38, column: 18, scope: !60)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !39, i64 0}
!78 = !DILocation(line: 38, column: 5, scope: !60)
!79 = !DILocation(line: 39, column: 18, scope: !60)
!80 = !DILocation(line: 39, column: 5, scope: !60)
!81 = !DILocation(line: 40, column: 18, scope: !60)
!82 = !DILocation(line: 40, column: 5, scope: !60)
!83 = !DILocation(line: 42, column: 1, scope: !60)
!84 = !DILocation(line: 41, column: 5, scope: !60)
!85 = !DISubprogram(name: "pthread_create", scope: !86, file: !86, line: 202, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !106)
!86 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!87 = !DISubroutineType(types: !88)
!88 = !{!22, !89, !91, !104, !105}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !66, line: 62, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !66, line: 56, size: 448, elements: !96)
!96 = !{!97, !102}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !95, file: !66, line: 58, baseType: !98, size: 448)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 448, elements: !100)
!99 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!100 = !{!101}
!101 = !DISubrange(count: 56)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !95, file: !66, line: 59, baseType: !103, size: 64)
!103 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!106 = !{}
!107 = !DISubprogram(name: "pthread_join", scope: !86, file: !86, line: 219, type: !108, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !106)
!108 = !DISubroutineType(types: !109)
!109 = !{!22, !65, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
