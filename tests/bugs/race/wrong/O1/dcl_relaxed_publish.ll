; ModuleID = 'dcl_relaxed_publish.c'
source_filename = "dcl_relaxed_publish.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1
@instance = internal unnamed_addr global %struct.config* null, align 8, !dbg !0
@init_lock = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !19

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !65 {
  %1 = alloca [2 x i64], align 16
  %2 = alloca [2 x i8*], align 16
  %3 = bitcast [2 x i64]* %1 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #9, !dbg !81
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !69, metadata !DIExpression()), !dbg !82
  %4 = bitcast [2 x i8*]* %2 to i8*, !dbg !83
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #9, !dbg !83
  call void @llvm.dbg.declare(metadata [2 x i8*]* %2, metadata !75, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !85
  br label %5, !dbg !86

5:                                                ; preds = %0, %5
  %6 = phi i64 [ 0, %0 ], [ %9, %5 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !77, metadata !DIExpression()), !dbg !85
  %7 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %6, !dbg !87
  %8 = call i32 @pthread_create(i64* noundef nonnull %7, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @user, i8* noundef null) #9, !dbg !89
  %9 = add nuw nsw i64 %6, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %9, metadata !77, metadata !DIExpression()), !dbg !85
  %10 = icmp eq i64 %6, 0, !dbg !91
  br i1 %10, label %5, label %21, !dbg !86, !llvm.loop !92

11:                                               ; preds = %21
  %12 = getelementptr inbounds [2 x i8*], [2 x i8*]* %2, i64 0, i64 0, !dbg !96
  %13 = load i8*, i8** %12, align 16, !dbg !96, !tbaa !97
  %14 = ptrtoint i8* %13 to i64, !dbg !101
  %15 = getelementptr inbounds [2 x i8*], [2 x i8*]* %2, i64 0, i64 1, !dbg !102
  %16 = load i8*, i8** %15, align 8, !dbg !102, !tbaa !97
  %17 = ptrtoint i8* %16 to i64, !dbg !103
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %14, i64 noundef %17), !dbg !104
  %19 = load atomic i64, i64* bitcast (%struct.config** @instance to i64*) seq_cst, align 8, !dbg !105
  %20 = inttoptr i64 %19 to i8*, !dbg !105
  call void @free(i8* noundef %20) #9, !dbg !106
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #9, !dbg !107
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #9, !dbg !107
  ret i32 0, !dbg !108

21:                                               ; preds = %5, %21
  %22 = phi i64 [ %27, %21 ], [ 0, %5 ]
  call void @llvm.dbg.value(metadata i64 %22, metadata !79, metadata !DIExpression()), !dbg !109
  %23 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %22, !dbg !110
  %24 = load i64, i64* %23, align 8, !dbg !110, !tbaa !112
  %25 = getelementptr inbounds [2 x i8*], [2 x i8*]* %2, i64 0, i64 %22, !dbg !114
  %26 = call i32 @pthread_join(i64 noundef %24, i8** noundef nonnull %25) #9, !dbg !115
  %27 = add nuw nsw i64 %22, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %27, metadata !79, metadata !DIExpression()), !dbg !109
  %28 = icmp eq i64 %22, 0, !dbg !117
  br i1 %28, label %21, label %11, !dbg !118, !llvm.loop !119
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare !dbg !121 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal i8* @user(i8* nocapture noundef readnone %0) #0 !dbg !143 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !145, metadata !DIExpression()), !dbg !147
  %2 = load atomic i64, i64* bitcast (%struct.config** @instance to i64*) acquire, align 8, !dbg !148
  %3 = inttoptr i64 %2 to %struct.config*, !dbg !148
  call void @llvm.dbg.value(metadata %struct.config* %3, metadata !153, metadata !DIExpression()) #9, !dbg !155
  %4 = icmp eq i64 %2, 0, !dbg !156
  br i1 %4, label %5, label %19, !dbg !158

5:                                                ; preds = %1
  %6 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @init_lock) #9, !dbg !159
  %7 = load atomic i64, i64* bitcast (%struct.config** @instance to i64*) monotonic, align 8, !dbg !161
  %8 = inttoptr i64 %7 to %struct.config*, !dbg !161
  call void @llvm.dbg.value(metadata %struct.config* %8, metadata !153, metadata !DIExpression()) #9, !dbg !155
  %9 = icmp eq i64 %7, 0, !dbg !162
  br i1 %9, label %10, label %16, !dbg !164

10:                                               ; preds = %5
  %11 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #9, !dbg !165
  %12 = bitcast i8* %11 to %struct.config*, !dbg !165
  call void @llvm.dbg.value(metadata %struct.config* %12, metadata !153, metadata !DIExpression()) #9, !dbg !155
  %13 = getelementptr inbounds %struct.config, %struct.config* %12, i64 0, i32 0, !dbg !167
  store i32 1, i32* %13, align 4, !dbg !168, !tbaa !169
  %14 = getelementptr inbounds %struct.config, %struct.config* %12, i64 0, i32 1, !dbg !172
  store i32 3, i32* %14, align 4, !dbg !173, !tbaa !174
  %15 = ptrtoint i8* %11 to i64, !dbg !175
  store atomic i64 %15, i64* bitcast (%struct.config** @instance to i64*) monotonic, align 8, !dbg !175
  br label %16, !dbg !176

16:                                               ; preds = %10, %5
  %17 = phi %struct.config* [ %12, %10 ], [ %8, %5 ], !dbg !177
  call void @llvm.dbg.value(metadata %struct.config* %17, metadata !153, metadata !DIExpression()) #9, !dbg !155
  %18 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @init_lock) #9, !dbg !178
  br label %19, !dbg !179

19:                                               ; preds = %1, %16
  %20 = phi %struct.config* [ %17, %16 ], [ %3, %1 ], !dbg !155
  call void @llvm.dbg.value(metadata %struct.config* %20, metadata !153, metadata !DIExpression()) #9, !dbg !155
  call void @llvm.dbg.value(metadata %struct.config* %20, metadata !146, metadata !DIExpression()), !dbg !147
  %21 = getelementptr inbounds %struct.config, %struct.config* %20, i64 0, i32 0, !dbg !180
  %22 = load i32, i32* %21, align 4, !dbg !180, !tbaa !169
  %23 = getelementptr inbounds %struct.config, %struct.config* %20, i64 0, i32 1, !dbg !181
  %24 = load i32, i32* %23, align 4, !dbg !181, !tbaa !174
  %25 = add nsw i32 %24, %22, !dbg !182
  %26 = sext i32 %25 to i64, !dbg !183
  %27 = inttoptr i64 %26 to i8*, !dbg !184
  ret i8* %27, !dbg !185
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !186 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !190 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare !dbg !194 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "instance", scope: !2, file: !3, line: 14, type: !52, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dcl_relaxed_publish.c", directory: "/work/main/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "c19c5a1c67578dfced9225a435cb307e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !17}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !{!0, !19}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "init_lock", scope: !2, file: !3, line: 15, type: !21, isLocal: true, isDefinition: true)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !22, line: 72, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!23 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !22, line: 67, size: 320, elements: !24)
!24 = !{!25, !46, !51}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !23, file: !22, line: 69, baseType: !26, size: 320)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !27, line: 22, size: 320, elements: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!28 = !{!29, !31, !32, !33, !34, !35, !37, !38}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !26, file: !27, line: 24, baseType: !30, size: 32)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !26, file: !27, line: 25, baseType: !7, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !26, file: !27, line: 26, baseType: !30, size: 32, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !26, file: !27, line: 28, baseType: !7, size: 32, offset: 96)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !26, file: !27, line: 32, baseType: !30, size: 32, offset: 128)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !26, file: !27, line: 34, baseType: !36, size: 16, offset: 160)
!36 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !26, file: !27, line: 35, baseType: !36, size: 16, offset: 176)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !26, file: !27, line: 36, baseType: !39, size: 128, offset: 192)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !40, line: 55, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !40, line: 51, size: 128, elements: !42)
!42 = !{!43, !45}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !41, file: !40, line: 53, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !41, file: !40, line: 54, baseType: !44, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !23, file: !22, line: 70, baseType: !47, size: 320)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 320, elements: !49)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{!50}
!50 = !DISubrange(count: 40)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !23, file: !22, line: 71, baseType: !17, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 12, size: 64, elements: !55)
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !54, file: !3, line: 12, baseType: !30, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !54, file: !3, line: 12, baseType: !30, size: 32, offset: 32)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 7, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 1}
!64 = !{!"Debian clang version 14.0.6"}
!65 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !66, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!30}
!68 = !{!69, !75, !77, !79}
!69 = !DILocalVariable(name: "t", scope: !65, file: !3, line: 39, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 128, elements: !73)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !22, line: 27, baseType: !72)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !{!74}
!74 = !DISubrange(count: 2)
!75 = !DILocalVariable(name: "r", scope: !65, file: !3, line: 40, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !73)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 41, type: !30)
!78 = distinct !DILexicalBlock(scope: !65, file: !3, line: 41, column: 5)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 42, type: !30)
!80 = distinct !DILexicalBlock(scope: !65, file: !3, line: 42, column: 5)
!81 = !DILocation(line: 39, column: 5, scope: !65)
!82 = !DILocation(line: 39, column: 15, scope: !65)
!83 = !DILocation(line: 40, column: 5, scope: !65)
!84 = !DILocation(line: 40, column: 11, scope: !65)
!85 = !DILocation(line: 0, scope: !78)
!86 = !DILocation(line: 41, column: 5, scope: !78)
!87 = !DILocation(line: 41, column: 49, scope: !88)
!88 = distinct !DILexicalBlock(scope: !78, file: !3, line: 41, column: 5)
!89 = !DILocation(line: 41, column: 33, scope: !88)
!90 = !DILocation(line: 41, column: 29, scope: !88)
!91 = !DILocation(line: 41, column: 23, scope: !88)
!92 = distinct !{!92, !86, !93, !94, !95}
!93 = !DILocation(line: 41, column: 71, scope: !78)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !{!"llvm.loop.unroll.disable"}
!96 = !DILocation(line: 43, column: 31, scope: !65)
!97 = !{!98, !98, i64 0}
!98 = !{!"any pointer", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 43, column: 25, scope: !65)
!102 = !DILocation(line: 43, column: 43, scope: !65)
!103 = !DILocation(line: 43, column: 37, scope: !65)
!104 = !DILocation(line: 43, column: 5, scope: !65)
!105 = !DILocation(line: 44, column: 10, scope: !65)
!106 = !DILocation(line: 44, column: 5, scope: !65)
!107 = !DILocation(line: 46, column: 1, scope: !65)
!108 = !DILocation(line: 45, column: 5, scope: !65)
!109 = !DILocation(line: 0, scope: !80)
!110 = !DILocation(line: 42, column: 46, scope: !111)
!111 = distinct !DILexicalBlock(scope: !80, file: !3, line: 42, column: 5)
!112 = !{!113, !113, i64 0}
!113 = !{!"long", !99, i64 0}
!114 = !DILocation(line: 42, column: 53, scope: !111)
!115 = !DILocation(line: 42, column: 33, scope: !111)
!116 = !DILocation(line: 42, column: 29, scope: !111)
!117 = !DILocation(line: 42, column: 23, scope: !111)
!118 = !DILocation(line: 42, column: 5, scope: !80)
!119 = distinct !{!119, !118, !120, !94, !95}
!120 = !DILocation(line: 42, column: 57, scope: !80)
!121 = !DISubprogram(name: "pthread_create", scope: !122, file: !122, line: 202, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !142)
!122 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!123 = !DISubroutineType(types: !124)
!124 = !{!30, !125, !127, !138, !141}
!125 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !126)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !22, line: 62, baseType: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !22, line: 56, size: 448, elements: !132)
!132 = !{!133, !137}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !131, file: !22, line: 58, baseType: !134, size: 448)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 448, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 56)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !131, file: !22, line: 59, baseType: !17, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DISubroutineType(types: !140)
!140 = !{!16, !16}
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!142 = !{}
!143 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 33, type: !139, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !144)
!144 = !{!145, !146}
!145 = !DILocalVariable(name: "arg", arg: 1, scope: !143, file: !3, line: 33, type: !16)
!146 = !DILocalVariable(name: "c", scope: !143, file: !3, line: 34, type: !53)
!147 = !DILocation(line: 0, scope: !143)
!148 = !DILocation(line: 18, column: 24, scope: !149, inlinedAt: !154)
!149 = distinct !DISubprogram(name: "get_config", scope: !3, file: !3, line: 17, type: !150, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!150 = !DISubroutineType(types: !151)
!151 = !{!53}
!152 = !{!153}
!153 = !DILocalVariable(name: "c", scope: !149, file: !3, line: 18, type: !53)
!154 = distinct !DILocation(line: 34, column: 24, scope: !143)
!155 = !DILocation(line: 0, scope: !149, inlinedAt: !154)
!156 = !DILocation(line: 19, column: 11, scope: !157, inlinedAt: !154)
!157 = distinct !DILexicalBlock(scope: !149, file: !3, line: 19, column: 9)
!158 = !DILocation(line: 19, column: 9, scope: !149, inlinedAt: !154)
!159 = !DILocation(line: 20, column: 9, scope: !160, inlinedAt: !154)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 19, column: 20)
!161 = !DILocation(line: 21, column: 13, scope: !160, inlinedAt: !154)
!162 = !DILocation(line: 22, column: 15, scope: !163, inlinedAt: !154)
!163 = distinct !DILexicalBlock(scope: !160, file: !3, line: 22, column: 13)
!164 = !DILocation(line: 22, column: 13, scope: !160, inlinedAt: !154)
!165 = !DILocation(line: 23, column: 17, scope: !166, inlinedAt: !154)
!166 = distinct !DILexicalBlock(scope: !163, file: !3, line: 22, column: 24)
!167 = !DILocation(line: 24, column: 16, scope: !166, inlinedAt: !154)
!168 = !DILocation(line: 24, column: 24, scope: !166, inlinedAt: !154)
!169 = !{!170, !171, i64 0}
!170 = !{!"config", !171, i64 0, !171, i64 4}
!171 = !{!"int", !99, i64 0}
!172 = !DILocation(line: 25, column: 16, scope: !166, inlinedAt: !154)
!173 = !DILocation(line: 25, column: 22, scope: !166, inlinedAt: !154)
!174 = !{!170, !171, i64 4}
!175 = !DILocation(line: 26, column: 13, scope: !166, inlinedAt: !154)
!176 = !DILocation(line: 27, column: 9, scope: !166, inlinedAt: !154)
!177 = !DILocation(line: 0, scope: !160, inlinedAt: !154)
!178 = !DILocation(line: 28, column: 9, scope: !160, inlinedAt: !154)
!179 = !DILocation(line: 29, column: 5, scope: !160, inlinedAt: !154)
!180 = !DILocation(line: 35, column: 30, scope: !143)
!181 = !DILocation(line: 35, column: 43, scope: !143)
!182 = !DILocation(line: 35, column: 38, scope: !143)
!183 = !DILocation(line: 35, column: 20, scope: !143)
!184 = !DILocation(line: 35, column: 12, scope: !143)
!185 = !DILocation(line: 35, column: 5, scope: !143)
!186 = !DISubprogram(name: "pthread_join", scope: !122, file: !122, line: 219, type: !187, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !142)
!187 = !DISubroutineType(types: !188)
!188 = !{!30, !71, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!190 = !DISubprogram(name: "pthread_mutex_lock", scope: !122, file: !122, line: 794, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !142)
!191 = !DISubroutineType(types: !192)
!192 = !{!30, !193}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!194 = !DISubprogram(name: "pthread_mutex_unlock", scope: !122, file: !122, line: 835, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !142)
