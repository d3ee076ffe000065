; ModuleID = 'mp_acquire_fence_only.c'
source_filename = "mp_acquire_fence_only.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@payload = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@published = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18
@.str = private unnamed_addr constant [12 x i8] c"payload=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !30 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 7, i32* @payload, align 4, !dbg !36, !tbaa !37
  store atomic i32 1, i32* @published monotonic, align 4, !dbg !41
  ret i8* null, !dbg !42
}

; Function Attrs: nofree nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #1 !dbg !43 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !45, metadata !DIExpression()), !dbg !46
  %2 = load atomic i32, i32* @published monotonic, align 4, !dbg !47
  %3 = icmp eq i32 %2, 1, !dbg !49
  br i1 %3, label %4, label %7, !dbg !50

4:                                                ; preds = %1
  fence acquire, !dbg !51
  %5 = load i32, i32* @payload, align 4, !dbg !53, !tbaa !37
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %5), !dbg !54
  br label %7, !dbg !55

7:                                                ; preds = %4, %1
  ret i8* null, !dbg !56
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !57 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !66
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #8, !dbg !66
  %4 = bitcast i64* %2 to i8*, !dbg !66
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #8, !dbg !66
  call void @llvm.dbg.value(metadata i64* %1, metadata !61, metadata !DIExpression(DW_OP_deref)), !dbg !67
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #8, !dbg !68
  call void @llvm.dbg.value(metadata i64* %2, metadata !65, metadata !DIExpression(DW_OP_deref)), !dbg !67
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #8, !dbg !69
  %7 = load i64, i64* %1, align 8, !dbg !70, !tbaa !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !61, metadata !DIExpression()), !dbg !67
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #8, !dbg !73
  %9 = load i64, i64* %2, align 8, !dbg !74, !tbaa !71
  call void @llvm.dbg.value(metadata i64 %9, metadata !65, metadata !DIExpression()), !dbg !67
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #8, !dbg !75
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #8, !dbg !76
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #8, !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !100 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

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
!1 = distinct !DIGlobalVariable(name: "payload", scope: !2, file: !3, line: 14, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mp_acquire_fence_only.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "bcad623c4d772e31624268e65f302120")
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
!19 = distinct !DIGlobalVariable(name: "published", scope: !2, file: !3, line: 15, type: !20, isLocal: false, isDefinition: true)
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
!30 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 17, type: !31, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!16, !16}
!33 = !{!34}
!34 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 17, type: !16)
!35 = !DILocation(line: 0, scope: !30)
!36 = !DILocation(line: 18, column: 13, scope: !30)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 19, column: 5, scope: !30)
!42 = !DILocation(line: 20, column: 5, scope: !30)
!43 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 23, type: !31, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!44 = !{!45}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 23, type: !16)
!46 = !DILocation(line: 0, scope: !43)
!47 = !DILocation(line: 24, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !43, file: !3, line: 24, column: 9)
!49 = !DILocation(line: 24, column: 64, scope: !48)
!50 = !DILocation(line: 24, column: 9, scope: !43)
!51 = !DILocation(line: 25, column: 9, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 24, column: 70)
!53 = !DILocation(line: 26, column: 32, scope: !52)
!54 = !DILocation(line: 26, column: 9, scope: !52)
!55 = !DILocation(line: 27, column: 5, scope: !52)
!56 = !DILocation(line: 28, column: 5, scope: !43)
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !58, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!22}
!60 = !{!61, !65}
!61 = !DILocalVariable(name: "p", scope: !57, file: !3, line: 32, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocalVariable(name: "c", scope: !57, file: !3, line: 32, type: !62)
!66 = !DILocation(line: 32, column: 5, scope: !57)
!67 = !DILocation(line: 0, scope: !57)
!68 = !DILocation(line: 33, column: 5, scope: !57)
!69 = !DILocation(line: 34, column: 5, scope: !57)
!70 = !DILocation(line: 35, column: 18, scope: !57)
!71 = !{!72, !72, i64 0}
!72 = !{!"long", !39, i64 0}
!73 = !DILocation(line: 35, column: 5, scope: !57)
!74 = !DILocation(line: 36, column: 18, scope: !57)
!75 = !DILocation(line: 36, column: 5, scope: !57)
!76 = !DILocation(line: 38, column: 1, scope: !57)
!77 = !DILocation(line: 37, column: 5, scope: !57)
!78 = !DISubprogram(name: "pthread_create", scope: !79, file: !79, line: 202, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
!79 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!80 = !DISubroutineType(types: !81)
!81 = !{!22, !82, !84, !97, !98}
!82 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !63, line: 62, baseType: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !63, line: 56, size: 448, elements: !89)
!89 = !{!90, !95}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !88, file: !63, line: 58, baseType: !91, size: 448)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !92, size: 448, elements: !93)
!92 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!93 = !{!94}
!94 = !DISubrange(count: 56)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !88, file: !63, line: 59, baseType: !96, size: 64)
!96 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!99 = !{}
!100 = !DISubprogram(name: "pthread_join", scope: !79, file: !79, line: 219, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
!101 = !DISubroutineType(types: !102)
!102 = !{!22, !62, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
