; ModuleID = 'detached_worker.c'
source_filename = "detached_worker.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@beats = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @heartbeat(i8* noundef %0) #0 !dbg !29 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %3, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %3, align 4, !dbg !37
  br label %6, !dbg !38

6:                                                ; preds = %13, %1
  %7 = load i32, i32* %3, align 4, !dbg !39
  %8 = icmp slt i32 %7, 2, !dbg !41
  br i1 %8, label %9, label %16, !dbg !42

9:                                                ; preds = %6
  store i32 1, i32* %4, align 4, !dbg !43
  %10 = load i32, i32* %4, align 4, !dbg !43
  %11 = atomicrmw add i32* @beats, i32 %10 monotonic, align 4, !dbg !43
  store i32 %11, i32* %5, align 4, !dbg !43
  %12 = load i32, i32* %5, align 4, !dbg !43
  br label %13, !dbg !43

13:                                               ; preds = %9
  %14 = load i32, i32* %3, align 4, !dbg !44
  %15 = add nsw i32 %14, 1, !dbg !44
  store i32 %15, i32* %3, align 4, !dbg !44
  br label %6, !dbg !45, !llvm.loop !46

16:                                               ; preds = %6
  ret i8* null, !dbg !49
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !53, metadata !DIExpression()), !dbg !57
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @heartbeat, i8* noundef null) #3, !dbg !58
  %6 = load i64, i64* %2, align 8, !dbg !59
  %7 = call i32 @pthread_detach(i64 noundef %6) #3, !dbg !61
  %8 = icmp ne i32 %7, 0, !dbg !62
  br i1 %8, label %9, label %10, !dbg !63

9:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !64
  br label %22, !dbg !64

10:                                               ; preds = %0
  call void @llvm.dbg.declare(metadata i32* %3, metadata !65, metadata !DIExpression()), !dbg !66
  %11 = load atomic i32, i32* @beats monotonic, align 4, !dbg !67
  store i32 %11, i32* %4, align 4, !dbg !67
  %12 = load i32, i32* %4, align 4, !dbg !67
  store i32 %12, i32* %3, align 4, !dbg !66
  %13 = load i32, i32* %3, align 4, !dbg !68
  %14 = icmp sge i32 %13, 0, !dbg !69
  br i1 %14, label %15, label %18, !dbg !70

15:                                               ; preds = %10
  %16 = load i32, i32* %3, align 4, !dbg !71
  %17 = icmp sle i32 %16, 2, !dbg !72
  br label %18

18:                                               ; preds = %15, %10
  %19 = phi i1 [ false, %10 ], [ %17, %15 ], !dbg !73
  %20 = zext i1 %19 to i64, !dbg !68
  %21 = select i1 %19, i32 0, i32 2, !dbg !68
  store i32 %21, i32* %1, align 4, !dbg !74
  br label %22, !dbg !74

22:                                               ; preds = %18, %9
  %23 = load i32, i32* %1, align 4, !dbg !75
  ret i32 %23, !dbg !75
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_detach(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "beats", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "detached_worker.c", directory: "/work/main/tests/bugs/sync/correct", checksumkind: CSK_MD5, checksum: "7c833ff53984bb2472388326ca3a494e")
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
!17 = !{!0}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "heartbeat", scope: !3, file: !3, line: 10, type: !30, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!16, !16}
!32 = !{}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !29, file: !3, line: 10, type: !16)
!34 = !DILocation(line: 10, column: 23, scope: !29)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 11, type: !20)
!36 = distinct !DILexicalBlock(scope: !29, file: !3, line: 11, column: 5)
!37 = !DILocation(line: 11, column: 14, scope: !36)
!38 = !DILocation(line: 11, column: 10, scope: !36)
!39 = !DILocation(line: 11, column: 21, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 11, column: 5)
!41 = !DILocation(line: 11, column: 23, scope: !40)
!42 = !DILocation(line: 11, column: 5, scope: !36)
!43 = !DILocation(line: 12, column: 9, scope: !40)
!44 = !DILocation(line: 11, column: 29, scope: !40)
!45 = !DILocation(line: 11, column: 5, scope: !40)
!46 = distinct !{!46, !42, !47, !48}
!47 = !DILocation(line: 12, column: 66, scope: !36)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 13, column: 5, scope: !29)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !51, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!51 = !DISubroutineType(types: !52)
!52 = !{!20}
!53 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 17, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocation(line: 17, column: 15, scope: !50)
!58 = !DILocation(line: 18, column: 5, scope: !50)
!59 = !DILocation(line: 19, column: 24, scope: !60)
!60 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 9)
!61 = !DILocation(line: 19, column: 9, scope: !60)
!62 = !DILocation(line: 19, column: 27, scope: !60)
!63 = !DILocation(line: 19, column: 9, scope: !50)
!64 = !DILocation(line: 20, column: 9, scope: !60)
!65 = !DILocalVariable(name: "b", scope: !50, file: !3, line: 21, type: !20)
!66 = !DILocation(line: 21, column: 9, scope: !50)
!67 = !DILocation(line: 21, column: 13, scope: !50)
!68 = !DILocation(line: 22, column: 12, scope: !50)
!69 = !DILocation(line: 22, column: 14, scope: !50)
!70 = !DILocation(line: 22, column: 19, scope: !50)
!71 = !DILocation(line: 22, column: 22, scope: !50)
!72 = !DILocation(line: 22, column: 24, scope: !50)
!73 = !DILocation(line: 0, scope: !50)
!74 = !DILocation(line: 22, column: 5, scope: !50)
!75 = !DILocation(line: 23, column: 1, scope: !50)
