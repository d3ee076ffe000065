; ModuleID = 'written_before_create.c'
source_filename = "written_before_create.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@table = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@sums = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !8
@.str = private unnamed_addr constant [29 x i8] c"sums[0] == 6 && sums[1] == 6\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"written_before_create.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @reader(i8* noundef %0) #0 !dbg !25 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i64* %3, metadata !31, metadata !DIExpression()), !dbg !32
  %6 = load i8*, i8** %2, align 8, !dbg !33
  %7 = ptrtoint i8* %6 to i64, !dbg !34
  store i64 %7, i64* %3, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %4, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %4, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %5, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %5, align 4, !dbg !39
  br label %8, !dbg !40

8:                                                ; preds = %18, %1
  %9 = load i32, i32* %5, align 4, !dbg !41
  %10 = icmp slt i32 %9, 3, !dbg !43
  br i1 %10, label %11, label %21, !dbg !44

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4, !dbg !45
  %13 = sext i32 %12 to i64, !dbg !46
  %14 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %13, !dbg !46
  %15 = load i32, i32* %14, align 4, !dbg !46
  %16 = load i32, i32* %4, align 4, !dbg !47
  %17 = add nsw i32 %16, %15, !dbg !47
  store i32 %17, i32* %4, align 4, !dbg !47
  br label %18, !dbg !48

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4, !dbg !49
  %20 = add nsw i32 %19, 1, !dbg !49
  store i32 %20, i32* %5, align 4, !dbg !49
  br label %8, !dbg !50, !llvm.loop !51

21:                                               ; preds = %8
  %22 = load i32, i32* %4, align 4, !dbg !54
  %23 = load i64, i64* %3, align 8, !dbg !55
  %24 = getelementptr inbounds [2 x i32], [2 x i32]* @sums, i64 0, i64 %23, !dbg !56
  store i32 %22, i32* %24, align 4, !dbg !57
  ret i8* null, !dbg !58
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !59 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [2 x i64], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !62, metadata !DIExpression()), !dbg !64
  store i32 0, i32* %2, align 4, !dbg !64
  br label %6, !dbg !65

6:                                                ; preds = %15, %0
  %7 = load i32, i32* %2, align 4, !dbg !66
  %8 = icmp slt i32 %7, 3, !dbg !68
  br i1 %8, label %9, label %18, !dbg !69

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4, !dbg !70
  %11 = add nsw i32 %10, 1, !dbg !71
  %12 = load i32, i32* %2, align 4, !dbg !72
  %13 = sext i32 %12 to i64, !dbg !73
  %14 = getelementptr inbounds [3 x i32], [3 x i32]* @table, i64 0, i64 %13, !dbg !73
  store i32 %11, i32* %14, align 4, !dbg !74
  br label %15, !dbg !73

15:                                               ; preds = %9
  %16 = load i32, i32* %2, align 4, !dbg !75
  %17 = add nsw i32 %16, 1, !dbg !75
  store i32 %17, i32* %2, align 4, !dbg !75
  br label %6, !dbg !76, !llvm.loop !77

18:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata [2 x i64]* %3, metadata !79, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.declare(metadata i64* %4, metadata !85, metadata !DIExpression()), !dbg !87
  store i64 0, i64* %4, align 8, !dbg !87
  br label %19, !dbg !88

19:                                               ; preds = %28, %18
  %20 = load i64, i64* %4, align 8, !dbg !89
  %21 = icmp slt i64 %20, 2, !dbg !91
  br i1 %21, label %22, label %31, !dbg !92

22:                                               ; preds = %19
  %23 = load i64, i64* %4, align 8, !dbg !93
  %24 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 %23, !dbg !94
  %25 = load i64, i64* %4, align 8, !dbg !95
  %26 = inttoptr i64 %25 to i8*, !dbg !96
  %27 = call i32 @pthread_create(i64* noundef %24, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef %26) #5, !dbg !97
  br label %28, !dbg !97

28:                                               ; preds = %22
  %29 = load i64, i64* %4, align 8, !dbg !98
  %30 = add nsw i64 %29, 1, !dbg !98
  store i64 %30, i64* %4, align 8, !dbg !98
  br label %19, !dbg !99, !llvm.loop !100

31:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %5, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %5, align 4, !dbg !104
  br label %32, !dbg !105

32:                                               ; preds = %41, %31
  %33 = load i32, i32* %5, align 4, !dbg !106
  %34 = icmp slt i32 %33, 2, !dbg !108
  br i1 %34, label %35, label %44, !dbg !109

35:                                               ; preds = %32
  %36 = load i32, i32* %5, align 4, !dbg !110
  %37 = sext i32 %36 to i64, !dbg !111
  %38 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 %37, !dbg !111
  %39 = load i64, i64* %38, align 8, !dbg !111
  %40 = call i32 @pthread_join(i64 noundef %39, i8** noundef null), !dbg !112
  br label %41, !dbg !112

41:                                               ; preds = %35
  %42 = load i32, i32* %5, align 4, !dbg !113
  %43 = add nsw i32 %42, 1, !dbg !113
  store i32 %43, i32* %5, align 4, !dbg !113
  br label %32, !dbg !114, !llvm.loop !115

44:                                               ; preds = %32
  %45 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sums, i64 0, i64 0), align 4, !dbg !117
  %46 = icmp eq i32 %45, 6, !dbg !117
  br i1 %46, label %47, label %51, !dbg !117

47:                                               ; preds = %44
  %48 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sums, i64 0, i64 1), align 4, !dbg !117
  %49 = icmp eq i32 %48, 6, !dbg !117
  br i1 %49, label %50, label %51, !dbg !120

50:                                               ; preds = %47
  br label %52, !dbg !120

51:                                               ; preds = %47, %44
  call void @__assert_fail(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 30, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !117
  unreachable, !dbg !117

52:                                               ; preds = %50
  store i32 0, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @table, i64 0, i64 0), align 4, !dbg !121
  %53 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sums, i64 0, i64 0), align 4, !dbg !122
  %54 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sums, i64 0, i64 1), align 4, !dbg !123
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %53, i32 noundef %54), !dbg !124
  ret i32 0, !dbg !125
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 10, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "written_before_create.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "08f26eb9eae9519fc4ab6b0b75ca2d2a")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "sums", scope: !2, file: !3, line: 11, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !12)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 13, type: !26, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!6, !6}
!28 = !{}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !25, file: !3, line: 13, type: !6)
!30 = !DILocation(line: 13, column: 20, scope: !25)
!31 = !DILocalVariable(name: "me", scope: !25, file: !3, line: 14, type: !5)
!32 = !DILocation(line: 14, column: 10, scope: !25)
!33 = !DILocation(line: 14, column: 21, scope: !25)
!34 = !DILocation(line: 14, column: 15, scope: !25)
!35 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 15, type: !11)
!36 = !DILocation(line: 15, column: 9, scope: !25)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 16, type: !11)
!38 = distinct !DILexicalBlock(scope: !25, file: !3, line: 16, column: 5)
!39 = !DILocation(line: 16, column: 14, scope: !38)
!40 = !DILocation(line: 16, column: 10, scope: !38)
!41 = !DILocation(line: 16, column: 21, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 16, column: 5)
!43 = !DILocation(line: 16, column: 23, scope: !42)
!44 = !DILocation(line: 16, column: 5, scope: !38)
!45 = !DILocation(line: 17, column: 20, scope: !42)
!46 = !DILocation(line: 17, column: 14, scope: !42)
!47 = !DILocation(line: 17, column: 11, scope: !42)
!48 = !DILocation(line: 17, column: 9, scope: !42)
!49 = !DILocation(line: 16, column: 29, scope: !42)
!50 = !DILocation(line: 16, column: 5, scope: !42)
!51 = distinct !{!51, !44, !52, !53}
!52 = !DILocation(line: 17, column: 21, scope: !38)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 18, column: 16, scope: !25)
!55 = !DILocation(line: 18, column: 10, scope: !25)
!56 = !DILocation(line: 18, column: 5, scope: !25)
!57 = !DILocation(line: 18, column: 14, scope: !25)
!58 = !DILocation(line: 19, column: 5, scope: !25)
!59 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !60, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!60 = !DISubroutineType(types: !61)
!61 = !{!11}
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 23, type: !11)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 23, column: 5)
!64 = !DILocation(line: 23, column: 14, scope: !63)
!65 = !DILocation(line: 23, column: 10, scope: !63)
!66 = !DILocation(line: 23, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 23, column: 5)
!68 = !DILocation(line: 23, column: 23, scope: !67)
!69 = !DILocation(line: 23, column: 5, scope: !63)
!70 = !DILocation(line: 24, column: 20, scope: !67)
!71 = !DILocation(line: 24, column: 22, scope: !67)
!72 = !DILocation(line: 24, column: 15, scope: !67)
!73 = !DILocation(line: 24, column: 9, scope: !67)
!74 = !DILocation(line: 24, column: 18, scope: !67)
!75 = !DILocation(line: 23, column: 29, scope: !67)
!76 = !DILocation(line: 23, column: 5, scope: !67)
!77 = distinct !{!77, !69, !78, !53}
!78 = !DILocation(line: 24, column: 24, scope: !63)
!79 = !DILocalVariable(name: "t", scope: !59, file: !3, line: 25, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 128, elements: !12)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !82, line: 27, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DILocation(line: 25, column: 15, scope: !59)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 26, type: !5)
!86 = distinct !DILexicalBlock(scope: !59, file: !3, line: 26, column: 5)
!87 = !DILocation(line: 26, column: 15, scope: !86)
!88 = !DILocation(line: 26, column: 10, scope: !86)
!89 = !DILocation(line: 26, column: 22, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 26, column: 5)
!91 = !DILocation(line: 26, column: 24, scope: !90)
!92 = !DILocation(line: 26, column: 5, scope: !86)
!93 = !DILocation(line: 27, column: 27, scope: !90)
!94 = !DILocation(line: 27, column: 25, scope: !90)
!95 = !DILocation(line: 27, column: 53, scope: !90)
!96 = !DILocation(line: 27, column: 45, scope: !90)
!97 = !DILocation(line: 27, column: 9, scope: !90)
!98 = !DILocation(line: 26, column: 30, scope: !90)
!99 = !DILocation(line: 26, column: 5, scope: !90)
!100 = distinct !{!100, !92, !101, !53}
!101 = !DILocation(line: 27, column: 54, scope: !86)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 28, type: !11)
!103 = distinct !DILexicalBlock(scope: !59, file: !3, line: 28, column: 5)
!104 = !DILocation(line: 28, column: 14, scope: !103)
!105 = !DILocation(line: 28, column: 10, scope: !103)
!106 = !DILocation(line: 28, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 28, column: 5)
!108 = !DILocation(line: 28, column: 23, scope: !107)
!109 = !DILocation(line: 28, column: 5, scope: !103)
!110 = !DILocation(line: 29, column: 24, scope: !107)
!111 = !DILocation(line: 29, column: 22, scope: !107)
!112 = !DILocation(line: 29, column: 9, scope: !107)
!113 = !DILocation(line: 28, column: 29, scope: !107)
!114 = !DILocation(line: 28, column: 5, scope: !107)
!115 = distinct !{!115, !109, !116, !53}
!116 = !DILocation(line: 29, column: 32, scope: !103)
!117 = !DILocation(line: 30, column: 5, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 30, column: 5)
!119 = distinct !DILexicalBlock(scope: !59, file: !3, line: 30, column: 5)
!120 = !DILocation(line: 30, column: 5, scope: !119)
!121 = !DILocation(line: 31, column: 14, scope: !59)
!122 = !DILocation(line: 32, column: 23, scope: !59)
!123 = !DILocation(line: 32, column: 32, scope: !59)
!124 = !DILocation(line: 32, column: 5, scope: !59)
!125 = !DILocation(line: 33, column: 5, scope: !59)
