; ModuleID = 'race/correct/handoff_by_join.c'
source_filename = "race/correct/handoff_by_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.job = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [16 x i8] c"j->output == 36\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"race/correct/handoff_by_join.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local noalias i8* @square(i8* nocapture noundef %0) #0 !dbg !11 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !15, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.value(metadata i8* %0, metadata !16, metadata !DIExpression()), !dbg !23
  %2 = bitcast i8* %0 to i32*, !dbg !24
  %3 = load i32, i32* %2, align 4, !dbg !24, !tbaa !25
  %4 = mul nsw i32 %3, %3, !dbg !30
  %5 = getelementptr inbounds i8, i8* %0, i64 4, !dbg !31
  %6 = bitcast i8* %5 to i32*, !dbg !31
  store i32 %4, i32* %6, align 4, !dbg !32, !tbaa !33
  ret i8* null, !dbg !34
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !35 {
  %1 = alloca i64, align 8
  %2 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #9, !dbg !44
  %3 = bitcast i8* %2 to %struct.job*, !dbg !44
  call void @llvm.dbg.value(metadata %struct.job* %3, metadata !39, metadata !DIExpression()), !dbg !45
  %4 = getelementptr inbounds %struct.job, %struct.job* %3, i64 0, i32 0, !dbg !46
  store i32 6, i32* %4, align 4, !dbg !47, !tbaa !25
  %5 = bitcast i64* %1 to i8*, !dbg !48
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9, !dbg !48
  call void @llvm.dbg.value(metadata i64* %1, metadata !40, metadata !DIExpression(DW_OP_deref)), !dbg !45
  %6 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @square, i8* noundef %2) #9, !dbg !49
  %7 = load i64, i64* %1, align 8, !dbg !50, !tbaa !51
  call void @llvm.dbg.value(metadata i64 %7, metadata !40, metadata !DIExpression()), !dbg !45
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #9, !dbg !53
  %9 = getelementptr inbounds %struct.job, %struct.job* %3, i64 0, i32 1, !dbg !54
  %10 = load i32, i32* %9, align 4, !dbg !54, !tbaa !33
  %11 = icmp eq i32 %10, 36, !dbg !54
  br i1 %11, label %13, label %12, !dbg !57

12:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.1, i64 0, i64 0), i32 noundef 25, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #10, !dbg !54
  unreachable, !dbg !54

13:                                               ; preds = %0
  call void @free(i8* noundef %2) #9, !dbg !58
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9, !dbg !59
  ret i32 0, !dbg !60
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !61 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare !dbg !83 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race/correct/handoff_by_join.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "40065f25e9ffa5d07049e2f49c8e16e7")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 13, type: !12, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{!3, !3}
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "arg", arg: 1, scope: !11, file: !1, line: 13, type: !3)
!16 = !DILocalVariable(name: "j", scope: !11, file: !1, line: 14, type: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !1, line: 8, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "input", scope: !18, file: !1, line: 9, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "output", scope: !18, file: !1, line: 10, baseType: !21, size: 32, offset: 32)
!23 = !DILocation(line: 0, scope: !11)
!24 = !DILocation(line: 15, column: 20, scope: !11)
!25 = !{!26, !27, i64 0}
!26 = !{!"job", !27, i64 0, !27, i64 4}
!27 = !{!"int", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 15, column: 26, scope: !11)
!31 = !DILocation(line: 15, column: 8, scope: !11)
!32 = !DILocation(line: 15, column: 15, scope: !11)
!33 = !{!26, !27, i64 4}
!34 = !DILocation(line: 16, column: 5, scope: !11)
!35 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !36, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!21}
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "j", scope: !35, file: !1, line: 20, type: !17)
!40 = !DILocalVariable(name: "t", scope: !35, file: !1, line: 22, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 20, column: 21, scope: !35)
!45 = !DILocation(line: 0, scope: !35)
!46 = !DILocation(line: 21, column: 8, scope: !35)
!47 = !DILocation(line: 21, column: 14, scope: !35)
!48 = !DILocation(line: 22, column: 5, scope: !35)
!49 = !DILocation(line: 23, column: 5, scope: !35)
!50 = !DILocation(line: 24, column: 18, scope: !35)
!51 = !{!52, !52, i64 0}
!52 = !{!"long", !28, i64 0}
!53 = !DILocation(line: 24, column: 5, scope: !35)
!54 = !DILocation(line: 25, column: 5, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 25, column: 5)
!56 = distinct !DILexicalBlock(scope: !35, file: !1, line: 25, column: 5)
!57 = !DILocation(line: 25, column: 5, scope: !56)
!58 = !DILocation(line: 26, column: 5, scope: !35)
!59 = !DILocation(line: 28, column: 1, scope: !35)
!60 = !DILocation(line: 27, column: 5, scope: !35)
!61 = !DISubprogram(name: "pthread_create", scope: !62, file: !62, line: 202, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!62 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!63 = !DISubroutineType(types: !64)
!64 = !{!21, !65, !67, !80, !81}
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !42, line: 62, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !42, line: 56, size: 448, elements: !72)
!72 = !{!73, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !71, file: !42, line: 58, baseType: !74, size: 448)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 448, elements: !76)
!75 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!76 = !{!77}
!77 = !DISubrange(count: 56)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !71, file: !42, line: 59, baseType: !79, size: 64)
!79 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3)
!82 = !{}
!83 = !DISubprogram(name: "pthread_join", scope: !62, file: !62, line: 219, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!84 = !DISubroutineType(types: !85)
!85 = !{!21, !41, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
