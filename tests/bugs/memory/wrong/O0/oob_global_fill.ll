; ModuleID = 'oob_global_fill.c'
source_filename = "oob_global_fill.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@histogram = dso_local global [8 x i32] zeroinitializer, align 16, !dbg !0
@total = dso_local global i32 0, align 4, !dbg !5
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @clear(i32* noundef getelementptr inbounds ([8 x i32], [8 x i32]* @histogram, i64 0, i64 0), i32 noundef 8), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %2, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %2, align 4, !dbg !26
  br label %3, !dbg !27

3:                                                ; preds = %15, %0
  %4 = load i32, i32* %2, align 4, !dbg !28
  %5 = icmp slt i32 %4, 20, !dbg !30
  br i1 %5, label %6, label %18, !dbg !31

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !32
  %8 = srem i32 %7, 8, !dbg !34
  %9 = sext i32 %8 to i64, !dbg !35
  %10 = getelementptr inbounds [8 x i32], [8 x i32]* @histogram, i64 0, i64 %9, !dbg !35
  %11 = load i32, i32* %10, align 4, !dbg !36
  %12 = add nsw i32 %11, 1, !dbg !36
  store i32 %12, i32* %10, align 4, !dbg !36
  %13 = load i32, i32* @total, align 4, !dbg !37
  %14 = add nsw i32 %13, 1, !dbg !37
  store i32 %14, i32* @total, align 4, !dbg !37
  br label %15, !dbg !38

15:                                               ; preds = %6
  %16 = load i32, i32* %2, align 4, !dbg !39
  %17 = add nsw i32 %16, 1, !dbg !39
  store i32 %17, i32* %2, align 4, !dbg !39
  br label %3, !dbg !40, !llvm.loop !41

18:                                               ; preds = %3
  %19 = load i32, i32* getelementptr inbounds ([8 x i32], [8 x i32]* @histogram, i64 0, i64 3), align 4, !dbg !44
  %20 = load i32, i32* @total, align 4, !dbg !45
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %19, i32 noundef %20), !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @clear(i32* noundef %0, i32 noundef %1) #0 !dbg !48 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !52, metadata !DIExpression()), !dbg !53
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %5, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %5, align 4, !dbg !58
  br label %6, !dbg !59

6:                                                ; preds = %15, %2
  %7 = load i32, i32* %5, align 4, !dbg !60
  %8 = load i32, i32* %4, align 4, !dbg !62
  %9 = icmp sle i32 %7, %8, !dbg !63
  br i1 %9, label %10, label %18, !dbg !64

10:                                               ; preds = %6
  %11 = load i32*, i32** %3, align 8, !dbg !65
  %12 = load i32, i32* %5, align 4, !dbg !66
  %13 = sext i32 %12 to i64, !dbg !65
  %14 = getelementptr inbounds i32, i32* %11, i64 %13, !dbg !65
  store i32 0, i32* %14, align 4, !dbg !67
  br label %15, !dbg !65

15:                                               ; preds = %10
  %16 = load i32, i32* %5, align 4, !dbg !68
  %17 = add nsw i32 %16, 1, !dbg !68
  store i32 %17, i32* %5, align 4, !dbg !68
  br label %6, !dbg !69, !llvm.loop !70

18:                                               ; preds = %6
  ret void, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "histogram", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_global_fill.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "558449409a45e1f11b0f7ce6143dfc18")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !20, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!7}
!22 = !{}
!23 = !DILocation(line: 18, column: 5, scope: !19)
!24 = !DILocalVariable(name: "v", scope: !25, file: !3, line: 19, type: !7)
!25 = distinct !DILexicalBlock(scope: !19, file: !3, line: 19, column: 5)
!26 = !DILocation(line: 19, column: 14, scope: !25)
!27 = !DILocation(line: 19, column: 10, scope: !25)
!28 = !DILocation(line: 19, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !3, line: 19, column: 5)
!30 = !DILocation(line: 19, column: 23, scope: !29)
!31 = !DILocation(line: 19, column: 5, scope: !25)
!32 = !DILocation(line: 20, column: 19, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !3, line: 19, column: 34)
!34 = !DILocation(line: 20, column: 21, scope: !33)
!35 = !DILocation(line: 20, column: 9, scope: !33)
!36 = !DILocation(line: 20, column: 31, scope: !33)
!37 = !DILocation(line: 21, column: 14, scope: !33)
!38 = !DILocation(line: 22, column: 5, scope: !33)
!39 = !DILocation(line: 19, column: 30, scope: !29)
!40 = !DILocation(line: 19, column: 5, scope: !29)
!41 = distinct !{!41, !31, !42, !43}
!42 = !DILocation(line: 22, column: 5, scope: !25)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 23, column: 23, scope: !19)
!45 = !DILocation(line: 23, column: 37, scope: !19)
!46 = !DILocation(line: 23, column: 5, scope: !19)
!47 = !DILocation(line: 24, column: 5, scope: !19)
!48 = distinct !DISubprogram(name: "clear", scope: !3, file: !3, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !7}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!52 = !DILocalVariable(name: "counts", arg: 1, scope: !48, file: !3, line: 12, type: !51)
!53 = !DILocation(line: 12, column: 50, scope: !48)
!54 = !DILocalVariable(name: "n", arg: 2, scope: !48, file: !3, line: 12, type: !7)
!55 = !DILocation(line: 12, column: 62, scope: !48)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 13, type: !7)
!57 = distinct !DILexicalBlock(scope: !48, file: !3, line: 13, column: 5)
!58 = !DILocation(line: 13, column: 14, scope: !57)
!59 = !DILocation(line: 13, column: 10, scope: !57)
!60 = !DILocation(line: 13, column: 21, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 13, column: 5)
!62 = !DILocation(line: 13, column: 26, scope: !61)
!63 = !DILocation(line: 13, column: 23, scope: !61)
!64 = !DILocation(line: 13, column: 5, scope: !57)
!65 = !DILocation(line: 14, column: 9, scope: !61)
!66 = !DILocation(line: 14, column: 16, scope: !61)
!67 = !DILocation(line: 14, column: 19, scope: !61)
!68 = !DILocation(line: 13, column: 30, scope: !61)
!69 = !DILocation(line: 13, column: 5, scope: !61)
!70 = distinct !{!70, !64, !71, !43}
!71 = !DILocation(line: 14, column: 21, scope: !57)
!72 = !DILocation(line: 15, column: 1, scope: !48)
