; ModuleID = 'deadlock/correct/ordered_locks.c'
source_filename = "deadlock/correct/ordered_locks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { %struct.__pthread_internal_list*, %struct.__pthread_internal_list* }
%union.pthread_attr_t = type { i64, [48 x i8] }

@first = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@second = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !7
@a = dso_local local_unnamed_addr global i32 10, align 4, !dbg !42
@b = dso_local local_unnamed_addr global i32 0, align 4, !dbg !44
@.str = private unnamed_addr constant [23 x i8] c"a + b == 10 && b == 10\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"deadlock/correct/ordered_locks.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @move(i8* nocapture readnone %0) #0 !dbg !53 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !57, metadata !DIExpression()), !dbg !58
  %2 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @first) #6, !dbg !59
  %3 = call i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !60
  %4 = load i32, i32* @a, align 4, !dbg !61, !tbaa !62
  %5 = add nsw i32 %4, -5, !dbg !61
  store i32 %5, i32* @a, align 4, !dbg !61, !tbaa !62
  %6 = load i32, i32* @b, align 4, !dbg !66, !tbaa !62
  %7 = add nsw i32 %6, 5, !dbg !66
  store i32 %7, i32* @b, align 4, !dbg !66, !tbaa !62
  %8 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @second) #6, !dbg !67
  %9 = call i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef nonnull @first) #6, !dbg !68
  ret i8* null, !dbg !69
}

; Function Attrs: nounwind
declare !dbg !70 i32 @pthread_mutex_lock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !76 i32 @pthread_mutex_unlock(%union.pthread_mutex_t* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !77 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #6, !dbg !85
  %4 = bitcast i64* %2 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #6, !dbg !85
  call void @llvm.dbg.value(metadata i64* %1, metadata !81, metadata !DIExpression(DW_OP_deref)), !dbg !86
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @move, i8* noundef null) #6, !dbg !87
  call void @llvm.dbg.value(metadata i64* %2, metadata !84, metadata !DIExpression(DW_OP_deref)), !dbg !86
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @move, i8* noundef null) #6, !dbg !88
  %7 = load i64, i64* %1, align 8, !dbg !89, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %7, metadata !81, metadata !DIExpression()), !dbg !86
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #6, !dbg !92
  %9 = load i64, i64* %2, align 8, !dbg !93, !tbaa !90
  call void @llvm.dbg.value(metadata i64 %9, metadata !84, metadata !DIExpression()), !dbg !86
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #6, !dbg !94
  %11 = load i32, i32* @a, align 4, !dbg !95, !tbaa !62
  %12 = load i32, i32* @b, align 4, !dbg !95, !tbaa !62
  %13 = add nsw i32 %12, %11, !dbg !95
  %14 = icmp eq i32 %13, 10, !dbg !95
  %15 = icmp eq i32 %12, 10, !dbg !95
  %16 = and i1 %15, %14, !dbg !95
  br i1 %16, label %18, label %17, !dbg !95

17:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i64 0, i64 0), i32 noundef 26, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #7, !dbg !95
  unreachable, !dbg !95

18:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #6, !dbg !98
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #6, !dbg !98
  ret i32 0, !dbg !99
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !100 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #1

declare !dbg !118 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "first", scope: !2, file: !3, line: 6, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deadlock/correct/ordered_locks.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "fa8463b3e534886ff48eda1050279249")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !42, !44}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "second", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !12)
!12 = !{!13, !35, !40}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !11, file: !10, line: 69, baseType: !14, size: 320)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !15, line: 22, size: 320, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!16 = !{!17, !19, !21, !22, !23, !24, !26, !27}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !14, file: !15, line: 24, baseType: !18, size: 32)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !14, file: !15, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !14, file: !15, line: 26, baseType: !18, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !14, file: !15, line: 28, baseType: !20, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !14, file: !15, line: 32, baseType: !18, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !14, file: !15, line: 34, baseType: !25, size: 16, offset: 160)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !14, file: !15, line: 35, baseType: !25, size: 16, offset: 176)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !14, file: !15, line: 36, baseType: !28, size: 128, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !30, file: !29, line: 53, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !30, file: !29, line: 54, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !11, file: !10, line: 70, baseType: !36, size: 320)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 320, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 40)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !11, file: !10, line: 71, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 7, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 1}
!52 = !{!"Debian clang version 14.0.6"}
!53 = distinct !DISubprogram(name: "move", scope: !3, file: !3, line: 10, type: !54, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !5}
!56 = !{!57}
!57 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 10, type: !5)
!58 = !DILocation(line: 0, scope: !53)
!59 = !DILocation(line: 11, column: 5, scope: !53)
!60 = !DILocation(line: 12, column: 5, scope: !53)
!61 = !DILocation(line: 13, column: 7, scope: !53)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !64, i64 0}
!64 = !{!"omnipotent char", !65, i64 0}
!65 = !{!"Simple C/C++ TBAA"}
!66 = !DILocation(line: 14, column: 7, scope: !53)
!67 = !DILocation(line: 15, column: 5, scope: !53)
!68 = !DILocation(line: 16, column: 5, scope: !53)
!69 = !DILocation(line: 17, column: 5, scope: !53)
!70 = !DISubprogram(name: "pthread_mutex_lock", scope: !71, file: !71, line: 794, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !75)
!71 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!72 = !DISubroutineType(types: !73)
!73 = !{!18, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!75 = !{}
!76 = !DISubprogram(name: "pthread_mutex_unlock", scope: !71, file: !71, line: 835, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !75)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !78, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!18}
!80 = !{!81, !84}
!81 = !DILocalVariable(name: "x", scope: !77, file: !3, line: 21, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !83)
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DILocalVariable(name: "y", scope: !77, file: !3, line: 21, type: !82)
!85 = !DILocation(line: 21, column: 5, scope: !77)
!86 = !DILocation(line: 0, scope: !77)
!87 = !DILocation(line: 22, column: 5, scope: !77)
!88 = !DILocation(line: 23, column: 5, scope: !77)
!89 = !DILocation(line: 24, column: 18, scope: !77)
!90 = !{!91, !91, i64 0}
!91 = !{!"long", !64, i64 0}
!92 = !DILocation(line: 24, column: 5, scope: !77)
!93 = !DILocation(line: 25, column: 18, scope: !77)
!94 = !DILocation(line: 25, column: 5, scope: !77)
!95 = !DILocation(line: 26, column: 5, scope: !96)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 26, column: 5)
!97 = distinct !DILexicalBlock(scope: !77, file: !3, line: 26, column: 5)
!98 = !DILocation(line: 28, column: 1, scope: !77)
!99 = !DILocation(line: 27, column: 5, scope: !77)
!100 = !DISubprogram(name: "pthread_create", scope: !71, file: !71, line: 202, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !75)
!101 = !DISubroutineType(types: !102)
!102 = !{!18, !103, !105, !116, !117}
!103 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !110)
!110 = !{!111, !115}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !109, file: !10, line: 58, baseType: !112, size: 448)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 448, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 56)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !109, file: !10, line: 59, baseType: !41, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!118 = !DISubprogram(name: "pthread_join", scope: !71, file: !71, line: 219, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !75)
!119 = !DISubroutineType(types: !120)
!120 = !{!18, !82, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
