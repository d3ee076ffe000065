; ModuleID = 'race/wrong/sb_plain.c'
source_filename = "race/wrong/sb_plain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !7
@r1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !10
@r2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !12
@.str = private unnamed_addr constant [13 x i8] c"r1=%d r2=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local noalias i8* @left(i8* nocapture readnone %0) #0 !dbg !21 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 1, i32* @x, align 4, !dbg !27, !tbaa !28
  %2 = load i32, i32* @y, align 4, !dbg !32, !tbaa !28
  store i32 %2, i32* @r1, align 4, !dbg !33, !tbaa !28
  ret i8* null, !dbg !34
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local noalias i8* @right(i8* nocapture readnone %0) #0 !dbg !35 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 1, i32* @y, align 4, !dbg !39, !tbaa !28
  %2 = load i32, i32* @x, align 4, !dbg !40, !tbaa !28
  store i32 %2, i32* @r2, align 4, !dbg !41, !tbaa !28
  ret i8* null, !dbg !42
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !43 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !52
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !52
  %4 = bitcast i64* %2 to i8*, !dbg !52
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !52
  call void @llvm.dbg.value(metadata i64* %1, metadata !47, metadata !DIExpression(DW_OP_deref)), !dbg !53
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @left, i8* noundef null) #7, !dbg !54
  call void @llvm.dbg.value(metadata i64* %2, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !53
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @right, i8* noundef null) #7, !dbg !55
  %7 = load i64, i64* %1, align 8, !dbg !56, !tbaa !57
  call void @llvm.dbg.value(metadata i64 %7, metadata !47, metadata !DIExpression()), !dbg !53
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !59
  %9 = load i64, i64* %2, align 8, !dbg !60, !tbaa !57
  call void @llvm.dbg.value(metadata i64 %9, metadata !51, metadata !DIExpression()), !dbg !53
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !61
  %11 = load i32, i32* @r1, align 4, !dbg !62, !tbaa !28
  %12 = load i32, i32* @r2, align 4, !dbg !63, !tbaa !28
  %13 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %11, i32 noundef %12), !dbg !64
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !65
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !67 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !89 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/sb_plain.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "19cf7bde935e2d6099e9a73c4b56b0c4")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !10, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "r1", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "r2", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "left", scope: !3, file: !3, line: 10, type: !22, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !5}
!24 = !{!25}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 10, type: !5)
!26 = !DILocation(line: 0, scope: !21)
!27 = !DILocation(line: 11, column: 7, scope: !21)
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C/C++ TBAA"}
!32 = !DILocation(line: 12, column: 10, scope: !21)
!33 = !DILocation(line: 12, column: 8, scope: !21)
!34 = !DILocation(line: 13, column: 5, scope: !21)
!35 = distinct !DISubprogram(name: "right", scope: !3, file: !3, line: 16, type: !22, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!36 = !{!37}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !3, line: 16, type: !5)
!38 = !DILocation(line: 0, scope: !35)
!39 = !DILocation(line: 17, column: 7, scope: !35)
!40 = !DILocation(line: 18, column: 10, scope: !35)
!41 = !DILocation(line: 18, column: 8, scope: !35)
!42 = !DILocation(line: 19, column: 5, scope: !35)
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !44, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!9}
!46 = !{!47, !51}
!47 = !DILocalVariable(name: "a", scope: !43, file: !3, line: 23, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !49, line: 27, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DILocalVariable(name: "b", scope: !43, file: !3, line: 23, type: !48)
!52 = !DILocation(line: 23, column: 5, scope: !43)
!53 = !DILocation(line: 0, scope: !43)
!54 = !DILocation(line: 24, column: 5, scope: !43)
!55 = !DILocation(line: 25, column: 5, scope: !43)
!56 = !DILocation(line: 26, column: 18, scope: !43)
!57 = !{!58, !58, i64 0}
!58 = !{!"long", !30, i64 0}
!59 = !DILocation(line: 26, column: 5, scope: !43)
!60 = !DILocation(line: 27, column: 18, scope: !43)
!61 = !DILocation(line: 27, column: 5, scope: !43)
!62 = !DILocation(line: 28, column: 29, scope: !43)
!63 = !DILocation(line: 28, column: 33, scope: !43)
!64 = !DILocation(line: 28, column: 5, scope: !43)
!65 = !DILocation(line: 30, column: 1, scope: !43)
!66 = !DILocation(line: 29, column: 5, scope: !43)
!67 = !DISubprogram(name: "pthread_create", scope: !68, file: !68, line: 202, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !88)
!68 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!69 = !DISubroutineType(types: !70)
!70 = !{!9, !71, !73, !86, !87}
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !49, line: 62, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !49, line: 56, size: 448, elements: !78)
!78 = !{!79, !84}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !77, file: !49, line: 58, baseType: !80, size: 448)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 448, elements: !82)
!81 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!82 = !{!83}
!83 = !DISubrange(count: 56)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !77, file: !49, line: 59, baseType: !85, size: 64)
!85 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!88 = !{}
!89 = !DISubprogram(name: "pthread_join", scope: !68, file: !68, line: 219, type: !90, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !88)
!90 = !DISubroutineType(types: !91)
!91 = !{!9, !48, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
