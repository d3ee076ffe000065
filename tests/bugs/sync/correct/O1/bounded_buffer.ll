; ModuleID = 'sync/correct/bounded_buffer.c'
source_filename = "sync/correct/bounded_buffer.c"
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
@not_full = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !7
@not_empty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !46
@full = dso_local local_unnamed_addr global i32 0, align 4, !dbg !51
@slot = dso_local local_unnamed_addr global i32 0, align 4, !dbg !48
@.str = private unnamed_addr constant [17 x i8] c"a == 1 && b == 2\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"sync/correct/bounded_buffer.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @put(i32 noundef %0) local_unnamed_addr #0 !dbg !88 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !92, metadata !DIExpression()), !dbg !93
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !94
  %3 = load i32, i32* @full, align 4, !dbg !95, !tbaa !96
  %4 = icmp eq i32 %3, 0, !dbg !100
  br i1 %4, label %9, label %5, !dbg !100

5:                                                ; preds = %1, %5
  %6 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_full, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !101
  %7 = load i32, i32* @full, align 4, !dbg !95, !tbaa !96
  %8 = icmp eq i32 %7, 0, !dbg !100
  br i1 %8, label %9, label %5, !dbg !100, !llvm.loop !102

9:                                                ; preds = %5, %1
  store i32 %0, i32* @slot, align 4, !dbg !106, !tbaa !96
  store i32 1, i32* @full, align 4, !dbg !107, !tbaa !96
  %10 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_empty) #6, !dbg !108
  %11 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !109
  ret void, !dbg !110
}

; Function Attrs: nounwind
declare !dbg !111 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

declare !dbg !117 i32 @pthread_cond_wait(%union.pthread_cond_t* noundef, %union.pthread_mutex_t* noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !123 i32 @pthread_cond_signal(%union.pthread_cond_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !126 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @get() local_unnamed_addr #0 !dbg !127 {
  %1 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !132
  %2 = load i32, i32* @full, align 4, !dbg !133, !tbaa !96
  %3 = icmp eq i32 %2, 0, !dbg !134
  br i1 %3, label %4, label %8, !dbg !135

4:                                                ; preds = %0, %4
  %5 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_empty, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !136
  %6 = load i32, i32* @full, align 4, !dbg !133, !tbaa !96
  %7 = icmp eq i32 %6, 0, !dbg !134
  br i1 %7, label %4, label %8, !dbg !135, !llvm.loop !137

8:                                                ; preds = %4, %0
  %9 = load i32, i32* @slot, align 4, !dbg !139, !tbaa !96
  call void @llvm.dbg.value(metadata i32 %9, metadata !131, metadata !DIExpression()), !dbg !140
  store i32 0, i32* @full, align 4, !dbg !141, !tbaa !96
  %10 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_full) #6, !dbg !142
  %11 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !143
  ret i32 %9, !dbg !144
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @producer(i8* nocapture readnone %0) #0 !dbg !145 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !149, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 1, metadata !92, metadata !DIExpression()) #6, !dbg !151
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !153
  %3 = load i32, i32* @full, align 4, !dbg !154, !tbaa !96
  %4 = icmp eq i32 %3, 0, !dbg !155
  br i1 %4, label %9, label %5, !dbg !155

5:                                                ; preds = %1, %5
  %6 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_full, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !156
  %7 = load i32, i32* @full, align 4, !dbg !154, !tbaa !96
  %8 = icmp eq i32 %7, 0, !dbg !155
  br i1 %8, label %9, label %5, !dbg !155, !llvm.loop !157

9:                                                ; preds = %5, %1
  store i32 1, i32* @slot, align 4, !dbg !159, !tbaa !96
  store i32 1, i32* @full, align 4, !dbg !160, !tbaa !96
  %10 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_empty) #6, !dbg !161
  %11 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !162
  call void @llvm.dbg.value(metadata i32 2, metadata !92, metadata !DIExpression()) #6, !dbg !163
  %12 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !165
  %13 = load i32, i32* @full, align 4, !dbg !166, !tbaa !96
  %14 = icmp eq i32 %13, 0, !dbg !167
  br i1 %14, label %19, label %15, !dbg !167

15:                                               ; preds = %9, %15
  %16 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_full, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !168
  %17 = load i32, i32* @full, align 4, !dbg !166, !tbaa !96
  %18 = icmp eq i32 %17, 0, !dbg !167
  br i1 %18, label %19, label %15, !dbg !167, !llvm.loop !169

19:                                               ; preds = %15, %9
  store i32 2, i32* @slot, align 4, !dbg !171, !tbaa !96
  store i32 1, i32* @full, align 4, !dbg !172, !tbaa !96
  %20 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_empty) #6, !dbg !173
  %21 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !174
  ret i8* null, !dbg !175
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !176 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !183
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #6, !dbg !183
  call void @llvm.dbg.value(metadata i64* %1, metadata !178, metadata !DIExpression(DW_OP_deref)), !dbg !184
  %3 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @producer, i8* noundef null) #6, !dbg !185
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !186
  %5 = load i32, i32* @full, align 4, !dbg !188, !tbaa !96
  %6 = icmp eq i32 %5, 0, !dbg !189
  br i1 %6, label %7, label %11, !dbg !190

7:                                                ; preds = %0, %7
  %8 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_empty, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !191
  %9 = load i32, i32* @full, align 4, !dbg !188, !tbaa !96
  %10 = icmp eq i32 %9, 0, !dbg !189
  br i1 %10, label %7, label %11, !dbg !190, !llvm.loop !192

11:                                               ; preds = %7, %0
  %12 = load i32, i32* @slot, align 4, !dbg !194, !tbaa !96
  call void @llvm.dbg.value(metadata i32 %12, metadata !131, metadata !DIExpression()) #6, !dbg !195
  store i32 0, i32* @full, align 4, !dbg !196, !tbaa !96
  %13 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_full) #6, !dbg !197
  %14 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !198
  call void @llvm.dbg.value(metadata i32 %12, metadata !181, metadata !DIExpression()), !dbg !184
  %15 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !199
  %16 = load i32, i32* @full, align 4, !dbg !201, !tbaa !96
  %17 = icmp eq i32 %16, 0, !dbg !202
  br i1 %17, label %18, label %22, !dbg !203

18:                                               ; preds = %11, %18
  %19 = call i32 @pthread_cond_wait(%union.pthread_cond_t* noundef nonnull @not_empty, %union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !204
  %20 = load i32, i32* @full, align 4, !dbg !201, !tbaa !96
  %21 = icmp eq i32 %20, 0, !dbg !202
  br i1 %21, label %18, label %22, !dbg !203, !llvm.loop !205

22:                                               ; preds = %18, %11
  %23 = load i32, i32* @slot, align 4, !dbg !207, !tbaa !96
  call void @llvm.dbg.value(metadata i32 %23, metadata !131, metadata !DIExpression()) #6, !dbg !208
  store i32 0, i32* @full, align 4, !dbg !209, !tbaa !96
  %24 = call i32 @pthread_cond_signal(%union.pthread_cond_t* noundef nonnull @not_full) #6, !dbg !210
  %25 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #6, !dbg !211
  call void @llvm.dbg.value(metadata i32 %23, metadata !182, metadata !DIExpression()), !dbg !184
  %26 = load i64, i64* %1, align 8, !dbg !212, !tbaa !213
  call void @llvm.dbg.value(metadata i64 %26, metadata !178, metadata !DIExpression()), !dbg !184
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null) #6, !dbg !215
  %28 = icmp eq i32 %12, 1, !dbg !216
  %29 = icmp eq i32 %23, 2, !dbg !216
  %30 = select i1 %28, i1 %29, i1 false, !dbg !216
  br i1 %30, label %32, label %31, !dbg !216

31:                                               ; preds = %22
  call void @__assert_fail(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 45, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #7, !dbg !216
  unreachable, !dbg !216

32:                                               ; preds = %22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #6, !dbg !219
  ret i32 0, !dbg !220
}

; Function Attrs: nounwind
declare !dbg !221 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !239 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86}
!llvm.ident = !{!87}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 7, type: !53, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/bounded_buffer.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "b69e88fd7aabffe853bc142de01348c3")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !46, !48, !51}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "not_full", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
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
!47 = distinct !DIGlobalVariable(name: "not_empty", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 10, type: !50, isLocal: false, isDefinition: true)
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "full", scope: !2, file: !3, line: 10, type: !50, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !55)
!55 = !{!56, !75, !79}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !54, file: !10, line: 69, baseType: !57, size: 320)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !58, line: 22, size: 320, elements: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!59 = !{!60, !61, !62, !63, !64, !65, !67, !68}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !57, file: !58, line: 24, baseType: !50, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !57, file: !58, line: 25, baseType: !28, size: 32, offset: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !57, file: !58, line: 26, baseType: !50, size: 32, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !57, file: !58, line: 28, baseType: !28, size: 32, offset: 96)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !57, file: !58, line: 32, baseType: !50, size: 32, offset: 128)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !57, file: !58, line: 34, baseType: !66, size: 16, offset: 160)
!66 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !57, file: !58, line: 35, baseType: !66, size: 16, offset: 176)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !57, file: !58, line: 36, baseType: !69, size: 128, offset: 192)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !15, line: 55, baseType: !70)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !15, line: 51, size: 128, elements: !71)
!71 = !{!72, !74}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !70, file: !15, line: 53, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !70, file: !15, line: 54, baseType: !73, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !54, file: !10, line: 70, baseType: !76, size: 320)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 40)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !54, file: !10, line: 71, baseType: !80, size: 64)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 7, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 1}
!87 = !{!"Debian clang version 14.0.6"}
!88 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 12, type: !89, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !50}
!91 = !{!92}
!92 = !DILocalVariable(name: "v", arg: 1, scope: !88, file: !3, line: 12, type: !50)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocation(line: 13, column: 5, scope: !88)
!95 = !DILocation(line: 14, column: 12, scope: !88)
!96 = !{!97, !97, i64 0}
!97 = !{!"int", !98, i64 0}
!98 = !{!"omnipotent char", !99, i64 0}
!99 = !{!"Simple C/C++ TBAA"}
!100 = !DILocation(line: 14, column: 5, scope: !88)
!101 = !DILocation(line: 15, column: 9, scope: !88)
!102 = distinct !{!102, !100, !103, !104, !105}
!103 = !DILocation(line: 15, column: 43, scope: !88)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !{!"llvm.loop.unroll.disable"}
!106 = !DILocation(line: 16, column: 10, scope: !88)
!107 = !DILocation(line: 17, column: 10, scope: !88)
!108 = !DILocation(line: 18, column: 5, scope: !88)
!109 = !DILocation(line: 19, column: 5, scope: !88)
!110 = !DILocation(line: 20, column: 1, scope: !88)
!111 = !DISubprogram(name: "pthread_mutex_lock", scope: !112, file: !112, line: 794, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !116)
!112 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!113 = !DISubroutineType(types: !114)
!114 = !{!50, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!116 = !{}
!117 = !DISubprogram(name: "pthread_cond_wait", scope: !112, file: !112, line: 1133, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !116)
!118 = !DISubroutineType(types: !119)
!119 = !{!50, !120, !122}
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!123 = !DISubprogram(name: "pthread_cond_signal", scope: !112, file: !112, line: 1121, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !116)
!124 = !DISubroutineType(types: !125)
!125 = !{!50, !121}
!126 = !DISubprogram(name: "pthread_mutex_unlock", scope: !112, file: !112, line: 835, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !116)
!127 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 22, type: !128, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!50}
!130 = !{!131}
!131 = !DILocalVariable(name: "v", scope: !127, file: !3, line: 26, type: !50)
!132 = !DILocation(line: 23, column: 5, scope: !127)
!133 = !DILocation(line: 24, column: 13, scope: !127)
!134 = !DILocation(line: 24, column: 12, scope: !127)
!135 = !DILocation(line: 24, column: 5, scope: !127)
!136 = !DILocation(line: 25, column: 9, scope: !127)
!137 = distinct !{!137, !135, !138, !104, !105}
!138 = !DILocation(line: 25, column: 44, scope: !127)
!139 = !DILocation(line: 26, column: 13, scope: !127)
!140 = !DILocation(line: 0, scope: !127)
!141 = !DILocation(line: 27, column: 10, scope: !127)
!142 = !DILocation(line: 28, column: 5, scope: !127)
!143 = !DILocation(line: 29, column: 5, scope: !127)
!144 = !DILocation(line: 30, column: 5, scope: !127)
!145 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 33, type: !146, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!5, !5}
!148 = !{!149}
!149 = !DILocalVariable(name: "arg", arg: 1, scope: !145, file: !3, line: 33, type: !5)
!150 = !DILocation(line: 0, scope: !145)
!151 = !DILocation(line: 0, scope: !88, inlinedAt: !152)
!152 = distinct !DILocation(line: 34, column: 5, scope: !145)
!153 = !DILocation(line: 13, column: 5, scope: !88, inlinedAt: !152)
!154 = !DILocation(line: 14, column: 12, scope: !88, inlinedAt: !152)
!155 = !DILocation(line: 14, column: 5, scope: !88, inlinedAt: !152)
!156 = !DILocation(line: 15, column: 9, scope: !88, inlinedAt: !152)
!157 = distinct !{!157, !155, !158, !104, !105}
!158 = !DILocation(line: 15, column: 43, scope: !88, inlinedAt: !152)
!159 = !DILocation(line: 16, column: 10, scope: !88, inlinedAt: !152)
!160 = !DILocation(line: 17, column: 10, scope: !88, inlinedAt: !152)
!161 = !DILocation(line: 18, column: 5, scope: !88, inlinedAt: !152)
!162 = !DILocation(line: 19, column: 5, scope: !88, inlinedAt: !152)
!163 = !DILocation(line: 0, scope: !88, inlinedAt: !164)
!164 = distinct !DILocation(line: 35, column: 5, scope: !145)
!165 = !DILocation(line: 13, column: 5, scope: !88, inlinedAt: !164)
!166 = !DILocation(line: 14, column: 12, scope: !88, inlinedAt: !164)
!167 = !DILocation(line: 14, column: 5, scope: !88, inlinedAt: !164)
!168 = !DILocation(line: 15, column: 9, scope: !88, inlinedAt: !164)
!169 = distinct !{!169, !167, !170, !104, !105}
!170 = !DILocation(line: 15, column: 43, scope: !88, inlinedAt: !164)
!171 = !DILocation(line: 16, column: 10, scope: !88, inlinedAt: !164)
!172 = !DILocation(line: 17, column: 10, scope: !88, inlinedAt: !164)
!173 = !DILocation(line: 18, column: 5, scope: !88, inlinedAt: !164)
!174 = !DILocation(line: 19, column: 5, scope: !88, inlinedAt: !164)
!175 = !DILocation(line: 36, column: 5, scope: !145)
!176 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !128, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !177)
!177 = !{!178, !181, !182}
!178 = !DILocalVariable(name: "p", scope: !176, file: !3, line: 40, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !180)
!180 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!181 = !DILocalVariable(name: "a", scope: !176, file: !3, line: 42, type: !50)
!182 = !DILocalVariable(name: "b", scope: !176, file: !3, line: 43, type: !50)
!183 = !DILocation(line: 40, column: 5, scope: !176)
!184 = !DILocation(line: 0, scope: !176)
!185 = !DILocation(line: 41, column: 5, scope: !176)
!186 = !DILocation(line: 23, column: 5, scope: !127, inlinedAt: !187)
!187 = distinct !DILocation(line: 42, column: 13, scope: !176)
!188 = !DILocation(line: 24, column: 13, scope: !127, inlinedAt: !187)
!189 = !DILocation(line: 24, column: 12, scope: !127, inlinedAt: !187)
!190 = !DILocation(line: 24, column: 5, scope: !127, inlinedAt: !187)
!191 = !DILocation(line: 25, column: 9, scope: !127, inlinedAt: !187)
!192 = distinct !{!192, !190, !193, !104, !105}
!193 = !DILocation(line: 25, column: 44, scope: !127, inlinedAt: !187)
!194 = !DILocation(line: 26, column: 13, scope: !127, inlinedAt: !187)
!195 = !DILocation(line: 0, scope: !127, inlinedAt: !187)
!196 = !DILocation(line: 27, column: 10, scope: !127, inlinedAt: !187)
!197 = !DILocation(line: 28, column: 5, scope: !127, inlinedAt: !187)
!198 = !DILocation(line: 29, column: 5, scope: !127, inlinedAt: !187)
!199 = !DILocation(line: 23, column: 5, scope: !127, inlinedAt: !200)
!200 = distinct !DILocation(line: 43, column: 13, scope: !176)
!201 = !DILocation(line: 24, column: 13, scope: !127, inlinedAt: !200)
!202 = !DILocation(line: 24, column: 12, scope: !127, inlinedAt: !200)
!203 = !DILocation(line: 24, column: 5, scope: !127, inlinedAt: !200)
!204 = !DILocation(line: 25, column: 9, scope: !127, inlinedAt: !200)
!205 = distinct !{!205, !203, !206, !104, !105}
!206 = !DILocation(line: 25, column: 44, scope: !127, inlinedAt: !200)
!207 = !DILocation(line: 26, column: 13, scope: !127, inlinedAt: !200)
!208 = !DILocation(line: 0, scope: !127, inlinedAt: !200)
!209 = !DILocation(line: 27, column: 10, scope: !127, inlinedAt: !200)
!210 = !DILocation(line: 28, column: 5, scope: !127, inlinedAt: !200)
!211 = !DILocation(line: 29, column: 5, scope: !127, inlinedAt: !200)
!212 = !DILocation(line: 44, column: 18, scope: !176)
!213 = !{!214, !214, i64 0}
!214 = !{!"long", !98, i64 0}
!215 = !DILocation(line: 44, column: 5, scope: !176)
!216 = !DILocation(line: 45, column: 5, scope: !217)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 45, column: 5)
!218 = distinct !DILexicalBlock(scope: !176, file: !3, line: 45, column: 5)
!219 = !DILocation(line: 47, column: 1, scope: !176)
!220 = !DILocation(line: 46, column: 5, scope: !176)
!221 = !DISubprogram(name: "pthread_create", scope: !112, file: !112, line: 202, type: !222, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !116)
!222 = !DISubroutineType(types: !223)
!223 = !{!50, !224, !226, !237, !238}
!224 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!226 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !227)
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !229)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !230)
!230 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !231)
!231 = !{!232, !236}
!232 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !230, file: !10, line: 58, baseType: !233, size: 448)
!233 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !234)
!234 = !{!235}
!235 = !DISubrange(count: 56)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !230, file: !10, line: 59, baseType: !80, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!239 = !DISubprogram(name: "pthread_join", scope: !112, file: !112, line: 219, type: !240, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !116)
!240 = !DISubroutineType(types: !241)
!241 = !{!50, !179, !242}
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
