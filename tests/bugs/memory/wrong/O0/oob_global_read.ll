; ModuleID = 'oob_global_read.c'
source_filename = "oob_global_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@keys = dso_local global [10 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6, i32 5, i32 3], align 16, !dbg !0
@values = dso_local global [10 x i32] [i32 30, i32 10, i32 40, i32 10, i32 50, i32 90, i32 20, i32 60, i32 50, i32 30], align 16, !dbg !5
@.str = private unnamed_addr constant [16 x i8] c"value of 7: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !23, metadata !DIExpression()), !dbg !24
  %3 = call i32 @find(i32 noundef 7), !dbg !25
  store i32 %3, i32* %2, align 4, !dbg !24
  %4 = load i32, i32* %2, align 4, !dbg !26
  %5 = sext i32 %4 to i64, !dbg !27
  %6 = getelementptr inbounds [10 x i32], [10 x i32]* @values, i64 0, i64 %5, !dbg !27
  %7 = load i32, i32* %6, align 4, !dbg !27
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %7), !dbg !28
  ret i32 0, !dbg !29
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(i32 noundef %0) #0 !dbg !30 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %3, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %3, align 4, !dbg !36
  br label %4, !dbg !37

4:                                                ; preds = %16, %1
  %5 = load i32, i32* %3, align 4, !dbg !38
  %6 = icmp slt i32 %5, 10, !dbg !39
  br i1 %6, label %7, label %14, !dbg !40

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4, !dbg !41
  %9 = sext i32 %8 to i64, !dbg !42
  %10 = getelementptr inbounds [10 x i32], [10 x i32]* @keys, i64 0, i64 %9, !dbg !42
  %11 = load i32, i32* %10, align 4, !dbg !42
  %12 = load i32, i32* %2, align 4, !dbg !43
  %13 = icmp ne i32 %11, %12, !dbg !44
  br label %14

14:                                               ; preds = %7, %4
  %15 = phi i1 [ false, %4 ], [ %13, %7 ], !dbg !45
  br i1 %15, label %16, label %19, !dbg !37

16:                                               ; preds = %14
  %17 = load i32, i32* %3, align 4, !dbg !46
  %18 = add nsw i32 %17, 1, !dbg !46
  store i32 %18, i32* %3, align 4, !dbg !46
  br label %4, !dbg !37, !llvm.loop !47

19:                                               ; preds = %14
  %20 = load i32, i32* %3, align 4, !dbg !49
  ret i32 %20, !dbg !50
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "keys", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_global_read.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "701de436cd55e9d3552993555138f24e")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "values", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !20, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!8}
!22 = !{}
!23 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 19, type: !8)
!24 = !DILocation(line: 19, column: 9, scope: !19)
!25 = !DILocation(line: 19, column: 13, scope: !19)
!26 = !DILocation(line: 20, column: 39, scope: !19)
!27 = !DILocation(line: 20, column: 32, scope: !19)
!28 = !DILocation(line: 20, column: 5, scope: !19)
!29 = !DILocation(line: 21, column: 5, scope: !19)
!30 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 11, type: !31, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !22)
!31 = !DISubroutineType(types: !32)
!32 = !{!8, !8}
!33 = !DILocalVariable(name: "key", arg: 1, scope: !30, file: !3, line: 11, type: !8)
!34 = !DILocation(line: 11, column: 47, scope: !30)
!35 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 12, type: !8)
!36 = !DILocation(line: 12, column: 9, scope: !30)
!37 = !DILocation(line: 13, column: 5, scope: !30)
!38 = !DILocation(line: 13, column: 12, scope: !30)
!39 = !DILocation(line: 13, column: 14, scope: !30)
!40 = !DILocation(line: 13, column: 18, scope: !30)
!41 = !DILocation(line: 13, column: 26, scope: !30)
!42 = !DILocation(line: 13, column: 21, scope: !30)
!43 = !DILocation(line: 13, column: 32, scope: !30)
!44 = !DILocation(line: 13, column: 29, scope: !30)
!45 = !DILocation(line: 0, scope: !30)
!46 = !DILocation(line: 14, column: 10, scope: !30)
!47 = distinct !{!47, !37, !46, !48}
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 15, column: 12, scope: !30)
!50 = !DILocation(line: 15, column: 5, scope: !30)
