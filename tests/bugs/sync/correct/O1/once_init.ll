; ModuleID = 'sync/correct/once_init.c'
source_filename = "sync/correct/once_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_attr_t = type { i64, [48 x i8] }

@once = dso_local global i32 0, align 4, !dbg !0
@inits = dso_local local_unnamed_addr global i32 0, align 4, !dbg !13
@table = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !7
@.str = private unnamed_addr constant [25 x i8] c"table[0] + table[1] == 7\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"sync/correct/once_init.c\00", align 1
@__PRETTY_FUNCTION__.user = private unnamed_addr constant [19 x i8] c"void *user(void *)\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"inits == 1\00", align 1
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @setup() #0 !dbg !24 {
  %1 = load i32, i32* @inits, align 4, !dbg !28, !tbaa !29
  %2 = add nsw i32 %1, 1, !dbg !28
  store i32 %2, i32* @inits, align 4, !dbg !28, !tbaa !29
  store i32 3, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !33, !tbaa !29
  store i32 4, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !34, !tbaa !29
  ret void, !dbg !35
}

; Function Attrs: nounwind uwtable
define dso_local noalias i8* @user(i8* nocapture readnone %0) #1 !dbg !36 {
  call void @llvm.dbg.value(metadata i8* undef, metadata !40, metadata !DIExpression()), !dbg !41
  %2 = call i32 @pthread_once(i32* noundef nonnull @once, void ()* noundef nonnull @setup) #7, !dbg !42
  %3 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 0), align 4, !dbg !43, !tbaa !29
  %4 = load i32, i32* getelementptr inbounds ([2 x i32], [2 x i32]* @table, i64 0, i64 1), align 4, !dbg !43, !tbaa !29
  %5 = add nsw i32 %4, %3, !dbg !43
  %6 = icmp eq i32 %5, 7, !dbg !43
  br i1 %6, label %8, label %7, !dbg !46

7:                                                ; preds = %1
  call void @__assert_fail(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef 17, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @__PRETTY_FUNCTION__.user, i64 0, i64 0)) #8, !dbg !43
  unreachable, !dbg !43

8:                                                ; preds = %1
  ret i8* null, !dbg !47
}

declare !dbg !48 i32 @pthread_once(i32* noundef, void ()* noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !54 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = bitcast i64* %1 to i8*, !dbg !62
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %3) #7, !dbg !62
  %4 = bitcast i64* %2 to i8*, !dbg !62
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7, !dbg !62
  call void @llvm.dbg.value(metadata i64* %1, metadata !58, metadata !DIExpression(DW_OP_deref)), !dbg !63
  %5 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @user, i8* noundef null) #7, !dbg !64
  call void @llvm.dbg.value(metadata i64* %2, metadata !61, metadata !DIExpression(DW_OP_deref)), !dbg !63
  %6 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @user, i8* noundef null) #7, !dbg !65
  %7 = load i64, i64* %1, align 8, !dbg !66, !tbaa !67
  call void @llvm.dbg.value(metadata i64 %7, metadata !58, metadata !DIExpression()), !dbg !63
  %8 = call i32 @pthread_join(i64 noundef %7, i8** noundef null) #7, !dbg !69
  %9 = load i64, i64* %2, align 8, !dbg !70, !tbaa !67
  call void @llvm.dbg.value(metadata i64 %9, metadata !61, metadata !DIExpression()), !dbg !63
  %10 = call i32 @pthread_join(i64 noundef %9, i8** noundef null) #7, !dbg !71
  %11 = load i32, i32* @inits, align 4, !dbg !72, !tbaa !29
  %12 = icmp eq i32 %11, 1, !dbg !72
  br i1 %12, label %14, label %13, !dbg !75

13:                                               ; preds = %0
  call void @__assert_fail(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i32 noundef 27, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @__PRETTY_FUNCTION__.main, i64 0, i64 0)) #8, !dbg !72
  unreachable, !dbg !72

14:                                               ; preds = %0
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7, !dbg !76
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %3) #7, !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #5

declare !dbg !98 i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "once", scope: !2, file: !3, line: 6, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync/correct/once_init.c", directory: "/work/main/tests/bugs", checksumkind: CSK_MD5, checksum: "012751940c65daa90a891b9201cce637")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "inits", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_once_t", file: !16, line: 53, baseType: !10)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 9, type: !25, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null}
!27 = !{}
!28 = !DILocation(line: 10, column: 10, scope: !24)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !DILocation(line: 11, column: 14, scope: !24)
!34 = !DILocation(line: 12, column: 14, scope: !24)
!35 = !DILocation(line: 13, column: 1, scope: !24)
!36 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 15, type: !37, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!5, !5}
!39 = !{!40}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 15, type: !5)
!41 = !DILocation(line: 0, scope: !36)
!42 = !DILocation(line: 16, column: 5, scope: !36)
!43 = !DILocation(line: 17, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 17, column: 5)
!45 = distinct !DILexicalBlock(scope: !36, file: !3, line: 17, column: 5)
!46 = !DILocation(line: 17, column: 5, scope: !45)
!47 = !DILocation(line: 18, column: 5, scope: !36)
!48 = !DISubprogram(name: "pthread_once", scope: !49, file: !49, line: 509, type: !50, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !27)
!49 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!50 = !DISubroutineType(types: !51)
!51 = !{!10, !52, !53}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !55, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!10}
!57 = !{!58, !61}
!58 = !DILocalVariable(name: "a", scope: !54, file: !3, line: 22, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !16, line: 27, baseType: !60)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocalVariable(name: "b", scope: !54, file: !3, line: 22, type: !59)
!62 = !DILocation(line: 22, column: 5, scope: !54)
!63 = !DILocation(line: 0, scope: !54)
!64 = !DILocation(line: 23, column: 5, scope: !54)
!65 = !DILocation(line: 24, column: 5, scope: !54)
!66 = !DILocation(line: 25, column: 18, scope: !54)
!67 = !{!68, !68, i64 0}
!68 = !{!"long", !31, i64 0}
!69 = !DILocation(line: 25, column: 5, scope: !54)
!70 = !DILocation(line: 26, column: 18, scope: !54)
!71 = !DILocation(line: 26, column: 5, scope: !54)
!72 = !DILocation(line: 27, column: 5, scope: !73)
!73 = distinct !DILexicalBlock(scope: !74, file: !3, line: 27, column: 5)
!74 = distinct !DILexicalBlock(scope: !54, file: !3, line: 27, column: 5)
!75 = !DILocation(line: 27, column: 5, scope: !74)
!76 = !DILocation(line: 29, column: 1, scope: !54)
!77 = !DILocation(line: 28, column: 5, scope: !54)
!78 = !DISubprogram(name: "pthread_create", scope: !49, file: !49, line: 202, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !27)
!79 = !DISubroutineType(types: !80)
!80 = !{!10, !81, !83, !96, !97}
!81 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !16, line: 62, baseType: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !16, line: 56, size: 448, elements: !88)
!88 = !{!89, !94}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !87, file: !16, line: 58, baseType: !90, size: 448)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 448, elements: !92)
!91 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!92 = !{!93}
!93 = !DISubrange(count: 56)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !87, file: !16, line: 59, baseType: !95, size: 64)
!95 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!98 = !DISubprogram(name: "pthread_join", scope: !49, file: !49, line: 219, type: !99, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !27)
!99 = !DISubroutineType(types: !100)
!100 = !{!10, !59, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
