; ModuleID = 'hang/correct/spin_handshake.c'
source_filename = "hang/correct/spin_handshake.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@turn = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@log_ = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !7
@.str = private unnamed_addr constant [13 x i8] c"log_[1] == 2\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"hang/correct/spin_handshake.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @ping(i8* nocapture readnone %0) #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !27, metadata !DIExpression()), !dbg !28
  br label %2, !dbg !29

2:                                                ; preds = %2, %1
  %3 = load atomic i32, i32* @turn seq_cst, align 4, !dbg !30
  %4 = icmp eq i32 %3, 0, !dbg !31
  br i1 %4, label %5, label %2, !dbg !29, !llvm.loop !32

5:                                                ; preds = %2
  store i32 1, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 0), align 4, !dbg !36, !tbaa !37
  store atomic i32 1, i32* @turn seq_cst, align 4, !dbg !41
  ret i8* null, !dbg !42
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @pong(i8* nocapture readnone %0) #0 !dbg !43 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !45, metadata !DIExpression()), !dbg !46
  br label %2, !dbg !47

2:                                                ; preds = %2, %1
  %3 = load atomic i32, i32* @turn seq_cst, align 4, !dbg !48
  %4 = icmp eq i32 %3, 1, !dbg !49
  br i1 %4, label %5, label %2, !dbg !47, !llvm.loop !50

5:                                                ; preds = %2
  %6 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 0), align 4, !dbg !52, !tbaa !37
  %7 = add nsw i32 %6, 1, !dbg !53
  store i32 %7, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 1), align 4, !dbg !54, !tbaa !37
  store atomic i32 2, i32* @turn seq_cst, align 4, !dbg !55
  ret i8* null, !dbg !56
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !57 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !66
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !66
  %4 = bitcast i64* %2 to i8*, !dbg !66
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !66
  call void @llvm.dbg.value(metadata i64* %1, metadata !61, metadata !DIExpression(DW_OP_deref)), !dbg !67
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @ping, i8* noundef null) #7, !dbg !68
  call void @llvm.dbg.value(metadata i64* %2, metadata !65, metadata !DIExpression(DW_OP_deref)), !dbg !67
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @pong, i8* noundef null) #7, !dbg !69
  %7 = load i64, i64* %1, align 8, !dbg !70, !tbaa !71
  call void @llvm.dbg.value(metadata i64 %7, metadata !61, metadata !DIExpression()), !dbg !67
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !73
  %9 = load i64, i64* %2, align 8, !dbg !74, !tbaa !71
  call void @llvm.dbg.value(metadata i64 %9, metadata !65, metadata !DIExpression()), !dbg !67
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !75
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 1), align 4, !dbg !76, !tbaa !37
  %12 = icmp eq i32 %11, 2, !dbg !76
  br i1 %12, label %14, label %13, !dbg !79

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 32, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !76
  unreachable, !dbg !76

14:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !80
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !80
  ret i32 0, !dbg !81
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !82 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !104 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 7, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/correct/spin_handshake.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "e6f070c016a4996ea16d0962b112a247")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "log_", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !14, line: 92, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!15 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "ping", scope: !3, file: !3, line: 10, type: !24, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !5}
!26 = !{!27}
!27 = !DILocalVariable(name: "arg", arg: 1, scope: !23, file: !3, line: 10, type: !5)
!28 = !DILocation(line: 0, scope: !23)
!29 = !DILocation(line: 11, column: 5, scope: !23)
!30 = !DILocation(line: 11, column: 12, scope: !23)
!31 = !DILocation(line: 11, column: 31, scope: !23)
!32 = distinct !{!32, !29, !33, !34, !35}
!33 = !DILocation(line: 12, column: 9, scope: !23)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = !DILocation(line: 13, column: 13, scope: !23)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 14, column: 5, scope: !23)
!42 = !DILocation(line: 15, column: 5, scope: !23)
!43 = distinct !DISubprogram(name: "pong", scope: !3, file: !3, line: 18, type: !24, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!44 = !{!45}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 18, type: !5)
!46 = !DILocation(line: 0, scope: !43)
!47 = !DILocation(line: 19, column: 5, scope: !43)
!48 = !DILocation(line: 19, column: 12, scope: !43)
!49 = !DILocation(line: 19, column: 31, scope: !43)
!50 = distinct !{!50, !47, !51, !34, !35}
!51 = !DILocation(line: 20, column: 9, scope: !43)
!52 = !DILocation(line: 21, column: 15, scope: !43)
!53 = !DILocation(line: 21, column: 23, scope: !43)
!54 = !DILocation(line: 21, column: 13, scope: !43)
!55 = !DILocation(line: 22, column: 5, scope: !43)
!56 = !DILocation(line: 23, column: 5, scope: !43)
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !58, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!10}
!60 = !{!61, !65}
!61 = !DILocalVariable(name: "a", scope: !57, file: !3, line: 27, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocalVariable(name: "b", scope: !57, file: !3, line: 27, type: !62)
!66 = !DILocation(line: 27, column: 5, scope: !57)
!67 = !DILocation(line: 0, scope: !57)
!68 = !DILocation(line: 28, column: 5, scope: !57)
!69 = !DILocation(line: 29, column: 5, scope: !57)
!70 = !DILocation(line: 30, column: 18, scope: !57)
!71 = !{!72, !72, i64 0}
!72 = !{!"long", !39, i64 0}
!73 = !DILocation(line: 30, column: 5, scope: !57)
!74 = !DILocation(line: 31, column: 18, scope: !57)
!75 = !DILocation(line: 31, column: 5, scope: !57)
!76 = !DILocation(line: 32, column: 5, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 32, column: 5)
!78 = distinct !DILexicalBlock(scope: !57, file: !3, line: 32, column: 5)
!79 = !DILocation(line: 32, column: 5, scope: !78)
!80 = !DILocation(line: 34, column: 1, scope: !57)
!81 = !DILocation(line: 33, column: 5, scope: !57)
!82 = !DISubprogram(name: "pthread_create", scope: !83, file: !83, line: 202, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !103)
!83 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!84 = !DISubroutineType(types: !85)
!85 = !{!10, !86, !88, !101, !102}
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !63, line: 62, baseType: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !63, line: 56, size: 448, elements: !93)
!93 = !{!94, !99}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !92, file: !63, line: 58, baseType: !95, size: 448)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 448, elements: !97)
!96 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !92, file: !63, line: 59, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!103 = !{}
!104 = !DISubprogram(name: "pthread_join", scope: !83, file: !83, line: 219, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !103)
!105 = !DISubroutineType(types: !106)
!106 = !{!10, !62, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
