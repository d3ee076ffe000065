; ModuleID = 'time_format.c'
source_filename = "time_format.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }

@main.times = internal unnamed_addr constant [15 x i64] [i64 0, i64 -1, i64 86399, i64 951782400, i64 951868800, i64 1709164800, i64 -2208988800, i64 -62135596800, i64 -62167219201, i64 2147483647, i64 -2147483648, i64 4107542399, i64 253402300799, i64 1230768000, i64 1104537600], align 16
@.str = private unnamed_addr constant [10 x i8] c"t = %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"gmtime_r\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"  asctime_r %s\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"(null)\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"  ctime_r   %s\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"localtime\00", align 1
@.str.6 = private unnamed_addr constant [57 x i8] c"%a %A %b %B %C %d %e %H %I %j %m %M %p %S %u %w %y %Y %%\00", align 1
@.str.7 = private unnamed_addr constant [34 x i8] c"%c|%D|%F|%r|%R|%T|%x|%X|%h|%n|%t|\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"%g %G %V %U %W %s %k %l %P\00", align 1
@.str.9 = private unnamed_addr constant [75 x i8] c"%-d %_H %^a %#Z %10A %-10A %010d %_5m %^B %#b %-j %_3e %3y %0e %Ey %Od %EC\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"[%z] [%Z]\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"[%z] [%Z] %Q %5\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"small %zu, empty %zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"%Y-%m-%d %H\00", align 1
@.str.14 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"mktime\00", align 1
@.str.16 = private unnamed_addr constant [10 x i8] c"  = %lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [44 x i8] c"mktime 1969-12-31 23:59:59 = %lld errno %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"timegm\00", align 1
@.str.19 = private unnamed_addr constant [34 x i8] c"mktime dst = %lld hour %d dst %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [23 x i8] c"difftime %.1f %.1f %g\0A\00", align 1
@.str.21 = private unnamed_addr constant [32 x i8] c"same struct %d mday %d zone %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [18 x i8] c"same buffer %d %s\00", align 1
@.str.23 = private unnamed_addr constant [31 x i8] c"gmtime(LLONG_MAX) %s errno %d\0A\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1
@.str.26 = private unnamed_addr constant [30 x i8] c"ctime(LLONG_MAX) %s errno %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"gmtime\00", align 1
@.str.28 = private unnamed_addr constant [33 x i8] c"asctime_r %s errno %d asctime %s\00", align 1
@.str.29 = private unnamed_addr constant [18 x i8] c"now converts: %d\0A\00", align 1
@.str.30 = private unnamed_addr constant [30 x i8] c"%Y-%m-%d %H:%M:%S %a %j %Z %z\00", align 1
@.str.31 = private unnamed_addr constant [46 x i8] c"%-9s %s (%zu) wday %d yday %d dst %d off %ld\0A\00", align 1
@.str.32 = private unnamed_addr constant [12 x i8] c"  [%s] %zu\0A\00", align 1
@.str.33 = private unnamed_addr constant [11 x i8] c"(too long)\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [160 x i8], align 16
  %2 = alloca [160 x i8], align 16
  %3 = alloca [160 x i8], align 16
  %4 = alloca [96 x i8], align 16
  %5 = alloca [96 x i8], align 16
  %6 = alloca [96 x i8], align 16
  %7 = alloca [96 x i8], align 16
  %8 = alloca [96 x i8], align 16
  %9 = alloca [160 x i8], align 16
  %10 = alloca [160 x i8], align 16
  %11 = alloca [160 x i8], align 16
  %12 = alloca [26 x i8], align 16
  %13 = alloca %struct.tm, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca [8 x i8], align 1
  %17 = alloca %struct.tm, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = getelementptr inbounds [26 x i8], [26 x i8]* %12, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 26, i8* nonnull %23) #7
  %24 = bitcast %struct.tm* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %24) #7
  %25 = bitcast i64* %14 to i8*
  %26 = getelementptr inbounds [96 x i8], [96 x i8]* %5, i64 0, i64 0
  %27 = getelementptr inbounds [96 x i8], [96 x i8]* %4, i64 0, i64 0
  %28 = getelementptr inbounds [160 x i8], [160 x i8]* %3, i64 0, i64 0
  %29 = getelementptr inbounds [160 x i8], [160 x i8]* %2, i64 0, i64 0
  %30 = getelementptr inbounds [160 x i8], [160 x i8]* %1, i64 0, i64 0
  br label %157

31:                                               ; preds = %157
  %32 = bitcast i64* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %32) #7
  store i64 951782400, i64* %15, align 8, !tbaa !5
  %33 = call %struct.tm* @gmtime_r(i64* noundef nonnull %15, %struct.tm* noundef nonnull %13) #7
  %34 = getelementptr inbounds [160 x i8], [160 x i8]* %11, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %34) #7
  %35 = call i64 @strftime(i8* noundef nonnull %34, i64 noundef 160, i8* noundef getelementptr inbounds ([75 x i8], [75 x i8]* @.str.9, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %36 = icmp eq i64 %35, 0
  %37 = select i1 %36, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i64 0, i64 0), i8* %34
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %37, i64 noundef %35) #7
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %34) #7
  %39 = getelementptr inbounds %struct.tm, %struct.tm* %13, i64 0, i32 8
  store i32 -1, i32* %39, align 8, !tbaa !9
  %40 = getelementptr inbounds [160 x i8], [160 x i8]* %10, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %40) #7
  %41 = call i64 @strftime(i8* noundef nonnull %40, i64 noundef 160, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %42 = icmp eq i64 %41, 0
  %43 = select i1 %42, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i64 0, i64 0), i8* %40
  %44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %43, i64 noundef %41) #7
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %40) #7
  %45 = getelementptr inbounds %struct.tm, %struct.tm* %13, i64 0, i32 10
  store i8* null, i8** %45, align 8, !tbaa !13
  store i32 0, i32* %39, align 8, !tbaa !9
  %46 = getelementptr inbounds [160 x i8], [160 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %46) #7
  %47 = call i64 @strftime(i8* noundef nonnull %46, i64 noundef 160, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %48 = icmp eq i64 %47, 0
  %49 = select i1 %48, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i64 0, i64 0), i8* %46
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %49, i64 noundef %47) #7
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %46) #7
  %51 = getelementptr inbounds [8 x i8], [8 x i8]* %16, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %51) #7
  %52 = call i64 @strftime(i8* noundef nonnull %51, i64 noundef 8, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %53 = call i64 @strftime(i8* noundef nonnull %51, i64 noundef 8, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.14, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0), i64 noundef %52, i64 noundef %53)
  %55 = bitcast %struct.tm* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %55) #7
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %55, i8 0, i64 56, i1 false)
  %56 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 5
  store i32 124, i32* %56, align 4, !tbaa !14
  %57 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 4
  store i32 13, i32* %57, align 8, !tbaa !15
  %58 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 3
  store i32 29, i32* %58, align 4, !tbaa !16
  %59 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 2
  store i32 -1, i32* %59, align 8, !tbaa !17
  %60 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 0
  store i32 3661, i32* %60, align 8, !tbaa !18
  %61 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 8
  store i32 -1, i32* %61, align 8, !tbaa !9
  %62 = call i64 @mktime(%struct.tm* noundef nonnull %17) #7
  %63 = getelementptr inbounds [96 x i8], [96 x i8]* %8, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %63) #7
  %64 = call i64 @strftime(i8* noundef nonnull %63, i64 noundef 96, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.30, i64 0, i64 0), %struct.tm* noundef nonnull %17) #7
  %65 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 6
  %66 = load i32, i32* %65, align 8, !tbaa !19
  %67 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 7
  %68 = load i32, i32* %67, align 4, !tbaa !20
  %69 = load i32, i32* %61, align 8, !tbaa !9
  %70 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 9
  %71 = load i64, i64* %70, align 8, !tbaa !21
  %72 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i64 0, i64 0), i8* noundef nonnull %63, i64 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %69, i64 noundef %71) #7
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %63) #7
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i64 noundef %62)
  %74 = bitcast %struct.tm* %17 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %74, i8 0, i64 56, i1 false)
  store i32 69, i32* %56, align 4, !tbaa !14
  store i32 11, i32* %57, align 8, !tbaa !15
  store i32 31, i32* %58, align 4, !tbaa !16
  store i32 23, i32* %59, align 8, !tbaa !17
  %75 = getelementptr inbounds %struct.tm, %struct.tm* %17, i64 0, i32 1
  store i32 59, i32* %75, align 4, !tbaa !22
  store i32 59, i32* %60, align 8, !tbaa !18
  %76 = call i32* @__errno_location() #8
  store i32 0, i32* %76, align 4, !tbaa !23
  %77 = call i64 @mktime(%struct.tm* noundef nonnull %17) #7
  %78 = load i32, i32* %76, align 4, !tbaa !23
  %79 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.17, i64 0, i64 0), i64 noundef %77, i32 noundef %78)
  %80 = bitcast %struct.tm* %17 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %80, i8 0, i64 56, i1 false)
  store i32 -1900, i32* %56, align 4, !tbaa !14
  store i32 -364, i32* %58, align 4, !tbaa !16
  store i32 -1, i32* %75, align 4, !tbaa !22
  %81 = call i64 @timegm(%struct.tm* noundef nonnull %17) #7
  %82 = getelementptr inbounds [96 x i8], [96 x i8]* %7, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %82) #7
  %83 = call i64 @strftime(i8* noundef nonnull %82, i64 noundef 96, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.30, i64 0, i64 0), %struct.tm* noundef nonnull %17) #7
  %84 = load i32, i32* %65, align 8, !tbaa !19
  %85 = load i32, i32* %67, align 4, !tbaa !20
  %86 = load i32, i32* %61, align 8, !tbaa !9
  %87 = load i64, i64* %70, align 8, !tbaa !21
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), i8* noundef nonnull %82, i64 noundef %83, i32 noundef %84, i32 noundef %85, i32 noundef %86, i64 noundef %87) #7
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %82) #7
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i64 noundef %81)
  %90 = bitcast %struct.tm* %17 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %90, i8 0, i64 56, i1 false)
  store i32 70, i32* %56, align 4, !tbaa !14
  store i32 1, i32* %58, align 4, !tbaa !16
  store i32 1, i32* %61, align 8, !tbaa !9
  %91 = call i64 @mktime(%struct.tm* noundef nonnull %17) #7
  %92 = load i32, i32* %59, align 8, !tbaa !17
  %93 = load i32, i32* %61, align 8, !tbaa !9
  %94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @.str.19, i64 0, i64 0), i64 noundef %91, i32 noundef %92, i32 noundef %93)
  %95 = load i64, i64* %15, align 8, !tbaa !5
  %96 = call double @difftime(i64 noundef %95, i64 noundef 0) #8
  %97 = call double @difftime(i64 noundef 0, i64 noundef %95) #8
  %98 = call double @difftime(i64 noundef 9223372036854775807, i64 noundef -9223372036854775808) #8
  %99 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.20, i64 0, i64 0), double noundef %96, double noundef %97, double noundef %98)
  %100 = bitcast i64* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %100) #7
  store i64 0, i64* %18, align 8, !tbaa !5
  %101 = bitcast i64* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %101) #7
  store i64 86400, i64* %19, align 8, !tbaa !5
  %102 = call %struct.tm* @gmtime(i64* noundef nonnull %18) #7
  %103 = call %struct.tm* @localtime(i64* noundef nonnull %19) #7
  %104 = icmp eq %struct.tm* %102, %103
  %105 = zext i1 %104 to i32
  %106 = getelementptr inbounds %struct.tm, %struct.tm* %102, i64 0, i32 3
  %107 = load i32, i32* %106, align 4, !tbaa !16
  %108 = getelementptr inbounds %struct.tm, %struct.tm* %102, i64 0, i32 10
  %109 = load i8*, i8** %108, align 8, !tbaa !13
  %110 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.21, i64 0, i64 0), i32 noundef %105, i32 noundef %107, i8* noundef %109)
  %111 = call i8* @asctime(%struct.tm* noundef %102) #7
  %112 = call i8* @ctime(i64* noundef nonnull %18) #7
  %113 = icmp eq i8* %111, %112
  %114 = zext i1 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i64 0, i64 0), i32 noundef %114, i8* noundef %112)
  %116 = bitcast i64* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %116) #7
  store i64 9223372036854775807, i64* %20, align 8, !tbaa !5
  store i32 0, i32* %76, align 4, !tbaa !23
  %117 = call %struct.tm* @gmtime(i64* noundef nonnull %20) #7
  %118 = icmp eq %struct.tm* %117, null
  %119 = select i1 %118, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0)
  %120 = load i32, i32* %76, align 4, !tbaa !23
  %121 = icmp eq i32 %120, 75
  %122 = zext i1 %121 to i32
  %123 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.23, i64 0, i64 0), i8* noundef %119, i32 noundef %122)
  store i32 0, i32* %76, align 4, !tbaa !23
  %124 = call i8* @ctime(i64* noundef nonnull %20) #7
  %125 = icmp eq i8* %124, null
  %126 = select i1 %125, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0)
  %127 = load i32, i32* %76, align 4, !tbaa !23
  %128 = icmp eq i32 %127, 22
  %129 = zext i1 %128 to i32
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.26, i64 0, i64 0), i8* noundef %126, i32 noundef %129)
  %131 = bitcast i64* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %131) #7
  store i64 67768036191676799, i64* %21, align 8, !tbaa !5
  %132 = call %struct.tm* @gmtime(i64* noundef nonnull %21) #7
  %133 = getelementptr inbounds [96 x i8], [96 x i8]* %6, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %133) #7
  %134 = call i64 @strftime(i8* noundef nonnull %133, i64 noundef 96, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.30, i64 0, i64 0), %struct.tm* noundef %132) #7
  %135 = getelementptr inbounds %struct.tm, %struct.tm* %132, i64 0, i32 6
  %136 = load i32, i32* %135, align 8, !tbaa !19
  %137 = getelementptr inbounds %struct.tm, %struct.tm* %132, i64 0, i32 7
  %138 = load i32, i32* %137, align 4, !tbaa !20
  %139 = getelementptr inbounds %struct.tm, %struct.tm* %132, i64 0, i32 8
  %140 = load i32, i32* %139, align 8, !tbaa !9
  %141 = getelementptr inbounds %struct.tm, %struct.tm* %132, i64 0, i32 9
  %142 = load i64, i64* %141, align 8, !tbaa !21
  %143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i64 0, i64 0), i8* noundef nonnull %133, i64 noundef %134, i32 noundef %136, i32 noundef %138, i32 noundef %140, i64 noundef %142) #7
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %133) #7
  %144 = bitcast %struct.tm* %17 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(56) %144, i8 0, i64 56, i1 false)
  store i32 8100, i32* %56, align 4, !tbaa !14
  store i32 1, i32* %58, align 4, !tbaa !16
  store i32 0, i32* %76, align 4, !tbaa !23
  %145 = call i8* @asctime_r(%struct.tm* noundef nonnull %17, i8* noundef nonnull %23) #7
  %146 = icmp eq i8* %145, null
  %147 = select i1 %146, i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), i8* %145
  %148 = load i32, i32* %76, align 4, !tbaa !23
  %149 = icmp eq i32 %148, 75
  %150 = zext i1 %149 to i32
  %151 = call i8* @asctime(%struct.tm* noundef nonnull %17) #7
  %152 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.28, i64 0, i64 0), i8* noundef %147, i32 noundef %150, i8* noundef %151)
  %153 = bitcast i64* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %153) #7
  %154 = call i64 @time(i64* noundef null) #7
  store i64 %154, i64* %22, align 8, !tbaa !5
  %155 = call %struct.tm* @gmtime(i64* noundef nonnull %22) #7
  %156 = icmp eq %struct.tm* %155, null
  br i1 %156, label %210, label %206

157:                                              ; preds = %0, %157
  %158 = phi i64 [ 0, %0 ], [ %204, %157 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %25) #7
  %159 = getelementptr inbounds [15 x i64], [15 x i64]* @main.times, i64 0, i64 %158
  %160 = load i64, i64* %159, align 8, !tbaa !5
  store i64 %160, i64* %14, align 8, !tbaa !5
  %161 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %160)
  %162 = call %struct.tm* @gmtime_r(i64* noundef nonnull %14, %struct.tm* noundef nonnull %13) #7
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %26) #7
  %163 = call i64 @strftime(i8* noundef nonnull %26, i64 noundef 96, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.30, i64 0, i64 0), %struct.tm* noundef %162) #7
  %164 = getelementptr inbounds %struct.tm, %struct.tm* %162, i64 0, i32 6
  %165 = load i32, i32* %164, align 8, !tbaa !19
  %166 = getelementptr inbounds %struct.tm, %struct.tm* %162, i64 0, i32 7
  %167 = load i32, i32* %166, align 4, !tbaa !20
  %168 = getelementptr inbounds %struct.tm, %struct.tm* %162, i64 0, i32 8
  %169 = load i32, i32* %168, align 8, !tbaa !9
  %170 = getelementptr inbounds %struct.tm, %struct.tm* %162, i64 0, i32 9
  %171 = load i64, i64* %170, align 8, !tbaa !21
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i8* noundef nonnull %26, i64 noundef %163, i32 noundef %165, i32 noundef %167, i32 noundef %169, i64 noundef %171) #7
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %26) #7
  %173 = call i8* @asctime_r(%struct.tm* noundef nonnull %13, i8* noundef nonnull %23) #7
  %174 = icmp eq i8* %173, null
  %175 = select i1 %174, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i8* %173
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i8* noundef %175)
  %177 = call i8* @ctime_r(i64* noundef nonnull %14, i8* noundef nonnull %23) #7
  %178 = icmp eq i8* %177, null
  %179 = select i1 %178, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i8* %177
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i8* noundef %179)
  %181 = call %struct.tm* @localtime(i64* noundef nonnull %14) #7
  call void @llvm.lifetime.start.p0i8(i64 96, i8* nonnull %27) #7
  %182 = call i64 @strftime(i8* noundef nonnull %27, i64 noundef 96, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.30, i64 0, i64 0), %struct.tm* noundef %181) #7
  %183 = getelementptr inbounds %struct.tm, %struct.tm* %181, i64 0, i32 6
  %184 = load i32, i32* %183, align 8, !tbaa !19
  %185 = getelementptr inbounds %struct.tm, %struct.tm* %181, i64 0, i32 7
  %186 = load i32, i32* %185, align 4, !tbaa !20
  %187 = getelementptr inbounds %struct.tm, %struct.tm* %181, i64 0, i32 8
  %188 = load i32, i32* %187, align 8, !tbaa !9
  %189 = getelementptr inbounds %struct.tm, %struct.tm* %181, i64 0, i32 9
  %190 = load i64, i64* %189, align 8, !tbaa !21
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([46 x i8], [46 x i8]* @.str.31, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i8* noundef nonnull %27, i64 noundef %182, i32 noundef %184, i32 noundef %186, i32 noundef %188, i64 noundef %190) #7
  call void @llvm.lifetime.end.p0i8(i64 96, i8* nonnull %27) #7
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %28) #7
  %192 = call i64 @strftime(i8* noundef nonnull %28, i64 noundef 160, i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.6, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %193 = icmp eq i64 %192, 0
  %194 = select i1 %193, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i64 0, i64 0), i8* %28
  %195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %194, i64 noundef %192) #7
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %28) #7
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %29) #7
  %196 = call i64 @strftime(i8* noundef nonnull %29, i64 noundef 160, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.7, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %197 = icmp eq i64 %196, 0
  %198 = select i1 %197, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i64 0, i64 0), i8* %29
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %198, i64 noundef %196) #7
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %29) #7
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %30) #7
  %200 = call i64 @strftime(i8* noundef nonnull %30, i64 noundef 160, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.8, i64 0, i64 0), %struct.tm* noundef nonnull %13) #7
  %201 = icmp eq i64 %200, 0
  %202 = select i1 %201, i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i64 0, i64 0), i8* %30
  %203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %202, i64 noundef %200) #7
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %30) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %25) #7
  %204 = add nuw nsw i64 %158, 1
  %205 = icmp eq i64 %204, 15
  br i1 %205, label %31, label %157, !llvm.loop !24

206:                                              ; preds = %31
  %207 = call %struct.tm* @localtime_r(i64* noundef nonnull %22, %struct.tm* noundef nonnull %13) #7
  %208 = icmp eq %struct.tm* %207, %13
  %209 = zext i1 %208 to i32
  br label %210

210:                                              ; preds = %206, %31
  %211 = phi i32 [ 0, %31 ], [ %209, %206 ]
  %212 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.29, i64 0, i64 0), i32 noundef %211)
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %153) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %131) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %116) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %101) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %100) #7
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %55) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %51) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %32) #7
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %24) #7
  call void @llvm.lifetime.end.p0i8(i64 26, i8* nonnull %23) #7
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind
declare %struct.tm* @gmtime_r(i64* noundef, %struct.tm* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i8* @asctime_r(%struct.tm* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i8* @ctime_r(i64* noundef, i8* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare %struct.tm* @localtime(i64* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind
declare i64 @strftime(i8* noundef, i64 noundef, i8* noundef, %struct.tm* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare noundef i64 @mktime(%struct.tm* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32* @__errno_location() local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @timegm(%struct.tm* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @difftime(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare %struct.tm* @gmtime(i64* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i8* @asctime(%struct.tm* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i8* @ctime(i64* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i64 @time(i64* noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i64* noundef, %struct.tm* noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readnone willreturn }

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
!9 = !{!10, !11, i64 32}
!10 = !{!"tm", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !6, i64 40, !12, i64 48}
!11 = !{!"int", !7, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!10, !12, i64 48}
!14 = !{!10, !11, i64 20}
!15 = !{!10, !11, i64 16}
!16 = !{!10, !11, i64 12}
!17 = !{!10, !11, i64 8}
!18 = !{!10, !11, i64 0}
!19 = !{!10, !11, i64 24}
!20 = !{!10, !11, i64 28}
!21 = !{!10, !6, i64 40}
!22 = !{!10, !11, i64 4}
!23 = !{!11, !11, i64 0}
!24 = distinct !{!24, !25, !26}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!"llvm.loop.unroll.disable"}
