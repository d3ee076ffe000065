; ModuleID = 'free_while_reading.c'
source_filename = "free_while_reading.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@cell = internal unnamed_addr global i32* null, align 8, !dbg !0
@ready = internal unnamed_addr global i32 0, align 4, !dbg !8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !22 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !30
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #8, !dbg !30
  %3 = call noalias dereferenceable_or_null(4) i8* @malloc(i64 noundef 4) #8, !dbg !31
  %4 = bitcast i8* %3 to i32*, !dbg !31
  store i8* %3, i8** bitcast (i32** @cell to i8**), align 8, !dbg !32, !tbaa !33
  store i32 7, i32* %4, align 4, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i64* %1, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !40
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #8, !dbg !41
  store atomic i32 1, i32* @ready seq_cst, align 4, !dbg !42
  %6 = load i8*, i8** bitcast (i32** @cell to i8**), align 8, !dbg !43, !tbaa !33
  call void @free(i8* noundef %6) #8, !dbg !44
  %7 = load i64, i64* %1, align 8, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i64 %7, metadata !26, metadata !DIExpression()), !dbg !40
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #8, !dbg !48
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #8, !dbg !49
  ret i32 0, !dbg !50
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !51 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nofree norecurse nounwind uwtable
define internal i8* @reader(i8* nocapture noundef readnone %0) #4 !dbg !74 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !76, metadata !DIExpression()), !dbg !77
  br label %2, !dbg !78

2:                                                ; preds = %2, %1
  %3 = load atomic i32, i32* @ready seq_cst, align 4, !dbg !79
  %4 = icmp eq i32 %3, 0, !dbg !80
  br i1 %4, label %2, label %5, !dbg !78, !llvm.loop !81

5:                                                ; preds = %2
  %6 = load i32*, i32** @cell, align 8, !dbg !85, !tbaa !33
  %7 = load i32, i32* %6, align 4, !dbg !86, !tbaa !38
  %8 = sext i32 %7 to i64, !dbg !87
  %9 = inttoptr i64 %8 to i8*, !dbg !88
  ret i8* %9, !dbg !89
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

declare !dbg !90 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cell", scope: !2, file: !3, line: 8, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "free_while_reading.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "f8c0f3652343220ee9fc0dd1de7f3692")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !10, isLocal: true, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !11, line: 92, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!12 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !23, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!13}
!25 = !{!26}
!26 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 18, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DILocation(line: 18, column: 5, scope: !22)
!31 = !DILocation(line: 19, column: 12, scope: !22)
!32 = !DILocation(line: 19, column: 10, scope: !22)
!33 = !{!34, !34, i64 0}
!34 = !{!"any pointer", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 20, column: 11, scope: !22)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !35, i64 0}
!40 = !DILocation(line: 0, scope: !22)
!41 = !DILocation(line: 21, column: 5, scope: !22)
!42 = !DILocation(line: 22, column: 5, scope: !22)
!43 = !DILocation(line: 23, column: 10, scope: !22)
!44 = !DILocation(line: 23, column: 5, scope: !22)
!45 = !DILocation(line: 24, column: 18, scope: !22)
!46 = !{!47, !47, i64 0}
!47 = !{!"long", !35, i64 0}
!48 = !DILocation(line: 24, column: 5, scope: !22)
!49 = !DILocation(line: 26, column: 1, scope: !22)
!50 = !DILocation(line: 25, column: 5, scope: !22)
!51 = !DISubprogram(name: "pthread_create", scope: !52, file: !52, line: 202, type: !53, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !73)
!52 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!53 = !DISubroutineType(types: !54)
!54 = !{!13, !55, !57, !69, !72}
!55 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !28, line: 62, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !28, line: 56, size: 448, elements: !62)
!62 = !{!63, !68}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !61, file: !28, line: 58, baseType: !64, size: 448)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 448, elements: !66)
!65 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!66 = !{!67}
!67 = !DISubrange(count: 56)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !61, file: !28, line: 59, baseType: !6, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DISubroutineType(types: !71)
!71 = !{!5, !5}
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!73 = !{}
!74 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 11, type: !70, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!75 = !{!76}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !74, file: !3, line: 11, type: !5)
!77 = !DILocation(line: 0, scope: !74)
!78 = !DILocation(line: 12, column: 5, scope: !74)
!79 = !DILocation(line: 12, column: 13, scope: !74)
!80 = !DILocation(line: 12, column: 12, scope: !74)
!81 = distinct !{!81, !78, !82, !83, !84}
!82 = !DILocation(line: 13, column: 9, scope: !74)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !{!"llvm.loop.unroll.disable"}
!85 = !DILocation(line: 14, column: 27, scope: !74)
!86 = !DILocation(line: 14, column: 26, scope: !74)
!87 = !DILocation(line: 14, column: 20, scope: !74)
!88 = !DILocation(line: 14, column: 12, scope: !74)
!89 = !DILocation(line: 14, column: 5, scope: !74)
!90 = !DISubprogram(name: "pthread_join", scope: !52, file: !52, line: 219, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !73)
!91 = !DISubroutineType(types: !92)
!92 = !{!13, !27, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
