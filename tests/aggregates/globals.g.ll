; ModuleID = 'globals.c'
source_filename = "globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i8, [2 x %struct.pair], [3 x i32] }
%struct.pair = type { i32, i64 }
%union.U = type { i32 }

@s = dso_local local_unnamed_addr global %struct.S { i32 1, i8 120, [2 x %struct.pair] [%struct.pair { i32 2, i64 3 }, %struct.pair { i32 4, i64 5 }], [3 x i32] [i32 6, i32 7, i32 8] }, align 8, !dbg !0
@v = dso_local local_unnamed_addr global [3 x i32] [i32 1, i32 2, i32 3], align 4, !dbg !5
@cv = dso_local local_unnamed_addr constant [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]], align 16, !dbg !11
@u = dso_local local_unnamed_addr global %union.U { i32 65 }, align 4, !dbg !17

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly
define dso_local i32 @main() local_unnamed_addr #0 !dbg !45 {
  store i32 5, i32* getelementptr inbounds ([3 x i32], [3 x i32]* @v, i64 0, i64 1), align 4, !dbg !49, !tbaa !50
  store i32 9, i32* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 3, i64 2), align 8, !dbg !54, !tbaa !50
  store i64 -1, i64* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 2, i64 1, i32 1), align 8, !dbg !55, !tbaa !56
  ret i32 3, !dbg !59
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 4, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "globals.c", directory: "/work/main/tests/aggregates", checksumkind: CSK_MD5, checksum: "2146b310187d7af9b4e3f13c38656799")
!4 = !{!0, !5, !11, !17}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "v", scope: !2, file: !3, line: 5, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 3)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "cv", scope: !2, file: !3, line: 6, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !15)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!15 = !{!16, !16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "u", scope: !2, file: !3, line: 7, type: !19, isLocal: false, isDefinition: true)
!19 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !3, line: 7, size: 32, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !19, file: !3, line: 7, baseType: !8, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !19, file: !3, line: 7, baseType: !23, size: 8)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 4, size: 448, elements: !25)
!25 = !{!26, !27, !28, !37}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !24, file: !3, line: 4, baseType: !8, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !24, file: !3, line: 4, baseType: !23, size: 8, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !24, file: !3, line: 4, baseType: !29, size: 256, offset: 64)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 256, elements: !36)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair", file: !3, line: 3, baseType: !31)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 3, size: 128, elements: !32)
!32 = !{!33, !34}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !31, file: !3, line: 3, baseType: !8, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !31, file: !3, line: 3, baseType: !35, size: 64, offset: 64)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !{!16}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !24, file: !3, line: 4, baseType: !7, size: 96, offset: 320)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 7, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 1}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !46, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!8}
!48 = !{}
!49 = !DILocation(line: 10, column: 10, scope: !45)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 11, column: 14, scope: !45)
!55 = !DILocation(line: 12, column: 15, scope: !45)
!56 = !{!57, !58, i64 8}
!57 = !{!"", !51, i64 0, !58, i64 8}
!58 = !{!"long", !52, i64 0}
!59 = !DILocation(line: 13, column: 5, scope: !45)
