; ModuleID = 'qsort_padding.c'
source_filename = "qsort_padding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P = type { [8 x i8], i32, double }
%struct.IdW = type { i32, double }
%struct.Named = type { i8*, i32 }
%struct.Five = type { [5 x i8] }
%struct.Odd = type { i8, i32, i16 }

@__const.main.ps = private unnamed_addr constant [5 x %struct.P] [%struct.P { [8 x i8] c"c\00\00\00\00\00\00\00", i32 3, double 5.000000e-01 }, %struct.P { [8 x i8] c"a\00\00\00\00\00\00\00", i32 1, double 1.500000e+00 }, %struct.P { [8 x i8] c"e\00\00\00\00\00\00\00", i32 5, double -2.250000e+00 }, %struct.P { [8 x i8] c"b\00\00\00\00\00\00\00", i32 2, double 2.500000e+00 }, %struct.P { [8 x i8] c"d\00\00\00\00\00\00\00", i32 4, double 1.000000e+10 }], align 16
@.str = private unnamed_addr constant [12 x i8] c"%s %d %.2f\0A\00", align 1
@__const.main.key = private unnamed_addr constant %struct.P { [8 x i8] zeroinitializer, i32 4, double 0.000000e+00 }, align 8
@.str.1 = private unnamed_addr constant [32 x i8] c"bsearch k=4: %s at %d; k=6: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"absent\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"%d:%.1f \00", align 1
@__const.main.wkey = private unnamed_addr constant %struct.IdW { i32 0, double 5.000000e-01 }, align 8
@.str.6 = private unnamed_addr constant [16 x i8] c"| 0.5 is id %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"quince\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@__const.main.ns = private unnamed_addr constant [4 x %struct.Named] [%struct.Named { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i32 3 }, %struct.Named { i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.8, i32 0, i32 0), i32 1 }, %struct.Named { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.9, i32 0, i32 0), i32 4 }, %struct.Named { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i32 2 }], align 16
@.str.11 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@__const.main.nkey = private unnamed_addr constant %struct.Named { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i32 0 }, align 8
@.str.12 = private unnamed_addr constant [15 x i8] c"| fig rank %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"%c%d/%d \00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"(size %zu)\0A\00", align 1
@__const.main.fs = private unnamed_addr constant [4 x %struct.Five] [%struct.Five { [5 x i8] c"dd\00\00\00" }, %struct.Five { [5 x i8] c"bbbb\00" }, %struct.Five { [5 x i8] c"c\00\00\00\00" }, %struct.Five { [5 x i8] c"aaa\00\00" }], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"%s \00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x %struct.P], align 16
  %3 = alloca i32, align 4
  %4 = alloca %struct.P, align 8
  %5 = alloca %struct.P*, align 8
  %6 = alloca [6 x %struct.IdW], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.IdW, align 8
  %10 = alloca %struct.IdW*, align 8
  %11 = alloca [4 x %struct.Named], align 16
  %12 = alloca i32, align 4
  %13 = alloca %struct.Named, align 8
  %14 = alloca %struct.Named*, align 8
  %15 = alloca [4 x %struct.Odd], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca [4 x %struct.Five], align 16
  %19 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %20 = bitcast [5 x %struct.P]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %20, i8* align 16 getelementptr inbounds ([5 x %struct.P], [5 x %struct.P]* @__const.main.ps, i32 0, i32 0, i32 0, i32 0), i64 120, i1 false)
  %21 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %2, i64 0, i64 0
  %22 = bitcast %struct.P* %21 to i8*
  call void @qsort(i8* noundef %22, i64 noundef 5, i64 noundef 24, i32 (i8*, i8*)* noundef @by_k)
  store i32 0, i32* %3, align 4
  br label %23

23:                                               ; preds = %43, %0
  %24 = load i32, i32* %3, align 4
  %25 = icmp slt i32 %24, 5
  br i1 %25, label %26, label %46

26:                                               ; preds = %23
  %27 = load i32, i32* %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %2, i64 0, i64 %28
  %30 = getelementptr inbounds %struct.P, %struct.P* %29, i32 0, i32 0
  %31 = getelementptr inbounds [8 x i8], [8 x i8]* %30, i64 0, i64 0
  %32 = load i32, i32* %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %2, i64 0, i64 %33
  %35 = getelementptr inbounds %struct.P, %struct.P* %34, i32 0, i32 1
  %36 = load i32, i32* %35, align 8
  %37 = load i32, i32* %3, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %2, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.P, %struct.P* %39, i32 0, i32 2
  %41 = load double, double* %40, align 8
  %42 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i8* noundef %31, i32 noundef %36, double noundef %41)
  br label %43

43:                                               ; preds = %26
  %44 = load i32, i32* %3, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, i32* %3, align 4
  br label %23, !llvm.loop !6

46:                                               ; preds = %23
  %47 = bitcast %struct.P* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %47, i8* align 8 getelementptr inbounds (%struct.P, %struct.P* @__const.main.key, i32 0, i32 0, i32 0), i64 24, i1 false)
  %48 = bitcast %struct.P* %4 to i8*
  %49 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %2, i64 0, i64 0
  %50 = bitcast %struct.P* %49 to i8*
  %51 = call i8* @bsearch(i8* noundef %48, i8* noundef %50, i64 noundef 5, i64 noundef 24, i32 (i8*, i8*)* noundef @by_k)
  %52 = bitcast i8* %51 to %struct.P*
  store %struct.P* %52, %struct.P** %5, align 8
  %53 = getelementptr inbounds %struct.P, %struct.P* %4, i32 0, i32 1
  store i32 6, i32* %53, align 8
  %54 = load %struct.P*, %struct.P** %5, align 8
  %55 = icmp ne %struct.P* %54, null
  br i1 %55, label %56, label %60

56:                                               ; preds = %46
  %57 = load %struct.P*, %struct.P** %5, align 8
  %58 = getelementptr inbounds %struct.P, %struct.P* %57, i32 0, i32 0
  %59 = getelementptr inbounds [8 x i8], [8 x i8]* %58, i64 0, i64 0
  br label %61

60:                                               ; preds = %46
  br label %61

61:                                               ; preds = %60, %56
  %62 = phi i8* [ %59, %56 ], [ getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0), %60 ]
  %63 = load %struct.P*, %struct.P** %5, align 8
  %64 = icmp ne %struct.P* %63, null
  br i1 %64, label %65, label %73

65:                                               ; preds = %61
  %66 = load %struct.P*, %struct.P** %5, align 8
  %67 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %2, i64 0, i64 0
  %68 = ptrtoint %struct.P* %66 to i64
  %69 = ptrtoint %struct.P* %67 to i64
  %70 = sub i64 %68, %69
  %71 = sdiv exact i64 %70, 24
  %72 = trunc i64 %71 to i32
  br label %74

73:                                               ; preds = %61
  br label %74

74:                                               ; preds = %73, %65
  %75 = phi i32 [ %72, %65 ], [ -1, %73 ]
  %76 = bitcast %struct.P* %4 to i8*
  %77 = getelementptr inbounds [5 x %struct.P], [5 x %struct.P]* %2, i64 0, i64 0
  %78 = bitcast %struct.P* %77 to i8*
  %79 = call i8* @bsearch(i8* noundef %76, i8* noundef %78, i64 noundef 5, i64 noundef 24, i32 (i8*, i8*)* noundef @by_k)
  %80 = icmp ne i8* %79, null
  %81 = zext i1 %80 to i64
  %82 = select i1 %80, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0)
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.1, i64 0, i64 0), i8* noundef %62, i32 noundef %75, i8* noundef %82)
  store i32 0, i32* %7, align 4
  br label %84

84:                                               ; preds = %102, %74
  %85 = load i32, i32* %7, align 4
  %86 = icmp slt i32 %85, 6
  br i1 %86, label %87, label %105

87:                                               ; preds = %84
  %88 = load i32, i32* %7, align 4
  %89 = load i32, i32* %7, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %6, i64 0, i64 %90
  %92 = getelementptr inbounds %struct.IdW, %struct.IdW* %91, i32 0, i32 0
  store i32 %88, i32* %92, align 16
  %93 = load i32, i32* %7, align 4
  %94 = mul nsw i32 %93, 5
  %95 = srem i32 %94, 6
  %96 = sitofp i32 %95 to double
  %97 = fsub double %96, 2.500000e+00
  %98 = load i32, i32* %7, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %6, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.IdW, %struct.IdW* %100, i32 0, i32 1
  store double %97, double* %101, align 8
  br label %102

102:                                              ; preds = %87
  %103 = load i32, i32* %7, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %7, align 4
  br label %84, !llvm.loop !8

105:                                              ; preds = %84
  %106 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %6, i64 0, i64 0
  %107 = bitcast %struct.IdW* %106 to i8*
  call void @qsort(i8* noundef %107, i64 noundef 6, i64 noundef 16, i32 (i8*, i8*)* noundef @by_w)
  store i32 0, i32* %8, align 4
  br label %108

108:                                              ; preds = %123, %105
  %109 = load i32, i32* %8, align 4
  %110 = icmp slt i32 %109, 6
  br i1 %110, label %111, label %126

111:                                              ; preds = %108
  %112 = load i32, i32* %8, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %6, i64 0, i64 %113
  %115 = getelementptr inbounds %struct.IdW, %struct.IdW* %114, i32 0, i32 0
  %116 = load i32, i32* %115, align 16
  %117 = load i32, i32* %8, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %6, i64 0, i64 %118
  %120 = getelementptr inbounds %struct.IdW, %struct.IdW* %119, i32 0, i32 1
  %121 = load double, double* %120, align 8
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef %116, double noundef %121)
  br label %123

123:                                              ; preds = %111
  %124 = load i32, i32* %8, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, i32* %8, align 4
  br label %108, !llvm.loop !9

126:                                              ; preds = %108
  %127 = bitcast %struct.IdW* %9 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %127, i8* align 8 bitcast (%struct.IdW* @__const.main.wkey to i8*), i64 16, i1 false)
  %128 = bitcast %struct.IdW* %9 to i8*
  %129 = getelementptr inbounds [6 x %struct.IdW], [6 x %struct.IdW]* %6, i64 0, i64 0
  %130 = bitcast %struct.IdW* %129 to i8*
  %131 = call i8* @bsearch(i8* noundef %128, i8* noundef %130, i64 noundef 6, i64 noundef 16, i32 (i8*, i8*)* noundef @by_w)
  %132 = bitcast i8* %131 to %struct.IdW*
  store %struct.IdW* %132, %struct.IdW** %10, align 8
  %133 = load %struct.IdW*, %struct.IdW** %10, align 8
  %134 = icmp ne %struct.IdW* %133, null
  br i1 %134, label %135, label %139

135:                                              ; preds = %126
  %136 = load %struct.IdW*, %struct.IdW** %10, align 8
  %137 = getelementptr inbounds %struct.IdW, %struct.IdW* %136, i32 0, i32 0
  %138 = load i32, i32* %137, align 8
  br label %140

139:                                              ; preds = %126
  br label %140

140:                                              ; preds = %139, %135
  %141 = phi i32 [ %138, %135 ], [ -1, %139 ]
  %142 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.6, i64 0, i64 0), i32 noundef %141)
  %143 = bitcast [4 x %struct.Named]* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %143, i8* align 16 bitcast ([4 x %struct.Named]* @__const.main.ns to i8*), i64 64, i1 false)
  %144 = getelementptr inbounds [4 x %struct.Named], [4 x %struct.Named]* %11, i64 0, i64 0
  %145 = bitcast %struct.Named* %144 to i8*
  call void @qsort(i8* noundef %145, i64 noundef 4, i64 noundef 16, i32 (i8*, i8*)* noundef @by_name)
  store i32 0, i32* %12, align 4
  br label %146

146:                                              ; preds = %161, %140
  %147 = load i32, i32* %12, align 4
  %148 = icmp slt i32 %147, 4
  br i1 %148, label %149, label %164

149:                                              ; preds = %146
  %150 = load i32, i32* %12, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [4 x %struct.Named], [4 x %struct.Named]* %11, i64 0, i64 %151
  %153 = getelementptr inbounds %struct.Named, %struct.Named* %152, i32 0, i32 0
  %154 = load i8*, i8** %153, align 16
  %155 = load i32, i32* %12, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [4 x %struct.Named], [4 x %struct.Named]* %11, i64 0, i64 %156
  %158 = getelementptr inbounds %struct.Named, %struct.Named* %157, i32 0, i32 1
  %159 = load i32, i32* %158, align 8
  %160 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0), i8* noundef %154, i32 noundef %159)
  br label %161

161:                                              ; preds = %149
  %162 = load i32, i32* %12, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, i32* %12, align 4
  br label %146, !llvm.loop !10

164:                                              ; preds = %146
  %165 = bitcast %struct.Named* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %165, i8* align 8 bitcast (%struct.Named* @__const.main.nkey to i8*), i64 16, i1 false)
  %166 = bitcast %struct.Named* %13 to i8*
  %167 = getelementptr inbounds [4 x %struct.Named], [4 x %struct.Named]* %11, i64 0, i64 0
  %168 = bitcast %struct.Named* %167 to i8*
  %169 = call i8* @bsearch(i8* noundef %166, i8* noundef %168, i64 noundef 4, i64 noundef 16, i32 (i8*, i8*)* noundef @by_name)
  %170 = bitcast i8* %169 to %struct.Named*
  store %struct.Named* %170, %struct.Named** %14, align 8
  %171 = load %struct.Named*, %struct.Named** %14, align 8
  %172 = icmp ne %struct.Named* %171, null
  br i1 %172, label %173, label %177

173:                                              ; preds = %164
  %174 = load %struct.Named*, %struct.Named** %14, align 8
  %175 = getelementptr inbounds %struct.Named, %struct.Named* %174, i32 0, i32 1
  %176 = load i32, i32* %175, align 8
  br label %178

177:                                              ; preds = %164
  br label %178

178:                                              ; preds = %177, %173
  %179 = phi i32 [ %176, %173 ], [ -1, %177 ]
  %180 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i32 noundef %179)
  store i32 0, i32* %16, align 4
  br label %181

181:                                              ; preds = %206, %178
  %182 = load i32, i32* %16, align 4
  %183 = icmp slt i32 %182, 4
  br i1 %183, label %184, label %209

184:                                              ; preds = %181
  %185 = load i32, i32* %16, align 4
  %186 = add nsw i32 119, %185
  %187 = trunc i32 %186 to i8
  %188 = load i32, i32* %16, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %15, i64 0, i64 %189
  %191 = getelementptr inbounds %struct.Odd, %struct.Odd* %190, i32 0, i32 0
  store i8 %187, i8* %191, align 4
  %192 = load i32, i32* %16, align 4
  %193 = mul nsw i32 10, %192
  %194 = sub nsw i32 40, %193
  %195 = load i32, i32* %16, align 4
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %15, i64 0, i64 %196
  %198 = getelementptr inbounds %struct.Odd, %struct.Odd* %197, i32 0, i32 1
  store i32 %194, i32* %198, align 4
  %199 = load i32, i32* %16, align 4
  %200 = sub nsw i32 0, %199
  %201 = trunc i32 %200 to i16
  %202 = load i32, i32* %16, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %15, i64 0, i64 %203
  %205 = getelementptr inbounds %struct.Odd, %struct.Odd* %204, i32 0, i32 2
  store i16 %201, i16* %205, align 4
  br label %206

206:                                              ; preds = %184
  %207 = load i32, i32* %16, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, i32* %16, align 4
  br label %181, !llvm.loop !11

209:                                              ; preds = %181
  %210 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %15, i64 0, i64 0
  %211 = bitcast %struct.Odd* %210 to i8*
  call void @qsort(i8* noundef %211, i64 noundef 4, i64 noundef 12, i32 (i8*, i8*)* noundef @by_n)
  store i32 0, i32* %17, align 4
  br label %212

212:                                              ; preds = %234, %209
  %213 = load i32, i32* %17, align 4
  %214 = icmp slt i32 %213, 4
  br i1 %214, label %215, label %237

215:                                              ; preds = %212
  %216 = load i32, i32* %17, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %15, i64 0, i64 %217
  %219 = getelementptr inbounds %struct.Odd, %struct.Odd* %218, i32 0, i32 0
  %220 = load i8, i8* %219, align 4
  %221 = sext i8 %220 to i32
  %222 = load i32, i32* %17, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %15, i64 0, i64 %223
  %225 = getelementptr inbounds %struct.Odd, %struct.Odd* %224, i32 0, i32 1
  %226 = load i32, i32* %225, align 4
  %227 = load i32, i32* %17, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [4 x %struct.Odd], [4 x %struct.Odd]* %15, i64 0, i64 %228
  %230 = getelementptr inbounds %struct.Odd, %struct.Odd* %229, i32 0, i32 2
  %231 = load i16, i16* %230, align 4
  %232 = sext i16 %231 to i32
  %233 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.13, i64 0, i64 0), i32 noundef %221, i32 noundef %226, i32 noundef %232)
  br label %234

234:                                              ; preds = %215
  %235 = load i32, i32* %17, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, i32* %17, align 4
  br label %212, !llvm.loop !12

237:                                              ; preds = %212
  %238 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i64 noundef 12)
  %239 = bitcast [4 x %struct.Five]* %18 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %239, i8* align 16 getelementptr inbounds ([4 x %struct.Five], [4 x %struct.Five]* @__const.main.fs, i32 0, i32 0, i32 0, i32 0), i64 20, i1 false)
  %240 = getelementptr inbounds [4 x %struct.Five], [4 x %struct.Five]* %18, i64 0, i64 0
  %241 = bitcast %struct.Five* %240 to i8*
  call void @qsort(i8* noundef %241, i64 noundef 4, i64 noundef 5, i32 (i8*, i8*)* noundef @by_s)
  store i32 0, i32* %19, align 4
  br label %242

242:                                              ; preds = %252, %237
  %243 = load i32, i32* %19, align 4
  %244 = icmp slt i32 %243, 4
  br i1 %244, label %245, label %255

245:                                              ; preds = %242
  %246 = load i32, i32* %19, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [4 x %struct.Five], [4 x %struct.Five]* %18, i64 0, i64 %247
  %249 = getelementptr inbounds %struct.Five, %struct.Five* %248, i32 0, i32 0
  %250 = getelementptr inbounds [5 x i8], [5 x i8]* %249, i64 0, i64 0
  %251 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.15, i64 0, i64 0), i8* noundef %250)
  br label %252

252:                                              ; preds = %245
  %253 = load i32, i32* %19, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, i32* %19, align 4
  br label %242, !llvm.loop !13

255:                                              ; preds = %242
  %256 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i64 noundef 5)
  ret i32 0
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_k(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to %struct.P*
  %7 = getelementptr inbounds %struct.P, %struct.P* %6, i32 0, i32 1
  %8 = load i32, i32* %7, align 8
  %9 = load i8*, i8** %4, align 8
  %10 = bitcast i8* %9 to %struct.P*
  %11 = getelementptr inbounds %struct.P, %struct.P* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 8
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

declare i32 @printf(i8* noundef, ...) #2

declare i8* @bsearch(i8* noundef, i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_w(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to %struct.IdW*
  %9 = getelementptr inbounds %struct.IdW, %struct.IdW* %8, i32 0, i32 1
  %10 = load double, double* %9, align 8
  store double %10, double* %5, align 8
  %11 = load i8*, i8** %4, align 8
  %12 = bitcast i8* %11 to %struct.IdW*
  %13 = getelementptr inbounds %struct.IdW, %struct.IdW* %12, i32 0, i32 1
  %14 = load double, double* %13, align 8
  store double %14, double* %6, align 8
  %15 = load double, double* %5, align 8
  %16 = load double, double* %6, align 8
  %17 = fcmp ogt double %15, %16
  %18 = zext i1 %17 to i32
  %19 = load double, double* %5, align 8
  %20 = load double, double* %6, align 8
  %21 = fcmp olt double %19, %20
  %22 = zext i1 %21 to i32
  %23 = sub nsw i32 %18, %22
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_name(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to %struct.Named*
  %7 = getelementptr inbounds %struct.Named, %struct.Named* %6, i32 0, i32 0
  %8 = load i8*, i8** %7, align 8
  %9 = load i8*, i8** %4, align 8
  %10 = bitcast i8* %9 to %struct.Named*
  %11 = getelementptr inbounds %struct.Named, %struct.Named* %10, i32 0, i32 0
  %12 = load i8*, i8** %11, align 8
  %13 = call i32 @strcmp(i8* noundef %8, i8* noundef %12) #4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_n(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to %struct.Odd*
  %7 = getelementptr inbounds %struct.Odd, %struct.Odd* %6, i32 0, i32 1
  %8 = load i32, i32* %7, align 4
  %9 = load i8*, i8** %4, align 8
  %10 = bitcast i8* %9 to %struct.Odd*
  %11 = getelementptr inbounds %struct.Odd, %struct.Odd* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_s(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load i8*, i8** %3, align 8
  %6 = bitcast i8* %5 to %struct.Five*
  %7 = getelementptr inbounds %struct.Five, %struct.Five* %6, i32 0, i32 0
  %8 = getelementptr inbounds [5 x i8], [5 x i8]* %7, i64 0, i64 0
  %9 = load i8*, i8** %4, align 8
  %10 = bitcast i8* %9 to %struct.Five*
  %11 = getelementptr inbounds %struct.Five, %struct.Five* %10, i32 0, i32 0
  %12 = getelementptr inbounds [5 x i8], [5 x i8]* %11, i64 0, i64 0
  %13 = call i32 @strcmp(i8* noundef %8, i8* noundef %12) #4
  ret i32 %13
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
