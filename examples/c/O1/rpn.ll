; ModuleID = 'rpn.c'
source_filename = "rpn.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.machine = type { [16 x i64], i32, i32 }

@.str = private unnamed_addr constant [10 x i8] c"3 4 + 2 *\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"10 3 - 7 s /\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"5 d * d *\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"1 0 /\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"2 x 3\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"12 34\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"%-14s => %ld (errors %d)\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @push(%struct.machine* nocapture noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds %struct.machine, %struct.machine* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !5
  %5 = icmp slt i32 %4, 16
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = add nsw i32 %4, 1
  store i32 %7, i32* %3, align 8, !tbaa !5
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds %struct.machine, %struct.machine* %0, i64 0, i32 0, i64 %8
  store i64 %1, i64* %9, align 8, !tbaa !10
  br label %14

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.machine, %struct.machine* %0, i64 0, i32 2
  %12 = load i32, i32* %11, align 4, !tbaa !12
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %11, align 4, !tbaa !12
  br label %14

14:                                               ; preds = %10, %6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local i64 @pop(%struct.machine* nocapture noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds %struct.machine, %struct.machine* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !5
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = add nsw i32 %3, -1
  store i32 %6, i32* %2, align 8, !tbaa !5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds %struct.machine, %struct.machine* %0, i64 0, i32 0, i64 %7
  %9 = load i64, i64* %8, align 8, !tbaa !10
  br label %14

10:                                               ; preds = %1
  %11 = getelementptr inbounds %struct.machine, %struct.machine* %0, i64 0, i32 2
  %12 = load i32, i32* %11, align 4, !tbaa !12
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %11, align 4, !tbaa !12
  br label %14

14:                                               ; preds = %10, %5
  %15 = phi i64 [ %9, %5 ], [ 0, %10 ]
  ret i64 %15
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i64 @eval(i8* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = alloca %struct.machine, align 8
  %4 = bitcast %struct.machine* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 136, i8* nonnull %4) #6
  %5 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 1
  store i32 0, i32* %5, align 8, !tbaa !5
  %6 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 2
  store i32 0, i32* %6, align 4, !tbaa !12
  %7 = load i8, i8* %0, align 1, !tbaa !13
  %8 = icmp eq i8 %7, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %285, %2
  %10 = load i32, i32* %6, align 4, !tbaa !12
  %11 = load i32, i32* %5, align 8, !tbaa !5
  %12 = icmp ne i32 %11, 1
  %13 = zext i1 %12 to i32
  %14 = add nsw i32 %10, %13
  store i32 %14, i32* %1, align 4, !tbaa !14
  %15 = icmp sgt i32 %11, 0
  br i1 %15, label %290, label %295

16:                                               ; preds = %2, %285
  %17 = phi i8 [ %288, %285 ], [ %7, %2 ]
  %18 = phi i8* [ %287, %285 ], [ %0, %2 ]
  %19 = add i8 %17, -48
  %20 = icmp ult i8 %19, 10
  br i1 %20, label %21, label %51

21:                                               ; preds = %16
  %22 = load i8, i8* %18, align 1, !tbaa !13
  %23 = add i8 %22, -48
  %24 = icmp ult i8 %23, 10
  br i1 %24, label %25, label %38

25:                                               ; preds = %21, %25
  %26 = phi i8 [ %35, %25 ], [ %22, %21 ]
  %27 = phi i64 [ %34, %25 ], [ 0, %21 ]
  %28 = phi i8* [ %31, %25 ], [ %18, %21 ]
  %29 = sext i8 %26 to i64
  %30 = mul nsw i64 %27, 10
  %31 = getelementptr inbounds i8, i8* %28, i64 1
  %32 = add nsw i64 %29, 4294967248
  %33 = and i64 %32, 4294967295
  %34 = add nsw i64 %33, %30
  %35 = load i8, i8* %31, align 1, !tbaa !13
  %36 = add i8 %35, -48
  %37 = icmp ult i8 %36, 10
  br i1 %37, label %25, label %38, !llvm.loop !15

38:                                               ; preds = %25, %21
  %39 = phi i8* [ %18, %21 ], [ %31, %25 ]
  %40 = phi i64 [ 0, %21 ], [ %34, %25 ]
  %41 = getelementptr inbounds i8, i8* %39, i64 -1
  %42 = load i32, i32* %5, align 8, !tbaa !5
  %43 = icmp slt i32 %42, 16
  br i1 %43, label %44, label %48

44:                                               ; preds = %38
  %45 = add nsw i32 %42, 1
  store i32 %45, i32* %5, align 8, !tbaa !5
  %46 = sext i32 %42 to i64
  %47 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %46
  store i64 %40, i64* %47, align 8, !tbaa !10
  br label %285

48:                                               ; preds = %38
  %49 = load i32, i32* %6, align 4, !tbaa !12
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %6, align 4, !tbaa !12
  br label %285

51:                                               ; preds = %16
  %52 = sext i8 %17 to i32
  switch i32 %52, label %282 [
    i32 32, label %285
    i32 43, label %53
    i32 45, label %88
    i32 42, label %123
    i32 47, label %158
    i32 100, label %206
    i32 115, label %238
  ]

53:                                               ; preds = %51
  %54 = load i32, i32* %5, align 8, !tbaa !5
  %55 = icmp sgt i32 %54, 0
  br i1 %55, label %56, label %61

56:                                               ; preds = %53
  %57 = add nsw i32 %54, -1
  store i32 %57, i32* %5, align 8, !tbaa !5
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %58
  %60 = load i64, i64* %59, align 8, !tbaa !10
  br label %64

61:                                               ; preds = %53
  %62 = load i32, i32* %6, align 4, !tbaa !12
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %6, align 4, !tbaa !12
  br label %64

64:                                               ; preds = %56, %61
  %65 = phi i64 [ %60, %56 ], [ 0, %61 ]
  %66 = load i32, i32* %5, align 8, !tbaa !5
  %67 = icmp sgt i32 %66, 0
  br i1 %67, label %68, label %73

68:                                               ; preds = %64
  %69 = add nsw i32 %66, -1
  store i32 %69, i32* %5, align 8, !tbaa !5
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %70
  %72 = load i64, i64* %71, align 8, !tbaa !10
  br label %76

73:                                               ; preds = %64
  %74 = load i32, i32* %6, align 4, !tbaa !12
  %75 = add nsw i32 %74, 1
  store i32 %75, i32* %6, align 4, !tbaa !12
  br label %76

76:                                               ; preds = %68, %73
  %77 = phi i64 [ %72, %68 ], [ 0, %73 ]
  %78 = load i32, i32* %5, align 8, !tbaa !5
  %79 = icmp slt i32 %78, 16
  br i1 %79, label %80, label %85

80:                                               ; preds = %76
  %81 = add nsw i64 %77, %65
  %82 = add nsw i32 %78, 1
  store i32 %82, i32* %5, align 8, !tbaa !5
  %83 = sext i32 %78 to i64
  %84 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %83
  store i64 %81, i64* %84, align 8, !tbaa !10
  br label %285

85:                                               ; preds = %76
  %86 = load i32, i32* %6, align 4, !tbaa !12
  %87 = add nsw i32 %86, 1
  store i32 %87, i32* %6, align 4, !tbaa !12
  br label %285

88:                                               ; preds = %51
  %89 = load i32, i32* %5, align 8, !tbaa !5
  %90 = icmp sgt i32 %89, 0
  br i1 %90, label %91, label %96

91:                                               ; preds = %88
  %92 = add nsw i32 %89, -1
  store i32 %92, i32* %5, align 8, !tbaa !5
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %93
  %95 = load i64, i64* %94, align 8, !tbaa !10
  br label %99

96:                                               ; preds = %88
  %97 = load i32, i32* %6, align 4, !tbaa !12
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %6, align 4, !tbaa !12
  br label %99

99:                                               ; preds = %91, %96
  %100 = phi i64 [ %95, %91 ], [ 0, %96 ]
  %101 = load i32, i32* %5, align 8, !tbaa !5
  %102 = icmp sgt i32 %101, 0
  br i1 %102, label %103, label %108

103:                                              ; preds = %99
  %104 = add nsw i32 %101, -1
  store i32 %104, i32* %5, align 8, !tbaa !5
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %105
  %107 = load i64, i64* %106, align 8, !tbaa !10
  br label %111

108:                                              ; preds = %99
  %109 = load i32, i32* %6, align 4, !tbaa !12
  %110 = add nsw i32 %109, 1
  store i32 %110, i32* %6, align 4, !tbaa !12
  br label %111

111:                                              ; preds = %103, %108
  %112 = phi i64 [ %107, %103 ], [ 0, %108 ]
  %113 = load i32, i32* %5, align 8, !tbaa !5
  %114 = icmp slt i32 %113, 16
  br i1 %114, label %115, label %120

115:                                              ; preds = %111
  %116 = sub nsw i64 %112, %100
  %117 = add nsw i32 %113, 1
  store i32 %117, i32* %5, align 8, !tbaa !5
  %118 = sext i32 %113 to i64
  %119 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %118
  store i64 %116, i64* %119, align 8, !tbaa !10
  br label %285

120:                                              ; preds = %111
  %121 = load i32, i32* %6, align 4, !tbaa !12
  %122 = add nsw i32 %121, 1
  store i32 %122, i32* %6, align 4, !tbaa !12
  br label %285

123:                                              ; preds = %51
  %124 = load i32, i32* %5, align 8, !tbaa !5
  %125 = icmp sgt i32 %124, 0
  br i1 %125, label %126, label %131

126:                                              ; preds = %123
  %127 = add nsw i32 %124, -1
  store i32 %127, i32* %5, align 8, !tbaa !5
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %128
  %130 = load i64, i64* %129, align 8, !tbaa !10
  br label %134

131:                                              ; preds = %123
  %132 = load i32, i32* %6, align 4, !tbaa !12
  %133 = add nsw i32 %132, 1
  store i32 %133, i32* %6, align 4, !tbaa !12
  br label %134

134:                                              ; preds = %126, %131
  %135 = phi i64 [ %130, %126 ], [ 0, %131 ]
  %136 = load i32, i32* %5, align 8, !tbaa !5
  %137 = icmp sgt i32 %136, 0
  br i1 %137, label %138, label %143

138:                                              ; preds = %134
  %139 = add nsw i32 %136, -1
  store i32 %139, i32* %5, align 8, !tbaa !5
  %140 = zext i32 %139 to i64
  %141 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %140
  %142 = load i64, i64* %141, align 8, !tbaa !10
  br label %146

143:                                              ; preds = %134
  %144 = load i32, i32* %6, align 4, !tbaa !12
  %145 = add nsw i32 %144, 1
  store i32 %145, i32* %6, align 4, !tbaa !12
  br label %146

146:                                              ; preds = %138, %143
  %147 = phi i64 [ %142, %138 ], [ 0, %143 ]
  %148 = load i32, i32* %5, align 8, !tbaa !5
  %149 = icmp slt i32 %148, 16
  br i1 %149, label %150, label %155

150:                                              ; preds = %146
  %151 = mul nsw i64 %147, %135
  %152 = add nsw i32 %148, 1
  store i32 %152, i32* %5, align 8, !tbaa !5
  %153 = sext i32 %148 to i64
  %154 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %153
  store i64 %151, i64* %154, align 8, !tbaa !10
  br label %285

155:                                              ; preds = %146
  %156 = load i32, i32* %6, align 4, !tbaa !12
  %157 = add nsw i32 %156, 1
  store i32 %157, i32* %6, align 4, !tbaa !12
  br label %285

158:                                              ; preds = %51
  %159 = load i32, i32* %5, align 8, !tbaa !5
  %160 = icmp sgt i32 %159, 0
  br i1 %160, label %161, label %166

161:                                              ; preds = %158
  %162 = add nsw i32 %159, -1
  store i32 %162, i32* %5, align 8, !tbaa !5
  %163 = zext i32 %162 to i64
  %164 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %163
  %165 = load i64, i64* %164, align 8, !tbaa !10
  br label %169

166:                                              ; preds = %158
  %167 = load i32, i32* %6, align 4, !tbaa !12
  %168 = add nsw i32 %167, 1
  store i32 %168, i32* %6, align 4, !tbaa !12
  br label %169

169:                                              ; preds = %161, %166
  %170 = phi i64 [ %165, %161 ], [ 0, %166 ]
  %171 = load i32, i32* %5, align 8, !tbaa !5
  %172 = icmp sgt i32 %171, 0
  br i1 %172, label %173, label %178

173:                                              ; preds = %169
  %174 = add nsw i32 %171, -1
  store i32 %174, i32* %5, align 8, !tbaa !5
  %175 = zext i32 %174 to i64
  %176 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %175
  %177 = load i64, i64* %176, align 8, !tbaa !10
  br label %181

178:                                              ; preds = %169
  %179 = load i32, i32* %6, align 4, !tbaa !12
  %180 = add nsw i32 %179, 1
  store i32 %180, i32* %6, align 4, !tbaa !12
  br label %181

181:                                              ; preds = %173, %178
  %182 = phi i64 [ %177, %173 ], [ 0, %178 ]
  %183 = icmp eq i64 %170, 0
  br i1 %183, label %184, label %195

184:                                              ; preds = %181
  %185 = load i32, i32* %6, align 4, !tbaa !12
  %186 = add nsw i32 %185, 1
  store i32 %186, i32* %6, align 4, !tbaa !12
  %187 = load i32, i32* %5, align 8, !tbaa !5
  %188 = icmp slt i32 %187, 16
  br i1 %188, label %189, label %193

189:                                              ; preds = %184
  %190 = add nsw i32 %187, 1
  store i32 %190, i32* %5, align 8, !tbaa !5
  %191 = sext i32 %187 to i64
  %192 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %191
  store i64 0, i64* %192, align 8, !tbaa !10
  br label %285

193:                                              ; preds = %184
  %194 = add nsw i32 %185, 2
  store i32 %194, i32* %6, align 4, !tbaa !12
  br label %285

195:                                              ; preds = %181
  %196 = load i32, i32* %5, align 8, !tbaa !5
  %197 = icmp slt i32 %196, 16
  br i1 %197, label %198, label %203

198:                                              ; preds = %195
  %199 = sdiv i64 %182, %170
  %200 = add nsw i32 %196, 1
  store i32 %200, i32* %5, align 8, !tbaa !5
  %201 = sext i32 %196 to i64
  %202 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %201
  store i64 %199, i64* %202, align 8, !tbaa !10
  br label %285

203:                                              ; preds = %195
  %204 = load i32, i32* %6, align 4, !tbaa !12
  %205 = add nsw i32 %204, 1
  store i32 %205, i32* %6, align 4, !tbaa !12
  br label %285

206:                                              ; preds = %51
  %207 = load i32, i32* %5, align 8, !tbaa !5
  %208 = icmp sgt i32 %207, 0
  br i1 %208, label %209, label %214

209:                                              ; preds = %206
  %210 = add nsw i32 %207, -1
  store i32 %210, i32* %5, align 8, !tbaa !5
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %211
  %213 = load i64, i64* %212, align 8, !tbaa !10
  br label %217

214:                                              ; preds = %206
  %215 = load i32, i32* %6, align 4, !tbaa !12
  %216 = add nsw i32 %215, 1
  store i32 %216, i32* %6, align 4, !tbaa !12
  br label %217

217:                                              ; preds = %209, %214
  %218 = phi i64 [ %213, %209 ], [ 0, %214 ]
  %219 = load i32, i32* %5, align 8, !tbaa !5
  %220 = icmp slt i32 %219, 16
  br i1 %220, label %221, label %225

221:                                              ; preds = %217
  %222 = add nsw i32 %219, 1
  store i32 %222, i32* %5, align 8, !tbaa !5
  %223 = sext i32 %219 to i64
  %224 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %223
  store i64 %218, i64* %224, align 8, !tbaa !10
  br label %228

225:                                              ; preds = %217
  %226 = load i32, i32* %6, align 4, !tbaa !12
  %227 = add nsw i32 %226, 1
  store i32 %227, i32* %6, align 4, !tbaa !12
  br label %228

228:                                              ; preds = %221, %225
  %229 = load i32, i32* %5, align 8, !tbaa !5
  %230 = icmp slt i32 %229, 16
  br i1 %230, label %231, label %235

231:                                              ; preds = %228
  %232 = add nsw i32 %229, 1
  store i32 %232, i32* %5, align 8, !tbaa !5
  %233 = sext i32 %229 to i64
  %234 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %233
  store i64 %218, i64* %234, align 8, !tbaa !10
  br label %285

235:                                              ; preds = %228
  %236 = load i32, i32* %6, align 4, !tbaa !12
  %237 = add nsw i32 %236, 1
  store i32 %237, i32* %6, align 4, !tbaa !12
  br label %285

238:                                              ; preds = %51
  %239 = load i32, i32* %5, align 8, !tbaa !5
  %240 = icmp sgt i32 %239, 0
  br i1 %240, label %241, label %246

241:                                              ; preds = %238
  %242 = add nsw i32 %239, -1
  store i32 %242, i32* %5, align 8, !tbaa !5
  %243 = zext i32 %242 to i64
  %244 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %243
  %245 = load i64, i64* %244, align 8, !tbaa !10
  br label %249

246:                                              ; preds = %238
  %247 = load i32, i32* %6, align 4, !tbaa !12
  %248 = add nsw i32 %247, 1
  store i32 %248, i32* %6, align 4, !tbaa !12
  br label %249

249:                                              ; preds = %241, %246
  %250 = phi i64 [ %245, %241 ], [ 0, %246 ]
  %251 = load i32, i32* %5, align 8, !tbaa !5
  %252 = icmp sgt i32 %251, 0
  br i1 %252, label %253, label %258

253:                                              ; preds = %249
  %254 = add nsw i32 %251, -1
  store i32 %254, i32* %5, align 8, !tbaa !5
  %255 = zext i32 %254 to i64
  %256 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %255
  %257 = load i64, i64* %256, align 8, !tbaa !10
  br label %261

258:                                              ; preds = %249
  %259 = load i32, i32* %6, align 4, !tbaa !12
  %260 = add nsw i32 %259, 1
  store i32 %260, i32* %6, align 4, !tbaa !12
  br label %261

261:                                              ; preds = %253, %258
  %262 = phi i64 [ %257, %253 ], [ 0, %258 ]
  %263 = load i32, i32* %5, align 8, !tbaa !5
  %264 = icmp slt i32 %263, 16
  br i1 %264, label %265, label %269

265:                                              ; preds = %261
  %266 = add nsw i32 %263, 1
  store i32 %266, i32* %5, align 8, !tbaa !5
  %267 = sext i32 %263 to i64
  %268 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %267
  store i64 %250, i64* %268, align 8, !tbaa !10
  br label %272

269:                                              ; preds = %261
  %270 = load i32, i32* %6, align 4, !tbaa !12
  %271 = add nsw i32 %270, 1
  store i32 %271, i32* %6, align 4, !tbaa !12
  br label %272

272:                                              ; preds = %265, %269
  %273 = load i32, i32* %5, align 8, !tbaa !5
  %274 = icmp slt i32 %273, 16
  br i1 %274, label %275, label %279

275:                                              ; preds = %272
  %276 = add nsw i32 %273, 1
  store i32 %276, i32* %5, align 8, !tbaa !5
  %277 = sext i32 %273 to i64
  %278 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %277
  store i64 %262, i64* %278, align 8, !tbaa !10
  br label %285

279:                                              ; preds = %272
  %280 = load i32, i32* %6, align 4, !tbaa !12
  %281 = add nsw i32 %280, 1
  store i32 %281, i32* %6, align 4, !tbaa !12
  br label %285

282:                                              ; preds = %51
  %283 = load i32, i32* %6, align 4, !tbaa !12
  %284 = add nsw i32 %283, 1
  store i32 %284, i32* %6, align 4, !tbaa !12
  br label %285

285:                                              ; preds = %279, %275, %235, %231, %203, %198, %193, %189, %155, %150, %120, %115, %85, %80, %48, %44, %51, %282
  %286 = phi i8* [ %18, %282 ], [ %18, %51 ], [ %41, %44 ], [ %41, %48 ], [ %18, %80 ], [ %18, %85 ], [ %18, %115 ], [ %18, %120 ], [ %18, %150 ], [ %18, %155 ], [ %18, %189 ], [ %18, %193 ], [ %18, %198 ], [ %18, %203 ], [ %18, %231 ], [ %18, %235 ], [ %18, %275 ], [ %18, %279 ]
  %287 = getelementptr inbounds i8, i8* %286, i64 1
  %288 = load i8, i8* %287, align 1, !tbaa !13
  %289 = icmp eq i8 %288, 0
  br i1 %289, label %9, label %16, !llvm.loop !18

290:                                              ; preds = %9
  %291 = add nsw i32 %11, -1
  %292 = zext i32 %291 to i64
  %293 = getelementptr inbounds %struct.machine, %struct.machine* %3, i64 0, i32 0, i64 %292
  %294 = load i64, i64* %293, align 8, !tbaa !10
  br label %295

295:                                              ; preds = %9, %290
  %296 = phi i64 [ %294, %290 ], [ 0, %9 ]
  call void @llvm.lifetime.end.p0i8(i64 136, i8* nonnull %4) #6
  ret i64 %296
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = alloca [6 x i8*], align 16
  %2 = alloca i32, align 4
  %3 = bitcast [6 x i8*]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %3) #6
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  %4 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 0
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i8** %4, align 16
  %5 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 1
  store i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i8** %5, align 8
  %6 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 2
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.2, i64 0, i64 0), i8** %6, align 16
  %7 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 3
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8** %7, align 8
  %8 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 4
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8** %8, align 16
  %9 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 5
  store i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8** %9, align 8
  %10 = bitcast i32* %2 to i8*
  br label %12

11:                                               ; preds = %12
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %3) #6
  ret i32 0

12:                                               ; preds = %0, %12
  %13 = phi i64 [ 0, %0 ], [ %19, %12 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #6
  %14 = getelementptr inbounds [6 x i8*], [6 x i8*]* %1, i64 0, i64 %13
  %15 = load i8*, i8** %14, align 8, !tbaa !19
  %16 = call i64 @eval(i8* noundef %15, i32* noundef nonnull %2)
  %17 = load i32, i32* %2, align 4, !tbaa !14
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i8* noundef %15, i64 noundef %16, i32 noundef %17)
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #6
  %19 = add nuw nsw i64 %13, 1
  %20 = icmp eq i64 %19, 6
  br i1 %20, label %11, label %12, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !9, i64 128}
!6 = !{!"machine", !7, i64 0, !9, i64 128, !9, i64 132}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"int", !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !7, i64 0}
!12 = !{!6, !9, i64 132}
!13 = !{!7, !7, i64 0}
!14 = !{!9, !9, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !7, i64 0}
!21 = distinct !{!21, !16, !17}
