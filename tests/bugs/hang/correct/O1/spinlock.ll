; ModuleID = 'spinlock.c'
source_filename = "spinlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@busy = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"spinlock.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @lock() local_unnamed_addr #0 !dbg !17 {
  br label %1, !dbg !21

1:                                                ; preds = %1, %0
  %2 = cmpxchg i32* @busy, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !22
  %3 = extractvalue { i32, i1 } %2, 1, !dbg !22
  br i1 %3, label %4, label %1, !dbg !21, !llvm.loop !23

4:                                                ; preds = %1
  ret void, !dbg !27
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias i8* @worker(i8* nocapture readnone %0) #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !32, metadata !DIExpression()), !dbg !33
  br label %2, !dbg !34

2:                                                ; preds = %2, %1
  %3 = cmpxchg i32* @busy, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !36
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !36
  br i1 %4, label %5, label %2, !dbg !34, !llvm.loop !37

5:                                                ; preds = %2
  %6 = load i32, i32* @counter, align 4, !dbg !39, !tbaa !40
  %7 = add nsw i32 %6, 1, !dbg !39
  store i32 %7, i32* @counter, align 4, !dbg !39, !tbaa !40
  store atomic i32 0, i32* @busy release, align 4, !dbg !44
  ret i8* null, !dbg !45
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !46 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !55
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !55
  %4 = bitcast i64* %2 to i8*, !dbg !55
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !55
  call void @llvm.dbg.value(metadata i64* %1, metadata !50, metadata !DIExpression(DW_OP_deref)), !dbg !56
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !57
  call void @llvm.dbg.value(metadata i64* %2, metadata !54, metadata !DIExpression(DW_OP_deref)), !dbg !56
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !58
  %7 = load i64, i64* %1, align 8, !dbg !59, !tbaa !60
  call void @llvm.dbg.value(metadata i64 %7, metadata !50, metadata !DIExpression()), !dbg !56
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !62
  %9 = load i64, i64* %2, align 8, !dbg !63, !tbaa !60
  call void @llvm.dbg.value(metadata i64 %9, metadata !54, metadata !DIExpression()), !dbg !56
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !64
  %11 = load i32, i32* @counter, align 4, !dbg !65, !tbaa !40
  %12 = icmp eq i32 %11, 2, !dbg !65
  br i1 %12, label %14, label %13, !dbg !68

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef 28, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !65
  unreachable, !dbg !65

14:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !69
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !92 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

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
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock.c", directory: "/work/main/tests/bugs/hang/correct", checksumkind: CSK_MD5, checksum: "3421349f9bf91eca4fce6473914afe3b")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null}
!20 = !{}
!21 = !DILocation(line: 11, column: 5, scope: !17)
!22 = !DILocation(line: 11, column: 13, scope: !17)
!23 = distinct !{!23, !21, !24, !25, !26}
!24 = !DILocation(line: 12, column: 9, scope: !17)
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = !DILocation(line: 13, column: 1, scope: !17)
!28 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 15, type: !29, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!5, !5}
!31 = !{!32}
!32 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 15, type: !5)
!33 = !DILocation(line: 0, scope: !28)
!34 = !DILocation(line: 11, column: 5, scope: !17, inlinedAt: !35)
!35 = distinct !DILocation(line: 16, column: 5, scope: !28)
!36 = !DILocation(line: 11, column: 13, scope: !17, inlinedAt: !35)
!37 = distinct !{!37, !34, !38, !25, !26}
!38 = !DILocation(line: 12, column: 9, scope: !17, inlinedAt: !35)
!39 = !DILocation(line: 17, column: 12, scope: !28)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 18, column: 5, scope: !28)
!45 = !DILocation(line: 19, column: 5, scope: !28)
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !47, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!9}
!49 = !{!50, !54}
!50 = !DILocalVariable(name: "a", scope: !46, file: !3, line: 23, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocalVariable(name: "b", scope: !46, file: !3, line: 23, type: !51)
!55 = !DILocation(line: 23, column: 5, scope: !46)
!56 = !DILocation(line: 0, scope: !46)
!57 = !DILocation(line: 24, column: 5, scope: !46)
!58 = !DILocation(line: 25, column: 5, scope: !46)
!59 = !DILocation(line: 26, column: 18, scope: !46)
!60 = !{!61, !61, i64 0}
!61 = !{!"long", !42, i64 0}
!62 = !DILocation(line: 26, column: 5, scope: !46)
!63 = !DILocation(line: 27, column: 18, scope: !46)
!64 = !DILocation(line: 27, column: 5, scope: !46)
!65 = !DILocation(line: 28, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 28, column: 5)
!67 = distinct !DILexicalBlock(scope: !46, file: !3, line: 28, column: 5)
!68 = !DILocation(line: 28, column: 5, scope: !67)
!69 = !DILocation(line: 30, column: 1, scope: !46)
!70 = !DILocation(line: 29, column: 5, scope: !46)
!71 = !DISubprogram(name: "pthread_create", scope: !72, file: !72, line: 202, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !20)
!72 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!73 = !DISubroutineType(types: !74)
!74 = !{!9, !75, !77, !90, !91}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !52, line: 62, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !52, line: 56, size: 448, elements: !82)
!82 = !{!83, !88}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !81, file: !52, line: 58, baseType: !84, size: 448)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 448, elements: !86)
!85 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!86 = !{!87}
!87 = !DISubrange(count: 56)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !81, file: !52, line: 59, baseType: !89, size: 64)
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!92 = !DISubprogram(name: "pthread_join", scope: !72, file: !72, line: 219, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !20)
!93 = !DISubroutineType(types: !94)
!94 = !{!9, !51, !95}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
