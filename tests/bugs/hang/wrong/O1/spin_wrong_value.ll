; ModuleID = 'hang/wrong/spin_wrong_value.c'
source_filename = "hang/wrong/spin_wrong_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@arrived = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @worker(i8* nocapture readnone %0) #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !22, metadata !DIExpression()), !dbg !23
  %2 = atomicrmw add i32* @arrived, i32 1 seq_cst, align 4, !dbg !24
  ret i8* null, !dbg !25
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @waiter(i8* nocapture readnone %0) #1 !dbg !26 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !28, metadata !DIExpression()), !dbg !29
  br label %2, !dbg !30

2:                                                ; preds = %2, %1
  %3 = load atomic i32, i32* @arrived seq_cst, align 4, !dbg !31
  %4 = icmp eq i32 %3, 3, !dbg !32
  br i1 %4, label %5, label %2, !dbg !30, !llvm.loop !33

5:                                                ; preds = %2
  ret i8* null, !dbg !37
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !38 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %1 to i8*, !dbg !48
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !48
  %5 = bitcast i64* %2 to i8*, !dbg !48
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7, !dbg !48
  %6 = bitcast i64* %3 to i8*, !dbg !48
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #7, !dbg !48
  call void @llvm.dbg.value(metadata i64* %3, metadata !47, metadata !DIExpression(DW_OP_deref)), !dbg !49
  %7 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @waiter, i8* noundef null) #7, !dbg !50
  call void @llvm.dbg.value(metadata i64* %1, metadata !42, metadata !DIExpression(DW_OP_deref)), !dbg !49
  %8 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !51
  call void @llvm.dbg.value(metadata i64* %2, metadata !46, metadata !DIExpression(DW_OP_deref)), !dbg !49
  %9 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !52
  %10 = load i64, i64* %1, align 8, !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i64 %10, metadata !42, metadata !DIExpression()), !dbg !49
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #7, !dbg !58
  %12 = load i64, i64* %2, align 8, !dbg !59, !tbaa !54
  call void @llvm.dbg.value(metadata i64 %12, metadata !46, metadata !DIExpression()), !dbg !49
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #7, !dbg !60
  %14 = load i64, i64* %3, align 8, !dbg !61, !tbaa !54
  call void @llvm.dbg.value(metadata i64 %14, metadata !47, metadata !DIExpression()), !dbg !49
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #7, !dbg !62
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #7, !dbg !63
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7, !dbg !63
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind
declare !dbg !65 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare !dbg !87 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arrived", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/wrong/spin_wrong_value.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "38da8bff2e0f0438b1f2d6f294bd874e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !8, line: 92, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!9 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{!22}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 9, type: !5)
!23 = !DILocation(line: 0, scope: !18)
!24 = !DILocation(line: 10, column: 5, scope: !18)
!25 = !DILocation(line: 11, column: 5, scope: !18)
!26 = distinct !DISubprogram(name: "waiter", scope: !3, file: !3, line: 14, type: !19, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!27 = !{!28}
!28 = !DILocalVariable(name: "arg", arg: 1, scope: !26, file: !3, line: 14, type: !5)
!29 = !DILocation(line: 0, scope: !26)
!30 = !DILocation(line: 15, column: 5, scope: !26)
!31 = !DILocation(line: 15, column: 12, scope: !26)
!32 = !DILocation(line: 15, column: 34, scope: !26)
!33 = distinct !{!33, !30, !34, !35, !36}
!34 = !DILocation(line: 16, column: 9, scope: !26)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = !DILocation(line: 17, column: 5, scope: !26)
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !39, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!10}
!41 = !{!42, !46, !47}
!42 = !DILocalVariable(name: "a", scope: !38, file: !3, line: 21, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "b", scope: !38, file: !3, line: 21, type: !43)
!47 = !DILocalVariable(name: "w", scope: !38, file: !3, line: 21, type: !43)
!48 = !DILocation(line: 21, column: 5, scope: !38)
!49 = !DILocation(line: 0, scope: !38)
!50 = !DILocation(line: 22, column: 5, scope: !38)
!51 = !DILocation(line: 23, column: 5, scope: !38)
!52 = !DILocation(line: 24, column: 5, scope: !38)
!53 = !DILocation(line: 25, column: 18, scope: !38)
!54 = !{!55, !55, i64 0}
!55 = !{!"long", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 25, column: 5, scope: !38)
!59 = !DILocation(line: 26, column: 18, scope: !38)
!60 = !DILocation(line: 26, column: 5, scope: !38)
!61 = !DILocation(line: 27, column: 18, scope: !38)
!62 = !DILocation(line: 27, column: 5, scope: !38)
!63 = !DILocation(line: 29, column: 1, scope: !38)
!64 = !DILocation(line: 28, column: 5, scope: !38)
!65 = !DISubprogram(name: "pthread_create", scope: !66, file: !66, line: 202, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !86)
!66 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!67 = !DISubroutineType(types: !68)
!68 = !{!10, !69, !71, !84, !85}
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !44, line: 62, baseType: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !44, line: 56, size: 448, elements: !76)
!76 = !{!77, !82}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !75, file: !44, line: 58, baseType: !78, size: 448)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 448, elements: !80)
!79 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!80 = !{!81}
!81 = !DISubrange(count: 56)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !75, file: !44, line: 59, baseType: !83, size: 64)
!83 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!86 = !{}
!87 = !DISubprogram(name: "pthread_join", scope: !66, file: !66, line: 219, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !86)
!88 = !DISubroutineType(types: !89)
!89 = !{!10, !43, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
