; ModuleID = 'race/wrong/rwlock_writer_reads_lock.c'
source_filename = "race/wrong/rwlock_writer_reads_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_attr_t = type { i64, [48 x i8] }

@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@config = dso_local global i32 1, align 4, !dbg !7
@.str = private unnamed_addr constant [11 x i8] c"config=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @updater(i8* noundef %0) #0 !dbg !52 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !56, metadata !DIExpression()), !dbg !57
  %3 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef @rw) #4, !dbg !58
  store i32 2, i32* @config, align 4, !dbg !59
  %4 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef @rw) #4, !dbg !60
  ret i8* null, !dbg !61
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @reader(i8* noundef %0) #0 !dbg !62 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !63, metadata !DIExpression()), !dbg !64
  %4 = call i32 @pthread_rwlock_rdlock(%union.pthread_rwlock_t* noundef @rw) #4, !dbg !65
  call void @llvm.dbg.declare(metadata i32* %3, metadata !66, metadata !DIExpression()), !dbg !67
  %5 = load i32, i32* @config, align 4, !dbg !68
  store i32 %5, i32* %3, align 4, !dbg !67
  %6 = call i32 @pthread_rwlock_unlock(%union.pthread_rwlock_t* noundef @rw) #4, !dbg !69
  %7 = load i32, i32* %3, align 4, !dbg !70
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i32 noundef %7), !dbg !71
  ret i8* null, !dbg !72
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i64* %2, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i64* %3, metadata !79, metadata !DIExpression()), !dbg !80
  %4 = call i32 @pthread_create(i64* noundef %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @updater, i8* noundef null) #4, !dbg !81
  %5 = call i32 @pthread_create(i64* noundef %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef @reader, i8* noundef null) #4, !dbg !82
  %6 = load i64, i64* %2, align 8, !dbg !83
  %7 = call i32 @pthread_join(i64 noundef %6, i8** noundef null), !dbg !84
  %8 = load i64, i64* %3, align 8, !dbg !85
  %9 = call i32 @pthread_join(i64 noundef %8, i8** noundef null), !dbg !86
  ret i32 0, !dbg !87
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
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rw", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/wrong/rwlock_writer_reads_lock.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "b98dc174974ef504d4d24c65527d18f2")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "config", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !11, line: 91, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 86, size: 448, elements: !13)
!13 = !{!14, !37, !42}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 88, baseType: !15, size: 448)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !16, line: 23, size: 448, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!17 = !{!18, !20, !21, !22, !23, !24, !25, !26, !27, !29, !34, !36}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !15, file: !16, line: 25, baseType: !19, size: 32)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !15, file: !16, line: 26, baseType: !19, size: 32, offset: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !15, file: !16, line: 27, baseType: !19, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !15, file: !16, line: 28, baseType: !19, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !15, file: !16, line: 29, baseType: !19, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !15, file: !16, line: 30, baseType: !19, size: 32, offset: 160)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !15, file: !16, line: 33, baseType: !9, size: 32, offset: 224)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !15, file: !16, line: 34, baseType: !28, size: 8, offset: 256)
!28 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !15, file: !16, line: 39, baseType: !30, size: 56, offset: 264)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 56, elements: !32)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !{!33}
!33 = !DISubrange(count: 7)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !15, file: !16, line: 42, baseType: !35, size: 64, offset: 320)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !15, file: !16, line: 45, baseType: !19, size: 32, offset: 384)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 89, baseType: !38, size: 448)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 56)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 90, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 7, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 1}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "updater", scope: !3, file: !3, line: 11, type: !53, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !52, file: !3, line: 11, type: !5)
!57 = !DILocation(line: 11, column: 21, scope: !52)
!58 = !DILocation(line: 12, column: 5, scope: !52)
!59 = !DILocation(line: 13, column: 12, scope: !52)
!60 = !DILocation(line: 14, column: 5, scope: !52)
!61 = !DILocation(line: 15, column: 5, scope: !52)
!62 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 18, type: !53, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !62, file: !3, line: 18, type: !5)
!64 = !DILocation(line: 18, column: 20, scope: !62)
!65 = !DILocation(line: 19, column: 5, scope: !62)
!66 = !DILocalVariable(name: "c", scope: !62, file: !3, line: 20, type: !9)
!67 = !DILocation(line: 20, column: 9, scope: !62)
!68 = !DILocation(line: 20, column: 13, scope: !62)
!69 = !DILocation(line: 21, column: 5, scope: !62)
!70 = !DILocation(line: 22, column: 27, scope: !62)
!71 = !DILocation(line: 22, column: 5, scope: !62)
!72 = !DILocation(line: 23, column: 5, scope: !62)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !74, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!74 = !DISubroutineType(types: !75)
!75 = !{!9}
!76 = !DILocalVariable(name: "u", scope: !73, file: !3, line: 27, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !35)
!78 = !DILocation(line: 27, column: 15, scope: !73)
!79 = !DILocalVariable(name: "r", scope: !73, file: !3, line: 27, type: !77)
!80 = !DILocation(line: 27, column: 18, scope: !73)
!81 = !DILocation(line: 28, column: 5, scope: !73)
!82 = !DILocation(line: 29, column: 5, scope: !73)
!83 = !DILocation(line: 30, column: 18, scope: !73)
!84 = !DILocation(line: 30, column: 5, scope: !73)
!85 = !DILocation(line: 31, column: 18, scope: !73)
!86 = !DILocation(line: 31, column: 5, scope: !73)
!87 = !DILocation(line: 32, column: 5, scope: !73)
