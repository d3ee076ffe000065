; ModuleID = 'time_format.c'
source_filename = "time_format.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.tm = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i64, i8* }

@main.times = internal constant [15 x i64] [i64 0, i64 -1, i64 86399, i64 951782400, i64 951868800, i64 1709164800, i64 -2208988800, i64 -62135596800, i64 -62167219201, i64 2147483647, i64 -2147483648, i64 4107542399, i64 253402300799, i64 1230768000, i64 1104537600], align 16
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [26 x i8], align 16
  %3 = alloca i8*, align 8
  %4 = alloca %struct.tm, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca [8 x i8], align 1
  %9 = alloca %struct.tm, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.tm, align 8
  %12 = alloca %struct.tm, align 8
  %13 = alloca %struct.tm, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca %struct.tm*, align 8
  %17 = alloca %struct.tm*, align 8
  %18 = alloca i8*, align 8
  %19 = alloca i8*, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca %struct.tm, align 8
  %23 = alloca i64, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %5, align 4
  br label %24

24:                                               ; preds = %57, %0
  %25 = load i32, i32* %5, align 4
  %26 = zext i32 %25 to i64
  %27 = icmp ult i64 %26, 15
  br i1 %27, label %28, label %60

28:                                               ; preds = %24
  %29 = load i32, i32* %5, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [15 x i64], [15 x i64]* @main.times, i64 0, i64 %30
  %32 = load i64, i64* %31, align 8
  store i64 %32, i64* %6, align 8
  %33 = load i64, i64* %6, align 8
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %33)
  %35 = call %struct.tm* @gmtime_r(i64* noundef %6, %struct.tm* noundef %4) #6
  call void @show(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), %struct.tm* noundef %35)
  %36 = getelementptr inbounds [26 x i8], [26 x i8]* %2, i64 0, i64 0
  %37 = call i8* @asctime_r(%struct.tm* noundef %4, i8* noundef %36) #6
  store i8* %37, i8** %3, align 8
  %38 = load i8*, i8** %3, align 8
  %39 = icmp ne i8* %38, null
  br i1 %39, label %40, label %42

40:                                               ; preds = %28
  %41 = load i8*, i8** %3, align 8
  br label %43

42:                                               ; preds = %28
  br label %43

43:                                               ; preds = %42, %40
  %44 = phi i8* [ %41, %40 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), %42 ]
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), i8* noundef %44)
  %46 = getelementptr inbounds [26 x i8], [26 x i8]* %2, i64 0, i64 0
  %47 = call i8* @ctime_r(i64* noundef %6, i8* noundef %46) #6
  store i8* %47, i8** %3, align 8
  %48 = load i8*, i8** %3, align 8
  %49 = icmp ne i8* %48, null
  br i1 %49, label %50, label %52

50:                                               ; preds = %43
  %51 = load i8*, i8** %3, align 8
  br label %53

52:                                               ; preds = %43
  br label %53

53:                                               ; preds = %52, %50
  %54 = phi i8* [ %51, %50 ], [ getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), %52 ]
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), i8* noundef %54)
  %56 = call %struct.tm* @localtime(i64* noundef %6) #6
  call void @show(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), %struct.tm* noundef %56)
  call void @line(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.6, i64 0, i64 0), %struct.tm* noundef %4)
  call void @line(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.7, i64 0, i64 0), %struct.tm* noundef %4)
  call void @line(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.8, i64 0, i64 0), %struct.tm* noundef %4)
  br label %57

57:                                               ; preds = %53
  %58 = load i32, i32* %5, align 4
  %59 = add i32 %58, 1
  store i32 %59, i32* %5, align 4
  br label %24, !llvm.loop !6

60:                                               ; preds = %24
  store i64 951782400, i64* %7, align 8
  %61 = call %struct.tm* @gmtime_r(i64* noundef %7, %struct.tm* noundef %4) #6
  call void @line(i8* noundef getelementptr inbounds ([75 x i8], [75 x i8]* @.str.9, i64 0, i64 0), %struct.tm* noundef %4)
  %62 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 8
  store i32 -1, i32* %62, align 8
  call void @line(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.10, i64 0, i64 0), %struct.tm* noundef %4)
  %63 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 10
  store i8* null, i8** %63, align 8
  %64 = getelementptr inbounds %struct.tm, %struct.tm* %4, i32 0, i32 8
  store i32 0, i32* %64, align 8
  call void @line(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.11, i64 0, i64 0), %struct.tm* noundef %4)
  %65 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  %66 = call i64 @strftime(i8* noundef %65, i64 noundef 8, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), %struct.tm* noundef %4) #6
  %67 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i64 0, i64 0
  %68 = call i64 @strftime(i8* noundef %67, i64 noundef 8, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.14, i64 0, i64 0), %struct.tm* noundef %4) #6
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0), i64 noundef %66, i64 noundef %68)
  %70 = bitcast %struct.tm* %9 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %70, i8 0, i64 56, i1 false)
  %71 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 5
  store i32 124, i32* %71, align 4
  %72 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 4
  store i32 13, i32* %72, align 8
  %73 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 3
  store i32 29, i32* %73, align 4
  %74 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 2
  store i32 -1, i32* %74, align 8
  %75 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 0
  store i32 3661, i32* %75, align 8
  %76 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 8
  store i32 -1, i32* %76, align 8
  %77 = call i64 @mktime(%struct.tm* noundef %9) #6
  store i64 %77, i64* %10, align 8
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.15, i64 0, i64 0), %struct.tm* noundef %9)
  %78 = load i64, i64* %10, align 8
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i64 noundef %78)
  %80 = bitcast %struct.tm* %11 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %80, i8 0, i64 56, i1 false)
  %81 = bitcast %struct.tm* %9 to i8*
  %82 = bitcast %struct.tm* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %81, i8* align 8 %82, i64 56, i1 false)
  %83 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 5
  store i32 69, i32* %83, align 4
  %84 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 4
  store i32 11, i32* %84, align 8
  %85 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 3
  store i32 31, i32* %85, align 4
  %86 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 2
  store i32 23, i32* %86, align 8
  %87 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 1
  store i32 59, i32* %87, align 4
  %88 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 0
  store i32 59, i32* %88, align 8
  %89 = call i32* @__errno_location() #7
  store i32 0, i32* %89, align 4
  %90 = call i64 @mktime(%struct.tm* noundef %9) #6
  store i64 %90, i64* %10, align 8
  %91 = load i64, i64* %10, align 8
  %92 = call i32* @__errno_location() #7
  %93 = load i32, i32* %92, align 4
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.17, i64 0, i64 0), i64 noundef %91, i32 noundef %93)
  %95 = bitcast %struct.tm* %12 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %95, i8 0, i64 56, i1 false)
  %96 = bitcast %struct.tm* %9 to i8*
  %97 = bitcast %struct.tm* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %96, i8* align 8 %97, i64 56, i1 false)
  %98 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 5
  store i32 -1900, i32* %98, align 4
  %99 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 3
  store i32 -364, i32* %99, align 4
  %100 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 1
  store i32 -1, i32* %100, align 4
  %101 = call i64 @timegm(%struct.tm* noundef %9) #6
  store i64 %101, i64* %10, align 8
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.18, i64 0, i64 0), %struct.tm* noundef %9)
  %102 = load i64, i64* %10, align 8
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.16, i64 0, i64 0), i64 noundef %102)
  %104 = bitcast %struct.tm* %13 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %104, i8 0, i64 56, i1 false)
  %105 = bitcast %struct.tm* %9 to i8*
  %106 = bitcast %struct.tm* %13 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %105, i8* align 8 %106, i64 56, i1 false)
  %107 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 5
  store i32 70, i32* %107, align 4
  %108 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 3
  store i32 1, i32* %108, align 4
  %109 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 8
  store i32 1, i32* %109, align 8
  %110 = call i64 @mktime(%struct.tm* noundef %9) #6
  store i64 %110, i64* %10, align 8
  %111 = load i64, i64* %10, align 8
  %112 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 2
  %113 = load i32, i32* %112, align 8
  %114 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 8
  %115 = load i32, i32* %114, align 8
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.19, i64 0, i64 0), i64 noundef %111, i32 noundef %113, i32 noundef %115)
  %117 = load i64, i64* %7, align 8
  %118 = call double @difftime(i64 noundef %117, i64 noundef 0) #7
  %119 = load i64, i64* %7, align 8
  %120 = call double @difftime(i64 noundef 0, i64 noundef %119) #7
  %121 = call double @difftime(i64 noundef 9223372036854775807, i64 noundef -9223372036854775808) #7
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.20, i64 0, i64 0), double noundef %118, double noundef %120, double noundef %121)
  store i64 0, i64* %14, align 8
  store i64 86400, i64* %15, align 8
  %123 = call %struct.tm* @gmtime(i64* noundef %14) #6
  store %struct.tm* %123, %struct.tm** %16, align 8
  %124 = call %struct.tm* @localtime(i64* noundef %15) #6
  store %struct.tm* %124, %struct.tm** %17, align 8
  %125 = load %struct.tm*, %struct.tm** %16, align 8
  %126 = load %struct.tm*, %struct.tm** %17, align 8
  %127 = icmp eq %struct.tm* %125, %126
  %128 = zext i1 %127 to i32
  %129 = load %struct.tm*, %struct.tm** %16, align 8
  %130 = getelementptr inbounds %struct.tm, %struct.tm* %129, i32 0, i32 3
  %131 = load i32, i32* %130, align 4
  %132 = load %struct.tm*, %struct.tm** %16, align 8
  %133 = getelementptr inbounds %struct.tm, %struct.tm* %132, i32 0, i32 10
  %134 = load i8*, i8** %133, align 8
  %135 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.21, i64 0, i64 0), i32 noundef %128, i32 noundef %131, i8* noundef %134)
  %136 = load %struct.tm*, %struct.tm** %16, align 8
  %137 = call i8* @asctime(%struct.tm* noundef %136) #6
  store i8* %137, i8** %18, align 8
  %138 = call i8* @ctime(i64* noundef %14) #6
  store i8* %138, i8** %19, align 8
  %139 = load i8*, i8** %18, align 8
  %140 = load i8*, i8** %19, align 8
  %141 = icmp eq i8* %139, %140
  %142 = zext i1 %141 to i32
  %143 = load i8*, i8** %19, align 8
  %144 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.22, i64 0, i64 0), i32 noundef %142, i8* noundef %143)
  store i64 9223372036854775807, i64* %20, align 8
  %145 = call i32* @__errno_location() #7
  store i32 0, i32* %145, align 4
  %146 = call %struct.tm* @gmtime(i64* noundef %20) #6
  %147 = icmp ne %struct.tm* %146, null
  %148 = zext i1 %147 to i64
  %149 = select i1 %147, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0)
  %150 = call i32* @__errno_location() #7
  %151 = load i32, i32* %150, align 4
  %152 = icmp eq i32 %151, 75
  %153 = zext i1 %152 to i32
  %154 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.23, i64 0, i64 0), i8* noundef %149, i32 noundef %153)
  %155 = call i32* @__errno_location() #7
  store i32 0, i32* %155, align 4
  %156 = call i8* @ctime(i64* noundef %20) #6
  %157 = icmp ne i8* %156, null
  %158 = zext i1 %157 to i64
  %159 = select i1 %157, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.24, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0)
  %160 = call i32* @__errno_location() #7
  %161 = load i32, i32* %160, align 4
  %162 = icmp eq i32 %161, 22
  %163 = zext i1 %162 to i32
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.26, i64 0, i64 0), i8* noundef %159, i32 noundef %163)
  store i64 67768036191676799, i64* %21, align 8
  %165 = call %struct.tm* @gmtime(i64* noundef %21) #6
  call void @show(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i64 0, i64 0), %struct.tm* noundef %165)
  %166 = bitcast %struct.tm* %22 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 8 %166, i8 0, i64 56, i1 false)
  %167 = bitcast %struct.tm* %9 to i8*
  %168 = bitcast %struct.tm* %22 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %167, i8* align 8 %168, i64 56, i1 false)
  %169 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 5
  store i32 8100, i32* %169, align 4
  %170 = getelementptr inbounds %struct.tm, %struct.tm* %9, i32 0, i32 3
  store i32 1, i32* %170, align 4
  %171 = call i32* @__errno_location() #7
  store i32 0, i32* %171, align 4
  %172 = getelementptr inbounds [26 x i8], [26 x i8]* %2, i64 0, i64 0
  %173 = call i8* @asctime_r(%struct.tm* noundef %9, i8* noundef %172) #6
  store i8* %173, i8** %3, align 8
  %174 = load i8*, i8** %3, align 8
  %175 = icmp ne i8* %174, null
  br i1 %175, label %176, label %178

176:                                              ; preds = %60
  %177 = load i8*, i8** %3, align 8
  br label %179

178:                                              ; preds = %60
  br label %179

179:                                              ; preds = %178, %176
  %180 = phi i8* [ %177, %176 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.25, i64 0, i64 0), %178 ]
  %181 = call i32* @__errno_location() #7
  %182 = load i32, i32* %181, align 4
  %183 = icmp eq i32 %182, 75
  %184 = zext i1 %183 to i32
  %185 = call i8* @asctime(%struct.tm* noundef %9) #6
  %186 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.28, i64 0, i64 0), i8* noundef %180, i32 noundef %184, i8* noundef %185)
  %187 = call i64 @time(i64* noundef null) #6
  store i64 %187, i64* %23, align 8
  %188 = call %struct.tm* @gmtime(i64* noundef %23) #6
  %189 = icmp ne %struct.tm* %188, null
  br i1 %189, label %190, label %193

190:                                              ; preds = %179
  %191 = call %struct.tm* @localtime_r(i64* noundef %23, %struct.tm* noundef %4) #6
  %192 = icmp eq %struct.tm* %191, %4
  br label %193

193:                                              ; preds = %190, %179
  %194 = phi i1 [ false, %179 ], [ %192, %190 ]
  %195 = zext i1 %194 to i32
  %196 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.29, i64 0, i64 0), i32 noundef %195)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i8* noundef %0, %struct.tm* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.tm*, align 8
  %5 = alloca [96 x i8], align 16
  %6 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store %struct.tm* %1, %struct.tm** %4, align 8
  %7 = getelementptr inbounds [96 x i8], [96 x i8]* %5, i64 0, i64 0
  %8 = load %struct.tm*, %struct.tm** %4, align 8
  %9 = call i64 @strftime(i8* noundef %7, i64 noundef 96, i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.30, i64 0, i64 0), %struct.tm* noundef %8) #6
  store i64 %9, i64* %6, align 8
  %10 = load i8*, i8** %3, align 8
  %11 = getelementptr inbounds [96 x i8], [96 x i8]* %5, i64 0, i64 0
  %12 = load i64, i64* %6, align 8
  %13 = load %struct.tm*, %struct.tm** %4, align 8
  %14 = getelementptr inbounds %struct.tm, %struct.tm* %13, i32 0, i32 6
  %15 = load i32, i32* %14, align 8
  %16 = load %struct.tm*, %struct.tm** %4, align 8
  %17 = getelementptr inbounds %struct.tm, %struct.tm* %16, i32 0, i32 7
  %18 = load i32, i32* %17, align 4
  %19 = load %struct.tm*, %struct.tm** %4, align 8
  %20 = getelementptr inbounds %struct.tm, %struct.tm* %19, i32 0, i32 8
  %21 = load i32, i32* %20, align 8
  %22 = load %struct.tm*, %struct.tm** %4, align 8
  %23 = getelementptr inbounds %struct.tm, %struct.tm* %22, i32 0, i32 9
  %24 = load i64, i64* %23, align 8
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([46 x i8], [46 x i8]* @.str.31, i64 0, i64 0), i8* noundef %10, i8* noundef %11, i64 noundef %12, i32 noundef %15, i32 noundef %18, i32 noundef %21, i64 noundef %24)
  ret void
}

; Function Attrs: nounwind
declare %struct.tm* @gmtime_r(i64* noundef, %struct.tm* noundef) #2

; Function Attrs: nounwind
declare i8* @asctime_r(%struct.tm* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare i8* @ctime_r(i64* noundef, i8* noundef) #2

; Function Attrs: nounwind
declare %struct.tm* @localtime(i64* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @line(i8* noundef %0, %struct.tm* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.tm*, align 8
  %5 = alloca [160 x i8], align 16
  %6 = alloca i64, align 8
  store i8* %0, i8** %3, align 8
  store %struct.tm* %1, %struct.tm** %4, align 8
  %7 = getelementptr inbounds [160 x i8], [160 x i8]* %5, i64 0, i64 0
  %8 = load i8*, i8** %3, align 8
  %9 = load %struct.tm*, %struct.tm** %4, align 8
  %10 = call i64 @strftime(i8* noundef %7, i64 noundef 160, i8* noundef %8, %struct.tm* noundef %9) #6
  store i64 %10, i64* %6, align 8
  %11 = load i64, i64* %6, align 8
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %2
  %14 = getelementptr inbounds [160 x i8], [160 x i8]* %5, i64 0, i64 0
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %13
  %17 = phi i8* [ %14, %13 ], [ getelementptr inbounds ([11 x i8], [11 x i8]* @.str.33, i64 0, i64 0), %15 ]
  %18 = load i64, i64* %6, align 8
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %17, i64 noundef %18)
  ret void
}

; Function Attrs: nounwind
declare i64 @strftime(i8* noundef, i64 noundef, i8* noundef, %struct.tm* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i64 @mktime(%struct.tm* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind readnone willreturn
declare i32* @__errno_location() #5

; Function Attrs: nounwind
declare i64 @timegm(%struct.tm* noundef) #2

; Function Attrs: nounwind readnone willreturn
declare double @difftime(i64 noundef, i64 noundef) #5

; Function Attrs: nounwind
declare %struct.tm* @gmtime(i64* noundef) #2

; Function Attrs: nounwind
declare i8* @asctime(%struct.tm* noundef) #2

; Function Attrs: nounwind
declare i8* @ctime(i64* noundef) #2

; Function Attrs: nounwind
declare i64 @time(i64* noundef) #2

; Function Attrs: nounwind
declare %struct.tm* @localtime_r(i64* noundef, %struct.tm* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readnone willreturn }

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
