; ModuleID = 'stack_buffer_thread.c'
source_filename = "stack_buffer_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [13 x i8] c"total() == 6\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"stack_buffer_thread.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !11 {
  %1 = call fastcc i32 @total(), !dbg !16
  %2 = icmp eq i32 %1, 6, !dbg !16
  br i1 %2, label %4, label %3, !dbg !19

3:                                                ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef 22, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #10, !dbg !16
  unreachable, !dbg !16

4:                                                ; preds = %0
  ret i32 0, !dbg !20
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @total() unnamed_addr #1 !dbg !21 {
  %1 = alloca [3 x i32], align 4
  %2 = alloca i64, align 8
  %3 = bitcast [3 x i32]* %1 to i8*, !dbg !31
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %3) #11, !dbg !31
  call void @llvm.dbg.declare(metadata [3 x i32]* %1, metadata !23, metadata !DIExpression()), !dbg !32
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %3, i8 0, i64 12, i1 false), !dbg !32
  %4 = bitcast i64* %2 to i8*, !dbg !33
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #11, !dbg !33
  %5 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 0, !dbg !34
  call void @llvm.dbg.value(metadata i64* %2, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !35
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @fill, i8* noundef nonnull %3) #11, !dbg !36
  %7 = load i64, i64* %2, align 8, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %7, metadata !27, metadata !DIExpression()), !dbg !35
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #11, !dbg !42
  %9 = load i32, i32* %5, align 4, !dbg !43, !tbaa !44
  %10 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 1, !dbg !46
  %11 = load i32, i32* %10, align 4, !dbg !46, !tbaa !44
  %12 = add nsw i32 %11, %9, !dbg !47
  %13 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 2, !dbg !48
  %14 = load i32, i32* %13, align 4, !dbg !48, !tbaa !44
  %15 = add nsw i32 %12, %14, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #11, !dbg !50
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %3) #11, !dbg !50
  ret i32 %15, !dbg !51
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind
declare !dbg !52 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define internal noalias i8* @fill(i8* nocapture noundef writeonly %0) #7 !dbg !75 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !77, metadata !DIExpression()), !dbg !82
  %2 = bitcast i8* %0 to i32*, !dbg !83
  call void @llvm.dbg.value(metadata i32* %2, metadata !78, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !84
  br label %4, !dbg !85

3:                                                ; preds = %4
  ret i8* null, !dbg !86

4:                                                ; preds = %1, %4
  %5 = phi i64 [ 0, %1 ], [ %6, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !80, metadata !DIExpression()), !dbg !84
  %6 = add nuw nsw i64 %5, 1, !dbg !87
  %7 = getelementptr inbounds i32, i32* %2, i64 %5, !dbg !89
  %8 = trunc i64 %6 to i32, !dbg !90
  store i32 %8, i32* %7, align 4, !dbg !90, !tbaa !44
  call void @llvm.dbg.value(metadata i64 %6, metadata !80, metadata !DIExpression()), !dbg !84
  %9 = icmp eq i64 %6, 3, !dbg !91
  br i1 %9, label %3, label %4, !dbg !85, !llvm.loop !92
}

declare !dbg !96 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #8

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_buffer_thread.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "ae3324261f5d15c156fb737becb93bc8")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !12, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !15)
!12 = !DISubroutineType(types: !13)
!13 = !{!14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DILocation(line: 22, column: 5, scope: !17)
!17 = distinct !DILexicalBlock(scope: !18, file: !1, line: 22, column: 5)
!18 = distinct !DILexicalBlock(scope: !11, file: !1, line: 22, column: 5)
!19 = !DILocation(line: 22, column: 5, scope: !18)
!20 = !DILocation(line: 23, column: 5, scope: !11)
!21 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 13, type: !12, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!22 = !{!23, !27}
!23 = !DILocalVariable(name: "buf", scope: !21, file: !1, line: 14, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DILocalVariable(name: "t", scope: !21, file: !1, line: 15, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !29, line: 27, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 14, column: 5, scope: !21)
!32 = !DILocation(line: 14, column: 9, scope: !21)
!33 = !DILocation(line: 15, column: 5, scope: !21)
!34 = !DILocation(line: 16, column: 36, scope: !21)
!35 = !DILocation(line: 0, scope: !21)
!36 = !DILocation(line: 16, column: 5, scope: !21)
!37 = !DILocation(line: 17, column: 18, scope: !21)
!38 = !{!39, !39, i64 0}
!39 = !{!"long", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 17, column: 5, scope: !21)
!43 = !DILocation(line: 18, column: 12, scope: !21)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !40, i64 0}
!46 = !DILocation(line: 18, column: 21, scope: !21)
!47 = !DILocation(line: 18, column: 19, scope: !21)
!48 = !DILocation(line: 18, column: 30, scope: !21)
!49 = !DILocation(line: 18, column: 28, scope: !21)
!50 = !DILocation(line: 19, column: 1, scope: !21)
!51 = !DILocation(line: 18, column: 5, scope: !21)
!52 = !DISubprogram(name: "pthread_create", scope: !53, file: !53, line: 202, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !15)
!53 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!54 = !DISubroutineType(types: !55)
!55 = !{!14, !56, !58, !71, !74}
!56 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !29, line: 62, baseType: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !29, line: 56, size: 448, elements: !63)
!63 = !{!64, !69}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !62, file: !29, line: 58, baseType: !65, size: 448)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 448, elements: !67)
!66 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!67 = !{!68}
!68 = !DISubrange(count: 56)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !62, file: !29, line: 59, baseType: !70, size: 64)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DISubroutineType(types: !73)
!73 = !{!3, !3}
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3)
!75 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 6, type: !72, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !76)
!76 = !{!77, !78, !80}
!77 = !DILocalVariable(name: "arg", arg: 1, scope: !75, file: !1, line: 6, type: !3)
!78 = !DILocalVariable(name: "buf", scope: !75, file: !1, line: 7, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 8, type: !14)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 8, column: 5)
!82 = !DILocation(line: 0, scope: !75)
!83 = !DILocation(line: 7, column: 16, scope: !75)
!84 = !DILocation(line: 0, scope: !81)
!85 = !DILocation(line: 8, column: 5, scope: !81)
!86 = !DILocation(line: 10, column: 5, scope: !75)
!87 = !DILocation(line: 9, column: 20, scope: !88)
!88 = distinct !DILexicalBlock(scope: !81, file: !1, line: 8, column: 5)
!89 = !DILocation(line: 9, column: 9, scope: !88)
!90 = !DILocation(line: 9, column: 16, scope: !88)
!91 = !DILocation(line: 8, column: 23, scope: !88)
!92 = distinct !{!92, !85, !93, !94, !95}
!93 = !DILocation(line: 9, column: 22, scope: !81)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !{!"llvm.loop.unroll.disable"}
!96 = !DISubprogram(name: "pthread_join", scope: !53, file: !53, line: 219, type: !97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !15)
!97 = !DISubroutineType(types: !98)
!98 = !{!14, !28, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
