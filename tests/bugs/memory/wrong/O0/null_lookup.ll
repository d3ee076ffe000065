; ModuleID = 'null_lookup.c'
source_filename = "null_lookup.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i8*, i32 }

@.str = private unnamed_addr constant [9 x i8] c"beta=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"delta=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@table = internal global [3 x %struct.entry] [%struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i32 0, i32 0), i32 1 }, %struct.entry { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i32 2 }, %struct.entry { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i32 0, i32 0), i32 3 }], align 16, !dbg !0
@.str.4 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !24 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call %struct.entry* @lookup(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)), !dbg !28
  %3 = getelementptr inbounds %struct.entry, %struct.entry* %2, i32 0, i32 1, !dbg !29
  %4 = load i32, i32* %3, align 8, !dbg !29
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %4), !dbg !30
  %6 = call %struct.entry* @lookup(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)), !dbg !31
  %7 = getelementptr inbounds %struct.entry, %struct.entry* %6, i32 0, i32 1, !dbg !32
  %8 = load i32, i32* %7, align 8, !dbg !32
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i32 noundef %8), !dbg !33
  ret i32 0, !dbg !34
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.entry* @lookup(i8* noundef %0) #0 !dbg !35 {
  %2 = alloca %struct.entry*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %4, metadata !41, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %4, align 4, !dbg !44
  br label %5, !dbg !45

5:                                                ; preds = %23, %1
  %6 = load i32, i32* %4, align 4, !dbg !46
  %7 = zext i32 %6 to i64, !dbg !46
  %8 = icmp ult i64 %7, 3, !dbg !48
  br i1 %8, label %9, label %26, !dbg !49

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !50
  %11 = zext i32 %10 to i64, !dbg !52
  %12 = getelementptr inbounds [3 x %struct.entry], [3 x %struct.entry]* @table, i64 0, i64 %11, !dbg !52
  %13 = getelementptr inbounds %struct.entry, %struct.entry* %12, i32 0, i32 0, !dbg !53
  %14 = load i8*, i8** %13, align 16, !dbg !53
  %15 = load i8*, i8** %3, align 8, !dbg !54
  %16 = call i32 @strcmp(i8* noundef %14, i8* noundef %15) #4, !dbg !55
  %17 = icmp eq i32 %16, 0, !dbg !56
  br i1 %17, label %18, label %22, !dbg !57

18:                                               ; preds = %9
  %19 = load i32, i32* %4, align 4, !dbg !58
  %20 = zext i32 %19 to i64, !dbg !59
  %21 = getelementptr inbounds [3 x %struct.entry], [3 x %struct.entry]* @table, i64 0, i64 %20, !dbg !59
  store %struct.entry* %21, %struct.entry** %2, align 8, !dbg !60
  br label %27, !dbg !60

22:                                               ; preds = %9
  br label %23, !dbg !61

23:                                               ; preds = %22
  %24 = load i32, i32* %4, align 4, !dbg !62
  %25 = add i32 %24, 1, !dbg !62
  store i32 %25, i32* %4, align 4, !dbg !62
  br label %5, !dbg !63, !llvm.loop !64

26:                                               ; preds = %5
  store %struct.entry* null, %struct.entry** %2, align 8, !dbg !67
  br label %27, !dbg !67

27:                                               ; preds = %26, %18
  %28 = load %struct.entry*, %struct.entry** %2, align 8, !dbg !68
  ret %struct.entry* %28, !dbg !68
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 12, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "null_lookup.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "7596240eb8c82697ef19104667920b13")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 384, elements: !14)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 7, size: 128, elements: !7)
!7 = !{!8, !12}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !6, file: !3, line: 8, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !6, file: !3, line: 9, baseType: !13, size: 32, offset: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 3)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !25, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!13}
!27 = !{}
!28 = !DILocation(line: 22, column: 25, scope: !24)
!29 = !DILocation(line: 22, column: 41, scope: !24)
!30 = !DILocation(line: 22, column: 5, scope: !24)
!31 = !DILocation(line: 23, column: 26, scope: !24)
!32 = !DILocation(line: 23, column: 43, scope: !24)
!33 = !DILocation(line: 23, column: 5, scope: !24)
!34 = !DILocation(line: 24, column: 5, scope: !24)
!35 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 14, type: !36, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !27)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !9}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!39 = !DILocalVariable(name: "name", arg: 1, scope: !35, file: !3, line: 14, type: !9)
!40 = !DILocation(line: 14, column: 67, scope: !35)
!41 = !DILocalVariable(name: "i", scope: !42, file: !3, line: 15, type: !43)
!42 = distinct !DILexicalBlock(scope: !35, file: !3, line: 15, column: 5)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 15, column: 19, scope: !42)
!45 = !DILocation(line: 15, column: 10, scope: !42)
!46 = !DILocation(line: 15, column: 26, scope: !47)
!47 = distinct !DILexicalBlock(scope: !42, file: !3, line: 15, column: 5)
!48 = !DILocation(line: 15, column: 28, scope: !47)
!49 = !DILocation(line: 15, column: 5, scope: !42)
!50 = !DILocation(line: 16, column: 26, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 16, column: 13)
!52 = !DILocation(line: 16, column: 20, scope: !51)
!53 = !DILocation(line: 16, column: 29, scope: !51)
!54 = !DILocation(line: 16, column: 35, scope: !51)
!55 = !DILocation(line: 16, column: 13, scope: !51)
!56 = !DILocation(line: 16, column: 41, scope: !51)
!57 = !DILocation(line: 16, column: 13, scope: !47)
!58 = !DILocation(line: 17, column: 27, scope: !51)
!59 = !DILocation(line: 17, column: 21, scope: !51)
!60 = !DILocation(line: 17, column: 13, scope: !51)
!61 = !DILocation(line: 16, column: 44, scope: !51)
!62 = !DILocation(line: 15, column: 63, scope: !47)
!63 = !DILocation(line: 15, column: 5, scope: !47)
!64 = distinct !{!64, !49, !65, !66}
!65 = !DILocation(line: 17, column: 28, scope: !42)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 18, column: 5, scope: !35)
!68 = !DILocation(line: 19, column: 1, scope: !35)
