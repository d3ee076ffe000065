; ModuleID = 'producer_consumer.c'
source_filename = "producer_consumer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.batch = type { i32, [4 x i32] }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [16 x i8] c"(long)sum == 10\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"producer_consumer.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.batch*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.batch** %2, metadata !18, metadata !DIExpression()), !dbg !27
  %6 = call noalias i8* @malloc(i64 noundef 20) #5, !dbg !28
  %7 = bitcast i8* %6 to %struct.batch*, !dbg !28
  store %struct.batch* %7, %struct.batch** %2, align 8, !dbg !27
  %8 = load %struct.batch*, %struct.batch** %2, align 8, !dbg !29
  %9 = getelementptr inbounds %struct.batch, %struct.batch* %8, i32 0, i32 0, !dbg !30
  store i32 4, i32* %9, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %3, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %3, align 4, !dbg !34
  br label %10, !dbg !35

10:                                               ; preds = %21, %0
  %11 = load i32, i32* %3, align 4, !dbg !36
  %12 = icmp slt i32 %11, 4, !dbg !38
  br i1 %12, label %13, label %24, !dbg !39

13:                                               ; preds = %10
  %14 = load i32, i32* %3, align 4, !dbg !40
  %15 = add nsw i32 %14, 1, !dbg !41
  %16 = load %struct.batch*, %struct.batch** %2, align 8, !dbg !42
  %17 = getelementptr inbounds %struct.batch, %struct.batch* %16, i32 0, i32 1, !dbg !43
  %18 = load i32, i32* %3, align 4, !dbg !44
  %19 = sext i32 %18 to i64, !dbg !42
  %20 = getelementptr inbounds [4 x i32], [4 x i32]* %17, i64 0, i64 %19, !dbg !42
  store i32 %15, i32* %20, align 4, !dbg !45
  br label %21, !dbg !42

21:                                               ; preds = %13
  %22 = load i32, i32* %3, align 4, !dbg !46
  %23 = add nsw i32 %22, 1, !dbg !46
  store i32 %23, i32* %3, align 4, !dbg !46
  br label %10, !dbg !47, !llvm.loop !48

24:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i64* %4, metadata !51, metadata !DIExpression()), !dbg !55
  %25 = load %struct.batch*, %struct.batch** %2, align 8, !dbg !56
  %26 = bitcast %struct.batch* %25 to i8*, !dbg !56
  %27 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consume, i8* noundef %26) #5, !dbg !57
  call void @llvm.dbg.declare(metadata i8** %5, metadata !58, metadata !DIExpression()), !dbg !59
  %28 = load i64, i64* %4, align 8, !dbg !60
  %29 = call i32 @pthread_join(i64 noundef %28, i8** noundef %5), !dbg !61
  %30 = load %struct.batch*, %struct.batch** %2, align 8, !dbg !62
  %31 = bitcast %struct.batch* %30 to i8*, !dbg !62
  call void @free(i8* noundef %31) #5, !dbg !63
  %32 = load i8*, i8** %5, align 8, !dbg !64
  %33 = ptrtoint i8* %32 to i64, !dbg !64
  %34 = icmp eq i64 %33, 10, !dbg !64
  br i1 %34, label %35, label %36, !dbg !67

35:                                               ; preds = %24
  br label %37, !dbg !67

36:                                               ; preds = %24
  call void @__assert_fail(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.1, i64 0, i64 0), i32 noundef 33, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !64
  unreachable, !dbg !64

37:                                               ; preds = %35
  ret i32 0, !dbg !68
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @consume(i8* noundef %0) #0 !dbg !69 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.batch*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !72, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.declare(metadata %struct.batch** %3, metadata !74, metadata !DIExpression()), !dbg !75
  %6 = load i8*, i8** %2, align 8, !dbg !76
  %7 = bitcast i8* %6 to %struct.batch*, !dbg !76
  store %struct.batch* %7, %struct.batch** %3, align 8, !dbg !75
  call void @llvm.dbg.declare(metadata i64* %4, metadata !77, metadata !DIExpression()), !dbg !78
  store i64 0, i64* %4, align 8, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %5, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %5, align 4, !dbg !81
  br label %8, !dbg !82

8:                                                ; preds = %24, %1
  %9 = load i32, i32* %5, align 4, !dbg !83
  %10 = load %struct.batch*, %struct.batch** %3, align 8, !dbg !85
  %11 = getelementptr inbounds %struct.batch, %struct.batch* %10, i32 0, i32 0, !dbg !86
  %12 = load i32, i32* %11, align 4, !dbg !86
  %13 = icmp slt i32 %9, %12, !dbg !87
  br i1 %13, label %14, label %27, !dbg !88

14:                                               ; preds = %8
  %15 = load %struct.batch*, %struct.batch** %3, align 8, !dbg !89
  %16 = getelementptr inbounds %struct.batch, %struct.batch* %15, i32 0, i32 1, !dbg !90
  %17 = load i32, i32* %5, align 4, !dbg !91
  %18 = sext i32 %17 to i64, !dbg !89
  %19 = getelementptr inbounds [4 x i32], [4 x i32]* %16, i64 0, i64 %18, !dbg !89
  %20 = load i32, i32* %19, align 4, !dbg !89
  %21 = sext i32 %20 to i64, !dbg !89
  %22 = load i64, i64* %4, align 8, !dbg !92
  %23 = add nsw i64 %22, %21, !dbg !92
  store i64 %23, i64* %4, align 8, !dbg !92
  br label %24, !dbg !93

24:                                               ; preds = %14
  %25 = load i32, i32* %5, align 4, !dbg !94
  %26 = add nsw i32 %25, 1, !dbg !94
  store i32 %26, i32* %5, align 4, !dbg !94
  br label %8, !dbg !95, !llvm.loop !96

27:                                               ; preds = %8
  %28 = load i64, i64* %4, align 8, !dbg !98
  %29 = inttoptr i64 %28 to i8*, !dbg !99
  ret i8* %29, !dbg !100
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "producer_consumer.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "18329a82f140d5a4a1d88c50086d93ed")
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
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 23, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 24, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "batch", file: !1, line: 10, size: 160, elements: !21)
!21 = !{!22, !23}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !20, file: !1, line: 11, baseType: !16, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !20, file: !1, line: 12, baseType: !24, size: 128, offset: 32)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !DILocation(line: 24, column: 19, scope: !13)
!28 = !DILocation(line: 24, column: 23, scope: !13)
!29 = !DILocation(line: 25, column: 5, scope: !13)
!30 = !DILocation(line: 25, column: 8, scope: !13)
!31 = !DILocation(line: 25, column: 14, scope: !13)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 26, type: !16)
!33 = distinct !DILexicalBlock(scope: !13, file: !1, line: 26, column: 5)
!34 = !DILocation(line: 26, column: 14, scope: !33)
!35 = !DILocation(line: 26, column: 10, scope: !33)
!36 = !DILocation(line: 26, column: 21, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 26, column: 5)
!38 = !DILocation(line: 26, column: 23, scope: !37)
!39 = !DILocation(line: 26, column: 5, scope: !33)
!40 = !DILocation(line: 27, column: 23, scope: !37)
!41 = !DILocation(line: 27, column: 25, scope: !37)
!42 = !DILocation(line: 27, column: 9, scope: !37)
!43 = !DILocation(line: 27, column: 12, scope: !37)
!44 = !DILocation(line: 27, column: 18, scope: !37)
!45 = !DILocation(line: 27, column: 21, scope: !37)
!46 = !DILocation(line: 26, column: 29, scope: !37)
!47 = !DILocation(line: 26, column: 5, scope: !37)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 27, column: 27, scope: !33)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocalVariable(name: "t", scope: !13, file: !1, line: 28, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 28, column: 15, scope: !13)
!56 = !DILocation(line: 29, column: 39, scope: !13)
!57 = !DILocation(line: 29, column: 5, scope: !13)
!58 = !DILocalVariable(name: "sum", scope: !13, file: !1, line: 30, type: !4)
!59 = !DILocation(line: 30, column: 11, scope: !13)
!60 = !DILocation(line: 31, column: 18, scope: !13)
!61 = !DILocation(line: 31, column: 5, scope: !13)
!62 = !DILocation(line: 32, column: 10, scope: !13)
!63 = !DILocation(line: 32, column: 5, scope: !13)
!64 = !DILocation(line: 33, column: 5, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !1, line: 33, column: 5)
!66 = distinct !DILexicalBlock(scope: !13, file: !1, line: 33, column: 5)
!67 = !DILocation(line: 33, column: 5, scope: !66)
!68 = !DILocation(line: 34, column: 5, scope: !13)
!69 = distinct !DISubprogram(name: "consume", scope: !1, file: !1, line: 15, type: !70, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!70 = !DISubroutineType(types: !71)
!71 = !{!4, !4}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !1, line: 15, type: !4)
!73 = !DILocation(line: 15, column: 28, scope: !69)
!74 = !DILocalVariable(name: "b", scope: !69, file: !1, line: 16, type: !19)
!75 = !DILocation(line: 16, column: 19, scope: !69)
!76 = !DILocation(line: 16, column: 23, scope: !69)
!77 = !DILocalVariable(name: "sum", scope: !69, file: !1, line: 17, type: !3)
!78 = !DILocation(line: 17, column: 10, scope: !69)
!79 = !DILocalVariable(name: "i", scope: !80, file: !1, line: 18, type: !16)
!80 = distinct !DILexicalBlock(scope: !69, file: !1, line: 18, column: 5)
!81 = !DILocation(line: 18, column: 14, scope: !80)
!82 = !DILocation(line: 18, column: 10, scope: !80)
!83 = !DILocation(line: 18, column: 21, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 18, column: 5)
!85 = !DILocation(line: 18, column: 25, scope: !84)
!86 = !DILocation(line: 18, column: 28, scope: !84)
!87 = !DILocation(line: 18, column: 23, scope: !84)
!88 = !DILocation(line: 18, column: 5, scope: !80)
!89 = !DILocation(line: 19, column: 16, scope: !84)
!90 = !DILocation(line: 19, column: 19, scope: !84)
!91 = !DILocation(line: 19, column: 25, scope: !84)
!92 = !DILocation(line: 19, column: 13, scope: !84)
!93 = !DILocation(line: 19, column: 9, scope: !84)
!94 = !DILocation(line: 18, column: 36, scope: !84)
!95 = !DILocation(line: 18, column: 5, scope: !84)
!96 = distinct !{!96, !88, !97, !50}
!97 = !DILocation(line: 19, column: 26, scope: !80)
!98 = !DILocation(line: 20, column: 20, scope: !69)
!99 = !DILocation(line: 20, column: 12, scope: !69)
!100 = !DILocation(line: 20, column: 5, scope: !69)
