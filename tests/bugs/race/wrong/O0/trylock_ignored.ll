; ModuleID = 'trylock_ignored.c'
source_filename = "trylock_ignored.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@level = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [10 x i8] c"level=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @owner(i8* noundef %0) #0 !dbg !50 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !54, metadata !DIExpression()), !dbg !55
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !56
  %4 = load i32, i32* @level, align 4, !dbg !57
  %5 = add nsw i32 %4, 1, !dbg !57
  store i32 %5, i32* @level, align 4, !dbg !57
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !58
  ret i8* null, !dbg !59
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @impatient(i8* noundef %0) #0 !dbg !60 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !61, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.declare(metadata i32* %3, metadata !63, metadata !DIExpression()), !dbg !64
  %4 = call i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !65
  %5 = icmp eq i32 %4, 0, !dbg !66
  %6 = zext i1 %5 to i32, !dbg !66
  store i32 %6, i32* %3, align 4, !dbg !64
  %7 = load i32, i32* @level, align 4, !dbg !67
  %8 = add nsw i32 %7, 10, !dbg !67
  store i32 %8, i32* @level, align 4, !dbg !67
  %9 = load i32, i32* %3, align 4, !dbg !68
  %10 = icmp ne i32 %9, 0, !dbg !68
  br i1 %10, label %11, label %13, !dbg !70

11:                                               ; preds = %1
  %12 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !71
  br label %13, !dbg !71

13:                                               ; preds = %11, %1
  ret i8* null, !dbg !72
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_trylock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.declare(metadata i64* %3, metadata !80, metadata !DIExpression()), !dbg !81
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @owner, i8* noundef null) #4, !dbg !82
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @impatient, i8* noundef null) #4, !dbg !83
  %6 = load i64, i64* %2, align 8, !dbg !84
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !85
  %8 = load i64, i64* %3, align 8, !dbg !86
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !87
  %10 = load i32, i32* @level, align 4, !dbg !88
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %10), !dbg !89
  ret i32 0, !dbg !90
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "trylock_ignored.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "8be89531a9d76cc607298be55169f25e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "level", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
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
!50 = distinct !DISubprogram(name: "owner", scope: !3, file: !3, line: 12, type: !51, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !5}
!53 = !{}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 12, type: !5)
!55 = !DILocation(line: 12, column: 19, scope: !50)
!56 = !DILocation(line: 13, column: 5, scope: !50)
!57 = !DILocation(line: 14, column: 11, scope: !50)
!58 = !DILocation(line: 15, column: 5, scope: !50)
!59 = !DILocation(line: 16, column: 5, scope: !50)
!60 = distinct !DISubprogram(name: "impatient", scope: !3, file: !3, line: 19, type: !51, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !60, file: !3, line: 19, type: !5)
!62 = !DILocation(line: 19, column: 23, scope: !60)
!63 = !DILocalVariable(name: "got", scope: !60, file: !3, line: 20, type: !9)
!64 = !DILocation(line: 20, column: 9, scope: !60)
!65 = !DILocation(line: 20, column: 15, scope: !60)
!66 = !DILocation(line: 20, column: 44, scope: !60)
!67 = !DILocation(line: 21, column: 11, scope: !60)
!68 = !DILocation(line: 22, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !60, file: !3, line: 22, column: 9)
!70 = !DILocation(line: 22, column: 9, scope: !60)
!71 = !DILocation(line: 23, column: 9, scope: !69)
!72 = !DILocation(line: 24, column: 5, scope: !60)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !74, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!74 = !DISubroutineType(types: !75)
!75 = !{!9}
!76 = !DILocalVariable(name: "o", scope: !73, file: !3, line: 28, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !78)
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DILocation(line: 28, column: 15, scope: !73)
!80 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 28, type: !77)
!81 = !DILocation(line: 28, column: 18, scope: !73)
!82 = !DILocation(line: 29, column: 5, scope: !73)
!83 = !DILocation(line: 30, column: 5, scope: !73)
!84 = !DILocation(line: 31, column: 18, scope: !73)
!85 = !DILocation(line: 31, column: 5, scope: !73)
!86 = !DILocation(line: 32, column: 18, scope: !73)
!87 = !DILocation(line: 32, column: 5, scope: !73)
!88 = !DILocation(line: 33, column: 26, scope: !73)
!89 = !DILocation(line: 33, column: 5, scope: !73)
!90 = !DILocation(line: 34, column: 5, scope: !73)
