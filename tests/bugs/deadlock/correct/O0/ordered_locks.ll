; ModuleID = 'deadlock/correct/ordered_locks.c'
source_filename = "deadlock/correct/ordered_locks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@first = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@second = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !7
@a = dso_local global i32 10, align 4, !dbg !42
@b = dso_local global i32 0, align 4, !dbg !44
@.str = private unnamed_addr constant [23 x i8] c"a + b == 10 && b == 10\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"deadlock/correct/ordered_locks.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @move(i8* noundef %0) #0 !dbg !54 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !58, metadata !DIExpression()), !dbg !59
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @first) #5, !dbg !60
  %4 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @second) #5, !dbg !61
  %5 = load i32, i32* @a, align 4, !dbg !62
  %6 = sub nsw i32 %5, 5, !dbg !62
  store i32 %6, i32* @a, align 4, !dbg !62
  %7 = load i32, i32* @b, align 4, !dbg !63
  %8 = add nsw i32 %7, 5, !dbg !63
  store i32 %8, i32* @b, align 4, !dbg !63
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @second) #5, !dbg !64
  %10 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @first) #5, !dbg !65
  ret i8* null, !dbg !66
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !70, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.declare(metadata i64* %3, metadata !74, metadata !DIExpression()), !dbg !75
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @move, i8* noundef null) #5, !dbg !76
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @move, i8* noundef null) #5, !dbg !77
  %6 = load i64, i64* %2, align 8, !dbg !78
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !79
  %8 = load i64, i64* %3, align 8, !dbg !80
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !81
  %10 = load i32, i32* @a, align 4, !dbg !82
  %11 = load i32, i32* @b, align 4, !dbg !82
  %12 = add nsw i32 %10, %11, !dbg !82
  %13 = icmp eq i32 %12, 10, !dbg !82
  br i1 %13, label %14, label %18, !dbg !82

14:                                               ; preds = %0
  %15 = load i32, i32* @b, align 4, !dbg !82
  %16 = icmp eq i32 %15, 10, !dbg !82
  br i1 %16, label %17, label %18, !dbg !85

17:                                               ; preds = %14
  br label %19, !dbg !85

18:                                               ; preds = %14, %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i64 0, i64 0), i32 noundef 26, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !82
  unreachable, !dbg !82

19:                                               ; preds = %17
  ret i32 0, !dbg !86
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 6, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deadlock/correct/ordered_locks.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "fa8463b3e534886ff48eda1050279249")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !42, !44}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "second", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
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
!43 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "move", scope: !3, file: !3, line: 10, type: !55, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!5, !5}
!57 = !{}
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 10, type: !5)
!59 = !DILocation(line: 10, column: 18, scope: !54)
!60 = !DILocation(line: 11, column: 5, scope: !54)
!61 = !DILocation(line: 12, column: 5, scope: !54)
!62 = !DILocation(line: 13, column: 7, scope: !54)
!63 = !DILocation(line: 14, column: 7, scope: !54)
!64 = !DILocation(line: 15, column: 5, scope: !54)
!65 = !DILocation(line: 16, column: 5, scope: !54)
!66 = !DILocation(line: 17, column: 5, scope: !54)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !68, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!68 = !DISubroutineType(types: !69)
!69 = !{!18}
!70 = !DILocalVariable(name: "x", scope: !67, file: !3, line: 21, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !72)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DILocation(line: 21, column: 15, scope: !67)
!74 = !DILocalVariable(name: "y", scope: !67, file: !3, line: 21, type: !71)
!75 = !DILocation(line: 21, column: 18, scope: !67)
!76 = !DILocation(line: 22, column: 5, scope: !67)
!77 = !DILocation(line: 23, column: 5, scope: !67)
!78 = !DILocation(line: 24, column: 18, scope: !67)
!79 = !DILocation(line: 24, column: 5, scope: !67)
!80 = !DILocation(line: 25, column: 18, scope: !67)
!81 = !DILocation(line: 25, column: 5, scope: !67)
!82 = !DILocation(line: 26, column: 5, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 26, column: 5)
!84 = distinct !DILexicalBlock(scope: !67, file: !3, line: 26, column: 5)
!85 = !DILocation(line: 26, column: 5, scope: !84)
!86 = !DILocation(line: 27, column: 5, scope: !67)
