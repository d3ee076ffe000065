; ModuleID = 'dcl_relaxed_publish.c'
source_filename = "dcl_relaxed_publish.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@.str = private unnamed_addr constant [9 x i8] c"%ld %ld\0A\00", align 1
@instance = internal global %struct.config* null, align 8, !dbg !0
@init_lock = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !19

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i8*], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.config*, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata [2 x i64]* %2, metadata !70, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.declare(metadata [2 x i8*]* %3, metadata !77, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.declare(metadata i32* %4, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %4, align 4, !dbg !82
  br label %7, !dbg !83

7:                                                ; preds = %15, %0
  %8 = load i32, i32* %4, align 4, !dbg !84
  %9 = icmp slt i32 %8, 2, !dbg !86
  br i1 %9, label %10, label %18, !dbg !87

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4, !dbg !88
  %12 = sext i32 %11 to i64, !dbg !89
  %13 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %12, !dbg !89
  %14 = call i32 @pthread_create(i64* noundef %13, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @user, i8* noundef null) #4, !dbg !90
  br label %15, !dbg !90

15:                                               ; preds = %10
  %16 = load i32, i32* %4, align 4, !dbg !91
  %17 = add nsw i32 %16, 1, !dbg !91
  store i32 %17, i32* %4, align 4, !dbg !91
  br label %7, !dbg !92, !llvm.loop !93

18:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %5, metadata !96, metadata !DIExpression()), !dbg !98
  store i32 0, i32* %5, align 4, !dbg !98
  br label %19, !dbg !99

19:                                               ; preds = %31, %18
  %20 = load i32, i32* %5, align 4, !dbg !100
  %21 = icmp slt i32 %20, 2, !dbg !102
  br i1 %21, label %22, label %34, !dbg !103

22:                                               ; preds = %19
  %23 = load i32, i32* %5, align 4, !dbg !104
  %24 = sext i32 %23 to i64, !dbg !105
  %25 = getelementptr inbounds [2 x i64], [2 x i64]* %2, i64 0, i64 %24, !dbg !105
  %26 = load i64, i64* %25, align 8, !dbg !105
  %27 = load i32, i32* %5, align 4, !dbg !106
  %28 = sext i32 %27 to i64, !dbg !107
  %29 = getelementptr inbounds [2 x i8*], [2 x i8*]* %3, i64 0, i64 %28, !dbg !107
  %30 = call i32 @pthread_join(i64 noundef %26, i8** noundef %29), !dbg !108
  br label %31, !dbg !108

31:                                               ; preds = %22
  %32 = load i32, i32* %5, align 4, !dbg !109
  %33 = add nsw i32 %32, 1, !dbg !109
  store i32 %33, i32* %5, align 4, !dbg !109
  br label %19, !dbg !110, !llvm.loop !111

34:                                               ; preds = %19
  %35 = getelementptr inbounds [2 x i8*], [2 x i8*]* %3, i64 0, i64 0, !dbg !113
  %36 = load i8*, i8** %35, align 16, !dbg !113
  %37 = ptrtoint i8* %36 to i64, !dbg !114
  %38 = getelementptr inbounds [2 x i8*], [2 x i8*]* %3, i64 0, i64 1, !dbg !115
  %39 = load i8*, i8** %38, align 8, !dbg !115
  %40 = ptrtoint i8* %39 to i64, !dbg !116
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), i64 noundef %37, i64 noundef %40), !dbg !117
  %42 = bitcast %struct.config** %6 to i64*, !dbg !118
  %43 = load atomic i64, i64* bitcast (%struct.config** @instance to i64*) seq_cst, align 8, !dbg !118
  store i64 %43, i64* %42, align 8, !dbg !118
  %44 = bitcast i64* %42 to %struct.config**, !dbg !118
  %45 = load %struct.config*, %struct.config** %44, align 8, !dbg !118
  %46 = bitcast %struct.config* %45 to i8*, !dbg !118
  call void @free(i8* noundef %46) #4, !dbg !119
  ret i32 0, !dbg !120
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @user(i8* noundef %0) #0 !dbg !121 {
  %2 = alloca i8*, align 8
  %3 = alloca %struct.config*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !124, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.declare(metadata %struct.config** %3, metadata !126, metadata !DIExpression()), !dbg !127
  %4 = call %struct.config* @get_config(), !dbg !128
  store %struct.config* %4, %struct.config** %3, align 8, !dbg !127
  %5 = load %struct.config*, %struct.config** %3, align 8, !dbg !129
  %6 = getelementptr inbounds %struct.config, %struct.config* %5, i32 0, i32 0, !dbg !130
  %7 = load i32, i32* %6, align 4, !dbg !130
  %8 = load %struct.config*, %struct.config** %3, align 8, !dbg !131
  %9 = getelementptr inbounds %struct.config, %struct.config* %8, i32 0, i32 1, !dbg !132
  %10 = load i32, i32* %9, align 4, !dbg !132
  %11 = add nsw i32 %7, %10, !dbg !133
  %12 = sext i32 %11 to i64, !dbg !134
  %13 = inttoptr i64 %12 to i8*, !dbg !135
  ret i8* %13, !dbg !136
}

declare i32 @pthread_join(i64 noundef, i8** noundef) #3

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.config* @get_config() #0 !dbg !137 {
  %1 = alloca %struct.config*, align 8
  %2 = alloca %struct.config*, align 8
  %3 = alloca %struct.config*, align 8
  %4 = alloca %struct.config*, align 8
  call void @llvm.dbg.declare(metadata %struct.config** %1, metadata !140, metadata !DIExpression()), !dbg !141
  %5 = bitcast %struct.config** %2 to i64*, !dbg !142
  %6 = load atomic i64, i64* bitcast (%struct.config** @instance to i64*) acquire, align 8, !dbg !142
  store i64 %6, i64* %5, align 8, !dbg !142
  %7 = bitcast i64* %5 to %struct.config**, !dbg !142
  %8 = load %struct.config*, %struct.config** %7, align 8, !dbg !142
  store %struct.config* %8, %struct.config** %1, align 8, !dbg !141
  %9 = load %struct.config*, %struct.config** %1, align 8, !dbg !143
  %10 = icmp eq %struct.config* %9, null, !dbg !145
  br i1 %10, label %11, label %31, !dbg !146

11:                                               ; preds = %0
  %12 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef @init_lock) #4, !dbg !147
  %13 = bitcast %struct.config** %3 to i64*, !dbg !149
  %14 = load atomic i64, i64* bitcast (%struct.config** @instance to i64*) monotonic, align 8, !dbg !149
  store i64 %14, i64* %13, align 8, !dbg !149
  %15 = bitcast i64* %13 to %struct.config**, !dbg !149
  %16 = load %struct.config*, %struct.config** %15, align 8, !dbg !149
  store %struct.config* %16, %struct.config** %1, align 8, !dbg !150
  %17 = load %struct.config*, %struct.config** %1, align 8, !dbg !151
  %18 = icmp eq %struct.config* %17, null, !dbg !153
  br i1 %18, label %19, label %29, !dbg !154

19:                                               ; preds = %11
  %20 = call noalias i8* @malloc(i64 noundef 8) #4, !dbg !155
  %21 = bitcast i8* %20 to %struct.config*, !dbg !155
  store %struct.config* %21, %struct.config** %1, align 8, !dbg !157
  %22 = load %struct.config*, %struct.config** %1, align 8, !dbg !158
  %23 = getelementptr inbounds %struct.config, %struct.config* %22, i32 0, i32 0, !dbg !159
  store i32 1, i32* %23, align 4, !dbg !160
  %24 = load %struct.config*, %struct.config** %1, align 8, !dbg !161
  %25 = getelementptr inbounds %struct.config, %struct.config* %24, i32 0, i32 1, !dbg !162
  store i32 3, i32* %25, align 4, !dbg !163
  %26 = load %struct.config*, %struct.config** %1, align 8, !dbg !164
  store %struct.config* %26, %struct.config** %4, align 8, !dbg !165
  %27 = bitcast %struct.config** %4 to i64*, !dbg !165
  %28 = load i64, i64* %27, align 8, !dbg !165
  store atomic i64 %28, i64* bitcast (%struct.config** @instance to i64*) monotonic, align 8, !dbg !165
  br label %29, !dbg !166

29:                                               ; preds = %19, %11
  %30 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef @init_lock) #4, !dbg !167
  br label %31, !dbg !168

31:                                               ; preds = %29, %0
  %32 = load %struct.config*, %struct.config** %1, align 8, !dbg !169
  ret %struct.config* %32, !dbg !170
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "instance", scope: !2, file: !3, line: 14, type: !52, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dcl_relaxed_publish.c", directory: "/work/main/tests/bugs/race/wrong", checksumkind: CSK_MD5, checksum: "c19c5a1c67578dfced9225a435cb307e")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 56, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "de5d66a1ef2f5448cc1919ff39db92bc")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !17}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !{!0, !19}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "init_lock", scope: !2, file: !3, line: 15, type: !21, isLocal: true, isDefinition: true)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !22, line: 72, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!23 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !22, line: 67, size: 320, elements: !24)
!24 = !{!25, !46, !51}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !23, file: !22, line: 69, baseType: !26, size: 320)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !27, line: 22, size: 320, elements: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!28 = !{!29, !31, !32, !33, !34, !35, !37, !38}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !26, file: !27, line: 24, baseType: !30, size: 32)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !26, file: !27, line: 25, baseType: !7, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !26, file: !27, line: 26, baseType: !30, size: 32, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !26, file: !27, line: 28, baseType: !7, size: 32, offset: 96)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !26, file: !27, line: 32, baseType: !30, size: 32, offset: 128)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !26, file: !27, line: 34, baseType: !36, size: 16, offset: 160)
!36 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !26, file: !27, line: 35, baseType: !36, size: 16, offset: 176)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !26, file: !27, line: 36, baseType: !39, size: 128, offset: 192)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !40, line: 55, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !40, line: 51, size: 128, elements: !42)
!42 = !{!43, !45}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !41, file: !40, line: 53, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !41, file: !40, line: 54, baseType: !44, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !23, file: !22, line: 70, baseType: !47, size: 320)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 320, elements: !49)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{!50}
!50 = !DISubrange(count: 40)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !23, file: !22, line: 71, baseType: !17, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 12, size: 64, elements: !55)
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !54, file: !3, line: 12, baseType: !30, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !54, file: !3, line: 12, baseType: !30, size: 32, offset: 32)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 7, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 1}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 14.0.6"}
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !67, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!30}
!69 = !{}
!70 = !DILocalVariable(name: "t", scope: !66, file: !3, line: 39, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 128, elements: !74)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !22, line: 27, baseType: !73)
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !{!75}
!75 = !DISubrange(count: 2)
!76 = !DILocation(line: 39, column: 15, scope: !66)
!77 = !DILocalVariable(name: "r", scope: !66, file: !3, line: 40, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !74)
!79 = !DILocation(line: 40, column: 11, scope: !66)
!80 = !DILocalVariable(name: "i", scope: !81, file: !3, line: 41, type: !30)
!81 = distinct !DILexicalBlock(scope: !66, file: !3, line: 41, column: 5)
!82 = !DILocation(line: 41, column: 14, scope: !81)
!83 = !DILocation(line: 41, column: 10, scope: !81)
!84 = !DILocation(line: 41, column: 21, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 41, column: 5)
!86 = !DILocation(line: 41, column: 23, scope: !85)
!87 = !DILocation(line: 41, column: 5, scope: !81)
!88 = !DILocation(line: 41, column: 51, scope: !85)
!89 = !DILocation(line: 41, column: 49, scope: !85)
!90 = !DILocation(line: 41, column: 33, scope: !85)
!91 = !DILocation(line: 41, column: 29, scope: !85)
!92 = !DILocation(line: 41, column: 5, scope: !85)
!93 = distinct !{!93, !87, !94, !95}
!94 = !DILocation(line: 41, column: 71, scope: !81)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 42, type: !30)
!97 = distinct !DILexicalBlock(scope: !66, file: !3, line: 42, column: 5)
!98 = !DILocation(line: 42, column: 14, scope: !97)
!99 = !DILocation(line: 42, column: 10, scope: !97)
!100 = !DILocation(line: 42, column: 21, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 42, column: 5)
!102 = !DILocation(line: 42, column: 23, scope: !101)
!103 = !DILocation(line: 42, column: 5, scope: !97)
!104 = !DILocation(line: 42, column: 48, scope: !101)
!105 = !DILocation(line: 42, column: 46, scope: !101)
!106 = !DILocation(line: 42, column: 55, scope: !101)
!107 = !DILocation(line: 42, column: 53, scope: !101)
!108 = !DILocation(line: 42, column: 33, scope: !101)
!109 = !DILocation(line: 42, column: 29, scope: !101)
!110 = !DILocation(line: 42, column: 5, scope: !101)
!111 = distinct !{!111, !103, !112, !95}
!112 = !DILocation(line: 42, column: 57, scope: !97)
!113 = !DILocation(line: 43, column: 31, scope: !66)
!114 = !DILocation(line: 43, column: 25, scope: !66)
!115 = !DILocation(line: 43, column: 43, scope: !66)
!116 = !DILocation(line: 43, column: 37, scope: !66)
!117 = !DILocation(line: 43, column: 5, scope: !66)
!118 = !DILocation(line: 44, column: 10, scope: !66)
!119 = !DILocation(line: 44, column: 5, scope: !66)
!120 = !DILocation(line: 45, column: 5, scope: !66)
!121 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 33, type: !122, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!122 = !DISubroutineType(types: !123)
!123 = !{!16, !16}
!124 = !DILocalVariable(name: "arg", arg: 1, scope: !121, file: !3, line: 33, type: !16)
!125 = !DILocation(line: 33, column: 25, scope: !121)
!126 = !DILocalVariable(name: "c", scope: !121, file: !3, line: 34, type: !53)
!127 = !DILocation(line: 34, column: 20, scope: !121)
!128 = !DILocation(line: 34, column: 24, scope: !121)
!129 = !DILocation(line: 35, column: 27, scope: !121)
!130 = !DILocation(line: 35, column: 30, scope: !121)
!131 = !DILocation(line: 35, column: 40, scope: !121)
!132 = !DILocation(line: 35, column: 43, scope: !121)
!133 = !DILocation(line: 35, column: 38, scope: !121)
!134 = !DILocation(line: 35, column: 20, scope: !121)
!135 = !DILocation(line: 35, column: 12, scope: !121)
!136 = !DILocation(line: 35, column: 5, scope: !121)
!137 = distinct !DISubprogram(name: "get_config", scope: !3, file: !3, line: 17, type: !138, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!138 = !DISubroutineType(types: !139)
!139 = !{!53}
!140 = !DILocalVariable(name: "c", scope: !137, file: !3, line: 18, type: !53)
!141 = !DILocation(line: 18, column: 20, scope: !137)
!142 = !DILocation(line: 18, column: 24, scope: !137)
!143 = !DILocation(line: 19, column: 9, scope: !144)
!144 = distinct !DILexicalBlock(scope: !137, file: !3, line: 19, column: 9)
!145 = !DILocation(line: 19, column: 11, scope: !144)
!146 = !DILocation(line: 19, column: 9, scope: !137)
!147 = !DILocation(line: 20, column: 9, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 19, column: 20)
!149 = !DILocation(line: 21, column: 13, scope: !148)
!150 = !DILocation(line: 21, column: 11, scope: !148)
!151 = !DILocation(line: 22, column: 13, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 22, column: 13)
!153 = !DILocation(line: 22, column: 15, scope: !152)
!154 = !DILocation(line: 22, column: 13, scope: !148)
!155 = !DILocation(line: 23, column: 17, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !3, line: 22, column: 24)
!157 = !DILocation(line: 23, column: 15, scope: !156)
!158 = !DILocation(line: 24, column: 13, scope: !156)
!159 = !DILocation(line: 24, column: 16, scope: !156)
!160 = !DILocation(line: 24, column: 24, scope: !156)
!161 = !DILocation(line: 25, column: 13, scope: !156)
!162 = !DILocation(line: 25, column: 16, scope: !156)
!163 = !DILocation(line: 25, column: 22, scope: !156)
!164 = !DILocation(line: 26, column: 46, scope: !156)
!165 = !DILocation(line: 26, column: 13, scope: !156)
!166 = !DILocation(line: 27, column: 9, scope: !156)
!167 = !DILocation(line: 28, column: 9, scope: !148)
!168 = !DILocation(line: 29, column: 5, scope: !148)
!169 = !DILocation(line: 30, column: 12, scope: !137)
!170 = !DILocation(line: 30, column: 5, scope: !137)
