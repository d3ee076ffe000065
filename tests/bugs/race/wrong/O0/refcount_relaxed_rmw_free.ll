; ModuleID = 'refcount_relaxed_rmw_free.c'
source_filename = "refcount_relaxed_rmw_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.job = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@shared = dso_local global %struct.job* null, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @holder(i8* noundef %0) #0 !dbg !34 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.job*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata %struct.job** %3, metadata !40, metadata !DIExpression()), !dbg !41
  %6 = load %struct.job*, %struct.job** @shared, align 8, !dbg !42
  store %struct.job* %6, %struct.job** %3, align 8, !dbg !41
  %7 = load %struct.job*, %struct.job** %3, align 8, !dbg !43
  %8 = getelementptr inbounds %struct.job, %struct.job* %7, i32 0, i32 0, !dbg !45
  store i32 1, i32* %4, align 4, !dbg !46
  %9 = load i32, i32* %4, align 4, !dbg !46
  %10 = atomicrmw sub i32* %8, i32 %9 monotonic, align 4, !dbg !46
  store i32 %10, i32* %5, align 4, !dbg !46
  %11 = load i32, i32* %5, align 4, !dbg !46
  %12 = icmp eq i32 %11, 1, !dbg !47
  br i1 %12, label %13, label %16, !dbg !48

13:                                               ; preds = %1
  %14 = load %struct.job*, %struct.job** %3, align 8, !dbg !49
  %15 = bitcast %struct.job* %14 to i8*, !dbg !49
  call void @free(i8* noundef %15) #4, !dbg !50
  br label %16, !dbg !50

16:                                               ; preds = %13, %1
  ret i8* null, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.job*, align 8
  %3 = alloca [2 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.job** %2, metadata !55, metadata !DIExpression()), !dbg !56
  %6 = call noalias i8* @malloc(i64 noundef 8) #4, !dbg !57
  %7 = bitcast i8* %6 to %struct.job*, !dbg !57
  store %struct.job* %7, %struct.job** %2, align 8, !dbg !56
  %8 = load %struct.job*, %struct.job** %2, align 8, !dbg !58
  %9 = getelementptr inbounds %struct.job, %struct.job* %8, i32 0, i32 1, !dbg !59
  store i32 1, i32* %9, align 4, !dbg !60
  %10 = load %struct.job*, %struct.job** %2, align 8, !dbg !61
  %11 = getelementptr inbounds %struct.job, %struct.job* %10, i32 0, i32 0, !dbg !62
  store i32 2, i32* %11, align 4, !dbg !63
  %12 = load %struct.job*, %struct.job** %2, align 8, !dbg !64
  store %struct.job* %12, %struct.job** @shared, align 8, !dbg !65
  call void @llvm.dbg.declare(metadata [2 x i64]* %3, metadata !66, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.declare(metadata i32* %4, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %4, align 4, !dbg !76
  br label %13, !dbg !77

13:                                               ; preds = %21, %0
  %14 = load i32, i32* %4, align 4, !dbg !78
  %15 = icmp slt i32 %14, 2, !dbg !80
  br i1 %15, label %16, label %24, !dbg !81

16:                                               ; preds = %13
  %17 = load i32, i32* %4, align 4, !dbg !82
  %18 = sext i32 %17 to i64, !dbg !83
  %19 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 %18, !dbg !83
  %20 = call i32 @pthread_create(i64* noundef %19, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @holder, i8* noundef null) #4, !dbg !84
  br label %21, !dbg !84

21:                                               ; preds = %16
  %22 = load i32, i32* %4, align 4, !dbg !85
  %23 = add nsw i32 %22, 1, !dbg !85
  store i32 %23, i32* %4, align 4, !dbg !85
  br label %13, !dbg !86, !llvm.loop !87

24:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %5, metadata !90, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %5, align 4, !dbg !92
  br label %25, !dbg !93

25:                                               ; preds = %34, %24
  %26 = load i32, i32* %5, align 4, !dbg !94
  %27 = icmp slt i32 %26, 2, !dbg !96
  br i1 %27, label %28, label %37, !dbg !97

28:                                               ; preds = %25
  %29 = load i32, i32* %5, align 4, !dbg !98
  %30 = sext i32 %29 to i64, !dbg !99
  %31 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 %30, !dbg !99
  %32 = load i64, i64* %31, align 8, !dbg !99
  %33 = call i32 @pthread_join(i64 noundef %32, i8** noundef null), !dbg !100
  br label %34, !dbg !100

34:                                               ; preds = %28
  %35 = load i32, i32* %5, align 4, !dbg !101
  %36 = add nsw i32 %35, 1, !dbg !101
  store i32 %36, i32* %5, align 4, !dbg !101
  br label %25, !dbg !102, !llvm.loop !103

37:                                               ; preds = %25
  ret i32 0, !dbg !105
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 19, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "refcount_relaxed_rmw_free.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "75b39c0697620586f17a89d66fc06e8e")
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
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 14, size: 64, elements: !20)
!20 = !{!21, !25}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "refs", scope: !19, file: !3, line: 15, baseType: !22, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !19, file: !3, line: 16, baseType: !24, size: 32, offset: 32)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 7, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 1}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 14.0.6"}
!34 = distinct !DISubprogram(name: "holder", scope: !3, file: !3, line: 21, type: !35, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!16, !16}
!37 = !{}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !3, line: 21, type: !16)
!39 = !DILocation(line: 21, column: 20, scope: !34)
!40 = !DILocalVariable(name: "j", scope: !34, file: !3, line: 22, type: !18)
!41 = !DILocation(line: 22, column: 17, scope: !34)
!42 = !DILocation(line: 22, column: 21, scope: !34)
!43 = !DILocation(line: 23, column: 36, scope: !44)
!44 = distinct !DILexicalBlock(scope: !34, file: !3, line: 23, column: 9)
!45 = !DILocation(line: 23, column: 39, scope: !44)
!46 = !DILocation(line: 23, column: 9, scope: !44)
!47 = !DILocation(line: 23, column: 70, scope: !44)
!48 = !DILocation(line: 23, column: 9, scope: !34)
!49 = !DILocation(line: 24, column: 14, scope: !44)
!50 = !DILocation(line: 24, column: 9, scope: !44)
!51 = !DILocation(line: 25, column: 5, scope: !34)
!52 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !53, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!53 = !DISubroutineType(types: !54)
!54 = !{!24}
!55 = !DILocalVariable(name: "j", scope: !52, file: !3, line: 29, type: !18)
!56 = !DILocation(line: 29, column: 17, scope: !52)
!57 = !DILocation(line: 29, column: 21, scope: !52)
!58 = !DILocation(line: 30, column: 5, scope: !52)
!59 = !DILocation(line: 30, column: 8, scope: !52)
!60 = !DILocation(line: 30, column: 11, scope: !52)
!61 = !DILocation(line: 31, column: 18, scope: !52)
!62 = !DILocation(line: 31, column: 21, scope: !52)
!63 = !DILocation(line: 31, column: 5, scope: !52)
!64 = !DILocation(line: 32, column: 14, scope: !52)
!65 = !DILocation(line: 32, column: 12, scope: !52)
!66 = !DILocalVariable(name: "t", scope: !52, file: !3, line: 33, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 128, elements: !71)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !69, line: 27, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !{!72}
!72 = !DISubrange(count: 2)
!73 = !DILocation(line: 33, column: 15, scope: !52)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 34, type: !24)
!75 = distinct !DILexicalBlock(scope: !52, file: !3, line: 34, column: 5)
!76 = !DILocation(line: 34, column: 14, scope: !75)
!77 = !DILocation(line: 34, column: 10, scope: !75)
!78 = !DILocation(line: 34, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 34, column: 5)
!80 = !DILocation(line: 34, column: 23, scope: !79)
!81 = !DILocation(line: 34, column: 5, scope: !75)
!82 = !DILocation(line: 35, column: 27, scope: !79)
!83 = !DILocation(line: 35, column: 25, scope: !79)
!84 = !DILocation(line: 35, column: 9, scope: !79)
!85 = !DILocation(line: 34, column: 29, scope: !79)
!86 = !DILocation(line: 34, column: 5, scope: !79)
!87 = distinct !{!87, !81, !88, !89}
!88 = !DILocation(line: 35, column: 49, scope: !75)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 36, type: !24)
!91 = distinct !DILexicalBlock(scope: !52, file: !3, line: 36, column: 5)
!92 = !DILocation(line: 36, column: 14, scope: !91)
!93 = !DILocation(line: 36, column: 10, scope: !91)
!94 = !DILocation(line: 36, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 36, column: 5)
!96 = !DILocation(line: 36, column: 23, scope: !95)
!97 = !DILocation(line: 36, column: 5, scope: !91)
!98 = !DILocation(line: 37, column: 24, scope: !95)
!99 = !DILocation(line: 37, column: 22, scope: !95)
!100 = !DILocation(line: 37, column: 9, scope: !95)
!101 = !DILocation(line: 36, column: 29, scope: !95)
!102 = !DILocation(line: 36, column: 5, scope: !95)
!103 = distinct !{!103, !97, !104, !89}
!104 = !DILocation(line: 37, column: 32, scope: !91)
!105 = !DILocation(line: 38, column: 5, scope: !52)
