; ModuleID = 'spinlock.c'
source_filename = "spinlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@busy = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"spinlock.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @lock() #0 !dbg !18 {
  br label %1, !dbg !22

1:                                                ; preds = %5, %0
  %2 = cmpxchg i32* @busy, i32 0, i32 1 seq_cst seq_cst, align 4, !dbg !23
  %3 = extractvalue { i32, i1 } %2, 1, !dbg !23
  %4 = xor i1 %3, true, !dbg !24
  br i1 %4, label %5, label %6, !dbg !22

5:                                                ; preds = %1
  br label %1, !dbg !22, !llvm.loop !25

6:                                                ; preds = %1
  ret void, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !29 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !32, metadata !DIExpression()), !dbg !33
  call void @lock(), !dbg !34
  %3 = load i32, i32* @counter, align 4, !dbg !35
  %4 = add nsw i32 %3, 1, !dbg !35
  store i32 %4, i32* @counter, align 4, !dbg !35
  store atomic i32 0, i32* @busy release, align 4, !dbg !36
  ret i8* null, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !41, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i64* %3, metadata !46, metadata !DIExpression()), !dbg !47
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #5, !dbg !48
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef null) #5, !dbg !49
  %6 = load i64, i64* %2, align 8, !dbg !50
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !51
  %8 = load i64, i64* %3, align 8, !dbg !52
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !53
  %10 = load i32, i32* @counter, align 4, !dbg !54
  %11 = icmp eq i32 %10, 2, !dbg !54
  br i1 %11, label %12, label %13, !dbg !57

12:                                               ; preds = %0
  br label %14, !dbg !57

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i32 noundef 28, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !54
  unreachable, !dbg !54

14:                                               ; preds = %12
  ret i32 0, !dbg !58
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
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock.c", directory: "/work/main/tests/bugs/hang/correct", checksumkind: CSK_MD5, checksum: "3421349f9bf91eca4fce6473914afe3b")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 10, type: !19, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{null}
!21 = !{}
!22 = !DILocation(line: 11, column: 5, scope: !18)
!23 = !DILocation(line: 11, column: 13, scope: !18)
!24 = !DILocation(line: 11, column: 12, scope: !18)
!25 = distinct !{!25, !22, !26, !27}
!26 = !DILocation(line: 12, column: 9, scope: !18)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !DILocation(line: 13, column: 1, scope: !18)
!29 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 15, type: !30, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!30 = !DISubroutineType(types: !31)
!31 = !{!5, !5}
!32 = !DILocalVariable(name: "arg", arg: 1, scope: !29, file: !3, line: 15, type: !5)
!33 = !DILocation(line: 15, column: 20, scope: !29)
!34 = !DILocation(line: 16, column: 5, scope: !29)
!35 = !DILocation(line: 17, column: 12, scope: !29)
!36 = !DILocation(line: 18, column: 5, scope: !29)
!37 = !DILocation(line: 19, column: 5, scope: !29)
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !39, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!39 = !DISubroutineType(types: !40)
!40 = !{!9}
!41 = !DILocalVariable(name: "a", scope: !38, file: !3, line: 23, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DILocation(line: 23, column: 15, scope: !38)
!46 = !DILocalVariable(name: "b", scope: !38, file: !3, line: 23, type: !42)
!47 = !DILocation(line: 23, column: 18, scope: !38)
!48 = !DILocation(line: 24, column: 5, scope: !38)
!49 = !DILocation(line: 25, column: 5, scope: !38)
!50 = !DILocation(line: 26, column: 18, scope: !38)
!51 = !DILocation(line: 26, column: 5, scope: !38)
!52 = !DILocation(line: 27, column: 18, scope: !38)
!53 = !DILocation(line: 27, column: 5, scope: !38)
!54 = !DILocation(line: 28, column: 5, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 28, column: 5)
!56 = distinct !DILexicalBlock(scope: !38, file: !3, line: 28, column: 5)
!57 = !DILocation(line: 28, column: 5, scope: !56)
!58 = !DILocation(line: 29, column: 5, scope: !38)
