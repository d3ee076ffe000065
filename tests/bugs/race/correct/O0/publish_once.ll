; ModuleID = 'publish_once.c'
source_filename = "publish_once.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@area = dso_local global i32 -1, align 4, !dbg !0
@current = dso_local global %struct.config* null, align 8, !dbg !7
@.str = private unnamed_addr constant [9 x i8] c"area=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @publisher(i8* noundef %0) #0 !dbg !24 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.config*, align 8
  %4 = alloca %struct.config*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata %struct.config** %3, metadata !30, metadata !DIExpression()), !dbg !31
  %5 = call noalias i8* @malloc(i64 noundef 8) #4, !dbg !32
  %6 = bitcast i8* %5 to %struct.config*, !dbg !32
  store %struct.config* %6, %struct.config** %3, align 8, !dbg !31
  %7 = load %struct.config*, %struct.config** %3, align 8, !dbg !33
  %8 = getelementptr inbounds %struct.config, %struct.config* %7, i32 0, i32 0, !dbg !34
  store i32 3, i32* %8, align 4, !dbg !35
  %9 = load %struct.config*, %struct.config** %3, align 8, !dbg !36
  %10 = getelementptr inbounds %struct.config, %struct.config* %9, i32 0, i32 1, !dbg !37
  store i32 4, i32* %10, align 4, !dbg !38
  %11 = load %struct.config*, %struct.config** %3, align 8, !dbg !39
  store %struct.config* %11, %struct.config** %4, align 8, !dbg !39
  %12 = bitcast %struct.config** %4 to i64*, !dbg !39
  %13 = load i64, i64* %12, align 8, !dbg !39
  store atomic i64 %13, i64* bitcast (%struct.config** @current to i64*) seq_cst, align 8, !dbg !39
  ret i8* null, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @reader(i8* noundef %0) #0 !dbg !41 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.config*, align 8
  %4 = alloca %struct.config*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata %struct.config** %3, metadata !44, metadata !DIExpression()), !dbg !45
  %5 = bitcast %struct.config** %4 to i64*, !dbg !46
  %6 = load atomic i64, i64* bitcast (%struct.config** @current to i64*) seq_cst, align 8, !dbg !46
  store i64 %6, i64* %5, align 8, !dbg !46
  %7 = bitcast i64* %5 to %struct.config**, !dbg !46
  %8 = load %struct.config*, %struct.config** %7, align 8, !dbg !46
  store %struct.config* %8, %struct.config** %3, align 8, !dbg !45
  %9 = load %struct.config*, %struct.config** %3, align 8, !dbg !47
  %10 = icmp ne %struct.config* %9, null, !dbg !47
  br i1 %10, label %11, label %19, !dbg !49

11:                                               ; preds = %1
  %12 = load %struct.config*, %struct.config** %3, align 8, !dbg !50
  %13 = getelementptr inbounds %struct.config, %struct.config* %12, i32 0, i32 0, !dbg !51
  %14 = load i32, i32* %13, align 4, !dbg !51
  %15 = load %struct.config*, %struct.config** %3, align 8, !dbg !52
  %16 = getelementptr inbounds %struct.config, %struct.config* %15, i32 0, i32 1, !dbg !53
  %17 = load i32, i32* %16, align 4, !dbg !53
  %18 = mul nsw i32 %14, %17, !dbg !54
  store i32 %18, i32* @area, align 4, !dbg !55
  br label %19, !dbg !56

19:                                               ; preds = %11, %1
  ret i8* null, !dbg !57
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca %struct.config*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !61, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i64* %3, metadata !66, metadata !DIExpression()), !dbg !67
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @publisher, i8* noundef null) #4, !dbg !68
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef null) #4, !dbg !69
  %7 = load i64, i64* %2, align 8, !dbg !70
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null), !dbg !71
  %9 = load i64, i64* %3, align 8, !dbg !72
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null), !dbg !73
  %11 = load i32, i32* @area, align 4, !dbg !74
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i32 noundef %11), !dbg !75
  %13 = bitcast %struct.config** %4 to i64*, !dbg !76
  %14 = load atomic i64, i64* bitcast (%struct.config** @current to i64*) seq_cst, align 8, !dbg !76
  store i64 %14, i64* %13, align 8, !dbg !76
  %15 = bitcast i64* %13 to %struct.config**, !dbg !76
  %16 = load %struct.config*, %struct.config** %15, align 8, !dbg !76
  %17 = bitcast %struct.config* %16 to i8*, !dbg !76
  call void @free(i8* noundef %17) #4, !dbg !77
  ret i32 0, !dbg !78
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "area", scope: !2, file: !3, line: 17, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "publish_once.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "f02bb8709e2eeea4a6d0653e3796f3bb")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "current", scope: !2, file: !3, line: 16, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 11, size: 64, elements: !12)
!12 = !{!13, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !11, file: !3, line: 12, baseType: !14, size: 32)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "height", scope: !11, file: !3, line: 13, baseType: !14, size: 32, offset: 32)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "publisher", scope: !3, file: !3, line: 19, type: !25, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!5, !5}
!27 = !{}
!28 = !DILocalVariable(name: "arg", arg: 1, scope: !24, file: !3, line: 19, type: !5)
!29 = !DILocation(line: 19, column: 23, scope: !24)
!30 = !DILocalVariable(name: "c", scope: !24, file: !3, line: 20, type: !10)
!31 = !DILocation(line: 20, column: 20, scope: !24)
!32 = !DILocation(line: 20, column: 24, scope: !24)
!33 = !DILocation(line: 21, column: 5, scope: !24)
!34 = !DILocation(line: 21, column: 8, scope: !24)
!35 = !DILocation(line: 21, column: 14, scope: !24)
!36 = !DILocation(line: 22, column: 5, scope: !24)
!37 = !DILocation(line: 22, column: 8, scope: !24)
!38 = !DILocation(line: 22, column: 15, scope: !24)
!39 = !DILocation(line: 23, column: 5, scope: !24)
!40 = !DILocation(line: 24, column: 5, scope: !24)
!41 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 27, type: !25, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!42 = !DILocalVariable(name: "arg", arg: 1, scope: !41, file: !3, line: 27, type: !5)
!43 = !DILocation(line: 27, column: 20, scope: !41)
!44 = !DILocalVariable(name: "c", scope: !41, file: !3, line: 28, type: !10)
!45 = !DILocation(line: 28, column: 20, scope: !41)
!46 = !DILocation(line: 28, column: 24, scope: !41)
!47 = !DILocation(line: 29, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !41, file: !3, line: 29, column: 9)
!49 = !DILocation(line: 29, column: 9, scope: !41)
!50 = !DILocation(line: 30, column: 16, scope: !48)
!51 = !DILocation(line: 30, column: 19, scope: !48)
!52 = !DILocation(line: 30, column: 27, scope: !48)
!53 = !DILocation(line: 30, column: 30, scope: !48)
!54 = !DILocation(line: 30, column: 25, scope: !48)
!55 = !DILocation(line: 30, column: 14, scope: !48)
!56 = !DILocation(line: 30, column: 9, scope: !48)
!57 = !DILocation(line: 31, column: 5, scope: !41)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !59, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!59 = !DISubroutineType(types: !60)
!60 = !{!14}
!61 = !DILocalVariable(name: "p", scope: !58, file: !3, line: 35, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 35, column: 15, scope: !58)
!66 = !DILocalVariable(name: "r", scope: !58, file: !3, line: 35, type: !62)
!67 = !DILocation(line: 35, column: 18, scope: !58)
!68 = !DILocation(line: 36, column: 5, scope: !58)
!69 = !DILocation(line: 37, column: 5, scope: !58)
!70 = !DILocation(line: 38, column: 18, scope: !58)
!71 = !DILocation(line: 38, column: 5, scope: !58)
!72 = !DILocation(line: 39, column: 18, scope: !58)
!73 = !DILocation(line: 39, column: 5, scope: !58)
!74 = !DILocation(line: 40, column: 25, scope: !58)
!75 = !DILocation(line: 40, column: 5, scope: !58)
!76 = !DILocation(line: 41, column: 10, scope: !58)
!77 = !DILocation(line: 41, column: 5, scope: !58)
!78 = !DILocation(line: 42, column: 5, scope: !58)
