; ModuleID = 'stack_overflow_copy.c'
source_filename = "stack_overflow_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"Bartholomew\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"hello %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @greet(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0)), !dbg !15
  ret i32 0, !dbg !16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @greet(i8* noundef %0) #0 !dbg !17 {
  %2 = alloca i8*, align 8
  %3 = alloca [8 x i8], align 1
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata [8 x i8]* %3, metadata !25, metadata !DIExpression()), !dbg !29
  %4 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 0, !dbg !30
  %5 = load i8*, i8** %2, align 8, !dbg !31
  %6 = call i8* @strcpy(i8* noundef %4, i8* noundef %5) #4, !dbg !32
  %7 = getelementptr inbounds [8 x i8], [8 x i8]* %3, i64 0, i64 0, !dbg !33
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i8* noundef %7), !dbg !34
  ret void, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i8* @strcpy(i8* noundef, i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_overflow_copy.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "624a08e3dcf44dadcf2904b80b6196ff")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocation(line: 14, column: 5, scope: !10)
!16 = !DILocation(line: 15, column: 5, scope: !10)
!17 = distinct !DISubprogram(name: "greet", scope: !1, file: !1, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !14)
!18 = !DISubroutineType(types: !19)
!19 = !{null, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !DILocalVariable(name: "who", arg: 1, scope: !17, file: !1, line: 7, type: !20)
!24 = !DILocation(line: 7, column: 31, scope: !17)
!25 = !DILocalVariable(name: "name", scope: !17, file: !1, line: 8, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DILocation(line: 8, column: 10, scope: !17)
!30 = !DILocation(line: 9, column: 12, scope: !17)
!31 = !DILocation(line: 9, column: 18, scope: !17)
!32 = !DILocation(line: 9, column: 5, scope: !17)
!33 = !DILocation(line: 10, column: 26, scope: !17)
!34 = !DILocation(line: 10, column: 5, scope: !17)
!35 = !DILocation(line: 11, column: 1, scope: !17)
