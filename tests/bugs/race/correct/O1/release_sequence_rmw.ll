; ModuleID = 'release_sequence_rmw.c'
source_filename = "release_sequence_rmw.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@received = dso_local local_unnamed_addr global i32 -1, align 4, !dbg !0
@message = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18
@flag = dso_local global i32 0, align 4, !dbg !21
@.str = private unnamed_addr constant [13 x i8] c"received=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !32 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 42, i32* @message, align 4, !dbg !38, !tbaa !39
  store atomic i32 1, i32* @flag release, align 4, !dbg !43
  ret i8* null, !dbg !44
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @relay(i8* nocapture readnone %0) #0 !dbg !45 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !47, metadata !DIExpression()), !dbg !48
  %2 = atomicrmw add i32* @flag, i32 1 monotonic, align 4, !dbg !49
  ret i8* null, !dbg !50
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #0 !dbg !51 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !53, metadata !DIExpression()), !dbg !54
  %2 = load atomic i32, i32* @flag acquire, align 4, !dbg !55
  %3 = icmp eq i32 %2, 2, !dbg !57
  br i1 %3, label %4, label %6, !dbg !58

4:                                                ; preds = %1
  %5 = load i32, i32* @message, align 4, !dbg !59, !tbaa !39
  store i32 %5, i32* @received, align 4, !dbg !60, !tbaa !39
  br label %6, !dbg !61

6:                                                ; preds = %4, %1
  ret i8* null, !dbg !62
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !63 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %1 to i8*, !dbg !73
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !73
  %5 = bitcast i64* %2 to i8*, !dbg !73
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7, !dbg !73
  %6 = bitcast i64* %3 to i8*, !dbg !73
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #7, !dbg !73
  call void @llvm.dbg.value(metadata i64* %1, metadata !67, metadata !DIExpression(DW_OP_deref)), !dbg !74
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #7, !dbg !75
  call void @llvm.dbg.value(metadata i64* %2, metadata !71, metadata !DIExpression(DW_OP_deref)), !dbg !74
  %8 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @relay, i8* noundef null) #7, !dbg !76
  call void @llvm.dbg.value(metadata i64* %3, metadata !72, metadata !DIExpression(DW_OP_deref)), !dbg !74
  %9 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #7, !dbg !77
  %10 = load i64, i64* %1, align 8, !dbg !78, !tbaa !79
  call void @llvm.dbg.value(metadata i64 %10, metadata !67, metadata !DIExpression()), !dbg !74
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #7, !dbg !81
  %12 = load i64, i64* %2, align 8, !dbg !82, !tbaa !79
  call void @llvm.dbg.value(metadata i64 %12, metadata !71, metadata !DIExpression()), !dbg !74
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #7, !dbg !83
  %14 = load i64, i64* %3, align 8, !dbg !84, !tbaa !79
  call void @llvm.dbg.value(metadata i64 %14, metadata !72, metadata !DIExpression()), !dbg !74
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #7, !dbg !85
  %16 = load i32, i32* @received, align 4, !dbg !86, !tbaa !39
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %16), !dbg !87
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #7, !dbg !88
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7, !dbg !88
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !88
  ret i32 0, !dbg !89
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !90 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !112 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "received", scope: !2, file: !3, line: 13, type: !20, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "release_sequence_rmw.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "683e1acc9ede596cd3e4841e21ef4788")
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
!17 = !{!0, !18, !21}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "message", scope: !2, file: !3, line: 11, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 15, type: !33, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!16, !16}
!35 = !{!36}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 15, type: !16)
!37 = !DILocation(line: 0, scope: !32)
!38 = !DILocation(line: 16, column: 13, scope: !32)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 17, column: 5, scope: !32)
!44 = !DILocation(line: 18, column: 5, scope: !32)
!45 = distinct !DISubprogram(name: "relay", scope: !3, file: !3, line: 21, type: !33, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!46 = !{!47}
!47 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !3, line: 21, type: !16)
!48 = !DILocation(line: 0, scope: !45)
!49 = !DILocation(line: 22, column: 5, scope: !45)
!50 = !DILocation(line: 23, column: 5, scope: !45)
!51 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 26, type: !33, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!52 = !{!53}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 26, type: !16)
!54 = !DILocation(line: 0, scope: !51)
!55 = !DILocation(line: 27, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 27, column: 9)
!57 = !DILocation(line: 27, column: 59, scope: !56)
!58 = !DILocation(line: 27, column: 9, scope: !51)
!59 = !DILocation(line: 28, column: 20, scope: !56)
!60 = !DILocation(line: 28, column: 18, scope: !56)
!61 = !DILocation(line: 28, column: 9, scope: !56)
!62 = !DILocation(line: 29, column: 5, scope: !51)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !64, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!20}
!66 = !{!67, !71, !72}
!67 = !DILocalVariable(name: "p", scope: !63, file: !3, line: 33, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !69, line: 27, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "r", scope: !63, file: !3, line: 33, type: !68)
!72 = !DILocalVariable(name: "c", scope: !63, file: !3, line: 33, type: !68)
!73 = !DILocation(line: 33, column: 5, scope: !63)
!74 = !DILocation(line: 0, scope: !63)
!75 = !DILocation(line: 34, column: 5, scope: !63)
!76 = !DILocation(line: 35, column: 5, scope: !63)
!77 = !DILocation(line: 36, column: 5, scope: !63)
!78 = !DILocation(line: 37, column: 18, scope: !63)
!79 = !{!80, !80, i64 0}
!80 = !{!"long", !41, i64 0}
!81 = !DILocation(line: 37, column: 5, scope: !63)
!82 = !DILocation(line: 38, column: 18, scope: !63)
!83 = !DILocation(line: 38, column: 5, scope: !63)
!84 = !DILocation(line: 39, column: 18, scope: !63)
!85 = !DILocation(line: 39, column: 5, scope: !63)
!86 = !DILocation(line: 40, column: 29, scope: !63)
!87 = !DILocation(line: 40, column: 5, scope: !63)
!88 = !DILocation(line: 42, column: 1, scope: !63)
!89 = !DILocation(line: 41, column: 5, scope: !63)
!90 = !DISubprogram(name: "pthread_create", scope: !91, file: !91, line: 202, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !111)
!91 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!92 = !DISubroutineType(types: !93)
!93 = !{!20, !94, !96, !109, !110}
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !69, line: 62, baseType: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !69, line: 56, size: 448, elements: !101)
!101 = !{!102, !107}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !100, file: !69, line: 58, baseType: !103, size: 448)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !104, size: 448, elements: !105)
!104 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!105 = !{!106}
!106 = !DISubrange(count: 56)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !100, file: !69, line: 59, baseType: !108, size: 64)
!108 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!111 = !{}
!112 = !DISubprogram(name: "pthread_join", scope: !91, file: !91, line: 219, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !111)
!113 = !DISubroutineType(types: !114)
!114 = !{!20, !68, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
