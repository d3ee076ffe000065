; ModuleID = 'free_stack.c'
source_filename = "free_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%c\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !13 {
  %3 = alloca [16 x i8], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !21, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i8** %1, metadata !22, metadata !DIExpression()), !dbg !29
  %4 = getelementptr inbounds [16 x i8], [16 x i8]* %3, i64 0, i64 0, !dbg !30
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #8, !dbg !30
  call void @llvm.dbg.declare(metadata [16 x i8]* %3, metadata !23, metadata !DIExpression()), !dbg !31
  %5 = sext i32 %0 to i64, !dbg !32
  %6 = shl nsw i64 %5, 3, !dbg !33
  call void @llvm.dbg.value(metadata i64 %6, metadata !27, metadata !DIExpression()), !dbg !29
  %7 = icmp ult i64 %6, 17, !dbg !34
  br i1 %7, label %10, label %8, !dbg !35

8:                                                ; preds = %2
  %9 = call noalias i8* @malloc(i64 noundef %6) #8, !dbg !36
  br label %10, !dbg !35

10:                                               ; preds = %2, %8
  %11 = phi i8* [ %9, %8 ], [ %4, %2 ], !dbg !35
  call void @llvm.dbg.value(metadata i8* %11, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.memset.p0i8.i64(i8* align 1 %11, i8 120, i64 %6, i1 false), !dbg !37
  %12 = load i8, i8* %11, align 1, !dbg !38, !tbaa !39
  %13 = sext i8 %12 to i32, !dbg !38
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %13), !dbg !42
  call void @llvm.dbg.value(metadata i8* %11, metadata !43, metadata !DIExpression()) #8, !dbg !48
  call void @free(i8* noundef %11) #8, !dbg !50
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #8, !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !14, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21, !22, !23, !27, !28}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 12, type: !16)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 12, type: !17)
!23 = !DILocalVariable(name: "small", scope: !13, file: !1, line: 14, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DILocalVariable(name: "need", scope: !13, file: !1, line: 15, type: !3)
!28 = !DILocalVariable(name: "buf", scope: !13, file: !1, line: 16, type: !18)
!29 = !DILocation(line: 0, scope: !13)
!30 = !DILocation(line: 14, column: 5, scope: !13)
!31 = !DILocation(line: 14, column: 10, scope: !13)
!32 = !DILocation(line: 15, column: 19, scope: !13)
!33 = !DILocation(line: 15, column: 32, scope: !13)
!34 = !DILocation(line: 16, column: 22, scope: !13)
!35 = !DILocation(line: 16, column: 17, scope: !13)
!36 = !DILocation(line: 16, column: 48, scope: !13)
!37 = !DILocation(line: 17, column: 5, scope: !13)
!38 = !DILocation(line: 18, column: 20, scope: !13)
!39 = !{!40, !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 18, column: 5, scope: !13)
!43 = !DILocalVariable(name: "p", arg: 1, scope: !44, file: !1, line: 10, type: !18)
!44 = distinct !DISubprogram(name: "release", scope: !1, file: !1, line: 10, type: !45, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !18}
!47 = !{!43}
!48 = !DILocation(line: 0, scope: !44, inlinedAt: !49)
!49 = distinct !DILocation(line: 19, column: 5, scope: !13)
!50 = !DILocation(line: 10, column: 32, scope: !44, inlinedAt: !49)
!51 = !DILocation(line: 21, column: 1, scope: !13)
!52 = !DILocation(line: 20, column: 5, scope: !13)
