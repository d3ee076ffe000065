; ModuleID = 'sibling_not_inherited.c'
source_filename = "sibling_not_inherited.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@table = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@loaded = dso_local global i32 0, align 4, !dbg !18
@total = dso_local global i32 0, align 4, !dbg !23
@.str = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @loader(i8* noundef %0) #0 !dbg !36 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 3, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !42
  store i32 4, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !43
  store i32 1, i32* %3, align 4, !dbg !44
  %4 = load i32, i32* %3, align 4, !dbg !44
  store atomic i32 %4, i32* @loaded monotonic, align 4, !dbg !44
  ret i8* null, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !46 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !47, metadata !DIExpression()), !dbg !48
  %3 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !49
  %4 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !50
  %5 = add nsw i32 %3, %4, !dbg !51
  store i32 %5, i32* @total, align 4, !dbg !52
  ret i8* null, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.declare(metadata i64* %3, metadata !62, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %4, metadata !64, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %4, align 4, !dbg !65
  %6 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @loader, i8* noundef null) #4, !dbg !66
  %7 = load atomic i32, i32* @loaded monotonic, align 4, !dbg !67
  store i32 %7, i32* %5, align 4, !dbg !67
  %8 = load i32, i32* %5, align 4, !dbg !67
  %9 = icmp ne i32 %8, 0, !dbg !67
  br i1 %9, label %13, label %10, !dbg !69

10:                                               ; preds = %0
  %11 = load i64, i64* %2, align 8, !dbg !70
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null), !dbg !72
  store i32 1, i32* %4, align 4, !dbg !73
  br label %13, !dbg !74

13:                                               ; preds = %10, %0
  %14 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #4, !dbg !75
  %15 = load i64, i64* %3, align 8, !dbg !76
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null), !dbg !77
  %17 = load i32, i32* %4, align 4, !dbg !78
  %18 = icmp ne i32 %17, 0, !dbg !78
  br i1 %18, label %22, label %19, !dbg !80

19:                                               ; preds = %13
  %20 = load i64, i64* %2, align 8, !dbg !81
  %21 = call i32 @pthread_join(i64 noundef %20, i8** noundef null), !dbg !82
  br label %22, !dbg !82

22:                                               ; preds = %19, %13
  %23 = load i32, i32* @total, align 4, !dbg !83
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %23), !dbg !84
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
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sibling_not_inherited.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "f70d3856fb43a80237eb750ca07c5d2f")
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
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!0, !18, !23}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "loaded", scope: !2, file: !3, line: 15, type: !20, isLocal: false, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !22, isLocal: false, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 1}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 14.0.6"}
!36 = distinct !DISubprogram(name: "loader", scope: !3, file: !3, line: 18, type: !37, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!16, !16}
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 18, type: !16)
!41 = !DILocation(line: 18, column: 20, scope: !36)
!42 = !DILocation(line: 19, column: 14, scope: !36)
!43 = !DILocation(line: 20, column: 14, scope: !36)
!44 = !DILocation(line: 21, column: 5, scope: !36)
!45 = !DILocation(line: 22, column: 5, scope: !36)
!46 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !37, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!47 = !DILocalVariable(name: "arg", arg: 1, scope: !46, file: !3, line: 25, type: !16)
!48 = !DILocation(line: 25, column: 20, scope: !46)
!49 = !DILocation(line: 26, column: 13, scope: !46)
!50 = !DILocation(line: 26, column: 24, scope: !46)
!51 = !DILocation(line: 26, column: 22, scope: !46)
!52 = !DILocation(line: 26, column: 11, scope: !46)
!53 = !DILocation(line: 27, column: 5, scope: !46)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !55, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!55 = !DISubroutineType(types: !56)
!56 = !{!22}
!57 = !DILocalVariable(name: "l", scope: !54, file: !3, line: 31, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !59, line: 27, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocation(line: 31, column: 15, scope: !54)
!62 = !DILocalVariable(name: "w", scope: !54, file: !3, line: 31, type: !58)
!63 = !DILocation(line: 31, column: 18, scope: !54)
!64 = !DILocalVariable(name: "joined", scope: !54, file: !3, line: 32, type: !22)
!65 = !DILocation(line: 32, column: 9, scope: !54)
!66 = !DILocation(line: 33, column: 5, scope: !54)
!67 = !DILocation(line: 34, column: 10, scope: !68)
!68 = distinct !DILexicalBlock(scope: !54, file: !3, line: 34, column: 9)
!69 = !DILocation(line: 34, column: 9, scope: !54)
!70 = !DILocation(line: 35, column: 22, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 34, column: 63)
!72 = !DILocation(line: 35, column: 9, scope: !71)
!73 = !DILocation(line: 36, column: 16, scope: !71)
!74 = !DILocation(line: 37, column: 5, scope: !71)
!75 = !DILocation(line: 38, column: 5, scope: !54)
!76 = !DILocation(line: 39, column: 18, scope: !54)
!77 = !DILocation(line: 39, column: 5, scope: !54)
!78 = !DILocation(line: 40, column: 10, scope: !79)
!79 = distinct !DILexicalBlock(scope: !54, file: !3, line: 40, column: 9)
!80 = !DILocation(line: 40, column: 9, scope: !54)
!81 = !DILocation(line: 41, column: 22, scope: !79)
!82 = !DILocation(line: 41, column: 9, scope: !79)
!83 = !DILocation(line: 42, column: 26, scope: !54)
!84 = !DILocation(line: 42, column: 5, scope: !54)
!85 = !DILocation(line: 43, column: 5, scope: !54)
