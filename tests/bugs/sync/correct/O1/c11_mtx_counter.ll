; ModuleID = 'c11_mtx_counter.c'
source_filename = "c11_mtx_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.mtx_t = type { i64, [32 x i8] }

@lock = internal global %union.mtx_t zeroinitializer, align 8, !dbg !0
@counter = internal unnamed_addr global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [14 x i8] c"counter == 22\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"c11_mtx_counter.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = alloca i64, align 8
  %2 = bitcast i64* %1 to i8*, !dbg !51
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #5, !dbg !51
  %3 = call i32 @mtx_init(%union.mtx_t* noundef nonnull @lock, i32 noundef 0) #5, !dbg !52
  %4 = icmp eq i32 %3, 0, !dbg !54
  br i1 %4, label %5, label %22, !dbg !55

5:                                                ; preds = %0
  call void @llvm.dbg.value(metadata i64* %1, metadata !46, metadata !DIExpression(DW_OP_deref)), !dbg !56
  %6 = call i32 @thrd_create(i64* noundef nonnull %1, i32 (i8*)* noundef nonnull @add, i8* noundef nonnull inttoptr (i64 1 to i8*)) #5, !dbg !57
  call void @llvm.dbg.value(metadata i8* inttoptr (i64 10 to i8*), metadata !58, metadata !DIExpression()) #5, !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()) #5, !dbg !67
  br label %7, !dbg !68

7:                                                ; preds = %7, %5
  %8 = phi i32 [ 0, %5 ], [ %13, %7 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !63, metadata !DIExpression()) #5, !dbg !67
  %9 = call i32 @mtx_lock(%union.mtx_t* noundef nonnull @lock) #5, !dbg !69
  %10 = load i32, i32* @counter, align 4, !dbg !72, !tbaa !73
  %11 = add nsw i32 %10, 10, !dbg !72
  store i32 %11, i32* @counter, align 4, !dbg !72, !tbaa !73
  %12 = call i32 @mtx_unlock(%union.mtx_t* noundef nonnull @lock) #5, !dbg !77
  %13 = add nuw nsw i32 %8, 1, !dbg !78
  call void @llvm.dbg.value(metadata i32 %13, metadata !63, metadata !DIExpression()) #5, !dbg !67
  %14 = icmp eq i32 %8, 0, !dbg !79
  br i1 %14, label %7, label %15, !dbg !68, !llvm.loop !80

15:                                               ; preds = %7
  %16 = load i64, i64* %1, align 8, !dbg !84, !tbaa !85
  call void @llvm.dbg.value(metadata i64 %16, metadata !46, metadata !DIExpression()), !dbg !56
  %17 = call i32 @thrd_join(i64 noundef %16, i32* noundef null) #5, !dbg !87
  %18 = load i32, i32* @counter, align 4, !dbg !88, !tbaa !73
  %19 = icmp eq i32 %18, 22, !dbg !88
  br i1 %19, label %21, label %20, !dbg !91

20:                                               ; preds = %15
  call void @__assert_fail(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !88
  unreachable, !dbg !88

21:                                               ; preds = %15
  call void @mtx_destroy(%union.mtx_t* noundef nonnull @lock) #5, !dbg !92
  br label %22, !dbg !93

22:                                               ; preds = %0, %21
  %23 = phi i32 [ 0, %21 ], [ 1, %0 ], !dbg !56
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #5, !dbg !94
  ret i32 %23, !dbg !94
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !95 i32 @mtx_init(%union.mtx_t* noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !100 i32 @thrd_create(i64* noundef, i32 (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal i32 @add(i8* noundef %0) #0 !dbg !59 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !58, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !107
  %2 = ptrtoint i8* %0 to i64
  %3 = trunc i64 %2 to i32
  br label %5, !dbg !108

4:                                                ; preds = %5
  ret i32 0, !dbg !109

5:                                                ; preds = %1, %5
  %6 = phi i32 [ 0, %1 ], [ %11, %5 ]
  call void @llvm.dbg.value(metadata i32 %6, metadata !63, metadata !DIExpression()), !dbg !107
  %7 = call i32 @mtx_lock(%union.mtx_t* noundef nonnull @lock) #5, !dbg !110
  %8 = load i32, i32* @counter, align 4, !dbg !111, !tbaa !73
  %9 = add nsw i32 %8, %3, !dbg !111
  store i32 %9, i32* @counter, align 4, !dbg !111, !tbaa !73
  %10 = call i32 @mtx_unlock(%union.mtx_t* noundef nonnull @lock) #5, !dbg !112
  %11 = add nuw nsw i32 %6, 1, !dbg !113
  call void @llvm.dbg.value(metadata i32 %11, metadata !63, metadata !DIExpression()), !dbg !107
  %12 = icmp eq i32 %6, 0, !dbg !114
  br i1 %12, label %5, label %4, !dbg !108, !llvm.loop !115
}

declare !dbg !117 i32 @thrd_join(i64 noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !121 void @mtx_destroy(%union.mtx_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !124 i32 @mtx_lock(%union.mtx_t* noundef) local_unnamed_addr #2

declare !dbg !127 i32 @mtx_unlock(%union.mtx_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !26, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !19, globals: !23, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c11_mtx_counter.c", directory: "/work/main/tests/bugs/sync/correct", checksumkind: CSK_MD5, checksum: "873bf498d50e94e40e6bce92d6ffa388")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 52, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/threads.h", directory: "", checksumkind: CSK_MD5, checksum: "6974d482e09577a4fa59cb79dc9d72e5")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "mtx_plain", value: 0)
!10 = !DIEnumerator(name: "mtx_recursive", value: 1)
!11 = !DIEnumerator(name: "mtx_timed", value: 2)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 42, baseType: !7, size: 32, elements: !13)
!13 = !{!14, !15, !16, !17, !18}
!14 = !DIEnumerator(name: "thrd_success", value: 0)
!15 = !DIEnumerator(name: "thrd_busy", value: 1)
!16 = !DIEnumerator(name: "thrd_error", value: 2)
!17 = !DIEnumerator(name: "thrd_nomem", value: 3)
!18 = !DIEnumerator(name: "thrd_timedout", value: 4)
!19 = !{!20, !21, !22}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !{!0, !24}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "mtx_t", file: !6, line: 66, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 62, size: 320, elements: !28)
!28 = !{!29, !34}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !6, line: 64, baseType: !30, size: 320)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 320, elements: !32)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !{!33}
!33 = !DISubrange(count: 40)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !6, line: 65, baseType: !22, size: 64)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 1}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !43, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!21}
!45 = !{!46}
!46 = !DILocalVariable(name: "t", scope: !42, file: !3, line: 21, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_t", file: !6, line: 38, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__thrd_t", file: !49, line: 106, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DILocation(line: 21, column: 5, scope: !42)
!52 = !DILocation(line: 22, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !42, file: !3, line: 22, column: 9)
!54 = !DILocation(line: 22, column: 36, scope: !53)
!55 = !DILocation(line: 22, column: 9, scope: !42)
!56 = !DILocation(line: 0, scope: !42)
!57 = !DILocation(line: 24, column: 5, scope: !42)
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 11, type: !20)
!59 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 11, type: !60, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!21, !20}
!62 = !{!58, !63}
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 12, type: !21)
!64 = distinct !DILexicalBlock(scope: !59, file: !3, line: 12, column: 5)
!65 = !DILocation(line: 0, scope: !59, inlinedAt: !66)
!66 = distinct !DILocation(line: 25, column: 5, scope: !42)
!67 = !DILocation(line: 0, scope: !64, inlinedAt: !66)
!68 = !DILocation(line: 12, column: 5, scope: !64, inlinedAt: !66)
!69 = !DILocation(line: 13, column: 9, scope: !70, inlinedAt: !66)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 12, column: 33)
!71 = distinct !DILexicalBlock(scope: !64, file: !3, line: 12, column: 5)
!72 = !DILocation(line: 14, column: 17, scope: !70, inlinedAt: !66)
!73 = !{!74, !74, i64 0}
!74 = !{!"int", !75, i64 0}
!75 = !{!"omnipotent char", !76, i64 0}
!76 = !{!"Simple C/C++ TBAA"}
!77 = !DILocation(line: 15, column: 9, scope: !70, inlinedAt: !66)
!78 = !DILocation(line: 12, column: 29, scope: !71, inlinedAt: !66)
!79 = !DILocation(line: 12, column: 23, scope: !71, inlinedAt: !66)
!80 = distinct !{!80, !68, !81, !82, !83}
!81 = !DILocation(line: 16, column: 5, scope: !64, inlinedAt: !66)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !{!"llvm.loop.unroll.disable"}
!84 = !DILocation(line: 26, column: 15, scope: !42)
!85 = !{!86, !86, i64 0}
!86 = !{!"long", !75, i64 0}
!87 = !DILocation(line: 26, column: 5, scope: !42)
!88 = !DILocation(line: 27, column: 5, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 27, column: 5)
!90 = distinct !DILexicalBlock(scope: !42, file: !3, line: 27, column: 5)
!91 = !DILocation(line: 27, column: 5, scope: !90)
!92 = !DILocation(line: 28, column: 5, scope: !42)
!93 = !DILocation(line: 29, column: 5, scope: !42)
!94 = !DILocation(line: 30, column: 1, scope: !42)
!95 = !DISubprogram(name: "mtx_init", scope: !6, file: !6, line: 135, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
!96 = !DISubroutineType(types: !97)
!97 = !{!21, !98, !21}
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!99 = !{}
!100 = !DISubprogram(name: "thrd_create", scope: !6, file: !6, line: 79, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
!101 = !DISubroutineType(types: !102)
!102 = !{!21, !103, !104, !20}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_start_t", file: !6, line: 39, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!106 = !DILocation(line: 0, scope: !59)
!107 = !DILocation(line: 0, scope: !64)
!108 = !DILocation(line: 12, column: 5, scope: !64)
!109 = !DILocation(line: 17, column: 5, scope: !59)
!110 = !DILocation(line: 13, column: 9, scope: !70)
!111 = !DILocation(line: 14, column: 17, scope: !70)
!112 = !DILocation(line: 15, column: 9, scope: !70)
!113 = !DILocation(line: 12, column: 29, scope: !71)
!114 = !DILocation(line: 12, column: 23, scope: !71)
!115 = distinct !{!115, !108, !116, !82, !83}
!116 = !DILocation(line: 16, column: 5, scope: !64)
!117 = !DISubprogram(name: "thrd_join", scope: !6, file: !6, line: 114, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
!118 = !DISubroutineType(types: !119)
!119 = !{!21, !47, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!121 = !DISubprogram(name: "mtx_destroy", scope: !6, file: !6, line: 168, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !98}
!124 = !DISubprogram(name: "mtx_lock", scope: !6, file: !6, line: 139, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
!125 = !DISubroutineType(types: !126)
!126 = !{!21, !98}
!127 = !DISubprogram(name: "mtx_unlock", scope: !6, file: !6, line: 165, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !99)
