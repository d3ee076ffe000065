; ModuleID = 'race/wrong/mp_plain_flag.c'
source_filename = "race/wrong/mp_plain_flag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@data = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [9 x i8] c"data=%d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local noalias i8* @writer(i8* nocapture readnone %0) #0 !dbg !17 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !21, metadata !DIExpression()), !dbg !22
  store i32 42, i32* @data, align 4, !dbg !23, !tbaa !24
  store i32 1, i32* @ready, align 4, !dbg !28, !tbaa !24
  ret i8* null, !dbg !29
}

; Function Attrs: nofree nounwind uwtable
define dso_local noalias i8* @reader(i8* nocapture readnone %0) #1 !dbg !30 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !32, metadata !DIExpression()), !dbg !33
  %2 = load i32, i32* @ready, align 4, !dbg !34, !tbaa !24
  %3 = icmp eq i32 %2, 0, !dbg !34
  br i1 %3, label %7, label %4, !dbg !36

4:                                                ; preds = %1
  %5 = load i32, i32* @data, align 4, !dbg !37, !tbaa !24
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %5), !dbg !38
  br label %7, !dbg !38

7:                                                ; preds = %4, %1
  ret i8* null, !dbg !39
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !40 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !49
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #8, !dbg !49
  %4 = bitcast i64* %2 to i8*, !dbg !49
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #8, !dbg !49
  call void @llvm.dbg.value(metadata i64* %1, metadata !44, metadata !DIExpression(DW_OP_deref)), !dbg !50
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @writer, i8* noundef null) #8, !dbg !51
  call void @llvm.dbg.value(metadata i64* %2, metadata !48, metadata !DIExpression(DW_OP_deref)), !dbg !50
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @reader, i8* noundef null) #8, !dbg !52
  %7 = load i64, i64* %1, align 8, !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i64 %7, metadata !44, metadata !DIExpression()), !dbg !50
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #8, !dbg !56
  %9 = load i64, i64* %2, align 8, !dbg !57, !tbaa !54
  call void @llvm.dbg.value(metadata i64 %9, metadata !48, metadata !DIExpression()), !dbg !50
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #8, !dbg !58
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #8, !dbg !59
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #8, !dbg !59
  ret i32 0, !dbg !60
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nounwind
declare !dbg !61 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !83 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #6

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/mp_plain_flag.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "0cf61952e63cc1cef843ef27eb3cd133")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!5, !5}
!20 = !{!21}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !17, file: !3, line: 11, type: !5)
!22 = !DILocation(line: 0, scope: !17)
!23 = !DILocation(line: 12, column: 10, scope: !17)
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !DILocation(line: 13, column: 11, scope: !17)
!29 = !DILocation(line: 14, column: 5, scope: !17)
!30 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 17, type: !18, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!31 = !{!32}
!32 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 17, type: !5)
!33 = !DILocation(line: 0, scope: !30)
!34 = !DILocation(line: 18, column: 9, scope: !35)
!35 = distinct !DILexicalBlock(scope: !30, file: !3, line: 18, column: 9)
!36 = !DILocation(line: 18, column: 9, scope: !30)
!37 = !DILocation(line: 19, column: 29, scope: !35)
!38 = !DILocation(line: 19, column: 9, scope: !35)
!39 = !DILocation(line: 20, column: 5, scope: !30)
!40 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !41, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!9}
!43 = !{!44, !48}
!44 = !DILocalVariable(name: "w", scope: !40, file: !3, line: 24, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !46, line: 27, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DILocalVariable(name: "r", scope: !40, file: !3, line: 24, type: !45)
!49 = !DILocation(line: 24, column: 5, scope: !40)
!50 = !DILocation(line: 0, scope: !40)
!51 = !DILocation(line: 25, column: 5, scope: !40)
!52 = !DILocation(line: 26, column: 5, scope: !40)
!53 = !DILocation(line: 27, column: 18, scope: !40)
!54 = !{!55, !55, i64 0}
!55 = !{!"long", !26, i64 0}
!56 = !DILocation(line: 27, column: 5, scope: !40)
!57 = !DILocation(line: 28, column: 18, scope: !40)
!58 = !DILocation(line: 28, column: 5, scope: !40)
!59 = !DILocation(line: 30, column: 1, scope: !40)
!60 = !DILocation(line: 29, column: 5, scope: !40)
!61 = !DISubprogram(name: "pthread_create", scope: !62, file: !62, line: 202, type: !63, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!62 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!63 = !DISubroutineType(types: !64)
!64 = !{!9, !65, !67, !80, !81}
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !46, line: 62, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !46, line: 56, size: 448, elements: !72)
!72 = !{!73, !78}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !71, file: !46, line: 58, baseType: !74, size: 448)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 448, elements: !76)
!75 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!76 = !{!77}
!77 = !DISubrange(count: 56)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !71, file: !46, line: 59, baseType: !79, size: 64)
!79 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!82 = !{}
!83 = !DISubprogram(name: "pthread_join", scope: !62, file: !62, line: 219, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !82)
!84 = !DISubroutineType(types: !85)
!85 = !{!9, !45, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
