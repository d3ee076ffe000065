; ModuleID = 'locale_utf8.c'
source_filename = "locale_utf8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }
%struct.lconv = type { i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }

@.str = private unnamed_addr constant [8 x i8] c"C.UTF-8\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"C.UTF-8: %s, query %s, same %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"ctype %s numeric %s time %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"C.utf8: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"C.utf8\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"C.UTF8: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"C.UTF8\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"C.utf-8: %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"C.utf-8\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"numeric: %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"all: %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"back to C: %s\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"POSIX\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c", all %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"restored: %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [28 x i8] c"numeric again %s, ctype %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [38 x i8] c"half a composite: %s errno EINVAL %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [30 x i8] c"LC_CTYPE=C.UTF-8;LC_NUMERIC=C\00", align 1
@.str.19 = private unnamed_addr constant [39 x i8] c"unknown: %s errno ENOENT %d, still %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [12 x i8] c"xx_YY.UTF-8\00", align 1
@.str.21 = private unnamed_addr constant [37 x i8] c"not a codeset: %s, lower case c: %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"C.ascii\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"c.utf8\00", align 1
@.str.24 = private unnamed_addr constant [68 x i8] c"isalpha(0xe9) %d toupper(0xe9) %d isspace('\\t') %d toupper('q') %c\0A\00", align 1
@.str.25 = private unnamed_addr constant [40 x i8] c"decimal point '%s' thousands '%s' %.3f\0A\00", align 1
@.str.26 = private unnamed_addr constant [18 x i8] c"%c|%x|%X|%r|%A %B\00", align 1
@.str.28 = private unnamed_addr constant [7 x i8] c"(null)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [512 x i8], align 16
  %2 = alloca %struct.tm, align 8
  %3 = alloca [128 x i8], align 16
  %4 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)) #8
  %5 = icmp eq i8* %4, null
  %6 = select i1 %5, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %4
  %7 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #8
  %8 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #8
  %9 = icmp eq i8* %4, %8
  %10 = zext i1 %9 to i32
  %11 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.1, i64 0, i64 0), i8* noundef %6, i8* noundef %7, i32 noundef %10)
  %12 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #8
  %13 = call i8* @setlocale(i32 noundef 1, i8* noundef null) #8
  %14 = call i8* @setlocale(i32 noundef 2, i8* noundef null) #8
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.2, i64 0, i64 0), i8* noundef %12, i8* noundef %13, i8* noundef %14)
  %16 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0)) #8
  %17 = icmp eq i8* %16, null
  %18 = select i1 %17, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %16
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i8* noundef %18)
  %20 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0)) #8
  %21 = icmp eq i8* %20, null
  %22 = select i1 %21, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %20
  %23 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), i8* noundef %22)
  %24 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0)) #8
  %25 = icmp eq i8* %24, null
  %26 = select i1 %25, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %24
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.7, i64 0, i64 0), i8* noundef %26)
  %28 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.9, i64 0, i64 0)) #8
  %29 = call i8* @setlocale(i32 noundef 1, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)) #8
  %30 = icmp eq i8* %29, null
  %31 = select i1 %30, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %29
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.10, i64 0, i64 0), i8* noundef %31)
  %33 = getelementptr inbounds [512 x i8], [512 x i8]* %1, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %33) #8
  %34 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #8
  %35 = call i8* @strcpy(i8* noundef nonnull %33, i8* noundef nonnull dereferenceable(1) %34) #8
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8* noundef nonnull %33)
  %37 = call i8* @setlocale(i32 noundef 1, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.13, i64 0, i64 0)) #8
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.12, i64 0, i64 0), i8* noundef %37)
  %39 = call i8* @setlocale(i32 noundef 6, i8* noundef null) #8
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef %39)
  %41 = call i8* @setlocale(i32 noundef 6, i8* noundef nonnull %33) #8
  %42 = icmp eq i8* %41, null
  %43 = select i1 %42, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %41
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.15, i64 0, i64 0), i8* noundef %43)
  %45 = call i8* @setlocale(i32 noundef 1, i8* noundef null) #8
  %46 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #8
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.16, i64 0, i64 0), i8* noundef %45, i8* noundef %46)
  %48 = call i32* @__errno_location() #9
  store i32 0, i32* %48, align 4, !tbaa !5
  %49 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.18, i64 0, i64 0)) #8
  %50 = icmp eq i8* %49, null
  %51 = select i1 %50, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %49
  %52 = load i32, i32* %48, align 4, !tbaa !5
  %53 = icmp eq i32 %52, 22
  %54 = zext i1 %53 to i32
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([38 x i8], [38 x i8]* @.str.17, i64 0, i64 0), i8* noundef %51, i32 noundef %54)
  store i32 0, i32* %48, align 4, !tbaa !5
  %56 = call i8* @setlocale(i32 noundef 0, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.20, i64 0, i64 0)) #8
  %57 = icmp eq i8* %56, null
  %58 = select i1 %57, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %56
  %59 = load i32, i32* %48, align 4, !tbaa !5
  %60 = icmp eq i32 %59, 2
  %61 = zext i1 %60 to i32
  %62 = call i8* @setlocale(i32 noundef 0, i8* noundef null) #8
  %63 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.19, i64 0, i64 0), i8* noundef %58, i32 noundef %61, i8* noundef %62)
  %64 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0)) #8
  %65 = icmp eq i8* %64, null
  %66 = select i1 %65, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %64
  %67 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i64 0, i64 0)) #8
  %68 = icmp eq i8* %67, null
  %69 = select i1 %68, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.28, i64 0, i64 0), i8* %67
  %70 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.21, i64 0, i64 0), i8* noundef %66, i8* noundef %69)
  %71 = call i8* @setlocale(i32 noundef 6, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0)) #8
  %72 = call i16** @__ctype_b_loc() #9
  %73 = load i16*, i16** %72, align 8, !tbaa !9
  %74 = getelementptr inbounds i16, i16* %73, i64 233
  %75 = load i16, i16* %74, align 2, !tbaa !11
  %76 = call i32** @__ctype_toupper_loc() #9
  %77 = load i32*, i32** %76, align 8, !tbaa !9
  %78 = getelementptr inbounds i32, i32* %77, i64 233
  %79 = load i32, i32* %78, align 4, !tbaa !5
  %80 = getelementptr inbounds i16, i16* %73, i64 9
  %81 = load i16, i16* %80, align 2, !tbaa !11
  %82 = getelementptr inbounds i32, i32* %77, i64 113
  %83 = load i32, i32* %82, align 4, !tbaa !5
  %84 = lshr i16 %81, 13
  %85 = and i16 %84, 1
  %86 = zext i16 %85 to i32
  %87 = and i16 %75, 1024
  %88 = zext i16 %87 to i32
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([68 x i8], [68 x i8]* @.str.24, i64 0, i64 0), i32 noundef %88, i32 noundef %79, i32 noundef %86, i32 noundef %83)
  %90 = call %struct.lconv* @localeconv() #8
  %91 = getelementptr inbounds %struct.lconv, %struct.lconv* %90, i64 0, i32 0
  %92 = load i8*, i8** %91, align 8, !tbaa !13
  %93 = getelementptr inbounds %struct.lconv, %struct.lconv* %90, i64 0, i32 1
  %94 = load i8*, i8** %93, align 8, !tbaa !15
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([40 x i8], [40 x i8]* @.str.25, i64 0, i64 0), i8* noundef %92, i8* noundef %94, double noundef 1.234500e+03)
  %96 = bitcast %struct.tm* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %96) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %96, i8 0, i64 56, i1 false)
  %97 = getelementptr inbounds %struct.tm, %struct.tm* %2, i64 0, i32 5
  store i32 100, i32* %97, align 4, !tbaa !16
  %98 = getelementptr inbounds %struct.tm, %struct.tm* %2, i64 0, i32 3
  store i32 1, i32* %98, align 4, !tbaa !19
  %99 = getelementptr inbounds %struct.tm, %struct.tm* %2, i64 0, i32 6
  store i32 6, i32* %99, align 8, !tbaa !20
  %100 = getelementptr inbounds [128 x i8], [128 x i8]* %3, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %100) #8
  %101 = call i64 @strftime(i8* noundef nonnull %100, i64 noundef 128, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.26, i64 0, i64 0), %struct.tm* noundef nonnull %2) #8
  %102 = call i32 @puts(i8* nonnull %100)
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %100) #8
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %96) #8
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %33) #8
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i8* @setlocale(i32 noundef, i8* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare i8* @strcpy(i8* noalias noundef returned writeonly, i8* noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i16** @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32** @__ctype_toupper_loc() local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare %struct.lconv* @localeconv() local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind
declare i64 @strftime(i8* noundef, i64 noundef, i8* noundef, %struct.tm* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind readnone willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!14, !10, i64 0}
!14 = !{!"lconv", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24, !10, i64 32, !10, i64 40, !10, i64 48, !10, i64 56, !10, i64 64, !10, i64 72, !7, i64 80, !7, i64 81, !7, i64 82, !7, i64 83, !7, i64 84, !7, i64 85, !7, i64 86, !7, i64 87, !7, i64 88, !7, i64 89, !7, i64 90, !7, i64 91, !7, i64 92, !7, i64 93}
!15 = !{!14, !10, i64 8}
!16 = !{!17, !6, i64 20}
!17 = !{!"tm", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !6, i64 24, !6, i64 28, !6, i64 32, !18, i64 40, !10, i64 48}
!18 = !{!"long", !7, i64 0}
!19 = !{!17, !6, i64 12}
!20 = !{!17, !6, i64 24}
