; ModuleID = 'worker_heaps.c'
source_filename = "worker_heaps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }
%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [31 x i8] c"(long)ra == 3 && (long)rb == 6\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"worker_heaps.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !13 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !18, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i64* %3, metadata !23, metadata !DIExpression()), !dbg !24
  %6 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef inttoptr (i64 1 to i8*)) #5, !dbg !25
  %7 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef inttoptr (i64 2 to i8*)) #5, !dbg !26
  call void @llvm.dbg.declare(metadata i8** %4, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i8** %5, metadata !29, metadata !DIExpression()), !dbg !30
  %8 = load i64, i64* %2, align 8, !dbg !31
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef %4), !dbg !32
  %10 = load i64, i64* %3, align 8, !dbg !33
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef %5), !dbg !34
  %12 = load i8*, i8** %4, align 8, !dbg !35
  %13 = ptrtoint i8* %12 to i64, !dbg !35
  %14 = icmp eq i64 %13, 3, !dbg !35
  br i1 %14, label %15, label %20, !dbg !35

15:                                               ; preds = %0
  %16 = load i8*, i8** %5, align 8, !dbg !35
  %17 = ptrtoint i8* %16 to i64, !dbg !35
  %18 = icmp eq i64 %17, 6, !dbg !35
  br i1 %18, label %19, label %20, !dbg !38

19:                                               ; preds = %15
  br label %21, !dbg !38

20:                                               ; preds = %15, %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !35
  unreachable, !dbg !35

21:                                               ; preds = %19
  ret i32 0, !dbg !39
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @work(i8* noundef %0) #0 !dbg !40 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.pair*, align 8
  %4 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata %struct.pair** %3, metadata !45, metadata !DIExpression()), !dbg !51
  %5 = call noalias i8* @malloc(i64 noundef 16) #5, !dbg !52
  %6 = bitcast i8* %5 to %struct.pair*, !dbg !52
  store %struct.pair* %6, %struct.pair** %3, align 8, !dbg !51
  %7 = load i8*, i8** %2, align 8, !dbg !53
  %8 = ptrtoint i8* %7 to i64, !dbg !54
  %9 = load %struct.pair*, %struct.pair** %3, align 8, !dbg !55
  %10 = getelementptr inbounds %struct.pair, %struct.pair* %9, i32 0, i32 0, !dbg !56
  store i64 %8, i64* %10, align 8, !dbg !57
  %11 = load %struct.pair*, %struct.pair** %3, align 8, !dbg !58
  %12 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 0, !dbg !59
  %13 = load i64, i64* %12, align 8, !dbg !59
  %14 = mul nsw i64 %13, 2, !dbg !60
  %15 = load %struct.pair*, %struct.pair** %3, align 8, !dbg !61
  %16 = getelementptr inbounds %struct.pair, %struct.pair* %15, i32 0, i32 1, !dbg !62
  store i64 %14, i64* %16, align 8, !dbg !63
  call void @llvm.dbg.declare(metadata i64* %4, metadata !64, metadata !DIExpression()), !dbg !65
  %17 = load %struct.pair*, %struct.pair** %3, align 8, !dbg !66
  %18 = getelementptr inbounds %struct.pair, %struct.pair* %17, i32 0, i32 0, !dbg !67
  %19 = load i64, i64* %18, align 8, !dbg !67
  %20 = load %struct.pair*, %struct.pair** %3, align 8, !dbg !68
  %21 = getelementptr inbounds %struct.pair, %struct.pair* %20, i32 0, i32 1, !dbg !69
  %22 = load i64, i64* %21, align 8, !dbg !69
  %23 = add nsw i64 %19, %22, !dbg !70
  store i64 %23, i64* %4, align 8, !dbg !65
  %24 = load %struct.pair*, %struct.pair** %3, align 8, !dbg !71
  %25 = bitcast %struct.pair* %24 to i8*, !dbg !71
  call void @free(i8* noundef %25) #5, !dbg !72
  %26 = load i64, i64* %4, align 8, !dbg !73
  %27 = inttoptr i64 %26 to i8*, !dbg !74
  ret i8* %27, !dbg !75
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

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
!1 = !DIFile(filename: "worker_heaps.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "b6818fd6981baf8d065d2cb34483f387")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !14, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 21, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !20, line: 27, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DILocation(line: 21, column: 15, scope: !13)
!23 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 21, type: !19)
!24 = !DILocation(line: 21, column: 18, scope: !13)
!25 = !DILocation(line: 22, column: 5, scope: !13)
!26 = !DILocation(line: 23, column: 5, scope: !13)
!27 = !DILocalVariable(name: "ra", scope: !13, file: !1, line: 24, type: !3)
!28 = !DILocation(line: 24, column: 11, scope: !13)
!29 = !DILocalVariable(name: "rb", scope: !13, file: !1, line: 24, type: !3)
!30 = !DILocation(line: 24, column: 16, scope: !13)
!31 = !DILocation(line: 25, column: 18, scope: !13)
!32 = !DILocation(line: 25, column: 5, scope: !13)
!33 = !DILocation(line: 26, column: 18, scope: !13)
!34 = !DILocation(line: 26, column: 5, scope: !13)
!35 = !DILocation(line: 27, column: 5, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 27, column: 5)
!37 = distinct !DILexicalBlock(scope: !13, file: !1, line: 27, column: 5)
!38 = !DILocation(line: 27, column: 5, scope: !37)
!39 = !DILocation(line: 28, column: 5, scope: !13)
!40 = distinct !DISubprogram(name: "work", scope: !1, file: !1, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!41 = !DISubroutineType(types: !42)
!42 = !{!3, !3}
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !1, line: 11, type: !3)
!44 = !DILocation(line: 11, column: 25, scope: !40)
!45 = !DILocalVariable(name: "scratch", scope: !40, file: !1, line: 12, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !1, line: 7, size: 128, elements: !48)
!48 = !{!49, !50}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !47, file: !1, line: 8, baseType: !4, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !47, file: !1, line: 8, baseType: !4, size: 64, offset: 64)
!51 = !DILocation(line: 12, column: 18, scope: !40)
!52 = !DILocation(line: 12, column: 28, scope: !40)
!53 = !DILocation(line: 13, column: 24, scope: !40)
!54 = !DILocation(line: 13, column: 18, scope: !40)
!55 = !DILocation(line: 13, column: 5, scope: !40)
!56 = !DILocation(line: 13, column: 14, scope: !40)
!57 = !DILocation(line: 13, column: 16, scope: !40)
!58 = !DILocation(line: 14, column: 18, scope: !40)
!59 = !DILocation(line: 14, column: 27, scope: !40)
!60 = !DILocation(line: 14, column: 29, scope: !40)
!61 = !DILocation(line: 14, column: 5, scope: !40)
!62 = !DILocation(line: 14, column: 14, scope: !40)
!63 = !DILocation(line: 14, column: 16, scope: !40)
!64 = !DILocalVariable(name: "sum", scope: !40, file: !1, line: 15, type: !4)
!65 = !DILocation(line: 15, column: 10, scope: !40)
!66 = !DILocation(line: 15, column: 16, scope: !40)
!67 = !DILocation(line: 15, column: 25, scope: !40)
!68 = !DILocation(line: 15, column: 29, scope: !40)
!69 = !DILocation(line: 15, column: 38, scope: !40)
!70 = !DILocation(line: 15, column: 27, scope: !40)
!71 = !DILocation(line: 16, column: 10, scope: !40)
!72 = !DILocation(line: 16, column: 5, scope: !40)
!73 = !DILocation(line: 17, column: 20, scope: !40)
!74 = !DILocation(line: 17, column: 12, scope: !40)
!75 = !DILocation(line: 17, column: 5, scope: !40)
