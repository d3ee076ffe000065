; ModuleID = 'locked_counter_heap.c'
source_filename = "locked_counter_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.counter = type { %union.pthread_mutex_t, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_mutexattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [13 x i8] c"c->hits == 6\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"locked_counter_heap.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"hits=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !12 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.counter*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !16, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata %struct.counter** %3, metadata !18, metadata !DIExpression()), !dbg !57
  %5 = load i8*, i8** %2, align 8, !dbg !58
  %6 = bitcast i8* %5 to %struct.counter*, !dbg !58
  store %struct.counter* %6, %struct.counter** %3, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %4, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %4, align 4, !dbg !61
  br label %7, !dbg !62

7:                                                ; preds = %21, %1
  %8 = load i32, i32* %4, align 4, !dbg !63
  %9 = icmp slt i32 %8, 2, !dbg !65
  br i1 %9, label %10, label %24, !dbg !66

10:                                               ; preds = %7
  %11 = load %struct.counter*, %struct.counter** %3, align 8, !dbg !67
  %12 = getelementptr inbounds %struct.counter, %struct.counter* %11, i32 0, i32 0, !dbg !69
  %13 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef %12) #5, !dbg !70
  %14 = load %struct.counter*, %struct.counter** %3, align 8, !dbg !71
  %15 = getelementptr inbounds %struct.counter, %struct.counter* %14, i32 0, i32 1, !dbg !72
  %16 = load i32, i32* %15, align 8, !dbg !73
  %17 = add nsw i32 %16, 1, !dbg !73
  store i32 %17, i32* %15, align 8, !dbg !73
  %18 = load %struct.counter*, %struct.counter** %3, align 8, !dbg !74
  %19 = getelementptr inbounds %struct.counter, %struct.counter* %18, i32 0, i32 0, !dbg !75
  %20 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef %19) #5, !dbg !76
  br label %21, !dbg !77

21:                                               ; preds = %10
  %22 = load i32, i32* %4, align 4, !dbg !78
  %23 = add nsw i32 %22, 1, !dbg !78
  store i32 %23, i32* %4, align 4, !dbg !78
  br label %7, !dbg !79, !llvm.loop !80

24:                                               ; preds = %7
  ret i8* null, !dbg !83
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !84 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.counter*, align 8
  %3 = alloca [3 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.counter** %2, metadata !87, metadata !DIExpression()), !dbg !88
  %6 = call noalias i8* @malloc(i64 noundef 48) #5, !dbg !89
  %7 = bitcast i8* %6 to %struct.counter*, !dbg !89
  store %struct.counter* %7, %struct.counter** %2, align 8, !dbg !88
  %8 = load %struct.counter*, %struct.counter** %2, align 8, !dbg !90
  %9 = getelementptr inbounds %struct.counter, %struct.counter* %8, i32 0, i32 0, !dbg !91
  %10 = call i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef %9, %union.pthread_mutexattr_t* noundef null) #5, !dbg !92
  %11 = load %struct.counter*, %struct.counter** %2, align 8, !dbg !93
  %12 = getelementptr inbounds %struct.counter, %struct.counter* %11, i32 0, i32 1, !dbg !94
  store i32 0, i32* %12, align 8, !dbg !95
  call void @llvm.dbg.declare(metadata [3 x i64]* %3, metadata !96, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.declare(metadata i32* %4, metadata !103, metadata !DIExpression()), !dbg !105
  store i32 0, i32* %4, align 4, !dbg !105
  br label %13, !dbg !106

13:                                               ; preds = %23, %0
  %14 = load i32, i32* %4, align 4, !dbg !107
  %15 = icmp slt i32 %14, 3, !dbg !109
  br i1 %15, label %16, label %26, !dbg !110

16:                                               ; preds = %13
  %17 = load i32, i32* %4, align 4, !dbg !111
  %18 = sext i32 %17 to i64, !dbg !112
  %19 = getelementptr inbounds [3 x i64], [3 x i64]* %3, i64 0, i64 %18, !dbg !112
  %20 = load %struct.counter*, %struct.counter** %2, align 8, !dbg !113
  %21 = bitcast %struct.counter* %20 to i8*, !dbg !113
  %22 = call i32 @pthread_create(i64* noundef %19, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef %21) #5, !dbg !114
  br label %23, !dbg !114

23:                                               ; preds = %16
  %24 = load i32, i32* %4, align 4, !dbg !115
  %25 = add nsw i32 %24, 1, !dbg !115
  store i32 %25, i32* %4, align 4, !dbg !115
  br label %13, !dbg !116, !llvm.loop !117

26:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %5, metadata !119, metadata !DIExpression()), !dbg !121
  store i32 0, i32* %5, align 4, !dbg !121
  br label %27, !dbg !122

27:                                               ; preds = %36, %26
  %28 = load i32, i32* %5, align 4, !dbg !123
  %29 = icmp slt i32 %28, 3, !dbg !125
  br i1 %29, label %30, label %39, !dbg !126

30:                                               ; preds = %27
  %31 = load i32, i32* %5, align 4, !dbg !127
  %32 = sext i32 %31 to i64, !dbg !128
  %33 = getelementptr inbounds [3 x i64], [3 x i64]* %3, i64 0, i64 %32, !dbg !128
  %34 = load i64, i64* %33, align 8, !dbg !128
  %35 = call i32 @pthread_join(i64 noundef %34, i8** noundef null), !dbg !129
  br label %36, !dbg !129

36:                                               ; preds = %30
  %37 = load i32, i32* %5, align 4, !dbg !130
  %38 = add nsw i32 %37, 1, !dbg !130
  store i32 %38, i32* %5, align 4, !dbg !130
  br label %27, !dbg !131, !llvm.loop !132

39:                                               ; preds = %27
  %40 = load %struct.counter*, %struct.counter** %2, align 8, !dbg !134
  %41 = getelementptr inbounds %struct.counter, %struct.counter* %40, i32 0, i32 1, !dbg !134
  %42 = load i32, i32* %41, align 8, !dbg !134
  %43 = icmp eq i32 %42, 6, !dbg !134
  br i1 %43, label %44, label %45, !dbg !137

44:                                               ; preds = %39
  br label %46, !dbg !137

45:                                               ; preds = %39
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef 34, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !134
  unreachable, !dbg !134

46:                                               ; preds = %44
  %47 = load %struct.counter*, %struct.counter** %2, align 8, !dbg !138
  %48 = getelementptr inbounds %struct.counter, %struct.counter* %47, i32 0, i32 1, !dbg !139
  %49 = load i32, i32* %48, align 8, !dbg !139
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %49), !dbg !140
  %51 = load %struct.counter*, %struct.counter** %2, align 8, !dbg !141
  %52 = getelementptr inbounds %struct.counter, %struct.counter* %51, i32 0, i32 0, !dbg !142
  %53 = call i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef %52) #5, !dbg !143
  %54 = load %struct.counter*, %struct.counter** %2, align 8, !dbg !144
  %55 = bitcast %struct.counter* %54 to i8*, !dbg !144
  call void @free(i8* noundef %55) #5, !dbg !145
  ret i32 0, !dbg !146
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(%union.pthread_mutex_t* noundef, %union.pthread_mutexattr_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_destroy(%union.pthread_mutex_t* noundef) #2

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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "locked_counter_heap.c", directory: "/work/wt50/tests/bugs/race/correct", checksumkind: CSK_MD5, checksum: "e9d345d304c902c01633bbaa51d68b8c")
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
!12 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "arg", arg: 1, scope: !12, file: !1, line: 15, type: !3)
!17 = !DILocation(line: 15, column: 20, scope: !12)
!18 = !DILocalVariable(name: "c", scope: !12, file: !1, line: 16, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "counter", file: !1, line: 10, size: 384, elements: !21)
!21 = !{!22, !56}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "lock", scope: !20, file: !1, line: 11, baseType: !23, size: 320)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !24, line: 72, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 67, size: 320, elements: !26)
!26 = !{!27, !49, !54}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !25, file: !24, line: 69, baseType: !28, size: 320)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !29, line: 22, size: 320, elements: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!30 = !{!31, !33, !35, !36, !37, !38, !40, !41}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !28, file: !29, line: 24, baseType: !32, size: 32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !28, file: !29, line: 25, baseType: !34, size: 32, offset: 32)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !28, file: !29, line: 26, baseType: !32, size: 32, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !28, file: !29, line: 28, baseType: !34, size: 32, offset: 96)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !28, file: !29, line: 32, baseType: !32, size: 32, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !28, file: !29, line: 34, baseType: !39, size: 16, offset: 160)
!39 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !28, file: !29, line: 35, baseType: !39, size: 16, offset: 176)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !28, file: !29, line: 36, baseType: !42, size: 128, offset: 192)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !43, line: 55, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !43, line: 51, size: 128, elements: !45)
!45 = !{!46, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !44, file: !43, line: 53, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !44, file: !43, line: 54, baseType: !47, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !25, file: !24, line: 70, baseType: !50, size: 320)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 320, elements: !52)
!51 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!52 = !{!53}
!53 = !DISubrange(count: 40)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !25, file: !24, line: 71, baseType: !55, size: 64)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "hits", scope: !20, file: !1, line: 12, baseType: !32, size: 32, offset: 320)
!57 = !DILocation(line: 16, column: 21, scope: !12)
!58 = !DILocation(line: 16, column: 25, scope: !12)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 17, type: !32)
!60 = distinct !DILexicalBlock(scope: !12, file: !1, line: 17, column: 5)
!61 = !DILocation(line: 17, column: 14, scope: !60)
!62 = !DILocation(line: 17, column: 10, scope: !60)
!63 = !DILocation(line: 17, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 17, column: 5)
!65 = !DILocation(line: 17, column: 23, scope: !64)
!66 = !DILocation(line: 17, column: 5, scope: !60)
!67 = !DILocation(line: 18, column: 29, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 17, column: 33)
!69 = !DILocation(line: 18, column: 32, scope: !68)
!70 = !DILocation(line: 18, column: 9, scope: !68)
!71 = !DILocation(line: 19, column: 9, scope: !68)
!72 = !DILocation(line: 19, column: 12, scope: !68)
!73 = !DILocation(line: 19, column: 16, scope: !68)
!74 = !DILocation(line: 20, column: 31, scope: !68)
!75 = !DILocation(line: 20, column: 34, scope: !68)
!76 = !DILocation(line: 20, column: 9, scope: !68)
!77 = !DILocation(line: 21, column: 5, scope: !68)
!78 = !DILocation(line: 17, column: 29, scope: !64)
!79 = !DILocation(line: 17, column: 5, scope: !64)
!80 = distinct !{!80, !66, !81, !82}
!81 = !DILocation(line: 21, column: 5, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 22, column: 5, scope: !12)
!84 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 25, type: !85, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!85 = !DISubroutineType(types: !86)
!86 = !{!32}
!87 = !DILocalVariable(name: "c", scope: !84, file: !1, line: 26, type: !19)
!88 = !DILocation(line: 26, column: 21, scope: !84)
!89 = !DILocation(line: 26, column: 25, scope: !84)
!90 = !DILocation(line: 27, column: 25, scope: !84)
!91 = !DILocation(line: 27, column: 28, scope: !84)
!92 = !DILocation(line: 27, column: 5, scope: !84)
!93 = !DILocation(line: 28, column: 5, scope: !84)
!94 = !DILocation(line: 28, column: 8, scope: !84)
!95 = !DILocation(line: 28, column: 13, scope: !84)
!96 = !DILocalVariable(name: "t", scope: !84, file: !1, line: 29, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 192, elements: !100)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !99)
!99 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!100 = !{!101}
!101 = !DISubrange(count: 3)
!102 = !DILocation(line: 29, column: 15, scope: !84)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 30, type: !32)
!104 = distinct !DILexicalBlock(scope: !84, file: !1, line: 30, column: 5)
!105 = !DILocation(line: 30, column: 14, scope: !104)
!106 = !DILocation(line: 30, column: 10, scope: !104)
!107 = !DILocation(line: 30, column: 21, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 30, column: 5)
!109 = !DILocation(line: 30, column: 23, scope: !108)
!110 = !DILocation(line: 30, column: 5, scope: !104)
!111 = !DILocation(line: 31, column: 27, scope: !108)
!112 = !DILocation(line: 31, column: 25, scope: !108)
!113 = !DILocation(line: 31, column: 45, scope: !108)
!114 = !DILocation(line: 31, column: 9, scope: !108)
!115 = !DILocation(line: 30, column: 29, scope: !108)
!116 = !DILocation(line: 30, column: 5, scope: !108)
!117 = distinct !{!117, !110, !118, !82}
!118 = !DILocation(line: 31, column: 46, scope: !104)
!119 = !DILocalVariable(name: "i", scope: !120, file: !1, line: 32, type: !32)
!120 = distinct !DILexicalBlock(scope: !84, file: !1, line: 32, column: 5)
!121 = !DILocation(line: 32, column: 14, scope: !120)
!122 = !DILocation(line: 32, column: 10, scope: !120)
!123 = !DILocation(line: 32, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !1, line: 32, column: 5)
!125 = !DILocation(line: 32, column: 23, scope: !124)
!126 = !DILocation(line: 32, column: 5, scope: !120)
!127 = !DILocation(line: 33, column: 24, scope: !124)
!128 = !DILocation(line: 33, column: 22, scope: !124)
!129 = !DILocation(line: 33, column: 9, scope: !124)
!130 = !DILocation(line: 32, column: 29, scope: !124)
!131 = !DILocation(line: 32, column: 5, scope: !124)
!132 = distinct !{!132, !126, !133, !82}
!133 = !DILocation(line: 33, column: 32, scope: !120)
!134 = !DILocation(line: 34, column: 5, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 34, column: 5)
!136 = distinct !DILexicalBlock(scope: !84, file: !1, line: 34, column: 5)
!137 = !DILocation(line: 34, column: 5, scope: !136)
!138 = !DILocation(line: 35, column: 25, scope: !84)
!139 = !DILocation(line: 35, column: 28, scope: !84)
!140 = !DILocation(line: 35, column: 5, scope: !84)
!141 = !DILocation(line: 36, column: 28, scope: !84)
!142 = !DILocation(line: 36, column: 31, scope: !84)
!143 = !DILocation(line: 36, column: 5, scope: !84)
!144 = !DILocation(line: 37, column: 10, scope: !84)
!145 = !DILocation(line: 37, column: 5, scope: !84)
!146 = !DILocation(line: 38, column: 5, scope: !84)
