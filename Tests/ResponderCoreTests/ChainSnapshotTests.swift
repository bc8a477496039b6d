import ResponderScene
import Testing

@testable import ResponderCore

/// A touch's walks go through a remembered chain (`ChainSnapshot`) while
/// nothing that `next` reads has changed: every change below, made between
/// a touch's events or by a hop's own code in the middle of a walk, must
/// give the chain a live walk of `next` would give (UIResponder: "If the
/// first responder is unable to handle an event, it forwards it to its next
/// responder").
@Suite("Remembered chains")
struct ChainSnapshotTests {
  static let tail = ["root", "main", "window", "application", "appDelegate"]

  /// window › root › a › leaf, and b beside a, both filling the window.
  struct Tree {
    let h = Harness()
    let a: View
    let b: View
    let leaf: View

    init() {
      a = h.add(View(identifier: "a", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      b = h.add(View(identifier: "b", frame: Rect(x: 0, y: 400, width: 400, height: 400)))
      leaf = h.add(View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 100, height: 100)), to: a)
    }
  }

  func walked(_ h: Harness, _ method: String) -> [String] {
    h.takeCalls().filter { $0.hasSuffix("." + method) }.map { String($0.dropLast(method.count + 1)) }
  }

  @Test("a view that becomes a controller's view between began and moved: the move walks through it")
  func controllerAdoptsBetweenEvents() {
    let t = Tree()
    t.h.down(Point(20, 20))
    #expect(walked(t.h, "touchesBegan") == ["leaf", "a"] + Self.tail)
    let sheet = ViewController(identifier: "sheet", view: t.a)
    t.h.move(Point(22, 20))
    #expect(walked(t.h, "touchesMoved") == ["leaf", "a", "sheet"] + Self.tail)
    t.h.up(Point(22, 20))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "a", "sheet"] + Self.tail)
    withExtendedLifetime(sheet) {}
  }

  @Test("a tap in a view moved to another superview walks the new superview")
  func reparentedBetweenTouches() {
    let t = Tree()
    t.h.tap(Point(20, 20))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "a"] + Self.tail)
    t.b.addSubview(t.leaf)
    t.h.tap(Point(20, 420))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "b"] + Self.tail)
  }

  @Test("a next override, then none, then endsChain, each set between two touches")
  func overrideAndEndBetweenTouches() {
    let t = Tree()
    let other = Responder(identifier: "other")
    t.h.tap(Point(20, 20))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "a"] + Self.tail)
    t.a.sceneOverrides.nextResponder = other
    t.h.tap(Point(20, 20))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "a", "other"])
    t.a.sceneOverrides.nextResponder = nil
    t.h.tap(Point(20, 20))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "a"] + Self.tail)
    t.a.sceneOverrides.endsChain = true
    t.h.tap(Point(20, 20))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "a"])
  }

  @Test("a new app delegate between a touch's events is where the next walk ends")
  func delegateChangedMidTouch() {
    let t = Tree()
    t.h.down(Point(20, 20))
    #expect(walked(t.h, "touchesBegan").last == "appDelegate")
    t.h.app.delegate = AppDelegate(identifier: "newDelegate")
    t.h.move(Point(22, 20))
    #expect(
      walked(t.h, "touchesMoved") == ["leaf", "a", "root", "main", "window", "application", "newDelegate"])
    t.h.app.delegate = nil
    t.h.up(Point(22, 20))
    #expect(walked(t.h, "touchesEnded") == ["leaf", "a", "root", "main", "window", "application"])
  }

  /// Sets `a`'s next responder from inside its own touch method, then
  /// forwards: the walk asked `a` for `next` before calling it, and asks
  /// the next hop after, as a live walk of `nextResponder` does.
  final class Rewirer: View {
    var onMove: () -> Void = {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
      onMove()
      super.touchesMoved(touches, with: event)
    }
  }

  @Test("a hop's own code changes the chain ahead of it: the rest of the walk follows the change")
  func changedMidWalk() {
    let h = Harness()
    let a = h.add(View(identifier: "a", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    let mover = h.add(Rewirer(identifier: "mover", frame: Rect(x: 0, y: 0, width: 200, height: 200)), to: a)
    h.add(View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: mover)
    let other = Responder(identifier: "other")
    h.down(Point(20, 20))
    h.move(Point(21, 20))
    #expect(walked(h, "touchesMoved") == ["leaf", "mover", "a"] + Self.tail)
    // `a` was asked for before `mover` ran; `a.next` is asked after.
    mover.onMove = { a.sceneOverrides.nextResponder = other }
    h.move(Point(22, 20))
    #expect(walked(h, "touchesMoved") == ["leaf", "mover", "a", "other"])
    // Taking `a` out of the tree from `mover`'s code: the walk still
    // reaches `a` (asked for already), whose next is now nothing.
    a.sceneOverrides.nextResponder = nil
    mover.onMove = { a.removeFromSuperview() }
    h.move(Point(23, 20))
    #expect(walked(h, "touchesMoved") == ["leaf", "mover", "a"])
  }

  /// A view class from outside Core whose `next` reads its own
  /// state, which no setter reports: its chains are never remembered.
  final class Switchboard: View {
    var route: Responder?
    override var next: Responder? { route ?? super.next }
  }

  @Test("a next override outside Core is asked on every walk")
  func customDefaultNext() {
    let h = Harness()
    let board = h.add(Switchboard(identifier: "board", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    h.add(View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: board)
    let other = Responder(identifier: "other")
    h.down(Point(20, 20))
    #expect(walked(h, "touchesBegan") == ["leaf", "board"] + Self.tail)
    board.route = other
    h.move(Point(21, 20))
    #expect(walked(h, "touchesMoved") == ["leaf", "board", "other"])
    board.route = nil
    h.up(Point(21, 20))
    #expect(walked(h, "touchesEnded") == ["leaf", "board"] + Self.tail)
  }

  @Test(
    "a record still names the views of its chain after they leave the tree and go: by identifier, not by keeping them"
  )
  func recordKeepsItsChain() {
    let h = Harness()
    weak var gone: View?
    do {
      let box = h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      h.add(View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: box)
      gone = box
      h.tap(Point(20, 20))
      box.removeFromSuperview()
    }
    #expect(gone == nil, "no record keeps box alive")
    h.tap(Point(300, 600))
    let first = h.records[0]
    #expect(first.calls.first == "leaf.touchesBegan")
    #expect(first.calls.contains("box.touchesBegan"))
    // The objects are gone, so the object lists leave them out; the trace
    // line still names them.
    #expect(ids(first.chain) == Self.tail)
    #expect(first.jsonLine(undoOwner: nil, undo: nil).contains(#""chain":["leaf","box","root""#))
  }

  /// An application with no record observer and no delegate: window ›
  /// root (controller main). It keeps `lastEventRecord`, which the tests read.
  static func bareApp() -> (Application, View) {
    let app = Application()
    app.recordsEvents = true
    let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let root = View(identifier: "root")
    app.addWindow(window)
    window.rootViewController = ViewController(identifier: "main", view: root)
    return (app, root)
  }

  @Test("remembering a chain and recording it keep no responder alive: a removed view goes at once")
  func snapshotKeepsNothingAlive() {
    let (app, root) = Self.bareApp()
    weak var gone: View?
    do {
      let box = View(identifier: "box", frame: Rect(x: 0, y: 0, width: 400, height: 400))
      root.addSubview(box)
      box.addSubview(View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 50, height: 50)))
      gone = box
      for phase in [TouchPhase.began, .moved, .ended] { app.handle(.touch(.mouse, phase, Point(20, 20))) }
      box.removeFromSuperview()
    }
    #expect(gone == nil, "the records that named box keep nothing alive")
    #expect(app.lastEventRecord?.calls.first == "leaf.touchesEnded")
  }

  @Test("a weak next override whose target went away between touches is no longer walked")
  func overrideTargetGone() {
    let (app, root) = Self.bareApp()
    let leaf = View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    root.addSubview(leaf)
    func tap(_ p: Point) { for phase in [TouchPhase.began, .ended] { app.handle(.touch(.mouse, phase, p)) } }
    do {
      let other = Responder(identifier: "other")
      leaf.sceneOverrides.nextResponder = other
      tap(Point(20, 20))
      #expect(ids(app.lastEventRecord!.chain) == ["leaf", "other"])
    }
    // The records that named `other` are reused; then it is gone.
    tap(Point(300, 600))
    #expect(leaf.sceneOverrides.nextResponder == nil)
    tap(Point(20, 20))
    #expect(ids(app.lastEventRecord!.chain) == ["leaf", "root", "main", "window", "application"])
  }

  @Test("a cursor whose chain changes under a hop asks the next hop for next, as a live walk does")
  func cursorGoesLive() throws {
    let t = Tree()
    var store = ChainSnapshotStore(registry: IdentityRegistry())
    let made = store.snapshot(from: t.leaf)?.object
    let snapshot = try #require(made)
    #expect(snapshot.hops.count == 7)
    var cursor = ChainCursor(snapshot: snapshot)
    let other = Responder(identifier: "other")
    var seen: [String] = []
    while let r = cursor.next() {
      seen.append(r.identifier)
      if r === t.leaf { t.a.sceneOverrides.nextResponder = other }
    }
    #expect(seen == ["leaf", "a", "other"])
  }

  @Test("a hop that lets go of the next hop's last owner: the cursor still reaches it, then walks on live")
  func cursorHoldsTheNextHop() throws {
    let h = Harness()
    var store = ChainSnapshotStore(registry: IdentityRegistry())
    weak var gone: View?
    let leaf = View(identifier: "leaf", frame: Rect(x: 10, y: 10, width: 50, height: 50))
    do {
      let box = h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
      box.addSubview(leaf)
      gone = box
    }
    let made = store.snapshot(from: leaf)?.object
    let snapshot = try #require(made)
    var cursor = ChainCursor(snapshot: snapshot)
    var seen: [String] = []
    var heldThroughRemoval = false
    while let r = cursor.next() {
      seen.append(r.identifier)
      if r === leaf {
        // The generation moves on before the hop's code runs: the hop
        // after it, held by `next()`, must be kept all the same.
        store.clock.advance()
        gone?.removeFromSuperview()
        heldThroughRemoval = gone != nil
      }
    }
    #expect(heldThroughRemoval)
    #expect(seen == ["leaf", "box"])
    #expect(gone == nil)
    #expect(leaf.superview == nil)
  }

  @Test("each application has its own generation: a change in one scene leaves the other's chains remembered")
  func generationPerApplication() throws {
    let one = Tree()
    let two = Tree()
    one.h.tap(Point(20, 20))
    two.h.tap(Point(20, 20))
    // A walk from the hit view remembers the chain from its next responder.
    let remembered = try #require(one.a.chainSnapshot)
    let before = one.h.app.chainSnapshots.clock.value
    two.b.addSubview(two.leaf)
    two.a.sceneOverrides.endsChain = true
    #expect(one.h.app.chainSnapshots.clock.value == before)
    #expect(two.h.app.chainSnapshots.clock !== one.h.app.chainSnapshots.clock)
    _ = one.h.takeCalls()
    one.h.tap(Point(20, 20))
    #expect(one.a.chainSnapshot?.bits == remembered.bits)
    #expect(walked(one.h, "touchesEnded") == ["leaf", "a"] + Self.tail)
    _ = two.h.takeCalls()
    two.h.tap(Point(20, 420))
    #expect(walked(two.h, "touchesEnded") == ["leaf", "b"] + Self.tail)
  }

  @Test("a view moved into another application's window leaves the first one's chains")
  func viewMovesBetweenApplications() {
    let one = Tree()
    let two = Tree()
    one.h.tap(Point(20, 20))
    #expect(one.a.chainGeneration === one.h.app.chainSnapshots.clock)
    let oneGeneration = one.h.app.chainSnapshots.clock.value
    two.b.addSubview(one.a)
    // The move is a change to `a`, which one's store walked.
    #expect(one.h.app.chainSnapshots.clock.value != oneGeneration)
    _ = two.h.takeCalls()
    two.h.tap(Point(20, 420))
    #expect(walked(two.h, "touchesEnded") == ["leaf", "a", "b"] + Self.tail)
    #expect(one.a.chainGeneration === two.h.app.chainSnapshots.clock)
    _ = one.h.takeCalls()
    one.h.tap(Point(20, 20))
    #expect(walked(one.h, "touchesEnded") == Self.tail)
  }
}
