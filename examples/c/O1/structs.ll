; ModuleID = 'structs.c'
source_filename = "structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, [8 x i8] }
%struct.point = type { i32, i32 }

@.str = private unnamed_addr constant [14 x i8] c"s = (%d, %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"gammadelta\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"%-8s lo=(%d,%d) hi=(%d,%d) area=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"copy unchanged: %s area=%ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"biggest: %s (index %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"sizeof(struct rect) = %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @add(i64 %0, i64 %1) local_unnamed_addr #0 {
  %3 = and i64 %0, -4294967296
  %4 = add i64 %1, %0
  %5 = add i64 %3, %1
  %6 = and i64 %5, -4294967296
  %7 = and i64 %4, 4294967295
  %8 = or i64 %6, %7
  ret i64 %8
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @grow(%struct.rect* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 0
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = sub nsw i32 %4, %1
  store i32 %5, i32* %3, align 4, !tbaa !5
  %6 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !11
  %8 = sub nsw i32 %7, %1
  store i32 %8, i32* %6, align 4, !tbaa !11
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0
  %10 = load i32, i32* %9, align 4, !tbaa !12
  %11 = add nsw i32 %10, %1
  store i32 %11, i32* %9, align 4, !tbaa !12
  %12 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 1
  %13 = load i32, i32* %12, align 4, !tbaa !13
  %14 = add nsw i32 %13, %1
  store i32 %14, i32* %12, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i64 @area(%struct.rect* nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !12
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !5
  %6 = sub nsw i32 %3, %5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !13
  %10 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 1
  %11 = load i32, i32* %10, align 4, !tbaa !11
  %12 = sub nsw i32 %9, %11
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %13, %7
  ret i64 %14
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @make(%struct.rect* noalias nocapture writeonly sret(%struct.rect) align 4 %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 {
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 0
  store i32 %2, i32* %7, align 4, !tbaa !5
  %8 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 1
  store i32 %3, i32* %8, align 4, !tbaa !11
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0
  store i32 %4, i32* %9, align 4, !tbaa !12
  %10 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 1
  store i32 %5, i32* %10, align 4, !tbaa !13
  %11 = load i8, i8* %1, align 1, !tbaa !14
  %12 = icmp eq i8 %11, 0
  br i1 %12, label %25, label %13

13:                                               ; preds = %6, %13
  %14 = phi i64 [ %17, %13 ], [ 0, %6 ]
  %15 = phi i8 [ %19, %13 ], [ %11, %6 ]
  %16 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 2, i64 %14
  store i8 %15, i8* %16, align 1, !tbaa !14
  %17 = add nuw nsw i64 %14, 1
  %18 = getelementptr inbounds i8, i8* %1, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !14
  %20 = icmp ne i8 %19, 0
  %21 = icmp ult i64 %14, 6
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %13, label %23, !llvm.loop !15

23:                                               ; preds = %13
  %24 = and i64 %17, 4294967295
  br label %25

25:                                               ; preds = %23, %6
  %26 = phi i64 [ 0, %6 ], [ %24, %23 ]
  %27 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 2, i64 %26
  store i8 0, i8* %27, align 1, !tbaa !14
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = alloca [3 x %struct.rect], align 16
  %2 = alloca %struct.rect, align 4
  %3 = alloca %struct.rect, align 4
  %4 = alloca %struct.rect, align 4
  %5 = alloca %struct.rect, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef 2, i32 noundef 14)
  %7 = bitcast [3 x %struct.rect]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %7) #9
  %8 = bitcast %struct.rect* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %8) #9
  call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %2, i64 0, i32 0, i32 0
  store i32 0, i32* %9, align 4, !tbaa !5, !alias.scope !18
  %10 = getelementptr inbounds %struct.rect, %struct.rect* %2, i64 0, i32 0, i32 1
  store i32 0, i32* %10, align 4, !tbaa !11, !alias.scope !18
  %11 = getelementptr inbounds %struct.rect, %struct.rect* %2, i64 0, i32 1, i32 0
  store i32 2, i32* %11, align 4, !tbaa !12, !alias.scope !18
  %12 = getelementptr inbounds %struct.rect, %struct.rect* %2, i64 0, i32 1, i32 1
  store i32 3, i32* %12, align 4, !tbaa !13, !alias.scope !18
  br label %13

13:                                               ; preds = %13, %0
  %14 = phi i64 [ %17, %13 ], [ 0, %0 ]
  %15 = phi i8 [ %19, %13 ], [ 97, %0 ]
  %16 = getelementptr inbounds %struct.rect, %struct.rect* %2, i64 0, i32 2, i64 %14
  store i8 %15, i8* %16, align 1, !tbaa !14, !alias.scope !18
  %17 = add nuw nsw i64 %14, 1
  %18 = getelementptr inbounds [6 x i8], [6 x i8]* @.str.1, i64 0, i64 %17
  %19 = load i8, i8* %18, align 1, !tbaa !14, !noalias !18
  %20 = icmp eq i64 %17, 5
  br i1 %20, label %21, label %13, !llvm.loop !15

21:                                               ; preds = %13
  %22 = getelementptr inbounds %struct.rect, %struct.rect* %2, i64 0, i32 2, i64 5
  store i8 0, i8* %22, align 1, !tbaa !14, !alias.scope !18
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %7, i8* noundef nonnull align 4 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !21
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %8) #9
  %23 = bitcast %struct.rect* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %23) #9
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  %24 = getelementptr inbounds %struct.rect, %struct.rect* %3, i64 0, i32 0, i32 0
  store i32 -5, i32* %24, align 4, !tbaa !5, !alias.scope !23
  %25 = getelementptr inbounds %struct.rect, %struct.rect* %3, i64 0, i32 0, i32 1
  store i32 -5, i32* %25, align 4, !tbaa !11, !alias.scope !23
  %26 = getelementptr inbounds %struct.rect, %struct.rect* %3, i64 0, i32 1, i32 0
  store i32 5, i32* %26, align 4, !tbaa !12, !alias.scope !23
  %27 = getelementptr inbounds %struct.rect, %struct.rect* %3, i64 0, i32 1, i32 1
  store i32 5, i32* %27, align 4, !tbaa !13, !alias.scope !23
  br label %28

28:                                               ; preds = %28, %21
  %29 = phi i64 [ %32, %28 ], [ 0, %21 ]
  %30 = phi i8 [ %34, %28 ], [ 98, %21 ]
  %31 = getelementptr inbounds %struct.rect, %struct.rect* %3, i64 0, i32 2, i64 %29
  store i8 %30, i8* %31, align 1, !tbaa !14, !alias.scope !23
  %32 = add nuw nsw i64 %29, 1
  %33 = getelementptr inbounds [5 x i8], [5 x i8]* @.str.2, i64 0, i64 %32
  %34 = load i8, i8* %33, align 1, !tbaa !14, !noalias !23
  %35 = icmp eq i64 %32, 4
  br i1 %35, label %36, label %28, !llvm.loop !15

36:                                               ; preds = %28
  %37 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 1
  %38 = getelementptr inbounds %struct.rect, %struct.rect* %3, i64 0, i32 2, i64 4
  store i8 0, i8* %38, align 4, !tbaa !14, !alias.scope !23
  %39 = bitcast %struct.rect* %37 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %39, i8* noundef nonnull align 4 dereferenceable(24) %23, i64 24, i1 false), !tbaa.struct !21
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %23) #9
  %40 = bitcast %struct.rect* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %40) #9
  call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %41 = getelementptr inbounds %struct.rect, %struct.rect* %4, i64 0, i32 0, i32 0
  store i32 1, i32* %41, align 4, !tbaa !5, !alias.scope !26
  %42 = getelementptr inbounds %struct.rect, %struct.rect* %4, i64 0, i32 0, i32 1
  store i32 1, i32* %42, align 4, !tbaa !11, !alias.scope !26
  %43 = getelementptr inbounds %struct.rect, %struct.rect* %4, i64 0, i32 1, i32 0
  store i32 4, i32* %43, align 4, !tbaa !12, !alias.scope !26
  %44 = getelementptr inbounds %struct.rect, %struct.rect* %4, i64 0, i32 1, i32 1
  store i32 9, i32* %44, align 4, !tbaa !13, !alias.scope !26
  br label %45

45:                                               ; preds = %45, %36
  %46 = phi i64 [ %49, %45 ], [ 0, %36 ]
  %47 = phi i8 [ %51, %45 ], [ 103, %36 ]
  %48 = getelementptr inbounds %struct.rect, %struct.rect* %4, i64 0, i32 2, i64 %46
  store i8 %47, i8* %48, align 1, !tbaa !14, !alias.scope !26
  %49 = add nuw nsw i64 %46, 1
  %50 = getelementptr inbounds [11 x i8], [11 x i8]* @.str.3, i64 0, i64 %49
  %51 = load i8, i8* %50, align 1, !tbaa !14, !noalias !26
  %52 = icmp eq i64 %49, 7
  br i1 %52, label %53, label %45, !llvm.loop !15

53:                                               ; preds = %45
  %54 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 2
  %55 = getelementptr inbounds %struct.rect, %struct.rect* %4, i64 0, i32 2, i64 7
  store i8 0, i8* %55, align 1, !tbaa !14, !alias.scope !26
  %56 = bitcast %struct.rect* %54 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %56, i8* noundef nonnull align 4 dereferenceable(24) %40, i64 24, i1 false), !tbaa.struct !21
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %40) #9
  %57 = bitcast %struct.rect* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %57) #9
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(24) %57, i8* noundef nonnull align 16 dereferenceable(24) %7, i64 24, i1 false), !tbaa.struct !21
  %58 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 0, i32 0, i32 0
  %59 = load i32, i32* %58, align 16, !tbaa !5
  %60 = add nsw i32 %59, -1
  store i32 %60, i32* %58, align 16, !tbaa !5
  %61 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 0, i32 0, i32 1
  %62 = load i32, i32* %61, align 4, !tbaa !11
  %63 = add nsw i32 %62, -1
  store i32 %63, i32* %61, align 4, !tbaa !11
  %64 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 0, i32 1, i32 0
  %65 = load i32, i32* %64, align 8, !tbaa !12
  %66 = add nsw i32 %65, 1
  store i32 %66, i32* %64, align 8, !tbaa !12
  %67 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 0, i32 1, i32 1
  %68 = load i32, i32* %67, align 4, !tbaa !13
  %69 = add nsw i32 %68, 1
  store i32 %69, i32* %67, align 4, !tbaa !13
  br label %87

70:                                               ; preds = %87
  %71 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 0
  %72 = getelementptr inbounds %struct.rect, %struct.rect* %5, i64 0, i32 2, i64 0
  %73 = getelementptr inbounds %struct.rect, %struct.rect* %5, i64 0, i32 1, i32 0
  %74 = load i32, i32* %73, align 4, !tbaa !12
  %75 = getelementptr inbounds %struct.rect, %struct.rect* %5, i64 0, i32 0, i32 0
  %76 = load i32, i32* %75, align 4, !tbaa !5
  %77 = sub nsw i32 %74, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds %struct.rect, %struct.rect* %5, i64 0, i32 1, i32 1
  %80 = load i32, i32* %79, align 4, !tbaa !13
  %81 = getelementptr inbounds %struct.rect, %struct.rect* %5, i64 0, i32 0, i32 1
  %82 = load i32, i32* %81, align 4, !tbaa !11
  %83 = sub nsw i32 %80, %82
  %84 = sext i32 %83 to i64
  %85 = mul nsw i64 %84, %78
  %86 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %72, i64 noundef %85)
  br label %117

87:                                               ; preds = %53, %87
  %88 = phi i64 [ 0, %53 ], [ %106, %87 ]
  %89 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %88, i32 2, i64 0
  %90 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %88, i32 0, i32 0
  %91 = load i32, i32* %90, align 8, !tbaa !5
  %92 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %88, i32 0, i32 1
  %93 = load i32, i32* %92, align 4, !tbaa !11
  %94 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %88, i32 1, i32 0
  %95 = load i32, i32* %94, align 8, !tbaa !12
  %96 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %88, i32 1, i32 1
  %97 = load i32, i32* %96, align 4, !tbaa !13
  %98 = sub nsw i32 %95, %91
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %88, i32 0, i32 1
  %101 = load i32, i32* %100, align 4, !tbaa !11
  %102 = sub nsw i32 %97, %101
  %103 = sext i32 %102 to i64
  %104 = mul nsw i64 %103, %99
  %105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i64 0, i64 0), i8* noundef nonnull %89, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %97, i64 noundef %104)
  %106 = add nuw nsw i64 %88, 1
  %107 = icmp eq i64 %106, 3
  br i1 %107, label %70, label %87, !llvm.loop !29

108:                                              ; preds = %117
  %109 = getelementptr inbounds %struct.rect, %struct.rect* %148, i64 0, i32 2, i64 0
  %110 = ptrtoint %struct.rect* %148 to i64
  %111 = ptrtoint [3 x %struct.rect]* %1 to i64
  %112 = sub i64 %110, %111
  %113 = sdiv exact i64 %112, 24
  %114 = trunc i64 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.6, i64 0, i64 0), i8* noundef nonnull %109, i32 noundef %114)
  %116 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.7, i64 0, i64 0), i32 noundef 24)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %57) #9
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %7) #9
  ret i32 0

117:                                              ; preds = %70, %117
  %118 = phi i64 [ 1, %70 ], [ %149, %117 ]
  %119 = phi %struct.rect* [ %71, %70 ], [ %148, %117 ]
  %120 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %118
  %121 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %118, i32 1, i32 0
  %122 = load i32, i32* %121, align 8, !tbaa !12
  %123 = getelementptr inbounds %struct.rect, %struct.rect* %120, i64 0, i32 0, i32 0
  %124 = load i32, i32* %123, align 8, !tbaa !5
  %125 = sub nsw i32 %122, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %118, i32 1, i32 1
  %128 = load i32, i32* %127, align 4, !tbaa !13
  %129 = getelementptr inbounds [3 x %struct.rect], [3 x %struct.rect]* %1, i64 0, i64 %118, i32 0, i32 1
  %130 = load i32, i32* %129, align 4, !tbaa !11
  %131 = sub nsw i32 %128, %130
  %132 = sext i32 %131 to i64
  %133 = mul nsw i64 %132, %126
  %134 = getelementptr inbounds %struct.rect, %struct.rect* %119, i64 0, i32 1, i32 0
  %135 = load i32, i32* %134, align 4, !tbaa !12
  %136 = getelementptr inbounds %struct.rect, %struct.rect* %119, i64 0, i32 0, i32 0
  %137 = load i32, i32* %136, align 4, !tbaa !5
  %138 = sub nsw i32 %135, %137
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds %struct.rect, %struct.rect* %119, i64 0, i32 1, i32 1
  %141 = load i32, i32* %140, align 4, !tbaa !13
  %142 = getelementptr inbounds %struct.rect, %struct.rect* %119, i64 0, i32 0, i32 1
  %143 = load i32, i32* %142, align 4, !tbaa !11
  %144 = sub nsw i32 %141, %143
  %145 = sext i32 %144 to i64
  %146 = mul nsw i64 %145, %139
  %147 = icmp sgt i64 %133, %146
  %148 = select i1 %147, %struct.rect* %120, %struct.rect* %119
  %149 = add nuw nsw i64 %118, 1
  %150 = icmp eq i64 %149, 3
  br i1 %150, label %108, label %117, !llvm.loop !30
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !8, i64 0}
!6 = !{!"rect", !7, i64 0, !7, i64 8, !9, i64 16}
!7 = !{!"point", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!6, !8, i64 4}
!12 = !{!6, !8, i64 8}
!13 = !{!6, !8, i64 12}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"make: argument 0"}
!20 = distinct !{!20, !"make"}
!21 = !{i64 0, i64 4, !22, i64 4, i64 4, !22, i64 8, i64 4, !22, i64 12, i64 4, !22, i64 16, i64 8, !14}
!22 = !{!8, !8, i64 0}
!23 = !{!24}
!24 = distinct !{!24, !25, !"make: argument 0"}
!25 = distinct !{!25, !"make"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"make: argument 0"}
!28 = distinct !{!28, !"make"}
!29 = distinct !{!29, !16, !17}
!30 = distinct !{!30, !16, !17}
