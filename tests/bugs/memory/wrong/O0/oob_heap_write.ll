; ModuleID = 'oob_heap_write.c'
source_filename = "oob_heap_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  %9 = load i8**, i8*** %5, align 8, !dbg !22
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  %10 = load i32, i32* %4, align 4, !dbg !25
  %11 = add nsw i32 %10, 3, !dbg !26
  store i32 %11, i32* %6, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32** %7, metadata !27, metadata !DIExpression()), !dbg !29
  %12 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !30
  %13 = bitcast i8* %12 to i32*, !dbg !30
  store i32* %13, i32** %7, align 8, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %8, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %8, align 4, !dbg !33
  br label %14, !dbg !34

14:                                               ; preds = %26, %2
  %15 = load i32, i32* %8, align 4, !dbg !35
  %16 = load i32, i32* %6, align 4, !dbg !37
  %17 = icmp sle i32 %15, %16, !dbg !38
  br i1 %17, label %18, label %29, !dbg !39

18:                                               ; preds = %14
  %19 = load i32, i32* %8, align 4, !dbg !40
  %20 = load i32, i32* %8, align 4, !dbg !41
  %21 = mul nsw i32 %19, %20, !dbg !42
  %22 = load i32*, i32** %7, align 8, !dbg !43
  %23 = load i32, i32* %8, align 4, !dbg !44
  %24 = sext i32 %23 to i64, !dbg !43
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !43
  store i32 %21, i32* %25, align 4, !dbg !45
  br label %26, !dbg !43

26:                                               ; preds = %18
  %27 = load i32, i32* %8, align 4, !dbg !46
  %28 = add nsw i32 %27, 1, !dbg !46
  store i32 %28, i32* %8, align 4, !dbg !46
  br label %14, !dbg !47, !llvm.loop !48

29:                                               ; preds = %14
  %30 = load i32*, i32** %7, align 8, !dbg !51
  %31 = getelementptr inbounds i32, i32* %30, i64 3, !dbg !51
  %32 = load i32, i32* %31, align 4, !dbg !51
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %32), !dbg !52
  %34 = load i32*, i32** %7, align 8, !dbg !53
  %35 = bitcast i32* %34 to i8*, !dbg !53
  call void @free(i8* noundef %35) #4, !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "oob_heap_write.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "1063656399c5ae230e6ba2a469af25c9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!19 = !DILocation(line: 7, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 7, type: !14)
!21 = !DILocation(line: 7, column: 27, scope: !10)
!22 = !DILocation(line: 8, column: 11, scope: !10)
!23 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 9, type: !13)
!24 = !DILocation(line: 9, column: 9, scope: !10)
!25 = !DILocation(line: 9, column: 13, scope: !10)
!26 = !DILocation(line: 9, column: 18, scope: !10)
!27 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 10, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!29 = !DILocation(line: 10, column: 10, scope: !10)
!30 = !DILocation(line: 10, column: 14, scope: !10)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 11, type: !13)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 5)
!33 = !DILocation(line: 11, column: 14, scope: !32)
!34 = !DILocation(line: 11, column: 10, scope: !32)
!35 = !DILocation(line: 11, column: 21, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 11, column: 5)
!37 = !DILocation(line: 11, column: 26, scope: !36)
!38 = !DILocation(line: 11, column: 23, scope: !36)
!39 = !DILocation(line: 11, column: 5, scope: !32)
!40 = !DILocation(line: 12, column: 16, scope: !36)
!41 = !DILocation(line: 12, column: 20, scope: !36)
!42 = !DILocation(line: 12, column: 18, scope: !36)
!43 = !DILocation(line: 12, column: 9, scope: !36)
!44 = !DILocation(line: 12, column: 11, scope: !36)
!45 = !DILocation(line: 12, column: 14, scope: !36)
!46 = !DILocation(line: 11, column: 30, scope: !36)
!47 = !DILocation(line: 11, column: 5, scope: !36)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 12, column: 20, scope: !32)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 13, column: 20, scope: !10)
!52 = !DILocation(line: 13, column: 5, scope: !10)
!53 = !DILocation(line: 14, column: 10, scope: !10)
!54 = !DILocation(line: 14, column: 5, scope: !10)
!55 = !DILocation(line: 15, column: 5, scope: !10)
