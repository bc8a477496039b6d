import ResponderTesting

enum HeadlessShooter {
  static func make() -> SceneShooter? { nil }
}
