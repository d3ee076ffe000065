; ModuleID = 'uaf_after_join.c'
source_filename = "uaf_after_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.message = type { i32, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [29 x i8] c"sent %d bytes (checksum %d)\0A\00", align 1
@total = internal global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !16 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.message*, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata %struct.message** %2, metadata !20, metadata !DIExpression()), !dbg !26
  %4 = call noalias i8* @malloc(i64 noundef 8) #4, !dbg !27
  %5 = bitcast i8* %4 to %struct.message*, !dbg !27
  store %struct.message* %5, %struct.message** %2, align 8, !dbg !26
  %6 = load %struct.message*, %struct.message** %2, align 8, !dbg !28
  %7 = getelementptr inbounds %struct.message, %struct.message* %6, i32 0, i32 0, !dbg !29
  store i32 5, i32* %7, align 4, !dbg !30
  %8 = load %struct.message*, %struct.message** %2, align 8, !dbg !31
  %9 = getelementptr inbounds %struct.message, %struct.message* %8, i32 0, i32 1, !dbg !32
  store i32 85, i32* %9, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i64* %3, metadata !34, metadata !DIExpression()), !dbg !38
  %10 = load %struct.message*, %struct.message** %2, align 8, !dbg !39
  %11 = bitcast %struct.message* %10 to i8*, !dbg !39
  %12 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @consume, i8* noundef %11) #4, !dbg !40
  %13 = load i64, i64* %3, align 8, !dbg !41
  %14 = call i32 @pthread_join(i64 noundef %13, i8** noundef null), !dbg !42
  %15 = load %struct.message*, %struct.message** %2, align 8, !dbg !43
  %16 = getelementptr inbounds %struct.message, %struct.message* %15, i32 0, i32 0, !dbg !44
  %17 = load i32, i32* %16, align 4, !dbg !44
  %18 = load %struct.message*, %struct.message** %2, align 8, !dbg !45
  %19 = getelementptr inbounds %struct.message, %struct.message* %18, i32 0, i32 1, !dbg !46
  %20 = load i32, i32* %19, align 4, !dbg !46
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %17, i32 noundef %20), !dbg !47
  ret i32 0, !dbg !48
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @consume(i8* noundef %0) #0 !dbg !49 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.message*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata %struct.message** %3, metadata !54, metadata !DIExpression()), !dbg !55
  %4 = load i8*, i8** %2, align 8, !dbg !56
  %5 = bitcast i8* %4 to %struct.message*, !dbg !56
  store %struct.message* %5, %struct.message** %3, align 8, !dbg !55
  %6 = load %struct.message*, %struct.message** %3, align 8, !dbg !57
  %7 = getelementptr inbounds %struct.message, %struct.message* %6, i32 0, i32 0, !dbg !58
  %8 = load i32, i32* %7, align 4, !dbg !58
  %9 = load i32, i32* @total, align 4, !dbg !59
  %10 = add nsw i32 %9, %8, !dbg !59
  store i32 %10, i32* @total, align 4, !dbg !59
  %11 = load %struct.message*, %struct.message** %3, align 8, !dbg !60
  %12 = bitcast %struct.message* %11 to i8*, !dbg !60
  call void @free(i8* noundef %12) #4, !dbg !61
  ret i8* null, !dbg !62
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 15, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "uaf_after_join.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "c8a0114d72ea4101cf9af34c6ac8bf57")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !17, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!7}
!19 = !{}
!20 = !DILocalVariable(name: "m", scope: !16, file: !3, line: 25, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "message", file: !3, line: 10, size: 64, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !22, file: !3, line: 11, baseType: !7, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !22, file: !3, line: 12, baseType: !7, size: 32, offset: 32)
!26 = !DILocation(line: 25, column: 21, scope: !16)
!27 = !DILocation(line: 25, column: 25, scope: !16)
!28 = !DILocation(line: 26, column: 5, scope: !16)
!29 = !DILocation(line: 26, column: 8, scope: !16)
!30 = !DILocation(line: 26, column: 15, scope: !16)
!31 = !DILocation(line: 27, column: 5, scope: !16)
!32 = !DILocation(line: 27, column: 8, scope: !16)
!33 = !DILocation(line: 27, column: 17, scope: !16)
!34 = !DILocalVariable(name: "t", scope: !16, file: !3, line: 28, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !36, line: 27, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 28, column: 15, scope: !16)
!39 = !DILocation(line: 29, column: 39, scope: !16)
!40 = !DILocation(line: 29, column: 5, scope: !16)
!41 = !DILocation(line: 30, column: 18, scope: !16)
!42 = !DILocation(line: 30, column: 5, scope: !16)
!43 = !DILocation(line: 31, column: 45, scope: !16)
!44 = !DILocation(line: 31, column: 48, scope: !16)
!45 = !DILocation(line: 31, column: 56, scope: !16)
!46 = !DILocation(line: 31, column: 59, scope: !16)
!47 = !DILocation(line: 31, column: 5, scope: !16)
!48 = !DILocation(line: 32, column: 5, scope: !16)
!49 = distinct !DISubprogram(name: "consume", scope: !3, file: !3, line: 17, type: !50, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !19)
!50 = !DISubroutineType(types: !51)
!51 = !{!5, !5}
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 17, type: !5)
!53 = !DILocation(line: 17, column: 28, scope: !49)
!54 = !DILocalVariable(name: "m", scope: !49, file: !3, line: 18, type: !21)
!55 = !DILocation(line: 18, column: 21, scope: !49)
!56 = !DILocation(line: 18, column: 25, scope: !49)
!57 = !DILocation(line: 19, column: 14, scope: !49)
!58 = !DILocation(line: 19, column: 17, scope: !49)
!59 = !DILocation(line: 19, column: 11, scope: !49)
!60 = !DILocation(line: 20, column: 10, scope: !49)
!61 = !DILocation(line: 20, column: 5, scope: !49)
!62 = !DILocation(line: 21, column: 5, scope: !49)
