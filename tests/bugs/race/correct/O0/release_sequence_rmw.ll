; ModuleID = 'release_sequence_rmw.c'
source_filename = "release_sequence_rmw.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@received = dso_local global i32 -1, align 4, !dbg !0
@message = dso_local global i32 0, align 4, !dbg !18
@flag = dso_local global i32 0, align 4, !dbg !21
@.str = private unnamed_addr constant [13 x i8] c"received=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 !dbg !33 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 42, i32* @message, align 4, !dbg !39
  store i32 1, i32* %3, align 4, !dbg !40
  %4 = load i32, i32* %3, align 4, !dbg !40
  store atomic i32 %4, i32* @flag release, align 4, !dbg !40
  ret i8* null, !dbg !41
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @relay(i8* noundef %0) #0 !dbg !42 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !43, metadata !DIExpression()), !dbg !44
  store i32 1, i32* %3, align 4, !dbg !45
  %5 = load i32, i32* %3, align 4, !dbg !45
  %6 = atomicrmw add i32* @flag, i32 %5 monotonic, align 4, !dbg !45
  store i32 %6, i32* %4, align 4, !dbg !45
  %7 = load i32, i32* %4, align 4, !dbg !45
  ret i8* null, !dbg !46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 !dbg !47 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !48, metadata !DIExpression()), !dbg !49
  %4 = load atomic i32, i32* @flag acquire, align 4, !dbg !50
  store i32 %4, i32* %3, align 4, !dbg !50
  %5 = load i32, i32* %3, align 4, !dbg !50
  %6 = icmp eq i32 %5, 2, !dbg !52
  br i1 %6, label %7, label %9, !dbg !53

7:                                                ; preds = %1
  %8 = load i32, i32* @message, align 4, !dbg !54
  store i32 %8, i32* @received, align 4, !dbg !55
  br label %9, !dbg !56

9:                                                ; preds = %7, %1
  ret i8* null, !dbg !57
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !61, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i64* %3, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i64* %4, metadata !68, metadata !DIExpression()), !dbg !69
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4, !dbg !70
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @relay, i8* noundef null) #4, !dbg !71
  %7 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #4, !dbg !72
  %8 = load i64, i64* %2, align 8, !dbg !73
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !74
  %10 = load i64, i64* %3, align 8, !dbg !75
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null), !dbg !76
  %12 = load i64, i64* %4, align 8, !dbg !77
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null), !dbg !78
  %14 = load i32, i32* @received, align 4, !dbg !79
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %14), !dbg !80
  ret i32 0, !dbg !81
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
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "received", scope: !2, file: !3, line: 13, type: !20, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "release_sequence_rmw.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "683e1acc9ede596cd3e4841e21ef4788")
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
!17 = !{!0, !18, !21}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "message", scope: !2, file: !3, line: 11, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 15, type: !34, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!16, !16}
!36 = !{}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 15, type: !16)
!38 = !DILocation(line: 15, column: 22, scope: !33)
!39 = !DILocation(line: 16, column: 13, scope: !33)
!40 = !DILocation(line: 17, column: 5, scope: !33)
!41 = !DILocation(line: 18, column: 5, scope: !33)
!42 = distinct !DISubprogram(name: "relay", scope: !3, file: !3, line: 21, type: !34, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !42, file: !3, line: 21, type: !16)
!44 = !DILocation(line: 21, column: 19, scope: !42)
!45 = !DILocation(line: 22, column: 5, scope: !42)
!46 = !DILocation(line: 23, column: 5, scope: !42)
!47 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 26, type: !34, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !3, line: 26, type: !16)
!49 = !DILocation(line: 26, column: 22, scope: !47)
!50 = !DILocation(line: 27, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 27, column: 9)
!52 = !DILocation(line: 27, column: 59, scope: !51)
!53 = !DILocation(line: 27, column: 9, scope: !47)
!54 = !DILocation(line: 28, column: 20, scope: !51)
!55 = !DILocation(line: 28, column: 18, scope: !51)
!56 = !DILocation(line: 28, column: 9, scope: !51)
!57 = !DILocation(line: 29, column: 5, scope: !47)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !59, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!59 = !DISubroutineType(types: !60)
!60 = !{!20}
!61 = !DILocalVariable(name: "p", scope: !58, file: !3, line: 33, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 33, column: 15, scope: !58)
!66 = !DILocalVariable(name: "r", scope: !58, file: !3, line: 33, type: !62)
!67 = !DILocation(line: 33, column: 18, scope: !58)
!68 = !DILocalVariable(name: "c", scope: !58, file: !3, line: 33, type: !62)
!69 = !DILocation(line: 33, column: 21, scope: !58)
!70 = !DILocation(line: 34, column: 5, scope: !58)
!71 = !DILocation(line: 35, column: 5, scope: !58)
!72 = !DILocation(line: 36, column: 5, scope: !58)
!73 = !DILocation(line: 37, column: 18, scope: !58)
!74 = !DILocation(line: 37, column: 5, scope: !58)
!75 = !DILocation(line: 38, column: 18, scope: !58)
!76 = !DILocation(line: 38, column: 5, scope: !58)
!77 = !DILocation(line: 39, column: 18, scope: !58)
!78 = !DILocation(line: 39, column: 5, scope: !58)
!79 = !DILocation(line: 40, column: 29, scope: !58)
!80 = !DILocation(line: 40, column: 5, scope: !58)
!81 = !DILocation(line: 41, column: 5, scope: !58)
