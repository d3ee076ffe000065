; ModuleID = 'unlock_not_held.c'
source_filename = "unlock_not_held.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@table_lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@table = dso_local local_unnamed_addr global [4 x i32] zeroinitializer, align 16, !dbg !9

; Function Attrs: nounwind uwtable
define dso_local i32 @update(i32 noundef %0) local_unnamed_addr #0 !dbg !52 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !56, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !59
  %2 = icmp ugt i32 %0, 3, !dbg !60
  br i1 %2, label %9, label %3, !dbg !60

3:                                                ; preds = %1
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @table_lock) #6, !dbg !62
  %5 = sext i32 %0 to i64, !dbg !63
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* @table, i64 0, i64 %5, !dbg !63
  %7 = load i32, i32* %6, align 4, !dbg !64, !tbaa !65
  %8 = add nsw i32 %7, 1, !dbg !64
  store i32 %8, i32* %6, align 4, !dbg !64, !tbaa !65
  call void @llvm.dbg.value(metadata i32 1, metadata !57, metadata !DIExpression()), !dbg !59
  br label %9, !dbg !69

9:                                                ; preds = %1, %3
  %10 = phi i32 [ 0, %1 ], [ 1, %3 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %10, metadata !57, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.label(metadata !58), !dbg !70
  %11 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @table_lock) #6, !dbg !71
  ret i32 %10, !dbg !72
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #3

; Function Attrs: nounwind
declare !dbg !79 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 !dbg !80 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !84, metadata !DIExpression()), !dbg !85
  %2 = ptrtoint i8* %0 to i64, !dbg !86
  call void @llvm.dbg.value(metadata i64 %2, metadata !56, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #6, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()) #6, !dbg !87
  %3 = and i64 %2, 4294967292, !dbg !89
  %4 = icmp eq i64 %3, 0, !dbg !89
  br i1 %4, label %5, label %12, !dbg !89

5:                                                ; preds = %1
  %6 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @table_lock) #6, !dbg !90
  %7 = shl i64 %2, 32, !dbg !91
  %8 = ashr exact i64 %7, 32, !dbg !91
  %9 = getelementptr inbounds [4 x i32], [4 x i32]* @table, i64 0, i64 %8, !dbg !91
  %10 = load i32, i32* %9, align 4, !dbg !92, !tbaa !65
  %11 = add nsw i32 %10, 1, !dbg !92
  store i32 %11, i32* %9, align 4, !dbg !92, !tbaa !65
  call void @llvm.dbg.value(metadata i32 1, metadata !57, metadata !DIExpression()) #6, !dbg !87
  br label %12, !dbg !93

12:                                               ; preds = %1, %5
  call void @llvm.dbg.value(metadata i32 undef, metadata !57, metadata !DIExpression()) #6, !dbg !87
  call void @llvm.dbg.label(metadata !58) #6, !dbg !94
  %13 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @table_lock) #6, !dbg !95
  ret i8* null, !dbg !96
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !97 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !104
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #6, !dbg !104
  call void @llvm.dbg.value(metadata i64* %1, metadata !101, metadata !DIExpression(DW_OP_deref)), !dbg !105
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef nonnull inttoptr (i64 -1 to i8*)) #6, !dbg !106
  call void @llvm.dbg.value(metadata i32 1, metadata !56, metadata !DIExpression()) #6, !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()) #6, !dbg !107
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @table_lock) #6, !dbg !109
  %5 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @table, i64 0, i64 1), align 4, !dbg !110, !tbaa !65
  %6 = add nsw i32 %5, 1, !dbg !110
  store i32 %6, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @table, i64 0, i64 1), align 4, !dbg !110, !tbaa !65
  call void @llvm.dbg.value(metadata i32 1, metadata !57, metadata !DIExpression()) #6, !dbg !107
  call void @llvm.dbg.value(metadata i32 1, metadata !57, metadata !DIExpression()) #6, !dbg !107
  call void @llvm.dbg.label(metadata !58) #6, !dbg !111
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @table_lock) #6, !dbg !112
  %8 = load i64, i64* %1, align 8, !dbg !113, !tbaa !114
  call void @llvm.dbg.value(metadata i64 %8, metadata !101, metadata !DIExpression()), !dbg !105
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null) #6, !dbg !116
  %10 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @table, i64 0, i64 1), align 4, !dbg !117, !tbaa !65
  %11 = icmp ne i32 %10, 1, !dbg !118
  %12 = zext i1 %11 to i32, !dbg !117
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6, !dbg !119
  ret i32 %12, !dbg !120
}

; Function Attrs: nounwind
declare !dbg !121 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare !dbg !139 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table_lock", scope: !2, file: !3, line: 7, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unlock_not_held.c", directory: "/work/main/tests/bugs/sync/wrong", checksumkind: CSK_MD5, checksum: "cddbc2cd8814d4d5fdcf521036143583")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !15, line: 72, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!16 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 67, size: 320, elements: !17)
!17 = !{!18, !39, !44}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !16, file: !15, line: 69, baseType: !19, size: 320)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !20, line: 22, size: 320, elements: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!21 = !{!22, !23, !25, !26, !27, !28, !30, !31}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !19, file: !20, line: 24, baseType: !5, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !19, file: !20, line: 25, baseType: !24, size: 32, offset: 32)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !19, file: !20, line: 26, baseType: !5, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !19, file: !20, line: 28, baseType: !24, size: 32, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !19, file: !20, line: 32, baseType: !5, size: 32, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !19, file: !20, line: 34, baseType: !29, size: 16, offset: 160)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !19, file: !20, line: 35, baseType: !29, size: 16, offset: 176)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !19, file: !20, line: 36, baseType: !32, size: 128, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !33, line: 55, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !33, line: 51, size: 128, elements: !35)
!35 = !{!36, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !34, file: !33, line: 53, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !34, file: !33, line: 54, baseType: !37, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !16, file: !15, line: 70, baseType: !40, size: 320)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 40)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !16, file: !15, line: 71, baseType: !6, size: 64)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 7, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 1}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "update", scope: !3, file: !3, line: 10, type: !53, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{!56, !57, !58}
!56 = !DILocalVariable(name: "key", arg: 1, scope: !52, file: !3, line: 10, type: !5)
!57 = !DILocalVariable(name: "ok", scope: !52, file: !3, line: 11, type: !5)
!58 = !DILabel(scope: !52, name: "out", file: !3, line: 17)
!59 = !DILocation(line: 0, scope: !52)
!60 = !DILocation(line: 12, column: 17, scope: !61)
!61 = distinct !DILexicalBlock(scope: !52, file: !3, line: 12, column: 9)
!62 = !DILocation(line: 14, column: 5, scope: !52)
!63 = !DILocation(line: 15, column: 5, scope: !52)
!64 = !DILocation(line: 15, column: 15, scope: !52)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 16, column: 5, scope: !52)
!70 = !DILocation(line: 17, column: 1, scope: !52)
!71 = !DILocation(line: 18, column: 5, scope: !52)
!72 = !DILocation(line: 19, column: 5, scope: !52)
!73 = !DISubprogram(name: "pthread_mutex_lock", scope: !74, file: !74, line: 794, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !78)
!74 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!75 = !DISubroutineType(types: !76)
!76 = !{!5, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!78 = !{}
!79 = !DISubprogram(name: "pthread_mutex_unlock", scope: !74, file: !74, line: 835, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !78)
!80 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 22, type: !81, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!7, !7}
!83 = !{!84}
!84 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 22, type: !7)
!85 = !DILocation(line: 0, scope: !80)
!86 = !DILocation(line: 23, column: 17, scope: !80)
!87 = !DILocation(line: 0, scope: !52, inlinedAt: !88)
!88 = distinct !DILocation(line: 23, column: 5, scope: !80)
!89 = !DILocation(line: 12, column: 17, scope: !61, inlinedAt: !88)
!90 = !DILocation(line: 14, column: 5, scope: !52, inlinedAt: !88)
!91 = !DILocation(line: 15, column: 5, scope: !52, inlinedAt: !88)
!92 = !DILocation(line: 15, column: 15, scope: !52, inlinedAt: !88)
!93 = !DILocation(line: 16, column: 5, scope: !52, inlinedAt: !88)
!94 = !DILocation(line: 17, column: 1, scope: !52, inlinedAt: !88)
!95 = !DILocation(line: 18, column: 5, scope: !52, inlinedAt: !88)
!96 = !DILocation(line: 24, column: 5, scope: !80)
!97 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !98, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!5}
!100 = !{!101}
!101 = !DILocalVariable(name: "t", scope: !97, file: !3, line: 28, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !15, line: 27, baseType: !103)
!103 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!104 = !DILocation(line: 28, column: 5, scope: !97)
!105 = !DILocation(line: 0, scope: !97)
!106 = !DILocation(line: 29, column: 5, scope: !97)
!107 = !DILocation(line: 0, scope: !52, inlinedAt: !108)
!108 = distinct !DILocation(line: 30, column: 5, scope: !97)
!109 = !DILocation(line: 14, column: 5, scope: !52, inlinedAt: !108)
!110 = !DILocation(line: 15, column: 15, scope: !52, inlinedAt: !108)
!111 = !DILocation(line: 17, column: 1, scope: !52, inlinedAt: !108)
!112 = !DILocation(line: 18, column: 5, scope: !52, inlinedAt: !108)
!113 = !DILocation(line: 31, column: 18, scope: !97)
!114 = !{!115, !115, i64 0}
!115 = !{!"long", !67, i64 0}
!116 = !DILocation(line: 31, column: 5, scope: !97)
!117 = !DILocation(line: 32, column: 12, scope: !97)
!118 = !DILocation(line: 32, column: 21, scope: !97)
!119 = !DILocation(line: 33, column: 1, scope: !97)
!120 = !DILocation(line: 32, column: 5, scope: !97)
!121 = !DISubprogram(name: "pthread_create", scope: !74, file: !74, line: 202, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !78)
!122 = !DISubroutineType(types: !123)
!123 = !{!5, !124, !126, !137, !138}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !15, line: 62, baseType: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !15, line: 56, size: 448, elements: !131)
!131 = !{!132, !136}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !130, file: !15, line: 58, baseType: !133, size: 448)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 56)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !130, file: !15, line: 59, baseType: !6, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!139 = !DISubprogram(name: "pthread_join", scope: !74, file: !74, line: 219, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !78)
!140 = !DISubroutineType(types: !141)
!141 = !{!5, !102, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
