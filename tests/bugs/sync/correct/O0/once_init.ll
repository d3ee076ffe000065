; ModuleID = 'sync/correct/once_init.c'
source_filename = "sync/correct/once_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@once = dso_local global i32 0, align 4, !dbg !0
@inits = dso_local global i32 0, align 4, !dbg !13
@table = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !7
@.str = private unnamed_addr constant [25 x i8] c"table[0] + table[1] == 7\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"sync/correct/once_init.c\00", align 1
@__PRETTY_FUNCTION__.user = private unnamed_addr constant [19 x i8] c"void *user(void *)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"inits == 1\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @setup() #0 !dbg !25 {
  %1 = load i32, i32* @inits, align 4, !dbg !29
  %2 = add nsw i32 %1, 1, !dbg !29
  store i32 %2, i32* @inits, align 4, !dbg !29
  store i32 3, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !30
  store i32 4, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @user(i8* noundef %0) #0 !dbg !33 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !36, metadata !DIExpression()), !dbg !37
  %3 = call i32 @pthread_once(i32* noundef @once, void ()* noundef @setup), !dbg !38
  %4 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !39
  %5 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !39
  %6 = add nsw i32 %4, %5, !dbg !39
  %7 = icmp eq i32 %6, 7, !dbg !39
  br i1 %7, label %8, label %9, !dbg !42

8:                                                ; preds = %1
  br label %10, !dbg !42

9:                                                ; preds = %1
  call void @__assert_fail(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef 17, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @__PRETTY_FUNCTION__.user, i64 0, i64 0)) #5, !dbg !39
  unreachable, !dbg !39

10:                                               ; preds = %8
  ret i8* null, !dbg !43
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @pthread_once(i32* noundef, void ()* noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !47, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.declare(metadata i64* %3, metadata !51, metadata !DIExpression()), !dbg !52
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @user, i8* noundef null) #6, !dbg !53
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @user, i8* noundef null) #6, !dbg !54
  %6 = load i64, i64* %2, align 8, !dbg !55
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !56
  %8 = load i64, i64* %3, align 8, !dbg !57
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !58
  %10 = load i32, i32* @inits, align 4, !dbg !59
  %11 = icmp eq i32 %10, 1, !dbg !59
  br i1 %11, label %12, label %13, !dbg !62

12:                                               ; preds = %0
  br label %14, !dbg !62

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5, !dbg !59
  unreachable, !dbg !59

14:                                               ; preds = %12
  ret i32 0, !dbg !63
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #4

declare i32 @pthread_join(i64 noundef, i8** noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "once", scope: !2, file: !3, line: 6, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/once_init.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "012751940c65daa90a891b9201cce637")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "inits", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_once_t", file: !16, line: 53, baseType: !10)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 9, type: !26, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null}
!28 = !{}
!29 = !DILocation(line: 10, column: 10, scope: !25)
!30 = !DILocation(line: 11, column: 14, scope: !25)
!31 = !DILocation(line: 12, column: 14, scope: !25)
!32 = !DILocation(line: 13, column: 1, scope: !25)
!33 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 15, type: !34, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!34 = !DISubroutineType(types: !35)
!35 = !{!5, !5}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 15, type: !5)
!37 = !DILocation(line: 15, column: 18, scope: !33)
!38 = !DILocation(line: 16, column: 5, scope: !33)
!39 = !DILocation(line: 17, column: 5, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 17, column: 5)
!41 = distinct !DILexicalBlock(scope: !33, file: !3, line: 17, column: 5)
!42 = !DILocation(line: 17, column: 5, scope: !41)
!43 = !DILocation(line: 18, column: 5, scope: !33)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !45, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!45 = !DISubroutineType(types: !46)
!46 = !{!10}
!47 = !DILocalVariable(name: "a", scope: !44, file: !3, line: 22, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !16, line: 27, baseType: !49)
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DILocation(line: 22, column: 15, scope: !44)
!51 = !DILocalVariable(name: "b", scope: !44, file: !3, line: 22, type: !48)
!52 = !DILocation(line: 22, column: 18, scope: !44)
!53 = !DILocation(line: 23, column: 5, scope: !44)
!54 = !DILocation(line: 24, column: 5, scope: !44)
!55 = !DILocation(line: 25, column: 18, scope: !44)
!56 = !DILocation(line: 25, column: 5, scope: !44)
!57 = !DILocation(line: 26, column: 18, scope: !44)
!58 = !DILocation(line: 26, column: 5, scope: !44)
!59 = !DILocation(line: 27, column: 5, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 27, column: 5)
!61 = distinct !DILexicalBlock(scope: !44, file: !3, line: 27, column: 5)
!62 = !DILocation(line: 27, column: 5, scope: !61)
!63 = !DILocation(line: 28, column: 5, scope: !44)
