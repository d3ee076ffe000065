; ModuleID = 'uaf_after_join.c'
source_filename = "uaf_after_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.message = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [29 x i8] c"sent %d bytes (checksum %d)\0A\00", align 1
@total = internal unnamed_addr global i32 0, align 4, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !15 {
  %1 = alloca i64, align 8
  %2 = call noalias dereferenceable_or_null(8) i8* @malloc(i64 noundef 8) #9, !dbg !29
  %3 = bitcast i8* %2 to %struct.message*, !dbg !29
  call void @llvm.dbg.value(metadata %struct.message* %3, metadata !19, metadata !DIExpression()), !dbg !30
  %4 = getelementptr inbounds %struct.message, %struct.message* %3, i64 0, i32 0, !dbg !31
  store i32 5, i32* %4, align 4, !dbg !32, !tbaa !33
  %5 = getelementptr inbounds %struct.message, %struct.message* %3, i64 0, i32 1, !dbg !38
  store i32 85, i32* %5, align 4, !dbg !39, !tbaa !40
  %6 = bitcast i64* %1 to i8*, !dbg !41
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #9, !dbg !41
  call void @llvm.dbg.value(metadata i64* %1, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !30
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @consume, i8* noundef %2) #9, !dbg !42
  %8 = load i64, i64* %1, align 8, !dbg !43, !tbaa !44
  call void @llvm.dbg.value(metadata i64 %8, metadata !25, metadata !DIExpression()), !dbg !30
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null) #9, !dbg !46
  %10 = load i32, i32* %4, align 4, !dbg !47, !tbaa !33
  %11 = load i32, i32* %5, align 4, !dbg !48, !tbaa !40
  %12 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %10, i32 noundef %11), !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #9, !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !52 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable willreturn
define internal noalias i8* @consume(i8* nocapture noundef %0) #4 !dbg !76 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !78, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i8* %0, metadata !79, metadata !DIExpression()), !dbg !80
  %2 = bitcast i8* %0 to i32*, !dbg !81
  %3 = load i32, i32* %2, align 4, !dbg !81, !tbaa !33
  %4 = load i32, i32* @total, align 4, !dbg !82, !tbaa !83
  %5 = add nsw i32 %4, %3, !dbg !82
  store i32 %5, i32* @total, align 4, !dbg !82, !tbaa !83
  call void @free(i8* noundef %0) #9, !dbg !84
  ret i8* null, !dbg !85
}

declare !dbg !86 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 15, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "uaf_after_join.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "c8a0114d72ea4101cf9af34c6ac8bf57")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !16, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !{!19, !25}
!19 = !DILocalVariable(name: "m", scope: !15, file: !3, line: 25, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "message", file: !3, line: 10, size: 64, elements: !22)
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !3, line: 11, baseType: !7, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !21, file: !3, line: 12, baseType: !7, size: 32, offset: 32)
!25 = !DILocalVariable(name: "t", scope: !15, file: !3, line: 28, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DILocation(line: 25, column: 25, scope: !15)
!30 = !DILocation(line: 0, scope: !15)
!31 = !DILocation(line: 26, column: 8, scope: !15)
!32 = !DILocation(line: 26, column: 15, scope: !15)
!33 = !{!34, !35, i64 0}
!34 = !{!"message", !35, i64 0, !35, i64 4}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 27, column: 8, scope: !15)
!39 = !DILocation(line: 27, column: 17, scope: !15)
!40 = !{!34, !35, i64 4}
!41 = !DILocation(line: 28, column: 5, scope: !15)
!42 = !DILocation(line: 29, column: 5, scope: !15)
!43 = !DILocation(line: 30, column: 18, scope: !15)
!44 = !{!45, !45, i64 0}
!45 = !{!"long", !36, i64 0}
!46 = !DILocation(line: 30, column: 5, scope: !15)
!47 = !DILocation(line: 31, column: 48, scope: !15)
!48 = !DILocation(line: 31, column: 59, scope: !15)
!49 = !DILocation(line: 31, column: 5, scope: !15)
!50 = !DILocation(line: 33, column: 1, scope: !15)
!51 = !DILocation(line: 32, column: 5, scope: !15)
!52 = !DISubprogram(name: "pthread_create", scope: !53, file: !53, line: 202, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !75)
!53 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!54 = !DISubroutineType(types: !55)
!55 = !{!7, !56, !58, !71, !74}
!56 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !27, line: 62, baseType: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !27, line: 56, size: 448, elements: !63)
!63 = !{!64, !69}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !62, file: !27, line: 58, baseType: !65, size: 448)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 448, elements: !67)
!66 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!67 = !{!68}
!68 = !DISubrange(count: 56)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !62, file: !27, line: 59, baseType: !70, size: 64)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DISubroutineType(types: !73)
!73 = !{!5, !5}
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!75 = !{}
!76 = distinct !DISubprogram(name: "consume", scope: !3, file: !3, line: 17, type: !72, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!77 = !{!78, !79}
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !76, file: !3, line: 17, type: !5)
!79 = !DILocalVariable(name: "m", scope: !76, file: !3, line: 18, type: !20)
!80 = !DILocation(line: 0, scope: !76)
!81 = !DILocation(line: 19, column: 17, scope: !76)
!82 = !DILocation(line: 19, column: 11, scope: !76)
!83 = !{!35, !35, i64 0}
!84 = !DILocation(line: 20, column: 5, scope: !76)
!85 = !DILocation(line: 21, column: 5, scope: !76)
!86 = !DISubprogram(name: "pthread_join", scope: !53, file: !53, line: 219, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !75)
!87 = !DISubroutineType(types: !88)
!88 = !{!7, !26, !89}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
