# dscompile: the two commands of the README are `make preview` and `make test`.
# Every target installs the system packages it needs first (see `deps`).

SWIFT        ?= swift
SYSTEM_PKGS  := libcairo2-dev libpango1.0-dev pkg-config fonts-inter fonts-roboto-unhinted fonts-dejavu-core
PREVIEW_DIR  ?= Preview

.PHONY: all deps build test preview bench clean help

all: build

help:
	@echo "make preview   render the design-system gallery to $(PREVIEW_DIR)/index.html"
	@echo "make test      build everything and run every test"
	@echo "make build     build the package (dscompile, libraries, DesignSystem)"
	@echo "make bench     run the benchmarks in Benchmarks/"
	@echo "make deps      install the Debian packages the build needs (as root)"

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
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

preview: deps
	$(SWIFT) run dscompile preview --out $(PREVIEW_DIR)
	@echo "preview: open $(PREVIEW_DIR)/index.html"

bench: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build $(PREVIEW_DIR) Benchmarks/.build
