; ModuleID = 'locked_counter_heap.c'
source_filename = "locked_counter_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%struct.counter = type { %union.pthread_mutex_t, i32 }
%union.pthread_mutexattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [13 x i8] c"c->hits == 6\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"locked_counter_heap.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"hits=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !15, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i8* %0, metadata !16, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !58
  %2 = bitcast i8* %0 to %union.pthread_mutex_t*
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !58
  %3 = getelementptr inbounds i8, i8* %0, i64 40
  %4 = bitcast i8* %3 to i32*
  br label %6, !dbg !59

5:                                                ; preds = %6
  ret i8* null, !dbg !60

6:                                                ; preds = %1, %6
  %7 = phi i32 [ 0, %1 ], [ %12, %6 ]
  call void @llvm.dbg.value(metadata i32 %7, metadata !55, metadata !DIExpression()), !dbg !58
  %8 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %2) #10, !dbg !61
  %9 = load i32, i32* %4, align 8, !dbg !64, !tbaa !65
  %10 = add nsw i32 %9, 1, !dbg !64
  store i32 %10, i32* %4, align 8, !dbg !64, !tbaa !65
  %11 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %2) #10, !dbg !70
  %12 = add nuw nsw i32 %7, 1, !dbg !71
  call void @llvm.dbg.value(metadata i32 %12, metadata !55, metadata !DIExpression()), !dbg !58
  %13 = icmp eq i32 %7, 0, !dbg !72
  br i1 %13, label %6, label %5, !dbg !59, !llvm.loop !73
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !77 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !83 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !84 {
  %1 = alloca [3 x i64], align 16
  %2 = call noalias dereferenceable_or_null(48) i8* @malloc(i64 noundef 48) #10, !dbg !99
  %3 = bitcast i8* %2 to %struct.counter*, !dbg !99
  call void @llvm.dbg.value(metadata %struct.counter* %3, metadata !88, metadata !DIExpression()), !dbg !100
  %4 = getelementptr inbounds %struct.counter, %struct.counter* %3, i64 0, i32 0, !dbg !101
  %5 = call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef %4, %union.pthread_mutexattr_t* noundef null) #10, !dbg !102
  %6 = getelementptr inbounds %struct.counter, %struct.counter* %3, i64 0, i32 1, !dbg !103
  store i32 0, i32* %6, align 8, !dbg !104, !tbaa !65
  %7 = bitcast [3 x i64]* %1 to i8*, !dbg !105
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %7) #10, !dbg !105
  call void @llvm.dbg.declare(metadata [3 x i64]* %1, metadata !89, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !107
  br label %8, !dbg !108

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %12, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !95, metadata !DIExpression()), !dbg !107
  %10 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %9, !dbg !109
  %11 = call i32 @pthread_create(i64* noundef nonnull %10, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef %2) #10, !dbg !111
  %12 = add nuw nsw i64 %9, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %12, metadata !95, metadata !DIExpression()), !dbg !107
  %13 = icmp eq i64 %12, 3, !dbg !113
  br i1 %13, label %17, label %8, !dbg !108, !llvm.loop !114

14:                                               ; preds = %17
  %15 = load i32, i32* %6, align 8, !dbg !116, !tbaa !65
  %16 = icmp eq i32 %15, 6, !dbg !116
  br i1 %16, label %25, label %24, !dbg !119

17:                                               ; preds = %8, %17
  %18 = phi i64 [ %22, %17 ], [ 0, %8 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !97, metadata !DIExpression()), !dbg !120
  %19 = getelementptr inbounds [3 x i64], [3 x i64]* %1, i64 0, i64 %18, !dbg !121
  %20 = load i64, i64* %19, align 8, !dbg !121, !tbaa !123
  %21 = call i32 @pthread_join(i64 noundef %20, i8** noundef null) #10, !dbg !125
  %22 = add nuw nsw i64 %18, 1, !dbg !126
  call void @llvm.dbg.value(metadata i64 %22, metadata !97, metadata !DIExpression()), !dbg !120
  %23 = icmp eq i64 %22, 3, !dbg !127
  br i1 %23, label %14, label %17, !dbg !128, !llvm.loop !129

24:                                               ; preds = %14
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef 34, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #11, !dbg !116
  unreachable, !dbg !116

25:                                               ; preds = %14
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef 6), !dbg !131
  %27 = call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef %4) #10, !dbg !132
  call void @free(i8* noundef %2) #10, !dbg !133
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %7) #10, !dbg !134
  ret i32 0, !dbg !135
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !136 i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef, %union.pthread_mutexattr_t* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !149 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !167 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !171 i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "locked_counter_heap.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "e9d345d304c902c01633bbaa51d68b8c")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{!3, !3}
!14 = !{!15, !16, !55}
!15 = !DILocalVariable(name: "arg", arg: 1, scope: !11, file: !1, line: 15, type: !3)
!16 = !DILocalVariable(name: "c", scope: !11, file: !1, line: 16, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "counter", file: !1, line: 10, size: 384, elements: !19)
!19 = !{!20, !54}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "lock", scope: !18, file: !1, line: 11, baseType: !21, size: 320)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !22, line: 72, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!23 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !22, line: 67, size: 320, elements: !24)
!24 = !{!25, !47, !52}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !23, file: !22, line: 69, baseType: !26, size: 320)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !27, line: 22, size: 320, elements: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!28 = !{!29, !31, !33, !34, !35, !36, !38, !39}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !26, file: !27, line: 24, baseType: !30, size: 32)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !26, file: !27, line: 25, baseType: !32, size: 32, offset: 32)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !26, file: !27, line: 26, baseType: !30, size: 32, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !26, file: !27, line: 28, baseType: !32, size: 32, offset: 96)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !26, file: !27, line: 32, baseType: !30, size: 32, offset: 128)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !26, file: !27, line: 34, baseType: !37, size: 16, offset: 160)
!37 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !26, file: !27, line: 35, baseType: !37, size: 16, offset: 176)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !26, file: !27, line: 36, baseType: !40, size: 128, offset: 192)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !41, line: 55, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !41, line: 51, size: 128, elements: !43)
!43 = !{!44, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !42, file: !41, line: 53, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !42, file: !41, line: 54, baseType: !45, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !23, file: !22, line: 70, baseType: !48, size: 320)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 320, elements: !50)
!49 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!50 = !{!51}
!51 = !DISubrange(count: 40)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !23, file: !22, line: 71, baseType: !53, size: 64)
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !18, file: !1, line: 12, baseType: !30, size: 32, offset: 320)
!55 = !DILocalVariable(name: "i", scope: !56, file: !1, line: 17, type: !30)
!56 = distinct !DILexicalBlock(scope: !11, file: !1, line: 17, column: 5)
!57 = !DILocation(line: 0, scope: !11)
!58 = !DILocation(line: 0, scope: !56)
!59 = !DILocation(line: 17, column: 5, scope: !56)
!60 = !DILocation(line: 22, column: 5, scope: !11)
!61 = !DILocation(line: 18, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !1, line: 17, column: 33)
!63 = distinct !DILexicalBlock(scope: !56, file: !1, line: 17, column: 5)
!64 = !DILocation(line: 19, column: 16, scope: !62)
!65 = !{!66, !69, i64 40}
!66 = !{!"counter", !67, i64 0, !69, i64 40}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !{!"int", !67, i64 0}
!70 = !DILocation(line: 20, column: 9, scope: !62)
!71 = !DILocation(line: 17, column: 29, scope: !63)
!72 = !DILocation(line: 17, column: 23, scope: !63)
!73 = distinct !{!73, !59, !74, !75, !76}
!74 = !DILocation(line: 21, column: 5, scope: !56)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !{!"llvm.loop.unroll.disable"}
!77 = !DISubprogram(name: "pthread_mutex_lock", scope: !78, file: !78, line: 794, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!78 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!79 = !DISubroutineType(types: !80)
!80 = !{!30, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!82 = !{}
!83 = !DISubprogram(name: "pthread_mutex_unlock", scope: !78, file: !78, line: 835, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!84 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !85, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!30}
!87 = !{!88, !89, !95, !97}
!88 = !DILocalVariable(name: "c", scope: !84, file: !1, line: 26, type: !17)
!89 = !DILocalVariable(name: "t", scope: !84, file: !1, line: 29, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 192, elements: !93)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !22, line: 27, baseType: !92)
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !{!94}
!94 = !DISubrange(count: 3)
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 30, type: !30)
!96 = distinct !DILexicalBlock(scope: !84, file: !1, line: 30, column: 5)
!97 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 32, type: !30)
!98 = distinct !DILexicalBlock(scope: !84, file: !1, line: 32, column: 5)
!99 = !DILocation(line: 26, column: 25, scope: !84)
!100 = !DILocation(line: 0, scope: !84)
!101 = !DILocation(line: 27, column: 28, scope: !84)
!102 = !DILocation(line: 27, column: 5, scope: !84)
!103 = !DILocation(line: 28, column: 8, scope: !84)
!104 = !DILocation(line: 28, column: 13, scope: !84)
!105 = !DILocation(line: 29, column: 5, scope: !84)
!106 = !DILocation(line: 29, column: 15, scope: !84)
!107 = !DILocation(line: 0, scope: !96)
!108 = !DILocation(line: 30, column: 5, scope: !96)
!109 = !DILocation(line: 31, column: 25, scope: !110)
!110 = distinct !DILexicalBlock(scope: !96, file: !1, line: 30, column: 5)
!111 = !DILocation(line: 31, column: 9, scope: !110)
!112 = !DILocation(line: 30, column: 29, scope: !110)
!113 = !DILocation(line: 30, column: 23, scope: !110)
!114 = distinct !{!114, !108, !115, !75, !76}
!115 = !DILocation(line: 31, column: 46, scope: !96)
!116 = !DILocation(line: 34, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !1, line: 34, column: 5)
!118 = distinct !DILexicalBlock(scope: !84, file: !1, line: 34, column: 5)
!119 = !DILocation(line: 34, column: 5, scope: !118)
!120 = !DILocation(line: 0, scope: !98)
!121 = !DILocation(line: 33, column: 22, scope: !122)
!122 = distinct !DILexicalBlock(scope: !98, file: !1, line: 32, column: 5)
!123 = !{!124, !124, i64 0}
!124 = !{!"long", !67, i64 0}
!125 = !DILocation(line: 33, column: 9, scope: !122)
!126 = !DILocation(line: 32, column: 29, scope: !122)
!127 = !DILocation(line: 32, column: 23, scope: !122)
!128 = !DILocation(line: 32, column: 5, scope: !98)
!129 = distinct !{!129, !128, !130, !75, !76}
!130 = !DILocation(line: 33, column: 32, scope: !98)
!131 = !DILocation(line: 35, column: 5, scope: !84)
!132 = !DILocation(line: 36, column: 5, scope: !84)
!133 = !DILocation(line: 37, column: 5, scope: !84)
!134 = !DILocation(line: 39, column: 1, scope: !84)
!135 = !DILocation(line: 38, column: 5, scope: !84)
!136 = !DISubprogram(name: "pthread_mutex_init", scope: !78, file: !78, line: 781, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!137 = !DISubroutineType(types: !138)
!138 = !{!30, !81, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !22, line: 36, baseType: !142)
!142 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !22, line: 32, size: 32, elements: !143)
!143 = !{!144, !148}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !142, file: !22, line: 34, baseType: !145, size: 32)
!145 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 32, elements: !146)
!146 = !{!147}
!147 = !DISubrange(count: 4)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !142, file: !22, line: 35, baseType: !30, size: 32)
!149 = !DISubprogram(name: "pthread_create", scope: !78, file: !78, line: 202, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!150 = !DISubroutineType(types: !151)
!151 = !{!30, !152, !154, !165, !166}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !156, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !22, line: 62, baseType: !158)
!158 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !22, line: 56, size: 448, elements: !159)
!159 = !{!160, !164}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !158, file: !22, line: 58, baseType: !161, size: 448)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 448, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 56)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !158, file: !22, line: 59, baseType: !53, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3)
!167 = !DISubprogram(name: "pthread_join", scope: !78, file: !78, line: 219, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!168 = !DISubroutineType(types: !169)
!169 = !{!30, !91, !170}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!171 = !DISubprogram(name: "pthread_mutex_destroy", scope: !78, file: !78, line: 786, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
