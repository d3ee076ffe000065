"""μIR-thread: the minimal concurrent subset of LLVM IR of the CTree concurrency paper."""
