; ModuleID = 'stack_return.c'
source_filename = "stack_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !15, metadata !DIExpression()), !dbg !17
  %3 = call i32* @make_range(i32 noundef 10), !dbg !18
  store i32* %3, i32** %2, align 8, !dbg !17
  %4 = load i32*, i32** %2, align 8, !dbg !19
  %5 = getelementptr inbounds i32, i32* %4, i64 2, !dbg !19
  %6 = load i32, i32* %5, align 4, !dbg !19
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %6), !dbg !20
  ret i32 0, !dbg !21
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32* @make_range(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca i32, align 4
  %3 = alloca [4 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata [4 x i32]* %3, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %4, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %4, align 4, !dbg !34
  br label %6, !dbg !35

6:                                                ; preds = %16, %1
  %7 = load i32, i32* %4, align 4, !dbg !36
  %8 = icmp slt i32 %7, 4, !dbg !38
  br i1 %8, label %9, label %19, !dbg !39

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4, !dbg !40
  %11 = load i32, i32* %4, align 4, !dbg !41
  %12 = add nsw i32 %10, %11, !dbg !42
  %13 = load i32, i32* %4, align 4, !dbg !43
  %14 = sext i32 %13 to i64, !dbg !44
  %15 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 %14, !dbg !44
  store i32 %12, i32* %15, align 4, !dbg !45
  br label %16, !dbg !44

16:                                               ; preds = %9
  %17 = load i32, i32* %4, align 4, !dbg !46
  %18 = add nsw i32 %17, 1, !dbg !46
  store i32 %18, i32* %4, align 4, !dbg !46
  br label %6, !dbg !47, !llvm.loop !48

19:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32** %5, metadata !51, metadata !DIExpression()), !dbg !53
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %3, i64 0, i64 0, !dbg !54
  store volatile i32* %20, i32** %5, align 8, !dbg !53
  %21 = load volatile i32*, i32** %5, align 8, !dbg !55
  ret i32* %21, !dbg !56
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_return.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "ba9375af7e047f09780161a4b81814fd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !11, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 16, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!17 = !DILocation(line: 16, column: 10, scope: !10)
!18 = !DILocation(line: 16, column: 14, scope: !10)
!19 = !DILocation(line: 17, column: 20, scope: !10)
!20 = !DILocation(line: 17, column: 5, scope: !10)
!21 = !DILocation(line: 18, column: 5, scope: !10)
!22 = distinct !DISubprogram(name: "make_range", scope: !1, file: !1, line: 7, type: !23, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!23 = !DISubroutineType(types: !24)
!24 = !{!16, !13}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !1, line: 7, type: !13)
!26 = !DILocation(line: 7, column: 54, scope: !22)
!27 = !DILocalVariable(name: "range", scope: !22, file: !1, line: 8, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DILocation(line: 8, column: 9, scope: !22)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 9, type: !13)
!33 = distinct !DILexicalBlock(scope: !22, file: !1, line: 9, column: 5)
!34 = !DILocation(line: 9, column: 14, scope: !33)
!35 = !DILocation(line: 9, column: 10, scope: !33)
!36 = !DILocation(line: 9, column: 21, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 9, column: 5)
!38 = !DILocation(line: 9, column: 23, scope: !37)
!39 = !DILocation(line: 9, column: 5, scope: !33)
!40 = !DILocation(line: 10, column: 20, scope: !37)
!41 = !DILocation(line: 10, column: 24, scope: !37)
!42 = !DILocation(line: 10, column: 22, scope: !37)
!43 = !DILocation(line: 10, column: 15, scope: !37)
!44 = !DILocation(line: 10, column: 9, scope: !37)
!45 = !DILocation(line: 10, column: 18, scope: !37)
!46 = !DILocation(line: 9, column: 29, scope: !37)
!47 = !DILocation(line: 9, column: 5, scope: !37)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 10, column: 24, scope: !33)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocalVariable(name: "escape", scope: !22, file: !1, line: 11, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !16)
!53 = !DILocation(line: 11, column: 19, scope: !22)
!54 = !DILocation(line: 11, column: 28, scope: !22)
!55 = !DILocation(line: 12, column: 12, scope: !22)
!56 = !DILocation(line: 12, column: 5, scope: !22)
