; ModuleID = 'oob_thread_slot.c'
source_filename = "oob_thread_slot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.slot = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@guard_after = dso_local local_unnamed_addr global i64 12345, align 8, !dbg !0
@slots = dso_local local_unnamed_addr global [2 x %struct.slot] zeroinitializer, align 16, !dbg !9
@.str = private unnamed_addr constant [21 x i8] c"total=%ld guard=%ld\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local noalias i8* @worker(i8* noundef %0) #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !29, metadata !DIExpression()), !dbg !33
  %2 = ptrtoint i8* %0 to i64, !dbg !34
  call void @llvm.dbg.value(metadata i64 %2, metadata !30, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  %3 = shl i64 %2, 32
  %4 = ashr exact i64 %3, 32
  %5 = getelementptr inbounds [2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 %4, i32 0
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  %6 = load i64, i64* %5, align 16, !tbaa !36
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !35
  %7 = add i64 %6, 2, !dbg !41
  %8 = getelementptr inbounds [2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 %4, i32 1
  store i64 %7, i64* %5, align 16, !dbg !42, !tbaa !36
  store i64 1, i64* %8, align 8, !dbg !45, !tbaa !46
  ret i8* null, !dbg !47
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !48 {
  %1 = alloca [2 x i64], align 16
  %2 = bitcast [2 x i64]* %1 to i8*, !dbg !61
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2) #8, !dbg !61
  call void @llvm.dbg.declare(metadata [2 x i64]* %1, metadata !52, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 0, metadata !57, metadata !DIExpression()), !dbg !63
  br label %3, !dbg !64

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %6, %3 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !57, metadata !DIExpression()), !dbg !63
  %5 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %4, !dbg !65
  %6 = add nuw nsw i64 %4, 1, !dbg !67
  %7 = inttoptr i64 %6 to i8*, !dbg !68
  %8 = call i32 @pthread_create(i64* noundef nonnull %5, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef nonnull %7) #8, !dbg !69
  call void @llvm.dbg.value(metadata i64 %6, metadata !57, metadata !DIExpression()), !dbg !63
  %9 = icmp eq i64 %4, 0, !dbg !70
  br i1 %9, label %3, label %16, !dbg !64, !llvm.loop !71

10:                                               ; preds = %16
  %11 = load i64, i64* getelementptr inbounds ([2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 0, i32 0), align 16, !dbg !75, !tbaa !36
  %12 = load i64, i64* getelementptr inbounds ([2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 1, i32 0), align 16, !dbg !76, !tbaa !36
  %13 = add nsw i64 %12, %11, !dbg !77
  %14 = load i64, i64* @guard_after, align 8, !dbg !78, !tbaa !79
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i64 noundef %13, i64 noundef %14), !dbg !80
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2) #8, !dbg !81
  ret i32 0, !dbg !82

16:                                               ; preds = %3, %16
  %17 = phi i64 [ %21, %16 ], [ 0, %3 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !59, metadata !DIExpression()), !dbg !83
  %18 = getelementptr inbounds [2 x i64], [2 x i64]* %1, i64 0, i64 %17, !dbg !84
  %19 = load i64, i64* %18, align 8, !dbg !84, !tbaa !79
  %20 = call i32 @pthread_join(i64 noundef %19, i8** noundef null) #8, !dbg !86
  %21 = add nuw nsw i64 %17, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %21, metadata !59, metadata !DIExpression()), !dbg !83
  %22 = icmp eq i64 %17, 0, !dbg !88
  br i1 %22, label %16, label %10, !dbg !89, !llvm.loop !90
}

; Function Attrs: nounwind
declare !dbg !92 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #4

declare !dbg !113 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "guard_after", scope: !2, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_thread_slot.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "61931d6a42b6120ad579e168c213b144")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !16)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "slot", file: !3, line: 9, size: 128, elements: !13)
!13 = !{!14, !15}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !12, file: !3, line: 9, baseType: !6, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !12, file: !3, line: 9, baseType: !6, size: 64, offset: 64)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !26, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!7, !7}
!28 = !{!29, !30, !31}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !25, file: !3, line: 13, type: !7)
!30 = !DILocalVariable(name: "tid", scope: !25, file: !3, line: 14, type: !5)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 15, type: !5)
!32 = distinct !DILexicalBlock(scope: !25, file: !3, line: 15, column: 5)
!33 = !DILocation(line: 0, scope: !25)
!34 = !DILocation(line: 14, column: 20, scope: !25)
!35 = !DILocation(line: 0, scope: !32)
!36 = !{!37, !38, i64 0}
!37 = !{!"slot", !38, i64 0, !38, i64 8}
!38 = !{!"long", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 15, column: 5, scope: !32)
!42 = !DILocation(line: 16, column: 25, scope: !43)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 15, column: 33)
!44 = distinct !DILexicalBlock(scope: !32, file: !3, line: 15, column: 5)
!45 = !DILocation(line: 17, column: 25, scope: !43)
!46 = !{!37, !38, i64 8}
!47 = !DILocation(line: 19, column: 5, scope: !25)
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !49, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!5}
!51 = !{!52, !57, !59}
!52 = !DILocalVariable(name: "th", scope: !48, file: !3, line: 23, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 128, elements: !16)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 24, type: !6)
!58 = distinct !DILexicalBlock(scope: !48, file: !3, line: 24, column: 5)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 26, type: !5)
!60 = distinct !DILexicalBlock(scope: !48, file: !3, line: 26, column: 5)
!61 = !DILocation(line: 23, column: 5, scope: !48)
!62 = !DILocation(line: 23, column: 15, scope: !48)
!63 = !DILocation(line: 0, scope: !58)
!64 = !DILocation(line: 24, column: 5, scope: !58)
!65 = !DILocation(line: 25, column: 25, scope: !66)
!66 = distinct !DILexicalBlock(scope: !58, file: !3, line: 24, column: 5)
!67 = !DILocation(line: 25, column: 57, scope: !66)
!68 = !DILocation(line: 25, column: 46, scope: !66)
!69 = !DILocation(line: 25, column: 9, scope: !66)
!70 = !DILocation(line: 24, column: 24, scope: !66)
!71 = distinct !{!71, !64, !72, !73, !74}
!72 = !DILocation(line: 25, column: 61, scope: !58)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.unroll.disable"}
!75 = !DILocation(line: 28, column: 46, scope: !48)
!76 = !DILocation(line: 28, column: 63, scope: !48)
!77 = !DILocation(line: 28, column: 52, scope: !48)
!78 = !DILocation(line: 28, column: 70, scope: !48)
!79 = !{!38, !38, i64 0}
!80 = !DILocation(line: 28, column: 5, scope: !48)
!81 = !DILocation(line: 30, column: 1, scope: !48)
!82 = !DILocation(line: 29, column: 5, scope: !48)
!83 = !DILocation(line: 0, scope: !60)
!84 = !DILocation(line: 27, column: 22, scope: !85)
!85 = distinct !DILexicalBlock(scope: !60, file: !3, line: 26, column: 5)
!86 = !DILocation(line: 27, column: 9, scope: !85)
!87 = !DILocation(line: 26, column: 30, scope: !85)
!88 = !DILocation(line: 26, column: 23, scope: !85)
!89 = !DILocation(line: 26, column: 5, scope: !60)
!90 = distinct !{!90, !89, !91, !73, !74}
!91 = !DILocation(line: 27, column: 33, scope: !60)
!92 = !DISubprogram(name: "pthread_create", scope: !93, file: !93, line: 202, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!93 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!94 = !DISubroutineType(types: !95)
!95 = !{!5, !96, !98, !110, !111}
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !103)
!103 = !{!104, !109}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !102, file: !55, line: 58, baseType: !105, size: 448)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 448, elements: !107)
!106 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!107 = !{!108}
!108 = !DISubrange(count: 56)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !102, file: !55, line: 59, baseType: !6, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!112 = !{}
!113 = !DISubprogram(name: "pthread_join", scope: !93, file: !93, line: 219, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !112)
!114 = !DISubroutineType(types: !115)
!115 = !{!5, !54, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
