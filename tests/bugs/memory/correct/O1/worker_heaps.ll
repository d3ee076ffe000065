; ModuleID = 'worker_heaps.c'
source_filename = "worker_heaps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }
%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [31 x i8] c"(long)ra == 3 && (long)rb == 6\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"worker_heaps.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !12 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = bitcast i64* %1 to i8*, !dbg !24
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7, !dbg !24
  %6 = bitcast i64* %2 to i8*, !dbg !24
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #7, !dbg !24
  call void @llvm.dbg.value(metadata i64* %1, metadata !17, metadata !DIExpression(DW_OP_deref)), !dbg !25
  %7 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 1 to i8*)) #7, !dbg !26
  call void @llvm.dbg.value(metadata i64* %2, metadata !21, metadata !DIExpression(DW_OP_deref)), !dbg !25
  %8 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @work, i8* noundef nonnull inttoptr (i64 2 to i8*)) #7, !dbg !27
  %9 = bitcast i8** %3 to i8*, !dbg !28
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #7, !dbg !28
  %10 = bitcast i8** %4 to i8*, !dbg !28
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %10) #7, !dbg !28
  %11 = load i64, i64* %1, align 8, !dbg !29, !tbaa !30
  call void @llvm.dbg.value(metadata i64 %11, metadata !17, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i8** %3, metadata !22, metadata !DIExpression(DW_OP_deref)), !dbg !25
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef nonnull %3) #7, !dbg !34
  %13 = load i64, i64* %2, align 8, !dbg !35, !tbaa !30
  call void @llvm.dbg.value(metadata i64 %13, metadata !21, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i8** %4, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !25
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef nonnull %4) #7, !dbg !36
  %15 = load i8*, i8** %3, align 8, !dbg !37, !tbaa !40
  call void @llvm.dbg.value(metadata i8* %15, metadata !22, metadata !DIExpression()), !dbg !25
  %16 = icmp eq i8* %15, inttoptr (i64 3 to i8*), !dbg !37
  %17 = load i8*, i8** %4, align 8, !dbg !37
  call void @llvm.dbg.value(metadata i8* %17, metadata !23, metadata !DIExpression()), !dbg !25
  %18 = icmp eq i8* %17, inttoptr (i64 6 to i8*), !dbg !37
  %19 = select i1 %16, i1 %18, i1 false, !dbg !37
  br i1 %19, label %21, label %20, !dbg !37

20:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !37
  unreachable, !dbg !37

21:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %10) #7, !dbg !42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #7, !dbg !42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #7, !dbg !42
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7, !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare !dbg !44 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i8* @work(i8* noundef %0) #3 !dbg !67 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !69, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.pair* poison, metadata !70, metadata !DIExpression()), !dbg !77
  %2 = ptrtoint i8* %0 to i64, !dbg !78
  %3 = mul nsw i64 %2, 3, !dbg !79
  call void @llvm.dbg.value(metadata i64 %3, metadata !76, metadata !DIExpression()), !dbg !77
  %4 = inttoptr i64 %3 to i8*, !dbg !80
  ret i8* %4, !dbg !81
}

declare !dbg !82 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "worker_heaps.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "b6818fd6981baf8d065d2cb34483f387")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17, !21, !22, !23}
!17 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 21, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !19, line: 27, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 21, type: !18)
!22 = !DILocalVariable(name: "ra", scope: !12, file: !1, line: 24, type: !3)
!23 = !DILocalVariable(name: "rb", scope: !12, file: !1, line: 24, type: !3)
!24 = !DILocation(line: 21, column: 5, scope: !12)
!25 = !DILocation(line: 0, scope: !12)
!26 = !DILocation(line: 22, column: 5, scope: !12)
!27 = !DILocation(line: 23, column: 5, scope: !12)
!28 = !DILocation(line: 24, column: 5, scope: !12)
!29 = !DILocation(line: 25, column: 18, scope: !12)
!30 = !{!31, !31, i64 0}
!31 = !{!"long", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 25, column: 5, scope: !12)
!35 = !DILocation(line: 26, column: 18, scope: !12)
!36 = !DILocation(line: 26, column: 5, scope: !12)
!37 = !DILocation(line: 27, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !1, line: 27, column: 5)
!39 = distinct !DILexicalBlock(scope: !12, file: !1, line: 27, column: 5)
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !32, i64 0}
!42 = !DILocation(line: 29, column: 1, scope: !12)
!43 = !DILocation(line: 28, column: 5, scope: !12)
!44 = !DISubprogram(name: "pthread_create", scope: !45, file: !45, line: 202, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!45 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!46 = !DISubroutineType(types: !47)
!47 = !{!15, !48, !50, !62, !65}
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !19, line: 62, baseType: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !19, line: 56, size: 448, elements: !55)
!55 = !{!56, !61}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !54, file: !19, line: 58, baseType: !57, size: 448)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 448, elements: !59)
!58 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!59 = !{!60}
!60 = !DISubrange(count: 56)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !54, file: !19, line: 59, baseType: !4, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DISubroutineType(types: !64)
!64 = !{!3, !3}
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !3)
!66 = !{}
!67 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 11, type: !63, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !68)
!68 = !{!69, !70, !76}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !67, file: !1, line: 11, type: !3)
!70 = !DILocalVariable(name: "scratch", scope: !67, file: !1, line: 12, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 7, size: 128, elements: !73)
!73 = !{!74, !75}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !72, file: !1, line: 8, baseType: !4, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !72, file: !1, line: 8, baseType: !4, size: 64, offset: 64)
!76 = !DILocalVariable(name: "sum", scope: !67, file: !1, line: 15, type: !4)
!77 = !DILocation(line: 0, scope: !67)
!78 = !DILocation(line: 13, column: 18, scope: !67)
!79 = !DILocation(line: 15, column: 27, scope: !67)
!80 = !DILocation(line: 17, column: 12, scope: !67)
!81 = !DILocation(line: 17, column: 5, scope: !67)
!82 = !DISubprogram(name: "pthread_join", scope: !45, file: !45, line: 219, type: !83, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !66)
!83 = !DISubroutineType(types: !84)
!84 = !{!15, !18, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
