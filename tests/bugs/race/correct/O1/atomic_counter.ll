; ModuleID = 'race/correct/atomic_counter.c'
source_filename = "race/correct/atomic_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@count = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 2\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"race/correct/atomic_counter.c\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noalias i8* @worker(i8* nocapture readnone %0) #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !32, metadata !DIExpression()), !dbg !33
  %2 = atomicrmw add i32* @count, i32 1 monotonic, align 4, !dbg !34
  ret i8* null, !dbg !35
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !36 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !45
  %4 = bitcast i64* %2 to i8*, !dbg !45
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !45
  call void @llvm.dbg.value(metadata i64* %1, metadata !40, metadata !DIExpression(DW_OP_deref)), !dbg !46
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !47
  call void @llvm.dbg.value(metadata i64* %2, metadata !44, metadata !DIExpression(DW_OP_deref)), !dbg !46
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @worker, i8* noundef null) #7, !dbg !48
  %7 = load i64, i64* %1, align 8, !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata i64 %7, metadata !40, metadata !DIExpression()), !dbg !46
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !54
  %9 = load i64, i64* %2, align 8, !dbg !55, !tbaa !50
  call void @llvm.dbg.value(metadata i64 %9, metadata !44, metadata !DIExpression()), !dbg !46
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !56
  %11 = load atomic i32, i32* @count seq_cst, align 4, !dbg !57
  %12 = icmp eq i32 %11, 2, !dbg !57
  br i1 %12, label %14, label %13, !dbg !60

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef 20, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !57
  unreachable, !dbg !57

14:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !61
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !61
  ret i32 0, !dbg !62
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare !dbg !63 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #3

declare !dbg !85 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 7, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race/correct/atomic_counter.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "50df15a860200e16db944dfefb8bd9a2")
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
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!0}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 92, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !29, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!16, !16}
!31 = !{!32}
!32 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 9, type: !16)
!33 = !DILocation(line: 0, scope: !28)
!34 = !DILocation(line: 10, column: 5, scope: !28)
!35 = !DILocation(line: 11, column: 5, scope: !28)
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!20}
!39 = !{!40, !44}
!40 = !DILocalVariable(name: "a", scope: !36, file: !3, line: 15, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocalVariable(name: "b", scope: !36, file: !3, line: 15, type: !41)
!45 = !DILocation(line: 15, column: 5, scope: !36)
!46 = !DILocation(line: 0, scope: !36)
!47 = !DILocation(line: 16, column: 5, scope: !36)
!48 = !DILocation(line: 17, column: 5, scope: !36)
!49 = !DILocation(line: 18, column: 18, scope: !36)
!50 = !{!51, !51, i64 0}
!51 = !{!"long", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 18, column: 5, scope: !36)
!55 = !DILocation(line: 19, column: 18, scope: !36)
!56 = !DILocation(line: 19, column: 5, scope: !36)
!57 = !DILocation(line: 20, column: 5, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 20, column: 5)
!59 = distinct !DILexicalBlock(scope: !36, file: !3, line: 20, column: 5)
!60 = !DILocation(line: 20, column: 5, scope: !59)
!61 = !DILocation(line: 22, column: 1, scope: !36)
!62 = !DILocation(line: 21, column: 5, scope: !36)
!63 = !DISubprogram(name: "pthread_create", scope: !64, file: !64, line: 202, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !84)
!64 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!65 = !DISubroutineType(types: !66)
!66 = !{!20, !67, !69, !82, !83}
!67 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !42, line: 62, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !42, line: 56, size: 448, elements: !74)
!74 = !{!75, !80}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !73, file: !42, line: 58, baseType: !76, size: 448)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 448, elements: !78)
!77 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!78 = !{!79}
!79 = !DISubrange(count: 56)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !73, file: !42, line: 59, baseType: !81, size: 64)
!81 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!84 = !{}
!85 = !DISubprogram(name: "pthread_join", scope: !64, file: !64, line: 219, type: !86, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !84)
!86 = !DISubroutineType(types: !87)
!87 = !{!20, !41, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
