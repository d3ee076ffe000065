; ModuleID = 'join_wrong_thread.c'
source_filename = "join_wrong_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@results = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [20 x i8] c"first=%d second=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !20 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i64* %3, metadata !26, metadata !DIExpression()), !dbg !27
  %4 = load i8*, i8** %2, align 8, !dbg !28
  %5 = ptrtoint i8* %4 to i64, !dbg !29
  store i64 %5, i64* %3, align 8, !dbg !27
  %6 = load i64, i64* %3, align 8, !dbg !30
  %7 = trunc i64 %6 to i32, !dbg !31
  %8 = mul nsw i32 %7, 10, !dbg !32
  %9 = add nsw i32 %8, 1, !dbg !33
  %10 = load i64, i64* %3, align 8, !dbg !34
  %11 = getelementptr inbounds [2 x i32], [2 x i32]* @results, i64 0, i64 %10, !dbg !35
  store i32 %9, i32* %11, align 4, !dbg !36
  ret i8* null, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [2 x i64]* %2, metadata !41, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i64* %3, metadata !47, metadata !DIExpression()), !dbg !49
  store i64 0, i64* %3, align 8, !dbg !49
  br label %5, !dbg !50

5:                                                ; preds = %14, %0
  %6 = load i64, i64* %3, align 8, !dbg !51
  %7 = icmp slt i64 %6, 2, !dbg !53
  br i1 %7, label %8, label %17, !dbg !54

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8, !dbg !55
  %10 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %9, !dbg !56
  %11 = load i64, i64* %3, align 8, !dbg !57
  %12 = inttoptr i64 %11 to i8*, !dbg !58
  %13 = call i32 @pthread_create(i64* noundef %10, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %12) #4, !dbg !59
  br label %14, !dbg !59

14:                                               ; preds = %8
  %15 = load i64, i64* %3, align 8, !dbg !60
  %16 = add nsw i64 %15, 1, !dbg !60
  store i64 %16, i64* %3, align 8, !dbg !60
  br label %5, !dbg !61, !llvm.loop !62

17:                                               ; preds = %5
  %18 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 1, !dbg !65
  %19 = load i64, i64* %18, align 8, !dbg !65
  %20 = call i32 @pthread_join(i64 noundef %19, i8** noundef null), !dbg !66
  call void @llvm.dbg.declare(metadata i32* %4, metadata !67, metadata !DIExpression()), !dbg !68
  %21 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @results, i64 0, i64 0), align 4, !dbg !69
  store i32 %21, i32* %4, align 4, !dbg !68
  %22 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 0, !dbg !70
  %23 = load i64, i64* %22, align 16, !dbg !70
  %24 = call i32 @pthread_join(i64 noundef %23, i8** noundef null), !dbg !71
  %25 = load i32, i32* %4, align 4, !dbg !72
  %26 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @results, i64 0, i64 1), align 4, !dbg !73
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i64 0, i64 0), i32 noundef %25, i32 noundef %26), !dbg !74
  ret i32 0, !dbg !75
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
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "results", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "join_wrong_thread.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "62f2d033a7f8344af3687346b185070c")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!7, !7}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 10, type: !7)
!25 = !DILocation(line: 10, column: 20, scope: !20)
!26 = !DILocalVariable(name: "me", scope: !20, file: !3, line: 11, type: !5)
!27 = !DILocation(line: 11, column: 10, scope: !20)
!28 = !DILocation(line: 11, column: 21, scope: !20)
!29 = !DILocation(line: 11, column: 15, scope: !20)
!30 = !DILocation(line: 12, column: 24, scope: !20)
!31 = !DILocation(line: 12, column: 19, scope: !20)
!32 = !DILocation(line: 12, column: 27, scope: !20)
!33 = !DILocation(line: 12, column: 32, scope: !20)
!34 = !DILocation(line: 12, column: 13, scope: !20)
!35 = !DILocation(line: 12, column: 5, scope: !20)
!36 = !DILocation(line: 12, column: 17, scope: !20)
!37 = !DILocation(line: 13, column: 5, scope: !20)
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !39, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!39 = !DISubroutineType(types: !40)
!40 = !{!6}
!41 = !DILocalVariable(name: "t", scope: !38, file: !3, line: 17, type: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 128, elements: !10)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocation(line: 17, column: 15, scope: !38)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 18, type: !5)
!48 = distinct !DILexicalBlock(scope: !38, file: !3, line: 18, column: 5)
!49 = !DILocation(line: 18, column: 15, scope: !48)
!50 = !DILocation(line: 18, column: 10, scope: !48)
!51 = !DILocation(line: 18, column: 22, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 18, column: 5)
!53 = !DILocation(line: 18, column: 24, scope: !52)
!54 = !DILocation(line: 18, column: 5, scope: !48)
!55 = !DILocation(line: 19, column: 27, scope: !52)
!56 = !DILocation(line: 19, column: 25, scope: !52)
!57 = !DILocation(line: 19, column: 53, scope: !52)
!58 = !DILocation(line: 19, column: 45, scope: !52)
!59 = !DILocation(line: 19, column: 9, scope: !52)
!60 = !DILocation(line: 18, column: 30, scope: !52)
!61 = !DILocation(line: 18, column: 5, scope: !52)
!62 = distinct !{!62, !54, !63, !64}
!63 = !DILocation(line: 19, column: 54, scope: !48)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 20, column: 18, scope: !38)
!66 = !DILocation(line: 20, column: 5, scope: !38)
!67 = !DILocalVariable(name: "first", scope: !38, file: !3, line: 21, type: !6)
!68 = !DILocation(line: 21, column: 9, scope: !38)
!69 = !DILocation(line: 21, column: 17, scope: !38)
!70 = !DILocation(line: 22, column: 18, scope: !38)
!71 = !DILocation(line: 22, column: 5, scope: !38)
!72 = !DILocation(line: 23, column: 36, scope: !38)
!73 = !DILocation(line: 23, column: 43, scope: !38)
!74 = !DILocation(line: 23, column: 5, scope: !38)
!75 = !DILocation(line: 24, column: 5, scope: !38)
