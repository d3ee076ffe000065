; ModuleID = 'sync/wrong/barrier_short.c'
source_filename = "sync/wrong/barrier_short.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@start = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0
@ran = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !8
@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !32 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i64* %3, metadata !38, metadata !DIExpression()), !dbg !39
  %4 = load i8*, i8** %2, align 8, !dbg !40
  %5 = ptrtoint i8* %4 to i64, !dbg !41
  store i64 %5, i64* %3, align 8, !dbg !39
  %6 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef @start) #4, !dbg !42
  %7 = load i64, i64* %3, align 8, !dbg !43
  %8 = getelementptr inbounds [2 x i32], [2 x i32]* @ran, i64 0, i64 %7, !dbg !44
  store i32 1, i32* %8, align 4, !dbg !45
  ret i8* null, !dbg !46
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [2 x i64]* %2, metadata !50, metadata !DIExpression()), !dbg !54
  %5 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef @start, %union.pthread_barrierattr_t* noundef null, i32 noundef 3) #4, !dbg !55
  call void @llvm.dbg.declare(metadata i64* %3, metadata !56, metadata !DIExpression()), !dbg !58
  store i64 0, i64* %3, align 8, !dbg !58
  br label %6, !dbg !59

6:                                                ; preds = %15, %0
  %7 = load i64, i64* %3, align 8, !dbg !60
  %8 = icmp slt i64 %7, 2, !dbg !62
  br i1 %8, label %9, label %18, !dbg !63

9:                                                ; preds = %6
  %10 = load i64, i64* %3, align 8, !dbg !64
  %11 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %10, !dbg !65
  %12 = load i64, i64* %3, align 8, !dbg !66
  %13 = inttoptr i64 %12 to i8*, !dbg !67
  %14 = call i32 @pthread_create(i64* noundef %11, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %13) #4, !dbg !68
  br label %15, !dbg !68

15:                                               ; preds = %9
  %16 = load i64, i64* %3, align 8, !dbg !69
  %17 = add nsw i64 %16, 1, !dbg !69
  store i64 %17, i64* %3, align 8, !dbg !69
  br label %6, !dbg !70, !llvm.loop !71

18:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %4, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %4, align 4, !dbg !76
  br label %19, !dbg !77

19:                                               ; preds = %28, %18
  %20 = load i32, i32* %4, align 4, !dbg !78
  %21 = icmp slt i32 %20, 2, !dbg !80
  br i1 %21, label %22, label %31, !dbg !81

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4, !dbg !82
  %24 = sext i32 %23 to i64, !dbg !83
  %25 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %24, !dbg !83
  %26 = load i64, i64* %25, align 8, !dbg !83
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null), !dbg !84
  br label %28, !dbg !84

28:                                               ; preds = %22
  %29 = load i32, i32* %4, align 4, !dbg !85
  %30 = add nsw i32 %29, 1, !dbg !85
  store i32 %30, i32* %4, align 4, !dbg !85
  br label %19, !dbg !86, !llvm.loop !87

31:                                               ; preds = %19
  %32 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @ran, i64 0, i64 0), align 4, !dbg !89
  %33 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @ran, i64 0, i64 1), align 4, !dbg !90
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %32, i32 noundef %33), !dbg !91
  ret i32 0, !dbg !92
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) #2

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
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "start", scope: !2, file: !3, line: 7, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/wrong/barrier_short.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "8ecb2ee31f713230425c470e4d71a20e")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "ran", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !12)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13}
!13 = !DISubrange(count: 2)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !15, line: 112, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!16 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 108, size: 256, elements: !17)
!17 = !{!18, !23}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !16, file: !15, line: 110, baseType: !19, size: 256)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !21)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{!22}
!22 = !DISubrange(count: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !16, file: !15, line: 111, baseType: !5, size: 64)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !33, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!6, !6}
!35 = !{}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 10, type: !6)
!37 = !DILocation(line: 10, column: 20, scope: !32)
!38 = !DILocalVariable(name: "me", scope: !32, file: !3, line: 11, type: !5)
!39 = !DILocation(line: 11, column: 10, scope: !32)
!40 = !DILocation(line: 11, column: 21, scope: !32)
!41 = !DILocation(line: 11, column: 15, scope: !32)
!42 = !DILocation(line: 12, column: 5, scope: !32)
!43 = !DILocation(line: 13, column: 9, scope: !32)
!44 = !DILocation(line: 13, column: 5, scope: !32)
!45 = !DILocation(line: 13, column: 13, scope: !32)
!46 = !DILocation(line: 14, column: 5, scope: !32)
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !48, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!48 = !DISubroutineType(types: !49)
!49 = !{!11}
!50 = !DILocalVariable(name: "t", scope: !47, file: !3, line: 18, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 128, elements: !12)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !15, line: 27, baseType: !53)
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocation(line: 18, column: 15, scope: !47)
!55 = !DILocation(line: 19, column: 5, scope: !47)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 20, type: !5)
!57 = distinct !DILexicalBlock(scope: !47, file: !3, line: 20, column: 5)
!58 = !DILocation(line: 20, column: 15, scope: !57)
!59 = !DILocation(line: 20, column: 10, scope: !57)
!60 = !DILocation(line: 20, column: 22, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 20, column: 5)
!62 = !DILocation(line: 20, column: 24, scope: !61)
!63 = !DILocation(line: 20, column: 5, scope: !57)
!64 = !DILocation(line: 21, column: 27, scope: !61)
!65 = !DILocation(line: 21, column: 25, scope: !61)
!66 = !DILocation(line: 21, column: 53, scope: !61)
!67 = !DILocation(line: 21, column: 45, scope: !61)
!68 = !DILocation(line: 21, column: 9, scope: !61)
!69 = !DILocation(line: 20, column: 30, scope: !61)
!70 = !DILocation(line: 20, column: 5, scope: !61)
!71 = distinct !{!71, !63, !72, !73}
!72 = !DILocation(line: 21, column: 54, scope: !57)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 22, type: !11)
!75 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 5)
!76 = !DILocation(line: 22, column: 14, scope: !75)
!77 = !DILocation(line: 22, column: 10, scope: !75)
!78 = !DILocation(line: 22, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 22, column: 5)
!80 = !DILocation(line: 22, column: 23, scope: !79)
!81 = !DILocation(line: 22, column: 5, scope: !75)
!82 = !DILocation(line: 23, column: 24, scope: !79)
!83 = !DILocation(line: 23, column: 22, scope: !79)
!84 = !DILocation(line: 23, column: 9, scope: !79)
!85 = !DILocation(line: 22, column: 29, scope: !79)
!86 = !DILocation(line: 22, column: 5, scope: !79)
!87 = distinct !{!87, !81, !88, !73}
!88 = !DILocation(line: 23, column: 32, scope: !75)
!89 = !DILocation(line: 24, column: 23, scope: !47)
!90 = !DILocation(line: 24, column: 31, scope: !47)
!91 = !DILocation(line: 24, column: 5, scope: !47)
!92 = !DILocation(line: 25, column: 5, scope: !47)
