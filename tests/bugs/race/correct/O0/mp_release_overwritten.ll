; ModuleID = 'mp_release_overwritten.c'
source_filename = "mp_release_overwritten.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@payload = dso_local global i32 0, align 4, !dbg !0
@flag = dso_local global i32 0, align 4, !dbg !18
@.str = private unnamed_addr constant [12 x i8] c"payload=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 !dbg !31 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 7, i32* @payload, align 4, !dbg !37
  store i32 1, i32* %3, align 4, !dbg !38
  %4 = load i32, i32* %3, align 4, !dbg !38
  store atomic i32 %4, i32* @flag release, align 4, !dbg !38
  ret i8* null, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @overwriter(i8* noundef %0) #0 !dbg !40 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !41, metadata !DIExpression()), !dbg !42
  store i32 2, i32* %3, align 4, !dbg !43
  %4 = load i32, i32* %3, align 4, !dbg !43
  store atomic i32 %4, i32* @flag monotonic, align 4, !dbg !43
  ret i8* null, !dbg !44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 !dbg !45 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !46, metadata !DIExpression()), !dbg !47
  %4 = load atomic i32, i32* @flag acquire, align 4, !dbg !48
  store i32 %4, i32* %3, align 4, !dbg !48
  %5 = load i32, i32* %3, align 4, !dbg !48
  %6 = icmp eq i32 %5, 1, !dbg !50
  br i1 %6, label %7, label %10, !dbg !51

7:                                                ; preds = %1
  %8 = load i32, i32* @payload, align 4, !dbg !52
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %8), !dbg !53
  br label %10, !dbg !53

10:                                               ; preds = %7, %1
  ret i8* null, !dbg !54
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.declare(metadata i64* %3, metadata !63, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.declare(metadata i64* %4, metadata !65, metadata !DIExpression()), !dbg !66
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4, !dbg !67
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @overwriter, i8* noundef null) #4, !dbg !68
  %7 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #4, !dbg !69
  %8 = load i64, i64* %2, align 8, !dbg !70
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !71
  %10 = load i64, i64* %3, align 8, !dbg !72
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null), !dbg !73
  %12 = load i64, i64* %4, align 8, !dbg !74
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null), !dbg !75
  ret i32 0, !dbg !76
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #3

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "payload", scope: !2, file: !3, line: 13, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mp_release_overwritten.c", directory: "/work/main/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "968630e26981cc13e20dd4ff30648b24")
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
!17 = !{!0, !18}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 14, type: !20, isLocal: false, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 16, type: !32, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!16, !16}
!34 = !{}
!35 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 16, type: !16)
!36 = !DILocation(line: 16, column: 22, scope: !31)
!37 = !DILocation(line: 17, column: 13, scope: !31)
!38 = !DILocation(line: 18, column: 5, scope: !31)
!39 = !DILocation(line: 19, column: 5, scope: !31)
!40 = distinct !DISubprogram(name: "overwriter", scope: !3, file: !3, line: 22, type: !32, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !3, line: 22, type: !16)
!42 = !DILocation(line: 22, column: 24, scope: !40)
!43 = !DILocation(line: 23, column: 5, scope: !40)
!44 = !DILocation(line: 24, column: 5, scope: !40)
!45 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 27, type: !32, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !3, line: 27, type: !16)
!47 = !DILocation(line: 27, column: 22, scope: !45)
!48 = !DILocation(line: 28, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 28, column: 9)
!50 = !DILocation(line: 28, column: 59, scope: !49)
!51 = !DILocation(line: 28, column: 9, scope: !45)
!52 = !DILocation(line: 29, column: 32, scope: !49)
!53 = !DILocation(line: 29, column: 9, scope: !49)
!54 = !DILocation(line: 30, column: 5, scope: !45)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !56, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!56 = !DISubroutineType(types: !57)
!57 = !{!22}
!58 = !DILocalVariable(name: "p", scope: !55, file: !3, line: 34, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 34, column: 15, scope: !55)
!63 = !DILocalVariable(name: "o", scope: !55, file: !3, line: 34, type: !59)
!64 = !DILocation(line: 34, column: 18, scope: !55)
!65 = !DILocalVariable(name: "c", scope: !55, file: !3, line: 34, type: !59)
!66 = !DILocation(line: 34, column: 21, scope: !55)
!67 = !DILocation(line: 35, column: 5, scope: !55)
!68 = !DILocation(line: 36, column: 5, scope: !55)
!69 = !DILocation(line: 37, column: 5, scope: !55)
!70 = !DILocation(line: 38, column: 18, scope: !55)
!71 = !DILocation(line: 38, column: 5, scope: !55)
!72 = !DILocation(line: 39, column: 18, scope: !55)
!73 = !DILocation(line: 39, column: 5, scope: !55)
!74 = !DILocation(line: 40, column: 18, scope: !55)
!75 = !DILocation(line: 40, column: 5, scope: !55)
!76 = !DILocation(line: 41, column: 5, scope: !55)
