; ModuleID = 'hang/wrong/busy_loop.c'
source_filename = "hang/wrong/busy_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@stop = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @poller(i8* noundef %0) #0 !dbg !19 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %3, metadata !25, metadata !DIExpression()), !dbg !26
  %5 = load atomic i32, i32* @stop seq_cst, align 4, !dbg !27
  store i32 %5, i32* %4, align 4, !dbg !27
  %6 = load i32, i32* %4, align 4, !dbg !27
  store i32 %6, i32* %3, align 4, !dbg !26
  br label %7, !dbg !28

7:                                                ; preds = %11, %1
  %8 = load i32, i32* %3, align 4, !dbg !29
  %9 = icmp ne i32 %8, 0, !dbg !30
  %10 = xor i1 %9, true, !dbg !30
  br i1 %10, label %11, label %12, !dbg !28

11:                                               ; preds = %7
  br label %7, !dbg !28, !llvm.loop !31

12:                                               ; preds = %7
  ret i8* null, !dbg !34
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !35 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !38, metadata !DIExpression()), !dbg !42
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @poller, i8* noundef null) #4, !dbg !43
  store i32 1, i32* %3, align 4, !dbg !44
  %5 = load i32, i32* %3, align 4, !dbg !44
  store atomic i32 %5, i32* @stop seq_cst, align 4, !dbg !44
  %6 = load i64, i64* %2, align 8, !dbg !45
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "stop", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "hang/wrong/busy_loop.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "4758f4ab856e31e60e8a29b608be2125")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !8, line: 92, baseType: !9)
!8 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!9 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "poller", scope: !3, file: !3, line: 9, type: !20, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!5, !5}
!22 = !{}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 9, type: !5)
!24 = !DILocation(line: 9, column: 20, scope: !19)
!25 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 10, type: !10)
!26 = !DILocation(line: 10, column: 9, scope: !19)
!27 = !DILocation(line: 10, column: 13, scope: !19)
!28 = !DILocation(line: 11, column: 5, scope: !19)
!29 = !DILocation(line: 11, column: 13, scope: !19)
!30 = !DILocation(line: 11, column: 12, scope: !19)
!31 = distinct !{!31, !28, !32, !33}
!32 = !DILocation(line: 12, column: 9, scope: !19)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !DILocation(line: 13, column: 5, scope: !19)
!35 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !36, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!36 = !DISubroutineType(types: !37)
!37 = !{!10}
!38 = !DILocalVariable(name: "t", scope: !35, file: !3, line: 17, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DILocation(line: 17, column: 15, scope: !35)
!43 = !DILocation(line: 18, column: 5, scope: !35)
!44 = !DILocation(line: 19, column: 5, scope: !35)
!45 = !DILocation(line: 20, column: 18, scope: !35)
!46 = !DILocation(line: 20, column: 5, scope: !35)
!47 = !DILocation(line: 21, column: 5, scope: !35)
