; ModuleID = 'spsc_relaxed_head.c'
source_filename = "spsc_relaxed_head.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@tail = dso_local global i32 0, align 4, !dbg !0
@head = dso_local global i32 0, align 4, !dbg !22
@buf = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 !dbg !34 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %3, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %3, align 4, !dbg !43
  br label %8, !dbg !44

8:                                                ; preds = %31, %1
  %9 = load i32, i32* %3, align 4, !dbg !45
  %10 = icmp ult i32 %9, 3, !dbg !47
  br i1 %10, label %11, label %34, !dbg !48

11:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %4, metadata !49, metadata !DIExpression()), !dbg !51
  %12 = load atomic i32, i32* @tail monotonic, align 4, !dbg !52
  store i32 %12, i32* %5, align 4, !dbg !52
  %13 = load i32, i32* %5, align 4, !dbg !52
  store i32 %13, i32* %4, align 4, !dbg !51
  br label %14, !dbg !53

14:                                               ; preds = %20, %11
  %15 = load i32, i32* %4, align 4, !dbg !54
  %16 = load atomic i32, i32* @head monotonic, align 4, !dbg !55
  store i32 %16, i32* %6, align 4, !dbg !55
  %17 = load i32, i32* %6, align 4, !dbg !55
  %18 = sub i32 %15, %17, !dbg !56
  %19 = icmp eq i32 %18, 2, !dbg !57
  br i1 %19, label %20, label %21, !dbg !53

20:                                               ; preds = %14
  br label %14, !dbg !53, !llvm.loop !58

21:                                               ; preds = %14
  %22 = load i32, i32* %3, align 4, !dbg !61
  %23 = add i32 10, %22, !dbg !62
  %24 = load i32, i32* %4, align 4, !dbg !63
  %25 = urem i32 %24, 2, !dbg !64
  %26 = zext i32 %25 to i64, !dbg !65
  %27 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %26, !dbg !65
  store i32 %23, i32* %27, align 4, !dbg !66
  %28 = load i32, i32* %4, align 4, !dbg !67
  %29 = add i32 %28, 1, !dbg !68
  store i32 %29, i32* %7, align 4, !dbg !69
  %30 = load i32, i32* %7, align 4, !dbg !69
  store atomic i32 %30, i32* @tail release, align 4, !dbg !69
  br label %31, !dbg !70

31:                                               ; preds = %21
  %32 = load i32, i32* %3, align 4, !dbg !71
  %33 = add i32 %32, 1, !dbg !71
  store i32 %33, i32* %3, align 4, !dbg !71
  br label %8, !dbg !72, !llvm.loop !73

34:                                               ; preds = %8
  ret i8* null, !dbg !75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !76 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !79, metadata !DIExpression()), !dbg !83
  %9 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %3, metadata !85, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %3, align 4, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %4, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %4, align 4, !dbg !89
  br label %10, !dbg !90

10:                                               ; preds = %33, %0
  %11 = load i32, i32* %4, align 4, !dbg !91
  %12 = icmp ult i32 %11, 3, !dbg !93
  br i1 %12, label %13, label %36, !dbg !94

13:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %5, metadata !95, metadata !DIExpression()), !dbg !97
  %14 = load atomic i32, i32* @head monotonic, align 4, !dbg !98
  store i32 %14, i32* %6, align 4, !dbg !98
  %15 = load i32, i32* %6, align 4, !dbg !98
  store i32 %15, i32* %5, align 4, !dbg !97
  br label %16, !dbg !99

16:                                               ; preds = %21, %13
  %17 = load atomic i32, i32* @tail acquire, align 4, !dbg !100
  store i32 %17, i32* %7, align 4, !dbg !100
  %18 = load i32, i32* %7, align 4, !dbg !100
  %19 = load i32, i32* %5, align 4, !dbg !101
  %20 = icmp eq i32 %18, %19, !dbg !102
  br i1 %20, label %21, label %22, !dbg !99

21:                                               ; preds = %16
  br label %16, !dbg !99, !llvm.loop !103

22:                                               ; preds = %16
  %23 = load i32, i32* %5, align 4, !dbg !105
  %24 = urem i32 %23, 2, !dbg !106
  %25 = zext i32 %24 to i64, !dbg !107
  %26 = getelementptr inbounds [2 x i32], [2 x i32]* @buf, i64 0, i64 %25, !dbg !107
  %27 = load i32, i32* %26, align 4, !dbg !107
  %28 = load i32, i32* %3, align 4, !dbg !108
  %29 = add nsw i32 %28, %27, !dbg !108
  store i32 %29, i32* %3, align 4, !dbg !108
  %30 = load i32, i32* %5, align 4, !dbg !109
  %31 = add i32 %30, 1, !dbg !110
  store i32 %31, i32* %8, align 4, !dbg !111
  %32 = load i32, i32* %8, align 4, !dbg !111
  store atomic i32 %32, i32* @head monotonic, align 4, !dbg !111
  br label %33, !dbg !112

33:                                               ; preds = %22
  %34 = load i32, i32* %4, align 4, !dbg !113
  %35 = add i32 %34, 1, !dbg !113
  store i32 %35, i32* %4, align 4, !dbg !113
  br label %10, !dbg !114, !llvm.loop !115

36:                                               ; preds = %10
  %37 = load i64, i64* %2, align 8, !dbg !117
  %38 = call i32 @pthread_join(i64 noundef %37, i8** noundef null), !dbg !118
  %39 = load i32, i32* %3, align 4, !dbg !119
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %39), !dbg !120
  ret i32 0, !dbg !121
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
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "tail", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spsc_relaxed_head.c", directory: "/work/main/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "3a098b5e59cf38786d107cba621f9fff")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !22, !0}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 12, type: !18, isLocal: false, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !20)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !6, line: 93, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 1}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 14.0.6"}
!34 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "a", arg: 1, scope: !34, file: !3, line: 14, type: !37)
!40 = !DILocation(line: 14, column: 22, scope: !34)
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 15, type: !7)
!42 = distinct !DILexicalBlock(scope: !34, file: !3, line: 15, column: 3)
!43 = !DILocation(line: 15, column: 17, scope: !42)
!44 = !DILocation(line: 15, column: 8, scope: !42)
!45 = !DILocation(line: 15, column: 24, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 15, column: 3)
!47 = !DILocation(line: 15, column: 26, scope: !46)
!48 = !DILocation(line: 15, column: 3, scope: !42)
!49 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 16, type: !7)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 15, column: 36)
!51 = !DILocation(line: 16, column: 14, scope: !50)
!52 = !DILocation(line: 16, column: 18, scope: !50)
!53 = !DILocation(line: 17, column: 5, scope: !50)
!54 = !DILocation(line: 17, column: 12, scope: !50)
!55 = !DILocation(line: 17, column: 16, scope: !50)
!56 = !DILocation(line: 17, column: 14, scope: !50)
!57 = !DILocation(line: 17, column: 66, scope: !50)
!58 = distinct !{!58, !53, !59, !60}
!59 = !DILocation(line: 17, column: 72, scope: !50)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 18, column: 23, scope: !50)
!62 = !DILocation(line: 18, column: 21, scope: !50)
!63 = !DILocation(line: 18, column: 9, scope: !50)
!64 = !DILocation(line: 18, column: 11, scope: !50)
!65 = !DILocation(line: 18, column: 5, scope: !50)
!66 = !DILocation(line: 18, column: 16, scope: !50)
!67 = !DILocation(line: 19, column: 34, scope: !50)
!68 = !DILocation(line: 19, column: 36, scope: !50)
!69 = !DILocation(line: 19, column: 5, scope: !50)
!70 = !DILocation(line: 20, column: 3, scope: !50)
!71 = !DILocation(line: 15, column: 32, scope: !46)
!72 = !DILocation(line: 15, column: 3, scope: !46)
!73 = distinct !{!73, !48, !74, !60}
!74 = !DILocation(line: 20, column: 3, scope: !42)
!75 = !DILocation(line: 21, column: 3, scope: !34)
!76 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !77, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!77 = !DISubroutineType(types: !78)
!78 = !{!19}
!79 = !DILocalVariable(name: "p", scope: !76, file: !3, line: 24, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !81, line: 27, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DILocation(line: 24, column: 13, scope: !76)
!84 = !DILocation(line: 24, column: 16, scope: !76)
!85 = !DILocalVariable(name: "sum", scope: !76, file: !3, line: 25, type: !19)
!86 = !DILocation(line: 25, column: 7, scope: !76)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 26, type: !7)
!88 = distinct !DILexicalBlock(scope: !76, file: !3, line: 26, column: 3)
!89 = !DILocation(line: 26, column: 17, scope: !88)
!90 = !DILocation(line: 26, column: 8, scope: !88)
!91 = !DILocation(line: 26, column: 24, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 26, column: 3)
!93 = !DILocation(line: 26, column: 26, scope: !92)
!94 = !DILocation(line: 26, column: 3, scope: !88)
!95 = !DILocalVariable(name: "h", scope: !96, file: !3, line: 27, type: !7)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 26, column: 36)
!97 = !DILocation(line: 27, column: 14, scope: !96)
!98 = !DILocation(line: 27, column: 18, scope: !96)
!99 = !DILocation(line: 28, column: 5, scope: !96)
!100 = !DILocation(line: 28, column: 12, scope: !96)
!101 = !DILocation(line: 28, column: 65, scope: !96)
!102 = !DILocation(line: 28, column: 62, scope: !96)
!103 = distinct !{!103, !99, !104, !60}
!104 = !DILocation(line: 28, column: 68, scope: !96)
!105 = !DILocation(line: 29, column: 16, scope: !96)
!106 = !DILocation(line: 29, column: 18, scope: !96)
!107 = !DILocation(line: 29, column: 12, scope: !96)
!108 = !DILocation(line: 29, column: 9, scope: !96)
!109 = !DILocation(line: 30, column: 34, scope: !96)
!110 = !DILocation(line: 30, column: 36, scope: !96)
!111 = !DILocation(line: 30, column: 5, scope: !96)
!112 = !DILocation(line: 31, column: 3, scope: !96)
!113 = !DILocation(line: 26, column: 32, scope: !92)
!114 = !DILocation(line: 26, column: 3, scope: !92)
!115 = distinct !{!115, !94, !116, !60}
!116 = !DILocation(line: 31, column: 3, scope: !88)
!117 = !DILocation(line: 32, column: 16, scope: !76)
!118 = !DILocation(line: 32, column: 3, scope: !76)
!119 = !DILocation(line: 32, column: 38, scope: !76)
!120 = !DILocation(line: 32, column: 23, scope: !76)
!121 = !DILocation(line: 32, column: 44, scope: !76)
