; ModuleID = 'release_sequence_same_thread.c'
source_filename = "release_sequence_same_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@received = dso_local local_unnamed_addr global i32 -1, align 4, !dbg !0
@message = dso_local local_unnamed_addr global i32 0, align 4, !dbg !23
@state = dso_local local_unnamed_addr global i32 0, align 4, !dbg !26
@.str = private unnamed_addr constant [13 x i8] c"received=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !37 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !41, metadata !DIExpression()), !dbg !42
  store i32 42, i32* @message, align 4, !dbg !43, !tbaa !44
  store atomic i32 1, i32* @state release, align 4, !dbg !48
  store atomic i32 2, i32* @state monotonic, align 4, !dbg !49
  ret i8* null, !dbg !50
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #0 !dbg !51 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !53, metadata !DIExpression()), !dbg !54
  %2 = load atomic i32, i32* @state acquire, align 4, !dbg !55
  %3 = icmp eq i32 %2, 2, !dbg !57
  br i1 %3, label %4, label %6, !dbg !58

4:                                                ; preds = %1
  %5 = load i32, i32* @message, align 4, !dbg !59, !tbaa !44
  store i32 %5, i32* @received, align 4, !dbg !60, !tbaa !44
  br label %6, !dbg !61

6:                                                ; preds = %4, %1
  ret i8* null, !dbg !62
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !63 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !72
  %4 = bitcast i64* %2 to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !72
  call void @llvm.dbg.value(metadata i64* %1, metadata !67, metadata !DIExpression(DW_OP_deref)), !dbg !73
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #7, !dbg !74
  call void @llvm.dbg.value(metadata i64* %2, metadata !71, metadata !DIExpression(DW_OP_deref)), !dbg !73
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #7, !dbg !75
  %7 = load i64, i64* %1, align 8, !dbg !76, !tbaa !77
  call void @llvm.dbg.value(metadata i64 %7, metadata !67, metadata !DIExpression()), !dbg !73
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !79
  %9 = load i64, i64* %2, align 8, !dbg !80, !tbaa !77
  call void @llvm.dbg.value(metadata i64 %9, metadata !71, metadata !DIExpression()), !dbg !73
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !81
  %11 = load i32, i32* @received, align 4, !dbg !82, !tbaa !44
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !83
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !84
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !86 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !108 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

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
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "received", scope: !2, file: !3, line: 16, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !20, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "release_sequence_same_thread.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "3821ce8a63957e7adc5006cafd7dfbe1")
!4 = !{!5, !15}
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
!15 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 12, baseType: !7, size: 32, elements: !16)
!16 = !{!17, !18, !19}
!17 = !DIEnumerator(name: "EMPTY", value: 0)
!18 = !DIEnumerator(name: "READY", value: 1)
!19 = !DIEnumerator(name: "DONE", value: 2)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!22 = !{!0, !23, !26}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "message", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "state", scope: !2, file: !3, line: 15, type: !28, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 7, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 1}
!36 = !{!"Debian clang version 14.0.6"}
!37 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 18, type: !38, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!21, !21}
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !37, file: !3, line: 18, type: !21)
!42 = !DILocation(line: 0, scope: !37)
!43 = !DILocation(line: 19, column: 13, scope: !37)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 20, column: 5, scope: !37)
!49 = !DILocation(line: 21, column: 5, scope: !37)
!50 = !DILocation(line: 22, column: 5, scope: !37)
!51 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 25, type: !38, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!52 = !{!53}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 25, type: !21)
!54 = !DILocation(line: 0, scope: !51)
!55 = !DILocation(line: 26, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 26, column: 9)
!57 = !DILocation(line: 26, column: 60, scope: !56)
!58 = !DILocation(line: 26, column: 9, scope: !51)
!59 = !DILocation(line: 27, column: 20, scope: !56)
!60 = !DILocation(line: 27, column: 18, scope: !56)
!61 = !DILocation(line: 27, column: 9, scope: !56)
!62 = !DILocation(line: 28, column: 5, scope: !51)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !64, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!25}
!66 = !{!67, !71}
!67 = !DILocalVariable(name: "p", scope: !63, file: !3, line: 32, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !69, line: 27, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DILocalVariable(name: "c", scope: !63, file: !3, line: 32, type: !68)
!72 = !DILocation(line: 32, column: 5, scope: !63)
!73 = !DILocation(line: 0, scope: !63)
!74 = !DILocation(line: 33, column: 5, scope: !63)
!75 = !DILocation(line: 34, column: 5, scope: !63)
!76 = !DILocation(line: 35, column: 18, scope: !63)
!77 = !{!78, !78, i64 0}
!78 = !{!"long", !46, i64 0}
!79 = !DILocation(line: 35, column: 5, scope: !63)
!80 = !DILocation(line: 36, column: 18, scope: !63)
!81 = !DILocation(line: 36, column: 5, scope: !63)
!82 = !DILocation(line: 37, column: 29, scope: !63)
!83 = !DILocation(line: 37, column: 5, scope: !63)
!84 = !DILocation(line: 39, column: 1, scope: !63)
!85 = !DILocation(line: 38, column: 5, scope: !63)
!86 = !DISubprogram(name: "pthread_create", scope: !87, file: !87, line: 202, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !107)
!87 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!88 = !DISubroutineType(types: !89)
!89 = !{!25, !90, !92, !105, !106}
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !69, line: 62, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !69, line: 56, size: 448, elements: !97)
!97 = !{!98, !103}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !96, file: !69, line: 58, baseType: !99, size: 448)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !100, size: 448, elements: !101)
!100 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!101 = !{!102}
!102 = !DISubrange(count: 56)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !96, file: !69, line: 59, baseType: !104, size: 64)
!104 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !21)
!107 = !{}
!108 = !DISubprogram(name: "pthread_join", scope: !87, file: !87, line: 219, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !107)
!109 = !DISubroutineType(types: !110)
!110 = !{!25, !68, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
