; ModuleID = 'sync/correct/rwlock_cache.c'
source_filename = "sync/correct/rwlock_cache.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@version = dso_local local_unnamed_addr global i32 1, align 4, !dbg !7
@value = dso_local local_unnamed_addr global i32 10, align 4, !dbg !10
@.str = private unnamed_addr constant [12 x i8] c"x == v * 10\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"sync/correct/rwlock_cache.c\00", align 1
@__PRETTY_FUNCTION__.reader = private unnamed_addr constant [21 x i8] c"void *reader(void *)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @reader(i8* nocapture readnone %0) #0 !dbg !53 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !57, metadata !DIExpression()), !dbg !60
  %2 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !61
  %3 = load i32, i32* @version, align 4, !dbg !62, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %3, metadata !58, metadata !DIExpression()), !dbg !60
  %4 = load i32, i32* @value, align 4, !dbg !67, !tbaa !63
  call void @llvm.dbg.value(metadata i32 %4, metadata !59, metadata !DIExpression()), !dbg !60
  %5 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !68
  %6 = mul nsw i32 %3, 10, !dbg !69
  %7 = icmp eq i32 %4, %6, !dbg !69
  br i1 %7, label %9, label %8, !dbg !72

8:                                                ; preds = %1
  call void @__assert_fail(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.1, i64 0, i64 0), i32 noundef 14, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @__PRETTY_FUNCTION__.reader, i64 0, i64 0)) #7, !dbg !69
  unreachable, !dbg !69

9:                                                ; preds = %1
  ret i8* null, !dbg !73
}

; Function Attrs: nounwind
declare !dbg !74 i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !80 i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @writer(i8* nocapture readnone %0) #0 !dbg !81 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !83, metadata !DIExpression()), !dbg !84
  %2 = call i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !85
  store i32 2, i32* @version, align 4, !dbg !86, !tbaa !63
  store i32 20, i32* @value, align 4, !dbg !87, !tbaa !63
  %3 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !88
  ret i8* null, !dbg !89
}

; Function Attrs: nounwind
declare !dbg !90 i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !91 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %1 to i8*, !dbg !99
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !99
  %5 = bitcast i64* %2 to i8*, !dbg !99
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #6, !dbg !99
  %6 = bitcast i64* %3 to i8*, !dbg !99
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #6, !dbg !99
  call void @llvm.dbg.value(metadata i64* %1, metadata !95, metadata !DIExpression(DW_OP_deref)), !dbg !100
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #6, !dbg !101
  call void @llvm.dbg.value(metadata i64* %3, metadata !98, metadata !DIExpression(DW_OP_deref)), !dbg !100
  %8 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @writer, i8* noundef null) #6, !dbg !102
  call void @llvm.dbg.value(metadata i64* %2, metadata !97, metadata !DIExpression(DW_OP_deref)), !dbg !100
  %9 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #6, !dbg !103
  %10 = load i64, i64* %1, align 8, !dbg !104, !tbaa !105
  call void @llvm.dbg.value(metadata i64 %10, metadata !95, metadata !DIExpression()), !dbg !100
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #6, !dbg !107
  %12 = load i64, i64* %3, align 8, !dbg !108, !tbaa !105
  call void @llvm.dbg.value(metadata i64 %12, metadata !98, metadata !DIExpression()), !dbg !100
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #6, !dbg !109
  %14 = load i64, i64* %2, align 8, !dbg !110, !tbaa !105
  call void @llvm.dbg.value(metadata i64 %14, metadata !97, metadata !DIExpression()), !dbg !100
  %15 = call i32 @pthread_join(i64 noundef %14, i8** noundef null) #6, !dbg !111
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #6, !dbg !112
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #6, !dbg !112
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !112
  ret i32 0, !dbg !113
}

; Function Attrs: nounwind
declare !dbg !114 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !129 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rw", scope: !2, file: !3, line: 7, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/rwlock_cache.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "71dee95ec72099a9c582ac1113c127d4")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !10}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "version", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "value", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !13, line: 91, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 86, size: 448, elements: !15)
!15 = !{!16, !39, !44}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 88, baseType: !17, size: 448)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !18, line: 23, size: 448, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!19 = !{!20, !22, !23, !24, !25, !26, !27, !28, !29, !31, !36, !38}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !17, file: !18, line: 25, baseType: !21, size: 32)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !17, file: !18, line: 26, baseType: !21, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !17, file: !18, line: 27, baseType: !21, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !17, file: !18, line: 28, baseType: !21, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !17, file: !18, line: 29, baseType: !21, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !17, file: !18, line: 30, baseType: !21, size: 32, offset: 160)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !17, file: !18, line: 32, baseType: !9, size: 32, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !17, file: !18, line: 33, baseType: !9, size: 32, offset: 224)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !17, file: !18, line: 34, baseType: !30, size: 8, offset: 256)
!30 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !17, file: !18, line: 39, baseType: !32, size: 56, offset: 264)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 56, elements: !34)
!33 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!34 = !{!35}
!35 = !DISubrange(count: 7)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !17, file: !18, line: 42, baseType: !37, size: 64, offset: 320)
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !17, file: !18, line: 45, baseType: !21, size: 32, offset: 384)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !14, file: !13, line: 89, baseType: !40, size: 448)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 56)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 90, baseType: !45, size: 64)
!45 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{!"Debian clang version 14.0.6"}
!53 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 10, type: !54, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !5}
!56 = !{!57, !58, !59}
!57 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 10, type: !5)
!58 = !DILocalVariable(name: "v", scope: !53, file: !3, line: 12, type: !9)
!59 = !DILocalVariable(name: "x", scope: !53, file: !3, line: 12, type: !9)
!60 = !DILocation(line: 0, scope: !53)
!61 = !DILocation(line: 11, column: 5, scope: !53)
!62 = !DILocation(line: 12, column: 13, scope: !53)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 12, column: 26, scope: !53)
!68 = !DILocation(line: 13, column: 5, scope: !53)
!69 = !DILocation(line: 14, column: 5, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 14, column: 5)
!71 = distinct !DILexicalBlock(scope: !53, file: !3, line: 14, column: 5)
!72 = !DILocation(line: 14, column: 5, scope: !71)
!73 = !DILocation(line: 15, column: 5, scope: !53)
!74 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !75, file: !75, line: 976, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !79)
!75 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!76 = !DISubroutineType(types: !77)
!77 = !{!9, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!79 = !{}
!80 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !75, file: !75, line: 1071, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !79)
!81 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 18, type: !54, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!82 = !{!83}
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 18, type: !5)
!84 = !DILocation(line: 0, scope: !81)
!85 = !DILocation(line: 19, column: 5, scope: !81)
!86 = !DILocation(line: 20, column: 13, scope: !81)
!87 = !DILocation(line: 21, column: 11, scope: !81)
!88 = !DILocation(line: 22, column: 5, scope: !81)
!89 = !DILocation(line: 23, column: 5, scope: !81)
!90 = !DISubprogram(name: "pthread_rwlock_wrlock", scope: !75, file: !75, line: 1023, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !79)
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !92, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!9}
!94 = !{!95, !97, !98}
!95 = !DILocalVariable(name: "r1", scope: !91, file: !3, line: 27, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !37)
!97 = !DILocalVariable(name: "r2", scope: !91, file: !3, line: 27, type: !96)
!98 = !DILocalVariable(name: "w", scope: !91, file: !3, line: 27, type: !96)
!99 = !DILocation(line: 27, column: 5, scope: !91)
!100 = !DILocation(line: 0, scope: !91)
!101 = !DILocation(line: 28, column: 5, scope: !91)
!102 = !DILocation(line: 29, column: 5, scope: !91)
!103 = !DILocation(line: 30, column: 5, scope: !91)
!104 = !DILocation(line: 31, column: 18, scope: !91)
!105 = !{!106, !106, i64 0}
!106 = !{!"long", !65, i64 0}
!107 = !DILocation(line: 31, column: 5, scope: !91)
!108 = !DILocation(line: 32, column: 18, scope: !91)
!109 = !DILocation(line: 32, column: 5, scope: !91)
!110 = !DILocation(line: 33, column: 18, scope: !91)
!111 = !DILocation(line: 33, column: 5, scope: !91)
!112 = !DILocation(line: 35, column: 1, scope: !91)
!113 = !DILocation(line: 34, column: 5, scope: !91)
!114 = !DISubprogram(name: "pthread_create", scope: !75, file: !75, line: 202, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !79)
!115 = !DISubroutineType(types: !116)
!116 = !{!9, !117, !119, !127, !128}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !13, line: 62, baseType: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !13, line: 56, size: 448, elements: !124)
!124 = !{!125, !126}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !123, file: !13, line: 58, baseType: !40, size: 448)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !123, file: !13, line: 59, baseType: !45, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!129 = !DISubprogram(name: "pthread_join", scope: !75, file: !75, line: 219, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !79)
!130 = !DISubroutineType(types: !131)
!131 = !{!9, !96, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
