; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [10 x i8] c"sum == 10\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"linked_list.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !12 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.node*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.node*, align 8
  %7 = alloca %struct.node*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.node** %2, metadata !17, metadata !DIExpression()), !dbg !23
  store %struct.node* null, %struct.node** %2, align 8, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %3, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 1, i32* %3, align 4, !dbg !26
  br label %8, !dbg !27

8:                                                ; preds = %21, %0
  %9 = load i32, i32* %3, align 4, !dbg !28
  %10 = icmp sle i32 %9, 4, !dbg !30
  br i1 %10, label %11, label %24, !dbg !31

11:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata %struct.node** %4, metadata !32, metadata !DIExpression()), !dbg !34
  %12 = call noalias i8* @malloc(i64 noundef 16) #4, !dbg !35
  %13 = bitcast i8* %12 to %struct.node*, !dbg !35
  store %struct.node* %13, %struct.node** %4, align 8, !dbg !34
  %14 = load i32, i32* %3, align 4, !dbg !36
  %15 = load %struct.node*, %struct.node** %4, align 8, !dbg !37
  %16 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 0, !dbg !38
  store i32 %14, i32* %16, align 8, !dbg !39
  %17 = load %struct.node*, %struct.node** %2, align 8, !dbg !40
  %18 = load %struct.node*, %struct.node** %4, align 8, !dbg !41
  %19 = getelementptr inbounds %struct.node, %struct.node* %18, i32 0, i32 1, !dbg !42
  store %struct.node* %17, %struct.node** %19, align 8, !dbg !43
  %20 = load %struct.node*, %struct.node** %4, align 8, !dbg !44
  store %struct.node* %20, %struct.node** %2, align 8, !dbg !45
  br label %21, !dbg !46

21:                                               ; preds = %11
  %22 = load i32, i32* %3, align 4, !dbg !47
  %23 = add nsw i32 %22, 1, !dbg !47
  store i32 %23, i32* %3, align 4, !dbg !47
  br label %8, !dbg !48, !llvm.loop !49

24:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %5, metadata !52, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %5, align 4, !dbg !53
  call void @llvm.dbg.declare(metadata %struct.node** %6, metadata !54, metadata !DIExpression()), !dbg !56
  %25 = load %struct.node*, %struct.node** %2, align 8, !dbg !57
  store %struct.node* %25, %struct.node** %6, align 8, !dbg !56
  br label %26, !dbg !58

26:                                               ; preds = %35, %24
  %27 = load %struct.node*, %struct.node** %6, align 8, !dbg !59
  %28 = icmp ne %struct.node* %27, null, !dbg !61
  br i1 %28, label %29, label %39, !dbg !62

29:                                               ; preds = %26
  %30 = load %struct.node*, %struct.node** %6, align 8, !dbg !63
  %31 = getelementptr inbounds %struct.node, %struct.node* %30, i32 0, i32 0, !dbg !64
  %32 = load i32, i32* %31, align 8, !dbg !64
  %33 = load i32, i32* %5, align 4, !dbg !65
  %34 = add nsw i32 %33, %32, !dbg !65
  store i32 %34, i32* %5, align 4, !dbg !65
  br label %35, !dbg !66

35:                                               ; preds = %29
  %36 = load %struct.node*, %struct.node** %6, align 8, !dbg !67
  %37 = getelementptr inbounds %struct.node, %struct.node* %36, i32 0, i32 1, !dbg !68
  %38 = load %struct.node*, %struct.node** %37, align 8, !dbg !68
  store %struct.node* %38, %struct.node** %6, align 8, !dbg !69
  br label %26, !dbg !70, !llvm.loop !71

39:                                               ; preds = %26
  br label %40, !dbg !73

40:                                               ; preds = %43, %39
  %41 = load %struct.node*, %struct.node** %2, align 8, !dbg !74
  %42 = icmp ne %struct.node* %41, null, !dbg !75
  br i1 %42, label %43, label %50, !dbg !73

43:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata %struct.node** %7, metadata !76, metadata !DIExpression()), !dbg !78
  %44 = load %struct.node*, %struct.node** %2, align 8, !dbg !79
  %45 = getelementptr inbounds %struct.node, %struct.node* %44, i32 0, i32 1, !dbg !80
  %46 = load %struct.node*, %struct.node** %45, align 8, !dbg !80
  store %struct.node* %46, %struct.node** %7, align 8, !dbg !78
  %47 = load %struct.node*, %struct.node** %2, align 8, !dbg !81
  %48 = bitcast %struct.node* %47 to i8*, !dbg !81
  call void @free(i8* noundef %48) #4, !dbg !82
  %49 = load %struct.node*, %struct.node** %7, align 8, !dbg !83
  store %struct.node* %49, %struct.node** %2, align 8, !dbg !84
  br label %40, !dbg !73, !llvm.loop !85

50:                                               ; preds = %40
  %51 = load i32, i32* %5, align 4, !dbg !87
  %52 = icmp eq i32 %51, 10, !dbg !87
  br i1 %52, label %53, label %54, !dbg !90

53:                                               ; preds = %50
  br label %55, !dbg !90

54:                                               ; preds = %50
  call void @__assert_fail(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #5, !dbg !87
  unreachable, !dbg !87

55:                                               ; preds = %53
  ret i32 0, !dbg !91
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linked_list.c", directory: "/work/main/tests/bugs/memory/correct", checksumkind: CSK_MD5, checksum: "147334f06cb8f33249bbe6f3cc381ff3")
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
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "head", scope: !12, file: !1, line: 12, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !19, file: !1, line: 7, baseType: !15, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !19, file: !1, line: 8, baseType: !18, size: 64, offset: 64)
!23 = !DILocation(line: 12, column: 18, scope: !12)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 13, type: !15)
!25 = distinct !DILexicalBlock(scope: !12, file: !1, line: 13, column: 5)
!26 = !DILocation(line: 13, column: 14, scope: !25)
!27 = !DILocation(line: 13, column: 10, scope: !25)
!28 = !DILocation(line: 13, column: 21, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !1, line: 13, column: 5)
!30 = !DILocation(line: 13, column: 23, scope: !29)
!31 = !DILocation(line: 13, column: 5, scope: !25)
!32 = !DILocalVariable(name: "n", scope: !33, file: !1, line: 14, type: !18)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 13, column: 34)
!34 = !DILocation(line: 14, column: 22, scope: !33)
!35 = !DILocation(line: 14, column: 26, scope: !33)
!36 = !DILocation(line: 15, column: 20, scope: !33)
!37 = !DILocation(line: 15, column: 9, scope: !33)
!38 = !DILocation(line: 15, column: 12, scope: !33)
!39 = !DILocation(line: 15, column: 18, scope: !33)
!40 = !DILocation(line: 16, column: 19, scope: !33)
!41 = !DILocation(line: 16, column: 9, scope: !33)
!42 = !DILocation(line: 16, column: 12, scope: !33)
!43 = !DILocation(line: 16, column: 17, scope: !33)
!44 = !DILocation(line: 17, column: 16, scope: !33)
!45 = !DILocation(line: 17, column: 14, scope: !33)
!46 = !DILocation(line: 18, column: 5, scope: !33)
!47 = !DILocation(line: 13, column: 30, scope: !29)
!48 = !DILocation(line: 13, column: 5, scope: !29)
!49 = distinct !{!49, !31, !50, !51}
!50 = !DILocation(line: 18, column: 5, scope: !25)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocalVariable(name: "sum", scope: !12, file: !1, line: 19, type: !15)
!53 = !DILocation(line: 19, column: 9, scope: !12)
!54 = !DILocalVariable(name: "n", scope: !55, file: !1, line: 20, type: !18)
!55 = distinct !DILexicalBlock(scope: !12, file: !1, line: 20, column: 5)
!56 = !DILocation(line: 20, column: 23, scope: !55)
!57 = !DILocation(line: 20, column: 27, scope: !55)
!58 = !DILocation(line: 20, column: 10, scope: !55)
!59 = !DILocation(line: 20, column: 33, scope: !60)
!60 = distinct !DILexicalBlock(scope: !55, file: !1, line: 20, column: 5)
!61 = !DILocation(line: 20, column: 35, scope: !60)
!62 = !DILocation(line: 20, column: 5, scope: !55)
!63 = !DILocation(line: 21, column: 16, scope: !60)
!64 = !DILocation(line: 21, column: 19, scope: !60)
!65 = !DILocation(line: 21, column: 13, scope: !60)
!66 = !DILocation(line: 21, column: 9, scope: !60)
!67 = !DILocation(line: 20, column: 48, scope: !60)
!68 = !DILocation(line: 20, column: 51, scope: !60)
!69 = !DILocation(line: 20, column: 46, scope: !60)
!70 = !DILocation(line: 20, column: 5, scope: !60)
!71 = distinct !{!71, !62, !72, !51}
!72 = !DILocation(line: 21, column: 19, scope: !55)
!73 = !DILocation(line: 22, column: 5, scope: !12)
!74 = !DILocation(line: 22, column: 12, scope: !12)
!75 = !DILocation(line: 22, column: 17, scope: !12)
!76 = !DILocalVariable(name: "next", scope: !77, file: !1, line: 23, type: !18)
!77 = distinct !DILexicalBlock(scope: !12, file: !1, line: 22, column: 26)
!78 = !DILocation(line: 23, column: 22, scope: !77)
!79 = !DILocation(line: 23, column: 29, scope: !77)
!80 = !DILocation(line: 23, column: 35, scope: !77)
!81 = !DILocation(line: 24, column: 14, scope: !77)
!82 = !DILocation(line: 24, column: 9, scope: !77)
!83 = !DILocation(line: 25, column: 16, scope: !77)
!84 = !DILocation(line: 25, column: 14, scope: !77)
!85 = distinct !{!85, !73, !86, !51}
!86 = !DILocation(line: 26, column: 5, scope: !12)
!87 = !DILocation(line: 27, column: 5, scope: !88)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 27, column: 5)
!89 = distinct !DILexicalBlock(scope: !12, file: !1, line: 27, column: 5)
!90 = !DILocation(line: 27, column: 5, scope: !89)
!91 = !DILocation(line: 28, column: 5, scope: !12)
