; ModuleID = 'unlocked_io.c'
source_filename = "unlocked_io.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stdout = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [5 x i8] c"word\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"number\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.2 = private unnamed_addr constant [12 x i8] c"number seen\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"symbol\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"-- \00", align 1
@.str.5 = private unnamed_addr constant [38 x i8] c"let x1 = 42 + y7 * 1000; print x1 - 3\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i8], align 16
  %2 = alloca [24 x i8], align 16
  %3 = alloca [24 x i8], align 16
  %4 = alloca [24 x i8], align 16
  %5 = call i16** @__ctype_b_loc() #4
  br label %276

6:                                                ; preds = %351
  %7 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %8 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %7, i64 0, i32 5
  %9 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %7, i64 0, i32 6
  br label %10

10:                                               ; preds = %22, %6
  %11 = phi i8 [ 45, %6 ], [ %23, %22 ]
  %12 = phi i8* [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), %6 ], [ %13, %22 ]
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  %14 = load i8*, i8** %8, align 8, !tbaa !9
  %15 = load i8*, i8** %9, align 8, !tbaa !14
  %16 = icmp ult i8* %14, %15
  br i1 %16, label %20, label %17, !prof !15

17:                                               ; preds = %10
  %18 = zext i8 %11 to i32
  %19 = call i32 @__overflow(%struct._IO_FILE* noundef %7, i32 noundef %18) #5
  br label %22

20:                                               ; preds = %10
  %21 = getelementptr inbounds i8, i8* %14, i64 1
  store i8* %21, i8** %8, align 8, !tbaa !9
  store i8 %11, i8* %14, align 1, !tbaa !16
  br label %22

22:                                               ; preds = %20, %17
  %23 = load i8, i8* %13, align 1, !tbaa !16
  %24 = icmp eq i8* %13, getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 3)
  br i1 %24, label %25, label %10, !llvm.loop !17

25:                                               ; preds = %22
  %26 = sext i32 %352 to i64
  %27 = getelementptr inbounds [24 x i8], [24 x i8]* %4, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %27) #5
  %28 = icmp slt i32 %352, 0
  br i1 %28, label %29, label %42

29:                                               ; preds = %25
  %30 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %31 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %30, i64 0, i32 5
  %32 = load i8*, i8** %31, align 8, !tbaa !9
  %33 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %30, i64 0, i32 6
  %34 = load i8*, i8** %33, align 8, !tbaa !14
  %35 = icmp ult i8* %32, %34
  br i1 %35, label %38, label %36, !prof !15

36:                                               ; preds = %29
  %37 = call i32 @__overflow(%struct._IO_FILE* noundef %30, i32 noundef 45) #5
  br label %40

38:                                               ; preds = %29
  %39 = getelementptr inbounds i8, i8* %32, i64 1
  store i8* %39, i8** %31, align 8, !tbaa !9
  store i8 45, i8* %32, align 1, !tbaa !16
  br label %40

40:                                               ; preds = %38, %36
  %41 = sub nsw i64 0, %26
  br label %42

42:                                               ; preds = %40, %25
  %43 = phi i64 [ %26, %25 ], [ %41, %40 ]
  br label %44

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %50, %44 ], [ 0, %42 ]
  %46 = phi i64 [ %52, %44 ], [ %43, %42 ]
  %47 = srem i64 %46, 10
  %48 = trunc i64 %47 to i8
  %49 = add i8 %48, 48
  %50 = add nuw i64 %45, 1
  %51 = getelementptr inbounds [24 x i8], [24 x i8]* %4, i64 0, i64 %45
  store i8 %49, i8* %51, align 1, !tbaa !16
  %52 = sdiv i64 %46, 10
  %53 = add nsw i64 %46, 9
  %54 = icmp ult i64 %53, 19
  br i1 %54, label %55, label %44, !llvm.loop !20

55:                                               ; preds = %44
  %56 = and i64 %50, 4294967295
  br label %57

57:                                               ; preds = %74, %55
  %58 = phi i64 [ %56, %55 ], [ %59, %74 ]
  %59 = add nsw i64 %58, -1
  %60 = and i64 %59, 4294967295
  %61 = getelementptr inbounds [24 x i8], [24 x i8]* %4, i64 0, i64 %60
  %62 = load i8, i8* %61, align 1, !tbaa !16
  %63 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %64 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %63, i64 0, i32 5
  %65 = load i8*, i8** %64, align 8, !tbaa !9
  %66 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %63, i64 0, i32 6
  %67 = load i8*, i8** %66, align 8, !tbaa !14
  %68 = icmp ult i8* %65, %67
  br i1 %68, label %72, label %69, !prof !15

69:                                               ; preds = %57
  %70 = zext i8 %62 to i32
  %71 = call i32 @__overflow(%struct._IO_FILE* noundef %63, i32 noundef %70) #5
  br label %74

72:                                               ; preds = %57
  %73 = getelementptr inbounds i8, i8* %65, i64 1
  store i8* %73, i8** %64, align 8, !tbaa !9
  store i8 %62, i8* %65, align 1, !tbaa !16
  br label %74

74:                                               ; preds = %72, %69
  %75 = trunc i64 %58 to i32
  %76 = icmp sgt i32 %75, 1
  br i1 %76, label %57, label %77, !llvm.loop !21

77:                                               ; preds = %74
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %27) #5
  %78 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %79 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %78, i64 0, i32 5
  %80 = load i8*, i8** %79, align 8, !tbaa !9
  %81 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %78, i64 0, i32 6
  %82 = load i8*, i8** %81, align 8, !tbaa !14
  %83 = icmp ult i8* %80, %82
  br i1 %83, label %86, label %84, !prof !15

84:                                               ; preds = %77
  %85 = call i32 @__overflow(%struct._IO_FILE* noundef %78, i32 noundef 47) #5
  br label %88

86:                                               ; preds = %77
  %87 = getelementptr inbounds i8, i8* %80, i64 1
  store i8* %87, i8** %79, align 8, !tbaa !9
  store i8 47, i8* %80, align 1, !tbaa !16
  br label %88

88:                                               ; preds = %84, %86
  %89 = sext i32 %353 to i64
  %90 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %90) #5
  %91 = icmp slt i32 %353, 0
  br i1 %91, label %92, label %105

92:                                               ; preds = %88
  %93 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %94 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %93, i64 0, i32 5
  %95 = load i8*, i8** %94, align 8, !tbaa !9
  %96 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %93, i64 0, i32 6
  %97 = load i8*, i8** %96, align 8, !tbaa !14
  %98 = icmp ult i8* %95, %97
  br i1 %98, label %101, label %99, !prof !15

99:                                               ; preds = %92
  %100 = call i32 @__overflow(%struct._IO_FILE* noundef %93, i32 noundef 45) #5
  br label %103

101:                                              ; preds = %92
  %102 = getelementptr inbounds i8, i8* %95, i64 1
  store i8* %102, i8** %94, align 8, !tbaa !9
  store i8 45, i8* %95, align 1, !tbaa !16
  br label %103

103:                                              ; preds = %101, %99
  %104 = sub nsw i64 0, %89
  br label %105

105:                                              ; preds = %103, %88
  %106 = phi i64 [ %89, %88 ], [ %104, %103 ]
  br label %107

107:                                              ; preds = %105, %107
  %108 = phi i64 [ %113, %107 ], [ 0, %105 ]
  %109 = phi i64 [ %115, %107 ], [ %106, %105 ]
  %110 = srem i64 %109, 10
  %111 = trunc i64 %110 to i8
  %112 = add i8 %111, 48
  %113 = add nuw i64 %108, 1
  %114 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %108
  store i8 %112, i8* %114, align 1, !tbaa !16
  %115 = sdiv i64 %109, 10
  %116 = add nsw i64 %109, 9
  %117 = icmp ult i64 %116, 19
  br i1 %117, label %118, label %107, !llvm.loop !20

118:                                              ; preds = %107
  %119 = and i64 %113, 4294967295
  br label %120

120:                                              ; preds = %137, %118
  %121 = phi i64 [ %119, %118 ], [ %122, %137 ]
  %122 = add nsw i64 %121, -1
  %123 = and i64 %122, 4294967295
  %124 = getelementptr inbounds [24 x i8], [24 x i8]* %3, i64 0, i64 %123
  %125 = load i8, i8* %124, align 1, !tbaa !16
  %126 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %127 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %126, i64 0, i32 5
  %128 = load i8*, i8** %127, align 8, !tbaa !9
  %129 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %126, i64 0, i32 6
  %130 = load i8*, i8** %129, align 8, !tbaa !14
  %131 = icmp ult i8* %128, %130
  br i1 %131, label %135, label %132, !prof !15

132:                                              ; preds = %120
  %133 = zext i8 %125 to i32
  %134 = call i32 @__overflow(%struct._IO_FILE* noundef %126, i32 noundef %133) #5
  br label %137

135:                                              ; preds = %120
  %136 = getelementptr inbounds i8, i8* %128, i64 1
  store i8* %136, i8** %127, align 8, !tbaa !9
  store i8 %125, i8* %128, align 1, !tbaa !16
  br label %137

137:                                              ; preds = %135, %132
  %138 = trunc i64 %121 to i32
  %139 = icmp sgt i32 %138, 1
  br i1 %139, label %120, label %140, !llvm.loop !21

140:                                              ; preds = %137
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %90) #5
  %141 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %142 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %141, i64 0, i32 5
  %143 = load i8*, i8** %142, align 8, !tbaa !9
  %144 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %141, i64 0, i32 6
  %145 = load i8*, i8** %144, align 8, !tbaa !14
  %146 = icmp ult i8* %143, %145
  br i1 %146, label %149, label %147, !prof !15

147:                                              ; preds = %140
  %148 = call i32 @__overflow(%struct._IO_FILE* noundef %141, i32 noundef 47) #5
  br label %151

149:                                              ; preds = %140
  %150 = getelementptr inbounds i8, i8* %143, i64 1
  store i8* %150, i8** %142, align 8, !tbaa !9
  store i8 47, i8* %143, align 1, !tbaa !16
  br label %151

151:                                              ; preds = %147, %149
  %152 = sext i32 %354 to i64
  %153 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %153) #5
  %154 = icmp slt i32 %354, 0
  br i1 %154, label %155, label %168

155:                                              ; preds = %151
  %156 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %157 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %156, i64 0, i32 5
  %158 = load i8*, i8** %157, align 8, !tbaa !9
  %159 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %156, i64 0, i32 6
  %160 = load i8*, i8** %159, align 8, !tbaa !14
  %161 = icmp ult i8* %158, %160
  br i1 %161, label %164, label %162, !prof !15

162:                                              ; preds = %155
  %163 = call i32 @__overflow(%struct._IO_FILE* noundef %156, i32 noundef 45) #5
  br label %166

164:                                              ; preds = %155
  %165 = getelementptr inbounds i8, i8* %158, i64 1
  store i8* %165, i8** %157, align 8, !tbaa !9
  store i8 45, i8* %158, align 1, !tbaa !16
  br label %166

166:                                              ; preds = %164, %162
  %167 = sub nsw i64 0, %152
  br label %168

168:                                              ; preds = %166, %151
  %169 = phi i64 [ %152, %151 ], [ %167, %166 ]
  br label %170

170:                                              ; preds = %168, %170
  %171 = phi i64 [ %176, %170 ], [ 0, %168 ]
  %172 = phi i64 [ %178, %170 ], [ %169, %168 ]
  %173 = srem i64 %172, 10
  %174 = trunc i64 %173 to i8
  %175 = add i8 %174, 48
  %176 = add nuw i64 %171, 1
  %177 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %171
  store i8 %175, i8* %177, align 1, !tbaa !16
  %178 = sdiv i64 %172, 10
  %179 = add nsw i64 %172, 9
  %180 = icmp ult i64 %179, 19
  br i1 %180, label %181, label %170, !llvm.loop !20

181:                                              ; preds = %170
  %182 = and i64 %176, 4294967295
  br label %183

183:                                              ; preds = %200, %181
  %184 = phi i64 [ %182, %181 ], [ %185, %200 ]
  %185 = add nsw i64 %184, -1
  %186 = and i64 %185, 4294967295
  %187 = getelementptr inbounds [24 x i8], [24 x i8]* %2, i64 0, i64 %186
  %188 = load i8, i8* %187, align 1, !tbaa !16
  %189 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %190 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %189, i64 0, i32 5
  %191 = load i8*, i8** %190, align 8, !tbaa !9
  %192 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %189, i64 0, i32 6
  %193 = load i8*, i8** %192, align 8, !tbaa !14
  %194 = icmp ult i8* %191, %193
  br i1 %194, label %198, label %195, !prof !15

195:                                              ; preds = %183
  %196 = zext i8 %188 to i32
  %197 = call i32 @__overflow(%struct._IO_FILE* noundef %189, i32 noundef %196) #5
  br label %200

198:                                              ; preds = %183
  %199 = getelementptr inbounds i8, i8* %191, i64 1
  store i8* %199, i8** %190, align 8, !tbaa !9
  store i8 %188, i8* %191, align 1, !tbaa !16
  br label %200

200:                                              ; preds = %198, %195
  %201 = trunc i64 %184 to i32
  %202 = icmp sgt i32 %201, 1
  br i1 %202, label %183, label %203, !llvm.loop !21

203:                                              ; preds = %200
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %153) #5
  %204 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %205 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %204, i64 0, i32 5
  %206 = load i8*, i8** %205, align 8, !tbaa !9
  %207 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %204, i64 0, i32 6
  %208 = load i8*, i8** %207, align 8, !tbaa !14
  %209 = icmp ult i8* %206, %208
  br i1 %209, label %212, label %210, !prof !15

210:                                              ; preds = %203
  %211 = call i32 @__overflow(%struct._IO_FILE* noundef %204, i32 noundef 32) #5
  br label %214

212:                                              ; preds = %203
  %213 = getelementptr inbounds i8, i8* %206, i64 1
  store i8* %213, i8** %205, align 8, !tbaa !9
  store i8 32, i8* %206, align 1, !tbaa !16
  br label %214

214:                                              ; preds = %210, %212
  %215 = sub nsw i64 0, %355
  %216 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %216) #5
  %217 = icmp sgt i64 %355, 0
  br i1 %217, label %218, label %229

218:                                              ; preds = %214
  %219 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %220 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %219, i64 0, i32 5
  %221 = load i8*, i8** %220, align 8, !tbaa !9
  %222 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %219, i64 0, i32 6
  %223 = load i8*, i8** %222, align 8, !tbaa !14
  %224 = icmp ult i8* %221, %223
  br i1 %224, label %227, label %225, !prof !15

225:                                              ; preds = %218
  %226 = call i32 @__overflow(%struct._IO_FILE* noundef %219, i32 noundef 45) #5
  br label %229

227:                                              ; preds = %218
  %228 = getelementptr inbounds i8, i8* %221, i64 1
  store i8* %228, i8** %220, align 8, !tbaa !9
  store i8 45, i8* %221, align 1, !tbaa !16
  br label %229

229:                                              ; preds = %225, %227, %214
  %230 = phi i64 [ %215, %214 ], [ %355, %227 ], [ %355, %225 ]
  br label %231

231:                                              ; preds = %229, %231
  %232 = phi i64 [ %237, %231 ], [ 0, %229 ]
  %233 = phi i64 [ %239, %231 ], [ %230, %229 ]
  %234 = srem i64 %233, 10
  %235 = trunc i64 %234 to i8
  %236 = add i8 %235, 48
  %237 = add nuw i64 %232, 1
  %238 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %232
  store i8 %236, i8* %238, align 1, !tbaa !16
  %239 = sdiv i64 %233, 10
  %240 = add i64 %233, 9
  %241 = icmp ult i64 %240, 19
  br i1 %241, label %242, label %231, !llvm.loop !20

242:                                              ; preds = %231
  %243 = and i64 %237, 4294967295
  br label %244

244:                                              ; preds = %261, %242
  %245 = phi i64 [ %243, %242 ], [ %246, %261 ]
  %246 = add nsw i64 %245, -1
  %247 = and i64 %246, 4294967295
  %248 = getelementptr inbounds [24 x i8], [24 x i8]* %1, i64 0, i64 %247
  %249 = load i8, i8* %248, align 1, !tbaa !16
  %250 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %251 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %250, i64 0, i32 5
  %252 = load i8*, i8** %251, align 8, !tbaa !9
  %253 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %250, i64 0, i32 6
  %254 = load i8*, i8** %253, align 8, !tbaa !14
  %255 = icmp ult i8* %252, %254
  br i1 %255, label %259, label %256, !prof !15

256:                                              ; preds = %244
  %257 = zext i8 %249 to i32
  %258 = call i32 @__overflow(%struct._IO_FILE* noundef %250, i32 noundef %257) #5
  br label %261

259:                                              ; preds = %244
  %260 = getelementptr inbounds i8, i8* %252, i64 1
  store i8* %260, i8** %251, align 8, !tbaa !9
  store i8 %249, i8* %252, align 1, !tbaa !16
  br label %261

261:                                              ; preds = %259, %256
  %262 = trunc i64 %245 to i32
  %263 = icmp sgt i32 %262, 1
  br i1 %263, label %244, label %264, !llvm.loop !21

264:                                              ; preds = %261
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %216) #5
  %265 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %266 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %265, i64 0, i32 5
  %267 = load i8*, i8** %266, align 8, !tbaa !9
  %268 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %265, i64 0, i32 6
  %269 = load i8*, i8** %268, align 8, !tbaa !14
  %270 = icmp ult i8* %267, %269
  br i1 %270, label %273, label %271, !prof !15

271:                                              ; preds = %264
  %272 = call i32 @__overflow(%struct._IO_FILE* noundef %265, i32 noundef 10) #5
  br label %275

273:                                              ; preds = %264
  %274 = getelementptr inbounds i8, i8* %267, i64 1
  store i8* %274, i8** %266, align 8, !tbaa !9
  store i8 10, i8* %267, align 1, !tbaa !16
  br label %275

275:                                              ; preds = %271, %273
  ret i32 %353

276:                                              ; preds = %0, %351
  %277 = phi i8 [ 108, %0 ], [ %357, %351 ]
  %278 = phi i8* [ getelementptr inbounds ([38 x i8], [38 x i8]* @.str.5, i64 0, i64 0), %0 ], [ %356, %351 ]
  %279 = phi i64 [ 0, %0 ], [ %355, %351 ]
  %280 = phi i32 [ 0, %0 ], [ %354, %351 ]
  %281 = phi i32 [ 0, %0 ], [ %353, %351 ]
  %282 = phi i32 [ 0, %0 ], [ %352, %351 ]
  %283 = load i16*, i16** %5, align 8, !tbaa !5
  %284 = zext i8 %277 to i64
  %285 = getelementptr inbounds i16, i16* %283, i64 %284
  %286 = load i16, i16* %285, align 2, !tbaa !22
  %287 = zext i16 %286 to i32
  %288 = and i32 %287, 8192
  %289 = icmp eq i32 %288, 0
  br i1 %289, label %292, label %290

290:                                              ; preds = %276
  %291 = getelementptr inbounds i8, i8* %278, i64 1
  br label %351, !llvm.loop !23

292:                                              ; preds = %276
  %293 = and i32 %287, 1024
  %294 = icmp eq i32 %293, 0
  br i1 %294, label %311, label %295

295:                                              ; preds = %292, %295
  %296 = phi i8* [ %303, %295 ], [ %278, %292 ]
  %297 = load i8, i8* %296, align 1, !tbaa !16
  %298 = zext i8 %297 to i64
  %299 = getelementptr inbounds i16, i16* %283, i64 %298
  %300 = load i16, i16* %299, align 2, !tbaa !22
  %301 = and i16 %300, 8
  %302 = icmp eq i16 %301, 0
  %303 = getelementptr inbounds i8, i8* %296, i64 1
  br i1 %302, label %304, label %295, !llvm.loop !24

304:                                              ; preds = %295
  %305 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %306 = ptrtoint i8* %296 to i64
  %307 = ptrtoint i8* %278 to i64
  %308 = sub i64 %306, %307
  %309 = trunc i64 %308 to i32
  call fastcc void @note(%struct._IO_FILE* noundef %305, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i8* noundef nonnull %278, i32 noundef %309)
  %310 = add nsw i32 %282, 1
  br label %351

311:                                              ; preds = %292
  %312 = and i32 %287, 2048
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %347, label %314

314:                                              ; preds = %311
  %315 = load i8, i8* %278, align 1, !tbaa !16
  %316 = zext i8 %315 to i64
  %317 = getelementptr inbounds i16, i16* %283, i64 %316
  %318 = load i16, i16* %317, align 2, !tbaa !22
  %319 = and i16 %318, 2048
  %320 = icmp eq i16 %319, 0
  br i1 %320, label %336, label %321

321:                                              ; preds = %314, %321
  %322 = phi i8 [ %330, %321 ], [ %315, %314 ]
  %323 = phi i64 [ %329, %321 ], [ 0, %314 ]
  %324 = phi i8* [ %326, %321 ], [ %278, %314 ]
  %325 = mul nsw i64 %323, 10
  %326 = getelementptr inbounds i8, i8* %324, i64 1
  %327 = sext i8 %322 to i64
  %328 = add i64 %325, -48
  %329 = add i64 %328, %327
  %330 = load i8, i8* %326, align 1, !tbaa !16
  %331 = zext i8 %330 to i64
  %332 = getelementptr inbounds i16, i16* %283, i64 %331
  %333 = load i16, i16* %332, align 2, !tbaa !22
  %334 = and i16 %333, 2048
  %335 = icmp eq i16 %334, 0
  br i1 %335, label %336, label %321, !llvm.loop !25

336:                                              ; preds = %321, %314
  %337 = phi i8* [ %278, %314 ], [ %326, %321 ]
  %338 = phi i64 [ 0, %314 ], [ %329, %321 ]
  %339 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %340 = ptrtoint i8* %337 to i64
  %341 = ptrtoint i8* %278 to i64
  %342 = sub i64 %340, %341
  %343 = trunc i64 %342 to i32
  call fastcc void @note(%struct._IO_FILE* noundef %339, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %278, i32 noundef %343)
  %344 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !tbaa !5
  call fastcc void @note(%struct._IO_FILE* noundef %344, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull %278, i32 noundef 0)
  %345 = add nsw i64 %338, %279
  %346 = add nsw i32 %281, 1
  br label %351

347:                                              ; preds = %311
  %348 = getelementptr inbounds i8, i8* %278, i64 1
  %349 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  call fastcc void @note(%struct._IO_FILE* noundef %349, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i8* noundef nonnull %278, i32 noundef 1)
  %350 = add nsw i32 %280, 1
  br label %351

351:                                              ; preds = %304, %347, %336, %290
  %352 = phi i32 [ %282, %290 ], [ %310, %304 ], [ %282, %336 ], [ %282, %347 ]
  %353 = phi i32 [ %281, %290 ], [ %281, %304 ], [ %346, %336 ], [ %281, %347 ]
  %354 = phi i32 [ %280, %290 ], [ %280, %304 ], [ %280, %336 ], [ %350, %347 ]
  %355 = phi i64 [ %279, %290 ], [ %279, %304 ], [ %345, %336 ], [ %279, %347 ]
  %356 = phi i8* [ %291, %290 ], [ %296, %304 ], [ %337, %336 ], [ %348, %347 ]
  %357 = load i8, i8* %356, align 1, !tbaa !16
  %358 = icmp eq i8 %357, 0
  br i1 %358, label %6, label %276
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @note(%struct._IO_FILE* noundef %0, i8* nocapture noundef readonly %1, i8* nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #0 {
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %6 = icmp eq %struct._IO_FILE* %5, %0
  %7 = load i8, i8* %1, align 1, !tbaa !16
  %8 = icmp eq i8 %7, 0
  br i1 %6, label %38, label %9

9:                                                ; preds = %4
  br i1 %8, label %28, label %10

10:                                               ; preds = %9
  %11 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 5
  %12 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 6
  br label %13

13:                                               ; preds = %25, %10
  %14 = phi i8 [ %7, %10 ], [ %26, %25 ]
  %15 = phi i8* [ %1, %10 ], [ %16, %25 ]
  %16 = getelementptr inbounds i8, i8* %15, i64 1
  %17 = load i8*, i8** %11, align 8, !tbaa !9
  %18 = load i8*, i8** %12, align 8, !tbaa !14
  %19 = icmp ult i8* %17, %18
  br i1 %19, label %23, label %20, !prof !15

20:                                               ; preds = %13
  %21 = zext i8 %14 to i32
  %22 = call i32 @__overflow(%struct._IO_FILE* noundef %0, i32 noundef %21) #5
  br label %25

23:                                               ; preds = %13
  %24 = getelementptr inbounds i8, i8* %17, i64 1
  store i8* %24, i8** %11, align 8, !tbaa !9
  store i8 %14, i8* %17, align 1, !tbaa !16
  br label %25

25:                                               ; preds = %23, %20
  %26 = load i8, i8* %16, align 1, !tbaa !16
  %27 = icmp eq i8 %26, 0
  br i1 %27, label %28, label %13, !llvm.loop !17

28:                                               ; preds = %25, %9
  %29 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 5
  %30 = load i8*, i8** %29, align 8, !tbaa !9
  %31 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 6
  %32 = load i8*, i8** %31, align 8, !tbaa !14
  %33 = icmp ult i8* %30, %32
  br i1 %33, label %36, label %34, !prof !15

34:                                               ; preds = %28
  %35 = call i32 @__overflow(%struct._IO_FILE* noundef %0, i32 noundef 10) #5
  br label %97

36:                                               ; preds = %28
  %37 = getelementptr inbounds i8, i8* %30, i64 1
  store i8* %37, i8** %29, align 8, !tbaa !9
  store i8 10, i8* %30, align 1, !tbaa !16
  br label %97

38:                                               ; preds = %4
  br i1 %8, label %57, label %39

39:                                               ; preds = %38
  %40 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 5
  %41 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 6
  br label %42

42:                                               ; preds = %54, %39
  %43 = phi i8 [ %7, %39 ], [ %55, %54 ]
  %44 = phi i8* [ %1, %39 ], [ %45, %54 ]
  %45 = getelementptr inbounds i8, i8* %44, i64 1
  %46 = load i8*, i8** %40, align 8, !tbaa !9
  %47 = load i8*, i8** %41, align 8, !tbaa !14
  %48 = icmp ult i8* %46, %47
  br i1 %48, label %52, label %49, !prof !15

49:                                               ; preds = %42
  %50 = zext i8 %43 to i32
  %51 = call i32 @__overflow(%struct._IO_FILE* noundef %0, i32 noundef %50) #5
  br label %54

52:                                               ; preds = %42
  %53 = getelementptr inbounds i8, i8* %46, i64 1
  store i8* %53, i8** %40, align 8, !tbaa !9
  store i8 %43, i8* %46, align 1, !tbaa !16
  br label %54

54:                                               ; preds = %52, %49
  %55 = load i8, i8* %45, align 1, !tbaa !16
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %57, label %42, !llvm.loop !17

57:                                               ; preds = %54, %38
  %58 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 5
  %59 = load i8*, i8** %58, align 8, !tbaa !9
  %60 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %0, i64 0, i32 6
  %61 = load i8*, i8** %60, align 8, !tbaa !14
  %62 = icmp ult i8* %59, %61
  br i1 %62, label %65, label %63, !prof !15

63:                                               ; preds = %57
  %64 = call i32 @__overflow(%struct._IO_FILE* noundef %0, i32 noundef 32) #5
  br label %67

65:                                               ; preds = %57
  %66 = getelementptr inbounds i8, i8* %59, i64 1
  store i8* %66, i8** %58, align 8, !tbaa !9
  store i8 32, i8* %59, align 1, !tbaa !16
  br label %67

67:                                               ; preds = %63, %65
  %68 = icmp sgt i32 %3, 0
  br i1 %68, label %69, label %71

69:                                               ; preds = %67
  %70 = zext i32 %3 to i64
  br label %82

71:                                               ; preds = %94, %67
  %72 = load %struct._IO_FILE*, %struct._IO_FILE** @stdout, align 8, !tbaa !5
  %73 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %72, i64 0, i32 5
  %74 = load i8*, i8** %73, align 8, !tbaa !9
  %75 = getelementptr inbounds %struct._IO_FILE, %struct._IO_FILE* %72, i64 0, i32 6
  %76 = load i8*, i8** %75, align 8, !tbaa !14
  %77 = icmp ult i8* %74, %76
  br i1 %77, label %80, label %78, !prof !15

78:                                               ; preds = %71
  %79 = call i32 @__overflow(%struct._IO_FILE* noundef %72, i32 noundef 10) #5
  br label %97

80:                                               ; preds = %71
  %81 = getelementptr inbounds i8, i8* %74, i64 1
  store i8* %81, i8** %73, align 8, !tbaa !9
  store i8 10, i8* %74, align 1, !tbaa !16
  br label %97

82:                                               ; preds = %69, %94
  %83 = phi i64 [ 0, %69 ], [ %95, %94 ]
  %84 = getelementptr inbounds i8, i8* %2, i64 %83
  %85 = load i8, i8* %84, align 1, !tbaa !16
  %86 = load i8*, i8** %58, align 8, !tbaa !9
  %87 = load i8*, i8** %60, align 8, !tbaa !14
  %88 = icmp ult i8* %86, %87
  br i1 %88, label %92, label %89, !prof !15

89:                                               ; preds = %82
  %90 = zext i8 %85 to i32
  %91 = call i32 @__overflow(%struct._IO_FILE* noundef %0, i32 noundef %90) #5
  br label %94

92:                                               ; preds = %82
  %93 = getelementptr inbounds i8, i8* %86, i64 1
  store i8* %93, i8** %58, align 8, !tbaa !9
  store i8 %85, i8* %86, align 1, !tbaa !16
  br label %94

94:                                               ; preds = %89, %92
  %95 = add nuw nsw i64 %83, 1
  %96 = icmp eq i64 %95, %70
  br i1 %96, label %71, label %82, !llvm.loop !26

97:                                               ; preds = %80, %78, %36, %34
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__overflow(%struct._IO_FILE* noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 40}
!10 = !{!"_IO_FILE", !11, i64 0, !6, i64 8, !6, i64 16, !6, i64 24, !6, i64 32, !6, i64 40, !6, i64 48, !6, i64 56, !6, i64 64, !6, i64 72, !6, i64 80, !6, i64 88, !6, i64 96, !6, i64 104, !11, i64 112, !11, i64 116, !12, i64 120, !13, i64 128, !7, i64 130, !7, i64 131, !6, i64 136, !12, i64 144, !6, i64 152, !6, i64 160, !6, i64 168, !6, i64 176, !12, i64 184, !11, i64 192, !7, i64 196}
!11 = !{!"int", !7, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{!10, !6, i64 48}
!15 = !{!"branch_weights", i32 2000, i32 1}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = distinct !{!21, !18, !19}
!22 = !{!13, !13, i64 0}
!23 = distinct !{!23, !18, !19}
!24 = distinct !{!24, !18, !19}
!25 = distinct !{!25, !18, !19}
!26 = distinct !{!26, !18, !19}
