; ModuleID = 'stack_buffer_thread.c'
source_filename = "stack_buffer_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [13 x i8] c"total() == 6\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"stack_buffer_thread.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !12 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 @total(), !dbg !17
  %3 = icmp eq i32 %2, 6, !dbg !17
  br i1 %3, label %4, label %5, !dbg !20

4:                                                ; preds = %0
  br label %6, !dbg !20

5:                                                ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef 22, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !17
  unreachable, !dbg !17

6:                                                ; preds = %4
  ret i32 0, !dbg !21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @total() #0 !dbg !22 {
  %1 = alloca [3 x i32], align 4
  %2 = alloca i64, align 8
  call void @llvm.dbg.declare(metadata [3 x i32]* %1, metadata !23, metadata !DIExpression()), !dbg !27
  %3 = bitcast [3 x i32]* %1 to i8*, !dbg !27
  call void @llvm.memset.p0i8.i64(i8* align 4 %3, i8 0, i64 12, i1 false), !dbg !27
  call void @llvm.dbg.declare(metadata i64* %2, metadata !28, metadata !DIExpression()), !dbg !32
  %4 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 0, !dbg !33
  %5 = bitcast i32* %4 to i8*, !dbg !33
  %6 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @fill, i8* noundef %5) #7, !dbg !34
  %7 = load i64, i64* %2, align 8, !dbg !35
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null), !dbg !36
  %9 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 0, !dbg !37
  %10 = load i32, i32* %9, align 4, !dbg !37
  %11 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 1, !dbg !38
  %12 = load i32, i32* %11, align 4, !dbg !38
  %13 = add nsw i32 %10, %12, !dbg !39
  %14 = getelementptr inbounds [3 x i32], [3 x i32]* %1, i64 0, i64 2, !dbg !40
  %15 = load i32, i32* %14, align 4, !dbg !40
  %16 = add nsw i32 %13, %15, !dbg !41
  ret i32 %16, !dbg !42
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @fill(i8* noundef %0) #0 !dbg !43 {
  %2 = alloca i8*, align 8
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32** %3, metadata !48, metadata !DIExpression()), !dbg !50
  %5 = load i8*, i8** %2, align 8, !dbg !51
  %6 = bitcast i8* %5 to i32*, !dbg !51
  store i32* %6, i32** %3, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %4, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %4, align 4, !dbg !54
  br label %7, !dbg !55

7:                                                ; preds = %17, %1
  %8 = load i32, i32* %4, align 4, !dbg !56
  %9 = icmp slt i32 %8, 3, !dbg !58
  br i1 %9, label %10, label %20, !dbg !59

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4, !dbg !60
  %12 = add nsw i32 %11, 1, !dbg !61
  %13 = load i32*, i32** %3, align 8, !dbg !62
  %14 = load i32, i32* %4, align 4, !dbg !63
  %15 = sext i32 %14 to i64, !dbg !62
  %16 = getelementptr inbounds i32, i32* %13, i64 %15, !dbg !62
  store i32 %12, i32* %16, align 4, !dbg !64
  br label %17, !dbg !62

17:                                               ; preds = %10
  %18 = load i32, i32* %4, align 4, !dbg !65
  %19 = add nsw i32 %18, 1, !dbg !65
  store i32 %19, i32* %4, align 4, !dbg !65
  br label %7, !dbg !66, !llvm.loop !67

20:                                               ; preds = %7
  ret i8* null, !dbg !70
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_buffer_thread.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "ae3324261f5d15c156fb737becb93bc8")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 21, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocation(line: 22, column: 5, scope: !18)
!18 = distinct !DILexicalBlock(scope: !19, file: !1, line: 22, column: 5)
!19 = distinct !DILexicalBlock(scope: !12, file: !1, line: 22, column: 5)
!20 = !DILocation(line: 22, column: 5, scope: !19)
!21 = !DILocation(line: 23, column: 5, scope: !12)
!22 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!23 = !DILocalVariable(name: "buf", scope: !22, file: !1, line: 14, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DILocation(line: 14, column: 9, scope: !22)
!28 = !DILocalVariable(name: "t", scope: !22, file: !1, line: 15, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !30, line: 27, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 15, column: 15, scope: !22)
!33 = !DILocation(line: 16, column: 36, scope: !22)
!34 = !DILocation(line: 16, column: 5, scope: !22)
!35 = !DILocation(line: 17, column: 18, scope: !22)
!36 = !DILocation(line: 17, column: 5, scope: !22)
!37 = !DILocation(line: 18, column: 12, scope: !22)
!38 = !DILocation(line: 18, column: 21, scope: !22)
!39 = !DILocation(line: 18, column: 19, scope: !22)
!40 = !DILocation(line: 18, column: 30, scope: !22)
!41 = !DILocation(line: 18, column: 28, scope: !22)
!42 = !DILocation(line: 18, column: 5, scope: !22)
!43 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 6, type: !44, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!44 = !DISubroutineType(types: !45)
!45 = !{!3, !3}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !1, line: 6, type: !3)
!47 = !DILocation(line: 6, column: 25, scope: !43)
!48 = !DILocalVariable(name: "buf", scope: !43, file: !1, line: 7, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!50 = !DILocation(line: 7, column: 10, scope: !43)
!51 = !DILocation(line: 7, column: 16, scope: !43)
!52 = !DILocalVariable(name: "i", scope: !53, file: !1, line: 8, type: !15)
!53 = distinct !DILexicalBlock(scope: !43, file: !1, line: 8, column: 5)
!54 = !DILocation(line: 8, column: 14, scope: !53)
!55 = !DILocation(line: 8, column: 10, scope: !53)
!56 = !DILocation(line: 8, column: 21, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 8, column: 5)
!58 = !DILocation(line: 8, column: 23, scope: !57)
!59 = !DILocation(line: 8, column: 5, scope: !53)
!60 = !DILocation(line: 9, column: 18, scope: !57)
!61 = !DILocation(line: 9, column: 20, scope: !57)
!62 = !DILocation(line: 9, column: 9, scope: !57)
!63 = !DILocation(line: 9, column: 13, scope: !57)
!64 = !DILocation(line: 9, column: 16, scope: !57)
!65 = !DILocation(line: 8, column: 29, scope: !57)
!66 = !DILocation(line: 8, column: 5, scope: !57)
!67 = distinct !{!67, !59, !68, !69}
!68 = !DILocation(line: 9, column: 22, scope: !53)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 10, column: 5, scope: !43)
