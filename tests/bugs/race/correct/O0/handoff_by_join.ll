; ModuleID = 'race/correct/handoff_by_join.c'
source_filename = "race/correct/handoff_by_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.job = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [16 x i8] c"j->output == 36\00", align 1
@.str.1 = private unnamed_addr constant [31 x i8] c"race/correct/handoff_by_join.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @square(i8* noundef %0) #0 !dbg !12 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.job*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !16, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata %struct.job** %3, metadata !18, metadata !DIExpression()), !dbg !25
  %4 = load i8*, i8** %2, align 8, !dbg !26
  %5 = bitcast i8* %4 to %struct.job*, !dbg !26
  store %struct.job* %5, %struct.job** %3, align 8, !dbg !25
  %6 = load %struct.job*, %struct.job** %3, align 8, !dbg !27
  %7 = getelementptr inbounds %struct.job, %struct.job* %6, i32 0, i32 0, !dbg !28
  %8 = load i32, i32* %7, align 4, !dbg !28
  %9 = load %struct.job*, %struct.job** %3, align 8, !dbg !29
  %10 = getelementptr inbounds %struct.job, %struct.job* %9, i32 0, i32 0, !dbg !30
  %11 = load i32, i32* %10, align 4, !dbg !30
  %12 = mul nsw i32 %8, %11, !dbg !31
  %13 = load %struct.job*, %struct.job** %3, align 8, !dbg !32
  %14 = getelementptr inbounds %struct.job, %struct.job* %13, i32 0, i32 1, !dbg !33
  store i32 %12, i32* %14, align 4, !dbg !34
  ret i8* null, !dbg !35
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.job*, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.job** %2, metadata !39, metadata !DIExpression()), !dbg !40
  %4 = call noalias i8* @malloc(i64 noundef 8) #5, !dbg !41
  %5 = bitcast i8* %4 to %struct.job*, !dbg !41
  store %struct.job* %5, %struct.job** %2, align 8, !dbg !40
  %6 = load %struct.job*, %struct.job** %2, align 8, !dbg !42
  %7 = getelementptr inbounds %struct.job, %struct.job* %6, i32 0, i32 0, !dbg !43
  store i32 6, i32* %7, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i64* %3, metadata !45, metadata !DIExpression()), !dbg !49
  %8 = load %struct.job*, %struct.job** %2, align 8, !dbg !50
  %9 = bitcast %struct.job* %8 to i8*, !dbg !50
  %10 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @square, i8* noundef %9) #5, !dbg !51
  %11 = load i64, i64* %3, align 8, !dbg !52
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null), !dbg !53
  %13 = load %struct.job*, %struct.job** %2, align 8, !dbg !54
  %14 = getelementptr inbounds %struct.job, %struct.job* %13, i32 0, i32 1, !dbg !54
  %15 = load i32, i32* %14, align 4, !dbg !54
  %16 = icmp eq i32 %15, 36, !dbg !54
  br i1 %16, label %17, label %18, !dbg !57

17:                                               ; preds = %0
  br label %19, !dbg !57

18:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.1, i64 0, i64 0), i32 noundef 25, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #6, !dbg !54
  unreachable, !dbg !54

19:                                               ; preds = %17
  %20 = load %struct.job*, %struct.job** %2, align 8, !dbg !58
  %21 = bitcast %struct.job* %20 to i8*, !dbg !58
  call void @free(i8* noundef %21) #5, !dbg !59
  ret i32 0, !dbg !60
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "race/correct/handoff_by_join.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "40065f25e9ffa5d07049e2f49c8e16e7")
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
!12 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "arg", arg: 1, scope: !12, file: !1, line: 13, type: !3)
!17 = !DILocation(line: 13, column: 20, scope: !12)
!18 = !DILocalVariable(name: "j", scope: !12, file: !1, line: 14, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !1, line: 8, size: 64, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "input", scope: !20, file: !1, line: 9, baseType: !23, size: 32)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "output", scope: !20, file: !1, line: 10, baseType: !23, size: 32, offset: 32)
!25 = !DILocation(line: 14, column: 17, scope: !12)
!26 = !DILocation(line: 14, column: 21, scope: !12)
!27 = !DILocation(line: 15, column: 17, scope: !12)
!28 = !DILocation(line: 15, column: 20, scope: !12)
!29 = !DILocation(line: 15, column: 28, scope: !12)
!30 = !DILocation(line: 15, column: 31, scope: !12)
!31 = !DILocation(line: 15, column: 26, scope: !12)
!32 = !DILocation(line: 15, column: 5, scope: !12)
!33 = !DILocation(line: 15, column: 8, scope: !12)
!34 = !DILocation(line: 15, column: 15, scope: !12)
!35 = !DILocation(line: 16, column: 5, scope: !12)
!36 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !37, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!37 = !DISubroutineType(types: !38)
!38 = !{!23}
!39 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 20, type: !19)
!40 = !DILocation(line: 20, column: 17, scope: !36)
!41 = !DILocation(line: 20, column: 21, scope: !36)
!42 = !DILocation(line: 21, column: 5, scope: !36)
!43 = !DILocation(line: 21, column: 8, scope: !36)
!44 = !DILocation(line: 21, column: 14, scope: !36)
!45 = !DILocalVariable(name: "t", scope: !36, file: !1, line: 22, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !47, line: 27, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 22, column: 15, scope: !36)
!50 = !DILocation(line: 23, column: 38, scope: !36)
!51 = !DILocation(line: 23, column: 5, scope: !36)
!52 = !DILocation(line: 24, column: 18, scope: !36)
!53 = !DILocation(line: 24, column: 5, scope: !36)
!54 = !DILocation(line: 25, column: 5, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 25, column: 5)
!56 = distinct !DILexicalBlock(scope: !36, file: !1, line: 25, column: 5)
!57 = !DILocation(line: 25, column: 5, scope: !56)
!58 = !DILocation(line: 26, column: 10, scope: !36)
!59 = !DILocation(line: 26, column: 5, scope: !36)
!60 = !DILocation(line: 27, column: 5, scope: !36)
