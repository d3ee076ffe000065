; ModuleID = 'oob_thread_slot.c'
source_filename = "oob_thread_slot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.slot = type { i64, i64 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@guard_after = dso_local global i64 12345, align 8, !dbg !0
@slots = dso_local global [2 x %struct.slot] zeroinitializer, align 16, !dbg !9
@.str = private unnamed_addr constant [21 x i8] c"total=%ld guard=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !26 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !33
  %5 = load i8*, i8** %2, align 8, !dbg !34
  %6 = ptrtoint i8* %5 to i64, !dbg !35
  %7 = trunc i64 %6 to i32, !dbg !36
  store i32 %7, i32* %3, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %4, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %4, align 4, !dbg !39
  br label %8, !dbg !40

8:                                                ; preds = %24, %1
  %9 = load i32, i32* %4, align 4, !dbg !41
  %10 = icmp slt i32 %9, 2, !dbg !43
  br i1 %10, label %11, label %27, !dbg !44

11:                                               ; preds = %8
  %12 = load i32, i32* %3, align 4, !dbg !45
  %13 = sext i32 %12 to i64, !dbg !47
  %14 = getelementptr inbounds [2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 %13, !dbg !47
  %15 = getelementptr inbounds %struct.slot, %struct.slot* %14, i32 0, i32 0, !dbg !48
  %16 = load i64, i64* %15, align 16, !dbg !49
  %17 = add nsw i64 %16, 1, !dbg !49
  store i64 %17, i64* %15, align 16, !dbg !49
  %18 = load i32, i32* %4, align 4, !dbg !50
  %19 = sext i32 %18 to i64, !dbg !50
  %20 = load i32, i32* %3, align 4, !dbg !51
  %21 = sext i32 %20 to i64, !dbg !52
  %22 = getelementptr inbounds [2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 %21, !dbg !52
  %23 = getelementptr inbounds %struct.slot, %struct.slot* %22, i32 0, i32 1, !dbg !53
  store i64 %19, i64* %23, align 8, !dbg !54
  br label %24, !dbg !55

24:                                               ; preds = %11
  %25 = load i32, i32* %4, align 4, !dbg !56
  %26 = add nsw i32 %25, 1, !dbg !56
  store i32 %26, i32* %4, align 4, !dbg !56
  br label %8, !dbg !57, !llvm.loop !58

27:                                               ; preds = %8
  ret i8* null, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [2 x i64]* %2, metadata !65, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.declare(metadata i64* %3, metadata !71, metadata !DIExpression()), !dbg !73
  store i64 0, i64* %3, align 8, !dbg !73
  br label %5, !dbg !74

5:                                                ; preds = %15, %0
  %6 = load i64, i64* %3, align 8, !dbg !75
  %7 = icmp slt i64 %6, 2, !dbg !77
  br i1 %7, label %8, label %18, !dbg !78

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8, !dbg !79
  %10 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %9, !dbg !80
  %11 = load i64, i64* %3, align 8, !dbg !81
  %12 = add nsw i64 %11, 1, !dbg !82
  %13 = inttoptr i64 %12 to i8*, !dbg !83
  %14 = call i32 @pthread_create(i64* noundef %10, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %13) #4, !dbg !84
  br label %15, !dbg !84

15:                                               ; preds = %8
  %16 = load i64, i64* %3, align 8, !dbg !85
  %17 = add nsw i64 %16, 1, !dbg !85
  store i64 %17, i64* %3, align 8, !dbg !85
  br label %5, !dbg !86, !llvm.loop !87

18:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %4, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %4, align 4, !dbg !91
  br label %19, !dbg !92

19:                                               ; preds = %28, %18
  %20 = load i32, i32* %4, align 4, !dbg !93
  %21 = icmp slt i32 %20, 2, !dbg !95
  br i1 %21, label %22, label %31, !dbg !96

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4, !dbg !97
  %24 = sext i32 %23 to i64, !dbg !98
  %25 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %24, !dbg !98
  %26 = load i64, i64* %25, align 8, !dbg !98
  %27 = call i32 @pthread_join(i64 noundef %26, i8** noundef null), !dbg !99
  br label %28, !dbg !99

28:                                               ; preds = %22
  %29 = load i32, i32* %4, align 4, !dbg !100
  %30 = add nsw i32 %29, 1, !dbg !100
  store i32 %30, i32* %4, align 4, !dbg !100
  br label %19, !dbg !101, !llvm.loop !102

31:                                               ; preds = %19
  %32 = load i64, i64* getelementptr inbounds ([2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 0, i32 0), align 16, !dbg !104
  %33 = load i64, i64* getelementptr inbounds ([2 x %struct.slot], [2 x %struct.slot]* @slots, i64 0, i64 1, i32 0), align 16, !dbg !105
  %34 = add nsw i64 %32, %33, !dbg !106
  %35 = load i64, i64* @guard_after, align 8, !dbg !107
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i64 noundef %34, i64 noundef %35), !dbg !108
  ret i32 0, !dbg !109
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
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "guard_after", scope: !2, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_thread_slot.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "61931d6a42b6120ad579e168c213b144")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !16)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "slot", file: !3, line: 9, size: 128, elements: !13)
!13 = !{!14, !15}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !12, file: !3, line: 9, baseType: !6, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !12, file: !3, line: 9, baseType: !6, size: 64, offset: 64)
!16 = !{!17}
!17 = !DISubrange(count: 2)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !27, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!7, !7}
!29 = !{}
!30 = !DILocalVariable(name: "arg", arg: 1, scope: !26, file: !3, line: 13, type: !7)
!31 = !DILocation(line: 13, column: 20, scope: !26)
!32 = !DILocalVariable(name: "tid", scope: !26, file: !3, line: 14, type: !5)
!33 = !DILocation(line: 14, column: 9, scope: !26)
!34 = !DILocation(line: 14, column: 26, scope: !26)
!35 = !DILocation(line: 14, column: 20, scope: !26)
!36 = !DILocation(line: 14, column: 15, scope: !26)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 15, type: !5)
!38 = distinct !DILexicalBlock(scope: !26, file: !3, line: 15, column: 5)
!39 = !DILocation(line: 15, column: 14, scope: !38)
!40 = !DILocation(line: 15, column: 10, scope: !38)
!41 = !DILocation(line: 15, column: 21, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 5)
!43 = !DILocation(line: 15, column: 23, scope: !42)
!44 = !DILocation(line: 15, column: 5, scope: !38)
!45 = !DILocation(line: 16, column: 15, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 15, column: 33)
!47 = !DILocation(line: 16, column: 9, scope: !46)
!48 = !DILocation(line: 16, column: 20, scope: !46)
!49 = !DILocation(line: 16, column: 25, scope: !46)
!50 = !DILocation(line: 17, column: 27, scope: !46)
!51 = !DILocation(line: 17, column: 15, scope: !46)
!52 = !DILocation(line: 17, column: 9, scope: !46)
!53 = !DILocation(line: 17, column: 20, scope: !46)
!54 = !DILocation(line: 17, column: 25, scope: !46)
!55 = !DILocation(line: 18, column: 5, scope: !46)
!56 = !DILocation(line: 15, column: 29, scope: !42)
!57 = !DILocation(line: 15, column: 5, scope: !42)
!58 = distinct !{!58, !44, !59, !60}
!59 = !DILocation(line: 18, column: 5, scope: !38)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 19, column: 5, scope: !26)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !63, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!63 = !DISubroutineType(types: !64)
!64 = !{!5}
!65 = !DILocalVariable(name: "th", scope: !62, file: !3, line: 23, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 128, elements: !16)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !68, line: 27, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocation(line: 23, column: 15, scope: !62)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 24, type: !6)
!72 = distinct !DILexicalBlock(scope: !62, file: !3, line: 24, column: 5)
!73 = !DILocation(line: 24, column: 15, scope: !72)
!74 = !DILocation(line: 24, column: 10, scope: !72)
!75 = !DILocation(line: 24, column: 22, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 24, column: 5)
!77 = !DILocation(line: 24, column: 24, scope: !76)
!78 = !DILocation(line: 24, column: 5, scope: !72)
!79 = !DILocation(line: 25, column: 28, scope: !76)
!80 = !DILocation(line: 25, column: 25, scope: !76)
!81 = !DILocation(line: 25, column: 55, scope: !76)
!82 = !DILocation(line: 25, column: 57, scope: !76)
!83 = !DILocation(line: 25, column: 46, scope: !76)
!84 = !DILocation(line: 25, column: 9, scope: !76)
!85 = !DILocation(line: 24, column: 31, scope: !76)
!86 = !DILocation(line: 24, column: 5, scope: !76)
!87 = distinct !{!87, !78, !88, !60}
!88 = !DILocation(line: 25, column: 61, scope: !72)
!89 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 26, type: !5)
!90 = distinct !DILexicalBlock(scope: !62, file: !3, line: 26, column: 5)
!91 = !DILocation(line: 26, column: 14, scope: !90)
!92 = !DILocation(line: 26, column: 10, scope: !90)
!93 = !DILocation(line: 26, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 26, column: 5)
!95 = !DILocation(line: 26, column: 23, scope: !94)
!96 = !DILocation(line: 26, column: 5, scope: !90)
!97 = !DILocation(line: 27, column: 25, scope: !94)
!98 = !DILocation(line: 27, column: 22, scope: !94)
!99 = !DILocation(line: 27, column: 9, scope: !94)
!100 = !DILocation(line: 26, column: 30, scope: !94)
!101 = !DILocation(line: 26, column: 5, scope: !94)
!102 = distinct !{!102, !96, !103, !60}
!103 = !DILocation(line: 27, column: 33, scope: !90)
!104 = !DILocation(line: 28, column: 46, scope: !62)
!105 = !DILocation(line: 28, column: 63, scope: !62)
!106 = !DILocation(line: 28, column: 52, scope: !62)
!107 = !DILocation(line: 28, column: 70, scope: !62)
!108 = !DILocation(line: 28, column: 5, scope: !62)
!109 = !DILocation(line: 29, column: 5, scope: !62)
