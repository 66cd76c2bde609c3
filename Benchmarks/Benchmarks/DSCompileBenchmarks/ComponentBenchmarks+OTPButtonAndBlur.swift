import Benchmark

/// Not written yet.
func otpButtonAndBlurBenchmarks() {}
