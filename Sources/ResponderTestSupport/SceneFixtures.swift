/// Scenes that tests in several targets drive, written once.
public enum SceneFixtures {
  /// Lesson 8's pad: a double tap, and a single tap that requires it to
  /// fail (`require(toFail:)`), both sending their action up the chain to
  /// `main`; the pad handles touches itself.
  ///
  ///     window 300×300
  ///     └─ root (main)
  ///        └─ pad [50, 50, 200, 200]   doubleTap (2 taps), singleTap (requires doubleTap to fail)
  public static let taps = """
    name: Taps
    window: { width: 300, height: 300 }
    root:
      controller: main
      handles: [{ actions: [single, double] }]
      view:
        id: root
        subviews:
          - id: pad
            frame: [50, 50, 200, 200]
            handles: [touches]
            gestures:
              - { id: doubleTap, type: tap, taps: 2, action: double }
              - { id: singleTap, type: tap, action: single, requireToFail: [doubleTap] }
    """
}

/// A scene whose root view's subviews are `subviews` (written from column
/// 0), in a window of `width` × `height`: each line is indented to sit under
/// `subviews:`, which is line 6, so the first subview is line 7.
public func sceneWith(width: Int = 390, height: Int = 844, subviews: String) -> String {
  """
  window: { width: \(width), height: \(height) }
  root:
    controller: main
    view:
      id: root
      subviews:

  """
    + subviews.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(
      separator: "\n")
}
