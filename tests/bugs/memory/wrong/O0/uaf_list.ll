; ModuleID = 'uaf_list.c'
source_filename = "uaf_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [8 x i8] c"sum=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !12 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.node*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.node** %2, metadata !17, metadata !DIExpression()), !dbg !23
  store %struct.node* null, %struct.node** %2, align 8, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %3, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %3, align 4, !dbg !26
  br label %6, !dbg !27

6:                                                ; preds = %13, %0
  %7 = load i32, i32* %3, align 4, !dbg !28
  %8 = icmp slt i32 %7, 3, !dbg !30
  br i1 %8, label %9, label %16, !dbg !31

9:                                                ; preds = %6
  %10 = load %struct.node*, %struct.node** %2, align 8, !dbg !32
  %11 = load i32, i32* %3, align 4, !dbg !33
  %12 = call %struct.node* @push(%struct.node* noundef %10, i32 noundef %11), !dbg !34
  store %struct.node* %12, %struct.node** %2, align 8, !dbg !35
  br label %13, !dbg !36

13:                                               ; preds = %9
  %14 = load i32, i32* %3, align 4, !dbg !37
  %15 = add nsw i32 %14, 1, !dbg !37
  store i32 %15, i32* %3, align 4, !dbg !37
  br label %6, !dbg !38, !llvm.loop !39

16:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %4, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %4, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata %struct.node** %5, metadata !44, metadata !DIExpression()), !dbg !46
  %17 = load %struct.node*, %struct.node** %2, align 8, !dbg !47
  store %struct.node* %17, %struct.node** %5, align 8, !dbg !46
  br label %18, !dbg !48

18:                                               ; preds = %29, %16
  %19 = load %struct.node*, %struct.node** %5, align 8, !dbg !49
  %20 = icmp ne %struct.node* %19, null, !dbg !51
  br i1 %20, label %21, label %33, !dbg !52

21:                                               ; preds = %18
  %22 = load %struct.node*, %struct.node** %5, align 8, !dbg !53
  %23 = getelementptr inbounds %struct.node, %struct.node* %22, i32 0, i32 0, !dbg !55
  %24 = load i32, i32* %23, align 8, !dbg !55
  %25 = load i32, i32* %4, align 4, !dbg !56
  %26 = add nsw i32 %25, %24, !dbg !56
  store i32 %26, i32* %4, align 4, !dbg !56
  %27 = load %struct.node*, %struct.node** %5, align 8, !dbg !57
  %28 = bitcast %struct.node* %27 to i8*, !dbg !57
  call void @free(i8* noundef %28) #4, !dbg !58
  br label %29, !dbg !59

29:                                               ; preds = %21
  %30 = load %struct.node*, %struct.node** %5, align 8, !dbg !60
  %31 = getelementptr inbounds %struct.node, %struct.node* %30, i32 0, i32 1, !dbg !61
  %32 = load %struct.node*, %struct.node** %31, align 8, !dbg !61
  store %struct.node* %32, %struct.node** %5, align 8, !dbg !62
  br label %18, !dbg !63, !llvm.loop !64

33:                                               ; preds = %18
  %34 = load i32, i32* %4, align 4, !dbg !66
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %34), !dbg !67
  ret i32 0, !dbg !68
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @push(%struct.node* noundef %0, i32 noundef %1) #0 !dbg !69 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %3, metadata !72, metadata !DIExpression()), !dbg !73
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.declare(metadata %struct.node** %5, metadata !76, metadata !DIExpression()), !dbg !77
  %6 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !78
  %7 = bitcast i8* %6 to %struct.node*, !dbg !78
  store %struct.node* %7, %struct.node** %5, align 8, !dbg !77
  %8 = load i32, i32* %4, align 4, !dbg !79
  %9 = load %struct.node*, %struct.node** %5, align 8, !dbg !80
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 0, !dbg !81
  store i32 %8, i32* %10, align 8, !dbg !82
  %11 = load %struct.node*, %struct.node** %3, align 8, !dbg !83
  %12 = load %struct.node*, %struct.node** %5, align 8, !dbg !84
  %13 = getelementptr inbounds %struct.node, %struct.node* %12, i32 0, i32 1, !dbg !85
  store %struct.node* %11, %struct.node** %13, align 8, !dbg !86
  %14 = load %struct.node*, %struct.node** %5, align 8, !dbg !87
  ret %struct.node* %14, !dbg !88
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uaf_list.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "16868947075e0a36f1e5b481158e2933")
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
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !13, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "head", scope: !12, file: !1, line: 20, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 128, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !19, file: !1, line: 8, baseType: !15, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !19, file: !1, line: 9, baseType: !18, size: 64, offset: 64)
!23 = !DILocation(line: 20, column: 18, scope: !12)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 21, type: !15)
!25 = distinct !DILexicalBlock(scope: !12, file: !1, line: 21, column: 5)
!26 = !DILocation(line: 21, column: 14, scope: !25)
!27 = !DILocation(line: 21, column: 10, scope: !25)
!28 = !DILocation(line: 21, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 21, column: 5)
!30 = !DILocation(line: 21, column: 23, scope: !29)
!31 = !DILocation(line: 21, column: 5, scope: !25)
!32 = !DILocation(line: 22, column: 21, scope: !29)
!33 = !DILocation(line: 22, column: 27, scope: !29)
!34 = !DILocation(line: 22, column: 16, scope: !29)
!35 = !DILocation(line: 22, column: 14, scope: !29)
!36 = !DILocation(line: 22, column: 9, scope: !29)
!37 = !DILocation(line: 21, column: 29, scope: !29)
!38 = !DILocation(line: 21, column: 5, scope: !29)
!39 = distinct !{!39, !31, !40, !41}
!40 = !DILocation(line: 22, column: 28, scope: !25)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocalVariable(name: "sum", scope: !12, file: !1, line: 23, type: !15)
!43 = !DILocation(line: 23, column: 9, scope: !12)
!44 = !DILocalVariable(name: "n", scope: !45, file: !1, line: 24, type: !18)
!45 = distinct !DILexicalBlock(scope: !12, file: !1, line: 24, column: 5)
!46 = !DILocation(line: 24, column: 23, scope: !45)
!47 = !DILocation(line: 24, column: 27, scope: !45)
!48 = !DILocation(line: 24, column: 10, scope: !45)
!49 = !DILocation(line: 24, column: 33, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !1, line: 24, column: 5)
!51 = !DILocation(line: 24, column: 35, scope: !50)
!52 = !DILocation(line: 24, column: 5, scope: !45)
!53 = !DILocation(line: 25, column: 16, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 24, column: 57)
!55 = !DILocation(line: 25, column: 19, scope: !54)
!56 = !DILocation(line: 25, column: 13, scope: !54)
!57 = !DILocation(line: 26, column: 14, scope: !54)
!58 = !DILocation(line: 26, column: 9, scope: !54)
!59 = !DILocation(line: 27, column: 5, scope: !54)
!60 = !DILocation(line: 24, column: 48, scope: !50)
!61 = !DILocation(line: 24, column: 51, scope: !50)
!62 = !DILocation(line: 24, column: 46, scope: !50)
!63 = !DILocation(line: 24, column: 5, scope: !50)
!64 = distinct !{!64, !52, !65, !41}
!65 = !DILocation(line: 27, column: 5, scope: !45)
!66 = !DILocation(line: 28, column: 24, scope: !12)
!67 = !DILocation(line: 28, column: 5, scope: !12)
!68 = !DILocation(line: 29, column: 5, scope: !12)
!69 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 12, type: !70, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!70 = !DISubroutineType(types: !71)
!71 = !{!18, !18, !15}
!72 = !DILocalVariable(name: "head", arg: 1, scope: !69, file: !1, line: 12, type: !18)
!73 = !DILocation(line: 12, column: 39, scope: !69)
!74 = !DILocalVariable(name: "value", arg: 2, scope: !69, file: !1, line: 12, type: !15)
!75 = !DILocation(line: 12, column: 49, scope: !69)
!76 = !DILocalVariable(name: "n", scope: !69, file: !1, line: 13, type: !18)
!77 = !DILocation(line: 13, column: 18, scope: !69)
!78 = !DILocation(line: 13, column: 22, scope: !69)
!79 = !DILocation(line: 14, column: 16, scope: !69)
!80 = !DILocation(line: 14, column: 5, scope: !69)
!81 = !DILocation(line: 14, column: 8, scope: !69)
!82 = !DILocation(line: 14, column: 14, scope: !69)
!83 = !DILocation(line: 15, column: 15, scope: !69)
!84 = !DILocation(line: 15, column: 5, scope: !69)
!85 = !DILocation(line: 15, column: 8, scope: !69)
!86 = !DILocation(line: 15, column: 13, scope: !69)
!87 = !DILocation(line: 16, column: 12, scope: !69)
!88 = !DILocation(line: 16, column: 5, scope: !69)
