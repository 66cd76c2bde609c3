import Benchmark

/// Not written yet.
func beanAndSwitchBenchmarks() {}
