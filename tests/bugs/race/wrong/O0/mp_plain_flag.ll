; ModuleID = 'race/wrong/mp_plain_flag.c'
source_filename = "race/wrong/mp_plain_flag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@data = dso_local global i32 0, align 4, !dbg !0
@ready = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [9 x i8] c"data=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @writer(i8* noundef %0) #0 !dbg !18 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 42, i32* @data, align 4, !dbg !24
  store i32 1, i32* @ready, align 4, !dbg !25
  ret i8* null, !dbg !26
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @reader(i8* noundef %0) #0 !dbg !27 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !28, metadata !DIExpression()), !dbg !29
  %3 = load i32, i32* @ready, align 4, !dbg !30
  %4 = icmp ne i32 %3, 0, !dbg !30
  br i1 %4, label %5, label %8, !dbg !32

5:                                                ; preds = %1
  %6 = load i32, i32* @data, align 4, !dbg !33
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %6), !dbg !34
  br label %8, !dbg !34

8:                                                ; preds = %5, %1
  ret i8* null, !dbg !35
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !39, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i64* %3, metadata !44, metadata !DIExpression()), !dbg !45
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @writer, i8* noundef null) #4, !dbg !46
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef null) #4, !dbg !47
  %6 = load i64, i64* %2, align 8, !dbg !48
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !49
  %8 = load i64, i64* %3, align 8, !dbg !50
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #3

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/mp_plain_flag.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "0cf61952e63cc1cef843ef27eb3cd133")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 11, type: !19, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 11, type: !5)
!23 = !DILocation(line: 11, column: 20, scope: !18)
!24 = !DILocation(line: 12, column: 10, scope: !18)
!25 = !DILocation(line: 13, column: 11, scope: !18)
!26 = !DILocation(line: 14, column: 5, scope: !18)
!27 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 17, type: !19, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!28 = !DILocalVariable(name: "arg", arg: 1, scope: !27, file: !3, line: 17, type: !5)
!29 = !DILocation(line: 17, column: 20, scope: !27)
!30 = !DILocation(line: 18, column: 9, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !3, line: 18, column: 9)
!32 = !DILocation(line: 18, column: 9, scope: !27)
!33 = !DILocation(line: 19, column: 29, scope: !31)
!34 = !DILocation(line: 19, column: 9, scope: !31)
!35 = !DILocation(line: 20, column: 5, scope: !27)
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !37, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!37 = !DISubroutineType(types: !38)
!38 = !{!9}
!39 = !DILocalVariable(name: "w", scope: !36, file: !3, line: 24, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !41, line: 27, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 24, column: 15, scope: !36)
!44 = !DILocalVariable(name: "r", scope: !36, file: !3, line: 24, type: !40)
!45 = !DILocation(line: 24, column: 18, scope: !36)
!46 = !DILocation(line: 25, column: 5, scope: !36)
!47 = !DILocation(line: 26, column: 5, scope: !36)
!48 = !DILocation(line: 27, column: 18, scope: !36)
!49 = !DILocation(line: 27, column: 5, scope: !36)
!50 = !DILocation(line: 28, column: 18, scope: !36)
!51 = !DILocation(line: 28, column: 5, scope: !36)
!52 = !DILocation(line: 29, column: 5, scope: !36)
