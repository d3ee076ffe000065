; ModuleID = 'calloc_histogram.c'
source_filename = "calloc_histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.data = private unnamed_addr constant [6 x i32] [i32 1, i32 3, i32 3, i32 0, i32 2, i32 3], align 16
@.str = private unnamed_addr constant [65 x i8] c"count[0] == 1 && count[1] == 1 && count[2] == 1 && count[3] == 3\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"calloc_histogram.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !12 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i32], align 16
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [6 x i32]* %2, metadata !17, metadata !DIExpression()), !dbg !22
  %5 = bitcast [6 x i32]* %2 to i8*, !dbg !22
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %5, i8* align 16 bitcast ([6 x i32]* @__const.main.data to i8*), i64 24, i1 false), !dbg !22
  call void @llvm.dbg.declare(metadata i32** %3, metadata !23, metadata !DIExpression()), !dbg !25
  %6 = call noalias i8* @calloc(i64 noundef 4, i64 noundef 4) #5, !dbg !26
  %7 = bitcast i8* %6 to i32*, !dbg !26
  store i32* %7, i32** %3, align 8, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !30
  store i32 0, i32* %4, align 4, !dbg !30
  br label %8, !dbg !31

8:                                                ; preds = %22, %0
  %9 = load i32, i32* %4, align 4, !dbg !32
  %10 = zext i32 %9 to i64, !dbg !32
  %11 = icmp ult i64 %10, 6, !dbg !34
  br i1 %11, label %12, label %25, !dbg !35

12:                                               ; preds = %8
  %13 = load i32*, i32** %3, align 8, !dbg !36
  %14 = load i32, i32* %4, align 4, !dbg !37
  %15 = zext i32 %14 to i64, !dbg !38
  %16 = getelementptr inbounds [6 x i32], [6 x i32]* %2, i64 0, i64 %15, !dbg !38
  %17 = load i32, i32* %16, align 4, !dbg !38
  %18 = sext i32 %17 to i64, !dbg !36
  %19 = getelementptr inbounds i32, i32* %13, i64 %18, !dbg !36
  %20 = load i32, i32* %19, align 4, !dbg !39
  %21 = add nsw i32 %20, 1, !dbg !39
  store i32 %21, i32* %19, align 4, !dbg !39
  br label %22, !dbg !36

22:                                               ; preds = %12
  %23 = load i32, i32* %4, align 4, !dbg !40
  %24 = add i32 %23, 1, !dbg !40
  store i32 %24, i32* %4, align 4, !dbg !40
  br label %8, !dbg !41, !llvm.loop !42

25:                                               ; preds = %8
  %26 = load i32*, i32** %3, align 8, !dbg !45
  %27 = getelementptr inbounds i32, i32* %26, i64 0, !dbg !45
  %28 = load i32, i32* %27, align 4, !dbg !45
  %29 = icmp eq i32 %28, 1, !dbg !45
  br i1 %29, label %30, label %46, !dbg !45

30:                                               ; preds = %25
  %31 = load i32*, i32** %3, align 8, !dbg !45
  %32 = getelementptr inbounds i32, i32* %31, i64 1, !dbg !45
  %33 = load i32, i32* %32, align 4, !dbg !45
  %34 = icmp eq i32 %33, 1, !dbg !45
  br i1 %34, label %35, label %46, !dbg !45

35:                                               ; preds = %30
  %36 = load i32*, i32** %3, align 8, !dbg !45
  %37 = getelementptr inbounds i32, i32* %36, i64 2, !dbg !45
  %38 = load i32, i32* %37, align 4, !dbg !45
  %39 = icmp eq i32 %38, 1, !dbg !45
  br i1 %39, label %40, label %46, !dbg !45

40:                                               ; preds = %35
  %41 = load i32*, i32** %3, align 8, !dbg !45
  %42 = getelementptr inbounds i32, i32* %41, i64 3, !dbg !45
  %43 = load i32, i32* %42, align 4, !dbg !45
  %44 = icmp eq i32 %43, 3, !dbg !45
  br i1 %44, label %45, label %46, !dbg !48

45:                                               ; preds = %40
  br label %47, !dbg !48

46:                                               ; preds = %40, %35, %30, %25
  call void @__assert_fail(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.1, i64 0, i64 0), i32 noundef 11, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !45
  unreachable, !dbg !45

47:                                               ; preds = %45
  %48 = load i32*, i32** %3, align 8, !dbg !49
  %49 = bitcast i32* %48 to i8*, !dbg !49
  call void @free(i8* noundef %49) #5, !dbg !50
  call void @free(i8* noundef null) #5, !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "calloc_histogram.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "8ab549ed9e0cfd9f4e4ec64280c9013b")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "data", scope: !12, file: !1, line: 7, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 192, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DILocation(line: 7, column: 15, scope: !12)
!23 = !DILocalVariable(name: "count", scope: !12, file: !1, line: 8, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!25 = !DILocation(line: 8, column: 10, scope: !12)
!26 = !DILocation(line: 8, column: 18, scope: !12)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 9, type: !29)
!28 = distinct !DILexicalBlock(scope: !12, file: !1, line: 9, column: 5)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DILocation(line: 9, column: 19, scope: !28)
!31 = !DILocation(line: 9, column: 10, scope: !28)
!32 = !DILocation(line: 9, column: 26, scope: !33)
!33 = distinct !DILexicalBlock(scope: !28, file: !1, line: 9, column: 5)
!34 = !DILocation(line: 9, column: 28, scope: !33)
!35 = !DILocation(line: 9, column: 5, scope: !28)
!36 = !DILocation(line: 10, column: 9, scope: !33)
!37 = !DILocation(line: 10, column: 20, scope: !33)
!38 = !DILocation(line: 10, column: 15, scope: !33)
!39 = !DILocation(line: 10, column: 23, scope: !33)
!40 = !DILocation(line: 9, column: 61, scope: !33)
!41 = !DILocation(line: 9, column: 5, scope: !33)
!42 = distinct !{!42, !35, !43, !44}
!43 = !DILocation(line: 10, column: 23, scope: !28)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 11, column: 5, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !1, line: 11, column: 5)
!47 = distinct !DILexicalBlock(scope: !12, file: !1, line: 11, column: 5)
!48 = !DILocation(line: 11, column: 5, scope: !47)
!49 = !DILocation(line: 12, column: 10, scope: !12)
!50 = !DILocation(line: 12, column: 5, scope: !12)
!51 = !DILocation(line: 13, column: 5, scope: !12)
!52 = !DILocation(line: 14, column: 5, scope: !12)
