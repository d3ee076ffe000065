; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"Hello\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c", \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"[%s] len=%u\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"reversed: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"upper: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"rot13: %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"%c%c\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"[%10s][%-6s][%c]\0A\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"right\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"left\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @my_strlen(i8* nocapture noundef readonly %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i32 [ 0, %1 ], [ %8, %2 ]
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds i8, i8* %0, i64 %4
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = icmp eq i8 %6, 0
  %8 = add i32 %3, 1
  br i1 %7, label %9, label %2, !llvm.loop !8

9:                                                ; preds = %2
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i8* @my_strcpy(i8* noundef returned writeonly %0, i8* nocapture noundef readonly %1) local_unnamed_addr #2 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i8* [ %1, %2 ], [ %6, %3 ]
  %5 = phi i8* [ %0, %2 ], [ %8, %3 ]
  %6 = getelementptr inbounds i8, i8* %4, i64 1
  %7 = load i8, i8* %4, align 1, !tbaa !5
  %8 = getelementptr inbounds i8, i8* %5, i64 1
  store i8 %7, i8* %5, align 1, !tbaa !5
  %9 = icmp eq i8 %7, 0
  br i1 %9, label %10, label %3, !llvm.loop !11

10:                                               ; preds = %3
  ret i8* %0
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i8* @my_strcat(i8* noundef returned %0, i8* nocapture noundef readonly %1) local_unnamed_addr #2 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i32 [ 0, %2 ], [ %9, %3 ]
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i8, i8* %0, i64 %5
  %7 = load i8, i8* %6, align 1, !tbaa !5
  %8 = icmp eq i8 %7, 0
  %9 = add i32 %4, 1
  br i1 %8, label %10, label %3, !llvm.loop !8

10:                                               ; preds = %3
  %11 = zext i32 %4 to i64
  %12 = getelementptr inbounds i8, i8* %0, i64 %11
  br label %13

13:                                               ; preds = %10, %13
  %14 = phi i8* [ %16, %13 ], [ %1, %10 ]
  %15 = phi i8* [ %18, %13 ], [ %12, %10 ]
  %16 = getelementptr inbounds i8, i8* %14, i64 1
  %17 = load i8, i8* %14, align 1, !tbaa !5
  %18 = getelementptr inbounds i8, i8* %15, i64 1
  store i8 %17, i8* %15, align 1, !tbaa !5
  %19 = icmp eq i8 %17, 0
  br i1 %19, label %20, label %13, !llvm.loop !11

20:                                               ; preds = %13
  ret i8* %0
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @my_strcmp(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load i8, i8* %0, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %16, label %5

5:                                                ; preds = %2, %11
  %6 = phi i8 [ %14, %11 ], [ %3, %2 ]
  %7 = phi i8* [ %13, %11 ], [ %1, %2 ]
  %8 = phi i8* [ %12, %11 ], [ %0, %2 ]
  %9 = load i8, i8* %7, align 1, !tbaa !5
  %10 = icmp eq i8 %6, %9
  br i1 %10, label %11, label %16

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, i8* %8, i64 1
  %13 = getelementptr inbounds i8, i8* %7, i64 1
  %14 = load i8, i8* %12, align 1, !tbaa !5
  %15 = icmp eq i8 %14, 0
  br i1 %15, label %16, label %5, !llvm.loop !12

16:                                               ; preds = %5, %11, %2
  %17 = phi i8* [ %1, %2 ], [ %7, %5 ], [ %13, %11 ]
  %18 = phi i8 [ %3, %2 ], [ %6, %5 ], [ %14, %11 ]
  %19 = zext i8 %18 to i32
  %20 = load i8, i8* %17, align 1, !tbaa !5
  %21 = zext i8 %20 to i32
  %22 = sub nsw i32 %19, %21
  ret i32 %22
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @reverse(i8* nocapture noundef %0) local_unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i32 [ 0, %1 ], [ %8, %2 ]
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds i8, i8* %0, i64 %4
  %6 = load i8, i8* %5, align 1, !tbaa !5
  %7 = icmp eq i8 %6, 0
  %8 = add i32 %3, 1
  br i1 %7, label %9, label %2, !llvm.loop !8

9:                                                ; preds = %2
  %10 = icmp ult i32 %3, 2
  br i1 %10, label %15, label %11

11:                                               ; preds = %9
  %12 = lshr i32 %3, 1
  %13 = call i32 @llvm.umax.i32(i32 %12, i32 1)
  %14 = zext i32 %13 to i64
  br label %16

15:                                               ; preds = %16, %9
  ret void

16:                                               ; preds = %11, %16
  %17 = phi i64 [ 0, %11 ], [ %26, %16 ]
  %18 = trunc i64 %17 to i32
  %19 = getelementptr inbounds i8, i8* %0, i64 %17
  %20 = load i8, i8* %19, align 1, !tbaa !5
  %21 = xor i32 %18, -1
  %22 = add i32 %3, %21
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i8, i8* %0, i64 %23
  %25 = load i8, i8* %24, align 1, !tbaa !5
  store i8 %25, i8* %19, align 1, !tbaa !5
  store i8 %20, i8* %24, align 1, !tbaa !5
  %26 = add nuw nsw i64 %17, 1
  %27 = icmp eq i64 %26, %14
  br i1 %27, label %15, label %16, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @upcase(i8* nocapture noundef %0) local_unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %15, label %4

4:                                                ; preds = %1, %11
  %5 = phi i8 [ %13, %11 ], [ %2, %1 ]
  %6 = phi i8* [ %12, %11 ], [ %0, %1 ]
  %7 = add i8 %5, -97
  %8 = icmp ult i8 %7, 26
  br i1 %8, label %9, label %11

9:                                                ; preds = %4
  %10 = add i8 %5, -32
  store i8 %10, i8* %6, align 1, !tbaa !5
  br label %11

11:                                               ; preds = %4, %9
  %12 = getelementptr inbounds i8, i8* %6, i64 1
  %13 = load i8, i8* %12, align 1, !tbaa !5
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %4, !llvm.loop !14

15:                                               ; preds = %11, %1
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @rot13(i8* nocapture noundef %0) local_unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !5
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %24, label %4

4:                                                ; preds = %1, %20
  %5 = phi i8 [ %22, %20 ], [ %2, %1 ]
  %6 = phi i8* [ %21, %20 ], [ %0, %1 ]
  %7 = sext i8 %5 to i32
  %8 = add i8 %5, -97
  %9 = icmp ult i8 %8, 26
  br i1 %9, label %13, label %10

10:                                               ; preds = %4
  %11 = add i8 %5, -65
  %12 = icmp ult i8 %11, 26
  br i1 %12, label %13, label %20

13:                                               ; preds = %10, %4
  %14 = phi i32 [ -84, %4 ], [ -52, %10 ]
  %15 = phi i8 [ 97, %4 ], [ 65, %10 ]
  %16 = add nsw i32 %14, %7
  %17 = srem i32 %16, 26
  %18 = trunc i32 %17 to i8
  %19 = add i8 %15, %18
  store i8 %19, i8* %6, align 1, !tbaa !5
  br label %20

20:                                               ; preds = %13, %10
  %21 = getelementptr inbounds i8, i8* %6, i64 1
  %22 = load i8, i8* %21, align 1, !tbaa !5
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %24, label %4, !llvm.loop !15

24:                                               ; preds = %20, %1
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = alloca [64 x i8], align 16
  %2 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  %3 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %3) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(6) %2, i8* noundef nonnull align 1 dereferenceable(6) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i64 6, i1 false), !tbaa !5
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i32 [ %10, %4 ], [ 0, %0 ]
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %6
  %8 = load i8, i8* %7, align 1, !tbaa !5
  %9 = icmp eq i8 %8, 0
  %10 = add i32 %5, 1
  br i1 %9, label %11, label %4, !llvm.loop !8

11:                                               ; preds = %4
  %12 = zext i32 %5 to i64
  %13 = getelementptr [64 x i8], [64 x i8]* %1, i64 0, i64 %12
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(3) %13, i8* noundef nonnull align 1 dereferenceable(3) getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0), i64 3, i1 false), !tbaa !5
  br label %14

14:                                               ; preds = %11, %14
  %15 = phi i32 [ %20, %14 ], [ 0, %11 ]
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %16
  %18 = load i8, i8* %17, align 1, !tbaa !5
  %19 = icmp eq i8 %18, 0
  %20 = add i32 %15, 1
  br i1 %19, label %21, label %14, !llvm.loop !8

21:                                               ; preds = %14
  %22 = zext i32 %15 to i64
  %23 = getelementptr [64 x i8], [64 x i8]* %1, i64 0, i64 %22
  %24 = bitcast i8* %23 to i64*
  store i64 32483346234897523, i64* %24, align 1, !tbaa !5
  br label %25

25:                                               ; preds = %21, %25
  %26 = phi i32 [ %31, %25 ], [ 0, %21 ]
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %27
  %29 = load i8, i8* %28, align 1, !tbaa !5
  %30 = icmp eq i8 %29, 0
  %31 = add i32 %26, 1
  br i1 %30, label %32, label %25, !llvm.loop !8

32:                                               ; preds = %25
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i8* noundef nonnull %3, i32 noundef %26)
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i32 [ 0, %32 ], [ %40, %34 ]
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %36
  %38 = load i8, i8* %37, align 1, !tbaa !5
  %39 = icmp eq i8 %38, 0
  %40 = add i32 %35, 1
  br i1 %39, label %41, label %34, !llvm.loop !8

41:                                               ; preds = %34
  %42 = icmp ult i32 %35, 2
  br i1 %42, label %59, label %43

43:                                               ; preds = %41
  %44 = lshr i32 %35, 1
  %45 = call i32 @llvm.umax.i32(i32 %44, i32 1) #8
  %46 = zext i32 %45 to i64
  br label %47

47:                                               ; preds = %47, %43
  %48 = phi i64 [ 0, %43 ], [ %57, %47 ]
  %49 = trunc i64 %48 to i32
  %50 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %48
  %51 = load i8, i8* %50, align 1, !tbaa !5
  %52 = xor i32 %49, -1
  %53 = add i32 %35, %52
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %54
  %56 = load i8, i8* %55, align 1, !tbaa !5
  store i8 %56, i8* %50, align 1, !tbaa !5
  store i8 %51, i8* %55, align 1, !tbaa !5
  %57 = add nuw nsw i64 %48, 1
  %58 = icmp eq i64 %57, %46
  br i1 %58, label %59, label %47, !llvm.loop !13

59:                                               ; preds = %47, %41
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %3)
  br label %61

61:                                               ; preds = %61, %59
  %62 = phi i32 [ 0, %59 ], [ %67, %61 ]
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %63
  %65 = load i8, i8* %64, align 1, !tbaa !5
  %66 = icmp eq i8 %65, 0
  %67 = add i32 %62, 1
  br i1 %66, label %68, label %61, !llvm.loop !8

68:                                               ; preds = %61
  %69 = icmp ult i32 %62, 2
  br i1 %69, label %86, label %70

70:                                               ; preds = %68
  %71 = lshr i32 %62, 1
  %72 = call i32 @llvm.umax.i32(i32 %71, i32 1) #8
  %73 = zext i32 %72 to i64
  br label %74

74:                                               ; preds = %74, %70
  %75 = phi i64 [ 0, %70 ], [ %84, %74 ]
  %76 = trunc i64 %75 to i32
  %77 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %75
  %78 = load i8, i8* %77, align 1, !tbaa !5
  %79 = xor i32 %76, -1
  %80 = add i32 %62, %79
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i8], [64 x i8]* %1, i64 0, i64 %81
  %83 = load i8, i8* %82, align 1, !tbaa !5
  store i8 %83, i8* %77, align 1, !tbaa !5
  store i8 %78, i8* %82, align 1, !tbaa !5
  %84 = add nuw nsw i64 %75, 1
  %85 = icmp eq i64 %84, %73
  br i1 %85, label %86, label %74, !llvm.loop !13

86:                                               ; preds = %74, %68
  %87 = load i8, i8* %3, align 16, !tbaa !5
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %100, label %89

89:                                               ; preds = %86, %96
  %90 = phi i8 [ %98, %96 ], [ %87, %86 ]
  %91 = phi i8* [ %97, %96 ], [ %3, %86 ]
  %92 = add i8 %90, -97
  %93 = icmp ult i8 %92, 26
  br i1 %93, label %94, label %96

94:                                               ; preds = %89
  %95 = add i8 %90, -32
  store i8 %95, i8* %91, align 1, !tbaa !5
  br label %96

96:                                               ; preds = %94, %89
  %97 = getelementptr inbounds i8, i8* %91, i64 1
  %98 = load i8, i8* %97, align 1, !tbaa !5
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %100, label %89, !llvm.loop !14

100:                                              ; preds = %96, %86
  %101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %3)
  %102 = load i8, i8* %3, align 16, !tbaa !5
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %124, label %104

104:                                              ; preds = %100, %120
  %105 = phi i8 [ %122, %120 ], [ %102, %100 ]
  %106 = phi i8* [ %121, %120 ], [ %3, %100 ]
  %107 = sext i8 %105 to i32
  %108 = add i8 %105, -97
  %109 = icmp ult i8 %108, 26
  br i1 %109, label %113, label %110

110:                                              ; preds = %104
  %111 = add i8 %105, -65
  %112 = icmp ult i8 %111, 26
  br i1 %112, label %113, label %120

113:                                              ; preds = %110, %104
  %114 = phi i32 [ -84, %104 ], [ -52, %110 ]
  %115 = phi i8 [ 97, %104 ], [ 65, %110 ]
  %116 = add nsw i32 %114, %107
  %117 = srem i32 %116, 26
  %118 = trunc i32 %117 to i8
  %119 = add i8 %115, %118
  store i8 %119, i8* %106, align 1, !tbaa !5
  br label %120

120:                                              ; preds = %113, %110
  %121 = getelementptr inbounds i8, i8* %106, i64 1
  %122 = load i8, i8* %121, align 1, !tbaa !5
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %124, label %104, !llvm.loop !15

124:                                              ; preds = %120, %100
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %3)
  br label %126

126:                                              ; preds = %132, %124
  %127 = phi i8 [ %135, %132 ], [ 97, %124 ]
  %128 = phi i8* [ %134, %132 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 0), %124 ]
  %129 = phi i8* [ %133, %132 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), %124 ]
  %130 = load i8, i8* %128, align 1, !tbaa !5
  %131 = icmp eq i8 %127, %130
  br i1 %131, label %132, label %137

132:                                              ; preds = %126
  %133 = getelementptr inbounds i8, i8* %129, i64 1
  %134 = getelementptr inbounds i8, i8* %128, i64 1
  %135 = load i8, i8* %133, align 1, !tbaa !5
  %136 = icmp eq i8* %128, getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 2)
  br i1 %136, label %137, label %126, !llvm.loop !12

137:                                              ; preds = %126, %132
  %138 = phi i8* [ %128, %126 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i64 0, i64 3), %132 ]
  %139 = phi i8 [ %127, %126 ], [ %135, %132 ]
  %140 = load i8, i8* %138, align 1, !tbaa !5
  %141 = icmp ult i8 %139, %140
  %142 = zext i1 %141 to i32
  br label %143

143:                                              ; preds = %148, %137
  %144 = phi i8 [ %150, %148 ], [ 97, %137 ]
  %145 = phi i8* [ %149, %148 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 0), %137 ]
  %146 = load i8, i8* %145, align 1, !tbaa !5
  %147 = icmp eq i8 %144, %146
  br i1 %147, label %148, label %152

148:                                              ; preds = %143
  %149 = getelementptr inbounds i8, i8* %145, i64 1
  %150 = load i8, i8* %149, align 1, !tbaa !5
  %151 = icmp eq i8* %149, getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 3)
  br i1 %151, label %152, label %143, !llvm.loop !12

152:                                              ; preds = %143, %148
  %153 = phi i8* [ %145, %143 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.8, i64 0, i64 3), %148 ]
  %154 = phi i8 [ %144, %143 ], [ %150, %148 ]
  %155 = zext i8 %154 to i32
  %156 = load i8, i8* %153, align 1, !tbaa !5
  %157 = zext i8 %156 to i32
  %158 = sub nsw i32 %155, %157
  %159 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.7, i64 0, i64 0), i32 noundef %142, i32 noundef %158, i32 noundef 1)
  br label %163

160:                                              ; preds = %163
  %161 = call i32 @putchar(i32 10)
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.16, i64 0, i64 0), i32 noundef 120)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %3) #8
  ret i32 0

163:                                              ; preds = %152, %163
  %164 = phi i32 [ 97, %152 ], [ %167, %163 ]
  %165 = add nsw i32 %164, -49
  %166 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.12, i64 0, i64 0), i32 noundef %164, i32 noundef %165)
  %167 = add nuw nsw i32 %164, 1
  %168 = icmp eq i32 %167, 102
  br i1 %168, label %160, label %163, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10}
