; ModuleID = 'release_sequence_same_thread.c'
source_filename = "release_sequence_same_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@received = dso_local global i32 -1, align 4, !dbg !0
@message = dso_local global i32 0, align 4, !dbg !23
@state = dso_local global i32 0, align 4, !dbg !26
@.str = private unnamed_addr constant [13 x i8] c"received=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @producer(i8* noundef %0) #0 !dbg !38 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 42, i32* @message, align 4, !dbg !44
  store i32 1, i32* %3, align 4, !dbg !45
  %5 = load i32, i32* %3, align 4, !dbg !45
  store atomic i32 %5, i32* @state release, align 4, !dbg !45
  store i32 2, i32* %4, align 4, !dbg !46
  %6 = load i32, i32* %4, align 4, !dbg !46
  store atomic i32 %6, i32* @state monotonic, align 4, !dbg !46
  ret i8* null, !dbg !47
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @consumer(i8* noundef %0) #0 !dbg !48 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !49, metadata !DIExpression()), !dbg !50
  %4 = load atomic i32, i32* @state acquire, align 4, !dbg !51
  store i32 %4, i32* %3, align 4, !dbg !51
  %5 = load i32, i32* %3, align 4, !dbg !51
  %6 = icmp eq i32 %5, 2, !dbg !53
  br i1 %6, label %7, label %9, !dbg !54

7:                                                ; preds = %1
  %8 = load i32, i32* @message, align 4, !dbg !55
  store i32 %8, i32* @received, align 4, !dbg !56
  br label %9, !dbg !57

9:                                                ; preds = %7, %1
  ret i8* null, !dbg !58
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !59 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !62, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.declare(metadata i64* %3, metadata !67, metadata !DIExpression()), !dbg !68
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @producer, i8* noundef null) #4, !dbg !69
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consumer, i8* noundef null) #4, !dbg !70
  %6 = load i64, i64* %2, align 8, !dbg !71
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !72
  %8 = load i64, i64* %3, align 8, !dbg !73
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !74
  %10 = load i32, i32* @received, align 4, !dbg !75
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %10), !dbg !76
  ret i32 0, !dbg !77
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
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "received", scope: !2, file: !3, line: 16, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !20, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "release_sequence_same_thread.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "3821ce8a63957e7adc5006cafd7dfbe1")
!4 = !{!5, !15}
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
!15 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 12, baseType: !7, size: 32, elements: !16)
!16 = !{!17, !18, !19}
!17 = !DIEnumerator(name: "EMPTY", value: 0)
!18 = !DIEnumerator(name: "READY", value: 1)
!19 = !DIEnumerator(name: "DONE", value: 2)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!22 = !{!0, !23, !26}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "message", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "state", scope: !2, file: !3, line: 15, type: !28, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 7, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 1}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 14.0.6"}
!38 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 18, type: !39, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!21, !21}
!41 = !{}
!42 = !DILocalVariable(name: "arg", arg: 1, scope: !38, file: !3, line: 18, type: !21)
!43 = !DILocation(line: 18, column: 22, scope: !38)
!44 = !DILocation(line: 19, column: 13, scope: !38)
!45 = !DILocation(line: 20, column: 5, scope: !38)
!46 = !DILocation(line: 21, column: 5, scope: !38)
!47 = !DILocation(line: 22, column: 5, scope: !38)
!48 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 25, type: !39, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 25, type: !21)
!50 = !DILocation(line: 25, column: 22, scope: !48)
!51 = !DILocation(line: 26, column: 9, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 26, column: 9)
!53 = !DILocation(line: 26, column: 60, scope: !52)
!54 = !DILocation(line: 26, column: 9, scope: !48)
!55 = !DILocation(line: 27, column: 20, scope: !52)
!56 = !DILocation(line: 27, column: 18, scope: !52)
!57 = !DILocation(line: 27, column: 9, scope: !52)
!58 = !DILocation(line: 28, column: 5, scope: !48)
!59 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !60, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!60 = !DISubroutineType(types: !61)
!61 = !{!25}
!62 = !DILocalVariable(name: "p", scope: !59, file: !3, line: 32, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocation(line: 32, column: 15, scope: !59)
!67 = !DILocalVariable(name: "c", scope: !59, file: !3, line: 32, type: !63)
!68 = !DILocation(line: 32, column: 18, scope: !59)
!69 = !DILocation(line: 33, column: 5, scope: !59)
!70 = !DILocation(line: 34, column: 5, scope: !59)
!71 = !DILocation(line: 35, column: 18, scope: !59)
!72 = !DILocation(line: 35, column: 5, scope: !59)
!73 = !DILocation(line: 36, column: 18, scope: !59)
!74 = !DILocation(line: 36, column: 5, scope: !59)
!75 = !DILocation(line: 37, column: 29, scope: !59)
!76 = !DILocation(line: 37, column: 5, scope: !59)
!77 = !DILocation(line: 38, column: 5, scope: !59)
