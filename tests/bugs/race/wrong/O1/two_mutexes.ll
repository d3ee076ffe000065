; ModuleID = 'two_mutexes.c'
source_filename = "two_mutexes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@deposit_lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@withdraw_lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !7
@balance = dso_local local_unnamed_addr global i32 100, align 4, !dbg !42
@.str = private unnamed_addr constant [12 x i8] c"balance=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @deposit(i8* nocapture readnone %0) #0 !dbg !51 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !55, metadata !DIExpression()), !dbg !56
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @deposit_lock) #6, !dbg !57
  %3 = load i32, i32* @balance, align 4, !dbg !58, !tbaa !59
  %4 = add nsw i32 %3, 10, !dbg !58
  store i32 %4, i32* @balance, align 4, !dbg !58, !tbaa !59
  %5 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @deposit_lock) #6, !dbg !63
  ret i8* null, !dbg !64
}

; Function Attrs: nounwind
declare !dbg !65 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @withdraw(i8* nocapture readnone %0) #0 !dbg !72 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !74, metadata !DIExpression()), !dbg !75
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @withdraw_lock) #6, !dbg !76
  %3 = load i32, i32* @balance, align 4, !dbg !77, !tbaa !59
  %4 = add nsw i32 %3, -20, !dbg !77
  store i32 %4, i32* @balance, align 4, !dbg !77, !tbaa !59
  %5 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @withdraw_lock) #6, !dbg !78
  ret i8* null, !dbg !79
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !80 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !88
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !88
  %4 = bitcast i64* %2 to i8*, !dbg !88
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !88
  call void @llvm.dbg.value(metadata i64* %1, metadata !84, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @deposit, i8* noundef null) #6, !dbg !90
  call void @llvm.dbg.value(metadata i64* %2, metadata !87, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @withdraw, i8* noundef null) #6, !dbg !91
  %7 = load i64, i64* %1, align 8, !dbg !92, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %7, metadata !84, metadata !DIExpression()), !dbg !89
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6, !dbg !95
  %9 = load i64, i64* %2, align 8, !dbg !96, !tbaa !93
  call void @llvm.dbg.value(metadata i64 %9, metadata !87, metadata !DIExpression()), !dbg !89
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6, !dbg !97
  %11 = load i32, i32* @balance, align 4, !dbg !98, !tbaa !59
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !99
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !100
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !100
  ret i32 0, !dbg !101
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !102 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !120 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

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
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "deposit_lock", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "two_mutexes.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "5879f7e03ee534110cd66c3089878d84")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !42}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "withdraw_lock", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !12)
!12 = !{!13, !35, !40}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !11, file: !10, line: 69, baseType: !14, size: 320)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !15, line: 22, size: 320, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!16 = !{!17, !19, !21, !22, !23, !24, !26, !27}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !14, file: !15, line: 24, baseType: !18, size: 32)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !14, file: !15, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !14, file: !15, line: 26, baseType: !18, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !14, file: !15, line: 28, baseType: !20, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !14, file: !15, line: 32, baseType: !18, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !14, file: !15, line: 34, baseType: !25, size: 16, offset: 160)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !14, file: !15, line: 35, baseType: !25, size: 16, offset: 176)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !14, file: !15, line: 36, baseType: !28, size: 128, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !30, file: !29, line: 53, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !30, file: !29, line: 54, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !11, file: !10, line: 70, baseType: !36, size: 320)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 320, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 40)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !11, file: !10, line: 71, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "balance", scope: !2, file: !3, line: 10, type: !18, isLocal: false, isDefinition: true)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{!"Debian clang version 14.0.6"}
!51 = distinct !DISubprogram(name: "deposit", scope: !3, file: !3, line: 12, type: !52, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !5}
!54 = !{!55}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 12, type: !5)
!56 = !DILocation(line: 0, scope: !51)
!57 = !DILocation(line: 13, column: 5, scope: !51)
!58 = !DILocation(line: 14, column: 13, scope: !51)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 15, column: 5, scope: !51)
!64 = !DILocation(line: 16, column: 5, scope: !51)
!65 = !DISubprogram(name: "pthread_mutex_lock", scope: !66, file: !66, line: 794, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!66 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!67 = !DISubroutineType(types: !68)
!68 = !{!18, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!70 = !{}
!71 = !DISubprogram(name: "pthread_mutex_unlock", scope: !66, file: !66, line: 835, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!72 = distinct !DISubprogram(name: "withdraw", scope: !3, file: !3, line: 19, type: !52, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!73 = !{!74}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 19, type: !5)
!75 = !DILocation(line: 0, scope: !72)
!76 = !DILocation(line: 20, column: 5, scope: !72)
!77 = !DILocation(line: 21, column: 13, scope: !72)
!78 = !DILocation(line: 22, column: 5, scope: !72)
!79 = !DILocation(line: 23, column: 5, scope: !72)
!80 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !81, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!18}
!83 = !{!84, !87}
!84 = !DILocalVariable(name: "d", scope: !80, file: !3, line: 27, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !86)
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DILocalVariable(name: "w", scope: !80, file: !3, line: 27, type: !85)
!88 = !DILocation(line: 27, column: 5, scope: !80)
!89 = !DILocation(line: 0, scope: !80)
!90 = !DILocation(line: 28, column: 5, scope: !80)
!91 = !DILocation(line: 29, column: 5, scope: !80)
!92 = !DILocation(line: 30, column: 18, scope: !80)
!93 = !{!94, !94, i64 0}
!94 = !{!"long", !61, i64 0}
!95 = !DILocation(line: 30, column: 5, scope: !80)
!96 = !DILocation(line: 31, column: 18, scope: !80)
!97 = !DILocation(line: 31, column: 5, scope: !80)
!98 = !DILocation(line: 32, column: 28, scope: !80)
!99 = !DILocation(line: 32, column: 5, scope: !80)
!100 = !DILocation(line: 34, column: 1, scope: !80)
!101 = !DILocation(line: 33, column: 5, scope: !80)
!102 = !DISubprogram(name: "pthread_create", scope: !66, file: !66, line: 202, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!103 = !DISubroutineType(types: !104)
!104 = !{!18, !105, !107, !118, !119}
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !112)
!112 = !{!113, !117}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !111, file: !10, line: 58, baseType: !114, size: 448)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 448, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 56)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !111, file: !10, line: 59, baseType: !41, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!120 = !DISubprogram(name: "pthread_join", scope: !66, file: !66, line: 219, type: !121, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !70)
!121 = !DISubroutineType(types: !122)
!122 = !{!18, !85, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
