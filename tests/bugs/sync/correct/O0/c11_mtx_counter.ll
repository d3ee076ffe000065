; ModuleID = 'c11_mtx_counter.c'
source_filename = "c11_mtx_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.mtx_t = type { i64, [32 x i8] }

@lock = internal global %union.mtx_t zeroinitializer, align 8, !dbg !0
@counter = internal global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [14 x i8] c"counter == 22\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"c11_mtx_counter.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !47, metadata !DIExpression()), !dbg !52
  %3 = call i32 @mtx_init(%union.mtx_t* noundef @lock, i32 noundef 0), !dbg !53
  %4 = icmp ne i32 %3, 0, !dbg !55
  br i1 %4, label %5, label %6, !dbg !56

5:                                                ; preds = %0
  store i32 1, i32* %1, align 4, !dbg !57
  br label %16, !dbg !57

6:                                                ; preds = %0
  %7 = call i32 @thrd_create(i64* noundef %2, i32 (i8*)* noundef @add, i8* noundef inttoptr (i64 1 to i8*)), !dbg !58
  %8 = call i32 @add(i8* noundef inttoptr (i64 10 to i8*)), !dbg !59
  %9 = load i64, i64* %2, align 8, !dbg !60
  %10 = call i32 @thrd_join(i64 noundef %9, i32* noundef null), !dbg !61
  %11 = load i32, i32* @counter, align 4, !dbg !62
  %12 = icmp eq i32 %11, 22, !dbg !62
  br i1 %12, label %13, label %14, !dbg !65

13:                                               ; preds = %6
  br label %15, !dbg !65

14:                                               ; preds = %6
  call void @__assert_fail(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #4, !dbg !62
  unreachable, !dbg !62

15:                                               ; preds = %13
  call void @mtx_destroy(%union.mtx_t* noundef @lock), !dbg !66
  store i32 0, i32* %1, align 4, !dbg !67
  br label %16, !dbg !67

16:                                               ; preds = %15, %5
  %17 = load i32, i32* %1, align 4, !dbg !68
  ret i32 %17, !dbg !68
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @mtx_init(%union.mtx_t* noundef, i32 noundef) #2

declare i32 @thrd_create(i64* noundef, i32 (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i8* noundef %0) #0 !dbg !69 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !72, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.declare(metadata i32* %3, metadata !74, metadata !DIExpression()), !dbg !76
  store i32 0, i32* %3, align 4, !dbg !76
  br label %4, !dbg !77

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4, !dbg !78
  %6 = icmp slt i32 %5, 2, !dbg !80
  br i1 %6, label %7, label %18, !dbg !81

7:                                                ; preds = %4
  %8 = call i32 @mtx_lock(%union.mtx_t* noundef @lock), !dbg !82
  %9 = load i8*, i8** %2, align 8, !dbg !84
  %10 = ptrtoint i8* %9 to i64, !dbg !85
  %11 = trunc i64 %10 to i32, !dbg !86
  %12 = load i32, i32* @counter, align 4, !dbg !87
  %13 = add nsw i32 %12, %11, !dbg !87
  store i32 %13, i32* @counter, align 4, !dbg !87
  %14 = call i32 @mtx_unlock(%union.mtx_t* noundef @lock), !dbg !88
  br label %15, !dbg !89

15:                                               ; preds = %7
  %16 = load i32, i32* %3, align 4, !dbg !90
  %17 = add nsw i32 %16, 1, !dbg !90
  store i32 %17, i32* %3, align 4, !dbg !90
  br label %4, !dbg !91, !llvm.loop !92

18:                                               ; preds = %4
  ret i32 0, !dbg !95
}

declare i32 @thrd_join(i64 noundef, i32* noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #3

declare void @mtx_destroy(%union.mtx_t* noundef) #2

declare i32 @mtx_lock(%union.mtx_t* noundef) #2

declare i32 @mtx_unlock(%union.mtx_t* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !26, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !19, globals: !23, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c11_mtx_counter.c", directory: "/work/main/tests/bugs/sync/correct", checksumkind: CSK_MD5, checksum: "873bf498d50e94e40e6bce92d6ffa388")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 52, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/threads.h", directory: "", checksumkind: CSK_MD5, checksum: "6974d482e09577a4fa59cb79dc9d72e5")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "mtx_plain", value: 0)
!10 = !DIEnumerator(name: "mtx_recursive", value: 1)
!11 = !DIEnumerator(name: "mtx_timed", value: 2)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 42, baseType: !7, size: 32, elements: !13)
!13 = !{!14, !15, !16, !17, !18}
!14 = !DIEnumerator(name: "thrd_success", value: 0)
!15 = !DIEnumerator(name: "thrd_busy", value: 1)
!16 = !DIEnumerator(name: "thrd_error", value: 2)
!17 = !DIEnumerator(name: "thrd_nomem", value: 3)
!18 = !DIEnumerator(name: "thrd_timedout", value: 4)
!19 = !{!20, !21, !22}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !{!0, !24}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "mtx_t", file: !6, line: 66, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 62, size: 320, elements: !28)
!28 = !{!29, !34}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !6, line: 64, baseType: !30, size: 320)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 320, elements: !32)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !{!33}
!33 = !DISubrange(count: 40)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !6, line: 65, baseType: !22, size: 64)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 1}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 14.0.6"}
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !44, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!21}
!46 = !{}
!47 = !DILocalVariable(name: "t", scope: !43, file: !3, line: 21, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_t", file: !6, line: 38, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__thrd_t", file: !50, line: 106, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 21, column: 12, scope: !43)
!53 = !DILocation(line: 22, column: 9, scope: !54)
!54 = distinct !DILexicalBlock(scope: !43, file: !3, line: 22, column: 9)
!55 = !DILocation(line: 22, column: 36, scope: !54)
!56 = !DILocation(line: 22, column: 9, scope: !43)
!57 = !DILocation(line: 23, column: 9, scope: !54)
!58 = !DILocation(line: 24, column: 5, scope: !43)
!59 = !DILocation(line: 25, column: 5, scope: !43)
!60 = !DILocation(line: 26, column: 15, scope: !43)
!61 = !DILocation(line: 26, column: 5, scope: !43)
!62 = !DILocation(line: 27, column: 5, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 27, column: 5)
!64 = distinct !DILexicalBlock(scope: !43, file: !3, line: 27, column: 5)
!65 = !DILocation(line: 27, column: 5, scope: !64)
!66 = !DILocation(line: 28, column: 5, scope: !43)
!67 = !DILocation(line: 29, column: 5, scope: !43)
!68 = !DILocation(line: 30, column: 1, scope: !43)
!69 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 11, type: !70, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!70 = !DISubroutineType(types: !71)
!71 = !{!21, !20}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !3, line: 11, type: !20)
!73 = !DILocation(line: 11, column: 22, scope: !69)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 12, type: !21)
!75 = distinct !DILexicalBlock(scope: !69, file: !3, line: 12, column: 5)
!76 = !DILocation(line: 12, column: 14, scope: !75)
!77 = !DILocation(line: 12, column: 10, scope: !75)
!78 = !DILocation(line: 12, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 12, column: 5)
!80 = !DILocation(line: 12, column: 23, scope: !79)
!81 = !DILocation(line: 12, column: 5, scope: !75)
!82 = !DILocation(line: 13, column: 9, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 12, column: 33)
!84 = !DILocation(line: 14, column: 31, scope: !83)
!85 = !DILocation(line: 14, column: 25, scope: !83)
!86 = !DILocation(line: 14, column: 20, scope: !83)
!87 = !DILocation(line: 14, column: 17, scope: !83)
!88 = !DILocation(line: 15, column: 9, scope: !83)
!89 = !DILocation(line: 16, column: 5, scope: !83)
!90 = !DILocation(line: 12, column: 29, scope: !79)
!91 = !DILocation(line: 12, column: 5, scope: !79)
!92 = distinct !{!92, !81, !93, !94}
!93 = !DILocation(line: 16, column: 5, scope: !75)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 17, column: 5, scope: !69)
