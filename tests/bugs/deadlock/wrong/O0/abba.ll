; ModuleID = 'deadlock/wrong/abba.c'
source_filename = "deadlock/wrong/abba.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@first = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@second = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !7
@transfers = dso_local global i32 0, align 4, !dbg !42
@.str = private unnamed_addr constant [14 x i8] c"transfers=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @forward(i8* noundef %0) #0 !dbg !52 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !56, metadata !DIExpression()), !dbg !57
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @first) #4, !dbg !58
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @second) #4, !dbg !59
  %5 = load i32, i32* @transfers, align 4, !dbg !60
  %6 = add nsw i32 %5, 1, !dbg !60
  store i32 %6, i32* @transfers, align 4, !dbg !60
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @second) #4, !dbg !61
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @first) #4, !dbg !62
  ret i8* null, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @backward(i8* noundef %0) #0 !dbg !64 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !65, metadata !DIExpression()), !dbg !66
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @second) #4, !dbg !67
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @first) #4, !dbg !68
  %5 = load i32, i32* @transfers, align 4, !dbg !69
  %6 = add nsw i32 %5, 1, !dbg !69
  store i32 %6, i32* @transfers, align 4, !dbg !69
  %7 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @first) #4, !dbg !70
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @second) #4, !dbg !71
  ret i8* null, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.declare(metadata i64* %3, metadata !80, metadata !DIExpression()), !dbg !81
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @forward, i8* noundef null) #4, !dbg !82
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @backward, i8* noundef null) #4, !dbg !83
  %6 = load i64, i64* %2, align 8, !dbg !84
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !85
  %8 = load i64, i64* %3, align 8, !dbg !86
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !87
  %10 = load i32, i32* @transfers, align 4, !dbg !88
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %10), !dbg !89
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
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deadlock/wrong/abba.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "ad17ce84331714f016456be7b9bf3dea")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !42}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "second", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !12)
!12 = !{!13, !35, !40}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !11, file: !10, line: 69, baseType: !14, size: 320)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !15, line: 22, size: 320, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!16 = !{!17, !19, !21, !22, !23, !24, !26, !27}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !14, file: !15, line: 24, baseType: !18, size: 32)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !14, file: !15, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !14, file: !15, line: 26, baseType: !18, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !14, file: !15, line: 28, baseType: !20, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !14, file: !15, line: 32, baseType: !18, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !14, file: !15, line: 34, baseType: !25, size: 16, offset: 160)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !14, file: !15, line: 35, baseType: !25, size: 16, offset: 176)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !14, file: !15, line: 36, baseType: !28, size: 128, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !30, file: !29, line: 53, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !30, file: !29, line: 54, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !11, file: !10, line: 70, baseType: !36, size: 320)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 320, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 40)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !11, file: !10, line: 71, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "transfers", scope: !2, file: !3, line: 10, type: !18, isLocal: false, isDefinition: true)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "forward", scope: !3, file: !3, line: 12, type: !53, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !52, file: !3, line: 12, type: !5)
!57 = !DILocation(line: 12, column: 21, scope: !52)
!58 = !DILocation(line: 13, column: 5, scope: !52)
!59 = !DILocation(line: 14, column: 5, scope: !52)
!60 = !DILocation(line: 15, column: 14, scope: !52)
!61 = !DILocation(line: 16, column: 5, scope: !52)
!62 = !DILocation(line: 17, column: 5, scope: !52)
!63 = !DILocation(line: 18, column: 5, scope: !52)
!64 = distinct !DISubprogram(name: "backward", scope: !3, file: !3, line: 21, type: !53, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!65 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 21, type: !5)
!66 = !DILocation(line: 21, column: 22, scope: !64)
!67 = !DILocation(line: 22, column: 5, scope: !64)
!68 = !DILocation(line: 23, column: 5, scope: !64)
!69 = !DILocation(line: 24, column: 14, scope: !64)
!70 = !DILocation(line: 25, column: 5, scope: !64)
!71 = !DILocation(line: 26, column: 5, scope: !64)
!72 = !DILocation(line: 27, column: 5, scope: !64)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !74, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!74 = !DISubroutineType(types: !75)
!75 = !{!18}
!76 = !DILocalVariable(name: "a", scope: !73, file: !3, line: 31, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !78)
!78 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!79 = !DILocation(line: 31, column: 15, scope: !73)
!80 = !DILocalVariable(name: "b", scope: !73, file: !3, line: 31, type: !77)
!81 = !DILocation(line: 31, column: 18, scope: !73)
!82 = !DILocation(line: 32, column: 5, scope: !73)
!83 = !DILocation(line: 33, column: 5, scope: !73)
!84 = !DILocation(line: 34, column: 18, scope: !73)
!85 = !DILocation(line: 34, column: 5, scope: !73)
!86 = !DILocation(line: 35, column: 18, scope: !73)
!87 = !DILocation(line: 35, column: 5, scope: !73)
!88 = !DILocation(line: 36, column: 30, scope: !73)
!89 = !DILocation(line: 36, column: 5, scope: !73)
!90 = !DILocation(line: 37, column: 5, scope: !73)
