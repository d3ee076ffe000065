; ModuleID = 'two_mutexes.c'
source_filename = "two_mutexes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@deposit_lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@withdraw_lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !7
@balance = dso_local global i32 100, align 4, !dbg !42
@.str = private unnamed_addr constant [12 x i8] c"balance=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @deposit(i8* noundef %0) #0 !dbg !52 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !56, metadata !DIExpression()), !dbg !57
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @deposit_lock) #4, !dbg !58
  %4 = load i32, i32* @balance, align 4, !dbg !59
  %5 = add nsw i32 %4, 10, !dbg !59
  store i32 %5, i32* @balance, align 4, !dbg !59
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @deposit_lock) #4, !dbg !60
  ret i8* null, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @withdraw(i8* noundef %0) #0 !dbg !62 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !63, metadata !DIExpression()), !dbg !64
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @withdraw_lock) #4, !dbg !65
  %4 = load i32, i32* @balance, align 4, !dbg !66
  %5 = sub nsw i32 %4, 20, !dbg !66
  store i32 %5, i32* @balance, align 4, !dbg !66
  %6 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @withdraw_lock) #4, !dbg !67
  ret i8* null, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata i64* %3, metadata !76, metadata !DIExpression()), !dbg !77
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @deposit, i8* noundef null) #4, !dbg !78
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @withdraw, i8* noundef null) #4, !dbg !79
  %6 = load i64, i64* %2, align 8, !dbg !80
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !81
  %8 = load i64, i64* %3, align 8, !dbg !82
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !83
  %10 = load i32, i32* @balance, align 4, !dbg !84
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %10), !dbg !85
  ret i32 0, !dbg !86
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
!1 = distinct !DIGlobalVariable(name: "deposit_lock", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "two_mutexes.c", directory: "/work/wt50/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "5879f7e03ee534110cd66c3089878d84")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !42}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "withdraw_lock", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
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
!43 = distinct !DIGlobalVariable(name: "balance", scope: !2, file: !3, line: 10, type: !18, isLocal: false, isDefinition: true)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "deposit", scope: !3, file: !3, line: 12, type: !53, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !52, file: !3, line: 12, type: !5)
!57 = !DILocation(line: 12, column: 21, scope: !52)
!58 = !DILocation(line: 13, column: 5, scope: !52)
!59 = !DILocation(line: 14, column: 13, scope: !52)
!60 = !DILocation(line: 15, column: 5, scope: !52)
!61 = !DILocation(line: 16, column: 5, scope: !52)
!62 = distinct !DISubprogram(name: "withdraw", scope: !3, file: !3, line: 19, type: !53, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !62, file: !3, line: 19, type: !5)
!64 = !DILocation(line: 19, column: 22, scope: !62)
!65 = !DILocation(line: 20, column: 5, scope: !62)
!66 = !DILocation(line: 21, column: 13, scope: !62)
!67 = !DILocation(line: 22, column: 5, scope: !62)
!68 = !DILocation(line: 23, column: 5, scope: !62)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !70, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!70 = !DISubroutineType(types: !71)
!71 = !{!18}
!72 = !DILocalVariable(name: "d", scope: !69, file: !3, line: 27, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !74)
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DILocation(line: 27, column: 15, scope: !69)
!76 = !DILocalVariable(name: "w", scope: !69, file: !3, line: 27, type: !73)
!77 = !DILocation(line: 27, column: 18, scope: !69)
!78 = !DILocation(line: 28, column: 5, scope: !69)
!79 = !DILocation(line: 29, column: 5, scope: !69)
!80 = !DILocation(line: 30, column: 18, scope: !69)
!81 = !DILocation(line: 30, column: 5, scope: !69)
!82 = !DILocation(line: 31, column: 18, scope: !69)
!83 = !DILocation(line: 31, column: 5, scope: !69)
!84 = !DILocation(line: 32, column: 28, scope: !69)
!85 = !DILocation(line: 32, column: 5, scope: !69)
!86 = !DILocation(line: 33, column: 5, scope: !69)
