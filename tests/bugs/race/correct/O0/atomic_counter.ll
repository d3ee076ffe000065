; ModuleID = 'race/correct/atomic_counter.c'
source_filename = "race/correct/atomic_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@count = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 2\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"race/correct/atomic_counter.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !29 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !33, metadata !DIExpression()), !dbg !34
  store i32 1, i32* %3, align 4, !dbg !35
  %5 = load i32, i32* %3, align 4, !dbg !35
  %6 = atomicrmw add i32* @count, i32 %5 monotonic, align 4, !dbg !35
  store i32 %6, i32* %4, align 4, !dbg !35
  %7 = load i32, i32* %4, align 4, !dbg !35
  ret i8* null, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !40, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i64* %3, metadata !45, metadata !DIExpression()), !dbg !46
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #5, !dbg !47
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #5, !dbg !48
  %7 = load i64, i64* %2, align 8, !dbg !49
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null), !dbg !50
  %9 = load i64, i64* %3, align 8, !dbg !51
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null), !dbg !52
  %11 = load atomic i32, i32* @count seq_cst, align 4, !dbg !53
  store i32 %11, i32* %4, align 4, !dbg !53
  %12 = load i32, i32* %4, align 4, !dbg !53
  %13 = icmp eq i32 %12, 2, !dbg !53
  br i1 %13, label %14, label %15, !dbg !56

14:                                               ; preds = %0
  br label %16, !dbg !56

15:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 20, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !53
  unreachable, !dbg !53

16:                                               ; preds = %14
  ret i32 0, !dbg !57
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
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 7, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/correct/atomic_counter.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "50df15a860200e16db944dfefb8bd9a2")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!0}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !30, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{!16, !16}
!32 = !{}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !29, file: !3, line: 9, type: !16)
!34 = !DILocation(line: 9, column: 20, scope: !29)
!35 = !DILocation(line: 10, column: 5, scope: !29)
!36 = !DILocation(line: 11, column: 5, scope: !29)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !38, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!38 = !DISubroutineType(types: !39)
!39 = !{!20}
!40 = !DILocalVariable(name: "a", scope: !37, file: !3, line: 15, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 15, column: 15, scope: !37)
!45 = !DILocalVariable(name: "b", scope: !37, file: !3, line: 15, type: !41)
!46 = !DILocation(line: 15, column: 18, scope: !37)
!47 = !DILocation(line: 16, column: 5, scope: !37)
!48 = !DILocation(line: 17, column: 5, scope: !37)
!49 = !DILocation(line: 18, column: 18, scope: !37)
!50 = !DILocation(line: 18, column: 5, scope: !37)
!51 = !DILocation(line: 19, column: 18, scope: !37)
!52 = !DILocation(line: 19, column: 5, scope: !37)
!53 = !DILocation(line: 20, column: 5, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 20, column: 5)
!55 = distinct !DILexicalBlock(scope: !37, file: !3, line: 20, column: 5)
!56 = !DILocation(line: 20, column: 5, scope: !55)
!57 = !DILocation(line: 21, column: 5, scope: !37)
