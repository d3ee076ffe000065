; ModuleID = 'stack_thread.c'
source_filename = "stack_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca i8*, align 8
  %2 = call fastcc i64 @start_worker(), !dbg !22
  call void @llvm.dbg.value(metadata i64 %2, metadata !17, metadata !DIExpression()), !dbg !23
  %3 = bitcast i8** %1 to i8*, !dbg !24
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9, !dbg !24
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression(DW_OP_deref)), !dbg !23
  %4 = call i32 @pthread_join(i64 noundef %2, i8** noundef nonnull %1) #9, !dbg !25
  %5 = load i8*, i8** %1, align 8, !dbg !26, !tbaa !27
  call void @llvm.dbg.value(metadata i8* %5, metadata !21, metadata !DIExpression()), !dbg !23
  %6 = ptrtoint i8* %5 to i64, !dbg !31
  %7 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %6), !dbg !32
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9, !dbg !33
  ret i32 0, !dbg !34
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: noinline nounwind uwtable
define internal fastcc i64 @start_worker() unnamed_addr #3 !dbg !35 {
  %1 = alloca %struct.config, align 4
  %2 = alloca i64, align 8
  call void @llvm.dbg.value(metadata i32 3, metadata !39, metadata !DIExpression()), !dbg !46
  %3 = bitcast %struct.config* %1 to i8*, !dbg !47
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #9, !dbg !47
  call void @llvm.dbg.declare(metadata %struct.config* %1, metadata !40, metadata !DIExpression()), !dbg !48
  %4 = getelementptr inbounds %struct.config, %struct.config* %1, i64 0, i32 0, !dbg !49
  store i32 3, i32* %4, align 4, !dbg !49, !tbaa !50
  %5 = getelementptr inbounds %struct.config, %struct.config* %1, i64 0, i32 1, !dbg !49
  store i32 2, i32* %5, align 4, !dbg !49, !tbaa !53
  %6 = bitcast i64* %2 to i8*, !dbg !54
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #9, !dbg !54
  call void @llvm.dbg.value(metadata i64* %2, metadata !45, metadata !DIExpression(DW_OP_deref)), !dbg !46
  %7 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull %3) #9, !dbg !55
  %8 = load i64, i64* %2, align 8, !dbg !56, !tbaa !57
  call void @llvm.dbg.value(metadata i64 %8, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #9, !dbg !59
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #9, !dbg !59
  ret i64 %8, !dbg !60
}

declare !dbg !61 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !67 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define internal i8* @work(i8* nocapture noundef readonly %0) #7 !dbg !88 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !90, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i8* %0, metadata !91, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !97
  %2 = getelementptr inbounds i8, i8* %0, i64 4
  %3 = bitcast i8* %2 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !53
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !96
  %5 = icmp sgt i32 %4, 0, !dbg !98
  br i1 %5, label %6, label %12, !dbg !100

6:                                                ; preds = %1
  %7 = bitcast i8* %0 to i32*
  %8 = load i32, i32* %7, align 4, !tbaa !50
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 undef, metadata !93, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 undef, metadata !93, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !96
  call void @llvm.dbg.value(metadata i32 undef, metadata !94, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !97
  %9 = mul i32 %8, %4, !dbg !100
  %10 = sext i32 %9 to i64, !dbg !101
  %11 = inttoptr i64 %10 to i8*, !dbg !101
  br label %12, !dbg !101

12:                                               ; preds = %6, %1
  %13 = phi i8* [ null, %1 ], [ %11, %6 ]
  ret i8* %13, !dbg !102
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_thread.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "433b0aae30dc3bf53caa464582e9b07b")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !13, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !21}
!17 = !DILocalVariable(name: "t", scope: !12, file: !1, line: 28, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !19, line: 27, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DILocalVariable(name: "r", scope: !12, file: !1, line: 29, type: !4)
!22 = !DILocation(line: 28, column: 19, scope: !12)
!23 = !DILocation(line: 0, scope: !12)
!24 = !DILocation(line: 29, column: 5, scope: !12)
!25 = !DILocation(line: 30, column: 5, scope: !12)
!26 = !DILocation(line: 31, column: 27, scope: !12)
!27 = !{!28, !28, i64 0}
!28 = !{!"any pointer", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !DILocation(line: 31, column: 21, scope: !12)
!32 = !DILocation(line: 31, column: 5, scope: !12)
!33 = !DILocation(line: 33, column: 1, scope: !12)
!34 = !DILocation(line: 32, column: 5, scope: !12)
!35 = distinct !DISubprogram(name: "start_worker", scope: !1, file: !1, line: 20, type: !36, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!18, !15}
!38 = !{!39, !40, !45}
!39 = !DILocalVariable(name: "id", arg: 1, scope: !35, file: !1, line: 20, type: !15)
!40 = !DILocalVariable(name: "c", scope: !35, file: !1, line: 21, type: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !1, line: 7, size: 64, elements: !42)
!42 = !{!43, !44}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !41, file: !1, line: 8, baseType: !15, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "rounds", scope: !41, file: !1, line: 9, baseType: !15, size: 32, offset: 32)
!45 = !DILocalVariable(name: "t", scope: !35, file: !1, line: 22, type: !18)
!46 = !DILocation(line: 0, scope: !35)
!47 = !DILocation(line: 21, column: 5, scope: !35)
!48 = !DILocation(line: 21, column: 19, scope: !35)
!49 = !DILocation(line: 21, column: 23, scope: !35)
!50 = !{!51, !52, i64 0}
!51 = !{!"config", !52, i64 0, !52, i64 4}
!52 = !{!"int", !29, i64 0}
!53 = !{!51, !52, i64 4}
!54 = !DILocation(line: 22, column: 5, scope: !35)
!55 = !DILocation(line: 23, column: 5, scope: !35)
!56 = !DILocation(line: 24, column: 12, scope: !35)
!57 = !{!58, !58, i64 0}
!58 = !{!"long", !29, i64 0}
!59 = !DILocation(line: 25, column: 1, scope: !35)
!60 = !DILocation(line: 24, column: 5, scope: !35)
!61 = !DISubprogram(name: "pthread_join", scope: !62, file: !62, line: 219, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!62 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!63 = !DISubroutineType(types: !64)
!64 = !{!15, !18, !65}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!66 = !{}
!67 = !DISubprogram(name: "pthread_create", scope: !62, file: !62, line: 202, type: !68, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!68 = !DISubroutineType(types: !69)
!69 = !{!15, !70, !72, !84, !87}
!70 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !19, line: 62, baseType: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !19, line: 56, size: 448, elements: !77)
!77 = !{!78, !83}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !76, file: !19, line: 58, baseType: !79, size: 448)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 448, elements: !81)
!80 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!81 = !{!82}
!82 = !DISubrange(count: 56)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !76, file: !19, line: 59, baseType: !3, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DISubroutineType(types: !86)
!86 = !{!4, !4}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !4)
!88 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 12, type: !85, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !89)
!89 = !{!90, !91, !93, !94}
!90 = !DILocalVariable(name: "arg", arg: 1, scope: !88, file: !1, line: 12, type: !4)
!91 = !DILocalVariable(name: "c", scope: !88, file: !1, line: 13, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!93 = !DILocalVariable(name: "sum", scope: !88, file: !1, line: 14, type: !15)
!94 = !DILocalVariable(name: "i", scope: !95, file: !1, line: 15, type: !15)
!95 = distinct !DILexicalBlock(scope: !88, file: !1, line: 15, column: 5)
!96 = !DILocation(line: 0, scope: !88)
!97 = !DILocation(line: 0, scope: !95)
!98 = !DILocation(line: 15, column: 23, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !1, line: 15, column: 5)
!100 = !DILocation(line: 15, column: 5, scope: !95)
!101 = !DILocation(line: 17, column: 20, scope: !88)
!102 = !DILocation(line: 17, column: 5, scope: !88)
