# ResponderLab — `make run` opens the default scene, `make test` checks a change (minutes),
# `make ci` adds what only CI needs to run (fuzzing, storms, the Examples package, the tarball).
SWIFT ?= swift
SCENE ?= Scenes/figure1.yaml
UNAME := $(shell uname -s)
ARCH := $(shell uname -m)
# What the build needs from the system, as pkg-config names, apt packages and Homebrew formulae.
PKG_MODULES := sdl2 SDL2_ttf SDL2_image yaml-0.1 libpng libcurl
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libyaml-dev libpng-dev libcurl4-openssl-dev
BREW_PACKAGES := pkg-config sdl2 sdl2_ttf sdl2_image libyaml libpng
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RLAB := .build/debug/rlab
# Extra flags for `make test`'s scene-test run, e.g. RLAB_TEST_FLAGS="--junit out/j.xml --report out/r" (CI).
RLAB_TEST_FLAGS ?=
# Extra flags for `make test`'s `swift test`, e.g. SWIFT_TEST_FLAGS="--xunit-output out/junit/swift.xml" (CI).
SWIFT_TEST_FLAGS ?=
# `make test LINT=` skips swift format's lint (CI's macOS job: its Xcode Swift is not .swift-version's).
LINT ?= lint
VERSION := $(shell sed -n 's/^ *static let version = "\(.*\)"$$/\1/p' Sources/rlab/BuildInfo.swift)
ifeq ($(UNAME),Darwin)
  PLATFORM := macos
else
  PLATFORM := linux
endif

PHONY_EXTRA := reload-storm screenshots examples buildinfo dist dist-check dist-debian-check strict mcp-e2e asan
.PHONY: $(PHONY_EXTRA) deps build run test ci test-unit test-scenes bench format lint fuzz fuzz-short fuzz-build storm storm-short clean

## deps: install SDL2, SDL2_ttf, SDL2_image and libyaml when pkg-config cannot find them (apt on Linux, Homebrew on macOS)
deps: buildinfo
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PKG_MODULES); then \
	  echo "deps: sdl2 $$(pkg-config --modversion sdl2), SDL2_ttf $$(pkg-config --modversion SDL2_ttf), SDL2_image $$(pkg-config --modversion SDL2_image), libyaml $$(pkg-config --modversion yaml-0.1), libpng $$(pkg-config --modversion libpng)"; \
	elif [ "$(UNAME)" = Darwin ]; then \
	  if ! command -v brew >/dev/null 2>&1; then \
	    echo "deps: SDL2, SDL2_ttf, SDL2_image, libyaml or pkg-config is missing, and Homebrew (brew.sh) is not installed." >&2; \
	    echo "deps: install Homebrew, then run:  brew install $(BREW_PACKAGES)" >&2; \
	    exit 1; \
	  fi; \
	  echo "deps: brew install $(BREW_PACKAGES)"; \
	  brew install $(BREW_PACKAGES) || exit 1; \
	  pkg-config --exists $(PKG_MODULES) || { echo "deps: still missing after brew install: $(PKG_MODULES) (is $$(brew --prefix)/bin on PATH?)" >&2; exit 1; }; \
	else \
	  echo "deps: installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	  pkg-config --exists $(PKG_MODULES) || { echo "deps: still missing after apt-get: $(PKG_MODULES)" >&2; exit 1; }; \
	fi

## buildinfo: the commit `rlab --version` prints, rewritten only when it changes (Sources/CBuildInfo)
BUILD_INFO := Sources/CBuildInfo/generated.h
buildinfo:
	@commit=$$(git rev-parse --short=12 HEAD 2>/dev/null || echo unknown); \
	if [ "$$commit" != unknown ] && [ -n "$$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$$commit-dirty"; fi; \
	line="#define RLAB_COMMIT \"$$commit\""; \
	if [ "$$(cat $(BUILD_INFO) 2>/dev/null)" != "$$line" ]; then \
	  echo "$$line" > $(BUILD_INFO) && touch Sources/CBuildInfo/BuildInfo.c; \
	fi

build: deps
	$(SWIFT) build

## run: build and open SCENE (default Scenes/figure1.yaml) in a window with the overlay
run: build
	$(RLAB) run $(SCENE)

## test: what a change must pass, in minutes on a 2-core machine: one debug build, the unit tests,
## every scene and script checked and every scene test run headless, and the hostile inputs
test: deps $(LINT)
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build $(SWIFT_TEST_FLAGS)
	$(RLAB) check Scenes/*.yaml Scenes/*/*.yaml
	$(RLAB) test Scenes/ $(RLAB_TEST_FLAGS)
	HOSTILE_CLOCK=cpu HOSTILE_MAX_SECONDS=10 python3 scripts/hostile-check.py $(RLAB)

## ci: what CI adds after `make test` (.ci/run runs both): four more builds (the Examples package,
## the release build with warnings as errors, libFuzzer with sanitizers, the static release for the
## tarball) and the runs that take wall time
ci: deps
	$(MAKE) --no-print-directory examples
	$(MAKE) --no-print-directory strict
	$(MAKE) --no-print-directory storm-short
	$(MAKE) --no-print-directory asan
	$(MAKE) --no-print-directory reload-storm
	$(MAKE) --no-print-directory mcp-e2e
	$(MAKE) --no-print-directory fuzz-short
	$(MAKE) --no-print-directory dist-check

## examples: build the Examples/ package (it depends on this one by path; a warning from building this
## package as a dependency fails it: -D_REENTRANT, unused results), run its Swift Testing tests, and
## its own command `mylab` (rlab's, over its Swift classes) on its YAML tests with JUnit and a report
examples: deps
	@mkdir -p .build
	cd Examples && $(SWIFT) build --build-tests > ../.build/examples-build.log 2>&1; status=$$?; \
	  cat ../.build/examples-build.log; [ $$status = 0 ]
	@if grep -E 'warning:' .build/examples-build.log; then \
	  echo "examples: building ResponderLab as a dependency printed the warnings above" >&2; exit 1; fi
	cd Examples && $(SWIFT) test --skip-build
	cd Examples && .build/debug/mylab test Scenes/ --junit .build/mylab/junit.xml --report .build/mylab/report

## strict: the release build with every warning an error (each target of this package and its
## dependency), in its own scratch folder so it never mixes with the debug build's objects
strict: deps
	$(SWIFT) build -c release --scratch-path .build-strict -Xswiftc -warnings-as-errors

## reload-storm: 100 random edits (truncations, garbage, valid changes) to a scene `rlab run` watches
reload-storm: build
	python3 scripts/reload-storm.py $(RLAB) Scenes/figure1.yaml --edits 100 $(if $(SEED),--seed $(SEED))

## mcp-e2e: `rlab mcp` over stdio with an independent MCP client, the Python `mcp` package from the
## package index (installed with pip when missing: why it is in `make ci` and not `make test`)
mcp-e2e: build
	@python3 -c "import mcp" 2>/dev/null || python3 -m pip install --quiet mcp
	MCP_E2E_MAX_SECONDS=10 python3 scripts/mcp-e2e.py $(RLAB)

## fuzz: libFuzzer on the scene loader, builder and test-script parser (docs/RELIABILITY.md)
FUZZ_SCRATCH := .build-fuzz
FUZZ_RUNS ?= 1000000
FUZZ_BUILD := -c release --scratch-path $(FUZZ_SCRATCH) --product scene-fuzz -Xswiftc -DFUZZING \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -use-ld=lld
FUZZ_RUN := SWIFT_BACKTRACE=enable=no $(FUZZ_SCRATCH)/release/scene-fuzz $(FUZZ_SCRATCH)/corpus Fuzz/corpus \
  -timeout=10 -max_len=16384 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$(FUZZ_SCRATCH)/

fuzz-build: deps
	$(SWIFT) build $(FUZZ_BUILD)
	@mkdir -p $(FUZZ_SCRATCH)/corpus

fuzz: fuzz-build
	$(FUZZ_RUN) -runs=$(FUZZ_RUNS)

ifeq ($(UNAME),Darwin)
# Xcode's Swift has no libFuzzer (-sanitize=fuzzer) and no lld: on macOS the
# short run replays the committed corpus through the same harness instead.
fuzz-short: deps
	$(SWIFT) build --product scene-fuzz
	find Fuzz/corpus -type f -exec .build/debug/scene-fuzz {} +
else
fuzz-short: fuzz-build
	$(FUZZ_RUN) -max_total_time=20
endif

## storm: a million random SDL events through a headless session, invariants checked after each
STORM_EVENTS ?= 1000000
storm: deps
	$(SWIFT) build -c release --scratch-path .build-storm --product event-storm
	.build-storm/release/event-storm --events $(STORM_EVENTS) $(if $(SEED),--seed $(SEED))

storm-short: deps
	$(SWIFT) build --product event-storm
	.build/debug/event-storm --events 100000 --seconds 25 $(if $(SEED),--seed $(SEED))
	.build/debug/event-storm --events 60000 --seconds 20 Scenes/scroll.yaml Scenes/prototypes/cards.yaml Scenes/prototypes/pager.yaml Scenes/prototypes/sheet.yaml Scenes/prototypes/photo.yaml Scenes/prototypes/list.yaml $(if $(SEED),--seed $(SEED))
	.build/debug/event-storm --events 100000 --seconds 25 Scenes/keyboard/keyboard.yaml Scenes/keyboard/chat.yaml Scenes/keyboard/hardware.yaml Scenes/keyboard/presentation.yaml Scenes/prototypes/settings.yaml $(if $(SEED),--seed $(SEED))

## asan: the whole `swift test` and an event storm under AddressSanitizer, in their own scratch folder:
## the tests in a debug build (where `Unretained` also checks every read), the storm in a release build
## (where it does not), so both halves of what the dispatch path assumes about lifetimes are checked.
## The unit run's summary is renamed so that `.ci/run` does not count its tests twice.
ASAN_SCRATCH := .build-asan
ASAN_FLAGS := --scratch-path $(ASAN_SCRATCH) -Xswiftc -sanitize=address
ASAN_ENV := ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 SWIFT_BACKTRACE=enable=no
asan: deps
	$(SWIFT) build --build-tests $(ASAN_FLAGS)
	@mkdir -p $(ASAN_SCRATCH)
	$(ASAN_ENV) $(SWIFT) test --skip-build $(ASAN_FLAGS) > $(ASAN_SCRATCH)/test.log 2>&1; status=$$?; \
	  sed 's/Test run with/ASan: test run with/' $(ASAN_SCRATCH)/test.log; [ $$status = 0 ]
	$(SWIFT) build -c release $(ASAN_FLAGS) --product event-storm
	$(ASAN_ENV) $(ASAN_SCRATCH)/release/event-storm --events 100000 --seconds 60 $(if $(SEED),--seed $(SEED))
	$(ASAN_ENV) $(ASAN_SCRATCH)/release/event-storm --events 30000 --seconds 40 Scenes/scroll.yaml Scenes/prototypes/cards.yaml Scenes/prototypes/sheet.yaml Scenes/prototypes/list.yaml $(if $(SEED),--seed $(SEED))

## bench: the performance workloads in a release build
bench: deps
	$(SWIFT) build -c release --product rlab
	.build/release/rlab bench

## dist: a release rlab (Swift runtime linked in on Linux) with Assets/, Scenes/, licences and a README, as a tarball
DIST_NAME := responderlab-$(VERSION)-$(PLATFORM)-$(ARCH)
DIST_SCRATCH := .build-dist
DIST_FLAGS := -c release --scratch-path $(DIST_SCRATCH) --product rlab $(if $(filter Linux,$(UNAME)),--static-swift-stdlib)
dist: deps
	$(SWIFT) build $(DIST_FLAGS)
	scripts/dist.sh $(DIST_SCRATCH)/release/rlab $(DIST_SCRATCH)/checkouts dist/$(DIST_NAME)

## dist-check: no Swift library linked, and the unpacked tarball tests and renders from elsewhere with `env -i`
dist-check: dist
	scripts/dist-check.sh dist/$(DIST_NAME).tar.gz $(VERSION)

## dist-debian-check: the tarball in a fresh Debian chroot that has only the SDL2 runtime libraries (root, network)
dist-debian-check: dist
	scripts/dist-debian-check.sh dist/$(DIST_NAME).tar.gz

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

## lint: swift format's findings are errors (`make test` runs it first; `make format` fixes most)
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift

clean:
	rm -rf .build dist

## screenshots: regenerate the README's pictures under docs/
screenshots: build
	$(RLAB) test docs/
	$(RLAB) shot Scenes/figure1.yaml -o docs/step-mode-halfway.png --script docs/shots/stepmode.test.yaml --paused --hops 3
