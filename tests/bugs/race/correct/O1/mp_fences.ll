; ModuleID = 'mp_fences.c'
source_filename = "mp_fences.c"
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
  fence release, !dbg !41
  store atomic i32 1, i32* @published monotonic, align 4, !dbg !42
  ret i8* null, !dbg !43
}

; Function Attrs: nofree nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #1 !dbg !44 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !46, metadata !DIExpression()), !dbg !47
  %2 = load atomic i32, i32* @published monotonic, align 4, !dbg !48
  %3 = icmp eq i32 %2, 1, !dbg !50
  br i1 %3, label %4, label %7, !dbg !51

4:                                                ; preds = %1
  fence acquire, !dbg !52
  %5 = load i32, i32* @payload, align 4, !dbg !54, !tbaa !37
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %5), !dbg !55
  br label %7, !dbg !56

7:                                                ; preds = %4, %1
  ret i8* null, !dbg !57
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !58 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #8, !dbg !67
  %4 = bitcast i64* %2 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #8, !dbg !67
  call void @llvm.dbg.value(metadata i64* %1, metadata !62, metadata !DIExpression(DW_OP_deref)), !dbg !68
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #8, !dbg !69
  call void @llvm.dbg.value(metadata i64* %2, metadata !66, metadata !DIExpression(DW_OP_deref)), !dbg !68
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #8, !dbg !70
  %7 = load i64, i64* %1, align 8, !dbg !71, !tbaa !72
  call void @llvm.dbg.value(metadata i64 %7, metadata !62, metadata !DIExpression()), !dbg !68
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #8, !dbg !74
  %9 = load i64, i64* %2, align 8, !dbg !75, !tbaa !72
  call void @llvm.dbg.value(metadata i64 %9, metadata !66, metadata !DIExpression()), !dbg !68
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #8, !dbg !76
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #8, !dbg !77
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #8, !dbg !77
  ret i32 0, !dbg !78
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nounwind
declare !dbg !79 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !101 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

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
!1 = distinct !DIGlobalVariable(name: "payload", scope: !2, file: !3, line: 9, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mp_fences.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "e8809a13b8c256eedc6bb0cc2fcd4d2b")
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
!19 = distinct !DIGlobalVariable(name: "published", scope: !2, file: !3, line: 10, type: !20, isLocal: false, isDefinition: true)
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
!30 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 12, type: !31, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!16, !16}
!33 = !{!34}
!34 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 12, type: !16)
!35 = !DILocation(line: 0, scope: !30)
!36 = !DILocation(line: 13, column: 13, scope: !30)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 14, column: 5, scope: !30)
!42 = !DILocation(line: 15, column: 5, scope: !30)
!43 = !DILocation(line: 16, column: 5, scope: !30)
!44 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 19, type: !31, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!45 = !{!46}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !3, line: 19, type: !16)
!47 = !DILocation(line: 0, scope: !44)
!48 = !DILocation(line: 20, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !44, file: !3, line: 20, column: 9)
!50 = !DILocation(line: 20, column: 64, scope: !49)
!51 = !DILocation(line: 20, column: 9, scope: !44)
!52 = !DILocation(line: 21, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 20, column: 70)
!54 = !DILocation(line: 22, column: 32, scope: !53)
!55 = !DILocation(line: 22, column: 9, scope: !53)
!56 = !DILocation(line: 23, column: 5, scope: !53)
!57 = !DILocation(line: 24, column: 5, scope: !44)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !59, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!22}
!61 = !{!62, !66}
!62 = !DILocalVariable(name: "p", scope: !58, file: !3, line: 28, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "c", scope: !58, file: !3, line: 28, type: !63)
!67 = !DILocation(line: 28, column: 5, scope: !58)
!68 = !DILocation(line: 0, scope: !58)
!69 = !DILocation(line: 29, column: 5, scope: !58)
!70 = !DILocation(line: 30, column: 5, scope: !58)
!71 = !DILocation(line: 31, column: 18, scope: !58)
!72 = !{!73, !73, i64 0}
!73 = !{!"long", !39, i64 0}
!74 = !DILocation(line: 31, column: 5, scope: !58)
!75 = !DILocation(line: 32, column: 18, scope: !58)
!76 = !DILocation(line: 32, column: 5, scope: !58)
!77 = !DILocation(line: 34, column: 1, scope: !58)
!78 = !DILocation(line: 33, column: 5, scope: !58)
!79 = !DISubprogram(name: "pthread_create", scope: !80, file: !80, line: 202, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !100)
!80 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!81 = !DISubroutineType(types: !82)
!82 = !{!22, !83, !85, !98, !99}
!83 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !64, line: 62, baseType: !89)
!89 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !64, line: 56, size: 448, elements: !90)
!90 = !{!91, !96}
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !89, file: !64, line: 58, baseType: !92, size: 448)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 448, elements: !94)
!93 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!94 = !{!95}
!95 = !DISubrange(count: 56)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !89, file: !64, line: 59, baseType: !97, size: 64)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!100 = !{}
!101 = !DISubprogram(name: "pthread_join", scope: !80, file: !80, line: 219, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !100)
!102 = !DISubroutineType(types: !103)
!103 = !{!22, !63, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
