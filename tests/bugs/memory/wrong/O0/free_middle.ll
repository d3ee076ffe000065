; ModuleID = 'free_middle.c'
source_filename = "free_middle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"  hello\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i8** %2, metadata !15, metadata !DIExpression()), !dbg !18
  %4 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !19
  store i8* %4, i8** %2, align 8, !dbg !18
  %5 = load i8*, i8** %2, align 8, !dbg !20
  %6 = call i8* @strcpy(i8* noundef %5, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)) #4, !dbg !21
  call void @llvm.dbg.declare(metadata i8** %3, metadata !22, metadata !DIExpression()), !dbg !23
  %7 = load i8*, i8** %2, align 8, !dbg !24
  store i8* %7, i8** %3, align 8, !dbg !23
  br label %8, !dbg !25

8:                                                ; preds = %13, %0
  %9 = load i8*, i8** %3, align 8, !dbg !26
  %10 = load i8, i8* %9, align 1, !dbg !27
  %11 = sext i8 %10 to i32, !dbg !27
  %12 = icmp eq i32 %11, 32, !dbg !28
  br i1 %12, label %13, label %16, !dbg !25

13:                                               ; preds = %8
  %14 = load i8*, i8** %3, align 8, !dbg !29
  %15 = getelementptr inbounds i8, i8* %14, i32 1, !dbg !29
  store i8* %15, i8** %3, align 8, !dbg !29
  br label %8, !dbg !25, !llvm.loop !30

16:                                               ; preds = %8
  %17 = load i8*, i8** %3, align 8, !dbg !32
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i64 0, i64 0), i8* noundef %17), !dbg !33
  %19 = load i8*, i8** %3, align 8, !dbg !34
  call void @free(i8* noundef %19) #4, !dbg !35
  ret i32 0, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "free_middle.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "fe1934d573f3ba0e700d29f5edaa12d0")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "line", scope: !10, file: !1, line: 10, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !DILocation(line: 10, column: 11, scope: !10)
!19 = !DILocation(line: 10, column: 18, scope: !10)
!20 = !DILocation(line: 11, column: 12, scope: !10)
!21 = !DILocation(line: 11, column: 5, scope: !10)
!22 = !DILocalVariable(name: "word", scope: !10, file: !1, line: 12, type: !16)
!23 = !DILocation(line: 12, column: 11, scope: !10)
!24 = !DILocation(line: 12, column: 18, scope: !10)
!25 = !DILocation(line: 13, column: 5, scope: !10)
!26 = !DILocation(line: 13, column: 13, scope: !10)
!27 = !DILocation(line: 13, column: 12, scope: !10)
!28 = !DILocation(line: 13, column: 18, scope: !10)
!29 = !DILocation(line: 14, column: 13, scope: !10)
!30 = distinct !{!30, !25, !29, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 15, column: 22, scope: !10)
!33 = !DILocation(line: 15, column: 5, scope: !10)
!34 = !DILocation(line: 16, column: 10, scope: !10)
!35 = !DILocation(line: 16, column: 5, scope: !10)
!36 = !DILocation(line: 17, column: 5, scope: !10)
