; ModuleID = 'hang/wrong/spin_never_set.c'
source_filename = "hang/wrong/spin_never_set.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@start_flag = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@result = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @worker(i8* nocapture readnone %0) #0 !dbg !30 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !34, metadata !DIExpression()), !dbg !35
  br label %2, !dbg !36

2:                                                ; preds = %2, %1
  %3 = load atomic i32, i32* @start_flag acquire, align 4, !dbg !37
  %4 = icmp eq i32 %3, 0, !dbg !38
  br i1 %4, label %2, label %5, !dbg !36, !llvm.loop !39

5:                                                ; preds = %2
  store i32 1, i32* @result, align 4, !dbg !43, !tbaa !44
  ret i8* null, !dbg !48
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !49 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !57
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #6, !dbg !57
  call void @llvm.dbg.value(metadata i64* %1, metadata !53, metadata !DIExpression(DW_OP_deref)), !dbg !58
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #6, !dbg !59
  %4 = load i64, i64* %1, align 8, !dbg !60, !tbaa !61
  call void @llvm.dbg.value(metadata i64 %4, metadata !53, metadata !DIExpression()), !dbg !58
  %5 = call i32 @pthread_join(i64 noundef %4, i8** noundef null) #6, !dbg !63
  %6 = load i32, i32* @result, align 4, !dbg !64, !tbaa !44
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6, !dbg !65
  ret i32 %6, !dbg !66
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !67 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !89 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "start_flag", scope: !2, file: !3, line: 7, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/wrong/spin_never_set.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "ab7b1496c5fe328e418721c752c920c7")
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
!19 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 8, type: !20, isLocal: false, isDefinition: true)
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
!30 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !31, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!16, !16}
!33 = !{!34}
!34 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 10, type: !16)
!35 = !DILocation(line: 0, scope: !30)
!36 = !DILocation(line: 11, column: 5, scope: !30)
!37 = !DILocation(line: 11, column: 13, scope: !30)
!38 = !DILocation(line: 11, column: 12, scope: !30)
!39 = distinct !{!39, !36, !40, !41, !42}
!40 = !DILocation(line: 12, column: 9, scope: !30)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.disable"}
!43 = !DILocation(line: 13, column: 12, scope: !30)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 14, column: 5, scope: !30)
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !50, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!20}
!52 = !{!53}
!53 = !DILocalVariable(name: "t", scope: !49, file: !3, line: 18, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocation(line: 18, column: 5, scope: !49)
!58 = !DILocation(line: 0, scope: !49)
!59 = !DILocation(line: 19, column: 5, scope: !49)
!60 = !DILocation(line: 20, column: 18, scope: !49)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !46, i64 0}
!63 = !DILocation(line: 20, column: 5, scope: !49)
!64 = !DILocation(line: 21, column: 12, scope: !49)
!65 = !DILocation(line: 22, column: 1, scope: !49)
!66 = !DILocation(line: 21, column: 5, scope: !49)
!67 = !DISubprogram(name: "pthread_create", scope: !68, file: !68, line: 202, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !88)
!68 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!69 = !DISubroutineType(types: !70)
!70 = !{!20, !71, !73, !86, !87}
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !78)
!78 = !{!79, !84}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !77, file: !55, line: 58, baseType: !80, size: 448)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 448, elements: !82)
!81 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!82 = !{!83}
!83 = !DISubrange(count: 56)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !77, file: !55, line: 59, baseType: !85, size: 64)
!85 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!88 = !{}
!89 = !DISubprogram(name: "pthread_join", scope: !68, file: !68, line: 219, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !88)
!90 = !DISubroutineType(types: !91)
!91 = !{!20, !54, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
