; ModuleID = 'barrier_phases.c'
source_filename = "barrier_phases.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_barrierattr_t = type { i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@slot = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !9
@serial = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !26
@sum = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !21
@.str = private unnamed_addr constant [27 x i8] c"sum[0] == 3 && sum[1] == 3\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"barrier_phases.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"serial[0] + serial[1] == 1\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @work(i8* noundef %0) #0 !dbg !36 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata i64* %3, metadata !42, metadata !DIExpression()), !dbg !43
  %4 = load i8*, i8** %2, align 8, !dbg !44
  %5 = ptrtoint i8* %4 to i64, !dbg !45
  store i64 %5, i64* %3, align 8, !dbg !43
  %6 = load i64, i64* %3, align 8, !dbg !46
  %7 = trunc i64 %6 to i32, !dbg !47
  %8 = add nsw i32 %7, 1, !dbg !48
  %9 = load i64, i64* %3, align 8, !dbg !49
  %10 = getelementptr inbounds [2 x i32], [2 x i32]* @slot, i64 0, i64 %9, !dbg !50
  store i32 %8, i32* %10, align 4, !dbg !51
  %11 = call i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef @bar) #5, !dbg !52
  %12 = icmp eq i32 %11, -1, !dbg !53
  %13 = zext i1 %12 to i32, !dbg !53
  %14 = load i64, i64* %3, align 8, !dbg !54
  %15 = getelementptr inbounds [2 x i32], [2 x i32]* @serial, i64 0, i64 %14, !dbg !55
  store i32 %13, i32* %15, align 4, !dbg !56
  %16 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @slot, i64 0, i64 0), align 4, !dbg !57
  %17 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @slot, i64 0, i64 1), align 4, !dbg !58
  %18 = add nsw i32 %16, %17, !dbg !59
  %19 = load i64, i64* %3, align 8, !dbg !60
  %20 = getelementptr inbounds [2 x i32], [2 x i32]* @sum, i64 0, i64 %19, !dbg !61
  store i32 %18, i32* %20, align 4, !dbg !62
  ret i8* null, !dbg !63
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(%union.pthread_barrier_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !64 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.declare(metadata i64* %3, metadata !71, metadata !DIExpression()), !dbg !72
  %4 = call i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef @bar, %union.pthread_barrierattr_t* noundef null, i32 noundef 2) #5, !dbg !73
  %5 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef null) #5, !dbg !74
  %6 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @work, i8* noundef inttoptr (i64 1 to i8*)) #5, !dbg !75
  %7 = load i64, i64* %2, align 8, !dbg !76
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null), !dbg !77
  %9 = load i64, i64* %3, align 8, !dbg !78
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null), !dbg !79
  %11 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sum, i64 0, i64 0), align 4, !dbg !80
  %12 = icmp eq i32 %11, 3, !dbg !80
  br i1 %12, label %13, label %17, !dbg !80

13:                                               ; preds = %0
  %14 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @sum, i64 0, i64 1), align 4, !dbg !80
  %15 = icmp eq i32 %14, 3, !dbg !80
  br i1 %15, label %16, label %17, !dbg !83

16:                                               ; preds = %13
  br label %18, !dbg !83

17:                                               ; preds = %13, %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 26, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !80
  unreachable, !dbg !80

18:                                               ; preds = %16
  %19 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @serial, i64 0, i64 0), align 4, !dbg !84
  %20 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @serial, i64 0, i64 1), align 4, !dbg !84
  %21 = add nsw i32 %19, %20, !dbg !84
  %22 = icmp eq i32 %21, 1, !dbg !84
  br i1 %22, label %23, label %24, !dbg !87

23:                                               ; preds = %18
  br label %25, !dbg !87

24:                                               ; preds = %18
  call void @__assert_fail(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !84
  unreachable, !dbg !84

25:                                               ; preds = %23
  ret i32 0, !dbg !88
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(%union.pthread_barrier_t* noundef, %union.pthread_barrierattr_t* noundef, i32 noundef) #2

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
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 9, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier_phases.c", directory: "/work/main/tests/bugs/sync/correct", checksumkind: CSK_MD5, checksum: "ee8117898d26cdf9aff32ebcdb4083ca")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !0, !21, !26}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "bar", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !12, line: 112, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 108, size: 256, elements: !14)
!14 = !{!15, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 110, baseType: !16, size: 256)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 111, baseType: !5, size: 64)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 9, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 2)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "serial", scope: !2, file: !3, line: 9, type: !23, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 1}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 14.0.6"}
!36 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 11, type: !37, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!7, !7}
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 11, type: !7)
!41 = !DILocation(line: 11, column: 18, scope: !36)
!42 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 12, type: !5)
!43 = !DILocation(line: 12, column: 10, scope: !36)
!44 = !DILocation(line: 12, column: 20, scope: !36)
!45 = !DILocation(line: 12, column: 14, scope: !36)
!46 = !DILocation(line: 13, column: 20, scope: !36)
!47 = !DILocation(line: 13, column: 15, scope: !36)
!48 = !DILocation(line: 13, column: 22, scope: !36)
!49 = !DILocation(line: 13, column: 10, scope: !36)
!50 = !DILocation(line: 13, column: 5, scope: !36)
!51 = !DILocation(line: 13, column: 13, scope: !36)
!52 = !DILocation(line: 14, column: 17, scope: !36)
!53 = !DILocation(line: 14, column: 44, scope: !36)
!54 = !DILocation(line: 14, column: 12, scope: !36)
!55 = !DILocation(line: 14, column: 5, scope: !36)
!56 = !DILocation(line: 14, column: 15, scope: !36)
!57 = !DILocation(line: 15, column: 14, scope: !36)
!58 = !DILocation(line: 15, column: 24, scope: !36)
!59 = !DILocation(line: 15, column: 22, scope: !36)
!60 = !DILocation(line: 15, column: 9, scope: !36)
!61 = !DILocation(line: 15, column: 5, scope: !36)
!62 = !DILocation(line: 15, column: 12, scope: !36)
!63 = !DILocation(line: 16, column: 5, scope: !36)
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !65, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!65 = !DISubroutineType(types: !66)
!66 = !{!6}
!67 = !DILocalVariable(name: "a", scope: !64, file: !3, line: 20, type: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !69)
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocation(line: 20, column: 15, scope: !64)
!71 = !DILocalVariable(name: "b", scope: !64, file: !3, line: 20, type: !68)
!72 = !DILocation(line: 20, column: 18, scope: !64)
!73 = !DILocation(line: 21, column: 5, scope: !64)
!74 = !DILocation(line: 22, column: 5, scope: !64)
!75 = !DILocation(line: 23, column: 5, scope: !64)
!76 = !DILocation(line: 24, column: 18, scope: !64)
!77 = !DILocation(line: 24, column: 5, scope: !64)
!78 = !DILocation(line: 25, column: 18, scope: !64)
!79 = !DILocation(line: 25, column: 5, scope: !64)
!80 = !DILocation(line: 26, column: 5, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 26, column: 5)
!82 = distinct !DILexicalBlock(scope: !64, file: !3, line: 26, column: 5)
!83 = !DILocation(line: 26, column: 5, scope: !82)
!84 = !DILocation(line: 27, column: 5, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 27, column: 5)
!86 = distinct !DILexicalBlock(scope: !64, file: !3, line: 27, column: 5)
!87 = !DILocation(line: 27, column: 5, scope: !86)
!88 = !DILocation(line: 28, column: 5, scope: !64)
