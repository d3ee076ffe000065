; ModuleID = 'barrier_phases.c'
source_filename = "barrier_phases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slot = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !9
@serial = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !26
@sum = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !21
@.str = private unnamed_addr constant [27 x i8] c"sum[0] == 3 && sum[1] == 3\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"barrier_phases.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"serial[0] + serial[1] == 1\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @work(i8* noundef %0) #0 !dbg !35 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !39, metadata !DIExpression()), !dbg !41
  %2 = ptrtoint i8* %0 to i64, !dbg !42
  call void @llvm.dbg.value(metadata i64 %2, metadata !40, metadata !DIExpression()), !dbg !41
  %3 = trunc i64 %2 to i32, !dbg !43
  %4 = add nsw i32 %3, 1, !dbg !44
  %5 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %2, !dbg !45
  store i32 %4, i32* %5, align 4, !dbg !46, !tbaa !47
  %6 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef nonnull @bar) #6, !dbg !51
  %7 = icmp eq i32 %6, -1, !dbg !52
  %8 = zext i1 %7 to i32, !dbg !52
  %9 = getelementptr inbounds [2 x i32], [2 x i32]* @serial, i64 0, i64 %2, !dbg !53
  store i32 %8, i32* %9, align 4, !dbg !54, !tbaa !47
  %10 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @slot, i64 0, i64 0), align 4, !dbg !55, !tbaa !47
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @slot, i64 0, i64 1), align 4, !dbg !56, !tbaa !47
  %12 = add nsw i32 %11, %10, !dbg !57
  %13 = getelementptr inbounds [2 x i32], [2 x i32]* @sum, i64 0, i64 %2, !dbg !58
  store i32 %12, i32* %13, align 4, !dbg !59, !tbaa !47
  ret i8* null, !dbg !60
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !61 i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !75
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !75
  %4 = bitcast i64* %2 to i8*, !dbg !75
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !75
  %5 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef nonnull @bar, %union.pthread_barrierattr_t* noundef null, i32 noundef 2) #6, !dbg !76
  call void @llvm.dbg.value(metadata i64* %1, metadata !71, metadata !DIExpression(DW_OP_deref)), !dbg !77
  %6 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef null) #6, !dbg !78
  call void @llvm.dbg.value(metadata i64* %2, metadata !74, metadata !DIExpression(DW_OP_deref)), !dbg !77
  %7 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 1 to i8*)) #6, !dbg !79
  %8 = load i64, i64* %1, align 8, !dbg !80, !tbaa !81
  call void @llvm.dbg.value(metadata i64 %8, metadata !71, metadata !DIExpression()), !dbg !77
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null) #6, !dbg !83
  %10 = load i64, i64* %2, align 8, !dbg !84, !tbaa !81
  call void @llvm.dbg.value(metadata i64 %10, metadata !74, metadata !DIExpression()), !dbg !77
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #6, !dbg !85
  %12 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sum, i64 0, i64 0), align 4, !dbg !86, !tbaa !47
  %13 = icmp eq i32 %12, 3, !dbg !86
  %14 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sum, i64 0, i64 1), align 4, !dbg !86
  %15 = icmp eq i32 %14, 3, !dbg !86
  %16 = select i1 %13, i1 %15, i1 false, !dbg !86
  br i1 %16, label %18, label %17, !dbg !86

17:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 26, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #7, !dbg !86
  unreachable, !dbg !86

18:                                               ; preds = %0
  %19 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @serial, i64 0, i64 0), align 4, !dbg !89, !tbaa !47
  %20 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @serial, i64 0, i64 1), align 4, !dbg !89, !tbaa !47
  %21 = add nsw i32 %20, %19, !dbg !89
  %22 = icmp eq i32 %21, 1, !dbg !89
  br i1 %22, label %24, label %23, !dbg !92

23:                                               ; preds = %18
  call void @__assert_fail(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #7, !dbg !89
  unreachable, !dbg !89

24:                                               ; preds = %18
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !93
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !93
  ret i32 0, !dbg !94
}

; Function Attrs: nounwind
declare !dbg !95 i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !111 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

declare !dbg !129 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 9, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier_phases.c", directory: "/work/main/tests/bugs/sync/correct", checksumkind: CSK_MD5, checksum: "ee8117898d26cdf9aff32ebcdb4083ca")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !0, !21, !26}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "bar", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !12, line: 112, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 108, size: 256, elements: !14)
!14 = !{!15, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 110, baseType: !16, size: 256)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 111, baseType: !5, size: 64)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 9, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "serial", scope: !2, file: !3, line: 9, type: !23, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 1}
!34 = !{!"Debian clang version 14.0.6"}
!35 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 11, type: !36, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!7, !7}
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !3, line: 11, type: !7)
!40 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 12, type: !5)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 12, column: 14, scope: !35)
!43 = !DILocation(line: 13, column: 15, scope: !35)
!44 = !DILocation(line: 13, column: 22, scope: !35)
!45 = !DILocation(line: 13, column: 5, scope: !35)
!46 = !DILocation(line: 13, column: 13, scope: !35)
!47 = !{!48, !48, i64 0}
!48 = !{!"int", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 14, column: 17, scope: !35)
!52 = !DILocation(line: 14, column: 44, scope: !35)
!53 = !DILocation(line: 14, column: 5, scope: !35)
!54 = !DILocation(line: 14, column: 15, scope: !35)
!55 = !DILocation(line: 15, column: 14, scope: !35)
!56 = !DILocation(line: 15, column: 24, scope: !35)
!57 = !DILocation(line: 15, column: 22, scope: !35)
!58 = !DILocation(line: 15, column: 5, scope: !35)
!59 = !DILocation(line: 15, column: 12, scope: !35)
!60 = !DILocation(line: 16, column: 5, scope: !35)
!61 = !DISubprogram(name: "pthread_barrier_wait", scope: !62, file: !62, line: 1264, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!62 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!63 = !DISubroutineType(types: !64)
!64 = !{!6, !65}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!66 = !{}
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !68, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!6}
!70 = !{!71, !74}
!71 = !DILocalVariable(name: "a", scope: !67, file: !3, line: 20, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !73)
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DILocalVariable(name: "b", scope: !67, file: !3, line: 20, type: !72)
!75 = !DILocation(line: 20, column: 5, scope: !67)
!76 = !DILocation(line: 21, column: 5, scope: !67)
!77 = !DILocation(line: 0, scope: !67)
!78 = !DILocation(line: 22, column: 5, scope: !67)
!79 = !DILocation(line: 23, column: 5, scope: !67)
!80 = !DILocation(line: 24, column: 18, scope: !67)
!81 = !{!82, !82, i64 0}
!82 = !{!"long", !49, i64 0}
!83 = !DILocation(line: 24, column: 5, scope: !67)
!84 = !DILocation(line: 25, column: 18, scope: !67)
!85 = !DILocation(line: 25, column: 5, scope: !67)
!86 = !DILocation(line: 26, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 26, column: 5)
!88 = distinct !DILexicalBlock(scope: !67, file: !3, line: 26, column: 5)
!89 = !DILocation(line: 27, column: 5, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 27, column: 5)
!91 = distinct !DILexicalBlock(scope: !67, file: !3, line: 27, column: 5)
!92 = !DILocation(line: 27, column: 5, scope: !91)
!93 = !DILocation(line: 29, column: 1, scope: !67)
!94 = !DILocation(line: 28, column: 5, scope: !67)
!95 = !DISubprogram(name: "pthread_barrier_init", scope: !62, file: !62, line: 1254, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!96 = !DISubroutineType(types: !97)
!97 = !{!6, !98, !99, !110}
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !65)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !12, line: 118, baseType: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 114, size: 32, elements: !104)
!104 = !{!105, !109}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !103, file: !12, line: 116, baseType: !106, size: 32)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 32, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 4)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !103, file: !12, line: 117, baseType: !6, size: 32)
!110 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!111 = !DISubprogram(name: "pthread_create", scope: !62, file: !62, line: 202, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!112 = !DISubroutineType(types: !113)
!113 = !{!6, !114, !116, !127, !128}
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !115)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !12, line: 62, baseType: !120)
!120 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !12, line: 56, size: 448, elements: !121)
!121 = !{!122, !126}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !120, file: !12, line: 58, baseType: !123, size: 448)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 448, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 56)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !120, file: !12, line: 59, baseType: !5, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!129 = !DISubprogram(name: "pthread_join", scope: !62, file: !62, line: 219, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!130 = !DISubroutineType(types: !131)
!131 = !{!6, !72, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
