import Benchmark

/// Not written yet.
func pinAndImageBenchmarks() {}
