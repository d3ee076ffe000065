; ModuleID = 'sync/correct/rwlock_cache.c'
source_filename = "sync/correct/rwlock_cache.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@version = dso_local global i32 1, align 4, !dbg !7
@value = dso_local global i32 10, align 4, !dbg !10
@.str = private unnamed_addr constant [12 x i8] c"x == v * 10\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"sync/correct/rwlock_cache.c\00", align 1
@__PRETTY_FUNCTION__.reader = private unnamed_addr constant [21 x i8] c"void *reader(void *)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @reader(i8* noundef %0) #0 !dbg !54 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !58, metadata !DIExpression()), !dbg !59
  %5 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef @rw) #5, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %3, metadata !61, metadata !DIExpression()), !dbg !62
  %6 = load i32, i32* @version, align 4, !dbg !63
  store i32 %6, i32* %3, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %4, metadata !64, metadata !DIExpression()), !dbg !65
  %7 = load i32, i32* @value, align 4, !dbg !66
  store i32 %7, i32* %4, align 4, !dbg !65
  %8 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef @rw) #5, !dbg !67
  %9 = load i32, i32* %4, align 4, !dbg !68
  %10 = load i32, i32* %3, align 4, !dbg !68
  %11 = mul nsw i32 %10, 10, !dbg !68
  %12 = icmp eq i32 %9, %11, !dbg !68
  br i1 %12, label %13, label %14, !dbg !71

13:                                               ; preds = %1
  br label %15, !dbg !71

14:                                               ; preds = %1
  call void @__assert_fail(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.1, i64 0, i64 0), i32 noundef 14, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @__PRETTY_FUNCTION__.reader, i64 0, i64 0)) #6, !dbg !68
  unreachable, !dbg !68

15:                                               ; preds = %13
  ret i8* null, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @writer(i8* noundef %0) #0 !dbg !73 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !74, metadata !DIExpression()), !dbg !75
  %3 = call i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef @rw) #5, !dbg !76
  store i32 2, i32* @version, align 4, !dbg !77
  store i32 20, i32* @value, align 4, !dbg !78
  %4 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef @rw) #5, !dbg !79
  ret i8* null, !dbg !80
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(%union.pthread_rwlock_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !81 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.declare(metadata i64* %3, metadata !87, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.declare(metadata i64* %4, metadata !89, metadata !DIExpression()), !dbg !90
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef null) #5, !dbg !91
  %6 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @writer, i8* noundef null) #5, !dbg !92
  %7 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef null) #5, !dbg !93
  %8 = load i64, i64* %2, align 8, !dbg !94
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !95
  %10 = load i64, i64* %4, align 8, !dbg !96
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null), !dbg !97
  %12 = load i64, i64* %3, align 8, !dbg !98
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null), !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rw", scope: !2, file: !3, line: 7, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/rwlock_cache.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "71dee95ec72099a9c582ac1113c127d4")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !10}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "version", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "value", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !13, line: 91, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 86, size: 448, elements: !15)
!15 = !{!16, !39, !44}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 88, baseType: !17, size: 448)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !18, line: 23, size: 448, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!19 = !{!20, !22, !23, !24, !25, !26, !27, !28, !29, !31, !36, !38}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !17, file: !18, line: 25, baseType: !21, size: 32)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !17, file: !18, line: 26, baseType: !21, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !17, file: !18, line: 27, baseType: !21, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !17, file: !18, line: 28, baseType: !21, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !17, file: !18, line: 29, baseType: !21, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !17, file: !18, line: 30, baseType: !21, size: 32, offset: 160)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !17, file: !18, line: 32, baseType: !9, size: 32, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !17, file: !18, line: 33, baseType: !9, size: 32, offset: 224)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !17, file: !18, line: 34, baseType: !30, size: 8, offset: 256)
!30 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !17, file: !18, line: 39, baseType: !32, size: 56, offset: 264)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 56, elements: !34)
!33 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!34 = !{!35}
!35 = !DISubrange(count: 7)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !17, file: !18, line: 42, baseType: !37, size: 64, offset: 320)
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !17, file: !18, line: 45, baseType: !21, size: 32, offset: 384)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !14, file: !13, line: 89, baseType: !40, size: 448)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 448, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 56)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 90, baseType: !45, size: 64)
!45 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 10, type: !55, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!5, !5}
!57 = !{}
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 10, type: !5)
!59 = !DILocation(line: 10, column: 20, scope: !54)
!60 = !DILocation(line: 11, column: 5, scope: !54)
!61 = !DILocalVariable(name: "v", scope: !54, file: !3, line: 12, type: !9)
!62 = !DILocation(line: 12, column: 9, scope: !54)
!63 = !DILocation(line: 12, column: 13, scope: !54)
!64 = !DILocalVariable(name: "x", scope: !54, file: !3, line: 12, type: !9)
!65 = !DILocation(line: 12, column: 22, scope: !54)
!66 = !DILocation(line: 12, column: 26, scope: !54)
!67 = !DILocation(line: 13, column: 5, scope: !54)
!68 = !DILocation(line: 14, column: 5, scope: !69)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 14, column: 5)
!70 = distinct !DILexicalBlock(scope: !54, file: !3, line: 14, column: 5)
!71 = !DILocation(line: 14, column: 5, scope: !70)
!72 = !DILocation(line: 15, column: 5, scope: !54)
!73 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 18, type: !55, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !3, line: 18, type: !5)
!75 = !DILocation(line: 18, column: 20, scope: !73)
!76 = !DILocation(line: 19, column: 5, scope: !73)
!77 = !DILocation(line: 20, column: 13, scope: !73)
!78 = !DILocation(line: 21, column: 11, scope: !73)
!79 = !DILocation(line: 22, column: 5, scope: !73)
!80 = !DILocation(line: 23, column: 5, scope: !73)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !82, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!82 = !DISubroutineType(types: !83)
!83 = !{!9}
!84 = !DILocalVariable(name: "r1", scope: !81, file: !3, line: 27, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !37)
!86 = !DILocation(line: 27, column: 15, scope: !81)
!87 = !DILocalVariable(name: "r2", scope: !81, file: !3, line: 27, type: !85)
!88 = !DILocation(line: 27, column: 19, scope: !81)
!89 = !DILocalVariable(name: "w", scope: !81, file: !3, line: 27, type: !85)
!90 = !DILocation(line: 27, column: 23, scope: !81)
!91 = !DILocation(line: 28, column: 5, scope: !81)
!92 = !DILocation(line: 29, column: 5, scope: !81)
!93 = !DILocation(line: 30, column: 5, scope: !81)
!94 = !DILocation(line: 31, column: 18, scope: !81)
!95 = !DILocation(line: 31, column: 5, scope: !81)
!96 = !DILocation(line: 32, column: 18, scope: !81)
!97 = !DILocation(line: 32, column: 5, scope: !81)
!98 = !DILocation(line: 33, column: 18, scope: !81)
!99 = !DILocation(line: 33, column: 5, scope: !81)
!100 = !DILocation(line: 34, column: 5, scope: !81)
