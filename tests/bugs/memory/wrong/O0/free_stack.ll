; ModuleID = 'free_stack.c'
source_filename = "free_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%c\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [16 x i8], align 16
  %7 = alloca i64, align 8
  %8 = alloca i8*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  %9 = load i8**, i8*** %5, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata [16 x i8]* %6, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i64* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %10 = load i32, i32* %4, align 4, !dbg !34
  %11 = sext i32 %10 to i64, !dbg !35
  %12 = mul i64 %11, 8, !dbg !36
  store i64 %12, i64* %7, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i8** %8, metadata !37, metadata !DIExpression()), !dbg !38
  %13 = load i64, i64* %7, align 8, !dbg !39
  %14 = icmp ule i64 %13, 16, !dbg !40
  br i1 %14, label %15, label %17, !dbg !39

15:                                               ; preds = %2
  %16 = getelementptr inbounds [16 x i8], [16 x i8]* %6, i64 0, i64 0, !dbg !41
  br label %20, !dbg !39

17:                                               ; preds = %2
  %18 = load i64, i64* %7, align 8, !dbg !42
  %19 = call noalias i8* @malloc(i64 noundef %18) #5, !dbg !43
  br label %20, !dbg !39

20:                                               ; preds = %17, %15
  %21 = phi i8* [ %16, %15 ], [ %19, %17 ], !dbg !39
  store i8* %21, i8** %8, align 8, !dbg !38
  %22 = load i8*, i8** %8, align 8, !dbg !44
  %23 = load i64, i64* %7, align 8, !dbg !45
  call void @llvm.memset.p0i8.i64(i8* align 1 %22, i8 120, i64 %23, i1 false), !dbg !46
  %24 = load i8*, i8** %8, align 8, !dbg !47
  %25 = getelementptr inbounds i8, i8* %24, i64 0, !dbg !47
  %26 = load i8, i8* %25, align 1, !dbg !47
  %27 = sext i8 %26 to i32, !dbg !47
  %28 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %27), !dbg !48
  %29 = load i8*, i8** %8, align 8, !dbg !49
  call void @release(i8* noundef %29), !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @release(i8* noundef %0) #0 !dbg !52 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !55, metadata !DIExpression()), !dbg !56
  %3 = load i8*, i8** %2, align 8, !dbg !57
  call void @free(i8* noundef %3) #5, !dbg !58
  ret void, !dbg !59
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "free_stack.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "cbb18ec429e2c507de6b087c89745fb3")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !15, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 12, type: !17)
!23 = !DILocation(line: 12, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 12, type: !18)
!25 = !DILocation(line: 12, column: 27, scope: !14)
!26 = !DILocation(line: 13, column: 11, scope: !14)
!27 = !DILocalVariable(name: "small", scope: !14, file: !1, line: 14, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 16)
!31 = !DILocation(line: 14, column: 10, scope: !14)
!32 = !DILocalVariable(name: "need", scope: !14, file: !1, line: 15, type: !3)
!33 = !DILocation(line: 15, column: 12, scope: !14)
!34 = !DILocation(line: 15, column: 27, scope: !14)
!35 = !DILocation(line: 15, column: 19, scope: !14)
!36 = !DILocation(line: 15, column: 32, scope: !14)
!37 = !DILocalVariable(name: "buf", scope: !14, file: !1, line: 16, type: !19)
!38 = !DILocation(line: 16, column: 11, scope: !14)
!39 = !DILocation(line: 16, column: 17, scope: !14)
!40 = !DILocation(line: 16, column: 22, scope: !14)
!41 = !DILocation(line: 16, column: 40, scope: !14)
!42 = !DILocation(line: 16, column: 55, scope: !14)
!43 = !DILocation(line: 16, column: 48, scope: !14)
!44 = !DILocation(line: 17, column: 12, scope: !14)
!45 = !DILocation(line: 17, column: 22, scope: !14)
!46 = !DILocation(line: 17, column: 5, scope: !14)
!47 = !DILocation(line: 18, column: 20, scope: !14)
!48 = !DILocation(line: 18, column: 5, scope: !14)
!49 = !DILocation(line: 19, column: 13, scope: !14)
!50 = !DILocation(line: 19, column: 5, scope: !14)
!51 = !DILocation(line: 20, column: 5, scope: !14)
!52 = distinct !DISubprogram(name: "release", scope: !1, file: !1, line: 10, type: !53, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!53 = !DISubroutineType(types: !54)
!54 = !{null, !19}
!55 = !DILocalVariable(name: "p", arg: 1, scope: !52, file: !1, line: 10, type: !19)
!56 = !DILocation(line: 10, column: 27, scope: !52)
!57 = !DILocation(line: 10, column: 37, scope: !52)
!58 = !DILocation(line: 10, column: 32, scope: !52)
!59 = !DILocation(line: 10, column: 41, scope: !52)
