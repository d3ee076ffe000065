; ModuleID = 'race/wrong/sb_plain.c'
source_filename = "race/wrong/sb_plain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !7
@r1 = dso_local global i32 0, align 4, !dbg !10
@r2 = dso_local global i32 0, align 4, !dbg !12
@.str = private unnamed_addr constant [13 x i8] c"r1=%d r2=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @left(i8* noundef %0) #0 !dbg !22 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !26, metadata !DIExpression()), !dbg !27
  store i32 1, i32* @x, align 4, !dbg !28
  %3 = load i32, i32* @y, align 4, !dbg !29
  store i32 %3, i32* @r1, align 4, !dbg !30
  ret i8* null, !dbg !31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @right(i8* noundef %0) #0 !dbg !32 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !33, metadata !DIExpression()), !dbg !34
  store i32 1, i32* @y, align 4, !dbg !35
  %3 = load i32, i32* @x, align 4, !dbg !36
  store i32 %3, i32* @r2, align 4, !dbg !37
  ret i8* null, !dbg !38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !42, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i64* %3, metadata !47, metadata !DIExpression()), !dbg !48
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @left, i8* noundef null) #4, !dbg !49
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @right, i8* noundef null) #4, !dbg !50
  %6 = load i64, i64* %2, align 8, !dbg !51
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !52
  %8 = load i64, i64* %3, align 8, !dbg !53
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !54
  %10 = load i32, i32* @r1, align 4, !dbg !55
  %11 = load i32, i32* @r2, align 4, !dbg !56
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %10, i32 noundef %11), !dbg !57
  ret i32 0, !dbg !58
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
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/sb_plain.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "19cf7bde935e2d6099e9a73c4b56b0c4")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !10, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "r1", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "r2", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "left", scope: !3, file: !3, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !5}
!25 = !{}
!26 = !DILocalVariable(name: "arg", arg: 1, scope: !22, file: !3, line: 10, type: !5)
!27 = !DILocation(line: 10, column: 18, scope: !22)
!28 = !DILocation(line: 11, column: 7, scope: !22)
!29 = !DILocation(line: 12, column: 10, scope: !22)
!30 = !DILocation(line: 12, column: 8, scope: !22)
!31 = !DILocation(line: 13, column: 5, scope: !22)
!32 = distinct !DISubprogram(name: "right", scope: !3, file: !3, line: 16, type: !23, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 16, type: !5)
!34 = !DILocation(line: 16, column: 19, scope: !32)
!35 = !DILocation(line: 17, column: 7, scope: !32)
!36 = !DILocation(line: 18, column: 10, scope: !32)
!37 = !DILocation(line: 18, column: 8, scope: !32)
!38 = !DILocation(line: 19, column: 5, scope: !32)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !40, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!40 = !DISubroutineType(types: !41)
!41 = !{!9}
!42 = !DILocalVariable(name: "a", scope: !39, file: !3, line: 23, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocation(line: 23, column: 15, scope: !39)
!47 = !DILocalVariable(name: "b", scope: !39, file: !3, line: 23, type: !43)
!48 = !DILocation(line: 23, column: 18, scope: !39)
!49 = !DILocation(line: 24, column: 5, scope: !39)
!50 = !DILocation(line: 25, column: 5, scope: !39)
!51 = !DILocation(line: 26, column: 18, scope: !39)
!52 = !DILocation(line: 26, column: 5, scope: !39)
!53 = !DILocation(line: 27, column: 18, scope: !39)
!54 = !DILocation(line: 27, column: 5, scope: !39)
!55 = !DILocation(line: 28, column: 29, scope: !39)
!56 = !DILocation(line: 28, column: 33, scope: !39)
!57 = !DILocation(line: 28, column: 5, scope: !39)
!58 = !DILocation(line: 29, column: 5, scope: !39)
