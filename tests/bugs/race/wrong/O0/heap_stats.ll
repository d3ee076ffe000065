; ModuleID = 'race/wrong/heap_stats.c'
source_filename = "race/wrong/heap_stats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.stats = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @record(i8* noundef %0) #0 !dbg !12 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.stats*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !16, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata %struct.stats** %3, metadata !18, metadata !DIExpression()), !dbg !25
  %4 = load i8*, i8** %2, align 8, !dbg !26
  %5 = bitcast i8* %4 to %struct.stats*, !dbg !26
  store %struct.stats* %5, %struct.stats** %3, align 8, !dbg !25
  %6 = load %struct.stats*, %struct.stats** %3, align 8, !dbg !27
  %7 = getelementptr inbounds %struct.stats, %struct.stats* %6, i32 0, i32 1, !dbg !28
  %8 = load i32, i32* %7, align 4, !dbg !29
  %9 = add nsw i32 %8, 5, !dbg !29
  store i32 %9, i32* %7, align 4, !dbg !29
  ret i8* null, !dbg !30
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.stats*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.stats** %2, metadata !34, metadata !DIExpression()), !dbg !35
  %5 = call noalias i8* @calloc(i64 noundef 1, i64 noundef 8) #4, !dbg !36
  %6 = bitcast i8* %5 to %struct.stats*, !dbg !36
  store %struct.stats* %6, %struct.stats** %2, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %3, metadata !37, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata i64* %4, metadata !42, metadata !DIExpression()), !dbg !43
  %7 = load %struct.stats*, %struct.stats** %2, align 8, !dbg !44
  %8 = bitcast %struct.stats* %7 to i8*, !dbg !44
  %9 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @record, i8* noundef %8) #4, !dbg !45
  %10 = load %struct.stats*, %struct.stats** %2, align 8, !dbg !46
  %11 = bitcast %struct.stats* %10 to i8*, !dbg !46
  %12 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @record, i8* noundef %11) #4, !dbg !47
  %13 = load i64, i64* %3, align 8, !dbg !48
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null), !dbg !49
  %15 = load i64, i64* %4, align 8, !dbg !50
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null), !dbg !51
  %17 = load %struct.stats*, %struct.stats** %2, align 8, !dbg !52
  %18 = getelementptr inbounds %struct.stats, %struct.stats* %17, i32 0, i32 1, !dbg !53
  %19 = load i32, i32* %18, align 4, !dbg !53
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %19), !dbg !54
  %21 = load %struct.stats*, %struct.stats** %2, align 8, !dbg !55
  %22 = bitcast %struct.stats* %21 to i8*, !dbg !55
  call void @free(i8* noundef %22) #4, !dbg !56
  ret i32 0, !dbg !57
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race/wrong/heap_stats.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "dae28d3b19a622be70e51640837138f1")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "record", scope: !1, file: !1, line: 14, type: !13, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "arg", arg: 1, scope: !12, file: !1, line: 14, type: !3)
!17 = !DILocation(line: 14, column: 20, scope: !12)
!18 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 15, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stats", file: !1, line: 9, size: 64, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !20, file: !1, line: 10, baseType: !23, size: 32)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !20, file: !1, line: 11, baseType: !23, size: 32, offset: 32)
!25 = !DILocation(line: 15, column: 19, scope: !12)
!26 = !DILocation(line: 15, column: 23, scope: !12)
!27 = !DILocation(line: 16, column: 5, scope: !12)
!28 = !DILocation(line: 16, column: 8, scope: !12)
!29 = !DILocation(line: 16, column: 14, scope: !12)
!30 = !DILocation(line: 17, column: 5, scope: !12)
!31 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !32, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!32 = !DISubroutineType(types: !33)
!33 = !{!23}
!34 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 21, type: !19)
!35 = !DILocation(line: 21, column: 19, scope: !31)
!36 = !DILocation(line: 21, column: 23, scope: !31)
!37 = !DILocalVariable(name: "a", scope: !31, file: !1, line: 22, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 22, column: 15, scope: !31)
!42 = !DILocalVariable(name: "b", scope: !31, file: !1, line: 22, type: !38)
!43 = !DILocation(line: 22, column: 18, scope: !31)
!44 = !DILocation(line: 23, column: 38, scope: !31)
!45 = !DILocation(line: 23, column: 5, scope: !31)
!46 = !DILocation(line: 24, column: 38, scope: !31)
!47 = !DILocation(line: 24, column: 5, scope: !31)
!48 = !DILocation(line: 25, column: 18, scope: !31)
!49 = !DILocation(line: 25, column: 5, scope: !31)
!50 = !DILocation(line: 26, column: 18, scope: !31)
!51 = !DILocation(line: 26, column: 5, scope: !31)
!52 = !DILocation(line: 27, column: 26, scope: !31)
!53 = !DILocation(line: 27, column: 29, scope: !31)
!54 = !DILocation(line: 27, column: 5, scope: !31)
!55 = !DILocation(line: 28, column: 10, scope: !31)
!56 = !DILocation(line: 28, column: 5, scope: !31)
!57 = !DILocation(line: 29, column: 5, scope: !31)
