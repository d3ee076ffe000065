; ModuleID = 'locale_numbers.c'
source_filename = "locale_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.lconv = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"numeric locale %s (query %s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1
@.str.4 = private unnamed_addr constant [56 x i8] c"decimal point '%s' thousands '%s' grouping %zu frac %d\0A\00", align 1
@__const.main.prices = private unnamed_addr constant [4 x double] [double 3.500000e+00, double 1.225000e+01, double 1.250000e-01, double 1.234000e+03], align 16
@.str.5 = private unnamed_addr constant [8 x i8] c"%8.3f%c\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"sum %.2f mean %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"all C: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"query %s, same string %d, POSIX %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"POSIX\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"xx_NOWHERE.UTF-8\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"missing %s, still %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"(unavailable)\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"bad category %s errno %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str, i64 0, i64 0)) #5
  %2 = call i8* @setlocale(i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #5
  %3 = icmp eq i8* %2, null
  %4 = select i1 %3, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), i8* %2
  %5 = call i8* @setlocale(i32 noundef 1, i8* noundef null) #5
  %6 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.2, i64 0, i64 0), i8* noundef %4, i8* noundef %5)
  %7 = call %struct.lconv* @localeconv() #5
  %8 = getelementptr inbounds %struct.lconv, %struct.lconv* %7, i64 0, i32 0
  %9 = load i8*, i8** %8, align 8, !tbaa !5
  %10 = getelementptr inbounds %struct.lconv, %struct.lconv* %7, i64 0, i32 1
  %11 = load i8*, i8** %10, align 8, !tbaa !10
  %12 = getelementptr inbounds %struct.lconv, %struct.lconv* %7, i64 0, i32 2
  %13 = load i8*, i8** %12, align 8, !tbaa !11
  %14 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %13) #6
  %15 = getelementptr inbounds %struct.lconv, %struct.lconv* %7, i64 0, i32 11
  %16 = load i8, i8* %15, align 1, !tbaa !12
  %17 = sext i8 %16 to i32
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([56 x i8], [56 x i8]* @.str.4, i64 0, i64 0), i8* noundef %9, i8* noundef %11, i64 noundef %14, i32 noundef %17)
  br label %47

19:                                               ; preds = %47
  %20 = fmul double %52, 2.500000e-01
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.6, i64 0, i64 0), double noundef %52, double noundef %20)
  %22 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #5
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i8* noundef %22)
  %24 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #5
  %25 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #5
  %26 = icmp eq i8* %24, %25
  %27 = zext i1 %26 to i32
  %28 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.9, i64 0, i64 0)) #5
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.8, i64 0, i64 0), i8* noundef %24, i32 noundef %27, i8* noundef %28)
  %30 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.10, i64 0, i64 0)) #5
  %31 = icmp eq i8* %30, null
  %32 = select i1 %31, i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i64 0, i64 0), i8* %30
  %33 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #5
  %34 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.11, i64 0, i64 0), i8* noundef %32, i8* noundef %33)
  %35 = call i32* @__errno_location() #7
  store i32 0, i32* %35, align 4, !tbaa !13
  %36 = call i8* @setlocale(i32 noundef 99, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)) #5
  %37 = icmp eq i8* %36, null
  %38 = select i1 %37, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.14, i64 0, i64 0)
  %39 = load i32, i32* %35, align 4, !tbaa !13
  %40 = icmp eq i32 %39, 22
  %41 = zext i1 %40 to i32
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.13, i64 0, i64 0), i8* noundef %38, i32 noundef %41)
  %43 = load i8*, i8** %8, align 8, !tbaa !5
  %44 = load i8, i8* %43, align 1, !tbaa !15
  %45 = icmp ne i8 %44, 46
  %46 = zext i1 %45 to i32
  ret i32 %46

47:                                               ; preds = %0, %47
  %48 = phi i64 [ 0, %0 ], [ %56, %47 ]
  %49 = phi double [ 0.000000e+00, %0 ], [ %52, %47 ]
  %50 = getelementptr inbounds [4 x double], [4 x double]* @__const.main.prices, i64 0, i64 %48
  %51 = load double, double* %50, align 8, !tbaa !16
  %52 = fadd double %49, %51
  %53 = icmp eq i64 %48, 3
  %54 = select i1 %53, i32 10, i32 32
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i64 0, i64 0), double noundef %51, i32 noundef %54)
  %56 = add nuw nsw i64 %48, 1
  %57 = icmp eq i64 %56, 4
  br i1 %57, label %19, label %47, !llvm.loop !18
}

; Function Attrs: nounwind
declare i8* @setlocale(i32 noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare %struct.lconv* @localeconv() local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"lconv", !7, i64 0, !7, i64 8, !7, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !8, i64 80, !8, i64 81, !8, i64 82, !8, i64 83, !8, i64 84, !8, i64 85, !8, i64 86, !8, i64 87, !8, i64 88, !8, i64 89, !8, i64 90, !8, i64 91, !8, i64 92, !8, i64 93}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!6, !7, i64 16}
!12 = !{!6, !8, i64 81}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
