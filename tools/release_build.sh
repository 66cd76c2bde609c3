#!/usr/bin/env bash
# Builds the release dscompile (`make release` runs this), with Swift's own libraries
# (the runtime, Foundation and its ICU data) linked in statically, and prints the folder
# holding it. Every benchmark times this one binary, and one set of flags keeps one
# `.build/release`: SwiftPM rebuilds every module when `--static-swift-stdlib` changes.
#
#   bin=$(tools/release_build.sh [PRODUCT])     from the package root; the build's own
#                                               output goes to standard error
#
# Why static: a dynamic dscompile spends about 15 ms of every start binding some 7,000
# symbols of Foundation, ICU and libstdc++ (issue 35, docs/PERFORMANCE.md); the static one
# also runs on a machine without the Swift toolchain (Cairo, Pango and zlib stay shared).
set -euo pipefail
product=${1:-dscompile}
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product "$product" >&2
swift build -c release --static-swift-stdlib --show-bin-path
