; ModuleID = 'race/wrong/timeout_peek.c'
source_filename = "race/wrong/timeout_peek.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.timespec = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@done_cv = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@result = dso_local local_unnamed_addr global i64 0, align 8, !dbg !49
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !46
@.str = private unnamed_addr constant [12 x i8] c"result %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"timed out, partial %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i8* @work(i8* noundef readnone returned %0) #0 !dbg !86 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !90, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 0, metadata !91, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 1, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 undef, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 undef, metadata !91, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i32 undef, metadata !91, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_mul, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value)), !dbg !94
  store i64 30, i64* @result, align 8, !dbg !96, !tbaa !97
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #7, !dbg !101
  store i32 1, i32* @done, align 4, !dbg !102, !tbaa !103
  %3 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @done_cv) #7, !dbg !105
  %4 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #7, !dbg !106
  ret i8* %0, !dbg !107
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !108 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !114 i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !118 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !119 {
  %1 = alloca i64, align 8
  %2 = alloca %struct.timespec, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !137
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !137
  call void @llvm.dbg.value(metadata i64* %1, metadata !123, metadata !DIExpression(DW_OP_deref)), !dbg !138
  %4 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef null) #7, !dbg !139
  %5 = bitcast %struct.timespec* %2 to i8*, !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %5) #7, !dbg !140
  call void @llvm.dbg.declare(metadata %struct.timespec* %2, metadata !126, metadata !DIExpression()), !dbg !141
  %6 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef nonnull %2) #7, !dbg !142
  %7 = getelementptr inbounds %struct.timespec, %struct.timespec* %2, i64 0, i32 0, !dbg !143
  %8 = load i64, i64* %7, align 8, !dbg !144, !tbaa !145
  %9 = add nsw i64 %8, 2, !dbg !144
  store i64 %9, i64* %7, align 8, !dbg !144, !tbaa !145
  %10 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @m) #7, !dbg !147
  call void @llvm.dbg.value(metadata i32 0, metadata !135, metadata !DIExpression()), !dbg !138
  %11 = load i32, i32* @done, align 4, !dbg !148, !tbaa !103
  %12 = icmp eq i32 %11, 0, !dbg !148
  br i1 %12, label %13, label %19, !dbg !149

13:                                               ; preds = %0, %13
  %14 = call i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef nonnull @done_cv, %union.pthread_mutex_t* noundef nonnull @m, %struct.timespec* noundef nonnull %2) #7, !dbg !150
  call void @llvm.dbg.value(metadata i32 %14, metadata !135, metadata !DIExpression()), !dbg !138
  %15 = load i32, i32* @done, align 4, !dbg !148, !tbaa !103
  %16 = icmp eq i32 %15, 0, !dbg !148
  %17 = icmp ne i32 %14, 110, !dbg !151
  %18 = select i1 %16, i1 %17, i1 false, !dbg !151
  br i1 %18, label %13, label %19, !dbg !149, !llvm.loop !152

19:                                               ; preds = %13, %0
  %20 = phi i1 [ %12, %0 ], [ %16, %13 ], !dbg !148
  call void @llvm.dbg.value(metadata i32 undef, metadata !136, metadata !DIExpression()), !dbg !138
  %21 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @m) #7, !dbg !156
  %22 = load i64, i64* @result, align 8, !dbg !157, !tbaa !97
  %23 = select i1 %20, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0)
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) %23, i64 noundef %22), !dbg !157
  %25 = load i64, i64* %1, align 8, !dbg !159, !tbaa !97
  call void @llvm.dbg.value(metadata i64 %25, metadata !123, metadata !DIExpression()), !dbg !138
  %26 = call i32 @pthread_join(i64 noundef %25, i8** noundef null) #7, !dbg !160
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %5) #7, !dbg !161
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !161
  ret i32 0, !dbg !162
}

; Function Attrs: nounwind
declare !dbg !163 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !181 i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) local_unnamed_addr #3

declare !dbg !189 i32 @pthread_cond_timedwait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef, %struct.timespec* noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !197 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 12, type: !52, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/timeout_peek.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "dd97230f8b94abc80709affdc8be1c92")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46, !49}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "done_cv", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
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
!47 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 14, type: !48, isLocal: false, isDefinition: true)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 15, type: !51, isLocal: false, isDefinition: true)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !54)
!54 = !{!55, !74, !78}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !53, file: !10, line: 69, baseType: !56, size: 320)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !57, line: 22, size: 320, elements: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!58 = !{!59, !60, !61, !62, !63, !64, !66, !67}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !56, file: !57, line: 24, baseType: !48, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !56, file: !57, line: 25, baseType: !28, size: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !56, file: !57, line: 26, baseType: !48, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !56, file: !57, line: 28, baseType: !28, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !56, file: !57, line: 32, baseType: !48, size: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !56, file: !57, line: 34, baseType: !65, size: 16, offset: 160)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !56, file: !57, line: 35, baseType: !65, size: 16, offset: 176)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !56, file: !57, line: 36, baseType: !68, size: 128, offset: 192)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !15, line: 55, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !15, line: 51, size: 128, elements: !70)
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !69, file: !15, line: 53, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !69, file: !15, line: 54, baseType: !72, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !53, file: !10, line: 70, baseType: !75, size: 320)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 40)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !53, file: !10, line: 71, baseType: !51, size: 64)
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 7, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 1}
!85 = !{!"Debian clang version 14.0.6"}
!86 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 17, type: !87, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!5, !5}
!89 = !{!90, !91, !92}
!90 = !DILocalVariable(name: "arg", arg: 1, scope: !86, file: !3, line: 17, type: !5)
!91 = !DILocalVariable(name: "s", scope: !86, file: !3, line: 18, type: !51)
!92 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 19, type: !48)
!93 = distinct !DILexicalBlock(scope: !86, file: !3, line: 19, column: 3)
!94 = !DILocation(line: 0, scope: !86)
!95 = !DILocation(line: 0, scope: !93)
!96 = !DILocation(line: 21, column: 10, scope: !86)
!97 = !{!98, !98, i64 0}
!98 = !{!"long", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 22, column: 3, scope: !86)
!102 = !DILocation(line: 23, column: 8, scope: !86)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !99, i64 0}
!105 = !DILocation(line: 24, column: 3, scope: !86)
!106 = !DILocation(line: 25, column: 3, scope: !86)
!107 = !DILocation(line: 26, column: 3, scope: !86)
!108 = !DISubprogram(name: "pthread_mutex_lock", scope: !109, file: !109, line: 794, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !113)
!109 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!110 = !DISubroutineType(types: !111)
!111 = !{!48, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!113 = !{}
!114 = !DISubprogram(name: "pthread_cond_signal", scope: !109, file: !109, line: 1121, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !113)
!115 = !DISubroutineType(types: !116)
!116 = !{!48, !117}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!118 = !DISubprogram(name: "pthread_mutex_unlock", scope: !109, file: !109, line: 835, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !113)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !120, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!120 = !DISubroutineType(types: !121)
!121 = !{!48}
!122 = !{!123, !126, !135, !136}
!123 = !DILocalVariable(name: "t", scope: !119, file: !3, line: 30, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !125)
!125 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!126 = !DILocalVariable(name: "deadline", scope: !119, file: !3, line: 32, type: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !128, line: 11, size: 128, elements: !129)
!128 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!129 = !{!130, !133}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !127, file: !128, line: 16, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !132, line: 160, baseType: !51)
!132 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!133 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !127, file: !128, line: 21, baseType: !134, size: 64, offset: 64)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !132, line: 197, baseType: !51)
!135 = !DILocalVariable(name: "rc", scope: !119, file: !3, line: 36, type: !48)
!136 = !DILocalVariable(name: "ok", scope: !119, file: !3, line: 39, type: !48)
!137 = !DILocation(line: 30, column: 3, scope: !119)
!138 = !DILocation(line: 0, scope: !119)
!139 = !DILocation(line: 31, column: 3, scope: !119)
!140 = !DILocation(line: 32, column: 3, scope: !119)
!141 = !DILocation(line: 32, column: 19, scope: !119)
!142 = !DILocation(line: 33, column: 3, scope: !119)
!143 = !DILocation(line: 34, column: 12, scope: !119)
!144 = !DILocation(line: 34, column: 19, scope: !119)
!145 = !{!146, !98, i64 0}
!146 = !{!"timespec", !98, i64 0, !98, i64 8}
!147 = !DILocation(line: 35, column: 3, scope: !119)
!148 = !DILocation(line: 37, column: 11, scope: !119)
!149 = !DILocation(line: 37, column: 3, scope: !119)
!150 = !DILocation(line: 38, column: 10, scope: !119)
!151 = !DILocation(line: 37, column: 16, scope: !119)
!152 = distinct !{!152, !149, !153, !154, !155}
!153 = !DILocation(line: 38, column: 56, scope: !119)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !{!"llvm.loop.unroll.disable"}
!156 = !DILocation(line: 40, column: 3, scope: !119)
!157 = !DILocation(line: 0, scope: !158)
!158 = distinct !DILexicalBlock(scope: !119, file: !3, line: 41, column: 7)
!159 = !DILocation(line: 45, column: 16, scope: !119)
!160 = !DILocation(line: 45, column: 3, scope: !119)
!161 = !DILocation(line: 47, column: 1, scope: !119)
!162 = !DILocation(line: 46, column: 3, scope: !119)
!163 = !DISubprogram(name: "pthread_create", scope: !109, file: !109, line: 202, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !113)
!164 = !DISubroutineType(types: !165)
!165 = !{!48, !166, !168, !179, !180}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !172)
!172 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !173)
!173 = !{!174, !178}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !172, file: !10, line: 58, baseType: !175, size: 448)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 56)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !172, file: !10, line: 59, baseType: !51, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!181 = !DISubprogram(name: "clock_gettime", scope: !182, file: !182, line: 288, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !113)
!182 = !DIFile(filename: "/usr/include/time.h", directory: "", checksumkind: CSK_MD5, checksum: "2680dca3d5ba26e957b6fd37deaada6c")
!183 = !DISubroutineType(types: !184)
!184 = !{!48, !185, !188}
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "clockid_t", file: !186, line: 7, baseType: !187)
!186 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/clockid_t.h", directory: "", checksumkind: CSK_MD5, checksum: "099a80153c2ad48bc7f5f4a188cb6d24")
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "__clockid_t", file: !132, line: 169, baseType: !48)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!189 = !DISubprogram(name: "pthread_cond_timedwait", scope: !109, file: !109, line: 1145, type: !190, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !113)
!190 = !DISubroutineType(types: !191)
!191 = !{!48, !192, !193, !194}
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!194 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !196, size: 64)
!196 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !127)
!197 = !DISubprogram(name: "pthread_join", scope: !109, file: !109, line: 219, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !113)
!198 = !DISubroutineType(types: !199)
!199 = !{!48, !124, !200}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
