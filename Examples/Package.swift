// swift-tools-version: 6.0
// Using ResponderLab from another package (it depends on this one by path):
//
// - `swift run Playground`: the live window on Scenes/playground.yaml, whose
//   `type: Album` and `type: Shortcut` are the Swift classes in
//   Sources/PlaygroundViews (one overrides hitTest(_:with:), one next).
// - Tests/PlaygroundTests: the same scene through SceneHarness(path:types:).
// - The exercise: make a tap on the photo reach `main` by overriding `next`
//   in Sources/Exercise/PhotoView.swift; `GRADE=1 swift test --filter Grader`
//   grades it (Sources/ExerciseSolution holds one answer).
// - CustomHitTest: a View subclass added to a harness in code.
// - `swift run mylab test Scenes/`: rlab's command line with Album and
//   Shortcut registered (Sources/mylab, three lines), running
//   Scenes/playground.test.yaml over them; Tests/PlaygroundTests runs the
//   same script through `ScriptRunner(types:)`.
//
// `make examples` (from the repository's root) builds it and runs its tests.
import PackageDescription

let package = Package(
  name: "ResponderLabExamples",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ResponderLab", path: "..")
  ],
  targets: [
    .target(
      name: "CustomHitTest",
      dependencies: [.product(name: "ResponderCore", package: "ResponderLab")]),
    .target(
      name: "PlaygroundViews",
      dependencies: [
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderScene", package: "ResponderLab"),
      ]),
    .executableTarget(
      name: "Playground",
      dependencies: [
        "PlaygroundViews", "Exercise", .product(name: "ResponderLive", package: "ResponderLab"),
      ]),
    .executableTarget(
      name: "mylab",
      dependencies: [
        "PlaygroundViews", .product(name: "ResponderCommand", package: "ResponderLab"),
      ]),
    .target(
      name: "Exercise",
      dependencies: [
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderScene", package: "ResponderLab"),
      ]),
    .target(
      name: "ExerciseSolution",
      dependencies: [
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderScene", package: "ResponderLab"),
      ]),
    .target(
      name: "ExerciseGrader",
      dependencies: [
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderScene", package: "ResponderLab"),
        .product(name: "ResponderTesting", package: "ResponderLab"),
      ]),
    .testTarget(
      name: "CustomHitTestTests",
      dependencies: [
        "CustomHitTest",
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderTesting", package: "ResponderLab"),
      ]),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: [
        "PlaygroundViews",
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderTesting", package: "ResponderLab"),
      ]),
    .testTarget(
      name: "ExerciseTests",
      dependencies: [
        "Exercise", "ExerciseSolution", "ExerciseGrader",
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderScene", package: "ResponderLab"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
