import Benchmark

/// Not written yet.
func skeletonBenchmarks() {}
