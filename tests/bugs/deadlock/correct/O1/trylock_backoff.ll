; ModuleID = 'deadlock/correct/trylock_backoff.c'
source_filename = "deadlock/correct/trylock_backoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@first = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@second = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !7
@moves = dso_local local_unnamed_addr global i32 0, align 4, !dbg !42
@.str = private unnamed_addr constant [10 x i8] c"moves=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @forward(i8* nocapture readnone %0) #0 !dbg !51 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !55, metadata !DIExpression()), !dbg !56
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @first) #6, !dbg !57
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !58
  %4 = load i32, i32* @moves, align 4, !dbg !59, !tbaa !60
  %5 = add nsw i32 %4, 1, !dbg !59
  store i32 %5, i32* @moves, align 4, !dbg !59, !tbaa !60
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !64
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @first) #6, !dbg !65
  ret i8* null, !dbg !66
}

; Function Attrs: nounwind
declare !dbg !67 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @backward(i8* nocapture readnone %0) #0 !dbg !74 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !76, metadata !DIExpression()), !dbg !77
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !78
  %3 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef nonnull @first) #6, !dbg !82
  %4 = icmp eq i32 %3, 0, !dbg !84
  br i1 %4, label %10, label %5, !dbg !85

5:                                                ; preds = %1, %5
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !86
  %7 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !78
  %8 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef nonnull @first) #6, !dbg !82
  %9 = icmp eq i32 %8, 0, !dbg !84
  br i1 %9, label %10, label %5, !dbg !85, !llvm.loop !87

10:                                               ; preds = %5, %1
  %11 = load i32, i32* @moves, align 4, !dbg !91, !tbaa !60
  %12 = add nsw i32 %11, 1, !dbg !91
  store i32 %12, i32* @moves, align 4, !dbg !91, !tbaa !60
  %13 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @first) #6, !dbg !92
  %14 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !93
  ret i8* null, !dbg !94
}

; Function Attrs: nounwind
declare !dbg !95 i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !96 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !104
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !104
  %4 = bitcast i64* %2 to i8*, !dbg !104
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !104
  call void @llvm.dbg.value(metadata i64* %1, metadata !100, metadata !DIExpression(DW_OP_deref)), !dbg !105
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @forward, i8* noundef null) #6, !dbg !106
  call void @llvm.dbg.value(metadata i64* %2, metadata !103, metadata !DIExpression(DW_OP_deref)), !dbg !105
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @backward, i8* noundef null) #6, !dbg !107
  %7 = load i64, i64* %1, align 8, !dbg !108, !tbaa !109
  call void @llvm.dbg.value(metadata i64 %7, metadata !100, metadata !DIExpression()), !dbg !105
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6, !dbg !111
  %9 = load i64, i64* %2, align 8, !dbg !112, !tbaa !109
  call void @llvm.dbg.value(metadata i64 %9, metadata !103, metadata !DIExpression()), !dbg !105
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6, !dbg !113
  %11 = load i32, i32* @moves, align 4, !dbg !114, !tbaa !60
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !115
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !116
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !116
  ret i32 0, !dbg !117
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !118 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !136 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

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
!1 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deadlock/correct/trylock_backoff.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "610fc063bf62d98cdce006b487c5ffc6")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !42}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "second", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
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
!43 = distinct !DIGlobalVariable(name: "moves", scope: !2, file: !3, line: 9, type: !18, isLocal: false, isDefinition: true)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{!"Debian clang version 14.0.6"}
!51 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 11, type: !52, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !5}
!54 = !{!55}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 11, type: !5)
!56 = !DILocation(line: 0, scope: !51)
!57 = !DILocation(line: 12, column: 5, scope: !51)
!58 = !DILocation(line: 13, column: 5, scope: !51)
!59 = !DILocation(line: 14, column: 10, scope: !51)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 15, column: 5, scope: !51)
!65 = !DILocation(line: 16, column: 5, scope: !51)
!66 = !DILocation(line: 17, column: 5, scope: !51)
!67 = !DISubprogram(name: "pthread_mutex_lock", scope: !68, file: !68, line: 794, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !72)
!68 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!69 = !DISubroutineType(types: !70)
!70 = !{!18, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!72 = !{}
!73 = !DISubprogram(name: "pthread_mutex_unlock", scope: !68, file: !68, line: 835, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !72)
!74 = distinct !DISubprogram(name: "backward", scope: !3, file: !3, line: 20, type: !52, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!75 = !{!76}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !74, file: !3, line: 20, type: !5)
!77 = !DILocation(line: 0, scope: !74)
!78 = !DILocation(line: 22, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 21, column: 14)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 5)
!81 = distinct !DILexicalBlock(scope: !74, file: !3, line: 21, column: 5)
!82 = !DILocation(line: 23, column: 13, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 23, column: 13)
!84 = !DILocation(line: 23, column: 43, scope: !83)
!85 = !DILocation(line: 23, column: 13, scope: !79)
!86 = !DILocation(line: 25, column: 9, scope: !79)
!87 = distinct !{!87, !88, !89, !90}
!88 = !DILocation(line: 21, column: 5, scope: !81)
!89 = !DILocation(line: 26, column: 5, scope: !81)
!90 = !{!"llvm.loop.unroll.disable"}
!91 = !DILocation(line: 27, column: 10, scope: !74)
!92 = !DILocation(line: 28, column: 5, scope: !74)
!93 = !DILocation(line: 29, column: 5, scope: !74)
!94 = !DILocation(line: 30, column: 5, scope: !74)
!95 = !DISubprogram(name: "pthread_mutex_trylock", scope: !68, file: !68, line: 790, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !72)
!96 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !97, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!97 = !DISubroutineType(types: !98)
!98 = !{!18}
!99 = !{!100, !103}
!100 = !DILocalVariable(name: "a", scope: !96, file: !3, line: 34, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !102)
!102 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!103 = !DILocalVariable(name: "b", scope: !96, file: !3, line: 34, type: !101)
!104 = !DILocation(line: 34, column: 5, scope: !96)
!105 = !DILocation(line: 0, scope: !96)
!106 = !DILocation(line: 35, column: 5, scope: !96)
!107 = !DILocation(line: 36, column: 5, scope: !96)
!108 = !DILocation(line: 37, column: 18, scope: !96)
!109 = !{!110, !110, i64 0}
!110 = !{!"long", !62, i64 0}
!111 = !DILocation(line: 37, column: 5, scope: !96)
!112 = !DILocation(line: 38, column: 18, scope: !96)
!113 = !DILocation(line: 38, column: 5, scope: !96)
!114 = !DILocation(line: 39, column: 26, scope: !96)
!115 = !DILocation(line: 39, column: 5, scope: !96)
!116 = !DILocation(line: 41, column: 1, scope: !96)
!117 = !DILocation(line: 40, column: 5, scope: !96)
!118 = !DISubprogram(name: "pthread_create", scope: !68, file: !68, line: 202, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !72)
!119 = !DISubroutineType(types: !120)
!120 = !{!18, !121, !123, !134, !135}
!121 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !128)
!128 = !{!129, !133}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !127, file: !10, line: 58, baseType: !130, size: 448)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 448, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 56)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !127, file: !10, line: 59, baseType: !41, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!136 = !DISubprogram(name: "pthread_join", scope: !68, file: !68, line: 219, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !72)
!137 = !DISubroutineType(types: !138)
!138 = !{!18, !101, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
