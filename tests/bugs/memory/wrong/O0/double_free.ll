; ModuleID = 'double_free.c'
source_filename = "double_free.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"#comment\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"parse error\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !21, metadata !DIExpression()), !dbg !22
  %8 = load i8**, i8*** %5, align 8, !dbg !23
  call void @llvm.dbg.declare(metadata i8** %6, metadata !24, metadata !DIExpression()), !dbg !25
  %9 = call noalias i8* @malloc(i64 noundef 16) #5, !dbg !26
  store i8* %9, i8** %6, align 8, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression()), !dbg !28
  %10 = load i8*, i8** %6, align 8, !dbg !29
  %11 = load i32, i32* %4, align 4, !dbg !30
  %12 = icmp sgt i32 %11, 5, !dbg !31
  %13 = zext i1 %12 to i64, !dbg !30
  %14 = select i1 %12, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), !dbg !30
  %15 = call i32 @parse(i8* noundef %10, i8* noundef %14), !dbg !32
  store i32 %15, i32* %7, align 4, !dbg !28
  %16 = load i32, i32* %7, align 4, !dbg !33
  %17 = icmp slt i32 %16, 0, !dbg !35
  br i1 %17, label %18, label %21, !dbg !36

18:                                               ; preds = %2
  %19 = call i32 @puts(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0)), !dbg !37
  %20 = load i8*, i8** %6, align 8, !dbg !39
  call void @free(i8* noundef %20) #5, !dbg !40
  br label %21, !dbg !41

21:                                               ; preds = %18, %2
  %22 = load i8*, i8** %6, align 8, !dbg !42
  call void @free(i8* noundef %22) #5, !dbg !43
  ret i32 0, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse(i8* noundef %0, i8* noundef %1) #0 !dbg !45 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !50, metadata !DIExpression()), !dbg !51
  store i8* %1, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !52, metadata !DIExpression()), !dbg !53
  %5 = load i8*, i8** %3, align 8, !dbg !54
  %6 = load i8*, i8** %4, align 8, !dbg !55
  %7 = call i8* @strcpy(i8* noundef %5, i8* noundef %6) #5, !dbg !56
  %8 = load i8*, i8** %3, align 8, !dbg !57
  %9 = getelementptr inbounds i8, i8* %8, i64 0, !dbg !57
  %10 = load i8, i8* %9, align 1, !dbg !57
  %11 = sext i8 %10 to i32, !dbg !57
  %12 = icmp eq i32 %11, 35, !dbg !58
  br i1 %12, label %13, label %14, !dbg !57

13:                                               ; preds = %2
  br label %18, !dbg !57

14:                                               ; preds = %2
  %15 = load i8*, i8** %3, align 8, !dbg !59
  %16 = call i64 @strlen(i8* noundef %15) #6, !dbg !60
  %17 = trunc i64 %16 to i32, !dbg !61
  br label %18, !dbg !57

18:                                               ; preds = %14, %13
  %19 = phi i32 [ -1, %13 ], [ %17, %14 ], !dbg !57
  ret i32 %19, !dbg !62
}

declare i32 @puts(i8* noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "double_free.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "e6b46f69749580ad9a6be19634e44e4c")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 13, type: !3)
!20 = !DILocation(line: 13, column: 14, scope: !12)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 13, type: !15)
!22 = !DILocation(line: 13, column: 27, scope: !12)
!23 = !DILocation(line: 14, column: 11, scope: !12)
!24 = !DILocalVariable(name: "buf", scope: !12, file: !1, line: 15, type: !16)
!25 = !DILocation(line: 15, column: 11, scope: !12)
!26 = !DILocation(line: 15, column: 17, scope: !12)
!27 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 16, type: !3)
!28 = !DILocation(line: 16, column: 9, scope: !12)
!29 = !DILocation(line: 16, column: 19, scope: !12)
!30 = !DILocation(line: 16, column: 24, scope: !12)
!31 = !DILocation(line: 16, column: 29, scope: !12)
!32 = !DILocation(line: 16, column: 13, scope: !12)
!33 = !DILocation(line: 17, column: 9, scope: !34)
!34 = distinct !DILexicalBlock(scope: !12, file: !1, line: 17, column: 9)
!35 = !DILocation(line: 17, column: 11, scope: !34)
!36 = !DILocation(line: 17, column: 9, scope: !12)
!37 = !DILocation(line: 18, column: 9, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 17, column: 16)
!39 = !DILocation(line: 19, column: 14, scope: !38)
!40 = !DILocation(line: 19, column: 9, scope: !38)
!41 = !DILocation(line: 20, column: 5, scope: !38)
!42 = !DILocation(line: 21, column: 10, scope: !12)
!43 = !DILocation(line: 21, column: 5, scope: !12)
!44 = !DILocation(line: 22, column: 5, scope: !12)
!45 = distinct !DISubprogram(name: "parse", scope: !1, file: !1, line: 8, type: !46, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!46 = !DISubroutineType(types: !47)
!47 = !{!3, !16, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!50 = !DILocalVariable(name: "buf", arg: 1, scope: !45, file: !1, line: 8, type: !16)
!51 = !DILocation(line: 8, column: 24, scope: !45)
!52 = !DILocalVariable(name: "text", arg: 2, scope: !45, file: !1, line: 8, type: !48)
!53 = !DILocation(line: 8, column: 41, scope: !45)
!54 = !DILocation(line: 9, column: 12, scope: !45)
!55 = !DILocation(line: 9, column: 17, scope: !45)
!56 = !DILocation(line: 9, column: 5, scope: !45)
!57 = !DILocation(line: 10, column: 12, scope: !45)
!58 = !DILocation(line: 10, column: 19, scope: !45)
!59 = !DILocation(line: 10, column: 45, scope: !45)
!60 = !DILocation(line: 10, column: 38, scope: !45)
!61 = !DILocation(line: 10, column: 33, scope: !45)
!62 = !DILocation(line: 10, column: 5, scope: !45)
