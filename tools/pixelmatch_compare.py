#!/usr/bin/env python3
"""Runs pixelmatch and pixelmatch-fast from PyPI on two PNGs: their counts and timings.

ImageDiff's ImageComparison implements pixelmatch's algorithm; this script is the
reference it is checked against (Tests/ImageDiffTests/PixelmatchCrossCheckTests.swift)
and the competitor it is timed against (Benchmarks/, "Snapshot" benchmarks).

Both PyPI packages install a module named `pixelmatch`, so each is installed into a folder
of its own under .build/pixelmatch-python/ and run in a child process with that folder
first on its path:

    pip install pillow numpy numba click          # what both need
    python3 tools/pixelmatch_compare.py install   # pixelmatch 0.4.0 and pixelmatch-fast 1.3.4

    python3 tools/pixelmatch_compare.py count EXPECTED.png ACTUAL.png [--threshold 0.1] [--impl pixelmatch]
        prints {"impl": ..., "count": N}
    python3 tools/pixelmatch_compare.py bench EXPECTED.png ACTUAL.png [--runs 3] [--impl NAME ...]
        prints one JSON line per implementation: the median seconds of decoding the two files
        (Pillow, RGBA) and of decoding plus comparing, timed inside the process (the
        interpreter's start and numba's compilation are left out: pixelmatch-fast gets a
        warm-up run first).

pixelmatch 0.4.0 is the pure-Python port of pixelmatch 5 (semi-transparent pixels blended
with white); pixelmatch-fast is a numba port of pixelmatch 7.1 (blended with a checkerboard).
For opaque images the two count alike.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INSTALL_DIR = os.path.join(ROOT, ".build", "pixelmatch-python")
PACKAGES = {"pixelmatch": "pixelmatch==0.4.0", "pixelmatch-fast": "pixelmatch-fast==1.3.4"}


# MARK: - Installing and dispatching


def install():
    for name, requirement in PACKAGES.items():
        target = os.path.join(INSTALL_DIR, name)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--upgrade",
                        "--target", target, requirement], check=True)
        print(f"{requirement} in {target}")


def run_child(impl, arguments):
    """Runs this script for one implementation, with its install folder first on the path."""
    target = os.path.join(INSTALL_DIR, impl)
    if not os.path.isdir(os.path.join(target, "pixelmatch")):
        sys.exit(f"{impl} is not installed in {target}: run `python3 {sys.argv[0]} install`")
    environment = dict(os.environ, PYTHONPATH=target + os.pathsep + os.environ.get("PYTHONPATH", ""))
    result = subprocess.run([sys.executable, os.path.abspath(__file__), *arguments, "--child", impl],
                            env=environment, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{impl} failed:\n{result.stderr}")
    return result.stdout.strip()


# MARK: - Inside a child


def decode(path):
    from PIL import Image

    image = Image.open(path).convert("RGBA")
    return image


def compare(impl, expected_path, actual_path, threshold):
    """Decodes both files and returns pixelmatch's count, as the implementation does it."""
    if impl == "pixelmatch":
        from pixelmatch.core import pixelmatch

        first, second = decode(expected_path), decode(actual_path)
        if first.size != second.size:
            raise ValueError(f"sizes differ: {first.size} and {second.size}")
        width, height = first.size
        return pixelmatch(first.tobytes(), second.tobytes(), width, height, threshold=threshold)
    from pixelmatch import pixelmatch

    return pixelmatch(expected_path, actual_path, threshold=threshold)


def child(arguments):
    impl = arguments.child
    if arguments.command == "count":
        count = compare(impl, arguments.expected, arguments.actual, arguments.threshold)
        print(json.dumps({"impl": impl, "count": count}))
        return
    if impl == "pixelmatch-fast":
        compare(impl, arguments.expected, arguments.actual, arguments.threshold)  # warm-up: numba compiles here
    decodes, totals, count = [], [], 0
    for _ in range(arguments.runs):
        start = time.perf_counter()
        first, second = decode(arguments.expected), decode(arguments.actual)
        first.tobytes(), second.tobytes()
        decodes.append(time.perf_counter() - start)
        start = time.perf_counter()
        count = compare(impl, arguments.expected, arguments.actual, arguments.threshold)
        totals.append(time.perf_counter() - start)
    print(json.dumps({"impl": impl, "count": count, "runs": arguments.runs,
                      "decode_seconds": statistics.median(decodes),
                      "decode_and_compare_seconds": statistics.median(totals)}))


# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["install", "count", "bench"])
    parser.add_argument("expected", nargs="?")
    parser.add_argument("actual", nargs="?")
    parser.add_argument("--threshold", type=float, default=0.1)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--impl", action="append", choices=sorted(PACKAGES))
    parser.add_argument("--child", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.command == "install":
        install()
        return
    if not arguments.expected or not arguments.actual:
        parser.error("count and bench take EXPECTED.png and ACTUAL.png")
    if arguments.child:
        child(arguments)
        return
    forwarded = [arguments.command, arguments.expected, arguments.actual,
                 "--threshold", str(arguments.threshold), "--runs", str(arguments.runs)]
    for impl in arguments.impl or sorted(PACKAGES):
        print(run_child(impl, forwarded), flush=True)


if __name__ == "__main__":
    main()
