# ResponderLab — `make run` opens the default scene, `make test` runs everything.
SWIFT ?= swift
SCENE ?= Scenes/figure1.yaml
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libyaml-dev
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RLAB := .build/debug/rlab

PHONY_EXTRA := reload-storm screenshots
.PHONY: $(PHONY_EXTRA) deps build run test test-unit test-scenes bench format lint fuzz fuzz-short fuzz-build storm storm-short clean

## deps: install the SDL2 development packages when pkg-config cannot find them
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists sdl2 SDL2_ttf SDL2_image yaml-0.1; then \
	  echo "deps: sdl2 $$(pkg-config --modversion sdl2), SDL2_ttf $$(pkg-config --modversion SDL2_ttf), SDL2_image $$(pkg-config --modversion SDL2_image)"; \
	else \
	  echo "deps: installing $(APT_PACKAGES)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $(APT_PACKAGES) >/dev/null; \
	  pkg-config --exists sdl2 SDL2_ttf SDL2_image yaml-0.1 || { echo "deps: SDL2 or libyaml still missing after apt-get" >&2; exit 1; }; \
	fi

build: deps
	$(SWIFT) build

## run: build and open SCENE (default Scenes/figure1.yaml) in a window with the overlay
run: build
	$(RLAB) run $(SCENE)

## test: unit tests, then every scene test script headless
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(RLAB) check Scenes/*.yaml
	$(RLAB) test Scenes/
	$(MAKE) --no-print-directory storm-short
	$(MAKE) --no-print-directory reload-storm
	$(MAKE) --no-print-directory fuzz-short

## reload-storm: 100 random edits (truncations, garbage, valid changes) to a scene `rlab run` watches
reload-storm: build
	python3 scripts/reload-storm.py $(RLAB) Scenes/figure1.yaml --edits 100 $(if $(SEED),--seed $(SEED))

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

fuzz-short: fuzz-build
	$(FUZZ_RUN) -max_total_time=20

## storm: a million random SDL events through a headless session, invariants checked after each
STORM_EVENTS ?= 1000000
storm: deps
	$(SWIFT) build -c release --scratch-path .build-storm --product event-storm
	.build-storm/release/event-storm --events $(STORM_EVENTS) $(if $(SEED),--seed $(SEED))

storm-short: deps
	$(SWIFT) build --product event-storm
	.build/debug/event-storm --events 100000 --seconds 25 $(if $(SEED),--seed $(SEED))
	.build/debug/event-storm --events 60000 --seconds 20 Scenes/scroll.yaml Scenes/prototypes/cards.yaml Scenes/prototypes/pager.yaml Scenes/prototypes/sheet.yaml Scenes/prototypes/photo.yaml $(if $(SEED),--seed $(SEED))

## bench: the performance workloads in a release build
bench: deps
	$(SWIFT) build -c release --product rlab
	.build/release/rlab bench

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

lint:
	$(SWIFT) format lint --recursive Sources Tests Package.swift

clean:
	rm -rf .build

## screenshots: regenerate the README's pictures under docs/
screenshots: build
	$(RLAB) test docs/
	$(RLAB) shot Scenes/figure1.yaml -o docs/step-mode-halfway.png --script docs/shots/stepmode.test.yaml --paused --hops 3
