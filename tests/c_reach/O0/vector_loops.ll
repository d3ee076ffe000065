; ModuleID = 'vector_loops.c'
source_filename = "vector_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [64 x i32] zeroinitializer, align 16
@b = dso_local global [64 x i8] zeroinitializer, align 16
@s = dso_local global [64 x i16] zeroinitializer, align 16
@d = dso_local global [32 x double] zeroinitializer, align 16
@f = dso_local global [32 x float] zeroinitializer, align 16
@.str = private unnamed_addr constant [27 x i8] c"%ld %d %d %u %g %g %ld %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %18

18:                                               ; preds = %40, %0
  %19 = load i32, i32* %2, align 4
  %20 = icmp slt i32 %19, 64
  br i1 %20, label %21, label %43

21:                                               ; preds = %18
  %22 = load i32, i32* %2, align 4
  %23 = mul nsw i32 %22, 3
  %24 = sub nsw i32 %23, 50
  %25 = load i32, i32* %2, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %26
  store i32 %24, i32* %27, align 4
  %28 = load i32, i32* %2, align 4
  %29 = mul nsw i32 %28, 7
  %30 = trunc i32 %29 to i8
  %31 = load i32, i32* %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %32
  store i8 %30, i8* %33, align 1
  %34 = load i32, i32* %2, align 4
  %35 = sub nsw i32 %34, 20
  %36 = trunc i32 %35 to i16
  %37 = load i32, i32* %2, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x i16], [64 x i16]* @s, i64 0, i64 %38
  store i16 %36, i16* %39, align 2
  br label %40

40:                                               ; preds = %21
  %41 = load i32, i32* %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, i32* %2, align 4
  br label %18, !llvm.loop !6

43:                                               ; preds = %18
  store i32 0, i32* %3, align 4
  br label %44

44:                                               ; preds = %60, %43
  %45 = load i32, i32* %3, align 4
  %46 = icmp slt i32 %45, 32
  br i1 %46, label %47, label %63

47:                                               ; preds = %44
  %48 = load i32, i32* %3, align 4
  %49 = sitofp i32 %48 to double
  %50 = fmul double %49, 5.000000e-01
  %51 = load i32, i32* %3, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [32 x double], [32 x double]* @d, i64 0, i64 %52
  store double %50, double* %53, align 8
  %54 = load i32, i32* %3, align 4
  %55 = sitofp i32 %54 to float
  %56 = fmul float %55, 2.500000e-01
  %57 = load i32, i32* %3, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %58
  store float %56, float* %59, align 4
  br label %60

60:                                               ; preds = %47
  %61 = load i32, i32* %3, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %3, align 4
  br label %44, !llvm.loop !8

63:                                               ; preds = %44
  store i64 0, i64* %4, align 8
  store i32 -1000, i32* %5, align 4
  store i32 1000, i32* %6, align 4
  store i32 0, i32* %7, align 4
  store double 0.000000e+00, double* %8, align 8
  store float 1.000000e+00, float* %9, align 4
  store i32 0, i32* %10, align 4
  br label %64

64:                                               ; preds = %112, %63
  %65 = load i32, i32* %10, align 4
  %66 = icmp slt i32 %65, 64
  br i1 %66, label %67, label %115

67:                                               ; preds = %64
  %68 = load i32, i32* %10, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %69
  %71 = load i32, i32* %70, align 4
  %72 = sext i32 %71 to i64
  %73 = load i64, i64* %4, align 8
  %74 = add nsw i64 %73, %72
  store i64 %74, i64* %4, align 8
  %75 = load i32, i32* %10, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %76
  %78 = load i32, i32* %77, align 4
  %79 = load i32, i32* %5, align 4
  %80 = icmp sgt i32 %78, %79
  br i1 %80, label %81, label %86

81:                                               ; preds = %67
  %82 = load i32, i32* %10, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %83
  %85 = load i32, i32* %84, align 4
  br label %88

86:                                               ; preds = %67
  %87 = load i32, i32* %5, align 4
  br label %88

88:                                               ; preds = %86, %81
  %89 = phi i32 [ %85, %81 ], [ %87, %86 ]
  store i32 %89, i32* %5, align 4
  %90 = load i32, i32* %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %91
  %93 = load i32, i32* %92, align 4
  %94 = load i32, i32* %6, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %101

96:                                               ; preds = %88
  %97 = load i32, i32* %10, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %98
  %100 = load i32, i32* %99, align 4
  br label %103

101:                                              ; preds = %88
  %102 = load i32, i32* %6, align 4
  br label %103

103:                                              ; preds = %101, %96
  %104 = phi i32 [ %100, %96 ], [ %102, %101 ]
  store i32 %104, i32* %6, align 4
  %105 = load i32, i32* %10, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %106
  %108 = load i8, i8* %107, align 1
  %109 = zext i8 %108 to i32
  %110 = load i32, i32* %7, align 4
  %111 = or i32 %110, %109
  store i32 %111, i32* %7, align 4
  br label %112

112:                                              ; preds = %103
  %113 = load i32, i32* %10, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, i32* %10, align 4
  br label %64, !llvm.loop !9

115:                                              ; preds = %64
  store i32 0, i32* %11, align 4
  br label %116

116:                                              ; preds = %141, %115
  %117 = load i32, i32* %11, align 4
  %118 = icmp slt i32 %117, 64
  br i1 %118, label %119, label %144

119:                                              ; preds = %116
  %120 = load i32, i32* %11, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %121
  %123 = load i32, i32* %122, align 4
  %124 = call i32 @abs(i32 noundef %123) #4
  %125 = load i32, i32* %11, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %126
  %128 = load i8, i8* %127, align 1
  %129 = zext i8 %128 to i32
  %130 = mul nsw i32 %129, 2
  %131 = add nsw i32 %124, %130
  %132 = load i32, i32* %11, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [64 x i16], [64 x i16]* @s, i64 0, i64 %133
  %135 = load i16, i16* %134, align 2
  %136 = sext i16 %135 to i32
  %137 = add nsw i32 %131, %136
  %138 = load i32, i32* %11, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %139
  store i32 %137, i32* %140, align 4
  br label %141

141:                                              ; preds = %119
  %142 = load i32, i32* %11, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, i32* %11, align 4
  br label %116, !llvm.loop !10

144:                                              ; preds = %116
  store i32 0, i32* %12, align 4
  br label %145

145:                                              ; preds = %175, %144
  %146 = load i32, i32* %12, align 4
  %147 = icmp slt i32 %146, 32
  br i1 %147, label %148, label %178

148:                                              ; preds = %145
  %149 = load i32, i32* %12, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [32 x double], [32 x double]* @d, i64 0, i64 %150
  %152 = load double, double* %151, align 8
  %153 = call double @llvm.fmuladd.f64(double %152, double 2.000000e+00, double 1.000000e+00)
  %154 = load i32, i32* %12, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [32 x double], [32 x double]* @d, i64 0, i64 %155
  store double %153, double* %156, align 8
  %157 = load i32, i32* %12, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [32 x double], [32 x double]* @d, i64 0, i64 %158
  %160 = load double, double* %159, align 8
  %161 = load double, double* %8, align 8
  %162 = fadd double %161, %160
  store double %162, double* %8, align 8
  %163 = load i32, i32* %12, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %164
  %166 = load float, float* %165, align 4
  %167 = load i32, i32* %12, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %168
  %170 = load float, float* %169, align 4
  %171 = fmul float %166, %170
  %172 = load i32, i32* %12, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %173
  store float %171, float* %174, align 4
  br label %175

175:                                              ; preds = %148
  %176 = load i32, i32* %12, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, i32* %12, align 4
  br label %145, !llvm.loop !11

178:                                              ; preds = %145
  store i32 0, i32* %13, align 4
  br label %179

179:                                              ; preds = %198, %178
  %180 = load i32, i32* %13, align 4
  %181 = icmp slt i32 %180, 32
  br i1 %181, label %182, label %201

182:                                              ; preds = %179
  %183 = load float, float* %9, align 4
  %184 = load i32, i32* %13, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %185
  %187 = load float, float* %186, align 4
  %188 = fcmp ogt float %183, %187
  br i1 %188, label %189, label %191

189:                                              ; preds = %182
  %190 = load float, float* %9, align 4
  br label %196

191:                                              ; preds = %182
  %192 = load i32, i32* %13, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [32 x float], [32 x float]* @f, i64 0, i64 %193
  %195 = load float, float* %194, align 4
  br label %196

196:                                              ; preds = %191, %189
  %197 = phi float [ %190, %189 ], [ %195, %191 ]
  store float %197, float* %9, align 4
  br label %198

198:                                              ; preds = %196
  %199 = load i32, i32* %13, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, i32* %13, align 4
  br label %179, !llvm.loop !12

201:                                              ; preds = %179
  store i64 0, i64* %14, align 8
  store i32 0, i32* %15, align 4
  br label %202

202:                                              ; preds = %213, %201
  %203 = load i32, i32* %15, align 4
  %204 = icmp slt i32 %203, 64
  br i1 %204, label %205, label %216

205:                                              ; preds = %202
  %206 = load i32, i32* %15, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [64 x i32], [64 x i32]* @a, i64 0, i64 %207
  %209 = load i32, i32* %208, align 4
  %210 = sext i32 %209 to i64
  %211 = load i64, i64* %14, align 8
  %212 = add nsw i64 %211, %210
  store i64 %212, i64* %14, align 8
  br label %213

213:                                              ; preds = %205
  %214 = load i32, i32* %15, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, i32* %15, align 4
  br label %202, !llvm.loop !13

216:                                              ; preds = %202
  store i32 0, i32* %16, align 4
  store i32 0, i32* %17, align 4
  br label %217

217:                                              ; preds = %230, %216
  %218 = load i32, i32* %17, align 4
  %219 = icmp slt i32 %218, 64
  br i1 %219, label %220, label %233

220:                                              ; preds = %217
  %221 = load i32, i32* %17, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [64 x i8], [64 x i8]* @b, i64 0, i64 %222
  %224 = load i8, i8* %223, align 1
  %225 = zext i8 %224 to i32
  %226 = icmp sgt i32 %225, 100
  %227 = zext i1 %226 to i32
  %228 = load i32, i32* %16, align 4
  %229 = add nsw i32 %228, %227
  store i32 %229, i32* %16, align 4
  br label %230

230:                                              ; preds = %220
  %231 = load i32, i32* %17, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, i32* %17, align 4
  br label %217, !llvm.loop !14

233:                                              ; preds = %217
  %234 = load i64, i64* %4, align 8
  %235 = load i32, i32* %5, align 4
  %236 = load i32, i32* %6, align 4
  %237 = load i32, i32* %7, align 4
  %238 = load double, double* %8, align 8
  %239 = load float, float* %9, align 4
  %240 = fpext float %239 to double
  %241 = load i64, i64* %14, align 8
  %242 = load i32, i32* %16, align 4
  %243 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i64 noundef %234, i32 noundef %235, i32 noundef %236, i32 noundef %237, double noundef %238, double noundef %240, i64 noundef %241, i32 noundef %242)
  ret i32 0
}

; Function Attrs: nounwind readnone willreturn
declare i32 @abs(i32 noundef) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readnone willreturn }

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
!14 = distinct !{!14, !7}
