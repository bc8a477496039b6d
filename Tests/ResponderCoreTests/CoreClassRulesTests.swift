import Testing

@testable import ResponderCore

/// Which classes dispatch may take fast paths for is decided by where the
/// class is declared (`ClassOrigin`), not by a list: a class declared in
/// ResponderCore keeps Core's `next` and `hitTest(_:with:)`, and its touch
/// methods are `Responder`'s unless it says it overrides them
/// (`overridesTouchMethods`); a class declared anywhere else has its
/// methods called, as UIKit's `nextResponder` walk calls each responder's
/// own implementation.
@Suite("Core's classes are known by where they are declared")
struct CoreClassRulesTests {
  final class Local: View {}
  final class LocalController: ViewController {}

  @Test("a class declared in Core is Core's, with no list naming it")
  func declaredInCore() {
    let view = View()
    let bar = NavigationBar()
    let nav = NavigationController(identifier: "nav", view: View())
    let segmented = SegmentedControl()
    for r: Responder in [view, bar, nav, segmented, Label(), ImageView(), ScrollView(), Window()] {
      #expect(r.isDeclaredInCore, "\(r.className)")
      #expect(r.hasCoreNext, "\(r.className)")
    }
  }

  @Test("a subclass declared elsewhere is not Core's, even of a Core class")
  func declaredElsewhere() {
    for r: Responder in [Local(), LocalController(identifier: "c", view: View())] {
      #expect(!r.isDeclaredInCore, "\(r.className)")
      #expect(!r.hasCoreNext, "\(r.className)")
      #expect(!r.routesTouchesByDefault, "\(r.className)")
    }
  }

  @Test("a control's touch methods are called; a plain view's are routed in place")
  func touchMethods() {
    for r: Responder in [Button(), Switch(), Slider(), TextField(), SegmentedControl()] {
      #expect(!r.routesTouchesByDefault, "\(r.className) overrides the touch methods")
    }
    for r: Responder in [View(), Label(), ImageView(), ScrollView(), NavigationBar(), Window()] {
      #expect(r.routesTouchesByDefault, "\(r.className) keeps Responder's touch methods")
    }
  }

  /// The one thing the rule cannot see for itself: a Core class that
  /// overrides a touch method must say so, or a walk would run `route` in
  /// its place. Gesture recognizers are not responders and are skipped.
  @Test("every Core responder class that overrides a touch method says so")
  func overridersSaySo() throws {
    let files = try CoreSources.files().filter { !$0.path.hasPrefix("Gestures/") }
    #expect(files.count > 50)
    var overriders: [String] = []
    for (file, text) in files {
      let overrides = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"].contains {
        text.contains("override func \($0)(")
      }
      guard overrides else { continue }
      overriders.append(file)
      #expect(
        text.contains("override class var overridesTouchMethods: Bool { true }"),
        "\(file) overrides a touch method without saying so")
    }
    #expect(overriders == ["Controls/Control.swift"])
  }

  @Test("a view subclass declared elsewhere gets its own touchesBegan on the chain")
  func localOverrideIsCalled() {
    final class Counter: View {
      var began = 0
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        began += 1
        super.touchesBegan(touches, with: event)
      }
    }
    let window = Window(identifier: "w", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let counter = Counter(identifier: "counter", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let leaf = View(identifier: "leaf", frame: Rect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(counter)
    counter.addSubview(leaf)
    let touch = Touch(finger: FingerID(device: 0, finger: 1), location: Point(x: 5, y: 5), timestamp: 0)
    leaf.touchesBegan([touch], with: nil)
    #expect(counter.began == 1)
  }
}
