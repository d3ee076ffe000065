; ModuleID = 'trylock_ignored.c'
source_filename = "trylock_ignored.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@level = dso_local local_unnamed_addr global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [10 x i8] c"level=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @owner(i8* nocapture readnone %0) #0 !dbg !49 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !53, metadata !DIExpression()), !dbg !54
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !55
  %3 = load i32, i32* @level, align 4, !dbg !56, !tbaa !57
  %4 = add nsw i32 %3, 1, !dbg !56
  store i32 %4, i32* @level, align 4, !dbg !56, !tbaa !57
  %5 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !61
  ret i8* null, !dbg !62
}

; Function Attrs: nounwind
declare !dbg !63 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !69 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @impatient(i8* nocapture readnone %0) #0 !dbg !70 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !72, metadata !DIExpression()), !dbg !74
  %2 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !75
  %3 = icmp eq i32 %2, 0, !dbg !76
  call void @llvm.dbg.value(metadata i1 %3, metadata !73, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !74
  %4 = load i32, i32* @level, align 4, !dbg !77, !tbaa !57
  %5 = add nsw i32 %4, 10, !dbg !77
  store i32 %5, i32* @level, align 4, !dbg !77, !tbaa !57
  br i1 %3, label %6, label %8, !dbg !78

6:                                                ; preds = %1
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !79
  br label %8, !dbg !79

8:                                                ; preds = %6, %1
  ret i8* null, !dbg !81
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !82 i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !91
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !91
  %4 = bitcast i64* %2 to i8*, !dbg !91
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !91
  call void @llvm.dbg.value(metadata i64* %1, metadata !87, metadata !DIExpression(DW_OP_deref)), !dbg !92
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @owner, i8* noundef null) #6, !dbg !93
  call void @llvm.dbg.value(metadata i64* %2, metadata !90, metadata !DIExpression(DW_OP_deref)), !dbg !92
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @impatient, i8* noundef null) #6, !dbg !94
  %7 = load i64, i64* %1, align 8, !dbg !95, !tbaa !96
  call void @llvm.dbg.value(metadata i64 %7, metadata !87, metadata !DIExpression()), !dbg !92
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6, !dbg !98
  %9 = load i64, i64* %2, align 8, !dbg !99, !tbaa !96
  call void @llvm.dbg.value(metadata i64 %9, metadata !90, metadata !DIExpression()), !dbg !92
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6, !dbg !100
  %11 = load i32, i32* @level, align 4, !dbg !101, !tbaa !57
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !102
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !103
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: nounwind
declare !dbg !105 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !123 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "trylock_ignored.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "8be89531a9d76cc607298be55169f25e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "level", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !11, line: 72, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 67, size: 320, elements: !13)
!13 = !{!14, !35, !40}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 69, baseType: !15, size: 320)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !16, line: 22, size: 320, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!17 = !{!18, !19, !21, !22, !23, !24, !26, !27}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !15, file: !16, line: 24, baseType: !9, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !15, file: !16, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !15, file: !16, line: 26, baseType: !9, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !15, file: !16, line: 28, baseType: !20, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !15, file: !16, line: 34, baseType: !25, size: 16, offset: 160)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !15, file: !16, line: 35, baseType: !25, size: 16, offset: 176)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !15, file: !16, line: 36, baseType: !28, size: 128, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !30, file: !29, line: 53, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !30, file: !29, line: 54, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 70, baseType: !36, size: 320)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 320, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 40)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 71, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{!"Debian clang version 14.0.6"}
!49 = distinct !DISubprogram(name: "owner", scope: !3, file: !3, line: 12, type: !50, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!5, !5}
!52 = !{!53}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 12, type: !5)
!54 = !DILocation(line: 0, scope: !49)
!55 = !DILocation(line: 13, column: 5, scope: !49)
!56 = !DILocation(line: 14, column: 11, scope: !49)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 15, column: 5, scope: !49)
!62 = !DILocation(line: 16, column: 5, scope: !49)
!63 = !DISubprogram(name: "pthread_mutex_lock", scope: !64, file: !64, line: 794, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !68)
!64 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!65 = !DISubroutineType(types: !66)
!66 = !{!9, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!68 = !{}
!69 = !DISubprogram(name: "pthread_mutex_unlock", scope: !64, file: !64, line: 835, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !68)
!70 = distinct !DISubprogram(name: "impatient", scope: !3, file: !3, line: 19, type: !50, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!71 = !{!72, !73}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !70, file: !3, line: 19, type: !5)
!73 = !DILocalVariable(name: "got", scope: !70, file: !3, line: 20, type: !9)
!74 = !DILocation(line: 0, scope: !70)
!75 = !DILocation(line: 20, column: 15, scope: !70)
!76 = !DILocation(line: 20, column: 44, scope: !70)
!77 = !DILocation(line: 21, column: 11, scope: !70)
!78 = !DILocation(line: 22, column: 9, scope: !70)
!79 = !DILocation(line: 23, column: 9, scope: !80)
!80 = distinct !DILexicalBlock(scope: !70, file: !3, line: 22, column: 9)
!81 = !DILocation(line: 24, column: 5, scope: !70)
!82 = !DISubprogram(name: "pthread_mutex_trylock", scope: !64, file: !64, line: 790, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !68)
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !84, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!9}
!86 = !{!87, !90}
!87 = !DILocalVariable(name: "o", scope: !83, file: !3, line: 28, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !89)
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !DILocalVariable(name: "i", scope: !83, file: !3, line: 28, type: !88)
!91 = !DILocation(line: 28, column: 5, scope: !83)
!92 = !DILocation(line: 0, scope: !83)
!93 = !DILocation(line: 29, column: 5, scope: !83)
!94 = !DILocation(line: 30, column: 5, scope: !83)
!95 = !DILocation(line: 31, column: 18, scope: !83)
!96 = !{!97, !97, i64 0}
!97 = !{!"long", !59, i64 0}
!98 = !DILocation(line: 31, column: 5, scope: !83)
!99 = !DILocation(line: 32, column: 18, scope: !83)
!100 = !DILocation(line: 32, column: 5, scope: !83)
!101 = !DILocation(line: 33, column: 26, scope: !83)
!102 = !DILocation(line: 33, column: 5, scope: !83)
!103 = !DILocation(line: 35, column: 1, scope: !83)
!104 = !DILocation(line: 34, column: 5, scope: !83)
!105 = !DISubprogram(name: "pthread_create", scope: !64, file: !64, line: 202, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !68)
!106 = !DISubroutineType(types: !107)
!107 = !{!9, !108, !110, !121, !122}
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !11, line: 62, baseType: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !11, line: 56, size: 448, elements: !115)
!115 = !{!116, !120}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !114, file: !11, line: 58, baseType: !117, size: 448)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 448, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 56)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !114, file: !11, line: 59, baseType: !41, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!123 = !DISubprogram(name: "pthread_join", scope: !64, file: !64, line: 219, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !68)
!124 = !DISubroutineType(types: !125)
!125 = !{!9, !88, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
