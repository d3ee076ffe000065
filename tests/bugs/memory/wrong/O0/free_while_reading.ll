; ModuleID = 'free_while_reading.c'
source_filename = "free_while_reading.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@cell = internal global i32* null, align 8, !dbg !0
@ready = internal global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !23 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !27, metadata !DIExpression()), !dbg !31
  %4 = call noalias i8* @malloc(i64 noundef 4) #4, !dbg !32
  %5 = bitcast i8* %4 to i32*, !dbg !32
  store i32* %5, i32** @cell, align 8, !dbg !33
  %6 = load i32*, i32** @cell, align 8, !dbg !34
  store i32 7, i32* %6, align 4, !dbg !35
  %7 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef null) #4, !dbg !36
  store i32 1, i32* %3, align 4, !dbg !37
  %8 = load i32, i32* %3, align 4, !dbg !37
  store atomic i32 %8, i32* @ready seq_cst, align 4, !dbg !37
  %9 = load i32*, i32** @cell, align 8, !dbg !38
  %10 = bitcast i32* %9 to i8*, !dbg !38
  call void @free(i8* noundef %10) #4, !dbg !39
  %11 = load i64, i64* %2, align 8, !dbg !40
  %12 = call i32 @pthread_join(i64 noundef %11, i8** noundef null), !dbg !41
  ret i32 0, !dbg !42
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @reader(i8* noundef %0) #0 !dbg !43 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !46, metadata !DIExpression()), !dbg !47
  br label %4, !dbg !48

4:                                                ; preds = %9, %1
  %5 = load atomic i32, i32* @ready seq_cst, align 4, !dbg !49
  store i32 %5, i32* %3, align 4, !dbg !49
  %6 = load i32, i32* %3, align 4, !dbg !49
  %7 = icmp ne i32 %6, 0, !dbg !50
  %8 = xor i1 %7, true, !dbg !50
  br i1 %8, label %9, label %10, !dbg !48

9:                                                ; preds = %4
  br label %4, !dbg !48, !llvm.loop !51

10:                                               ; preds = %4
  %11 = load i32*, i32** @cell, align 8, !dbg !54
  %12 = load i32, i32* %11, align 4, !dbg !55
  %13 = sext i32 %12 to i64, !dbg !56
  %14 = inttoptr i64 %13 to i8*, !dbg !57
  ret i8* %14, !dbg !58
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cell", scope: !2, file: !3, line: 8, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "free_while_reading.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "f8c0f3652343220ee9fc0dd1de7f3692")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !10, isLocal: true, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !11, line: 92, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!12 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !24, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!13}
!26 = !{}
!27 = !DILocalVariable(name: "t", scope: !23, file: !3, line: 18, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !29, line: 27, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!30 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 18, column: 15, scope: !23)
!32 = !DILocation(line: 19, column: 12, scope: !23)
!33 = !DILocation(line: 19, column: 10, scope: !23)
!34 = !DILocation(line: 20, column: 6, scope: !23)
!35 = !DILocation(line: 20, column: 11, scope: !23)
!36 = !DILocation(line: 21, column: 5, scope: !23)
!37 = !DILocation(line: 22, column: 5, scope: !23)
!38 = !DILocation(line: 23, column: 10, scope: !23)
!39 = !DILocation(line: 23, column: 5, scope: !23)
!40 = !DILocation(line: 24, column: 18, scope: !23)
!41 = !DILocation(line: 24, column: 5, scope: !23)
!42 = !DILocation(line: 25, column: 5, scope: !23)
!43 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 11, type: !44, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!44 = !DISubroutineType(types: !45)
!45 = !{!5, !5}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 11, type: !5)
!47 = !DILocation(line: 11, column: 27, scope: !43)
!48 = !DILocation(line: 12, column: 5, scope: !43)
!49 = !DILocation(line: 12, column: 13, scope: !43)
!50 = !DILocation(line: 12, column: 12, scope: !43)
!51 = distinct !{!51, !48, !52, !53}
!52 = !DILocation(line: 13, column: 9, scope: !43)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 14, column: 27, scope: !43)
!55 = !DILocation(line: 14, column: 26, scope: !43)
!56 = !DILocation(line: 14, column: 20, scope: !43)
!57 = !DILocation(line: 14, column: 12, scope: !43)
!58 = !DILocation(line: 14, column: 5, scope: !43)
