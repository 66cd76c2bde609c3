import Benchmark

/// Not written yet.
func beanSwitchAndOTPBenchmarks() {}
