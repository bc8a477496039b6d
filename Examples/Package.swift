// swift-tools-version: 6.0
// An example of using ResponderLab from another package: a `View` subclass
// that overrides `hitTest(_:with:)`, tested with Swift Testing through the
// `ResponderTesting` API. `make examples` builds it and runs its tests.
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
    .testTarget(
      name: "CustomHitTestTests",
      dependencies: [
        "CustomHitTest",
        .product(name: "ResponderCore", package: "ResponderLab"),
        .product(name: "ResponderTesting", package: "ResponderLab"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
