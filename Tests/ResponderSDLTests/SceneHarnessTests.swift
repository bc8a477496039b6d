import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import ResponderTesting
import Testing

/// Keeps every hit inside it for itself.
private final class Cover: View, SceneConstructible {
  required init() { super.init() }
  override func hitTest(_ point: Point, with event: Event?) -> View? {
    self.point(inside: point, with: event) ? self : nil
  }
}

private let figure1 =
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Scenes/figure1.yaml").path

extension SDLRendering {
  /// The Swift API's entry point, used as another package would (the
  /// `Examples/` package does the same from outside).
  @Suite("Swift API: SceneHarness") struct SceneHarnessTests {
    @Test("load a scene, send steps, read the dispatch and action records")
    func sendAndRead() throws {
      let h = try SceneHarness(path: figure1)
      try h.send("tap: field\ntype: \"hi\"\ntap: ok")
      #expect(h.lastHitTest?.hitView?.identifier == "ok")
      #expect(h.lastRecord?.handledBy?.identifier == "ok")
      #expect(h.lastAction?.chain.map(\.identifier) == ["field", "background", "root", "main"])
      #expect(h.scene.views["field"]?.value(forProperty: "text") == .string("hi"))
    }

    @Test("a failing expectation comes back with expected, seen and why")
    func failingCheck() throws {
      let h = try SceneHarness(path: figure1)
      try h.send("tap: label")
      let failures = try h.check("expect: { handledBy: label }")
      #expect(failures.count == 1)
      #expect(failures.first?.contains("seen:     null (discarded)") == true)
      #expect(failures.first?.contains("7. appDelegate: does not handle touches") == true)
      #expect(throws: HarnessError.self) { try h.send("expect: { hitView: ok }") }
    }

    @Test("an unknown id is refused before anything is sent, with a suggestion")
    func unknownID() throws {
      let h = try SceneHarness(path: figure1)
      let line = #line + 2
      do {
        try h.send("tap: labl")
        Issue.record("an unknown id was accepted")
      } catch {
        #expect(
          "\(error)"
            == "\(#filePath):\(line): step 1, column 6: unknown view id `labl` (did you mean `label`?)")
        #expect(
          (error as? HarnessError)?.errors
            == [
              ScriptError(
                .unknownReference("labl", kind: .view, suggestion: "label"),
                at: ScriptLocation(file: "steps", line: 5, column: 14))
            ])
      }
      #expect(h.lastRecord == nil)
    }

    @Test("a step that cannot be played throws its case, and a scene that does not load its errors")
    func typedErrors() throws {
      let h = try SceneHarness(path: figure1)
      do {
        try h.send("tap: [5000, 5]")
        Issue.record("a tap outside the window was played")
      } catch let e as HarnessError {
        #expect(
          e.errors.map(\.problem) == [
            .step(.outsideWindow(Point(x: 5000, y: 5), window: h.window.bounds.size))
          ])
      }
      do {
        _ = try SceneHarness(yaml: "window: { width: 390, height: 844 }\nroot: { controler: main }\n")
        Issue.record("a broken scene loaded")
      } catch let e as HarnessError {
        #expect(
          e.errors == [
            ScriptError(.scene(.rule(.rootShape)), at: ScriptLocation(file: "scene.yaml", line: 2, column: 7))
          ])
        #expect(e.description == e.errors.map(\.description).joined(separator: "\n"))
      }
    }

    @Test("a view added in code takes part in hit-testing and is known by its id")
    func viewInCode() throws {
      let h = try SceneHarness(
        yaml: "window: { width: 100, height: 100 }\nroot: { controller: c, view: { id: root } }\n")
      try h.add(View(identifier: "box", frame: Rect(x: 10, y: 10, width: 20, height: 20)), to: "root")
      try h.send("tap: box")
      #expect(h.lastHitTest?.hitPath.map(\.identifier) == ["window", "root", "box"])
    }

    @Test("adding a view to an id no view has throws the unknown-view case, placed at the Swift call")
    func addToUnknownParent() throws {
      let h = try SceneHarness(
        yaml: "window: { width: 100, height: 100 }\nroot: { controller: c, view: { id: root } }\n")
      let line = #line + 2
      do {
        try h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 1, height: 1)), to: "rot")
        Issue.record("a view was added to an id no view has")
      } catch let e as HarnessError {
        #expect(e.errors.map(\.problem) == [.step(.unknownView("rot", suggestion: "root"))])
        #expect(e.errors.map(\.location.line) == [line])
        #expect(e.line == line)
        #expect(e.file == #filePath)
      }
      #expect(h.scene.views["box"] == nil)
    }

    @Test("a scene names a registered View subclass; the harness builds it and its override decides the hit")
    func registeredType() throws {
      var types = SceneTypes()
      types.register(Cover.self, as: "Cover")
      //     window 200×200
      //     └─ root
      //        └─ cover [0, 0, 100, 100]  Cover: hitTest returns itself, never `photo`
      //           └─ photo [10, 10, 50, 50]
      let h = try SceneHarness(
        yaml: """
          window: { width: 200, height: 200 }
          root:
            controller: c
            view:
              id: root
              subviews:
                - { id: cover, type: Cover, frame: [0, 0, 100, 100], subviews: [{ id: photo, frame: [10, 10, 50, 50] }] }
          """, types: types)
      #expect(h.scene.views["cover"] is Cover)
      try h.send("tap: [20, 20]")
      #expect(h.lastHitTest?.hitView?.identifier == "cover")
      #expect(throws: HarnessError.self) {
        try SceneHarness(
          yaml: "window: { width: 9, height: 9 }\nroot: { controller: c, view: { type: Cover } }\n")
      }
    }

    @Test("renders the window, with and without the overlay, as a PNG")
    func render() throws {
      let h = try SceneHarness(path: figure1)
      let plain = FileManager.default.temporaryDirectory.appendingPathComponent("h-\(UUID()).png").path
      let overlay = FileManager.default.temporaryDirectory.appendingPathComponent("h-\(UUID()).png").path
      try h.renderPNG(to: plain)
      try h.renderPNG(to: overlay, overlay: true)
      let a = try loadImagePixels(plain)
      let b = try loadImagePixels(overlay)
      #expect(a.width == 390 && a.height == 844)
      #expect(b.width > a.width)
    }

    @Test("a failing send or check names the Swift caller's file and line, and the step within the text")
    func failuresAtTheCaller() throws {
      let h = try SceneHarness(path: figure1)
      let sendLine = #line + 2
      do {
        try h.send("tap: label\nexpect: { hitView: ok }")
        Issue.record("a failing expect did not throw")
      } catch let e as HarnessError {
        #expect(e.file == "\(#filePath)" && e.line == sendLine)
        #expect(e.description.hasPrefix("\(#filePath):\(sendLine): step 2: expect hitView"), "\(e)")
      }
      let checkLine = #line + 1
      let failures = try h.check("expect: { handledBy: label }")
      #expect(
        failures.first?.hasPrefix("\(#filePath):\(checkLine): step 1: expect handledBy") == true,
        "\(failures)")
      #expect(!failures.joined().contains("steps:"))
    }

    @Test("two harnesses at once, interleaved in one test, each see only their own events")
    func twoHarnessesInterleaved() throws {
      let a = try SceneHarness(path: figure1)
      let b = try SceneHarness(path: figure1)
      try a.send("tap: field")
      try b.send("tap: ok")
      try a.send("type: \"hi\"")
      #expect(a.window.firstResponder?.identifier == "field")
      #expect(b.window.firstResponder == nil)
      #expect(a.lastAction == nil)
      #expect(b.lastAction?.handledBy?.identifier == "main")
      #expect(a.scene.views["field"]?.value(forProperty: "text") == .string("hi"))
      #expect(b.scene.views["field"]?.value(forProperty: "text") == .string(""))
    }

    @Test("two harnesses on two threads at once: the lock keeps their events apart")
    func twoHarnessesInParallel() throws {
      let harnesses = try [SceneHarness(path: figure1), SceneHarness(path: figure1)]
      // Each thread uses its own harness only (a harness is not Sendable).
      let box = UncheckedBox(harnesses)
      let errors = Errors()
      DispatchQueue.concurrentPerform(iterations: 2) { i in
        let h = box.value[i]
        for _ in 0..<40 {
          do {
            try h.send(i == 0 ? "tap: ok" : "tap: label")
            let seen = h.lastHitTest?.hitView?.identifier
            if seen != (i == 0 ? "ok" : "label") {
              errors.add("harness \(i) saw a hit on \(seen ?? "nothing")")
            }
          } catch {
            errors.add("\(error)")
          }
        }
      }
      #expect(errors.all.isEmpty, "\(errors.all.prefix(3))")
      // Each harness dispatched exactly its own 40 taps.
      #expect(harnesses[0].app.lastActionRecord?.action == "submit")
      #expect(harnesses[1].lastAction == nil)
    }
  }
}

/// Messages collected from several threads.
final class Errors: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [String] = []
  func add(_ s: String) {
    lock.lock()
    list.append(s)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return list
  }
}

/// Hands values to threads that each use their own part of them.
final class UncheckedBox<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
