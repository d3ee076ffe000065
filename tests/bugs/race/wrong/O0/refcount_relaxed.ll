; ModuleID = 'refcount_relaxed.c'
source_filename = "refcount_relaxed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.object = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@shared = dso_local global %struct.object* null, align 8, !dbg !0
@seen = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !19
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @user(i8* noundef %0) #0 !dbg !40 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.object*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i64* %3, metadata !46, metadata !DIExpression()), !dbg !47
  %7 = load i8*, i8** %2, align 8, !dbg !48
  %8 = ptrtoint i8* %7 to i64, !dbg !49
  store i64 %8, i64* %3, align 8, !dbg !47
  call void @llvm.dbg.declare(metadata %struct.object** %4, metadata !50, metadata !DIExpression()), !dbg !51
  %9 = load %struct.object*, %struct.object** @shared, align 8, !dbg !52
  store %struct.object* %9, %struct.object** %4, align 8, !dbg !51
  %10 = load %struct.object*, %struct.object** %4, align 8, !dbg !53
  %11 = getelementptr inbounds %struct.object, %struct.object* %10, i32 0, i32 1, !dbg !54
  %12 = load i32, i32* %11, align 4, !dbg !54
  %13 = load i64, i64* %3, align 8, !dbg !55
  %14 = getelementptr inbounds [2 x i32], [2 x i32]* @seen, i64 0, i64 %13, !dbg !56
  store i32 %12, i32* %14, align 4, !dbg !57
  %15 = load %struct.object*, %struct.object** %4, align 8, !dbg !58
  %16 = getelementptr inbounds %struct.object, %struct.object* %15, i32 0, i32 0, !dbg !60
  store i32 1, i32* %5, align 4, !dbg !61
  %17 = load i32, i32* %5, align 4, !dbg !61
  %18 = atomicrmw sub i32* %16, i32 %17 monotonic, align 4, !dbg !61
  store i32 %18, i32* %6, align 4, !dbg !61
  %19 = load i32, i32* %6, align 4, !dbg !61
  %20 = icmp eq i32 %19, 1, !dbg !62
  br i1 %20, label %21, label %24, !dbg !63

21:                                               ; preds = %1
  %22 = load %struct.object*, %struct.object** %4, align 8, !dbg !64
  %23 = bitcast %struct.object* %22 to i8*, !dbg !64
  call void @free(i8* noundef %23) #4, !dbg !65
  br label %24, !dbg !65

24:                                               ; preds = %21, %1
  ret i8* null, !dbg !66
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.object*, align 8
  %3 = alloca [2 x i64], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.object** %2, metadata !70, metadata !DIExpression()), !dbg !71
  %6 = call noalias i8* @malloc(i64 noundef 8) #4, !dbg !72
  %7 = bitcast i8* %6 to %struct.object*, !dbg !72
  store %struct.object* %7, %struct.object** %2, align 8, !dbg !71
  %8 = load %struct.object*, %struct.object** %2, align 8, !dbg !73
  %9 = getelementptr inbounds %struct.object, %struct.object* %8, i32 0, i32 1, !dbg !74
  store i32 5, i32* %9, align 4, !dbg !75
  %10 = load %struct.object*, %struct.object** %2, align 8, !dbg !76
  %11 = getelementptr inbounds %struct.object, %struct.object* %10, i32 0, i32 0, !dbg !77
  store i32 2, i32* %11, align 4, !dbg !78
  %12 = load %struct.object*, %struct.object** %2, align 8, !dbg !79
  store %struct.object* %12, %struct.object** @shared, align 8, !dbg !80
  call void @llvm.dbg.declare(metadata [2 x i64]* %3, metadata !81, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.declare(metadata i64* %4, metadata !87, metadata !DIExpression()), !dbg !89
  store i64 0, i64* %4, align 8, !dbg !89
  br label %13, !dbg !90

13:                                               ; preds = %22, %0
  %14 = load i64, i64* %4, align 8, !dbg !91
  %15 = icmp slt i64 %14, 2, !dbg !93
  br i1 %15, label %16, label %25, !dbg !94

16:                                               ; preds = %13
  %17 = load i64, i64* %4, align 8, !dbg !95
  %18 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 %17, !dbg !96
  %19 = load i64, i64* %4, align 8, !dbg !97
  %20 = inttoptr i64 %19 to i8*, !dbg !98
  %21 = call i32 @pthread_create(i64* noundef %18, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @user, i8* noundef %20) #4, !dbg !99
  br label %22, !dbg !99

22:                                               ; preds = %16
  %23 = load i64, i64* %4, align 8, !dbg !100
  %24 = add nsw i64 %23, 1, !dbg !100
  store i64 %24, i64* %4, align 8, !dbg !100
  br label %13, !dbg !101, !llvm.loop !102

25:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %5, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %5, align 4, !dbg !107
  br label %26, !dbg !108

26:                                               ; preds = %35, %25
  %27 = load i32, i32* %5, align 4, !dbg !109
  %28 = icmp slt i32 %27, 2, !dbg !111
  br i1 %28, label %29, label %38, !dbg !112

29:                                               ; preds = %26
  %30 = load i32, i32* %5, align 4, !dbg !113
  %31 = sext i32 %30 to i64, !dbg !114
  %32 = getelementptr inbounds [2 x i64], [2 x i64]* %3, i64 0, i64 %31, !dbg !114
  %33 = load i64, i64* %32, align 8, !dbg !114
  %34 = call i32 @pthread_join(i64 noundef %33, i8** noundef null), !dbg !115
  br label %35, !dbg !115

35:                                               ; preds = %29
  %36 = load i32, i32* %5, align 4, !dbg !116
  %37 = add nsw i32 %36, 1, !dbg !116
  store i32 %37, i32* %5, align 4, !dbg !116
  br label %26, !dbg !117, !llvm.loop !118

38:                                               ; preds = %26
  %39 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 0), align 4, !dbg !120
  %40 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @seen, i64 0, i64 1), align 4, !dbg !121
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %39, i32 noundef %40), !dbg !122
  ret i32 0, !dbg !123
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

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
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 21, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "refcount_relaxed.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "d50b0e375d6ad3db74325805c325f046")
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
!15 = !{!16, !17}
!16 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!18 = !{!0, !19}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 22, type: !21, isLocal: false, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !23)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24}
!24 = !DISubrange(count: 2)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "object", file: !3, line: 16, size: 64, elements: !27)
!27 = !{!28, !31}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "refs", scope: !26, file: !3, line: 17, baseType: !29, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !30)
!30 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !26, file: !3, line: 18, baseType: !22, size: 32, offset: 32)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 7, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 1}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 14.0.6"}
!40 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 24, type: !41, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!17, !17}
!43 = !{}
!44 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !3, line: 24, type: !17)
!45 = !DILocation(line: 24, column: 18, scope: !40)
!46 = !DILocalVariable(name: "me", scope: !40, file: !3, line: 25, type: !16)
!47 = !DILocation(line: 25, column: 10, scope: !40)
!48 = !DILocation(line: 25, column: 21, scope: !40)
!49 = !DILocation(line: 25, column: 15, scope: !40)
!50 = !DILocalVariable(name: "obj", scope: !40, file: !3, line: 26, type: !25)
!51 = !DILocation(line: 26, column: 20, scope: !40)
!52 = !DILocation(line: 26, column: 26, scope: !40)
!53 = !DILocation(line: 27, column: 16, scope: !40)
!54 = !DILocation(line: 27, column: 21, scope: !40)
!55 = !DILocation(line: 27, column: 10, scope: !40)
!56 = !DILocation(line: 27, column: 5, scope: !40)
!57 = !DILocation(line: 27, column: 14, scope: !40)
!58 = !DILocation(line: 28, column: 36, scope: !59)
!59 = distinct !DILexicalBlock(scope: !40, file: !3, line: 28, column: 9)
!60 = !DILocation(line: 28, column: 41, scope: !59)
!61 = !DILocation(line: 28, column: 9, scope: !59)
!62 = !DILocation(line: 28, column: 72, scope: !59)
!63 = !DILocation(line: 28, column: 9, scope: !40)
!64 = !DILocation(line: 29, column: 14, scope: !59)
!65 = !DILocation(line: 29, column: 9, scope: !59)
!66 = !DILocation(line: 30, column: 5, scope: !40)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !68, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!68 = !DISubroutineType(types: !69)
!69 = !{!22}
!70 = !DILocalVariable(name: "obj", scope: !67, file: !3, line: 34, type: !25)
!71 = !DILocation(line: 34, column: 20, scope: !67)
!72 = !DILocation(line: 34, column: 26, scope: !67)
!73 = !DILocation(line: 35, column: 5, scope: !67)
!74 = !DILocation(line: 35, column: 10, scope: !67)
!75 = !DILocation(line: 35, column: 16, scope: !67)
!76 = !DILocation(line: 36, column: 18, scope: !67)
!77 = !DILocation(line: 36, column: 23, scope: !67)
!78 = !DILocation(line: 36, column: 5, scope: !67)
!79 = !DILocation(line: 37, column: 14, scope: !67)
!80 = !DILocation(line: 37, column: 12, scope: !67)
!81 = !DILocalVariable(name: "t", scope: !67, file: !3, line: 38, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 128, elements: !23)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !84, line: 27, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DILocation(line: 38, column: 15, scope: !67)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 39, type: !16)
!88 = distinct !DILexicalBlock(scope: !67, file: !3, line: 39, column: 5)
!89 = !DILocation(line: 39, column: 15, scope: !88)
!90 = !DILocation(line: 39, column: 10, scope: !88)
!91 = !DILocation(line: 39, column: 22, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 39, column: 5)
!93 = !DILocation(line: 39, column: 24, scope: !92)
!94 = !DILocation(line: 39, column: 5, scope: !88)
!95 = !DILocation(line: 40, column: 27, scope: !92)
!96 = !DILocation(line: 40, column: 25, scope: !92)
!97 = !DILocation(line: 40, column: 51, scope: !92)
!98 = !DILocation(line: 40, column: 43, scope: !92)
!99 = !DILocation(line: 40, column: 9, scope: !92)
!100 = !DILocation(line: 39, column: 30, scope: !92)
!101 = !DILocation(line: 39, column: 5, scope: !92)
!102 = distinct !{!102, !94, !103, !104}
!103 = !DILocation(line: 40, column: 52, scope: !88)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 41, type: !22)
!106 = distinct !DILexicalBlock(scope: !67, file: !3, line: 41, column: 5)
!107 = !DILocation(line: 41, column: 14, scope: !106)
!108 = !DILocation(line: 41, column: 10, scope: !106)
!109 = !DILocation(line: 41, column: 21, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 41, column: 5)
!111 = !DILocation(line: 41, column: 23, scope: !110)
!112 = !DILocation(line: 41, column: 5, scope: !106)
!113 = !DILocation(line: 42, column: 24, scope: !110)
!114 = !DILocation(line: 42, column: 22, scope: !110)
!115 = !DILocation(line: 42, column: 9, scope: !110)
!116 = !DILocation(line: 41, column: 29, scope: !110)
!117 = !DILocation(line: 41, column: 5, scope: !110)
!118 = distinct !{!118, !112, !119, !104}
!119 = !DILocation(line: 42, column: 32, scope: !106)
!120 = !DILocation(line: 43, column: 23, scope: !67)
!121 = !DILocation(line: 43, column: 32, scope: !67)
!122 = !DILocation(line: 43, column: 5, scope: !67)
!123 = !DILocation(line: 44, column: 5, scope: !67)
