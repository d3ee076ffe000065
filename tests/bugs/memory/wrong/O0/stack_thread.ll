; ModuleID = 'stack_thread.c'
source_filename = "stack_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !18, metadata !DIExpression()), !dbg !22
  %4 = call i64 @start_worker(i32 noundef 3), !dbg !23
  store i64 %4, i64* %2, align 8, !dbg !22
  call void @llvm.dbg.declare(metadata i8** %3, metadata !24, metadata !DIExpression()), !dbg !25
  %5 = load i64, i64* %2, align 8, !dbg !26
  %6 = call i32 @pthread_join(i64 noundef %5, i8** noundef %3), !dbg !27
  %7 = load i8*, i8** %3, align 8, !dbg !28
  %8 = ptrtoint i8* %7 to i64, !dbg !29
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %8), !dbg !30
  ret i32 0, !dbg !31
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @start_worker(i32 noundef %0) #0 !dbg !32 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.config, align 4
  %4 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata %struct.config* %3, metadata !37, metadata !DIExpression()), !dbg !42
  %5 = getelementptr inbounds %struct.config, %struct.config* %3, i32 0, i32 0, !dbg !43
  %6 = load i32, i32* %2, align 4, !dbg !44
  store i32 %6, i32* %5, align 4, !dbg !43
  %7 = getelementptr inbounds %struct.config, %struct.config* %3, i32 0, i32 1, !dbg !43
  store i32 2, i32* %7, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata i64* %4, metadata !45, metadata !DIExpression()), !dbg !46
  %8 = bitcast %struct.config* %3 to i8*, !dbg !47
  %9 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef %8) #4, !dbg !48
  %10 = load i64, i64* %4, align 8, !dbg !49
  ret i64 %10, !dbg !50
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @work(i8* noundef %0) #0 !dbg !51 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.config*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata %struct.config** %3, metadata !56, metadata !DIExpression()), !dbg !58
  %6 = load i8*, i8** %2, align 8, !dbg !59
  %7 = bitcast i8* %6 to %struct.config*, !dbg !59
  store %struct.config* %7, %struct.config** %3, align 8, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %4, metadata !60, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %4, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %5, metadata !62, metadata !DIExpression()), !dbg !64
  store i32 0, i32* %5, align 4, !dbg !64
  br label %8, !dbg !65

8:                                                ; preds = %20, %1
  %9 = load i32, i32* %5, align 4, !dbg !66
  %10 = load %struct.config*, %struct.config** %3, align 8, !dbg !68
  %11 = getelementptr inbounds %struct.config, %struct.config* %10, i32 0, i32 1, !dbg !69
  %12 = load i32, i32* %11, align 4, !dbg !69
  %13 = icmp slt i32 %9, %12, !dbg !70
  br i1 %13, label %14, label %23, !dbg !71

14:                                               ; preds = %8
  %15 = load %struct.config*, %struct.config** %3, align 8, !dbg !72
  %16 = getelementptr inbounds %struct.config, %struct.config* %15, i32 0, i32 0, !dbg !73
  %17 = load i32, i32* %16, align 4, !dbg !73
  %18 = load i32, i32* %4, align 4, !dbg !74
  %19 = add nsw i32 %18, %17, !dbg !74
  store i32 %19, i32* %4, align 4, !dbg !74
  br label %20, !dbg !75

20:                                               ; preds = %14
  %21 = load i32, i32* %5, align 4, !dbg !76
  %22 = add nsw i32 %21, 1, !dbg !76
  store i32 %22, i32* %5, align 4, !dbg !76
  br label %8, !dbg !77, !llvm.loop !78

23:                                               ; preds = %8
  %24 = load i32, i32* %4, align 4, !dbg !81
  %25 = sext i32 %24 to i64, !dbg !82
  %26 = inttoptr i64 %25 to i8*, !dbg !83
  ret i8* %26, !dbg !84
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_thread.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "433b0aae30dc3bf53caa464582e9b07b")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !14, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "t", scope: !13, file: !1, line: 28, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DILocation(line: 28, column: 15, scope: !13)
!23 = !DILocation(line: 28, column: 19, scope: !13)
!24 = !DILocalVariable(name: "r", scope: !13, file: !1, line: 29, type: !4)
!25 = !DILocation(line: 29, column: 11, scope: !13)
!26 = !DILocation(line: 30, column: 18, scope: !13)
!27 = !DILocation(line: 30, column: 5, scope: !13)
!28 = !DILocation(line: 31, column: 27, scope: !13)
!29 = !DILocation(line: 31, column: 21, scope: !13)
!30 = !DILocation(line: 31, column: 5, scope: !13)
!31 = !DILocation(line: 32, column: 5, scope: !13)
!32 = distinct !DISubprogram(name: "start_worker", scope: !1, file: !1, line: 20, type: !33, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!33 = !DISubroutineType(types: !34)
!34 = !{!19, !16}
!35 = !DILocalVariable(name: "id", arg: 1, scope: !32, file: !1, line: 20, type: !16)
!36 = !DILocation(line: 20, column: 61, scope: !32)
!37 = !DILocalVariable(name: "c", scope: !32, file: !1, line: 21, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !1, line: 7, size: 64, elements: !39)
!39 = !{!40, !41}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !38, file: !1, line: 8, baseType: !16, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "rounds", scope: !38, file: !1, line: 9, baseType: !16, size: 32, offset: 32)
!42 = !DILocation(line: 21, column: 19, scope: !32)
!43 = !DILocation(line: 21, column: 23, scope: !32)
!44 = !DILocation(line: 21, column: 24, scope: !32)
!45 = !DILocalVariable(name: "t", scope: !32, file: !1, line: 22, type: !19)
!46 = !DILocation(line: 22, column: 15, scope: !32)
!47 = !DILocation(line: 23, column: 36, scope: !32)
!48 = !DILocation(line: 23, column: 5, scope: !32)
!49 = !DILocation(line: 24, column: 12, scope: !32)
!50 = !DILocation(line: 24, column: 5, scope: !32)
!51 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 12, type: !52, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!52 = !DISubroutineType(types: !53)
!53 = !{!4, !4}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !1, line: 12, type: !4)
!55 = !DILocation(line: 12, column: 25, scope: !51)
!56 = !DILocalVariable(name: "c", scope: !51, file: !1, line: 13, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!58 = !DILocation(line: 13, column: 20, scope: !51)
!59 = !DILocation(line: 13, column: 24, scope: !51)
!60 = !DILocalVariable(name: "sum", scope: !51, file: !1, line: 14, type: !16)
!61 = !DILocation(line: 14, column: 9, scope: !51)
!62 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 15, type: !16)
!63 = distinct !DILexicalBlock(scope: !51, file: !1, line: 15, column: 5)
!64 = !DILocation(line: 15, column: 14, scope: !63)
!65 = !DILocation(line: 15, column: 10, scope: !63)
!66 = !DILocation(line: 15, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !1, line: 15, column: 5)
!68 = !DILocation(line: 15, column: 25, scope: !67)
!69 = !DILocation(line: 15, column: 28, scope: !67)
!70 = !DILocation(line: 15, column: 23, scope: !67)
!71 = !DILocation(line: 15, column: 5, scope: !63)
!72 = !DILocation(line: 16, column: 16, scope: !67)
!73 = !DILocation(line: 16, column: 19, scope: !67)
!74 = !DILocation(line: 16, column: 13, scope: !67)
!75 = !DILocation(line: 16, column: 9, scope: !67)
!76 = !DILocation(line: 15, column: 37, scope: !67)
!77 = !DILocation(line: 15, column: 5, scope: !67)
!78 = distinct !{!78, !71, !79, !80}
!79 = !DILocation(line: 16, column: 19, scope: !63)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !DILocation(line: 17, column: 26, scope: !51)
!82 = !DILocation(line: 17, column: 20, scope: !51)
!83 = !DILocation(line: 17, column: 12, scope: !51)
!84 = !DILocation(line: 17, column: 5, scope: !51)
