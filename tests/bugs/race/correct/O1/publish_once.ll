; ModuleID = 'publish_once.c'
source_filename = "publish_once.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@area = dso_local local_unnamed_addr global i32 -1, align 4, !dbg !0
@current = dso_local local_unnamed_addr global %struct.config* null, align 8, !dbg !7
@.str = private unnamed_addr constant [9 x i8] c"area=%d\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind uwtable willreturn
define dso_local noalias i8* @publisher(i8* nocapture readnone %0) #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !27, metadata !DIExpression()), !dbg !29
  %2 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #10, !dbg !30
  %3 = bitcast i8* %2 to %struct.config*, !dbg !30
  call void @llvm.dbg.value(metadata %struct.config* %3, metadata !28, metadata !DIExpression()), !dbg !29
  %4 = getelementptr inbounds %struct.config, %struct.config* %3, i64 0, i32 0, !dbg !31
  store i32 3, i32* %4, align 4, !dbg !32, !tbaa !33
  %5 = getelementptr inbounds %struct.config, %struct.config* %3, i64 0, i32 1, !dbg !38
  store i32 4, i32* %5, align 4, !dbg !39, !tbaa !40
  %6 = ptrtoint i8* %2 to i64, !dbg !41
  store atomic i64 %6, i64* bitcast (%struct.config** @current to i64*) seq_cst, align 8, !dbg !41
  ret i8* null, !dbg !42
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @reader(i8* nocapture readnone %0) #3 !dbg !43 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !45, metadata !DIExpression()), !dbg !47
  %2 = load atomic i64, i64* bitcast (%struct.config** @current to i64*) seq_cst, align 8, !dbg !48
  %3 = inttoptr i64 %2 to %struct.config*, !dbg !48
  call void @llvm.dbg.value(metadata %struct.config* %3, metadata !46, metadata !DIExpression()), !dbg !47
  %4 = icmp eq i64 %2, 0, !dbg !49
  br i1 %4, label %11, label %5, !dbg !51

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.config, %struct.config* %3, i64 0, i32 0, !dbg !52
  %7 = load i32, i32* %6, align 4, !dbg !52, !tbaa !33
  %8 = getelementptr inbounds %struct.config, %struct.config* %3, i64 0, i32 1, !dbg !53
  %9 = load i32, i32* %8, align 4, !dbg !53, !tbaa !40
  %10 = mul nsw i32 %9, %7, !dbg !54
  store i32 %10, i32* @area, align 4, !dbg !55, !tbaa !56
  br label %11, !dbg !57

11:                                               ; preds = %5, %1
  ret i8* null, !dbg !58
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 !dbg !59 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !68
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #10, !dbg !68
  %4 = bitcast i64* %2 to i8*, !dbg !68
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #10, !dbg !68
  call void @llvm.dbg.value(metadata i64* %1, metadata !63, metadata !DIExpression(DW_OP_deref)), !dbg !69
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @publisher, i8* noundef null) #10, !dbg !70
  call void @llvm.dbg.value(metadata i64* %2, metadata !67, metadata !DIExpression(DW_OP_deref)), !dbg !69
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #10, !dbg !71
  %7 = load i64, i64* %1, align 8, !dbg !72, !tbaa !73
  call void @llvm.dbg.value(metadata i64 %7, metadata !63, metadata !DIExpression()), !dbg !69
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #10, !dbg !75
  %9 = load i64, i64* %2, align 8, !dbg !76, !tbaa !73
  call void @llvm.dbg.value(metadata i64 %9, metadata !67, metadata !DIExpression()), !dbg !69
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #10, !dbg !77
  %11 = load i32, i32* @area, align 4, !dbg !78, !tbaa !56
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !79
  %13 = load atomic i64, i64* bitcast (%struct.config** @current to i64*) seq_cst, align 8, !dbg !80
  %14 = inttoptr i64 %13 to i8*, !dbg !80
  call void @free(i8* noundef %14) #10, !dbg !81
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #10, !dbg !82
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #10, !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare !dbg !84 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !106 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { mustprogress nofree nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "area", scope: !2, file: !3, line: 17, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "publish_once.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "f02bb8709e2eeea4a6d0653e3796f3bb")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "current", scope: !2, file: !3, line: 16, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 11, size: 64, elements: !12)
!12 = !{!13, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !11, file: !3, line: 12, baseType: !14, size: 32)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "height", scope: !11, file: !3, line: 13, baseType: !14, size: 32, offset: 32)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "publisher", scope: !3, file: !3, line: 19, type: !24, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !5}
!26 = !{!27, !28}
!27 = !DILocalVariable(name: "arg", arg: 1, scope: !23, file: !3, line: 19, type: !5)
!28 = !DILocalVariable(name: "c", scope: !23, file: !3, line: 20, type: !10)
!29 = !DILocation(line: 0, scope: !23)
!30 = !DILocation(line: 20, column: 24, scope: !23)
!31 = !DILocation(line: 21, column: 8, scope: !23)
!32 = !DILocation(line: 21, column: 14, scope: !23)
!33 = !{!34, !35, i64 0}
!34 = !{!"config", !35, i64 0, !35, i64 4}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 22, column: 8, scope: !23)
!39 = !DILocation(line: 22, column: 15, scope: !23)
!40 = !{!34, !35, i64 4}
!41 = !DILocation(line: 23, column: 5, scope: !23)
!42 = !DILocation(line: 24, column: 5, scope: !23)
!43 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 27, type: !24, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!44 = !{!45, !46}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 27, type: !5)
!46 = !DILocalVariable(name: "c", scope: !43, file: !3, line: 28, type: !10)
!47 = !DILocation(line: 0, scope: !43)
!48 = !DILocation(line: 28, column: 24, scope: !43)
!49 = !DILocation(line: 29, column: 9, scope: !50)
!50 = distinct !DILexicalBlock(scope: !43, file: !3, line: 29, column: 9)
!51 = !DILocation(line: 29, column: 9, scope: !43)
!52 = !DILocation(line: 30, column: 19, scope: !50)
!53 = !DILocation(line: 30, column: 30, scope: !50)
!54 = !DILocation(line: 30, column: 25, scope: !50)
!55 = !DILocation(line: 30, column: 14, scope: !50)
!56 = !{!35, !35, i64 0}
!57 = !DILocation(line: 30, column: 9, scope: !50)
!58 = !DILocation(line: 31, column: 5, scope: !43)
!59 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !60, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!14}
!62 = !{!63, !67}
!63 = !DILocalVariable(name: "p", scope: !59, file: !3, line: 35, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !65, line: 27, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!66 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!67 = !DILocalVariable(name: "r", scope: !59, file: !3, line: 35, type: !64)
!68 = !DILocation(line: 35, column: 5, scope: !59)
!69 = !DILocation(line: 0, scope: !59)
!70 = !DILocation(line: 36, column: 5, scope: !59)
!71 = !DILocation(line: 37, column: 5, scope: !59)
!72 = !DILocation(line: 38, column: 18, scope: !59)
!73 = !{!74, !74, i64 0}
!74 = !{!"long", !36, i64 0}
!75 = !DILocation(line: 38, column: 5, scope: !59)
!76 = !DILocation(line: 39, column: 18, scope: !59)
!77 = !DILocation(line: 39, column: 5, scope: !59)
!78 = !DILocation(line: 40, column: 25, scope: !59)
!79 = !DILocation(line: 40, column: 5, scope: !59)
!80 = !DILocation(line: 41, column: 10, scope: !59)
!81 = !DILocation(line: 41, column: 5, scope: !59)
!82 = !DILocation(line: 43, column: 1, scope: !59)
!83 = !DILocation(line: 42, column: 5, scope: !59)
!84 = !DISubprogram(name: "pthread_create", scope: !85, file: !85, line: 202, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !105)
!85 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!86 = !DISubroutineType(types: !87)
!87 = !{!14, !88, !90, !103, !104}
!88 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !65, line: 62, baseType: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !65, line: 56, size: 448, elements: !95)
!95 = !{!96, !101}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !94, file: !65, line: 58, baseType: !97, size: 448)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 448, elements: !99)
!98 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!99 = !{!100}
!100 = !DISubrange(count: 56)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !94, file: !65, line: 59, baseType: !102, size: 64)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!105 = !{}
!106 = !DISubprogram(name: "pthread_join", scope: !85, file: !85, line: 219, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !105)
!107 = !DISubroutineType(types: !108)
!108 = !{!14, !64, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
