; ModuleID = 'double_free_threads.c'
source_filename = "double_free_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@lock = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !48 {
  %1 = alloca i32, align 4
  %2 = alloca i32*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32** %2, metadata !52, metadata !DIExpression()), !dbg !54
  %5 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !55
  %6 = bitcast i8* %5 to i32*, !dbg !55
  store i32* %6, i32** %2, align 8, !dbg !54
  call void @llvm.dbg.declare(metadata i64* %3, metadata !56, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i64* %4, metadata !60, metadata !DIExpression()), !dbg !61
  %7 = load i32*, i32** %2, align 8, !dbg !62
  %8 = bitcast i32* %7 to i8*, !dbg !62
  %9 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @release, i8* noundef %8) #4, !dbg !63
  %10 = load i32*, i32** %2, align 8, !dbg !64
  %11 = bitcast i32* %10 to i8*, !dbg !64
  %12 = call i32 @pthread_create(i64* noundef %4, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @release, i8* noundef %11) #4, !dbg !65
  %13 = load i64, i64* %3, align 8, !dbg !66
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null), !dbg !67
  %15 = load i64, i64* %4, align 8, !dbg !68
  %16 = call i32 @pthread_join(i64 noundef %15, i8** noundef null), !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @release(i8* noundef %0) #0 !dbg !71 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !74, metadata !DIExpression()), !dbg !75
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !76
  %4 = load i8*, i8** %2, align 8, !dbg !77
  call void @free(i8* noundef %4) #4, !dbg !78
  %5 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @lock) #4, !dbg !79
  ret i8* null, !dbg !80
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "double_free_threads.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "11eb5b7634eb79bc3c84b4e6296b6747")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !10)
!10 = !{!11, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 69, baseType: !12, size: 320)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !13, line: 22, size: 320, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!14 = !{!15, !17, !19, !20, !21, !22, !24, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !12, file: !13, line: 24, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !12, file: !13, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !12, file: !13, line: 26, baseType: !16, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !12, file: !13, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !12, file: !13, line: 32, baseType: !16, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !12, file: !13, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !12, file: !13, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !12, file: !13, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 1}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !49, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!16}
!51 = !{}
!52 = !DILocalVariable(name: "shared", scope: !48, file: !3, line: 18, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!54 = !DILocation(line: 18, column: 10, scope: !48)
!55 = !DILocation(line: 18, column: 19, scope: !48)
!56 = !DILocalVariable(name: "a", scope: !48, file: !3, line: 19, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !58)
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DILocation(line: 19, column: 15, scope: !48)
!60 = !DILocalVariable(name: "b", scope: !48, file: !3, line: 19, type: !57)
!61 = !DILocation(line: 19, column: 18, scope: !48)
!62 = !DILocation(line: 20, column: 39, scope: !48)
!63 = !DILocation(line: 20, column: 5, scope: !48)
!64 = !DILocation(line: 21, column: 39, scope: !48)
!65 = !DILocation(line: 21, column: 5, scope: !48)
!66 = !DILocation(line: 22, column: 18, scope: !48)
!67 = !DILocation(line: 22, column: 5, scope: !48)
!68 = !DILocation(line: 23, column: 18, scope: !48)
!69 = !DILocation(line: 23, column: 5, scope: !48)
!70 = !DILocation(line: 24, column: 5, scope: !48)
!71 = distinct !DISubprogram(name: "release", scope: !3, file: !3, line: 10, type: !72, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!72 = !DISubroutineType(types: !73)
!73 = !{!5, !5}
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 10, type: !5)
!75 = !DILocation(line: 10, column: 28, scope: !71)
!76 = !DILocation(line: 11, column: 5, scope: !71)
!77 = !DILocation(line: 12, column: 10, scope: !71)
!78 = !DILocation(line: 12, column: 5, scope: !71)
!79 = !DILocation(line: 13, column: 5, scope: !71)
!80 = !DILocation(line: 14, column: 5, scope: !71)
