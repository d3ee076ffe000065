; ModuleID = 'race/wrong/rwlock_writer_reads_lock.c'
source_filename = "race/wrong/rwlock_writer_reads_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@config = dso_local local_unnamed_addr global i32 1, align 4, !dbg !7
@.str = private unnamed_addr constant [11 x i8] c"config=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @updater(i8* nocapture readnone %0) #0 !dbg !51 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !55, metadata !DIExpression()), !dbg !56
  %2 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !57
  store i32 2, i32* @config, align 4, !dbg !58, !tbaa !59
  %3 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !63
  ret i8* null, !dbg !64
}

; Function Attrs: nounwind
declare !dbg !65 i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @reader(i8* nocapture readnone %0) #0 !dbg !72 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !74, metadata !DIExpression()), !dbg !76
  %2 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !77
  %3 = load i32, i32* @config, align 4, !dbg !78, !tbaa !59
  call void @llvm.dbg.value(metadata i32 %3, metadata !75, metadata !DIExpression()), !dbg !76
  %4 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef nonnull @rw) #6, !dbg !79
  %5 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %3), !dbg !80
  ret i8* null, !dbg !81
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !82 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !89
  %4 = bitcast i64* %2 to i8*, !dbg !89
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !89
  call void @llvm.dbg.value(metadata i64* %1, metadata !86, metadata !DIExpression(DW_OP_deref)), !dbg !90
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @updater, i8* noundef null) #6, !dbg !91
  call void @llvm.dbg.value(metadata i64* %2, metadata !88, metadata !DIExpression(DW_OP_deref)), !dbg !90
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #6, !dbg !92
  %7 = load i64, i64* %1, align 8, !dbg !93, !tbaa !94
  call void @llvm.dbg.value(metadata i64 %7, metadata !86, metadata !DIExpression()), !dbg !90
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6, !dbg !96
  %9 = load i64, i64* %2, align 8, !dbg !97, !tbaa !94
  call void @llvm.dbg.value(metadata i64 %9, metadata !88, metadata !DIExpression()), !dbg !90
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6, !dbg !98
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !99
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: nounwind
declare !dbg !101 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !116 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rw", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/rwlock_writer_reads_lock.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "b98dc174974ef504d4d24c65527d18f2")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "config", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !11, line: 91, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 86, size: 448, elements: !13)
!13 = !{!14, !37, !42}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 88, baseType: !15, size: 448)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !16, line: 23, size: 448, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!17 = !{!18, !20, !21, !22, !23, !24, !25, !26, !27, !29, !34, !36}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !15, file: !16, line: 25, baseType: !19, size: 32)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !15, file: !16, line: 26, baseType: !19, size: 32, offset: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !15, file: !16, line: 27, baseType: !19, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !15, file: !16, line: 28, baseType: !19, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !15, file: !16, line: 29, baseType: !19, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !15, file: !16, line: 30, baseType: !19, size: 32, offset: 160)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !15, file: !16, line: 33, baseType: !9, size: 32, offset: 224)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !15, file: !16, line: 34, baseType: !28, size: 8, offset: 256)
!28 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !15, file: !16, line: 39, baseType: !30, size: 56, offset: 264)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 56, elements: !32)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !{!33}
!33 = !DISubrange(count: 7)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !15, file: !16, line: 42, baseType: !35, size: 64, offset: 320)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !15, file: !16, line: 45, baseType: !19, size: 32, offset: 384)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 89, baseType: !38, size: 448)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 56)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 90, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{!"Debian clang version 14.0.6"}
!51 = distinct !DISubprogram(name: "updater", scope: !3, file: !3, line: 11, type: !52, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !5}
!54 = !{!55}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 11, type: !5)
!56 = !DILocation(line: 0, scope: !51)
!57 = !DILocation(line: 12, column: 5, scope: !51)
!58 = !DILocation(line: 13, column: 12, scope: !51)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 14, column: 5, scope: !51)
!64 = !DILocation(line: 15, column: 5, scope: !51)
!65 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !66, file: !66, line: 976, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!66 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!67 = !DISubroutineType(types: !68)
!68 = !{!9, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!70 = !{}
!71 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !66, file: !66, line: 1071, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!72 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 18, type: !52, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!73 = !{!74, !75}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 18, type: !5)
!75 = !DILocalVariable(name: "c", scope: !72, file: !3, line: 20, type: !9)
!76 = !DILocation(line: 0, scope: !72)
!77 = !DILocation(line: 19, column: 5, scope: !72)
!78 = !DILocation(line: 20, column: 13, scope: !72)
!79 = !DILocation(line: 21, column: 5, scope: !72)
!80 = !DILocation(line: 22, column: 5, scope: !72)
!81 = !DILocation(line: 23, column: 5, scope: !72)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !83, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!9}
!85 = !{!86, !88}
!86 = !DILocalVariable(name: "u", scope: !82, file: !3, line: 27, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !35)
!88 = !DILocalVariable(name: "r", scope: !82, file: !3, line: 27, type: !87)
!89 = !DILocation(line: 27, column: 5, scope: !82)
!90 = !DILocation(line: 0, scope: !82)
!91 = !DILocation(line: 28, column: 5, scope: !82)
!92 = !DILocation(line: 29, column: 5, scope: !82)
!93 = !DILocation(line: 30, column: 18, scope: !82)
!94 = !{!95, !95, i64 0}
!95 = !{!"long", !61, i64 0}
!96 = !DILocation(line: 30, column: 5, scope: !82)
!97 = !DILocation(line: 31, column: 18, scope: !82)
!98 = !DILocation(line: 31, column: 5, scope: !82)
!99 = !DILocation(line: 33, column: 1, scope: !82)
!100 = !DILocation(line: 32, column: 5, scope: !82)
!101 = !DISubprogram(name: "pthread_create", scope: !66, file: !66, line: 202, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!102 = !DISubroutineType(types: !103)
!103 = !{!9, !104, !106, !114, !115}
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !11, line: 62, baseType: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !11, line: 56, size: 448, elements: !111)
!111 = !{!112, !113}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !110, file: !11, line: 58, baseType: !38, size: 448)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !110, file: !11, line: 59, baseType: !43, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!116 = !DISubprogram(name: "pthread_join", scope: !66, file: !66, line: 219, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!117 = !DISubroutineType(types: !118)
!118 = !{!9, !87, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
