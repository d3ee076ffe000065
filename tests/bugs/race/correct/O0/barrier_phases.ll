; ModuleID = 'barrier_phases.c'
source_filename = "barrier_phases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slot = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@phase = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !9
@seen = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !21
@.str = private unnamed_addr constant [29 x i8] c"seen[0] == 2 && seen[1] == 1\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"barrier_phases.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !34 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i64* %3, metadata !40, metadata !DIExpression()), !dbg !41
  %4 = load i8*, i8** %2, align 8, !dbg !42
  %5 = ptrtoint i8* %4 to i64, !dbg !43
  store i64 %5, i64* %3, align 8, !dbg !41
  %6 = load i64, i64* %3, align 8, !dbg !44
  %7 = trunc i64 %6 to i32, !dbg !45
  %8 = add nsw i32 %7, 1, !dbg !46
  %9 = load i64, i64* %3, align 8, !dbg !47
  %10 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %9, !dbg !48
  store i32 %8, i32* %10, align 4, !dbg !49
  %11 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef @phase) #5, !dbg !50
  %12 = load i64, i64* %3, align 8, !dbg !51
  %13 = sub nsw i64 1, %12, !dbg !52
  %14 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %13, !dbg !53
  %15 = load i32, i32* %14, align 4, !dbg !53
  %16 = load i64, i64* %3, align 8, !dbg !54
  %17 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %16, !dbg !55
  store i32 %15, i32* %17, align 4, !dbg !56
  %18 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef @phase) #5, !dbg !57
  %19 = load i64, i64* %3, align 8, !dbg !58
  %20 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %19, !dbg !59
  store i32 0, i32* %20, align 4, !dbg !60
  ret i8* null, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [2 x i64]* %2, metadata !65, metadata !DIExpression()), !dbg !69
  %5 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef @phase, %union.pthread_barrierattr_t* noundef null, i32 noundef 2) #5, !dbg !70
  call void @llvm.dbg.declare(metadata i64* %3, metadata !71, metadata !DIExpression()), !dbg !73
  store i64 0, i64* %3, align 8, !dbg !73
  br label %6, !dbg !74

6:                                                ; preds = %15, %0
  %7 = load i64, i64* %3, align 8, !dbg !75
  %8 = icmp slt i64 %7, 2, !dbg !77
  br i1 %8, label %9, label %18, !dbg !78

9:                                                ; preds = %6
  %10 = load i64, i64* %3, align 8, !dbg !79
  %11 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %10, !dbg !80
  %12 = load i64, i64* %3, align 8, !dbg !81
  %13 = inttoptr i64 %12 to i8*, !dbg !82
  %14 = call i32 @pthread_create(i64* noundef %11, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %13) #5, !dbg !83
  br label %15, !dbg !83

15:                                               ; preds = %9
  %16 = load i64, i64* %3, align 8, !dbg !84
  %17 = add nsw i64 %16, 1, !dbg !84
  store i64 %17, i64* %3, align 8, !dbg !84
  br label %6, !dbg !85, !llvm.loop !86

18:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %4, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %4, align 4, !dbg !91
  br label %19, !dbg !92

19:                                               ; preds = %28, %18
  %20 = load i32, i32* %4, align 4, !dbg !93
  %21 = icmp slt i32 %20, 2, !dbg !95
  br i1 %21, label %22, label %31, !dbg !96

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4, !dbg !97
  %24 = sext i32 %23 to i64, !dbg !98
  %25 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %24, !dbg !98
  %26 = load i64, i64* %25, align 8, !dbg !98
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null), !dbg !99
  br label %28, !dbg !99

28:                                               ; preds = %22
  %29 = load i32, i32* %4, align 4, !dbg !100
  %30 = add nsw i32 %29, 1, !dbg !100
  store i32 %30, i32* %4, align 4, !dbg !100
  br label %19, !dbg !101, !llvm.loop !102

31:                                               ; preds = %19
  %32 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !dbg !104
  %33 = icmp eq i32 %32, 2, !dbg !104
  br i1 %33, label %34, label %38, !dbg !104

34:                                               ; preds = %31
  %35 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !dbg !104
  %36 = icmp eq i32 %35, 1, !dbg !104
  br i1 %36, label %37, label %38, !dbg !107

37:                                               ; preds = %34
  br label %39, !dbg !107

38:                                               ; preds = %34, %31
  call void @__assert_fail(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 31, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !104
  unreachable, !dbg !104

39:                                               ; preds = %37
  %40 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !dbg !108
  %41 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !dbg !109
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %40, i32 noundef %41), !dbg !110
  ret i32 0, !dbg !111
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) #2

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
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 11, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier_phases.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "5b7110f6446566b40e52cec5c19feed6")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !0, !21}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "phase", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !12, line: 112, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 108, size: 256, elements: !14)
!14 = !{!15, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 110, baseType: !16, size: 256)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 111, baseType: !5, size: 64)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 1}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 14.0.6"}
!34 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!7, !7}
!37 = !{}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !3, line: 14, type: !7)
!39 = !DILocation(line: 14, column: 20, scope: !34)
!40 = !DILocalVariable(name: "me", scope: !34, file: !3, line: 15, type: !5)
!41 = !DILocation(line: 15, column: 10, scope: !34)
!42 = !DILocation(line: 15, column: 21, scope: !34)
!43 = !DILocation(line: 15, column: 15, scope: !34)
!44 = !DILocation(line: 16, column: 21, scope: !34)
!45 = !DILocation(line: 16, column: 16, scope: !34)
!46 = !DILocation(line: 16, column: 24, scope: !34)
!47 = !DILocation(line: 16, column: 10, scope: !34)
!48 = !DILocation(line: 16, column: 5, scope: !34)
!49 = !DILocation(line: 16, column: 14, scope: !34)
!50 = !DILocation(line: 17, column: 5, scope: !34)
!51 = !DILocation(line: 18, column: 25, scope: !34)
!52 = !DILocation(line: 18, column: 23, scope: !34)
!53 = !DILocation(line: 18, column: 16, scope: !34)
!54 = !DILocation(line: 18, column: 10, scope: !34)
!55 = !DILocation(line: 18, column: 5, scope: !34)
!56 = !DILocation(line: 18, column: 14, scope: !34)
!57 = !DILocation(line: 19, column: 5, scope: !34)
!58 = !DILocation(line: 20, column: 10, scope: !34)
!59 = !DILocation(line: 20, column: 5, scope: !34)
!60 = !DILocation(line: 20, column: 14, scope: !34)
!61 = !DILocation(line: 21, column: 5, scope: !34)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !63, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!63 = !DISubroutineType(types: !64)
!64 = !{!6}
!65 = !DILocalVariable(name: "t", scope: !62, file: !3, line: 25, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 128, elements: !24)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !68)
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DILocation(line: 25, column: 15, scope: !62)
!70 = !DILocation(line: 26, column: 5, scope: !62)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 27, type: !5)
!72 = distinct !DILexicalBlock(scope: !62, file: !3, line: 27, column: 5)
!73 = !DILocation(line: 27, column: 15, scope: !72)
!74 = !DILocation(line: 27, column: 10, scope: !72)
!75 = !DILocation(line: 27, column: 22, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 27, column: 5)
!77 = !DILocation(line: 27, column: 24, scope: !76)
!78 = !DILocation(line: 27, column: 5, scope: !72)
!79 = !DILocation(line: 28, column: 27, scope: !76)
!80 = !DILocation(line: 28, column: 25, scope: !76)
!81 = !DILocation(line: 28, column: 53, scope: !76)
!82 = !DILocation(line: 28, column: 45, scope: !76)
!83 = !DILocation(line: 28, column: 9, scope: !76)
!84 = !DILocation(line: 27, column: 30, scope: !76)
!85 = !DILocation(line: 27, column: 5, scope: !76)
!86 = distinct !{!86, !78, !87, !88}
!87 = !DILocation(line: 28, column: 54, scope: !72)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 29, type: !6)
!90 = distinct !DILexicalBlock(scope: !62, file: !3, line: 29, column: 5)
!91 = !DILocation(line: 29, column: 14, scope: !90)
!92 = !DILocation(line: 29, column: 10, scope: !90)
!93 = !DILocation(line: 29, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 29, column: 5)
!95 = !DILocation(line: 29, column: 23, scope: !94)
!96 = !DILocation(line: 29, column: 5, scope: !90)
!97 = !DILocation(line: 30, column: 24, scope: !94)
!98 = !DILocation(line: 30, column: 22, scope: !94)
!99 = !DILocation(line: 30, column: 9, scope: !94)
!100 = !DILocation(line: 29, column: 29, scope: !94)
!101 = !DILocation(line: 29, column: 5, scope: !94)
!102 = distinct !{!102, !96, !103, !88}
!103 = !DILocation(line: 30, column: 32, scope: !90)
!104 = !DILocation(line: 31, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 31, column: 5)
!106 = distinct !DILexicalBlock(scope: !62, file: !3, line: 31, column: 5)
!107 = !DILocation(line: 31, column: 5, scope: !106)
!108 = !DILocation(line: 32, column: 23, scope: !62)
!109 = !DILocation(line: 32, column: 32, scope: !62)
!110 = !DILocation(line: 32, column: 5, scope: !62)
!111 = !DILocation(line: 33, column: 5, scope: !62)
