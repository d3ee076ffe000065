; ModuleID = 'unlock_not_held.c'
source_filename = "unlock_not_held.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@table_lock = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@table = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !9

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @update(i32 noundef %0) #0 !dbg !53 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.declare(metadata i32* %3, metadata !59, metadata !DIExpression()), !dbg !60
  store i32 0, i32* %3, align 4, !dbg !60
  %4 = load i32, i32* %2, align 4, !dbg !61
  %5 = icmp slt i32 %4, 0, !dbg !63
  br i1 %5, label %9, label %6, !dbg !64

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !65
  %8 = icmp sge i32 %7, 4, !dbg !66
  br i1 %8, label %9, label %10, !dbg !67

9:                                                ; preds = %6, %1
  br label %17, !dbg !68

10:                                               ; preds = %6
  %11 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @table_lock) #4, !dbg !69
  %12 = load i32, i32* %2, align 4, !dbg !70
  %13 = sext i32 %12 to i64, !dbg !71
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* @table, i64 0, i64 %13, !dbg !71
  %15 = load i32, i32* %14, align 4, !dbg !72
  %16 = add nsw i32 %15, 1, !dbg !72
  store i32 %16, i32* %14, align 4, !dbg !72
  store i32 1, i32* %3, align 4, !dbg !73
  br label %17, !dbg !74

17:                                               ; preds = %10, %9
  call void @llvm.dbg.label(metadata !75), !dbg !76
  %18 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @table_lock) #4, !dbg !77
  %19 = load i32, i32* %3, align 4, !dbg !78
  ret i32 %19, !dbg !79
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @worker(i8* noundef %0) #0 !dbg !80 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !83, metadata !DIExpression()), !dbg !84
  %3 = load i8*, i8** %2, align 8, !dbg !85
  %4 = ptrtoint i8* %3 to i64, !dbg !86
  %5 = trunc i64 %4 to i32, !dbg !87
  %6 = call i32 @update(i32 noundef %5), !dbg !88
  ret i8* null, !dbg !89
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !90 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !93, metadata !DIExpression()), !dbg !96
  %3 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @worker, i8* noundef inttoptr (i64 -1 to i8*)) #4, !dbg !97
  %4 = call i32 @update(i32 noundef 1), !dbg !98
  %5 = load i64, i64* %2, align 8, !dbg !99
  %6 = call i32 @pthread_join(i64 noundef %5, i8** noundef null), !dbg !100
  %7 = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @table, i64 0, i64 1), align 4, !dbg !101
  %8 = icmp eq i32 %7, 1, !dbg !102
  %9 = zext i1 %8 to i64, !dbg !101
  %10 = select i1 %8, i32 0, i32 1, !dbg !101
  ret i32 %10, !dbg !103
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
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table_lock", scope: !2, file: !3, line: 7, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unlock_not_held.c", directory: "/work/main/tests/bugs/sync/wrong", checksumkind: CSK_MD5, checksum: "cddbc2cd8814d4d5fdcf521036143583")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0, !9}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !15, line: 72, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!16 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 67, size: 320, elements: !17)
!17 = !{!18, !39, !44}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !16, file: !15, line: 69, baseType: !19, size: 320)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !20, line: 22, size: 320, elements: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!21 = !{!22, !23, !25, !26, !27, !28, !30, !31}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !19, file: !20, line: 24, baseType: !5, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !19, file: !20, line: 25, baseType: !24, size: 32, offset: 32)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !19, file: !20, line: 26, baseType: !5, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !19, file: !20, line: 28, baseType: !24, size: 32, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !19, file: !20, line: 32, baseType: !5, size: 32, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !19, file: !20, line: 34, baseType: !29, size: 16, offset: 160)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !19, file: !20, line: 35, baseType: !29, size: 16, offset: 176)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !19, file: !20, line: 36, baseType: !32, size: 128, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !33, line: 55, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !33, line: 51, size: 128, elements: !35)
!35 = !{!36, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !34, file: !33, line: 53, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !34, file: !33, line: 54, baseType: !37, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !16, file: !15, line: 70, baseType: !40, size: 320)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 40)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !16, file: !15, line: 71, baseType: !6, size: 64)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 7, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 1}
!51 = !{i32 7, !"frame-pointer", i32 2}
!52 = !{!"Debian clang version 14.0.6"}
!53 = distinct !DISubprogram(name: "update", scope: !3, file: !3, line: 10, type: !54, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !5}
!56 = !{}
!57 = !DILocalVariable(name: "key", arg: 1, scope: !53, file: !3, line: 10, type: !5)
!58 = !DILocation(line: 10, column: 16, scope: !53)
!59 = !DILocalVariable(name: "ok", scope: !53, file: !3, line: 11, type: !5)
!60 = !DILocation(line: 11, column: 9, scope: !53)
!61 = !DILocation(line: 12, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !53, file: !3, line: 12, column: 9)
!63 = !DILocation(line: 12, column: 13, scope: !62)
!64 = !DILocation(line: 12, column: 17, scope: !62)
!65 = !DILocation(line: 12, column: 20, scope: !62)
!66 = !DILocation(line: 12, column: 24, scope: !62)
!67 = !DILocation(line: 12, column: 9, scope: !53)
!68 = !DILocation(line: 13, column: 9, scope: !62)
!69 = !DILocation(line: 14, column: 5, scope: !53)
!70 = !DILocation(line: 15, column: 11, scope: !53)
!71 = !DILocation(line: 15, column: 5, scope: !53)
!72 = !DILocation(line: 15, column: 15, scope: !53)
!73 = !DILocation(line: 16, column: 8, scope: !53)
!74 = !DILocation(line: 16, column: 5, scope: !53)
!75 = !DILabel(scope: !53, name: "out", file: !3, line: 17)
!76 = !DILocation(line: 17, column: 1, scope: !53)
!77 = !DILocation(line: 18, column: 5, scope: !53)
!78 = !DILocation(line: 19, column: 12, scope: !53)
!79 = !DILocation(line: 19, column: 5, scope: !53)
!80 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 22, type: !81, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!81 = !DISubroutineType(types: !82)
!82 = !{!7, !7}
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !3, line: 22, type: !7)
!84 = !DILocation(line: 22, column: 20, scope: !80)
!85 = !DILocation(line: 23, column: 23, scope: !80)
!86 = !DILocation(line: 23, column: 17, scope: !80)
!87 = !DILocation(line: 23, column: 12, scope: !80)
!88 = !DILocation(line: 23, column: 5, scope: !80)
!89 = !DILocation(line: 24, column: 5, scope: !80)
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !91, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !56)
!91 = !DISubroutineType(types: !92)
!92 = !{!5}
!93 = !DILocalVariable(name: "t", scope: !90, file: !3, line: 28, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !15, line: 27, baseType: !95)
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DILocation(line: 28, column: 15, scope: !90)
!97 = !DILocation(line: 29, column: 5, scope: !90)
!98 = !DILocation(line: 30, column: 5, scope: !90)
!99 = !DILocation(line: 31, column: 18, scope: !90)
!100 = !DILocation(line: 31, column: 5, scope: !90)
!101 = !DILocation(line: 32, column: 12, scope: !90)
!102 = !DILocation(line: 32, column: 21, scope: !90)
!103 = !DILocation(line: 32, column: 5, scope: !90)
