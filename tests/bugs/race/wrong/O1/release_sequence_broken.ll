; ModuleID = 'release_sequence_broken.c'
source_filename = "release_sequence_broken.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@received = dso_local local_unnamed_addr global i32 -1, align 4, !dbg !0
@message = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18
@flag = dso_local local_unnamed_addr global i32 0, align 4, !dbg !21
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
  %2 = load atomic i32, i32* @flag monotonic, align 4, !dbg !49
  %3 = icmp eq i32 %2, 1, !dbg !51
  br i1 %3, label %4, label %5, !dbg !52

4:                                                ; preds = %1
  store atomic i32 2, i32* @flag monotonic, align 4, !dbg !53
  br label %5, !dbg !53

5:                                                ; preds = %4, %1
  ret i8* null, !dbg !54
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #0 !dbg !55 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !57, metadata !DIExpression()), !dbg !58
  %2 = load atomic i32, i32* @flag acquire, align 4, !dbg !59
  %3 = icmp eq i32 %2, 2, !dbg !61
  br i1 %3, label %4, label %6, !dbg !62

4:                                                ; preds = %1
  %5 = load i32, i32* @message, align 4, !dbg !63, !tbaa !39
  store i32 %5, i32* @received, align 4, !dbg !64, !tbaa !39
  br label %6, !dbg !65

6:                                                ; preds = %4, %1
  ret i8* null, !dbg !66
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !67 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %1 to i8*, !dbg !77
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !77
  %5 = bitcast i64* %2 to i8*, !dbg !77
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7, !dbg !77
  %6 = bitcast i64* %3 to i8*, !dbg !77
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #7, !dbg !77
  call void @llvm.dbg.value(metadata i64* %1, metadata !71, metadata !DIExpression(DW_OP_deref)), !dbg !78
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #7, !dbg !79
  call void @llvm.dbg.value(metadata i64* %2, metadata !75, metadata !DIExpression(DW_OP_deref)), !dbg !78
  %8 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @relay, i8* noundef null) #7, !dbg !80
  call void @llvm.dbg.value(metadata i64* %3, metadata !76, metadata !DIExpression(DW_OP_deref)), !dbg !78
  %9 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #7, !dbg !81
  %10 = load i64, i64* %1, align 8, !dbg !82, !tbaa !83
  call void @llvm.dbg.value(metadata i64 %10, metadata !71, metadata !DIExpression()), !dbg !78
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #7, !dbg !85
  %12 = load i64, i64* %2, align 8, !dbg !86, !tbaa !83
  call void @llvm.dbg.value(metadata i64 %12, metadata !75, metadata !DIExpression()), !dbg !78
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #7, !dbg !87
  %14 = load i64, i64* %3, align 8, !dbg !88, !tbaa !83
  call void @llvm.dbg.value(metadata i64 %14, metadata !76, metadata !DIExpression()), !dbg !78
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #7, !dbg !89
  %16 = load i32, i32* @received, align 4, !dbg !90, !tbaa !39
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %16), !dbg !91
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #7, !dbg !92
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7, !dbg !92
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !92
  ret i32 0, !dbg !93
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !94 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !116 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

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
!1 = distinct !DIGlobalVariable(name: "received", scope: !2, file: !3, line: 17, type: !20, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "release_sequence_broken.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "49323a52cb268f1ede52772b33cc3e7d")
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
!19 = distinct !DIGlobalVariable(name: "message", scope: !2, file: !3, line: 15, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 16, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 19, type: !33, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!16, !16}
!35 = !{!36}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 19, type: !16)
!37 = !DILocation(line: 0, scope: !32)
!38 = !DILocation(line: 20, column: 13, scope: !32)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 21, column: 5, scope: !32)
!44 = !DILocation(line: 22, column: 5, scope: !32)
!45 = distinct !DISubprogram(name: "relay", scope: !3, file: !3, line: 25, type: !33, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!46 = !{!47}
!47 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !3, line: 25, type: !16)
!48 = !DILocation(line: 0, scope: !45)
!49 = !DILocation(line: 26, column: 9, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !3, line: 26, column: 9)
!51 = !DILocation(line: 26, column: 59, scope: !50)
!52 = !DILocation(line: 26, column: 9, scope: !45)
!53 = !DILocation(line: 27, column: 9, scope: !50)
!54 = !DILocation(line: 28, column: 5, scope: !45)
!55 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 31, type: !33, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!56 = !{!57}
!57 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 31, type: !16)
!58 = !DILocation(line: 0, scope: !55)
!59 = !DILocation(line: 32, column: 9, scope: !60)
!60 = distinct !DILexicalBlock(scope: !55, file: !3, line: 32, column: 9)
!61 = !DILocation(line: 32, column: 59, scope: !60)
!62 = !DILocation(line: 32, column: 9, scope: !55)
!63 = !DILocation(line: 33, column: 20, scope: !60)
!64 = !DILocation(line: 33, column: 18, scope: !60)
!65 = !DILocation(line: 33, column: 9, scope: !60)
!66 = !DILocation(line: 34, column: 5, scope: !55)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !68, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!20}
!70 = !{!71, !75, !76}
!71 = !DILocalVariable(name: "p", scope: !67, file: !3, line: 38, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !73, line: 27, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DILocalVariable(name: "r", scope: !67, file: !3, line: 38, type: !72)
!76 = !DILocalVariable(name: "c", scope: !67, file: !3, line: 38, type: !72)
!77 = !DILocation(line: 38, column: 5, scope: !67)
!78 = !DILocation(line: 0, scope: !67)
!79 = !DILocation(line: 39, column: 5, scope: !67)
!80 = !DILocation(line: 40, column: 5, scope: !67)
!81 = !DILocation(line: 41, column: 5, scope: !67)
!82 = !DILocation(line: 42, column: 18, scope: !67)
!83 = !{!84, !84, i64 0}
!84 = !{!"long", !41, i64 0}
!85 = !DILocation(line: 42, column: 5, scope: !67)
!86 = !DILocation(line: 43, column: 18, scope: !67)
!87 = !DILocation(line: 43, column: 5, scope: !67)
!88 = !DILocation(line: 44, column: 18, scope: !67)
!89 = !DILocation(line: 44, column: 5, scope: !67)
!90 = !DILocation(line: 45, column: 29, scope: !67)
!91 = !DILocation(line: 45, column: 5, scope: !67)
!92 = !DILocation(line: 47, column: 1, scope: !67)
!93 = !DILocation(line: 46, column: 5, scope: !67)
!94 = !DISubprogram(name: "pthread_create", scope: !95, file: !95, line: 202, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !115)
!95 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!96 = !DISubroutineType(types: !97)
!97 = !{!20, !98, !100, !113, !114}
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !73, line: 62, baseType: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !73, line: 56, size: 448, elements: !105)
!105 = !{!106, !111}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !104, file: !73, line: 58, baseType: !107, size: 448)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 448, elements: !109)
!108 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!109 = !{!110}
!110 = !DISubrange(count: 56)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !104, file: !73, line: 59, baseType: !112, size: 64)
!112 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!115 = !{}
!116 = !DISubprogram(name: "pthread_join", scope: !95, file: !95, line: 219, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !115)
!117 = !DISubroutineType(types: !118)
!118 = !{!20, !72, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
