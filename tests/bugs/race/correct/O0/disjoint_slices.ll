; ModuleID = 'race/correct/disjoint_slices.c'
source_filename = "race/correct/disjoint_slices.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@slots = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @fill(i8* noundef %0) #0 !dbg !20 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i64* %3, metadata !26, metadata !DIExpression()), !dbg !27
  %5 = load i8*, i8** %2, align 8, !dbg !28
  %6 = ptrtoint i8* %5 to i64, !dbg !29
  store i64 %6, i64* %3, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !32
  %7 = load i64, i64* %3, align 8, !dbg !33
  %8 = trunc i64 %7 to i32, !dbg !34
  %9 = mul nsw i32 %8, 2, !dbg !35
  store i32 %9, i32* %4, align 4, !dbg !32
  br label %10, !dbg !36

10:                                               ; preds = %24, %1
  %11 = load i32, i32* %4, align 4, !dbg !37
  %12 = load i64, i64* %3, align 8, !dbg !39
  %13 = trunc i64 %12 to i32, !dbg !40
  %14 = add nsw i32 %13, 1, !dbg !41
  %15 = mul nsw i32 %14, 2, !dbg !42
  %16 = icmp slt i32 %11, %15, !dbg !43
  br i1 %16, label %17, label %27, !dbg !44

17:                                               ; preds = %10
  %18 = load i64, i64* %3, align 8, !dbg !45
  %19 = trunc i64 %18 to i32, !dbg !46
  %20 = add nsw i32 %19, 1, !dbg !47
  %21 = load i32, i32* %4, align 4, !dbg !48
  %22 = sext i32 %21 to i64, !dbg !49
  %23 = getelementptr inbounds [4 x i32], [4 x i32]* @slots, i64 0, i64 %22, !dbg !49
  store i32 %20, i32* %23, align 4, !dbg !50
  br label %24, !dbg !49

24:                                               ; preds = %17
  %25 = load i32, i32* %4, align 4, !dbg !51
  %26 = add nsw i32 %25, 1, !dbg !51
  store i32 %26, i32* %4, align 4, !dbg !51
  br label %10, !dbg !52, !llvm.loop !53

27:                                               ; preds = %10
  ret i8* null, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !60, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.declare(metadata i64* %3, metadata !65, metadata !DIExpression()), !dbg !66
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @fill, i8* noundef null) #4, !dbg !67
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @fill, i8* noundef inttoptr (i64 1 to i8*)) #4, !dbg !68
  %6 = load i64, i64* %2, align 8, !dbg !69
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !70
  %8 = load i64, i64* %3, align 8, !dbg !71
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !72
  %10 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 0), align 16, !dbg !73
  %11 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 1), align 4, !dbg !74
  %12 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 2), align 8, !dbg !75
  %13 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @slots, i64 0, i64 3), align 4, !dbg !76
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13), !dbg !77
  ret i32 0, !dbg !78
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
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/correct/disjoint_slices.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "8ec46d6997159b4ab04c8c3b4f274eff")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 9, type: !21, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!7, !7}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 9, type: !7)
!25 = !DILocation(line: 9, column: 18, scope: !20)
!26 = !DILocalVariable(name: "half", scope: !20, file: !3, line: 10, type: !5)
!27 = !DILocation(line: 10, column: 10, scope: !20)
!28 = !DILocation(line: 10, column: 23, scope: !20)
!29 = !DILocation(line: 10, column: 17, scope: !20)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 11, type: !6)
!31 = distinct !DILexicalBlock(scope: !20, file: !3, line: 11, column: 5)
!32 = !DILocation(line: 11, column: 14, scope: !31)
!33 = !DILocation(line: 11, column: 23, scope: !31)
!34 = !DILocation(line: 11, column: 18, scope: !31)
!35 = !DILocation(line: 11, column: 28, scope: !31)
!36 = !DILocation(line: 11, column: 10, scope: !31)
!37 = !DILocation(line: 11, column: 39, scope: !38)
!38 = distinct !DILexicalBlock(scope: !31, file: !3, line: 11, column: 5)
!39 = !DILocation(line: 11, column: 49, scope: !38)
!40 = !DILocation(line: 11, column: 44, scope: !38)
!41 = !DILocation(line: 11, column: 54, scope: !38)
!42 = !DILocation(line: 11, column: 59, scope: !38)
!43 = !DILocation(line: 11, column: 41, scope: !38)
!44 = !DILocation(line: 11, column: 5, scope: !31)
!45 = !DILocation(line: 12, column: 25, scope: !38)
!46 = !DILocation(line: 12, column: 20, scope: !38)
!47 = !DILocation(line: 12, column: 30, scope: !38)
!48 = !DILocation(line: 12, column: 15, scope: !38)
!49 = !DILocation(line: 12, column: 9, scope: !38)
!50 = !DILocation(line: 12, column: 18, scope: !38)
!51 = !DILocation(line: 11, column: 71, scope: !38)
!52 = !DILocation(line: 11, column: 5, scope: !38)
!53 = distinct !{!53, !44, !54, !55}
!54 = !DILocation(line: 12, column: 32, scope: !31)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 13, column: 5, scope: !20)
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !58, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!58 = !DISubroutineType(types: !59)
!59 = !{!6}
!60 = !DILocalVariable(name: "a", scope: !57, file: !3, line: 17, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocation(line: 17, column: 15, scope: !57)
!65 = !DILocalVariable(name: "b", scope: !57, file: !3, line: 17, type: !61)
!66 = !DILocation(line: 17, column: 18, scope: !57)
!67 = !DILocation(line: 18, column: 5, scope: !57)
!68 = !DILocation(line: 19, column: 5, scope: !57)
!69 = !DILocation(line: 20, column: 18, scope: !57)
!70 = !DILocation(line: 20, column: 5, scope: !57)
!71 = !DILocation(line: 21, column: 18, scope: !57)
!72 = !DILocation(line: 21, column: 5, scope: !57)
!73 = !DILocation(line: 22, column: 29, scope: !57)
!74 = !DILocation(line: 22, column: 39, scope: !57)
!75 = !DILocation(line: 22, column: 49, scope: !57)
!76 = !DILocation(line: 22, column: 59, scope: !57)
!77 = !DILocation(line: 22, column: 5, scope: !57)
!78 = !DILocation(line: 23, column: 5, scope: !57)
