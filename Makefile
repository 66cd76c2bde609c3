# dscompile: the two commands of the README are `make preview` and `make test`.
# Every target installs the system packages it needs first (see `deps`).

SWIFT        ?= swift
SYSTEM_PKGS  := libcairo2-dev libpango1.0-dev zlib1g-dev pkg-config fonts-inter fonts-roboto-unhinted fonts-dejavu-core
PREVIEW_DIR  ?= Preview

# CI also runs the browser checks of the snapshot report (SnapshotReportBrowserTests) and of
# the preview gallery (GalleryPageBrowserTests), which need Debian's chromium; elsewhere those
# tests skip themselves when chromium is missing, and `make test` says so first.
ifeq ($(CI),true)
SYSTEM_PKGS += chromium
endif

.PHONY: all deps build test adoption-check bench-plugin preview bench bench-preview bench-compare bench-diff-memory bench-typecheck bench-validate release fuzz leak-check snapshot-report-check clean help

all: build

help:
	@echo "make preview   render the design-system gallery to $(PREVIEW_DIR)/index.html"
	@echo "make test      build everything and run every test"
	@echo "make build     build the package (dscompile, libraries, DesignSystem)"
	@echo "make bench     run the benchmarks in Benchmarks/ (BENCH_FILTER='regex' for some)"
	@echo "make bench-preview  time the release dscompile preview of Tokens/ and Primer, drawn and re-run"
	@echo "make bench-compare  time the release dscompile preview --compare on Primer with one token changed, against an incremental preview"
	@echo "make bench-diff-memory  peak memory of the release dscompile diff on two 1920 x 1080 PNGs; fails over 3x"
	@echo "make bench-typecheck  time swiftc -typecheck of the Swift generated for 9,000 tokens (TYPECHECK_CASE=values: the largest lists validate accepts)"
	@echo "make release   build the release dscompile (Swift's libraries linked in statically) at .build/release/dscompile"
	@echo "make bench-validate  time the release dscompile validate, whole process, on the 9,000- and 30,000-token cases (VALIDATE_RUNS, default 30)"
	@echo "make fuzz      fuzz the token readers, the resolver, convert and the gallery drawings with libFuzzer for FUZZ_SECONDS (default 60; FUZZ_TARGET=convert for one)"
	@echo "make leak-check  render LEAK_IMAGES (default 100) images under valgrind; fail on a leak"
	@echo "make snapshot-report-check  open a sample snapshot report in headless chromium; screenshot"
	@echo "make adoption-check  adopt dscompile from a scratch package as the README says (CI runs it in make test)"
	@echo "make bench-plugin  time a tokens-only adopting package's first, no-op and one-token-edit builds"
	@echo "make check-links  check that dscompile links no test framework, its plugin tool no renderer, and its diff command no Yams"
	@echo "make deps      install the Debian packages the build needs (as root)"
	@echo "make clean     remove every build folder (.build, Benchmarks/, LeakCheck/, Fuzz/) and $(PREVIEW_DIR)"

# Installs only what is missing; quick when everything is there.
deps:
	@missing=""; \
	for pkg in $(SYSTEM_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$pkg 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$pkg"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "deps: installing$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	  else \
	    echo "deps: missing Debian packages:$$missing"; \
	    echo "deps: run this, then try again:"; \
	    echo "  sudo apt-get update && sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

test: deps
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
	  echo "test: chromium is not installed: the browser tests of the gallery and the snapshot report will be SKIPPED (apt-get install chromium, or CI=true make deps)"
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory check-links
	$(SWIFT) test --skip-build
ifeq ($(CI),true)
	@$(MAKE) --no-print-directory adoption-check
endif

# Issue #22: a scratch package outside this repository adopts the plugin, the builders and the
# snapshot tests as the README says (tools/adoption_check.sh); `make test` runs it in CI.
adoption-check: deps
	SWIFT="$(SWIFT)" tools/adoption_check.sh

# Issue #22's plugin figures (docs/PERFORMANCE.md): a tokens-only adopter built from empty,
# again, and after a one-token edit; BENCH_PLUGIN_REF=4cdcfb7 BENCH_PLUGIN_PRODUCT=Builders
# times the commit before TokenValues existed.
bench-plugin:
	SWIFT="$(SWIFT)" tools/plugin_build_benchmark.sh $(BENCH_PLUGIN_REF) $(BENCH_PLUGIN_PRODUCT)

preview: deps
	$(SWIFT) run dscompile preview --out $(PREVIEW_DIR)
	@echo "preview: open $(PREVIEW_DIR)/index.html"

# The release dscompile as every benchmark times it: Swift's runtime and Foundation linked
# in statically (tools/release_build.sh says why), at .build/release/dscompile.
release: deps
	@bin=$$(tools/release_build.sh) && echo "release: $$bin/dscompile"

# The build-memory benchmark runs the release dscompile in a child process. BENCH_FILTER, a
# regular expression over the benchmarks' names, runs only those it matches (the rerun
# commands of docs/PERFORMANCE.md), e.g. make bench BENCH_FILTER='Render: encode.*'.
BENCH_FILTER ?=
bench: deps
	tools/release_build.sh >/dev/null
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark $(if $(BENCH_FILTER),--filter '$(BENCH_FILTER)')

# Issue #8's browser check of the snapshot report (docs/SNAPSHOT_REPORT.md): a sample report with
# failed, new and passed snapshots opened from file:// in headless chromium, which must load
# every image; the report and screenshot.png stay in REPORT_CHECK_DIR to look at.
REPORT_CHECK_DIR ?= .build/snapshot-report-check
snapshot-report-check: SYSTEM_PKGS += chromium
snapshot-report-check: deps
	SWIFT="$(SWIFT)" REPORT_CHECK_DIR="$(REPORT_CHECK_DIR)" tools/snapshot_report_check.sh

# Issue #10's preview figures (docs/PERFORMANCE.md): the release dscompile previews Tokens/
# and the Primer corpus into an empty folder, then again with nothing changed, PREVIEW_RUNS times.
PREVIEW_RUNS ?= 3
bench-preview: deps
	tools/preview_benchmark.sh $(PREVIEW_RUNS)

# Issue #27's figure (docs/PERFORMANCE.md): `preview --compare` of Primer with one token
# changed, against an incremental preview of the same change; COMPARE_RUNS times each.
COMPARE_RUNS ?= 5
bench-compare: deps
	tools/compare_benchmark.sh $(COMPARE_RUNS)

# Issue #24's figure (docs/PERFORMANCE.md): `dscompile diff`'s peak resident memory on two
# 1920 x 1080 PNGs, at most 3x the two decoded images above a 1 x 1 diff's.
bench-diff-memory: deps
	tools/diff_memory.sh

# Issue #7's type-check figure (docs/PERFORMANCE.md): the release dscompile generates the
# 9,000-token case, then swiftc -typecheck runs TYPECHECK_RUNS times on it; min and median.
# TYPECHECK_CASE=values: issue #37's worst accepted lists (gradient stops, dashes, shadow layers).
TYPECHECK_RUNS ?= 3
TYPECHECK_CASE ?= medium
bench-typecheck: deps
	tools/typecheck_benchmark.sh $(TYPECHECK_RUNS) $(TYPECHECK_CASE)

# Issue #35's whole-process figures of validate (docs/PERFORMANCE.md), with hyperfine.
VALIDATE_RUNS ?= 30
bench-validate: deps
	@command -v hyperfine >/dev/null 2>&1 || { if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hyperfine; else echo "bench-validate: run: sudo apt-get install -y hyperfine"; exit 1; fi; }
	tools/validate_benchmark.sh $(VALIDATE_RUNS)

# valgrind's memcheck on LeakCheck/, a program that draws LEAK_IMAGES images with all of
# Render (paths, gradients, strokes, shadows, images, text, attributed text) and encodes,
# decodes and animates them (docs/LEAKS.md). Fails on any definite leak that is not
# fontconfig's own (LeakCheck/thirdparty.supp). valgrind 3.19 cannot read the DWARF 5 that
# Swift 6.3 writes, so it runs a copy with the debug sections stripped; symbols stay.
LEAK_IMAGES ?= 100
leak-check: SYSTEM_PKGS += valgrind binutils
leak-check: deps
	@# SwiftPM caches a path dependency's file list; a newer manifest makes it look again.
	cd LeakCheck && touch Package.swift && $(SWIFT) build -c release
	strip --strip-debug -o LeakCheck/.build/RenderLeakCheck.nodebug LeakCheck/.build/release/RenderLeakCheck
	valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1 \
	  --suppressions=LeakCheck/thirdparty.supp --num-callers=40 \
	  LeakCheck/.build/RenderLeakCheck.nodebug $(LEAK_IMAGES)
	@echo "leak-check: no definite leak in $(LEAK_IMAGES) images"

# libFuzzer (Fuzz/, docs/FUZZING.md) on three targets: TokenFuzzer, TokenModel's readers;
# ConvertFuzzer, `dscompile convert`; and RenderFuzzer, typed token values drawn by every
# gallery picture kind and by Render directly. FUZZ_TARGET picks some (`convert` names
# ConvertFuzzer; default: all three, FUZZ_SECONDS split evenly between them); -Xcc
# instruments Yams' C parser (libyaml) too. Each target's seeds (Fuzz/corpus/,
# Fuzz/render-corpus/) are copied into its folder under Fuzz/.build/, which keeps what
# earlier runs found; a crash, hang, leak or memory blow-up leaves its input in
# Fuzz/.build/artifacts/ and makes this target fail.
# SwiftPM also builds the plugin's host copy of dscompile (dscompile-tool) with these flags;
# its link fails (libFuzzer's main wants LLVMFuzzerTestOneInput), which SwiftPM reports and
# goes past, as nothing here needs it. SWIFT_BACKTRACE=enable=no leaves crashes to
# libFuzzer's handler, which saves the input; Swift's backtracer would trip ASan first.
# The one leak suppressed is Foundation's, not TokenModel's: Data(contentsOf:) loses 4 KiB
# on every empty file (Fuzz/findings/resolver-empty-file-*), which would end every run.
# Standard input is /dev/null so that a fuzzed $ref to /dev/stdin cannot wait on a terminal.
FUZZ_SECONDS   ?= 60
FUZZ_TARGET    ?= TokenFuzzer ResolverFuzzer ConvertFuzzer RenderFuzzer
FUZZ_BUILD     := -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address
FUZZ_ARTIFACTS := Fuzz/.build/artifacts/
# Per target: its seed folder, its working corpus and its extra libFuzzer flags.
FUZZ_SEEDS_TokenFuzzer   := Fuzz/corpus
FUZZ_CORPUS_TokenFuzzer  := Fuzz/.build/corpus
FUZZ_FLAGS_TokenFuzzer   := -dict=Fuzz/dtcg.dict -max_len=4096 -timeout=5
FUZZ_SEEDS_ResolverFuzzer  := Fuzz/resolver-corpus
FUZZ_CORPUS_ResolverFuzzer := Fuzz/.build/resolver-corpus
FUZZ_FLAGS_ResolverFuzzer  := -dict=Fuzz/resolver.dict -max_len=2048 -timeout=30
FUZZ_SEEDS_ConvertFuzzer  := Fuzz/convert-corpus
FUZZ_CORPUS_ConvertFuzzer := Fuzz/.build/convert-corpus
FUZZ_FLAGS_ConvertFuzzer  := -dict=Fuzz/convert.dict -max_len=4096 -timeout=10
FUZZ_SEEDS_RenderFuzzer  := Fuzz/render-corpus
FUZZ_CORPUS_RenderFuzzer := Fuzz/.build/render-corpus
FUZZ_FLAGS_RenderFuzzer  := -max_len=512 -timeout=120

# Only the targets asked for are built: RenderFuzzer's sanitized build of the renderer is
# the slow one, and `FUZZ_TARGET=convert` needs none of it.
FUZZ_TARGETS   := $(subst resolver,ResolverFuzzer,$(subst convert,ConvertFuzzer,$(FUZZ_TARGET)))
fuzz: deps
	@set -e; for target in $(FUZZ_TARGETS); do \
	  case $$target in TokenFuzzer|ResolverFuzzer|ConvertFuzzer|RenderFuzzer) ;; \
	    *) echo "fuzz: FUZZ_TARGET names no target: $$target (TokenFuzzer, ResolverFuzzer or resolver, ConvertFuzzer or convert, RenderFuzzer)"; exit 1;; esac; \
	  echo "fuzz: building $$target"; $(SWIFT) build $(FUZZ_BUILD) --product $$target; \
	done
	mkdir -p $(FUZZ_ARTIFACTS)
	printf 'leak:readBytesFromFile\nleak:libfontconfig.so\n' > Fuzz/.build/lsan.supp
	@set -e; targets="$(FUZZ_TARGETS)"; count=$$(echo $$targets | wc -w); seconds=$$(( $(FUZZ_SECONDS) / count )); \
	for target in $$targets; do \
	  case $$target in \
	    TokenFuzzer) seeds="$(FUZZ_SEEDS_TokenFuzzer)"; corpus="$(FUZZ_CORPUS_TokenFuzzer)"; flags="$(FUZZ_FLAGS_TokenFuzzer)";; \
	    ResolverFuzzer) seeds="$(FUZZ_SEEDS_ResolverFuzzer)"; corpus="$(FUZZ_CORPUS_ResolverFuzzer)"; flags="$(FUZZ_FLAGS_ResolverFuzzer)";; \
	    ConvertFuzzer) seeds="$(FUZZ_SEEDS_ConvertFuzzer)"; corpus="$(FUZZ_CORPUS_ConvertFuzzer)"; flags="$(FUZZ_FLAGS_ConvertFuzzer)";; \
	    RenderFuzzer) seeds="$(FUZZ_SEEDS_RenderFuzzer)"; corpus="$(FUZZ_CORPUS_RenderFuzzer)"; flags="$(FUZZ_FLAGS_RenderFuzzer)";; \
	  esac; \
	  mkdir -p $$corpus; cp -n $$seeds/* $$corpus/; \
	  echo "fuzz: $$target for $$seconds s; crash, timeout, leak and out-of-memory inputs go to $(FUZZ_ARTIFACTS)"; \
	  SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=Fuzz/.build/lsan.supp \
	    Fuzz/.build/release/$$target $$corpus $$flags -rss_limit_mb=2048 \
	    -max_total_time=$$seconds -print_final_stats=1 -artifact_prefix=$(FUZZ_ARTIFACTS) </dev/null \
	    || { echo "fuzz: $$target found a problem; its input is in $(FUZZ_ARTIFACTS) (see docs/FUZZING.md)"; exit 1; }; \
	  echo "fuzz: $$target found no problem in $$seconds s"; \
	done

# Issue #8: the dscompile executable must not link Swift Testing or XCTest (DesignSnapshots,
# which imports Testing, is for test targets; dscompile uses ImageDiff and HTMLText).
# Issue #38: `dscompile diff` needs no Yams and no token reader. dscompile is one binary, so
# that is read from the package graph: the modules DiffCommand.swift imports and all they
# depend on (tools/diff_closure_check.py).
.PHONY: check-links
check-links: build
	@if ldd .build/debug/dscompile | grep -i -E 'testing|xctest'; then \
	  echo "check-links: dscompile links a test framework"; exit 1; fi
	@echo "check-links: dscompile links no test framework"
	@if ldd .build/debug/dscompile-tokens | grep -i -E 'testing|xctest|cairo|pango|libz\.'; then \
	  echo "check-links: dscompile-tokens (the build plugin's tool) links more than code generation needs"; exit 1; fi
	@echo "check-links: dscompile-tokens links neither a test framework nor Cairo, Pango or zlib"
	@$(SWIFT) package describe --type json | python3 tools/diff_closure_check.py Sources/dscompile/DiffCommand.swift

clean:
	rm -rf .build $(PREVIEW_DIR) Benchmarks/.build LeakCheck/.build Fuzz/.build
