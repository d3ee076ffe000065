; ModuleID = 'spinlock.c'
source_filename = "spinlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@busy = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !18
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"spinlock.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @lock() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  call void @llvm.dbg.declare(metadata i32* %1, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %1, align 4, !dbg !36
  br label %4, !dbg !37

4:                                                ; preds = %16, %0
  store i32 1, i32* %2, align 4, !dbg !38
  %5 = load i32, i32* %1, align 4, !dbg !38
  %6 = load i32, i32* %2, align 4, !dbg !38
  %7 = cmpxchg weak i32* @busy, i32 %5, i32 %6 acquire monotonic, align 4, !dbg !38
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !38
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !38
  br i1 %9, label %11, label %10, !dbg !38

10:                                               ; preds = %4
  store i32 %8, i32* %1, align 4, !dbg !38
  br label %11, !dbg !38

11:                                               ; preds = %10, %4
  %12 = zext i1 %9 to i8, !dbg !38
  store i8 %12, i8* %3, align 1, !dbg !38
  %13 = load i8, i8* %3, align 1, !dbg !38
  %14 = trunc i8 %13 to i1, !dbg !38
  %15 = xor i1 %14, true, !dbg !39
  br i1 %15, label %16, label %17, !dbg !37

16:                                               ; preds = %11
  store i32 0, i32* %1, align 4, !dbg !40
  br label %4, !dbg !37, !llvm.loop !41

17:                                               ; preds = %11
  ret void, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !45 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !48, metadata !DIExpression()), !dbg !49
  call void @lock(), !dbg !50
  %4 = load i32, i32* @counter, align 4, !dbg !51
  %5 = add nsw i32 %4, 1, !dbg !51
  store i32 %5, i32* @counter, align 4, !dbg !51
  store i32 0, i32* %3, align 4, !dbg !52
  %6 = load i32, i32* %3, align 4, !dbg !52
  store atomic i32 %6, i32* @busy release, align 4, !dbg !52
  ret i8* null, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.declare(metadata i64* %3, metadata !62, metadata !DIExpression()), !dbg !63
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #5, !dbg !64
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #5, !dbg !65
  %6 = load i64, i64* %2, align 8, !dbg !66
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !67
  %8 = load i64, i64* %3, align 8, !dbg !68
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !69
  %10 = load i32, i32* @counter, align 4, !dbg !70
  %11 = icmp eq i32 %10, 2, !dbg !70
  br i1 %11, label %12, label %13, !dbg !73

12:                                               ; preds = %0
  br label %14, !dbg !73

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef 31, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !70
  unreachable, !dbg !70

14:                                               ; preds = %12
  ret i32 0, !dbg !74
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
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 8, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock.c", directory: "/work/main/tests/bugs/hang/correct", checksumkind: CSK_MD5, checksum: "d51fa10cf41e2a3ceb4977a68b2c1c39")
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
!17 = !{!0, !18}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !22)
!22 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !{}
!35 = !DILocalVariable(name: "expected", scope: !31, file: !3, line: 12, type: !20)
!36 = !DILocation(line: 12, column: 9, scope: !31)
!37 = !DILocation(line: 13, column: 5, scope: !31)
!38 = !DILocation(line: 13, column: 13, scope: !31)
!39 = !DILocation(line: 13, column: 12, scope: !31)
!40 = !DILocation(line: 15, column: 18, scope: !31)
!41 = distinct !{!41, !37, !42, !43}
!42 = !DILocation(line: 15, column: 20, scope: !31)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 16, column: 1, scope: !31)
!45 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 18, type: !46, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!46 = !DISubroutineType(types: !47)
!47 = !{!16, !16}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !3, line: 18, type: !16)
!49 = !DILocation(line: 18, column: 20, scope: !45)
!50 = !DILocation(line: 19, column: 5, scope: !45)
!51 = !DILocation(line: 20, column: 12, scope: !45)
!52 = !DILocation(line: 21, column: 5, scope: !45)
!53 = !DILocation(line: 22, column: 5, scope: !45)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !55, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!55 = !DISubroutineType(types: !56)
!56 = !{!20}
!57 = !DILocalVariable(name: "a", scope: !54, file: !3, line: 26, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !59, line: 27, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocation(line: 26, column: 15, scope: !54)
!62 = !DILocalVariable(name: "b", scope: !54, file: !3, line: 26, type: !58)
!63 = !DILocation(line: 26, column: 18, scope: !54)
!64 = !DILocation(line: 27, column: 5, scope: !54)
!65 = !DILocation(line: 28, column: 5, scope: !54)
!66 = !DILocation(line: 29, column: 18, scope: !54)
!67 = !DILocation(line: 29, column: 5, scope: !54)
!68 = !DILocation(line: 30, column: 18, scope: !54)
!69 = !DILocation(line: 30, column: 5, scope: !54)
!70 = !DILocation(line: 31, column: 5, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 31, column: 5)
!72 = distinct !DILexicalBlock(scope: !54, file: !3, line: 31, column: 5)
!73 = !DILocation(line: 31, column: 5, scope: !72)
!74 = !DILocation(line: 32, column: 5, scope: !54)
