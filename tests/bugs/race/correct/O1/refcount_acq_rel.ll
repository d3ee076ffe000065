; ModuleID = 'refcount_acq_rel.c'
source_filename = "refcount_acq_rel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.object = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@shared = dso_local local_unnamed_addr global %struct.object* null, align 8, !dbg !0
@seen = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !19
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: mustprogress nounwind uwtable willreturn
define dso_local noalias i8* @user(i8* noundef %0) #0 !dbg !39 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !43, metadata !DIExpression()), !dbg !46
  %2 = ptrtoint i8* %0 to i64, !dbg !47
  call void @llvm.dbg.value(metadata i64 %2, metadata !44, metadata !DIExpression()), !dbg !46
  %3 = load %struct.object*, %struct.object** @shared, align 8, !dbg !48, !tbaa !49
  call void @llvm.dbg.value(metadata %struct.object* %3, metadata !45, metadata !DIExpression()), !dbg !46
  %4 = getelementptr inbounds %struct.object, %struct.object* %3, i64 0, i32 1, !dbg !53
  %5 = load i32, i32* %4, align 4, !dbg !53, !tbaa !54
  %6 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %2, !dbg !57
  store i32 %5, i32* %6, align 4, !dbg !58, !tbaa !59
  %7 = getelementptr inbounds %struct.object, %struct.object* %3, i64 0, i32 0, !dbg !60
  %8 = atomicrmw sub i32* %7, i32 1 acq_rel, align 4, !dbg !62
  %9 = icmp eq i32 %8, 1, !dbg !63
  br i1 %9, label %10, label %12, !dbg !64

10:                                               ; preds = %1
  %11 = bitcast %struct.object* %3 to i8*, !dbg !65
  call void @free(i8* noundef %11) #10, !dbg !66
  br label %12, !dbg !66

12:                                               ; preds = %10, %1
  ret i8* null, !dbg !67
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 !dbg !68 {
  %1 = alloca [2 x i64], align 16
  %2 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #10, !dbg !82
  %3 = bitcast i8* %2 to %struct.object*, !dbg !82
  call void @llvm.dbg.value(metadata %struct.object* %3, metadata !72, metadata !DIExpression()), !dbg !83
  %4 = getelementptr inbounds %struct.object, %struct.object* %3, i64 0, i32 1, !dbg !84
  store i32 5, i32* %4, align 4, !dbg !85, !tbaa !54
  %5 = getelementptr inbounds %struct.object, %struct.object* %3, i64 0, i32 0, !dbg !86
  store i32 2, i32* %5, align 4, !dbg !87, !tbaa !88
  store i8* %2, i8** bitcast (%struct.object** @shared to i8**), align 8, !dbg !89, !tbaa !49
  %6 = bitcast [2 x i64]* %1 to i8*, !dbg !90
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6) #10, !dbg !90
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !73, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 0, metadata !78, metadata !DIExpression()), !dbg !92
  br label %7, !dbg !93

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %12, %7 ]
  call void @llvm.dbg.value(metadata i64 %8, metadata !78, metadata !DIExpression()), !dbg !92
  %9 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %8, !dbg !94
  %10 = inttoptr i64 %8 to i8*, !dbg !96
  %11 = call i32 @pthread_create(i64* noundef nonnull %9, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @user, i8* noundef %10) #10, !dbg !97
  %12 = add nuw nsw i64 %8, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %12, metadata !78, metadata !DIExpression()), !dbg !92
  %13 = icmp eq i64 %8, 0, !dbg !99
  br i1 %13, label %7, label %18, !dbg !93, !llvm.loop !100

14:                                               ; preds = %18
  %15 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !dbg !104, !tbaa !59
  %16 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !dbg !105, !tbaa !59
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %15, i32 noundef %16), !dbg !106
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %6) #10, !dbg !107
  ret i32 0, !dbg !108

18:                                               ; preds = %7, %18
  %19 = phi i64 [ %23, %18 ], [ 0, %7 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !80, metadata !DIExpression()), !dbg !109
  %20 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %19, !dbg !110
  %21 = load i64, i64* %20, align 8, !dbg !110, !tbaa !112
  %22 = call i32 @pthread_join(i64 noundef %21, i8** noundef null) #10, !dbg !114
  %23 = add nuw nsw i64 %19, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %23, metadata !80, metadata !DIExpression()), !dbg !109
  %24 = icmp eq i64 %19, 0, !dbg !116
  br i1 %24, label %18, label %14, !dbg !117, !llvm.loop !118
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !120 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #6

declare !dbg !141 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 16, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "refcount_acq_rel.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "e2845965ef6a25af8203b257c262792d")
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
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!18 = !{!0, !19}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 17, type: !21, isLocal: false, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !23)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24}
!24 = !DISubrange(count: 2)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "object", file: !3, line: 11, size: 64, elements: !27)
!27 = !{!28, !31}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "refs", scope: !26, file: !3, line: 12, baseType: !29, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !26, file: !3, line: 13, baseType: !22, size: 32, offset: 32)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 1}
!38 = !{!"Debian clang version 14.0.6"}
!39 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 19, type: !40, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!17, !17}
!42 = !{!43, !44, !45}
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !39, file: !3, line: 19, type: !17)
!44 = !DILocalVariable(name: "me", scope: !39, file: !3, line: 20, type: !16)
!45 = !DILocalVariable(name: "obj", scope: !39, file: !3, line: 21, type: !25)
!46 = !DILocation(line: 0, scope: !39)
!47 = !DILocation(line: 20, column: 15, scope: !39)
!48 = !DILocation(line: 21, column: 26, scope: !39)
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 22, column: 21, scope: !39)
!54 = !{!55, !56, i64 4}
!55 = !{!"object", !51, i64 0, !56, i64 4}
!56 = !{!"int", !51, i64 0}
!57 = !DILocation(line: 22, column: 5, scope: !39)
!58 = !DILocation(line: 22, column: 14, scope: !39)
!59 = !{!56, !56, i64 0}
!60 = !DILocation(line: 23, column: 41, scope: !61)
!61 = distinct !DILexicalBlock(scope: !39, file: !3, line: 23, column: 9)
!62 = !DILocation(line: 23, column: 9, scope: !61)
!63 = !DILocation(line: 23, column: 72, scope: !61)
!64 = !DILocation(line: 23, column: 9, scope: !39)
!65 = !DILocation(line: 24, column: 14, scope: !61)
!66 = !DILocation(line: 24, column: 9, scope: !61)
!67 = !DILocation(line: 25, column: 5, scope: !39)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !69, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!22}
!71 = !{!72, !73, !78, !80}
!72 = !DILocalVariable(name: "obj", scope: !68, file: !3, line: 29, type: !25)
!73 = !DILocalVariable(name: "t", scope: !68, file: !3, line: 33, type: !74)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 128, elements: !23)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !76, line: 27, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 34, type: !16)
!79 = distinct !DILexicalBlock(scope: !68, file: !3, line: 34, column: 5)
!80 = !DILocalVariable(name: "i", scope: !81, file: !3, line: 36, type: !22)
!81 = distinct !DILexicalBlock(scope: !68, file: !3, line: 36, column: 5)
!82 = !DILocation(line: 29, column: 26, scope: !68)
!83 = !DILocation(line: 0, scope: !68)
!84 = !DILocation(line: 30, column: 10, scope: !68)
!85 = !DILocation(line: 30, column: 16, scope: !68)
!86 = !DILocation(line: 31, column: 23, scope: !68)
!87 = !DILocation(line: 31, column: 5, scope: !68)
!88 = !{!51, !51, i64 0}
!89 = !DILocation(line: 32, column: 12, scope: !68)
!90 = !DILocation(line: 33, column: 5, scope: !68)
!91 = !DILocation(line: 33, column: 15, scope: !68)
!92 = !DILocation(line: 0, scope: !79)
!93 = !DILocation(line: 34, column: 5, scope: !79)
!94 = !DILocation(line: 35, column: 25, scope: !95)
!95 = distinct !DILexicalBlock(scope: !79, file: !3, line: 34, column: 5)
!96 = !DILocation(line: 35, column: 43, scope: !95)
!97 = !DILocation(line: 35, column: 9, scope: !95)
!98 = !DILocation(line: 34, column: 30, scope: !95)
!99 = !DILocation(line: 34, column: 24, scope: !95)
!100 = distinct !{!100, !93, !101, !102, !103}
!101 = !DILocation(line: 35, column: 52, scope: !79)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !{!"llvm.loop.unroll.disable"}
!104 = !DILocation(line: 38, column: 23, scope: !68)
!105 = !DILocation(line: 38, column: 32, scope: !68)
!106 = !DILocation(line: 38, column: 5, scope: !68)
!107 = !DILocation(line: 40, column: 1, scope: !68)
!108 = !DILocation(line: 39, column: 5, scope: !68)
!109 = !DILocation(line: 0, scope: !81)
!110 = !DILocation(line: 37, column: 22, scope: !111)
!111 = distinct !DILexicalBlock(scope: !81, file: !3, line: 36, column: 5)
!112 = !{!113, !113, i64 0}
!113 = !{!"long", !51, i64 0}
!114 = !DILocation(line: 37, column: 9, scope: !111)
!115 = !DILocation(line: 36, column: 29, scope: !111)
!116 = !DILocation(line: 36, column: 23, scope: !111)
!117 = !DILocation(line: 36, column: 5, scope: !81)
!118 = distinct !{!118, !117, !119, !102, !103}
!119 = !DILocation(line: 37, column: 32, scope: !81)
!120 = !DISubprogram(name: "pthread_create", scope: !121, file: !121, line: 202, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !140)
!121 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!122 = !DISubroutineType(types: !123)
!123 = !{!22, !124, !126, !138, !139}
!124 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !76, line: 62, baseType: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !76, line: 56, size: 448, elements: !131)
!131 = !{!132, !137}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !130, file: !76, line: 58, baseType: !133, size: 448)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !134, size: 448, elements: !135)
!134 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!135 = !{!136}
!136 = !DISubrange(count: 56)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !130, file: !76, line: 59, baseType: !16, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !17)
!140 = !{}
!141 = !DISubprogram(name: "pthread_join", scope: !121, file: !121, line: 219, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !140)
!142 = !DISubroutineType(types: !143)
!143 = !{!22, !75, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
