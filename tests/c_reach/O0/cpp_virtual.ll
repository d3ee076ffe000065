; ModuleID = 'cpp_virtual.cpp'
source_filename = "cpp_virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Shape, double }
%struct.Circle = type { %struct.Shape, double }

$_ZN6SquareC2Ed = comdat any

$_ZN6CircleC2Ed = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN6SquareD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZN6CircleD2Ev = comdat any

$_ZN6CircleD0Ev = comdat any

$_ZNK6Circle4areaEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV5Shape = comdat any

$_ZTV6Circle = comdat any

$_ZTS6Circle = comdat any

$_ZTI6Circle = comdat any

@_ZN5Shape5aliveE = dso_local global i32 0, align 4
@.str = private unnamed_addr constant [9 x i8] c"%.5f %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 8
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*)] }, comdat, align 8
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [3 x %struct.Shape*], align 16
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [3 x %struct.Shape*]*, align 8
  %7 = alloca %struct.Shape**, align 8
  %8 = alloca %struct.Shape**, align 8
  %9 = alloca %struct.Shape*, align 8
  %10 = alloca [3 x %struct.Shape*]*, align 8
  %11 = alloca %struct.Shape**, align 8
  %12 = alloca %struct.Shape**, align 8
  %13 = alloca %struct.Shape*, align 8
  %14 = alloca i32*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %17 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %2, i64 0, i64 0
  %18 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %19 = bitcast i8* %18 to %struct.Square*
  invoke void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %19, double noundef 2.000000e+00)
          to label %20 unwind label %55

20:                                               ; preds = %0
  %21 = bitcast %struct.Square* %19 to %struct.Shape*
  store %struct.Shape* %21, %struct.Shape** %17, align 8
  %22 = getelementptr inbounds %struct.Shape*, %struct.Shape** %17, i64 1
  %23 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %24 = bitcast i8* %23 to %struct.Circle*
  invoke void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %24, double noundef 1.500000e+00)
          to label %25 unwind label %59

25:                                               ; preds = %20
  %26 = bitcast %struct.Circle* %24 to %struct.Shape*
  store %struct.Shape* %26, %struct.Shape** %22, align 8
  %27 = getelementptr inbounds %struct.Shape*, %struct.Shape** %22, i64 1
  %28 = call noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #9
  %29 = bitcast i8* %28 to %struct.Square*
  invoke void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %29, double noundef 5.000000e-01)
          to label %30 unwind label %63

30:                                               ; preds = %25
  %31 = bitcast %struct.Square* %29 to %struct.Shape*
  store %struct.Shape* %31, %struct.Shape** %27, align 8
  store double 0.000000e+00, double* %5, align 8
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %6, align 8
  %32 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 8
  %33 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %32, i64 0, i64 0
  store %struct.Shape** %33, %struct.Shape*** %7, align 8
  %34 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %6, align 8
  %35 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %34, i64 0, i64 0
  %36 = getelementptr inbounds %struct.Shape*, %struct.Shape** %35, i64 3
  store %struct.Shape** %36, %struct.Shape*** %8, align 8
  br label %37

37:                                               ; preds = %52, %30
  %38 = load %struct.Shape**, %struct.Shape*** %7, align 8
  %39 = load %struct.Shape**, %struct.Shape*** %8, align 8
  %40 = icmp ne %struct.Shape** %38, %39
  br i1 %40, label %41, label %67

41:                                               ; preds = %37
  %42 = load %struct.Shape**, %struct.Shape*** %7, align 8
  %43 = load %struct.Shape*, %struct.Shape** %42, align 8
  store %struct.Shape* %43, %struct.Shape** %9, align 8
  %44 = load %struct.Shape*, %struct.Shape** %9, align 8
  %45 = bitcast %struct.Shape* %44 to double (%struct.Shape*)***
  %46 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %45, align 8
  %47 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %46, i64 2
  %48 = load double (%struct.Shape*)*, double (%struct.Shape*)** %47, align 8
  %49 = call noundef double %48(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %44)
  %50 = load double, double* %5, align 8
  %51 = fadd double %50, %49
  store double %51, double* %5, align 8
  br label %52

52:                                               ; preds = %41
  %53 = load %struct.Shape**, %struct.Shape*** %7, align 8
  %54 = getelementptr inbounds %struct.Shape*, %struct.Shape** %53, i32 1
  store %struct.Shape** %54, %struct.Shape*** %7, align 8
  br label %37

55:                                               ; preds = %0
  %56 = landingpad { i8*, i32 }
          cleanup
  %57 = extractvalue { i8*, i32 } %56, 0
  store i8* %57, i8** %3, align 8
  %58 = extractvalue { i8*, i32 } %56, 1
  store i32 %58, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %18) #10
  br label %124

59:                                               ; preds = %20
  %60 = landingpad { i8*, i32 }
          cleanup
  %61 = extractvalue { i8*, i32 } %60, 0
  store i8* %61, i8** %3, align 8
  %62 = extractvalue { i8*, i32 } %60, 1
  store i32 %62, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %23) #10
  br label %124

63:                                               ; preds = %25
  %64 = landingpad { i8*, i32 }
          cleanup
  %65 = extractvalue { i8*, i32 } %64, 0
  store i8* %65, i8** %3, align 8
  %66 = extractvalue { i8*, i32 } %64, 1
  store i32 %66, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %28) #10
  br label %124

67:                                               ; preds = %37
  %68 = load double, double* %5, align 8
  %69 = load i32, i32* @_ZN5Shape5aliveE, align 4
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), double noundef %68, i32 noundef %69)
  store [3 x %struct.Shape*]* %2, [3 x %struct.Shape*]** %10, align 8
  %71 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 8
  %72 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %71, i64 0, i64 0
  store %struct.Shape** %72, %struct.Shape*** %11, align 8
  %73 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %10, align 8
  %74 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %73, i64 0, i64 0
  %75 = getelementptr inbounds %struct.Shape*, %struct.Shape** %74, i64 3
  store %struct.Shape** %75, %struct.Shape*** %12, align 8
  br label %76

76:                                               ; preds = %91, %67
  %77 = load %struct.Shape**, %struct.Shape*** %11, align 8
  %78 = load %struct.Shape**, %struct.Shape*** %12, align 8
  %79 = icmp ne %struct.Shape** %77, %78
  br i1 %79, label %80, label %94

80:                                               ; preds = %76
  %81 = load %struct.Shape**, %struct.Shape*** %11, align 8
  %82 = load %struct.Shape*, %struct.Shape** %81, align 8
  store %struct.Shape* %82, %struct.Shape** %13, align 8
  %83 = load %struct.Shape*, %struct.Shape** %13, align 8
  %84 = icmp eq %struct.Shape* %83, null
  br i1 %84, label %90, label %85

85:                                               ; preds = %80
  %86 = bitcast %struct.Shape* %83 to void (%struct.Shape*)***
  %87 = load void (%struct.Shape*)**, void (%struct.Shape*)*** %86, align 8
  %88 = getelementptr inbounds void (%struct.Shape*)*, void (%struct.Shape*)** %87, i64 1
  %89 = load void (%struct.Shape*)*, void (%struct.Shape*)** %88, align 8
  call void %89(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %83) #11
  br label %90

90:                                               ; preds = %85, %80
  br label %91

91:                                               ; preds = %90
  %92 = load %struct.Shape**, %struct.Shape*** %11, align 8
  %93 = getelementptr inbounds %struct.Shape*, %struct.Shape** %92, i32 1
  store %struct.Shape** %93, %struct.Shape*** %11, align 8
  br label %76

94:                                               ; preds = %76
  %95 = call noalias noundef nonnull i8* @_Znam(i64 noundef 20) #9
  %96 = bitcast i8* %95 to i32*
  %97 = bitcast i32* %96 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 4 %97, i8 0, i64 20, i1 false)
  store i32* %96, i32** %14, align 8
  %98 = load i32*, i32** %14, align 8
  %99 = getelementptr inbounds i32, i32* %98, i64 4
  store i32 9, i32* %99, align 4
  store i32 0, i32* %15, align 4
  store i32 0, i32* %16, align 4
  br label %100

100:                                              ; preds = %111, %94
  %101 = load i32, i32* %16, align 4
  %102 = icmp slt i32 %101, 5
  br i1 %102, label %103, label %114

103:                                              ; preds = %100
  %104 = load i32*, i32** %14, align 8
  %105 = load i32, i32* %16, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, i32* %104, i64 %106
  %108 = load i32, i32* %107, align 4
  %109 = load i32, i32* %15, align 4
  %110 = add nsw i32 %109, %108
  store i32 %110, i32* %15, align 4
  br label %111

111:                                              ; preds = %103
  %112 = load i32, i32* %16, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, i32* %16, align 4
  br label %100, !llvm.loop !6

114:                                              ; preds = %100
  %115 = load i32*, i32** %14, align 8
  %116 = icmp eq i32* %115, null
  br i1 %116, label %119, label %117

117:                                              ; preds = %114
  %118 = bitcast i32* %115 to i8*
  call void @_ZdaPv(i8* noundef %118) #10
  br label %119

119:                                              ; preds = %117, %114
  %120 = load i32, i32* @_ZN5Shape5aliveE, align 4
  %121 = load i32, i32* %15, align 4
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i32 noundef %120, i32 noundef %121)
  %123 = load i32, i32* %15, align 4
  ret i32 %123

124:                                              ; preds = %63, %59, %55
  %125 = load i8*, i8** %3, align 8
  %126 = load i32, i32* %4, align 4
  %127 = insertvalue { i8*, i32 } undef, i8* %125, 0
  %128 = insertvalue { i8*, i32 } %127, i32 %126, 1
  resume { i8*, i32 } %128
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #1

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.Square*, align 8
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %struct.Square*, %struct.Square** %3, align 8
  %6 = bitcast %struct.Square* %5 to %struct.Shape*
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %6)
  %7 = bitcast %struct.Square* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8
  %8 = getelementptr inbounds %struct.Square, %struct.Square* %5, i32 0, i32 1
  %9 = load double, double* %4, align 8
  store double %9, double* %8, align 8
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.Circle*, align 8
  %4 = alloca double, align 8
  store %struct.Circle* %0, %struct.Circle** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %struct.Circle*, %struct.Circle** %3, align 8
  %6 = bitcast %struct.Circle* %5 to %struct.Shape*
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %6)
  %7 = bitcast %struct.Circle* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV6Circle, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %7, align 8
  %8 = getelementptr inbounds %struct.Circle, %struct.Circle* %5, i32 0, i32 1
  %9 = load double, double* %4, align 8
  store double %9, double* %8, align 8
  ret void
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i64 noundef) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = load i32, i32* @_ZN5Shape5aliveE, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, i32* @_ZN5Shape5aliveE, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Shape*
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %3) #11
  %4 = bitcast %struct.Square* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 8
  %5 = load i32, i32* @_ZN5Shape5aliveE, align 4
  %6 = add nsw i32 %5, -1
  store i32 %6, i32* @_ZN5Shape5aliveE, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  call void @llvm.trap() #12
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = bitcast %struct.Circle* %3 to %struct.Shape*
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  call void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %3) #11
  %4 = bitcast %struct.Circle* %3 to i8*
  call void @_ZdlPv(i8* noundef %4) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = fmul double 3.141590e+00, %5
  %7 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { builtin allocsize(0) }
attributes #10 = { builtin nounwind }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }

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
