; ModuleID = 'qsort_padding.c'
source_filename = "qsort_padding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { [8 x i8], i32, double }
%struct.Named = type { i8*, i32 }
%struct.Five = type { [5 x i8] }
%struct.IdW = type { i32, double }
%struct.Odd = type { i8, i32, i16 }

@__const.main.ps = private unnamed_addr constant [5 x %struct.P] [%struct.P { [8 x i8] c"c\00\00\00\00\00\00\00", i32 3, double 5.000000e-01 }, %struct.P { [8 x i8] c"a\00\00\00\00\00\00\00", i32 1, double 1.500000e+00 }, %struct.P { [8 x i8] c"e\00\00\00\00\00\00\00", i32 5, double -2.250000e+00 }, %struct.P { [8 x i8] c"b\00\00\00\00\00\00\00", i32 2, double 2.500000e+00 }, %struct.P { [8 x i8] c"d\00\00\00\00\00\00\00", i32 4, double 1.000000e+10 }], align 16
@.str = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"bsearch k=4: %s at %d; k=6: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"%d:%.1f \00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"| 0.5 is id %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"quince\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@__const.main.ns = private unnamed_addr constant [4 x %struct.Named] [%struct.Named { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i32 3 }, %struct.Named { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i32 1 }, %struct.Named { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), i32 4 }, %struct.Named { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i32 2 }], align 16
@.str.11 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"| fig rank %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"%c%d/%d \00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"(size %zu)\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [4 x %struct.Five] [%struct.Five { [5 x i8] c"dd\00\00\00" }, %struct.Five { [5 x i8] c"bbbb\00" }, %struct.Five { [5 x i8] c"c\00\00\00\00" }, %struct.Five { [5 x i8] c"aaa\00\00" }], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"%s \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x %struct.P], align 16
  %2 = alloca [6 x %struct.IdW], align 16
  %3 = alloca [4 x %struct.Named], align 16
  %4 = alloca [4 x %struct.Odd], align 16
  %5 = alloca [4 x %struct.Five], align 16
  %6 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %1, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 120, i8* nonnull %6) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(120) %6, i8* noundef nonnull align 16 dereferenceable(120) getelementptr inbounds ([5 x %struct.P], [5 x %struct.P]* @__const.main.ps, i64 0, i64 0, i32 0, i64 0), i64 120, i1 false)
  call void @qsort(i8* noundef nonnull %6, i64 noundef 5, i64 noundef 24, i32 (i8*, i8*)* noundef nonnull @by_k) #8
  br label %30

7:                                                ; preds = %30, %22
  %8 = phi i64 [ %24, %22 ], [ 0, %30 ]
  %9 = phi i64 [ %23, %22 ], [ 5, %30 ]
  %10 = add i64 %9, %8
  %11 = lshr i64 %10, 1
  %12 = mul i64 %11, 24
  %13 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %1, i64 0, i64 0, i32 0, i64 %12
  %14 = getelementptr inbounds i8, i8* %13, i64 8
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 8, !tbaa !5
  %17 = icmp sgt i32 %16, 4
  br i1 %17, label %22, label %18

18:                                               ; preds = %7
  %19 = icmp eq i32 %16, 4
  br i1 %19, label %26, label %20

20:                                               ; preds = %18
  %21 = add nuw i64 %11, 1
  br label %22

22:                                               ; preds = %20, %7
  %23 = phi i64 [ %9, %20 ], [ %11, %7 ]
  %24 = phi i64 [ %21, %20 ], [ %8, %7 ]
  %25 = icmp ult i64 %24, %23
  br i1 %25, label %7, label %26, !llvm.loop !11

26:                                               ; preds = %18, %22
  %27 = phi i8* [ %13, %18 ], [ null, %22 ]
  %28 = icmp eq i8* %27, null
  %29 = select i1 %28, i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), i8* %27
  br i1 %28, label %46, label %40

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 0, %0 ], [ %38, %30 ]
  %32 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %1, i64 0, i64 %31, i32 0, i64 0
  %33 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %1, i64 0, i64 %31, i32 1
  %34 = load i32, i32* %33, align 8, !tbaa !5
  %35 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %1, i64 0, i64 %31, i32 2
  %36 = load double, double* %35, align 8, !tbaa !14
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %32, i32 noundef %34, double noundef %36)
  %38 = add nuw nsw i64 %31, 1
  %39 = icmp eq i64 %38, 5
  br i1 %39, label %7, label %30, !llvm.loop !15

40:                                               ; preds = %26
  %41 = ptrtoint i8* %27 to i64
  %42 = ptrtoint [5 x %struct.P]* %1 to i64
  %43 = sub i64 %41, %42
  %44 = sdiv exact i64 %43, 24
  %45 = trunc i64 %44 to i32
  br label %46

46:                                               ; preds = %26, %40
  %47 = phi i32 [ %45, %40 ], [ -1, %26 ]
  br label %48

48:                                               ; preds = %63, %46
  %49 = phi i64 [ %65, %63 ], [ 0, %46 ]
  %50 = phi i64 [ %64, %63 ], [ 5, %46 ]
  %51 = add i64 %50, %49
  %52 = lshr i64 %51, 1
  %53 = mul i64 %52, 24
  %54 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %1, i64 0, i64 0, i32 0, i64 %53
  %55 = getelementptr inbounds i8, i8* %54, i64 8
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 8, !tbaa !5
  %58 = icmp sgt i32 %57, 6
  br i1 %58, label %63, label %59

59:                                               ; preds = %48
  %60 = icmp eq i32 %57, 6
  br i1 %60, label %67, label %61

61:                                               ; preds = %59
  %62 = add nuw i64 %52, 1
  br label %63

63:                                               ; preds = %61, %48
  %64 = phi i64 [ %50, %61 ], [ %52, %48 ]
  %65 = phi i64 [ %62, %61 ], [ %49, %48 ]
  %66 = icmp ult i64 %65, %64
  br i1 %66, label %48, label %67, !llvm.loop !11

67:                                               ; preds = %59, %63
  %68 = phi i8* [ %54, %59 ], [ null, %63 ]
  %69 = icmp eq i8* %68, null
  %70 = select i1 %69, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)
  %71 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.1, i64 0, i64 0), i8* noundef %29, i32 noundef %47, i8* noundef %70)
  %72 = bitcast [6 x %struct.IdW]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %72) #8
  br label %74

73:                                               ; preds = %74
  call void @qsort(i8* noundef nonnull %72, i64 noundef 6, i64 noundef 16, i32 (i8*, i8*)* noundef nonnull @by_w) #8
  br label %113

74:                                               ; preds = %67, %74
  %75 = phi i64 [ 0, %67 ], [ %84, %74 ]
  %76 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %2, i64 0, i64 %75, i32 0
  %77 = trunc i64 %75 to i32
  store i32 %77, i32* %76, align 16, !tbaa !16
  %78 = trunc i64 %75 to i32
  %79 = mul i32 %78, 5
  %80 = urem i32 %79, 6
  %81 = sitofp i32 %80 to double
  %82 = fadd double %81, -2.500000e+00
  %83 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %2, i64 0, i64 %75, i32 1
  store double %82, double* %83, align 8, !tbaa !18
  %84 = add nuw nsw i64 %75, 1
  %85 = icmp eq i64 %84, 6
  br i1 %85, label %73, label %74, !llvm.loop !19

86:                                               ; preds = %113, %103
  %87 = phi i64 [ %105, %103 ], [ 0, %113 ]
  %88 = phi i64 [ %104, %103 ], [ 6, %113 ]
  %89 = add i64 %88, %87
  %90 = lshr i64 %89, 1
  %91 = getelementptr [6 x %struct.IdW], [6 x %struct.IdW]* %2, i64 0, i64 %90, i32 1
  %92 = load double, double* %91, align 8, !tbaa !18
  %93 = fcmp olt double %92, 5.000000e-01
  %94 = zext i1 %93 to i32
  %95 = fcmp ogt double %92, 5.000000e-01
  %96 = sext i1 %95 to i32
  %97 = add nsw i32 %96, %94
  %98 = icmp slt i32 %97, 0
  br i1 %98, label %103, label %99

99:                                               ; preds = %86
  %100 = icmp eq i32 %97, 0
  br i1 %100, label %107, label %101

101:                                              ; preds = %99
  %102 = add nuw i64 %90, 1
  br label %103

103:                                              ; preds = %101, %86
  %104 = phi i64 [ %88, %101 ], [ %90, %86 ]
  %105 = phi i64 [ %102, %101 ], [ %87, %86 ]
  %106 = icmp ult i64 %105, %104
  br i1 %106, label %86, label %110, !llvm.loop !11

107:                                              ; preds = %99
  %108 = getelementptr [6 x %struct.IdW], [6 x %struct.IdW]* %2, i64 0, i64 %90
  %109 = bitcast %struct.IdW* %108 to i8*
  br label %110

110:                                              ; preds = %103, %107
  %111 = phi i8* [ %109, %107 ], [ null, %103 ]
  %112 = icmp eq i8* %111, null
  br i1 %112, label %125, label %122

113:                                              ; preds = %73, %113
  %114 = phi i64 [ 0, %73 ], [ %120, %113 ]
  %115 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %2, i64 0, i64 %114, i32 0
  %116 = load i32, i32* %115, align 16, !tbaa !16
  %117 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %2, i64 0, i64 %114, i32 1
  %118 = load double, double* %117, align 8, !tbaa !18
  %119 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef %116, double noundef %118)
  %120 = add nuw nsw i64 %114, 1
  %121 = icmp eq i64 %120, 6
  br i1 %121, label %86, label %113, !llvm.loop !20

122:                                              ; preds = %110
  %123 = bitcast i8* %111 to i32*
  %124 = load i32, i32* %123, align 8, !tbaa !16
  br label %125

125:                                              ; preds = %110, %122
  %126 = phi i32 [ %124, %122 ], [ -1, %110 ]
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i32 noundef %126)
  %128 = bitcast [4 x %struct.Named]* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %128) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(64) %128, i8* noundef nonnull align 16 dereferenceable(64) bitcast ([4 x %struct.Named]* @__const.main.ns to i8*), i64 64, i1 false)
  call void @qsort(i8* noundef nonnull %128, i64 noundef 4, i64 noundef 16, i32 (i8*, i8*)* noundef nonnull @by_name) #8
  br label %152

129:                                              ; preds = %152, %143
  %130 = phi i64 [ %145, %143 ], [ 0, %152 ]
  %131 = phi i64 [ %144, %143 ], [ 4, %152 ]
  %132 = add i64 %131, %130
  %133 = lshr i64 %132, 1
  %134 = getelementptr [4 x %struct.Named], [4 x %struct.Named]* %3, i64 0, i64 %133
  %135 = getelementptr %struct.Named, %struct.Named* %134, i64 0, i32 0
  %136 = load i8*, i8** %135, align 16, !tbaa !21
  %137 = call i32 @strcmp(i8* noundef nonnull dereferenceable(4) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i64 0, i64 0), i8* noundef nonnull dereferenceable(1) %136) #9
  %138 = icmp slt i32 %137, 0
  br i1 %138, label %143, label %139

139:                                              ; preds = %129
  %140 = icmp eq i32 %137, 0
  br i1 %140, label %147, label %141

141:                                              ; preds = %139
  %142 = add nuw i64 %133, 1
  br label %143

143:                                              ; preds = %141, %129
  %144 = phi i64 [ %131, %141 ], [ %133, %129 ]
  %145 = phi i64 [ %142, %141 ], [ %130, %129 ]
  %146 = icmp ult i64 %145, %144
  br i1 %146, label %129, label %149, !llvm.loop !11

147:                                              ; preds = %139
  %148 = bitcast %struct.Named* %134 to i8*
  br label %149

149:                                              ; preds = %143, %147
  %150 = phi i8* [ %148, %147 ], [ null, %143 ]
  %151 = icmp eq i8* %150, null
  br i1 %151, label %165, label %161

152:                                              ; preds = %125, %152
  %153 = phi i64 [ 0, %125 ], [ %159, %152 ]
  %154 = getelementptr inbounds [4 x %struct.Named], [4 x %struct.Named]* %3, i64 0, i64 %153, i32 0
  %155 = load i8*, i8** %154, align 16, !tbaa !21
  %156 = getelementptr inbounds [4 x %struct.Named], [4 x %struct.Named]* %3, i64 0, i64 %153, i32 1
  %157 = load i32, i32* %156, align 8, !tbaa !24
  %158 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), i8* noundef %155, i32 noundef %157)
  %159 = add nuw nsw i64 %153, 1
  %160 = icmp eq i64 %159, 4
  br i1 %160, label %129, label %152, !llvm.loop !25

161:                                              ; preds = %149
  %162 = getelementptr inbounds i8, i8* %150, i64 8
  %163 = bitcast i8* %162 to i32*
  %164 = load i32, i32* %163, align 8, !tbaa !24
  br label %165

165:                                              ; preds = %149, %161
  %166 = phi i32 [ %164, %161 ], [ -1, %149 ]
  %167 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %166)
  %168 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %4, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %168) #8
  br label %170

169:                                              ; preds = %170
  call void @qsort(i8* noundef nonnull %168, i64 noundef 4, i64 noundef 12, i32 (i8*, i8*)* noundef nonnull @by_n) #8
  br label %187

170:                                              ; preds = %165, %170
  %171 = phi i64 [ 0, %165 ], [ %182, %170 ]
  %172 = trunc i64 %171 to i8
  %173 = add i8 %172, 119
  %174 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %4, i64 0, i64 %171, i32 0
  store i8 %173, i8* %174, align 4, !tbaa !26
  %175 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %4, i64 0, i64 %171, i32 1
  %176 = trunc i64 %171 to i32
  %177 = mul i32 %176, -10
  %178 = add i32 %177, 40
  store i32 %178, i32* %175, align 4, !tbaa !29
  %179 = trunc i64 %171 to i16
  %180 = sub i16 0, %179
  %181 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %4, i64 0, i64 %171, i32 2
  store i16 %180, i16* %181, align 4, !tbaa !30
  %182 = add nuw nsw i64 %171, 1
  %183 = icmp eq i64 %182, 4
  br i1 %183, label %169, label %170, !llvm.loop !31

184:                                              ; preds = %187
  %185 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i64 noundef 12)
  %186 = getelementptr inbounds [4 x %struct.Five], [4 x %struct.Five]* %5, i64 0, i64 0, i32 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %186) #8
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(20) %186, i8* noundef nonnull align 16 dereferenceable(20) getelementptr inbounds ([4 x %struct.Five], [4 x %struct.Five]* @__const.main.fs, i64 0, i64 0, i32 0, i64 0), i64 20, i1 false)
  call void @qsort(i8* noundef nonnull %186, i64 noundef 4, i64 noundef 5, i32 (i8*, i8*)* noundef nonnull @by_s) #8
  br label %202

187:                                              ; preds = %169, %187
  %188 = phi i64 [ 0, %169 ], [ %198, %187 ]
  %189 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %4, i64 0, i64 %188, i32 0
  %190 = load i8, i8* %189, align 4, !tbaa !26
  %191 = sext i8 %190 to i32
  %192 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %4, i64 0, i64 %188, i32 1
  %193 = load i32, i32* %192, align 4, !tbaa !29
  %194 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %4, i64 0, i64 %188, i32 2
  %195 = load i16, i16* %194, align 4, !tbaa !30
  %196 = sext i16 %195 to i32
  %197 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef %191, i32 noundef %193, i32 noundef %196)
  %198 = add nuw nsw i64 %188, 1
  %199 = icmp eq i64 %198, 4
  br i1 %199, label %184, label %187, !llvm.loop !32

200:                                              ; preds = %202
  %201 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i64 noundef 5)
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %186) #8
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %168) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %128) #8
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %72) #8
  call void @llvm.lifetime.end.p0i8(i64 120, i8* nonnull %6) #8
  ret i32 0

202:                                              ; preds = %184, %202
  %203 = phi i64 [ 0, %184 ], [ %206, %202 ]
  %204 = getelementptr inbounds [4 x %struct.Five], [4 x %struct.Five]* %5, i64 0, i64 %203, i32 0, i64 0
  %205 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0), i8* noundef nonnull %204)
  %206 = add nuw nsw i64 %203, 1
  %207 = icmp eq i64 %206, 4
  br i1 %207, label %200, label %202, !llvm.loop !33
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_k(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 {
  %3 = getelementptr inbounds i8, i8* %0, i64 8
  %4 = bitcast i8* %3 to i32*
  %5 = load i32, i32* %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, i8* %1, i64 8
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 8, !tbaa !5
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_w(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 {
  %3 = getelementptr inbounds i8, i8* %0, i64 8
  %4 = bitcast i8* %3 to double*
  %5 = load double, double* %4, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, i8* %1, i64 8
  %7 = bitcast i8* %6 to double*
  %8 = load double, double* %7, align 8, !tbaa !18
  %9 = fcmp ogt double %5, %8
  %10 = zext i1 %9 to i32
  %11 = fcmp olt double %5, %8
  %12 = sext i1 %11 to i32
  %13 = add nsw i32 %12, %10
  ret i32 %13
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @by_name(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #6 {
  %3 = bitcast i8* %0 to i8**
  %4 = load i8*, i8** %3, align 8, !tbaa !21
  %5 = bitcast i8* %1 to i8**
  %6 = load i8*, i8** %5, align 8, !tbaa !21
  %7 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %4, i8* noundef nonnull dereferenceable(1) %6) #9
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_n(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 {
  %3 = getelementptr inbounds i8, i8* %0, i64 4
  %4 = bitcast i8* %3 to i32*
  %5 = load i32, i32* %4, align 4, !tbaa !29
  %6 = getelementptr inbounds i8, i8* %1, i64 4
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4, !tbaa !29
  %9 = sub nsw i32 %5, %8
  ret i32 %9
}

; Function Attrs: mustprogress nofree nounwind readonly uwtable willreturn
define internal i32 @by_s(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #6 {
  %3 = call i32 @strcmp(i8* noundef nonnull dereferenceable(1) %0, i8* noundef nonnull dereferenceable(1) %1) #9
  ret i32 %3
}

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i32 @strcmp(i8* nocapture noundef, i8* nocapture noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #3 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 8}
!6 = !{!"", !7, i64 0, !9, i64 8, !10, i64 16}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!6, !10, i64 16}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !9, i64 0}
!17 = !{!"", !9, i64 0, !10, i64 8}
!18 = !{!17, !10, i64 8}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = !{!22, !23, i64 0}
!22 = !{!"", !23, i64 0, !9, i64 8}
!23 = !{!"any pointer", !7, i64 0}
!24 = !{!22, !9, i64 8}
!25 = distinct !{!25, !12, !13}
!26 = !{!27, !7, i64 0}
!27 = !{!"", !7, i64 0, !9, i64 4, !28, i64 8}
!28 = !{!"short", !7, i64 0}
!29 = !{!27, !9, i64 4}
!30 = !{!27, !28, i64 8}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
