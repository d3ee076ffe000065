; ModuleID = 'realloc_grow.c'
source_filename = "realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [11 x i8] c"v.cap == 8\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"realloc_grow.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"sum == 100\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.vec, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.vec* %2, metadata !15, metadata !DIExpression()), !dbg !22
  %6 = bitcast %struct.vec* %2 to i8*, !dbg !22
  call void @llvm.memset.p0i8.i64(i8* align 8 %6, i8 0, i64 16, i1 false), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %3, metadata !23, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %3, align 4, !dbg !25
  br label %7, !dbg !26

7:                                                ; preds = %13, %0
  %8 = load i32, i32* %3, align 4, !dbg !27
  %9 = icmp slt i32 %8, 5, !dbg !29
  br i1 %9, label %10, label %16, !dbg !30

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4, !dbg !31
  %12 = mul nsw i32 10, %11, !dbg !32
  call void @push(%struct.vec* noundef %2, i32 noundef %12), !dbg !33
  br label %13, !dbg !33

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4, !dbg !34
  %15 = add nsw i32 %14, 1, !dbg !34
  store i32 %15, i32* %3, align 4, !dbg !34
  br label %7, !dbg !35, !llvm.loop !36

16:                                               ; preds = %7
  %17 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 2, !dbg !39
  %18 = load i32, i32* %17, align 4, !dbg !39
  %19 = icmp eq i32 %18, 8, !dbg !39
  br i1 %19, label %20, label %21, !dbg !42

20:                                               ; preds = %16
  br label %22, !dbg !42

21:                                               ; preds = %16
  call void @__assert_fail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef 23, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5, !dbg !39
  unreachable, !dbg !39

22:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %4, metadata !43, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %4, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %5, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %5, align 4, !dbg !47
  br label %23, !dbg !48

23:                                               ; preds = %37, %22
  %24 = load i32, i32* %5, align 4, !dbg !49
  %25 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 1, !dbg !51
  %26 = load i32, i32* %25, align 8, !dbg !51
  %27 = icmp slt i32 %24, %26, !dbg !52
  br i1 %27, label %28, label %40, !dbg !53

28:                                               ; preds = %23
  %29 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0, !dbg !54
  %30 = load i32*, i32** %29, align 8, !dbg !54
  %31 = load i32, i32* %5, align 4, !dbg !55
  %32 = sext i32 %31 to i64, !dbg !56
  %33 = getelementptr inbounds i32, i32* %30, i64 %32, !dbg !56
  %34 = load i32, i32* %33, align 4, !dbg !56
  %35 = load i32, i32* %4, align 4, !dbg !57
  %36 = add nsw i32 %35, %34, !dbg !57
  store i32 %36, i32* %4, align 4, !dbg !57
  br label %37, !dbg !58

37:                                               ; preds = %28
  %38 = load i32, i32* %5, align 4, !dbg !59
  %39 = add nsw i32 %38, 1, !dbg !59
  store i32 %39, i32* %5, align 4, !dbg !59
  br label %23, !dbg !60, !llvm.loop !61

40:                                               ; preds = %23
  %41 = load i32, i32* %4, align 4, !dbg !63
  %42 = icmp eq i32 %41, 100, !dbg !63
  br i1 %42, label %43, label %44, !dbg !66

43:                                               ; preds = %40
  br label %45, !dbg !66

44:                                               ; preds = %40
  call void @__assert_fail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5, !dbg !63
  unreachable, !dbg !63

45:                                               ; preds = %43
  %46 = getelementptr inbounds %struct.vec, %struct.vec* %2, i32 0, i32 0, !dbg !67
  %47 = load i32*, i32** %46, align 8, !dbg !67
  %48 = bitcast i32* %47 to i8*, !dbg !68
  call void @free(i8* noundef %48) #6, !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.vec* noundef %0, i32 noundef %1) #0 !dbg !71 {
  %3 = alloca %struct.vec*, align 8
  %4 = alloca i32, align 4
  store %struct.vec* %0, %struct.vec** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.vec** %3, metadata !75, metadata !DIExpression()), !dbg !76
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !77, metadata !DIExpression()), !dbg !78
  %5 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !79
  %6 = getelementptr inbounds %struct.vec, %struct.vec* %5, i32 0, i32 1, !dbg !81
  %7 = load i32, i32* %6, align 8, !dbg !81
  %8 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !82
  %9 = getelementptr inbounds %struct.vec, %struct.vec* %8, i32 0, i32 2, !dbg !83
  %10 = load i32, i32* %9, align 4, !dbg !83
  %11 = icmp eq i32 %7, %10, !dbg !84
  br i1 %11, label %12, label %40, !dbg !85

12:                                               ; preds = %2
  %13 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !86
  %14 = getelementptr inbounds %struct.vec, %struct.vec* %13, i32 0, i32 2, !dbg !88
  %15 = load i32, i32* %14, align 4, !dbg !88
  %16 = icmp ne i32 %15, 0, !dbg !86
  br i1 %16, label %17, label %22, !dbg !86

17:                                               ; preds = %12
  %18 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !89
  %19 = getelementptr inbounds %struct.vec, %struct.vec* %18, i32 0, i32 2, !dbg !90
  %20 = load i32, i32* %19, align 4, !dbg !90
  %21 = mul nsw i32 2, %20, !dbg !91
  br label %23, !dbg !86

22:                                               ; preds = %12
  br label %23, !dbg !86

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1, %22 ], !dbg !86
  %25 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !92
  %26 = getelementptr inbounds %struct.vec, %struct.vec* %25, i32 0, i32 2, !dbg !93
  store i32 %24, i32* %26, align 4, !dbg !94
  %27 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !95
  %28 = getelementptr inbounds %struct.vec, %struct.vec* %27, i32 0, i32 0, !dbg !96
  %29 = load i32*, i32** %28, align 8, !dbg !96
  %30 = bitcast i32* %29 to i8*, !dbg !95
  %31 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !97
  %32 = getelementptr inbounds %struct.vec, %struct.vec* %31, i32 0, i32 2, !dbg !98
  %33 = load i32, i32* %32, align 4, !dbg !98
  %34 = sext i32 %33 to i64, !dbg !97
  %35 = mul i64 %34, 4, !dbg !99
  %36 = call i8* @realloc(i8* noundef %30, i64 noundef %35) #6, !dbg !100
  %37 = bitcast i8* %36 to i32*, !dbg !100
  %38 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !101
  %39 = getelementptr inbounds %struct.vec, %struct.vec* %38, i32 0, i32 0, !dbg !102
  store i32* %37, i32** %39, align 8, !dbg !103
  br label %40, !dbg !104

40:                                               ; preds = %23, %2
  %41 = load i32, i32* %4, align 4, !dbg !105
  %42 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !106
  %43 = getelementptr inbounds %struct.vec, %struct.vec* %42, i32 0, i32 0, !dbg !107
  %44 = load i32*, i32** %43, align 8, !dbg !107
  %45 = load %struct.vec*, %struct.vec** %3, align 8, !dbg !108
  %46 = getelementptr inbounds %struct.vec, %struct.vec* %45, i32 0, i32 1, !dbg !109
  %47 = load i32, i32* %46, align 8, !dbg !110
  %48 = add nsw i32 %47, 1, !dbg !110
  store i32 %48, i32* %46, align 8, !dbg !110
  %49 = sext i32 %47 to i64, !dbg !106
  %50 = getelementptr inbounds i32, i32* %44, i64 %49, !dbg !106
  store i32 %41, i32* %50, align 4, !dbg !111
  ret void, !dbg !112
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "realloc_grow.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "7ee8555b3c11b1473d27b5a25b5fddda")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !11, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 20, type: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "vec", file: !1, line: 6, size: 128, elements: !17)
!17 = !{!18, !20, !21}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !16, file: !1, line: 7, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !16, file: !1, line: 8, baseType: !13, size: 32, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !16, file: !1, line: 8, baseType: !13, size: 32, offset: 96)
!22 = !DILocation(line: 20, column: 16, scope: !10)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 21, type: !13)
!24 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 5)
!25 = !DILocation(line: 21, column: 14, scope: !24)
!26 = !DILocation(line: 21, column: 10, scope: !24)
!27 = !DILocation(line: 21, column: 21, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 21, column: 5)
!29 = !DILocation(line: 21, column: 23, scope: !28)
!30 = !DILocation(line: 21, column: 5, scope: !24)
!31 = !DILocation(line: 22, column: 23, scope: !28)
!32 = !DILocation(line: 22, column: 21, scope: !28)
!33 = !DILocation(line: 22, column: 9, scope: !28)
!34 = !DILocation(line: 21, column: 29, scope: !28)
!35 = !DILocation(line: 21, column: 5, scope: !28)
!36 = distinct !{!36, !30, !37, !38}
!37 = !DILocation(line: 22, column: 24, scope: !24)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 23, column: 5, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 23, column: 5)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 23, column: 5)
!42 = !DILocation(line: 23, column: 5, scope: !41)
!43 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 24, type: !13)
!44 = !DILocation(line: 24, column: 9, scope: !10)
!45 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 25, type: !13)
!46 = distinct !DILexicalBlock(scope: !10, file: !1, line: 25, column: 5)
!47 = !DILocation(line: 25, column: 14, scope: !46)
!48 = !DILocation(line: 25, column: 10, scope: !46)
!49 = !DILocation(line: 25, column: 21, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 25, column: 5)
!51 = !DILocation(line: 25, column: 27, scope: !50)
!52 = !DILocation(line: 25, column: 23, scope: !50)
!53 = !DILocation(line: 25, column: 5, scope: !46)
!54 = !DILocation(line: 26, column: 18, scope: !50)
!55 = !DILocation(line: 26, column: 23, scope: !50)
!56 = !DILocation(line: 26, column: 16, scope: !50)
!57 = !DILocation(line: 26, column: 13, scope: !50)
!58 = !DILocation(line: 26, column: 9, scope: !50)
!59 = !DILocation(line: 25, column: 33, scope: !50)
!60 = !DILocation(line: 25, column: 5, scope: !50)
!61 = distinct !{!61, !53, !62, !38}
!62 = !DILocation(line: 26, column: 24, scope: !46)
!63 = !DILocation(line: 27, column: 5, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !1, line: 27, column: 5)
!65 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 5)
!66 = !DILocation(line: 27, column: 5, scope: !65)
!67 = !DILocation(line: 28, column: 12, scope: !10)
!68 = !DILocation(line: 28, column: 10, scope: !10)
!69 = !DILocation(line: 28, column: 5, scope: !10)
!70 = !DILocation(line: 29, column: 5, scope: !10)
!71 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 11, type: !72, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !74, !13}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!75 = !DILocalVariable(name: "v", arg: 1, scope: !71, file: !1, line: 11, type: !74)
!76 = !DILocation(line: 11, column: 30, scope: !71)
!77 = !DILocalVariable(name: "x", arg: 2, scope: !71, file: !1, line: 11, type: !13)
!78 = !DILocation(line: 11, column: 37, scope: !71)
!79 = !DILocation(line: 12, column: 9, scope: !80)
!80 = distinct !DILexicalBlock(scope: !71, file: !1, line: 12, column: 9)
!81 = !DILocation(line: 12, column: 12, scope: !80)
!82 = !DILocation(line: 12, column: 19, scope: !80)
!83 = !DILocation(line: 12, column: 22, scope: !80)
!84 = !DILocation(line: 12, column: 16, scope: !80)
!85 = !DILocation(line: 12, column: 9, scope: !71)
!86 = !DILocation(line: 13, column: 18, scope: !87)
!87 = distinct !DILexicalBlock(scope: !80, file: !1, line: 12, column: 27)
!88 = !DILocation(line: 13, column: 21, scope: !87)
!89 = !DILocation(line: 13, column: 31, scope: !87)
!90 = !DILocation(line: 13, column: 34, scope: !87)
!91 = !DILocation(line: 13, column: 29, scope: !87)
!92 = !DILocation(line: 13, column: 9, scope: !87)
!93 = !DILocation(line: 13, column: 12, scope: !87)
!94 = !DILocation(line: 13, column: 16, scope: !87)
!95 = !DILocation(line: 14, column: 27, scope: !87)
!96 = !DILocation(line: 14, column: 30, scope: !87)
!97 = !DILocation(line: 14, column: 36, scope: !87)
!98 = !DILocation(line: 14, column: 39, scope: !87)
!99 = !DILocation(line: 14, column: 43, scope: !87)
!100 = !DILocation(line: 14, column: 19, scope: !87)
!101 = !DILocation(line: 14, column: 9, scope: !87)
!102 = !DILocation(line: 14, column: 12, scope: !87)
!103 = !DILocation(line: 14, column: 17, scope: !87)
!104 = !DILocation(line: 15, column: 5, scope: !87)
!105 = !DILocation(line: 16, column: 25, scope: !71)
!106 = !DILocation(line: 16, column: 5, scope: !71)
!107 = !DILocation(line: 16, column: 8, scope: !71)
!108 = !DILocation(line: 16, column: 13, scope: !71)
!109 = !DILocation(line: 16, column: 16, scope: !71)
!110 = !DILocation(line: 16, column: 19, scope: !71)
!111 = !DILocation(line: 16, column: 23, scope: !71)
!112 = !DILocation(line: 17, column: 1, scope: !71)
