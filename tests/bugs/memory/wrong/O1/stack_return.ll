; ModuleID = 'stack_return.c'
source_filename = "stack_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = call fastcc i32* @make_range(), !dbg !16
  call void @llvm.dbg.value(metadata i32* %1, metadata !14, metadata !DIExpression()), !dbg !17
  %2 = getelementptr inbounds i32, i32* %1, i64 2, !dbg !18
  %3 = load i32, i32* %2, align 4, !dbg !18, !tbaa !19
  %4 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %3), !dbg !23
  ret i32 0, !dbg !24
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc i32* @make_range() unnamed_addr #3 !dbg !25 {
  %1 = alloca [4 x i32], align 16
  %2 = alloca i32*, align 8
  call void @llvm.dbg.value(metadata i32 10, metadata !29, metadata !DIExpression()), !dbg !38
  %3 = bitcast [4 x i32]* %1 to i8*, !dbg !39
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %3) #6, !dbg !39
  call void @llvm.dbg.declare(metadata [4 x i32]* %1, metadata !30, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !41
  br label %9, !dbg !42

4:                                                ; preds = %9
  %5 = bitcast i32** %2 to i8*, !dbg !43
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5), !dbg !43
  call void @llvm.dbg.declare(metadata i32** %2, metadata !36, metadata !DIExpression()), !dbg !44
  %6 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 0, !dbg !45
  store volatile i32* %6, i32** %2, align 8, !dbg !44, !tbaa !46
  %7 = load volatile i32*, i32** %2, align 8, !dbg !48, !tbaa !46
  %8 = bitcast i32** %2 to i8*, !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8), !dbg !49
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %3) #6, !dbg !49
  ret i32* %7, !dbg !50

9:                                                ; preds = %0, %9
  %10 = phi i64 [ 0, %0 ], [ %14, %9 ]
  call void @llvm.dbg.value(metadata i64 %10, metadata !34, metadata !DIExpression()), !dbg !41
  %11 = getelementptr inbounds [4 x i32], [4 x i32]* %1, i64 0, i64 %10, !dbg !51
  %12 = trunc i64 %10 to i32, !dbg !53
  %13 = add i32 %12, 10, !dbg !53
  store i32 %13, i32* %11, align 4, !dbg !53, !tbaa !19
  %14 = add nuw nsw i64 %10, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %14, metadata !34, metadata !DIExpression()), !dbg !41
  %15 = icmp eq i64 %14, 4, !dbg !55
  br i1 %15, label %4, label %9, !dbg !42, !llvm.loop !56
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack_return.c", directory: "/work/main/tests/bugs/memory/wrong", checksumkind: CSK_MD5, checksum: "ba9375af7e047f09780161a4b81814fd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !10, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DILocalVariable(name: "r", scope: !9, file: !1, line: 16, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!16 = !DILocation(line: 16, column: 14, scope: !9)
!17 = !DILocation(line: 0, scope: !9)
!18 = !DILocation(line: 17, column: 20, scope: !9)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !DILocation(line: 17, column: 5, scope: !9)
!24 = !DILocation(line: 18, column: 5, scope: !9)
!25 = distinct !DISubprogram(name: "make_range", scope: !1, file: !1, line: 7, type: !26, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!15, !12}
!28 = !{!29, !30, !34, !36}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !1, line: 7, type: !12)
!30 = !DILocalVariable(name: "range", scope: !25, file: !1, line: 8, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 9, type: !12)
!35 = distinct !DILexicalBlock(scope: !25, file: !1, line: 9, column: 5)
!36 = !DILocalVariable(name: "escape", scope: !25, file: !1, line: 11, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !15)
!38 = !DILocation(line: 0, scope: !25)
!39 = !DILocation(line: 8, column: 5, scope: !25)
!40 = !DILocation(line: 8, column: 9, scope: !25)
!41 = !DILocation(line: 0, scope: !35)
!42 = !DILocation(line: 9, column: 5, scope: !35)
!43 = !DILocation(line: 11, column: 5, scope: !25)
!44 = !DILocation(line: 11, column: 19, scope: !25)
!45 = !DILocation(line: 11, column: 28, scope: !25)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !21, i64 0}
!48 = !DILocation(line: 12, column: 12, scope: !25)
!49 = !DILocation(line: 13, column: 1, scope: !25)
!50 = !DILocation(line: 12, column: 5, scope: !25)
!51 = !DILocation(line: 10, column: 9, scope: !52)
!52 = distinct !DILexicalBlock(scope: !35, file: !1, line: 9, column: 5)
!53 = !DILocation(line: 10, column: 18, scope: !52)
!54 = !DILocation(line: 9, column: 29, scope: !52)
!55 = !DILocation(line: 9, column: 23, scope: !52)
!56 = distinct !{!56, !42, !57, !58, !59}
!57 = !DILocation(line: 10, column: 24, scope: !35)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !{!"llvm.loop.unroll.disable"}
