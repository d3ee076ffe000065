; ModuleID = 'race/correct/mp_release_acquire.c'
source_filename = "race/correct/mp_release_acquire.c"
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
  store atomic i32 1, i32* @published release, align 4, !dbg !41
  ret i8* null, !dbg !42
}

; Function Attrs: nofree nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #1 !dbg !43 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !45, metadata !DIExpression()), !dbg !46
  %2 = load atomic i32, i32* @published acquire, align 4, !dbg !47
  %3 = icmp eq i32 %2, 1, !dbg !49
  br i1 %3, label %4, label %7, !dbg !50

4:                                                ; preds = %1
  %5 = load i32, i32* @payload, align 4, !dbg !51, !tbaa !37
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %5), !dbg !52
  br label %7, !dbg !52

7:                                                ; preds = %4, %1
  ret i8* null, !dbg !53
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !54 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !63
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #8, !dbg !63
  %4 = bitcast i64* %2 to i8*, !dbg !63
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #8, !dbg !63
  call void @llvm.dbg.value(metadata i64* %1, metadata !58, metadata !DIExpression(DW_OP_deref)), !dbg !64
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #8, !dbg !65
  call void @llvm.dbg.value(metadata i64* %2, metadata !62, metadata !DIExpression(DW_OP_deref)), !dbg !64
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #8, !dbg !66
  %7 = load i64, i64* %1, align 8, !dbg !67, !tbaa !68
  call void @llvm.dbg.value(metadata i64 %7, metadata !58, metadata !DIExpression()), !dbg !64
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #8, !dbg !70
  %9 = load i64, i64* %2, align 8, !dbg !71, !tbaa !68
  call void @llvm.dbg.value(metadata i64 %9, metadata !62, metadata !DIExpression()), !dbg !64
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #8, !dbg !72
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #8, !dbg !73
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #8, !dbg !73
  ret i32 0, !dbg !74
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nounwind
declare !dbg !75 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !97 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

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
!1 = distinct !DIGlobalVariable(name: "payload", scope: !2, file: !3, line: 8, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/correct/mp_release_acquire.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "356f9eb483d1fcfc27276f38908c4aa4")
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
!19 = distinct !DIGlobalVariable(name: "published", scope: !2, file: !3, line: 9, type: !20, isLocal: false, isDefinition: true)
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
!30 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 11, type: !31, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{!16, !16}
!33 = !{!34}
!34 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 11, type: !16)
!35 = !DILocation(line: 0, scope: !30)
!36 = !DILocation(line: 12, column: 13, scope: !30)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 13, column: 5, scope: !30)
!42 = !DILocation(line: 14, column: 5, scope: !30)
!43 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 17, type: !31, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!44 = !{!45}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 17, type: !16)
!46 = !DILocation(line: 0, scope: !43)
!47 = !DILocation(line: 18, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !43, file: !3, line: 18, column: 9)
!49 = !DILocation(line: 18, column: 64, scope: !48)
!50 = !DILocation(line: 18, column: 9, scope: !43)
!51 = !DILocation(line: 19, column: 32, scope: !48)
!52 = !DILocation(line: 19, column: 9, scope: !48)
!53 = !DILocation(line: 20, column: 5, scope: !43)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !55, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!22}
!57 = !{!58, !62}
!58 = !DILocalVariable(name: "p", scope: !54, file: !3, line: 24, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: "c", scope: !54, file: !3, line: 24, type: !59)
!63 = !DILocation(line: 24, column: 5, scope: !54)
!64 = !DILocation(line: 0, scope: !54)
!65 = !DILocation(line: 25, column: 5, scope: !54)
!66 = !DILocation(line: 26, column: 5, scope: !54)
!67 = !DILocation(line: 27, column: 18, scope: !54)
!68 = !{!69, !69, i64 0}
!69 = !{!"long", !39, i64 0}
!70 = !DILocation(line: 27, column: 5, scope: !54)
!71 = !DILocation(line: 28, column: 18, scope: !54)
!72 = !DILocation(line: 28, column: 5, scope: !54)
!73 = !DILocation(line: 30, column: 1, scope: !54)
!74 = !DILocation(line: 29, column: 5, scope: !54)
!75 = !DISubprogram(name: "pthread_create", scope: !76, file: !76, line: 202, type: !77, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !96)
!76 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!77 = !DISubroutineType(types: !78)
!78 = !{!22, !79, !81, !94, !95}
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !60, line: 62, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !60, line: 56, size: 448, elements: !86)
!86 = !{!87, !92}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !85, file: !60, line: 58, baseType: !88, size: 448)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 448, elements: !90)
!89 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!90 = !{!91}
!91 = !DISubrange(count: 56)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !85, file: !60, line: 59, baseType: !93, size: 64)
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!96 = !{}
!97 = !DISubprogram(name: "pthread_join", scope: !76, file: !76, line: 219, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !96)
!98 = !DISubroutineType(types: !99)
!99 = !{!22, !59, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
