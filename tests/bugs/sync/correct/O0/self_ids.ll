; ModuleID = 'sync/correct/self_ids.c'
source_filename = "sync/correct/self_ids.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@seen = dso_local global [2 x i64] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [29 x i8] c"pthread_equal(seen[i], t[i])\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"sync/correct/self_ids.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"!pthread_equal(seen[0], seen[1])\00", align 1
@.str.3 = private unnamed_addr constant [37 x i8] c"!pthread_equal(pthread_self(), t[0])\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !22 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i64* %3, metadata !28, metadata !DIExpression()), !dbg !29
  %4 = load i8*, i8** %2, align 8, !dbg !30
  %5 = ptrtoint i8* %4 to i64, !dbg !31
  store i64 %5, i64* %3, align 8, !dbg !29
  %6 = call i64 @pthread_self() #6, !dbg !32
  %7 = load i64, i64* %3, align 8, !dbg !33
  %8 = getelementptr inbounds [2 x i64], [2 x i64]* @seen, i64 0, i64 %7, !dbg !34
  store i64 %6, i64* %8, align 8, !dbg !35
  ret i8* null, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone willreturn
declare i64 @pthread_self() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [2 x i64]* %2, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i64* %3, metadata !43, metadata !DIExpression()), !dbg !45
  store i64 0, i64* %3, align 8, !dbg !45
  br label %6, !dbg !46

6:                                                ; preds = %15, %0
  %7 = load i64, i64* %3, align 8, !dbg !47
  %8 = icmp slt i64 %7, 2, !dbg !49
  br i1 %8, label %9, label %18, !dbg !50

9:                                                ; preds = %6
  %10 = load i64, i64* %3, align 8, !dbg !51
  %11 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %10, !dbg !52
  %12 = load i64, i64* %3, align 8, !dbg !53
  %13 = inttoptr i64 %12 to i8*, !dbg !54
  %14 = call i32 @pthread_create(i64* noundef %11, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %13) #7, !dbg !55
  br label %15, !dbg !55

15:                                               ; preds = %9
  %16 = load i64, i64* %3, align 8, !dbg !56
  %17 = add nsw i64 %16, 1, !dbg !56
  store i64 %17, i64* %3, align 8, !dbg !56
  br label %6, !dbg !57, !llvm.loop !58

18:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %4, metadata !61, metadata !DIExpression()), !dbg !63
  store i32 0, i32* %4, align 4, !dbg !63
  br label %19, !dbg !64

19:                                               ; preds = %28, %18
  %20 = load i32, i32* %4, align 4, !dbg !65
  %21 = icmp slt i32 %20, 2, !dbg !67
  br i1 %21, label %22, label %31, !dbg !68

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4, !dbg !69
  %24 = sext i32 %23 to i64, !dbg !70
  %25 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %24, !dbg !70
  %26 = load i64, i64* %25, align 8, !dbg !70
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null), !dbg !71
  br label %28, !dbg !71

28:                                               ; preds = %22
  %29 = load i32, i32* %4, align 4, !dbg !72
  %30 = add nsw i32 %29, 1, !dbg !72
  store i32 %30, i32* %4, align 4, !dbg !72
  br label %19, !dbg !73, !llvm.loop !74

31:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %5, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %5, align 4, !dbg !78
  br label %32, !dbg !79

32:                                               ; preds = %49, %31
  %33 = load i32, i32* %5, align 4, !dbg !80
  %34 = icmp slt i32 %33, 2, !dbg !82
  br i1 %34, label %35, label %52, !dbg !83

35:                                               ; preds = %32
  %36 = load i32, i32* %5, align 4, !dbg !84
  %37 = sext i32 %36 to i64, !dbg !84
  %38 = getelementptr inbounds [2 x i64], [2 x i64]* @seen, i64 0, i64 %37, !dbg !84
  %39 = load i64, i64* %38, align 8, !dbg !84
  %40 = load i32, i32* %5, align 4, !dbg !84
  %41 = sext i32 %40 to i64, !dbg !84
  %42 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %41, !dbg !84
  %43 = load i64, i64* %42, align 8, !dbg !84
  %44 = call i32 @pthread_equal(i64 noundef %39, i64 noundef %43) #6, !dbg !84
  %45 = icmp ne i32 %44, 0, !dbg !84
  br i1 %45, label %46, label %47, !dbg !87

46:                                               ; preds = %35
  br label %48, !dbg !87

47:                                               ; preds = %35
  call void @__assert_fail(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 21, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !84
  unreachable, !dbg !84

48:                                               ; preds = %46
  br label %49, !dbg !88

49:                                               ; preds = %48
  %50 = load i32, i32* %5, align 4, !dbg !89
  %51 = add nsw i32 %50, 1, !dbg !89
  store i32 %51, i32* %5, align 4, !dbg !89
  br label %32, !dbg !90, !llvm.loop !91

52:                                               ; preds = %32
  %53 = load i64, i64* getelementptr inbounds ([2 x i64], [2 x i64]* @seen, i64 0, i64 0), align 16, !dbg !93
  %54 = load i64, i64* getelementptr inbounds ([2 x i64], [2 x i64]* @seen, i64 0, i64 1), align 8, !dbg !93
  %55 = call i32 @pthread_equal(i64 noundef %53, i64 noundef %54) #6, !dbg !93
  %56 = icmp ne i32 %55, 0, !dbg !93
  br i1 %56, label %58, label %57, !dbg !96

57:                                               ; preds = %52
  br label %59, !dbg !96

58:                                               ; preds = %52
  call void @__assert_fail(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 22, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !93
  unreachable, !dbg !93

59:                                               ; preds = %57
  %60 = call i64 @pthread_self() #6, !dbg !97
  %61 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 0, !dbg !97
  %62 = load i64, i64* %61, align 16, !dbg !97
  %63 = call i32 @pthread_equal(i64 noundef %60, i64 noundef %62) #6, !dbg !97
  %64 = icmp ne i32 %63, 0, !dbg !97
  br i1 %64, label %66, label %65, !dbg !100

65:                                               ; preds = %59
  br label %67, !dbg !100

66:                                               ; preds = %59
  call void @__assert_fail(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.3, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef 23, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !97
  unreachable, !dbg !97

67:                                               ; preds = %65
  ret i32 0, !dbg !101
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #3

declare i32 @pthread_join(i64 noundef, i8** noundef) #4

; Function Attrs: nounwind readnone willreturn
declare i32 @pthread_equal(i64 noundef, i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readnone willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 6, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/self_ids.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "8ff949347fce3055558f2d2fc276964e")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0}
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !12)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !23, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!6, !6}
!25 = !{}
!26 = !DILocalVariable(name: "arg", arg: 1, scope: !22, file: !3, line: 8, type: !6)
!27 = !DILocation(line: 8, column: 20, scope: !22)
!28 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 9, type: !5)
!29 = !DILocation(line: 9, column: 10, scope: !22)
!30 = !DILocation(line: 9, column: 20, scope: !22)
!31 = !DILocation(line: 9, column: 14, scope: !22)
!32 = !DILocation(line: 10, column: 15, scope: !22)
!33 = !DILocation(line: 10, column: 10, scope: !22)
!34 = !DILocation(line: 10, column: 5, scope: !22)
!35 = !DILocation(line: 10, column: 13, scope: !22)
!36 = !DILocation(line: 11, column: 5, scope: !22)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !38, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DILocalVariable(name: "t", scope: !37, file: !3, line: 15, type: !8)
!42 = !DILocation(line: 15, column: 15, scope: !37)
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 16, type: !5)
!44 = distinct !DILexicalBlock(scope: !37, file: !3, line: 16, column: 5)
!45 = !DILocation(line: 16, column: 15, scope: !44)
!46 = !DILocation(line: 16, column: 10, scope: !44)
!47 = !DILocation(line: 16, column: 22, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 5)
!49 = !DILocation(line: 16, column: 24, scope: !48)
!50 = !DILocation(line: 16, column: 5, scope: !44)
!51 = !DILocation(line: 17, column: 27, scope: !48)
!52 = !DILocation(line: 17, column: 25, scope: !48)
!53 = !DILocation(line: 17, column: 53, scope: !48)
!54 = !DILocation(line: 17, column: 45, scope: !48)
!55 = !DILocation(line: 17, column: 9, scope: !48)
!56 = !DILocation(line: 16, column: 30, scope: !48)
!57 = !DILocation(line: 16, column: 5, scope: !48)
!58 = distinct !{!58, !50, !59, !60}
!59 = !DILocation(line: 17, column: 54, scope: !44)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 18, type: !40)
!62 = distinct !DILexicalBlock(scope: !37, file: !3, line: 18, column: 5)
!63 = !DILocation(line: 18, column: 14, scope: !62)
!64 = !DILocation(line: 18, column: 10, scope: !62)
!65 = !DILocation(line: 18, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 18, column: 5)
!67 = !DILocation(line: 18, column: 23, scope: !66)
!68 = !DILocation(line: 18, column: 5, scope: !62)
!69 = !DILocation(line: 19, column: 24, scope: !66)
!70 = !DILocation(line: 19, column: 22, scope: !66)
!71 = !DILocation(line: 19, column: 9, scope: !66)
!72 = !DILocation(line: 18, column: 29, scope: !66)
!73 = !DILocation(line: 18, column: 5, scope: !66)
!74 = distinct !{!74, !68, !75, !60}
!75 = !DILocation(line: 19, column: 32, scope: !62)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 20, type: !40)
!77 = distinct !DILexicalBlock(scope: !37, file: !3, line: 20, column: 5)
!78 = !DILocation(line: 20, column: 14, scope: !77)
!79 = !DILocation(line: 20, column: 10, scope: !77)
!80 = !DILocation(line: 20, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 20, column: 5)
!82 = !DILocation(line: 20, column: 23, scope: !81)
!83 = !DILocation(line: 20, column: 5, scope: !77)
!84 = !DILocation(line: 21, column: 9, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 9)
!86 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 9)
!87 = !DILocation(line: 21, column: 9, scope: !86)
!88 = !DILocation(line: 21, column: 9, scope: !81)
!89 = !DILocation(line: 20, column: 29, scope: !81)
!90 = !DILocation(line: 20, column: 5, scope: !81)
!91 = distinct !{!91, !83, !92, !60}
!92 = !DILocation(line: 21, column: 9, scope: !77)
!93 = !DILocation(line: 22, column: 5, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 22, column: 5)
!95 = distinct !DILexicalBlock(scope: !37, file: !3, line: 22, column: 5)
!96 = !DILocation(line: 22, column: 5, scope: !95)
!97 = !DILocation(line: 23, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 23, column: 5)
!99 = distinct !DILexicalBlock(scope: !37, file: !3, line: 23, column: 5)
!100 = !DILocation(line: 23, column: 5, scope: !99)
!101 = !DILocation(line: 24, column: 5, scope: !37)
