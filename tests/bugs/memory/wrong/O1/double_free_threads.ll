; ModuleID = 'double_free_threads.c'
source_filename = "double_free_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !47 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #7, !dbg !57
  call void @llvm.dbg.value(metadata i8* %3, metadata !51, metadata !DIExpression()), !dbg !58
  %4 = bitcast i64* %1 to i8*, !dbg !59
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !59
  %5 = bitcast i64* %2 to i8*, !dbg !59
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7, !dbg !59
  call void @llvm.dbg.value(metadata i64* %1, metadata !53, metadata !DIExpression(DW_OP_deref)), !dbg !58
  %6 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @release, i8* noundef %3) #7, !dbg !60
  call void @llvm.dbg.value(metadata i64* %2, metadata !56, metadata !DIExpression(DW_OP_deref)), !dbg !58
  %7 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @release, i8* noundef %3) #7, !dbg !61
  %8 = load i64, i64* %1, align 8, !dbg !62, !tbaa !63
  call void @llvm.dbg.value(metadata i64 %8, metadata !53, metadata !DIExpression()), !dbg !58
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null) #7, !dbg !67
  %10 = load i64, i64* %2, align 8, !dbg !68, !tbaa !63
  call void @llvm.dbg.value(metadata i64 %10, metadata !56, metadata !DIExpression()), !dbg !58
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #7, !dbg !69
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7, !dbg !70
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !72 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal noalias i8* @release(i8* nocapture noundef %0) #0 !dbg !94 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !96, metadata !DIExpression()), !dbg !97
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @lock) #7, !dbg !98
  call void @free(i8* noundef %0) #7, !dbg !99
  %3 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @lock) #7, !dbg !100
  ret i8* null, !dbg !101
}

declare !dbg !102 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !106 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !110 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "double_free_threads.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "11eb5b7634eb79bc3c84b4e6296b6747")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !10)
!10 = !{!11, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 69, baseType: !12, size: 320)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !13, line: 22, size: 320, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!14 = !{!15, !17, !19, !20, !21, !22, !24, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !12, file: !13, line: 24, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !12, file: !13, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !12, file: !13, line: 26, baseType: !16, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !12, file: !13, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !12, file: !13, line: 32, baseType: !16, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !12, file: !13, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !12, file: !13, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !12, file: !13, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 1}
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !48, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!16}
!50 = !{!51, !53, !56}
!51 = !DILocalVariable(name: "shared", scope: !47, file: !3, line: 18, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!53 = !DILocalVariable(name: "a", scope: !47, file: !3, line: 19, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !55)
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DILocalVariable(name: "b", scope: !47, file: !3, line: 19, type: !54)
!57 = !DILocation(line: 18, column: 19, scope: !47)
!58 = !DILocation(line: 0, scope: !47)
!59 = !DILocation(line: 19, column: 5, scope: !47)
!60 = !DILocation(line: 20, column: 5, scope: !47)
!61 = !DILocation(line: 21, column: 5, scope: !47)
!62 = !DILocation(line: 22, column: 18, scope: !47)
!63 = !{!64, !64, i64 0}
!64 = !{!"long", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 22, column: 5, scope: !47)
!68 = !DILocation(line: 23, column: 18, scope: !47)
!69 = !DILocation(line: 23, column: 5, scope: !47)
!70 = !DILocation(line: 25, column: 1, scope: !47)
!71 = !DILocation(line: 24, column: 5, scope: !47)
!72 = !DISubprogram(name: "pthread_create", scope: !73, file: !73, line: 202, type: !74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
!73 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!74 = !DISubroutineType(types: !75)
!75 = !{!16, !76, !78, !89, !92}
!76 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !83)
!83 = !{!84, !88}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !82, file: !8, line: 58, baseType: !85, size: 448)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 56)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !82, file: !8, line: 59, baseType: !39, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DISubroutineType(types: !91)
!91 = !{!5, !5}
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!93 = !{}
!94 = distinct !DISubprogram(name: "release", scope: !3, file: !3, line: 10, type: !90, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !95)
!95 = !{!96}
!96 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !3, line: 10, type: !5)
!97 = !DILocation(line: 0, scope: !94)
!98 = !DILocation(line: 11, column: 5, scope: !94)
!99 = !DILocation(line: 12, column: 5, scope: !94)
!100 = !DILocation(line: 13, column: 5, scope: !94)
!101 = !DILocation(line: 14, column: 5, scope: !94)
!102 = !DISubprogram(name: "pthread_join", scope: !73, file: !73, line: 219, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
!103 = !DISubroutineType(types: !104)
!104 = !{!16, !54, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!106 = !DISubprogram(name: "pthread_mutex_lock", scope: !73, file: !73, line: 794, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
!107 = !DISubroutineType(types: !108)
!108 = !{!16, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!110 = !DISubprogram(name: "pthread_mutex_unlock", scope: !73, file: !73, line: 835, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !93)
