; ModuleID = 'hang/correct/spin_handshake.c'
source_filename = "hang/correct/spin_handshake.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@turn = dso_local global i32 0, align 4, !dbg !0
@log_ = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !7
@.str = private unnamed_addr constant [13 x i8] c"log_[1] == 2\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"hang/correct/spin_handshake.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @ping(i8* noundef %0) #0 !dbg !24 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !28, metadata !DIExpression()), !dbg !29
  br label %5, !dbg !30

5:                                                ; preds = %9, %1
  %6 = load atomic i32, i32* @turn seq_cst, align 4, !dbg !31
  store i32 %6, i32* %3, align 4, !dbg !31
  %7 = load i32, i32* %3, align 4, !dbg !31
  %8 = icmp ne i32 %7, 0, !dbg !32
  br i1 %8, label %9, label %10, !dbg !30

9:                                                ; preds = %5
  br label %5, !dbg !30, !llvm.loop !33

10:                                               ; preds = %5
  store i32 1, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 0), align 4, !dbg !36
  store i32 1, i32* %4, align 4, !dbg !37
  %11 = load i32, i32* %4, align 4, !dbg !37
  store atomic i32 %11, i32* @turn seq_cst, align 4, !dbg !37
  ret i8* null, !dbg !38
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @pong(i8* noundef %0) #0 !dbg !39 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !40, metadata !DIExpression()), !dbg !41
  br label %5, !dbg !42

5:                                                ; preds = %9, %1
  %6 = load atomic i32, i32* @turn seq_cst, align 4, !dbg !43
  store i32 %6, i32* %3, align 4, !dbg !43
  %7 = load i32, i32* %3, align 4, !dbg !43
  %8 = icmp ne i32 %7, 1, !dbg !44
  br i1 %8, label %9, label %10, !dbg !42

9:                                                ; preds = %5
  br label %5, !dbg !42, !llvm.loop !45

10:                                               ; preds = %5
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 0), align 4, !dbg !47
  %12 = add nsw i32 %11, 1, !dbg !48
  store i32 %12, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 1), align 4, !dbg !49
  store i32 2, i32* %4, align 4, !dbg !50
  %13 = load i32, i32* %4, align 4, !dbg !50
  store atomic i32 %13, i32* @turn seq_cst, align 4, !dbg !50
  ret i8* null, !dbg !51
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !55, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i64* %3, metadata !60, metadata !DIExpression()), !dbg !61
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @ping, i8* noundef null) #5, !dbg !62
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @pong, i8* noundef null) #5, !dbg !63
  %6 = load i64, i64* %2, align 8, !dbg !64
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !65
  %8 = load i64, i64* %3, align 8, !dbg !66
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !67
  %10 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @log_, i64 0, i64 1), align 4, !dbg !68
  %11 = icmp eq i32 %10, 2, !dbg !68
  br i1 %11, label %12, label %13, !dbg !71

12:                                               ; preds = %0
  br label %14, !dbg !71

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 32, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !68
  unreachable, !dbg !68

14:                                               ; preds = %12
  ret i32 0, !dbg !72
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
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 7, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/correct/spin_handshake.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "e6f070c016a4996ea16d0962b112a247")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "log_", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !14, line: 92, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!15 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "ping", scope: !3, file: !3, line: 10, type: !25, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!5, !5}
!27 = !{}
!28 = !DILocalVariable(name: "arg", arg: 1, scope: !24, file: !3, line: 10, type: !5)
!29 = !DILocation(line: 10, column: 18, scope: !24)
!30 = !DILocation(line: 11, column: 5, scope: !24)
!31 = !DILocation(line: 11, column: 12, scope: !24)
!32 = !DILocation(line: 11, column: 31, scope: !24)
!33 = distinct !{!33, !30, !34, !35}
!34 = !DILocation(line: 12, column: 9, scope: !24)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 13, column: 13, scope: !24)
!37 = !DILocation(line: 14, column: 5, scope: !24)
!38 = !DILocation(line: 15, column: 5, scope: !24)
!39 = distinct !DISubprogram(name: "pong", scope: !3, file: !3, line: 18, type: !25, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !39, file: !3, line: 18, type: !5)
!41 = !DILocation(line: 18, column: 18, scope: !39)
!42 = !DILocation(line: 19, column: 5, scope: !39)
!43 = !DILocation(line: 19, column: 12, scope: !39)
!44 = !DILocation(line: 19, column: 31, scope: !39)
!45 = distinct !{!45, !42, !46, !35}
!46 = !DILocation(line: 20, column: 9, scope: !39)
!47 = !DILocation(line: 21, column: 15, scope: !39)
!48 = !DILocation(line: 21, column: 23, scope: !39)
!49 = !DILocation(line: 21, column: 13, scope: !39)
!50 = !DILocation(line: 22, column: 5, scope: !39)
!51 = !DILocation(line: 23, column: 5, scope: !39)
!52 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !53, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!53 = !DISubroutineType(types: !54)
!54 = !{!10}
!55 = !DILocalVariable(name: "a", scope: !52, file: !3, line: 27, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !57, line: 27, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DILocation(line: 27, column: 15, scope: !52)
!60 = !DILocalVariable(name: "b", scope: !52, file: !3, line: 27, type: !56)
!61 = !DILocation(line: 27, column: 18, scope: !52)
!62 = !DILocation(line: 28, column: 5, scope: !52)
!63 = !DILocation(line: 29, column: 5, scope: !52)
!64 = !DILocation(line: 30, column: 18, scope: !52)
!65 = !DILocation(line: 30, column: 5, scope: !52)
!66 = !DILocation(line: 31, column: 18, scope: !52)
!67 = !DILocation(line: 31, column: 5, scope: !52)
!68 = !DILocation(line: 32, column: 5, scope: !69)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 32, column: 5)
!70 = distinct !DILexicalBlock(scope: !52, file: !3, line: 32, column: 5)
!71 = !DILocation(line: 32, column: 5, scope: !70)
!72 = !DILocation(line: 33, column: 5, scope: !52)
