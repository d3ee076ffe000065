; ModuleID = 'spinlock.c'
source_filename = "spinlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@busy = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"spinlock.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @lock() local_unnamed_addr #0 !dbg !30 {
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !35
  br label %1, !dbg !36

1:                                                ; preds = %1, %0
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !35
  %2 = cmpxchg weak i32* @busy, i32 0, i32 1 acquire monotonic, align 4, !dbg !37
  %3 = extractvalue { i32, i1 } %2, 1, !dbg !37
  br i1 %3, label %4, label %1, !dbg !36, !llvm.loop !38

4:                                                ; preds = %1
  ret void, !dbg !42
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @worker(i8* nocapture readnone %0) #0 !dbg !43 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !49
  br label %2, !dbg !51

2:                                                ; preds = %2, %1
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !49
  %3 = cmpxchg weak i32* @busy, i32 0, i32 1 acquire monotonic, align 4, !dbg !52
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !52
  br i1 %4, label %5, label %2, !dbg !51, !llvm.loop !53

5:                                                ; preds = %2
  %6 = load i32, i32* @counter, align 4, !dbg !55, !tbaa !56
  %7 = add nsw i32 %6, 1, !dbg !55
  store i32 %7, i32* @counter, align 4, !dbg !55, !tbaa !56
  store atomic i32 0, i32* @busy release, align 4, !dbg !60
  ret i8* null, !dbg !61
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !62 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !71
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !71
  %4 = bitcast i64* %2 to i8*, !dbg !71
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !71
  call void @llvm.dbg.value(metadata i64* %1, metadata !66, metadata !DIExpression(DW_OP_deref)), !dbg !72
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !73
  call void @llvm.dbg.value(metadata i64* %2, metadata !70, metadata !DIExpression(DW_OP_deref)), !dbg !72
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !74
  %7 = load i64, i64* %1, align 8, !dbg !75, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %7, metadata !66, metadata !DIExpression()), !dbg !72
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !78
  %9 = load i64, i64* %2, align 8, !dbg !79, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %9, metadata !70, metadata !DIExpression()), !dbg !72
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !80
  %11 = load i32, i32* @counter, align 4, !dbg !81, !tbaa !56
  %12 = icmp eq i32 %11, 2, !dbg !81
  br i1 %12, label %14, label %13, !dbg !84

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef 31, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !81
  unreachable, !dbg !81

14:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !85
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !85
  ret i32 0, !dbg !86
}

; Function Attrs: nounwind
declare !dbg !87 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !109 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 8, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock.c", directory: "/work/main/tests/bugs/hang/correct", checksumkind: CSK_MD5, checksum: "d51fa10cf41e2a3ceb4977a68b2c1c39")
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
!19 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 11, type: !31, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{!34}
!34 = !DILocalVariable(name: "expected", scope: !30, file: !3, line: 12, type: !20)
!35 = !DILocation(line: 0, scope: !30)
!36 = !DILocation(line: 13, column: 5, scope: !30)
!37 = !DILocation(line: 13, column: 13, scope: !30)
!38 = distinct !{!38, !36, !39, !40, !41}
!39 = !DILocation(line: 15, column: 20, scope: !30)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = !DILocation(line: 16, column: 1, scope: !30)
!43 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 18, type: !44, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!16, !16}
!46 = !{!47}
!47 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 18, type: !16)
!48 = !DILocation(line: 0, scope: !43)
!49 = !DILocation(line: 0, scope: !30, inlinedAt: !50)
!50 = distinct !DILocation(line: 19, column: 5, scope: !43)
!51 = !DILocation(line: 13, column: 5, scope: !30, inlinedAt: !50)
!52 = !DILocation(line: 13, column: 13, scope: !30, inlinedAt: !50)
!53 = distinct !{!53, !51, !54, !40, !41}
!54 = !DILocation(line: 15, column: 20, scope: !30, inlinedAt: !50)
!55 = !DILocation(line: 20, column: 12, scope: !43)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 21, column: 5, scope: !43)
!61 = !DILocation(line: 22, column: 5, scope: !43)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !63, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!20}
!65 = !{!66, !70}
!66 = !DILocalVariable(name: "a", scope: !62, file: !3, line: 26, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !68, line: 27, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocalVariable(name: "b", scope: !62, file: !3, line: 26, type: !67)
!71 = !DILocation(line: 26, column: 5, scope: !62)
!72 = !DILocation(line: 0, scope: !62)
!73 = !DILocation(line: 27, column: 5, scope: !62)
!74 = !DILocation(line: 28, column: 5, scope: !62)
!75 = !DILocation(line: 29, column: 18, scope: !62)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !58, i64 0}
!78 = !DILocation(line: 29, column: 5, scope: !62)
!79 = !DILocation(line: 30, column: 18, scope: !62)
!80 = !DILocation(line: 30, column: 5, scope: !62)
!81 = !DILocation(line: 31, column: 5, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 31, column: 5)
!83 = distinct !DILexicalBlock(scope: !62, file: !3, line: 31, column: 5)
!84 = !DILocation(line: 31, column: 5, scope: !83)
!85 = !DILocation(line: 33, column: 1, scope: !62)
!86 = !DILocation(line: 32, column: 5, scope: !62)
!87 = !DISubprogram(name: "pthread_create", scope: !88, file: !88, line: 202, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !108)
!88 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!89 = !DISubroutineType(types: !90)
!90 = !{!20, !91, !93, !106, !107}
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !68, line: 62, baseType: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !68, line: 56, size: 448, elements: !98)
!98 = !{!99, !104}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !97, file: !68, line: 58, baseType: !100, size: 448)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 448, elements: !102)
!101 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!102 = !{!103}
!103 = !DISubrange(count: 56)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !97, file: !68, line: 59, baseType: !105, size: 64)
!105 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!108 = !{}
!109 = !DISubprogram(name: "pthread_join", scope: !88, file: !88, line: 219, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !108)
!110 = !DISubroutineType(types: !111)
!111 = !{!20, !67, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
