; ModuleID = 'sync/wrong/if_instead_of_while.c'
source_filename = "sync/wrong/if_instead_of_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@nonempty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@items = dso_local local_unnamed_addr global i32 0, align 4, !dbg !46
@.str = private unnamed_addr constant [10 x i8] c"items > 0\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"sync/wrong/if_instead_of_while.c\00", align 1
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @consumer(i8* nocapture readnone %0) #0 !dbg !84 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !88, metadata !DIExpression()), !dbg !89
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !90
  %3 = load i32, i32* @items, align 4, !dbg !91, !tbaa !93
  %4 = icmp eq i32 %3, 0, !dbg !97
  br i1 %4, label %5, label %7, !dbg !98

5:                                                ; preds = %1
  %6 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @nonempty, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !99
  br label %7, !dbg !99

7:                                                ; preds = %5, %1
  %8 = load i32, i32* @items, align 4, !dbg !100, !tbaa !93
  %9 = icmp sgt i32 %8, 0, !dbg !100
  br i1 %9, label %11, label %10, !dbg !103

10:                                               ; preds = %7
  call void @__assert_fail(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i64 0, i64 0), i32 noundef 16, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @__PRETTY_FUNCTION__.consumer, i64 0, i64 0)) #7, !dbg !100
  unreachable, !dbg !100

11:                                               ; preds = %7
  %12 = add nsw i32 %8, -1, !dbg !104
  store i32 %12, i32* @items, align 4, !dbg !104, !tbaa !93
  %13 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !105
  ret i8* null, !dbg !106
}

; Function Attrs: nounwind
declare !dbg !107 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

declare !dbg !113 i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !119 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !120 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !122, metadata !DIExpression()), !dbg !123
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !124
  %3 = load i32, i32* @items, align 4, !dbg !125, !tbaa !93
  %4 = add nsw i32 %3, 1, !dbg !125
  store i32 %4, i32* @items, align 4, !dbg !125, !tbaa !93
  %5 = call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef nonnull @nonempty) #6, !dbg !126
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !127
  ret i8* null, !dbg !128
}

; Function Attrs: nounwind
declare !dbg !129 i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !132 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %1 to i8*, !dbg !141
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !141
  %5 = bitcast i64* %2 to i8*, !dbg !141
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #6, !dbg !141
  %6 = bitcast i64* %3 to i8*, !dbg !141
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #6, !dbg !141
  call void @llvm.dbg.value(metadata i64* %1, metadata !136, metadata !DIExpression(DW_OP_deref)), !dbg !142
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #6, !dbg !143
  call void @llvm.dbg.value(metadata i64* %2, metadata !139, metadata !DIExpression(DW_OP_deref)), !dbg !142
  %8 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consumer, i8* noundef null) #6, !dbg !144
  call void @llvm.dbg.value(metadata i64* %3, metadata !140, metadata !DIExpression(DW_OP_deref)), !dbg !142
  %9 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #6, !dbg !145
  %10 = load i64, i64* %3, align 8, !dbg !146, !tbaa !147
  call void @llvm.dbg.value(metadata i64 %10, metadata !140, metadata !DIExpression()), !dbg !142
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #6, !dbg !149
  %12 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !150
  %13 = load i32, i32* @items, align 4, !dbg !151, !tbaa !93
  %14 = add nsw i32 %13, 1, !dbg !151
  store i32 %14, i32* @items, align 4, !dbg !151, !tbaa !93
  %15 = call i32 @pthread_cond_broadcast(%union.pthread_cond_t* noundef nonnull @nonempty) #6, !dbg !152
  %16 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !153
  %17 = load i64, i64* %1, align 8, !dbg !154, !tbaa !147
  call void @llvm.dbg.value(metadata i64 %17, metadata !136, metadata !DIExpression()), !dbg !142
  %18 = call i32 @pthread_join(i64 noundef %17, i8** noundef null) #6, !dbg !155
  %19 = load i64, i64* %2, align 8, !dbg !156, !tbaa !147
  call void @llvm.dbg.value(metadata i64 %19, metadata !139, metadata !DIExpression()), !dbg !142
  %20 = call i32 @pthread_join(i64 noundef %19, i8** noundef null) #6, !dbg !157
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #6, !dbg !158
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #6, !dbg !158
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !158
  ret i32 0, !dbg !159
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nounwind
declare !dbg !160 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !178 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !49, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/wrong/if_instead_of_while.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "280e870a9a9bf614fd8259f6c07ddd74")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "nonempty", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !10, line: 80, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 75, size: 384, elements: !12)
!12 = !{!13, !39, !44}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !11, file: !10, line: 77, baseType: !14, size: 384)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !15, line: 94, size: 384, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!16 = !{!17, !30, !31, !35, !36, !37, !38}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !14, file: !15, line: 96, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !19, line: 33, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!20 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !19, line: 25, size: 64, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !20, file: !19, line: 27, baseType: !23, size: 64)
!23 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !20, file: !19, line: 32, baseType: !25, size: 64)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !20, file: !19, line: 28, size: 64, elements: !26)
!26 = !{!27, !29}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !25, file: !19, line: 30, baseType: !28, size: 32)
!28 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !25, file: !19, line: 31, baseType: !28, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !14, file: !15, line: 97, baseType: !18, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !14, file: !15, line: 98, baseType: !32, size: 64, offset: 128)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 64, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 2)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !14, file: !15, line: 99, baseType: !32, size: 64, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !14, file: !15, line: 100, baseType: !28, size: 32, offset: 256)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !14, file: !15, line: 101, baseType: !28, size: 32, offset: 288)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !14, file: !15, line: 102, baseType: !32, size: 64, offset: 320)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !11, file: !10, line: 78, baseType: !40, size: 384)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 384, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 48)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !11, file: !10, line: 79, baseType: !45, size: 64)
!45 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "items", scope: !2, file: !3, line: 10, type: !48, isLocal: false, isDefinition: true)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !50)
!50 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !51)
!51 = !{!52, !71, !75}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !50, file: !10, line: 69, baseType: !53, size: 320)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !54, line: 22, size: 320, elements: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!55 = !{!56, !57, !58, !59, !60, !61, !63, !64}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !53, file: !54, line: 24, baseType: !48, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !53, file: !54, line: 25, baseType: !28, size: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !53, file: !54, line: 26, baseType: !48, size: 32, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !53, file: !54, line: 28, baseType: !28, size: 32, offset: 96)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !53, file: !54, line: 32, baseType: !48, size: 32, offset: 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !53, file: !54, line: 34, baseType: !62, size: 16, offset: 160)
!62 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !53, file: !54, line: 35, baseType: !62, size: 16, offset: 176)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !53, file: !54, line: 36, baseType: !65, size: 128, offset: 192)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !15, line: 55, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !15, line: 51, size: 128, elements: !67)
!67 = !{!68, !70}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !66, file: !15, line: 53, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !66, file: !15, line: 54, baseType: !69, size: 64, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !50, file: !10, line: 70, baseType: !72, size: 320)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 40)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !50, file: !10, line: 71, baseType: !76, size: 64)
!76 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!77 = !{i32 7, !"Dwarf Version", i32 5}
!78 = !{i32 2, !"Debug Info Version", i32 3}
!79 = !{i32 1, !"wchar_size", i32 4}
!80 = !{i32 7, !"PIC Level", i32 2}
!81 = !{i32 7, !"PIE Level", i32 2}
!82 = !{i32 7, !"uwtable", i32 1}
!83 = !{!"Debian clang version 14.0.6"}
!84 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 12, type: !85, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !5}
!87 = !{!88}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !84, file: !3, line: 12, type: !5)
!89 = !DILocation(line: 0, scope: !84)
!90 = !DILocation(line: 13, column: 5, scope: !84)
!91 = !DILocation(line: 14, column: 9, scope: !92)
!92 = distinct !DILexicalBlock(scope: !84, file: !3, line: 14, column: 9)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 14, column: 15, scope: !92)
!98 = !DILocation(line: 14, column: 9, scope: !84)
!99 = !DILocation(line: 15, column: 9, scope: !92)
!100 = !DILocation(line: 16, column: 5, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 16, column: 5)
!102 = distinct !DILexicalBlock(scope: !84, file: !3, line: 16, column: 5)
!103 = !DILocation(line: 16, column: 5, scope: !102)
!104 = !DILocation(line: 17, column: 10, scope: !84)
!105 = !DILocation(line: 18, column: 5, scope: !84)
!106 = !DILocation(line: 19, column: 5, scope: !84)
!107 = !DISubprogram(name: "pthread_mutex_lock", scope: !108, file: !108, line: 794, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!108 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!109 = !DISubroutineType(types: !110)
!110 = !{!48, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!112 = !{}
!113 = !DISubprogram(name: "pthread_cond_wait", scope: !108, file: !108, line: 1133, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!114 = !DISubroutineType(types: !115)
!115 = !{!48, !116, !118}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!119 = !DISubprogram(name: "pthread_mutex_unlock", scope: !108, file: !108, line: 835, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!120 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 22, type: !85, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!121 = !{!122}
!122 = !DILocalVariable(name: "arg", arg: 1, scope: !120, file: !3, line: 22, type: !5)
!123 = !DILocation(line: 0, scope: !120)
!124 = !DILocation(line: 23, column: 5, scope: !120)
!125 = !DILocation(line: 24, column: 10, scope: !120)
!126 = !DILocation(line: 25, column: 5, scope: !120)
!127 = !DILocation(line: 26, column: 5, scope: !120)
!128 = !DILocation(line: 27, column: 5, scope: !120)
!129 = !DISubprogram(name: "pthread_cond_broadcast", scope: !108, file: !108, line: 1125, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!130 = !DISubroutineType(types: !131)
!131 = !{!48, !117}
!132 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !133, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!48}
!135 = !{!136, !139, !140}
!136 = !DILocalVariable(name: "c1", scope: !132, file: !3, line: 31, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !138)
!138 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!139 = !DILocalVariable(name: "c2", scope: !132, file: !3, line: 31, type: !137)
!140 = !DILocalVariable(name: "p", scope: !132, file: !3, line: 31, type: !137)
!141 = !DILocation(line: 31, column: 5, scope: !132)
!142 = !DILocation(line: 0, scope: !132)
!143 = !DILocation(line: 32, column: 5, scope: !132)
!144 = !DILocation(line: 33, column: 5, scope: !132)
!145 = !DILocation(line: 34, column: 5, scope: !132)
!146 = !DILocation(line: 35, column: 18, scope: !132)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !95, i64 0}
!149 = !DILocation(line: 35, column: 5, scope: !132)
!150 = !DILocation(line: 36, column: 5, scope: !132)
!151 = !DILocation(line: 37, column: 10, scope: !132)
!152 = !DILocation(line: 38, column: 5, scope: !132)
!153 = !DILocation(line: 39, column: 5, scope: !132)
!154 = !DILocation(line: 40, column: 18, scope: !132)
!155 = !DILocation(line: 40, column: 5, scope: !132)
!156 = !DILocation(line: 41, column: 18, scope: !132)
!157 = !DILocation(line: 41, column: 5, scope: !132)
!158 = !DILocation(line: 43, column: 1, scope: !132)
!159 = !DILocation(line: 42, column: 5, scope: !132)
!160 = !DISubprogram(name: "pthread_create", scope: !108, file: !108, line: 202, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!161 = !DISubroutineType(types: !162)
!162 = !{!48, !163, !165, !176, !177}
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !168)
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !169)
!169 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !170)
!170 = !{!171, !175}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !169, file: !10, line: 58, baseType: !172, size: 448)
!172 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !173)
!173 = !{!174}
!174 = !DISubrange(count: 56)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !169, file: !10, line: 59, baseType: !76, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!178 = !DISubprogram(name: "pthread_join", scope: !108, file: !108, line: 219, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!179 = !DISubroutineType(types: !180)
!180 = !{!48, !137, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
