; ModuleID = 'hang/wrong/spin_never_set.c'
source_filename = "hang/wrong/spin_never_set.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@start_flag = dso_local global i32 0, align 4, !dbg !0
@result = dso_local global i32 0, align 4, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !31 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !35, metadata !DIExpression()), !dbg !36
  br label %4, !dbg !37

4:                                                ; preds = %9, %1
  %5 = load atomic i32, i32* @start_flag acquire, align 4, !dbg !38
  store i32 %5, i32* %3, align 4, !dbg !38
  %6 = load i32, i32* %3, align 4, !dbg !38
  %7 = icmp ne i32 %6, 0, !dbg !39
  %8 = xor i1 %7, true, !dbg !39
  br i1 %8, label %9, label %10, !dbg !37

9:                                                ; preds = %4
  br label %4, !dbg !37, !llvm.loop !40

10:                                               ; preds = %4
  store i32 1, i32* @result, align 4, !dbg !43
  ret i8* null, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !48, metadata !DIExpression()), !dbg !52
  %3 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #4, !dbg !53
  %4 = load i64, i64* %2, align 8, !dbg !54
  %5 = call i32 @pthread_join(i64 noundef %4, i8** noundef null), !dbg !55
  %6 = load i32, i32* @result, align 4, !dbg !56
  ret i32 %6, !dbg !57
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "start_flag", scope: !2, file: !3, line: 7, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/wrong/spin_never_set.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "ab7b1496c5fe328e418721c752c920c7")
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
!19 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 8, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !32, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!16, !16}
!34 = !{}
!35 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 10, type: !16)
!36 = !DILocation(line: 10, column: 20, scope: !31)
!37 = !DILocation(line: 11, column: 5, scope: !31)
!38 = !DILocation(line: 11, column: 13, scope: !31)
!39 = !DILocation(line: 11, column: 12, scope: !31)
!40 = distinct !{!40, !37, !41, !42}
!41 = !DILocation(line: 12, column: 9, scope: !31)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 13, column: 12, scope: !31)
!44 = !DILocation(line: 14, column: 5, scope: !31)
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !46, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!46 = !DISubroutineType(types: !47)
!47 = !{!20}
!48 = !DILocalVariable(name: "t", scope: !45, file: !3, line: 18, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 18, column: 15, scope: !45)
!53 = !DILocation(line: 19, column: 5, scope: !45)
!54 = !DILocation(line: 20, column: 18, scope: !45)
!55 = !DILocation(line: 20, column: 5, scope: !45)
!56 = !DILocation(line: 21, column: 12, scope: !45)
!57 = !DILocation(line: 21, column: 5, scope: !45)
