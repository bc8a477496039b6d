// swift-tools-version: 6.0
import PackageDescription

// SDL2's pkg-config adds `-D_REENTRANT` (`-D_THREAD_SAFE` on macOS), which
// SwiftPM refuses in a dependency's flags with a "prohibited flag(s)"
// warning in every package that depends on this one. The shims include
// `<SDL2/…>`, found on Linux's standard include path, so there the SDL
// targets need no pkg-config; Homebrew's prefix is not on macOS's path, so
// there they keep it.
#if os(Linux)
  let sdlPkgConfig: (String) -> String? = { _ in nil }
#else
  let sdlPkgConfig: (String) -> String? = { $0 }
#endif

let package = Package(
  name: "ResponderLab",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "rlab", targets: ["RlabMain"]),
    .library(name: "ResponderCore", targets: ["ResponderCore"]),
    // The Swift API (docs/SWIFT-API.md): load a scene, send steps, read the
    // dispatch record, render a PNG. Libraries carry no unsafeFlags, which
    // SwiftPM refuses in dependencies.
    .library(name: "ResponderScene", targets: ["ResponderScene"]),
    .library(name: "ResponderTesting", targets: ["ResponderTesting"]),
    // SceneHarness calls that record Swift Testing issues at their caller
    // (`h.play`, `h.expect`); apart, so that rlab never links Swift Testing.
    .library(name: "ResponderSwiftTesting", targets: ["ResponderSwiftTesting"]),
    // The live window of `rlab run` (overlay, quiz, hot reload), for a host
    // that registers its own Swift classes: `LiveWindow.run(scene:options:)`.
    .library(name: "ResponderLive", targets: ["ResponderLive"]),
    // rlab's commands over a package's own Swift classes:
    // `RlabCommand.main(types:)` is a `mylab` with rlab's test, record, run…
    .library(name: "ResponderCommand", targets: ["ResponderCommand"]),
    .executable(name: "scene-fuzz", targets: ["SceneFuzz"]),
    .executable(name: "event-storm", targets: ["EventStorm"]),
    .executable(name: "leak-check", targets: ["LeakCheck"]),
  ],
  // `exact:`: the version the tests ran with, for CI and every user alike.
  // Package.resolved is not committed (the machines this is built on resolve
  // through a local mirror whose commit ids are not GitHub's), so the
  // manifest is what keeps the version from floating.
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    // The Model Context Protocol server of `rlab mcp` (Sources/ResponderMCP).
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    // The SDK's own logging package (its `Transport` names `Logger`), for
    // `rlab mcp`'s stdio transport; the SDK already resolves it.
    .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
  ],
  targets: [
    .systemLibrary(
      name: "CSDL2", path: "Sources/CSDL2", pkgConfig: sdlPkgConfig("sdl2"),
      providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
    .systemLibrary(
      name: "CSDL2TTF", path: "Sources/CSDL2TTF", pkgConfig: sdlPkgConfig("SDL2_ttf"),
      providers: [.apt(["libsdl2-ttf-dev"]), .brew(["sdl2_ttf"])]),
    .systemLibrary(
      name: "CSDL2Image", path: "Sources/CSDL2Image", pkgConfig: sdlPkgConfig("SDL2_image"),
      providers: [.apt(["libsdl2-image-dev"]), .brew(["sdl2_image"])]),
    // libyaml's event parser: the one way into YAML (docs/RELIABILITY.md).
    .systemLibrary(
      name: "CYAML", path: "Sources/CYAML", pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
    // libpng's simplified API: PNGs decoded without its stderr messages
    // (Sources/ResponderIO/PNGImage.swift). SDL2_image links the same library.
    .systemLibrary(
      name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    // The commit `rlab --version` prints (Sources/CBuildInfo/include/CBuildInfo.h).
    .target(name: "CBuildInfo", path: "Sources/CBuildInfo"),
    // Dynamic exclusivity checks were 30% of dispatch time in callgrind
    // (docs/PERFORMANCE.md): the hot stored properties of ResponderCore's
    // classes say `@exclusivity(unchecked)` instead of an unsafe flag.
    .target(name: "ResponderCore"),
    // Reading and writing user-named files safely (FIFOs, devices, full
    // disks, symlinks) and PNG headers: a leaf every other target may use.
    .target(name: "ResponderIO", dependencies: ["CPNG"]),
    .target(
      name: "ResponderScene", dependencies: ["ResponderCore", "ResponderIO", "CYAML"]),
    .target(name: "ResponderOverlay", dependencies: ["ResponderCore", "ResponderIO"]),
    .target(
      name: "ResponderSDL",
      dependencies: [
        "ResponderCore", "ResponderOverlay", "ResponderIO", "CSDL2", "CSDL2TTF", "CSDL2Image",
      ]),
    .target(
      name: "ResponderTesting",
      dependencies: [
        "ResponderCore", "ResponderScene", "ResponderOverlay", "ResponderSDL", "ResponderIO",
      ]),
    .target(name: "ResponderSwiftTesting", dependencies: ["ResponderTesting"]),
    // The live window and the headless PNG shooter: what `rlab run`,
    // `record`, `replay` and `shot` open, and what another package opens.
    .target(
      name: "ResponderLive",
      dependencies: [
        "ResponderCore", "ResponderScene", "ResponderOverlay", "ResponderSDL", "ResponderTesting",
        "ResponderIO",
      ]),
    // `rlab mcp`: the scenes, scripts and records as Model Context Protocol
    // tools for agents, over the official Swift SDK.
    .target(
      name: "ResponderMCP",
      dependencies: [
        "ResponderCore", "ResponderScene", "ResponderOverlay", "ResponderSDL", "ResponderTesting",
        "ResponderLive", "ResponderIO", .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]),
    // The command line's code, a library (Sources/rlab) so that `rlab`
    // (Sources/RlabMain) and another package's command run the same commands.
    .target(
      name: "rlab",
      dependencies: [
        "ResponderCore", "ResponderScene", "ResponderOverlay", "ResponderSDL", "ResponderTesting",
        "ResponderLive", "ResponderMCP",
        "ResponderIO", "CBuildInfo", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "RlabMain", dependencies: ["rlab"]),
    .target(name: "ResponderCommand", dependencies: ["rlab", "ResponderScene"]),
    // Reliability tools (docs/RELIABILITY.md): the loader fuzzer, event storms, leak checks.
    .executableTarget(
      name: "SceneFuzz", dependencies: ["ResponderCore", "ResponderScene", "ResponderTesting"]),
    .executableTarget(
      name: "EventStorm",
      dependencies: [
        "ResponderCore", "ResponderScene", "ResponderSDL", "ResponderTesting", "CSDL2",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "LeakCheck",
      dependencies: ["ResponderCore", "ResponderScene", "ResponderSDL", "ResponderTesting"]),
    // Test-only helpers (no product lists it): the gesture driver the core
    // and overlay tests share, playing Core's SyntheticGesture straight into
    // an Application, its helpers taking `sourceLocation`.
    .target(name: "ResponderTestSupport", dependencies: ["ResponderCore"]),
    .testTarget(
      name: "ResponderCoreTests", dependencies: ["ResponderCore", "ResponderScene", "ResponderTestSupport"]),
    .testTarget(name: "ResponderIOTests", dependencies: ["ResponderIO"]),
    // The event storm's invariant checker (an executable target, tested in place).
    .testTarget(
      name: "EventStormTests", dependencies: ["EventStorm", "ResponderCore", "ResponderScene"]),
    .testTarget(
      name: "ResponderTestingTests",
      dependencies: [
        "ResponderTesting", "ResponderScene", "ResponderCore", "ResponderTestSupport",
      ]),
    .testTarget(
      name: "ResponderSceneTests", dependencies: ["ResponderScene", "ResponderCore", "ResponderTestSupport"]),
    .testTarget(
      name: "ResponderOverlayTests",
      dependencies: ["ResponderOverlay", "ResponderCore", "ResponderScene", "ResponderTestSupport"]),
    .testTarget(
      name: "ResponderSDLTests",
      dependencies: [
        "ResponderSDL", "ResponderCore", "ResponderOverlay", "ResponderTesting", "ResponderScene", "CSDL2",
        // The live window's own code (Sources/ResponderLive), driven headless.
        "ResponderLive", "rlab", "ResponderSwiftTesting",
        // `rlab mcp`'s tools, driven through the SDK's in-memory transport.
        "ResponderMCP", .product(name: "MCP", package: "swift-sdk"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
