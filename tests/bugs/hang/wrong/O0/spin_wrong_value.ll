; ModuleID = 'hang/wrong/spin_wrong_value.c'
source_filename = "hang/wrong/spin_wrong_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@arrived = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !19 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 1, i32* %3, align 4, !dbg !25
  %5 = load i32, i32* %3, align 4, !dbg !25
  %6 = atomicrmw add i32* @arrived, i32 %5 seq_cst, align 4, !dbg !25
  store i32 %6, i32* %4, align 4, !dbg !25
  %7 = load i32, i32* %4, align 4, !dbg !25
  ret i8* null, !dbg !26
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @waiter(i8* noundef %0) #0 !dbg !27 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !28, metadata !DIExpression()), !dbg !29
  br label %4, !dbg !30

4:                                                ; preds = %8, %1
  %5 = load atomic i32, i32* @arrived seq_cst, align 4, !dbg !31
  store i32 %5, i32* %3, align 4, !dbg !31
  %6 = load i32, i32* %3, align 4, !dbg !31
  %7 = icmp ne i32 %6, 3, !dbg !32
  br i1 %7, label %8, label %9, !dbg !30

8:                                                ; preds = %4
  br label %4, !dbg !30, !llvm.loop !33

9:                                                ; preds = %4
  ret i8* null, !dbg !36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i64* %3, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i64* %4, metadata !47, metadata !DIExpression()), !dbg !48
  %5 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @waiter, i8* noundef null) #4, !dbg !49
  %6 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #4, !dbg !50
  %7 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #4, !dbg !51
  %8 = load i64, i64* %2, align 8, !dbg !52
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !53
  %10 = load i64, i64* %3, align 8, !dbg !54
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null), !dbg !55
  %12 = load i64, i64* %4, align 8, !dbg !56
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null), !dbg !57
  ret i32 0, !dbg !58
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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arrived", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/wrong/spin_wrong_value.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "38da8bff2e0f0438b1f2d6f294bd874e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !8, line: 92, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!9 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !20, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!5, !5}
!22 = !{}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 9, type: !5)
!24 = !DILocation(line: 9, column: 20, scope: !19)
!25 = !DILocation(line: 10, column: 5, scope: !19)
!26 = !DILocation(line: 11, column: 5, scope: !19)
!27 = distinct !DISubprogram(name: "waiter", scope: !3, file: !3, line: 14, type: !20, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!28 = !DILocalVariable(name: "arg", arg: 1, scope: !27, file: !3, line: 14, type: !5)
!29 = !DILocation(line: 14, column: 20, scope: !27)
!30 = !DILocation(line: 15, column: 5, scope: !27)
!31 = !DILocation(line: 15, column: 12, scope: !27)
!32 = !DILocation(line: 15, column: 34, scope: !27)
!33 = distinct !{!33, !30, !34, !35}
!34 = !DILocation(line: 16, column: 9, scope: !27)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 17, column: 5, scope: !27)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !38, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!38 = !DISubroutineType(types: !39)
!39 = !{!10}
!40 = !DILocalVariable(name: "a", scope: !37, file: !3, line: 21, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 21, column: 15, scope: !37)
!45 = !DILocalVariable(name: "b", scope: !37, file: !3, line: 21, type: !41)
!46 = !DILocation(line: 21, column: 18, scope: !37)
!47 = !DILocalVariable(name: "w", scope: !37, file: !3, line: 21, type: !41)
!48 = !DILocation(line: 21, column: 21, scope: !37)
!49 = !DILocation(line: 22, column: 5, scope: !37)
!50 = !DILocation(line: 23, column: 5, scope: !37)
!51 = !DILocation(line: 24, column: 5, scope: !37)
!52 = !DILocation(line: 25, column: 18, scope: !37)
!53 = !DILocation(line: 25, column: 5, scope: !37)
!54 = !DILocation(line: 26, column: 18, scope: !37)
!55 = !DILocation(line: 26, column: 5, scope: !37)
!56 = !DILocation(line: 27, column: 18, scope: !37)
!57 = !DILocation(line: 27, column: 5, scope: !37)
!58 = !DILocation(line: 28, column: 5, scope: !37)
