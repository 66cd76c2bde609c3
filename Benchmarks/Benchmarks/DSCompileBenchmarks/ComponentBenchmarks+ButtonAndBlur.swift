import Benchmark

/// Not written yet.
func buttonAndBlurBenchmarks() {}
