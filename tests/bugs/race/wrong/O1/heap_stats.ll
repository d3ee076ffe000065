; ModuleID = 'race/wrong/heap_stats.c'
source_filename = "race/wrong/heap_stats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.stats = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local noalias i8* @record(i8* nocapture noundef %0) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !15, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.value(metadata i8* %0, metadata !16, metadata !DIExpression()), !dbg !23
  %2 = getelementptr inbounds i8, i8* %0, i64 4, !dbg !24
  %3 = bitcast i8* %2 to i32*, !dbg !24
  %4 = load i32, i32* %3, align 4, !dbg !25, !tbaa !26
  %5 = add nsw i32 %4, 5, !dbg !25
  store i32 %5, i32* %3, align 4, !dbg !25, !tbaa !26
  ret i8* null, !dbg !31
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !32 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = call noalias dereferenceable_or_null(8) i8* @calloc(i64 noundef 1, i64 noundef 8) #9, !dbg !42
  %4 = bitcast i8* %3 to %struct.stats*, !dbg !42
  call void @llvm.dbg.value(metadata %struct.stats* %4, metadata !36, metadata !DIExpression()), !dbg !43
  %5 = bitcast i64* %1 to i8*, !dbg !44
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9, !dbg !44
  %6 = bitcast i64* %2 to i8*, !dbg !44
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #9, !dbg !44
  call void @llvm.dbg.value(metadata i64* %1, metadata !37, metadata !DIExpression(DW_OP_deref)), !dbg !43
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @record, i8* noundef %3) #9, !dbg !45
  call void @llvm.dbg.value(metadata i64* %2, metadata !41, metadata !DIExpression(DW_OP_deref)), !dbg !43
  %8 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @record, i8* noundef %3) #9, !dbg !46
  %9 = load i64, i64* %1, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i64 %9, metadata !37, metadata !DIExpression()), !dbg !43
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #9, !dbg !50
  %11 = load i64, i64* %2, align 8, !dbg !51, !tbaa !48
  call void @llvm.dbg.value(metadata i64 %11, metadata !41, metadata !DIExpression()), !dbg !43
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null) #9, !dbg !52
  %13 = getelementptr inbounds %struct.stats, %struct.stats* %4, i64 0, i32 1, !dbg !53
  %14 = load i32, i32* %13, align 4, !dbg !53, !tbaa !26
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %14), !dbg !54
  call void @free(i8* noundef %3) #9, !dbg !55
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #9, !dbg !56
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9, !dbg !56
  ret i32 0, !dbg !57
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !58 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare !dbg !80 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race/wrong/heap_stats.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "dae28d3b19a622be70e51640837138f1")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "record", scope: !1, file: !1, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{!3, !3}
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "arg", arg: 1, scope: !11, file: !1, line: 14, type: !3)
!16 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 15, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stats", file: !1, line: 9, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !18, file: !1, line: 10, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !18, file: !1, line: 11, baseType: !21, size: 32, offset: 32)
!23 = !DILocation(line: 0, scope: !11)
!24 = !DILocation(line: 16, column: 8, scope: !11)
!25 = !DILocation(line: 16, column: 14, scope: !11)
!26 = !{!27, !28, i64 4}
!27 = !{!"stats", !28, i64 0, !28, i64 4}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 17, column: 5, scope: !11)
!32 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !33, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!21}
!35 = !{!36, !37, !41}
!36 = !DILocalVariable(name: "s", scope: !32, file: !1, line: 21, type: !17)
!37 = !DILocalVariable(name: "a", scope: !32, file: !1, line: 22, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocalVariable(name: "b", scope: !32, file: !1, line: 22, type: !38)
!42 = !DILocation(line: 21, column: 23, scope: !32)
!43 = !DILocation(line: 0, scope: !32)
!44 = !DILocation(line: 22, column: 5, scope: !32)
!45 = !DILocation(line: 23, column: 5, scope: !32)
!46 = !DILocation(line: 24, column: 5, scope: !32)
!47 = !DILocation(line: 25, column: 18, scope: !32)
!48 = !{!49, !49, i64 0}
!49 = !{!"long", !29, i64 0}
!50 = !DILocation(line: 25, column: 5, scope: !32)
!51 = !DILocation(line: 26, column: 18, scope: !32)
!52 = !DILocation(line: 26, column: 5, scope: !32)
!53 = !DILocation(line: 27, column: 29, scope: !32)
!54 = !DILocation(line: 27, column: 5, scope: !32)
!55 = !DILocation(line: 28, column: 5, scope: !32)
!56 = !DILocation(line: 30, column: 1, scope: !32)
!57 = !DILocation(line: 29, column: 5, scope: !32)
!58 = !DISubprogram(name: "pthread_create", scope: !59, file: !59, line: 202, type: !60, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !79)
!59 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!60 = !DISubroutineType(types: !61)
!61 = !{!21, !62, !64, !77, !78}
!62 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !39, line: 62, baseType: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !39, line: 56, size: 448, elements: !69)
!69 = !{!70, !75}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !68, file: !39, line: 58, baseType: !71, size: 448)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 448, elements: !73)
!72 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!73 = !{!74}
!74 = !DISubrange(count: 56)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !68, file: !39, line: 59, baseType: !76, size: 64)
!76 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3)
!79 = !{}
!80 = !DISubprogram(name: "pthread_join", scope: !59, file: !59, line: 219, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !79)
!81 = !DISubroutineType(types: !82)
!82 = !{!21, !38, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
