; ModuleID = 'release_sequence_broken.c'
source_filename = "release_sequence_broken.c"
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
  %5 = load atomic i32, i32* @flag monotonic, align 4, !dbg !45
  store i32 %5, i32* %3, align 4, !dbg !45
  %6 = load i32, i32* %3, align 4, !dbg !45
  %7 = icmp eq i32 %6, 1, !dbg !47
  br i1 %7, label %8, label %10, !dbg !48

8:                                                ; preds = %1
  store i32 2, i32* %4, align 4, !dbg !49
  %9 = load i32, i32* %4, align 4, !dbg !49
  store atomic i32 %9, i32* @flag monotonic, align 4, !dbg !49
  br label %10, !dbg !49

10:                                               ; preds = %8, %1
  ret i8* null, !dbg !50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 !dbg !51 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !52, metadata !DIExpression()), !dbg !53
  %4 = load atomic i32, i32* @flag acquire, align 4, !dbg !54
  store i32 %4, i32* %3, align 4, !dbg !54
  %5 = load i32, i32* %3, align 4, !dbg !54
  %6 = icmp eq i32 %5, 2, !dbg !56
  br i1 %6, label %7, label %9, !dbg !57

7:                                                ; preds = %1
  %8 = load i32, i32* @message, align 4, !dbg !58
  store i32 %8, i32* @received, align 4, !dbg !59
  br label %9, !dbg !60

9:                                                ; preds = %7, %1
  ret i8* null, !dbg !61
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !65, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.declare(metadata i64* %3, metadata !70, metadata !DIExpression()), !dbg !71
  call void @llvm.dbg.declare(metadata i64* %4, metadata !72, metadata !DIExpression()), !dbg !73
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4, !dbg !74
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @relay, i8* noundef null) #4, !dbg !75
  %7 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #4, !dbg !76
  %8 = load i64, i64* %2, align 8, !dbg !77
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !78
  %10 = load i64, i64* %3, align 8, !dbg !79
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null), !dbg !80
  %12 = load i64, i64* %4, align 8, !dbg !81
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null), !dbg !82
  %14 = load i32, i32* @received, align 4, !dbg !83
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %14), !dbg !84
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
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "received", scope: !2, file: !3, line: 17, type: !20, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "release_sequence_broken.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "49323a52cb268f1ede52772b33cc3e7d")
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
!19 = distinct !DIGlobalVariable(name: "message", scope: !2, file: !3, line: 15, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 16, type: !23, isLocal: false, isDefinition: true)
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
!33 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 19, type: !34, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!16, !16}
!36 = !{}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 19, type: !16)
!38 = !DILocation(line: 19, column: 22, scope: !33)
!39 = !DILocation(line: 20, column: 13, scope: !33)
!40 = !DILocation(line: 21, column: 5, scope: !33)
!41 = !DILocation(line: 22, column: 5, scope: !33)
!42 = distinct !DISubprogram(name: "relay", scope: !3, file: !3, line: 25, type: !34, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !42, file: !3, line: 25, type: !16)
!44 = !DILocation(line: 25, column: 19, scope: !42)
!45 = !DILocation(line: 26, column: 9, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 26, column: 9)
!47 = !DILocation(line: 26, column: 59, scope: !46)
!48 = !DILocation(line: 26, column: 9, scope: !42)
!49 = !DILocation(line: 27, column: 9, scope: !46)
!50 = !DILocation(line: 28, column: 5, scope: !42)
!51 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 31, type: !34, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 31, type: !16)
!53 = !DILocation(line: 31, column: 22, scope: !51)
!54 = !DILocation(line: 32, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 32, column: 9)
!56 = !DILocation(line: 32, column: 59, scope: !55)
!57 = !DILocation(line: 32, column: 9, scope: !51)
!58 = !DILocation(line: 33, column: 20, scope: !55)
!59 = !DILocation(line: 33, column: 18, scope: !55)
!60 = !DILocation(line: 33, column: 9, scope: !55)
!61 = !DILocation(line: 34, column: 5, scope: !51)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !63, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!63 = !DISubroutineType(types: !64)
!64 = !{!20}
!65 = !DILocalVariable(name: "p", scope: !62, file: !3, line: 38, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !67, line: 27, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = !DILocation(line: 38, column: 15, scope: !62)
!70 = !DILocalVariable(name: "r", scope: !62, file: !3, line: 38, type: !66)
!71 = !DILocation(line: 38, column: 18, scope: !62)
!72 = !DILocalVariable(name: "c", scope: !62, file: !3, line: 38, type: !66)
!73 = !DILocation(line: 38, column: 21, scope: !62)
!74 = !DILocation(line: 39, column: 5, scope: !62)
!75 = !DILocation(line: 40, column: 5, scope: !62)
!76 = !DILocation(line: 41, column: 5, scope: !62)
!77 = !DILocation(line: 42, column: 18, scope: !62)
!78 = !DILocation(line: 42, column: 5, scope: !62)
!79 = !DILocation(line: 43, column: 18, scope: !62)
!80 = !DILocation(line: 43, column: 5, scope: !62)
!81 = !DILocation(line: 44, column: 18, scope: !62)
!82 = !DILocation(line: 44, column: 5, scope: !62)
!83 = !DILocation(line: 45, column: 29, scope: !62)
!84 = !DILocation(line: 45, column: 5, scope: !62)
!85 = !DILocation(line: 46, column: 5, scope: !62)
