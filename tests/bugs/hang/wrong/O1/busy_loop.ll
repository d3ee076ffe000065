; ModuleID = 'hang/wrong/busy_loop.c'
source_filename = "hang/wrong/busy_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@stop = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @poller(i8* nocapture readnone %0) #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !22, metadata !DIExpression()), !dbg !24
  %2 = load atomic i32, i32* @stop seq_cst, align 4, !dbg !25
  call void @llvm.dbg.value(metadata i32 %2, metadata !23, metadata !DIExpression()), !dbg !24
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5, !dbg !26, !llvm.loop !27

4:                                                ; preds = %1, %4
  br label %4

5:                                                ; preds = %1
  ret i8* null, !dbg !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !32 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !40
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #6, !dbg !40
  call void @llvm.dbg.value(metadata i64* %1, metadata !36, metadata !DIExpression(DW_OP_deref)), !dbg !41
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @poller, i8* noundef null) #6, !dbg !42
  store atomic i32 1, i32* @stop seq_cst, align 4, !dbg !43
  %4 = load i64, i64* %1, align 8, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i64 %4, metadata !36, metadata !DIExpression()), !dbg !41
  %5 = call i32 @pthread_join(i64 noundef %4, i8** noundef null) #6, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6, !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: nounwind
declare !dbg !52 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !74 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "stop", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/wrong/busy_loop.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "4758f4ab856e31e60e8a29b608be2125")
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
!18 = distinct !DISubprogram(name: "poller", scope: !3, file: !3, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{!22, !23}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 9, type: !5)
!23 = !DILocalVariable(name: "s", scope: !18, file: !3, line: 10, type: !10)
!24 = !DILocation(line: 0, scope: !18)
!25 = !DILocation(line: 10, column: 13, scope: !18)
!26 = !DILocation(line: 11, column: 5, scope: !18)
!27 = distinct !{!27, !26, !28, !29, !30}
!28 = !DILocation(line: 12, column: 9, scope: !18)
!29 = !{!"llvm.loop.mustprogress"}
!30 = !{!"llvm.loop.unroll.disable"}
!31 = !DILocation(line: 13, column: 5, scope: !18)
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !33, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!10}
!35 = !{!36}
!36 = !DILocalVariable(name: "t", scope: !32, file: !3, line: 17, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DILocation(line: 17, column: 5, scope: !32)
!41 = !DILocation(line: 0, scope: !32)
!42 = !DILocation(line: 18, column: 5, scope: !32)
!43 = !DILocation(line: 19, column: 5, scope: !32)
!44 = !DILocation(line: 20, column: 18, scope: !32)
!45 = !{!46, !46, i64 0}
!46 = !{!"long", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 20, column: 5, scope: !32)
!50 = !DILocation(line: 22, column: 1, scope: !32)
!51 = !DILocation(line: 21, column: 5, scope: !32)
!52 = !DISubprogram(name: "pthread_create", scope: !53, file: !53, line: 202, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !73)
!53 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!54 = !DISubroutineType(types: !55)
!55 = !{!10, !56, !58, !71, !72}
!56 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !38, line: 62, baseType: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !38, line: 56, size: 448, elements: !63)
!63 = !{!64, !69}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !62, file: !38, line: 58, baseType: !65, size: 448)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 448, elements: !67)
!66 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!67 = !{!68}
!68 = !DISubrange(count: 56)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !62, file: !38, line: 59, baseType: !70, size: 64)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!73 = !{}
!74 = !DISubprogram(name: "pthread_join", scope: !53, file: !53, line: 219, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !73)
!75 = !DISubroutineType(types: !76)
!76 = !{!10, !37, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
