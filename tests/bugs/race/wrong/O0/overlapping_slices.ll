; ModuleID = 'race/wrong/overlapping_slices.c'
source_filename = "race/wrong/overlapping_slices.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@slots = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @fill(i8* noundef %0) #0 !dbg !20 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i64* %3, metadata !26, metadata !DIExpression()), !dbg !27
  %7 = load i8*, i8** %2, align 8, !dbg !28
  %8 = ptrtoint i8* %7 to i64, !dbg !29
  store i64 %8, i64* %3, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !31
  %9 = load i64, i64* %3, align 8, !dbg !32
  %10 = icmp eq i64 %9, 0, !dbg !33
  %11 = zext i1 %10 to i64, !dbg !32
  %12 = select i1 %10, i32 0, i32 2, !dbg !32
  store i32 %12, i32* %4, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !34, metadata !DIExpression()), !dbg !35
  %13 = load i64, i64* %3, align 8, !dbg !36
  %14 = icmp eq i64 %13, 0, !dbg !37
  %15 = zext i1 %14 to i64, !dbg !36
  %16 = select i1 %14, i32 2, i32 4, !dbg !36
  store i32 %16, i32* %5, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %6, metadata !38, metadata !DIExpression()), !dbg !40
  %17 = load i32, i32* %4, align 4, !dbg !41
  store i32 %17, i32* %6, align 4, !dbg !40
  br label %18, !dbg !42

18:                                               ; preds = %34, %1
  %19 = load i32, i32* %6, align 4, !dbg !43
  %20 = load i32, i32* %5, align 4, !dbg !45
  %21 = icmp sle i32 %19, %20, !dbg !46
  br i1 %21, label %22, label %25, !dbg !47

22:                                               ; preds = %18
  %23 = load i32, i32* %6, align 4, !dbg !48
  %24 = icmp slt i32 %23, 4, !dbg !49
  br label %25

25:                                               ; preds = %22, %18
  %26 = phi i1 [ false, %18 ], [ %24, %22 ], !dbg !50
  br i1 %26, label %27, label %37, !dbg !51

27:                                               ; preds = %25
  %28 = load i64, i64* %3, align 8, !dbg !52
  %29 = trunc i64 %28 to i32, !dbg !53
  %30 = add nsw i32 %29, 1, !dbg !54
  %31 = load i32, i32* %6, align 4, !dbg !55
  %32 = sext i32 %31 to i64, !dbg !56
  %33 = getelementptr inbounds [4 x i32], [4 x i32]* @slots, i64 0, i64 %32, !dbg !56
  store i32 %30, i32* %33, align 4, !dbg !57
  br label %34, !dbg !56

34:                                               ; preds = %27
  %35 = load i32, i32* %6, align 4, !dbg !58
  %36 = add nsw i32 %35, 1, !dbg !58
  store i32 %36, i32* %6, align 4, !dbg !58
  br label %18, !dbg !59, !llvm.loop !60

37:                                               ; preds = %25
  ret i8* null, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !64 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !67, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.declare(metadata i64* %3, metadata !72, metadata !DIExpression()), !dbg !73
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @fill, i8* noundef null) #4, !dbg !74
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @fill, i8* noundef inttoptr (i64 1 to i8*)) #4, !dbg !75
  %6 = load i64, i64* %2, align 8, !dbg !76
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !77
  %8 = load i64, i64* %3, align 8, !dbg !78
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !79
  %10 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 0), align 16, !dbg !80
  %11 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 1), align 4, !dbg !81
  %12 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 2), align 8, !dbg !82
  %13 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 3), align 4, !dbg !83
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13), !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/overlapping_slices.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "9dc1eeee59f5c43a90bfd02b1a6cc5a2")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!7, !7}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 10, type: !7)
!25 = !DILocation(line: 10, column: 18, scope: !20)
!26 = !DILocalVariable(name: "half", scope: !20, file: !3, line: 11, type: !5)
!27 = !DILocation(line: 11, column: 10, scope: !20)
!28 = !DILocation(line: 11, column: 23, scope: !20)
!29 = !DILocation(line: 11, column: 17, scope: !20)
!30 = !DILocalVariable(name: "from", scope: !20, file: !3, line: 12, type: !6)
!31 = !DILocation(line: 12, column: 9, scope: !20)
!32 = !DILocation(line: 12, column: 16, scope: !20)
!33 = !DILocation(line: 12, column: 21, scope: !20)
!34 = !DILocalVariable(name: "to", scope: !20, file: !3, line: 13, type: !6)
!35 = !DILocation(line: 13, column: 9, scope: !20)
!36 = !DILocation(line: 13, column: 14, scope: !20)
!37 = !DILocation(line: 13, column: 19, scope: !20)
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 14, type: !6)
!39 = distinct !DILexicalBlock(scope: !20, file: !3, line: 14, column: 5)
!40 = !DILocation(line: 14, column: 14, scope: !39)
!41 = !DILocation(line: 14, column: 18, scope: !39)
!42 = !DILocation(line: 14, column: 10, scope: !39)
!43 = !DILocation(line: 14, column: 24, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !3, line: 14, column: 5)
!45 = !DILocation(line: 14, column: 29, scope: !44)
!46 = !DILocation(line: 14, column: 26, scope: !44)
!47 = !DILocation(line: 14, column: 32, scope: !44)
!48 = !DILocation(line: 14, column: 35, scope: !44)
!49 = !DILocation(line: 14, column: 37, scope: !44)
!50 = !DILocation(line: 0, scope: !44)
!51 = !DILocation(line: 14, column: 5, scope: !39)
!52 = !DILocation(line: 15, column: 25, scope: !44)
!53 = !DILocation(line: 15, column: 20, scope: !44)
!54 = !DILocation(line: 15, column: 30, scope: !44)
!55 = !DILocation(line: 15, column: 15, scope: !44)
!56 = !DILocation(line: 15, column: 9, scope: !44)
!57 = !DILocation(line: 15, column: 18, scope: !44)
!58 = !DILocation(line: 14, column: 43, scope: !44)
!59 = !DILocation(line: 14, column: 5, scope: !44)
!60 = distinct !{!60, !51, !61, !62}
!61 = !DILocation(line: 15, column: 32, scope: !39)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 16, column: 5, scope: !20)
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !65, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!65 = !DISubroutineType(types: !66)
!66 = !{!6}
!67 = !DILocalVariable(name: "a", scope: !64, file: !3, line: 20, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !69, line: 27, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DILocation(line: 20, column: 15, scope: !64)
!72 = !DILocalVariable(name: "b", scope: !64, file: !3, line: 20, type: !68)
!73 = !DILocation(line: 20, column: 18, scope: !64)
!74 = !DILocation(line: 21, column: 5, scope: !64)
!75 = !DILocation(line: 22, column: 5, scope: !64)
!76 = !DILocation(line: 23, column: 18, scope: !64)
!77 = !DILocation(line: 23, column: 5, scope: !64)
!78 = !DILocation(line: 24, column: 18, scope: !64)
!79 = !DILocation(line: 24, column: 5, scope: !64)
!80 = !DILocation(line: 25, column: 29, scope: !64)
!81 = !DILocation(line: 25, column: 39, scope: !64)
!82 = !DILocation(line: 25, column: 49, scope: !64)
!83 = !DILocation(line: 25, column: 59, scope: !64)
!84 = !DILocation(line: 25, column: 5, scope: !64)
!85 = !DILocation(line: 26, column: 5, scope: !64)
