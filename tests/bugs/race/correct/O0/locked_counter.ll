; ModuleID = 'race/correct/locked_counter.c'
source_filename = "race/correct/locked_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@hits = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [10 x i8] c"hits == 3\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"race/correct/locked_counter.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"hits=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !50 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !56
  %4 = load i32, i32* @hits, align 4, !dbg !57
  %5 = add nsw i32 %4, 1, !dbg !57
  store i32 %5, i32* @hits, align 4, !dbg !57
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #5, !dbg !58
  ret i8* null, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !60 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [3 x i64]* %2, metadata !63, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.declare(metadata i32* %3, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %3, align 4, !dbg !72
  br label %5, !dbg !73

5:                                                ; preds = %13, %0
  %6 = load i32, i32* %3, align 4, !dbg !74
  %7 = icmp slt i32 %6, 3, !dbg !76
  br i1 %7, label %8, label %16, !dbg !77

8:                                                ; preds = %5
  %9 = load i32, i32* %3, align 4, !dbg !78
  %10 = sext i32 %9 to i64, !dbg !79
  %11 = getelementptr inbounds [3 x i64], [3 x i64]* %2, i64 0, i64 %10, !dbg !79
  %12 = call i32 @pthread_create(i64* noundef %11, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #5, !dbg !80
  br label %13, !dbg !80

13:                                               ; preds = %8
  %14 = load i32, i32* %3, align 4, !dbg !81
  %15 = add nsw i32 %14, 1, !dbg !81
  store i32 %15, i32* %3, align 4, !dbg !81
  br label %5, !dbg !82, !llvm.loop !83

16:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %4, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %4, align 4, !dbg !88
  br label %17, !dbg !89

17:                                               ; preds = %26, %16
  %18 = load i32, i32* %4, align 4, !dbg !90
  %19 = icmp slt i32 %18, 3, !dbg !92
  br i1 %19, label %20, label %29, !dbg !93

20:                                               ; preds = %17
  %21 = load i32, i32* %4, align 4, !dbg !94
  %22 = sext i32 %21 to i64, !dbg !95
  %23 = getelementptr inbounds [3 x i64], [3 x i64]* %2, i64 0, i64 %22, !dbg !95
  %24 = load i64, i64* %23, align 8, !dbg !95
  %25 = call i32 @pthread_join(i64 noundef %24, i8** noundef null), !dbg !96
  br label %26, !dbg !96

26:                                               ; preds = %20
  %27 = load i32, i32* %4, align 4, !dbg !97
  %28 = add nsw i32 %27, 1, !dbg !97
  store i32 %28, i32* %4, align 4, !dbg !97
  br label %17, !dbg !98, !llvm.loop !99

29:                                               ; preds = %17
  %30 = load i32, i32* @hits, align 4, !dbg !101
  %31 = icmp eq i32 %30, 3, !dbg !101
  br i1 %31, label %32, label %33, !dbg !104

32:                                               ; preds = %29
  br label %34, !dbg !104

33:                                               ; preds = %29
  call void @__assert_fail(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 23, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !101
  unreachable, !dbg !101

34:                                               ; preds = %32
  %35 = load i32, i32* @hits, align 4, !dbg !105
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %35), !dbg !106
  ret i32 0, !dbg !107
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/correct/locked_counter.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "a85ef1ae1c78263ff3bb583803edff12")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "hits", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !11, line: 72, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 67, size: 320, elements: !13)
!13 = !{!14, !35, !40}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 69, baseType: !15, size: 320)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !16, line: 22, size: 320, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!17 = !{!18, !19, !21, !22, !23, !24, !26, !27}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !15, file: !16, line: 24, baseType: !9, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !15, file: !16, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !15, file: !16, line: 26, baseType: !9, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !15, file: !16, line: 28, baseType: !20, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !15, file: !16, line: 34, baseType: !25, size: 16, offset: 160)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !15, file: !16, line: 35, baseType: !25, size: 16, offset: 176)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !15, file: !16, line: 36, baseType: !28, size: 128, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !30, file: !29, line: 53, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !30, file: !29, line: 54, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 70, baseType: !36, size: 320)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 320, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 40)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 71, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 7, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 1}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !51, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !5}
!53 = !{}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 10, type: !5)
!55 = !DILocation(line: 10, column: 20, scope: !50)
!56 = !DILocation(line: 11, column: 5, scope: !50)
!57 = !DILocation(line: 12, column: 9, scope: !50)
!58 = !DILocation(line: 13, column: 5, scope: !50)
!59 = !DILocation(line: 14, column: 5, scope: !50)
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !61, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!61 = !DISubroutineType(types: !62)
!62 = !{!9}
!63 = !DILocalVariable(name: "t", scope: !60, file: !3, line: 18, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 192, elements: !67)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !66)
!66 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!67 = !{!68}
!68 = !DISubrange(count: 3)
!69 = !DILocation(line: 18, column: 15, scope: !60)
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 19, type: !9)
!71 = distinct !DILexicalBlock(scope: !60, file: !3, line: 19, column: 5)
!72 = !DILocation(line: 19, column: 14, scope: !71)
!73 = !DILocation(line: 19, column: 10, scope: !71)
!74 = !DILocation(line: 19, column: 21, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 19, column: 5)
!76 = !DILocation(line: 19, column: 23, scope: !75)
!77 = !DILocation(line: 19, column: 5, scope: !71)
!78 = !DILocation(line: 20, column: 27, scope: !75)
!79 = !DILocation(line: 20, column: 25, scope: !75)
!80 = !DILocation(line: 20, column: 9, scope: !75)
!81 = !DILocation(line: 19, column: 29, scope: !75)
!82 = !DILocation(line: 19, column: 5, scope: !75)
!83 = distinct !{!83, !77, !84, !85}
!84 = !DILocation(line: 20, column: 49, scope: !71)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 21, type: !9)
!87 = distinct !DILexicalBlock(scope: !60, file: !3, line: 21, column: 5)
!88 = !DILocation(line: 21, column: 14, scope: !87)
!89 = !DILocation(line: 21, column: 10, scope: !87)
!90 = !DILocation(line: 21, column: 21, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 21, column: 5)
!92 = !DILocation(line: 21, column: 23, scope: !91)
!93 = !DILocation(line: 21, column: 5, scope: !87)
!94 = !DILocation(line: 22, column: 24, scope: !91)
!95 = !DILocation(line: 22, column: 22, scope: !91)
!96 = !DILocation(line: 22, column: 9, scope: !91)
!97 = !DILocation(line: 21, column: 29, scope: !91)
!98 = !DILocation(line: 21, column: 5, scope: !91)
!99 = distinct !{!99, !93, !100, !85}
!100 = !DILocation(line: 22, column: 32, scope: !87)
!101 = !DILocation(line: 23, column: 5, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 23, column: 5)
!103 = distinct !DILexicalBlock(scope: !60, file: !3, line: 23, column: 5)
!104 = !DILocation(line: 23, column: 5, scope: !103)
!105 = !DILocation(line: 24, column: 25, scope: !60)
!106 = !DILocation(line: 24, column: 5, scope: !60)
!107 = !DILocation(line: 25, column: 5, scope: !60)
