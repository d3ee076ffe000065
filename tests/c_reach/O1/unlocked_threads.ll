; ModuleID = 'unlocked_threads.c'
source_filename = "unlocked_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%union.pthread_attr_t = type { i64, [48 x i8] }

@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = bitcast i64* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #4
  br label %25

5:                                                ; preds = %25
  %6 = bitcast i64* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #4
  %7 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #4
  %8 = call i32 @pthread_create(i64* noundef nonnull %2, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @marker, i8* noundef nonnull inttoptr (i64 43 to i8*)) #4
  %9 = call i32 @pthread_create(i64* noundef nonnull %3, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @marker, i8* noundef nonnull inttoptr (i64 45 to i8*)) #4
  %10 = load i64, i64* %2, align 8, !tbaa !5
  %11 = call i32 @pthread_join(i64 noundef %10, i8** noundef null) #4
  %12 = load i64, i64* %3, align 8, !tbaa !5
  %13 = call i32 @pthread_join(i64 noundef %12, i8** noundef null) #4
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %15 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %14, i64 0, i32 5
  %16 = load i8*, i8** %15, align 8, !tbaa !11
  %17 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %14, i64 0, i32 6
  %18 = load i8*, i8** %17, align 8, !tbaa !15
  %19 = icmp ult i8* %16, %18
  br i1 %19, label %22, label %20, !prof !16

20:                                               ; preds = %5
  %21 = call i32 @__overflow(%struct._IO_FILE* noundef %14, i32 noundef 10) #4
  br label %24

22:                                               ; preds = %5
  %23 = getelementptr inbounds i8, i8* %16, i64 1
  store i8* %23, i8** %15, align 8, !tbaa !11
  store i8 10, i8* %16, align 1, !tbaa !17
  br label %24

24:                                               ; preds = %20, %22
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #4
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #4
  ret i32 0

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 2, %0 ], [ %31, %25 ]
  %27 = inttoptr i64 %26 to i8*
  %28 = call i32 @pthread_create(i64* noundef nonnull %1, %union.pthread_attr_t* noundef null, i8* (i8*)* noundef nonnull @row, i8* noundef nonnull %27) #4
  %29 = load i64, i64* %1, align 8, !tbaa !5
  %30 = call i32 @pthread_join(i64 noundef %29, i8** noundef null) #4
  %31 = add nuw nsw i64 %26, 1
  %32 = icmp eq i64 %31, 4
  br i1 %32, label %5, label %25, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(i64* noundef, %union.pthread_attr_t* noundef, i8* (i8*)* noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias i8* @row(i8* noundef %0) #0 {
  %2 = alloca [12 x i8], align 1
  %3 = alloca [12 x i8], align 1
  %4 = ptrtoint i8* %0 to i64
  %5 = trunc i64 %4 to i32
  %6 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %6) #4
  br label %7

7:                                                ; preds = %7, %1
  %8 = phi i64 [ %13, %7 ], [ 0, %1 ]
  %9 = phi i32 [ %15, %7 ], [ %5, %1 ]
  %10 = srem i32 %9, 10
  %11 = trunc i32 %10 to i8
  %12 = add i8 %11, 48
  %13 = add nuw i64 %8, 1
  %14 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 %8
  store i8 %12, i8* %14, align 1, !tbaa !17
  %15 = sdiv i32 %9, 10
  %16 = add i32 %9, 9
  %17 = icmp ult i32 %16, 19
  br i1 %17, label %18, label %7, !llvm.loop !21

18:                                               ; preds = %7
  %19 = trunc i64 %13 to i32
  %20 = icmp slt i32 %19, 1
  br i1 %20, label %21, label %23

21:                                               ; preds = %18
  %22 = sub nsw i32 1, %19
  br label %25

23:                                               ; preds = %37, %18
  %24 = and i64 %13, 4294967295
  br label %40

25:                                               ; preds = %21, %37
  %26 = phi i32 [ %38, %37 ], [ %22, %21 ]
  %27 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %28 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %27, i64 0, i32 5
  %29 = load i8*, i8** %28, align 8, !tbaa !11
  %30 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %27, i64 0, i32 6
  %31 = load i8*, i8** %30, align 8, !tbaa !15
  %32 = icmp ult i8* %29, %31
  br i1 %32, label %35, label %33, !prof !16

33:                                               ; preds = %25
  %34 = call i32 @__overflow(%struct._IO_FILE* noundef %27, i32 noundef 32) #4
  br label %37

35:                                               ; preds = %25
  %36 = getelementptr inbounds i8, i8* %29, i64 1
  store i8* %36, i8** %28, align 8, !tbaa !11
  store i8 32, i8* %29, align 1, !tbaa !17
  br label %37

37:                                               ; preds = %35, %33
  %38 = add nsw i32 %26, -1
  %39 = icmp sgt i32 %26, 1
  br i1 %39, label %25, label %23, !llvm.loop !22

40:                                               ; preds = %57, %23
  %41 = phi i64 [ %24, %23 ], [ %42, %57 ]
  %42 = add nsw i64 %41, -1
  %43 = and i64 %42, 4294967295
  %44 = getelementptr inbounds [12 x i8], [12 x i8]* %3, i64 0, i64 %43
  %45 = load i8, i8* %44, align 1, !tbaa !17
  %46 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %47 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %46, i64 0, i32 5
  %48 = load i8*, i8** %47, align 8, !tbaa !11
  %49 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %46, i64 0, i32 6
  %50 = load i8*, i8** %49, align 8, !tbaa !15
  %51 = icmp ult i8* %48, %50
  br i1 %51, label %55, label %52, !prof !16

52:                                               ; preds = %40
  %53 = zext i8 %45 to i32
  %54 = call i32 @__overflow(%struct._IO_FILE* noundef %46, i32 noundef %53) #4
  br label %57

55:                                               ; preds = %40
  %56 = getelementptr inbounds i8, i8* %48, i64 1
  store i8* %56, i8** %47, align 8, !tbaa !11
  store i8 %45, i8* %48, align 1, !tbaa !17
  br label %57

57:                                               ; preds = %55, %52
  %58 = trunc i64 %41 to i32
  %59 = icmp sgt i32 %58, 1
  br i1 %59, label %40, label %60, !llvm.loop !23

60:                                               ; preds = %57
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %6) #4
  %61 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %62 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %61, i64 0, i32 5
  %63 = load i8*, i8** %62, align 8, !tbaa !11
  %64 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %61, i64 0, i32 6
  %65 = load i8*, i8** %64, align 8, !tbaa !15
  %66 = icmp ult i8* %63, %65
  br i1 %66, label %69, label %67, !prof !16

67:                                               ; preds = %60
  %68 = call i32 @__overflow(%struct._IO_FILE* noundef %61, i32 noundef 58) #4
  br label %71

69:                                               ; preds = %60
  %70 = getelementptr inbounds i8, i8* %63, i64 1
  store i8* %70, i8** %62, align 8, !tbaa !11
  store i8 58, i8* %63, align 1, !tbaa !17
  br label %71

71:                                               ; preds = %67, %69
  %72 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i64 0, i64 0
  br label %85

73:                                               ; preds = %141
  %74 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %75 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %74, i64 0, i32 5
  %76 = load i8*, i8** %75, align 8, !tbaa !11
  %77 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %74, i64 0, i32 6
  %78 = load i8*, i8** %77, align 8, !tbaa !15
  %79 = icmp ult i8* %76, %78
  br i1 %79, label %82, label %80, !prof !16

80:                                               ; preds = %73
  %81 = call i32 @__overflow(%struct._IO_FILE* noundef %74, i32 noundef 10) #4
  br label %84

82:                                               ; preds = %73
  %83 = getelementptr inbounds i8, i8* %76, i64 1
  store i8* %83, i8** %75, align 8, !tbaa !11
  store i8 10, i8* %76, align 1, !tbaa !17
  br label %84

84:                                               ; preds = %80, %82
  ret i8* null

85:                                               ; preds = %71, %141
  %86 = phi i32 [ 1, %71 ], [ %142, %141 ]
  %87 = mul nsw i32 %86, %5
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %72) #4
  br label %88

88:                                               ; preds = %88, %85
  %89 = phi i64 [ %94, %88 ], [ 0, %85 ]
  %90 = phi i32 [ %96, %88 ], [ %87, %85 ]
  %91 = srem i32 %90, 10
  %92 = trunc i32 %91 to i8
  %93 = add i8 %92, 48
  %94 = add nuw i64 %89, 1
  %95 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i64 0, i64 %89
  store i8 %93, i8* %95, align 1, !tbaa !17
  %96 = sdiv i32 %90, 10
  %97 = add i32 %90, 9
  %98 = icmp ult i32 %97, 19
  br i1 %98, label %99, label %88, !llvm.loop !21

99:                                               ; preds = %88
  %100 = trunc i64 %94 to i32
  %101 = icmp slt i32 %100, 3
  br i1 %101, label %102, label %104

102:                                              ; preds = %99
  %103 = sub nsw i32 3, %100
  br label %106

104:                                              ; preds = %118, %99
  %105 = and i64 %94, 4294967295
  br label %121

106:                                              ; preds = %102, %118
  %107 = phi i32 [ %119, %118 ], [ %103, %102 ]
  %108 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %109 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %108, i64 0, i32 5
  %110 = load i8*, i8** %109, align 8, !tbaa !11
  %111 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %108, i64 0, i32 6
  %112 = load i8*, i8** %111, align 8, !tbaa !15
  %113 = icmp ult i8* %110, %112
  br i1 %113, label %116, label %114, !prof !16

114:                                              ; preds = %106
  %115 = call i32 @__overflow(%struct._IO_FILE* noundef %108, i32 noundef 32) #4
  br label %118

116:                                              ; preds = %106
  %117 = getelementptr inbounds i8, i8* %110, i64 1
  store i8* %117, i8** %109, align 8, !tbaa !11
  store i8 32, i8* %110, align 1, !tbaa !17
  br label %118

118:                                              ; preds = %116, %114
  %119 = add nsw i32 %107, -1
  %120 = icmp sgt i32 %107, 1
  br i1 %120, label %106, label %104, !llvm.loop !22

121:                                              ; preds = %138, %104
  %122 = phi i64 [ %105, %104 ], [ %123, %138 ]
  %123 = add nsw i64 %122, -1
  %124 = and i64 %123, 4294967295
  %125 = getelementptr inbounds [12 x i8], [12 x i8]* %2, i64 0, i64 %124
  %126 = load i8, i8* %125, align 1, !tbaa !17
  %127 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %128 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %127, i64 0, i32 5
  %129 = load i8*, i8** %128, align 8, !tbaa !11
  %130 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %127, i64 0, i32 6
  %131 = load i8*, i8** %130, align 8, !tbaa !15
  %132 = icmp ult i8* %129, %131
  br i1 %132, label %136, label %133, !prof !16

133:                                              ; preds = %121
  %134 = zext i8 %126 to i32
  %135 = call i32 @__overflow(%struct._IO_FILE* noundef %127, i32 noundef %134) #4
  br label %138

136:                                              ; preds = %121
  %137 = getelementptr inbounds i8, i8* %129, i64 1
  store i8* %137, i8** %128, align 8, !tbaa !11
  store i8 %126, i8* %129, align 1, !tbaa !17
  br label %138

138:                                              ; preds = %136, %133
  %139 = trunc i64 %122 to i32
  %140 = icmp sgt i32 %139, 1
  br i1 %140, label %121, label %141, !llvm.loop !23

141:                                              ; preds = %138
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %72) #4
  %142 = add nuw nsw i32 %86, 1
  %143 = icmp eq i32 %142, 4
  br i1 %143, label %73, label %85, !llvm.loop !24
}

declare i32 @pthread_join(i64 noundef, i8** noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define internal noalias i8* @marker(i8* noundef %0) #0 {
  %2 = ptrtoint i8* %0 to i64
  %3 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !9
  %4 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %3, i64 0, i32 5
  %5 = load i8*, i8** %4, align 8, !tbaa !11
  %6 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %3, i64 0, i32 6
  %7 = load i8*, i8** %6, align 8, !tbaa !15
  %8 = icmp ult i8* %5, %7
  br i1 %8, label %13, label %9, !prof !16

9:                                                ; preds = %1
  %10 = trunc i64 %2 to i32
  %11 = and i32 %10, 255
  %12 = call i32 @__overflow(%struct._IO_FILE* noundef %3, i32 noundef %11) #4
  br label %16

13:                                               ; preds = %1
  %14 = trunc i64 %2 to i8
  %15 = getelementptr inbounds i8, i8* %5, i64 1
  store i8* %15, i8** %4, align 8, !tbaa !11
  store i8 %14, i8* %5, align 1, !tbaa !17
  br label %16

16:                                               ; preds = %9, %13
  ret i8* null
}

declare i32 @__overflow(%struct._IO_FILE* noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !10, i64 40}
!12 = !{!"_IO_FILE", !13, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !10, i64 56, !10, i64 64, !10, i64 72, !10, i64 80, !10, i64 88, !10, i64 96, !10, i64 104, !13, i64 112, !13, i64 116, !6, i64 120, !14, i64 128, !7, i64 130, !7, i64 131, !10, i64 136, !6, i64 144, !10, i64 152, !10, i64 160, !10, i64 168, !10, i64 176, !6, i64 184, !13, i64 192, !7, i64 196}
!13 = !{!"int", !7, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = !{!12, !10, i64 48}
!16 = !{!"branch_weights", i32 2000, i32 1}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = distinct !{!22, !19, !20}
!23 = distinct !{!23, !19, !20}
!24 = distinct !{!24, !19, !20}
