; ModuleID = 'detached_worker.c'
source_filename = "detached_worker.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@beats = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @heartbeat(i8* nocapture readnone %0) #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !32, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  br label %3, !dbg !37

2:                                                ; preds = %3
  ret i8* null, !dbg !38

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %6, %3 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !33, metadata !DIExpression()), !dbg !36
  %5 = atomicrmw add i32* @beats, i32 1 monotonic, align 4, !dbg !39
  %6 = add nuw nsw i32 %4, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 %6, metadata !33, metadata !DIExpression()), !dbg !36
  %7 = icmp eq i32 %4, 0, !dbg !42
  br i1 %7, label %3, label %2, !dbg !37, !llvm.loop !43
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !47 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !56
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #5, !dbg !56
  call void @llvm.dbg.value(metadata i64* %1, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !57
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @heartbeat, i8* noundef null) #5, !dbg !58
  %4 = load i64, i64* %1, align 8, !dbg !59, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %4, metadata !51, metadata !DIExpression()), !dbg !57
  %5 = call i32 @pthread_detach(i64 noundef %4) #5, !dbg !65
  %6 = icmp eq i32 %5, 0, !dbg !66
  br i1 %6, label %7, label %11, !dbg !67

7:                                                ; preds = %0
  %8 = load atomic i32, i32* @beats monotonic, align 4, !dbg !68
  call void @llvm.dbg.value(metadata i32 %8, metadata !55, metadata !DIExpression()), !dbg !57
  %9 = icmp ugt i32 %8, 2, !dbg !69
  %10 = select i1 %9, i32 2, i32 0, !dbg !69
  br label %11

11:                                               ; preds = %0, %7
  %12 = phi i32 [ %10, %7 ], [ 1, %0 ], !dbg !57
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #5, !dbg !70
  ret i32 %12, !dbg !70
}

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !93 i32 @pthread_detach(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "beats", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "detached_worker.c", directory: "/work/main/tests/bugs/sync/correct", checksumkind: CSK_MD5, checksum: "7c833ff53984bb2472388326ca3a494e")
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
!17 = !{!0}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "heartbeat", scope: !3, file: !3, line: 10, type: !29, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!16, !16}
!31 = !{!32, !33}
!32 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 10, type: !16)
!33 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 11, type: !20)
!34 = distinct !DILexicalBlock(scope: !28, file: !3, line: 11, column: 5)
!35 = !DILocation(line: 0, scope: !28)
!36 = !DILocation(line: 0, scope: !34)
!37 = !DILocation(line: 11, column: 5, scope: !34)
!38 = !DILocation(line: 13, column: 5, scope: !28)
!39 = !DILocation(line: 12, column: 9, scope: !40)
!40 = distinct !DILexicalBlock(scope: !34, file: !3, line: 11, column: 5)
!41 = !DILocation(line: 11, column: 29, scope: !40)
!42 = !DILocation(line: 11, column: 23, scope: !40)
!43 = distinct !{!43, !37, !44, !45, !46}
!44 = !DILocation(line: 12, column: 66, scope: !34)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !48, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!20}
!50 = !{!51, !55}
!51 = !DILocalVariable(name: "t", scope: !47, file: !3, line: 17, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocalVariable(name: "b", scope: !47, file: !3, line: 21, type: !20)
!56 = !DILocation(line: 17, column: 5, scope: !47)
!57 = !DILocation(line: 0, scope: !47)
!58 = !DILocation(line: 18, column: 5, scope: !47)
!59 = !DILocation(line: 19, column: 24, scope: !60)
!60 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 9)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 19, column: 9, scope: !60)
!66 = !DILocation(line: 19, column: 27, scope: !60)
!67 = !DILocation(line: 19, column: 9, scope: !47)
!68 = !DILocation(line: 21, column: 13, scope: !47)
!69 = !DILocation(line: 22, column: 12, scope: !47)
!70 = !DILocation(line: 23, column: 1, scope: !47)
!71 = !DISubprogram(name: "pthread_create", scope: !72, file: !72, line: 202, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !92)
!72 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!73 = !DISubroutineType(types: !74)
!74 = !{!20, !75, !77, !90, !91}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !53, line: 62, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !53, line: 56, size: 448, elements: !82)
!82 = !{!83, !88}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !81, file: !53, line: 58, baseType: !84, size: 448)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 448, elements: !86)
!85 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!86 = !{!87}
!87 = !DISubrange(count: 56)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !81, file: !53, line: 59, baseType: !89, size: 64)
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!92 = !{}
!93 = !DISubprogram(name: "pthread_detach", scope: !72, file: !72, line: 269, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !92)
!94 = !DISubroutineType(types: !95)
!95 = !{!20, !52}
