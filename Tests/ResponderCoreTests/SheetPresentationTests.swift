import ResponderTestSupport
import Testing

@testable import ResponderCore

/// UISheetPresentationController in Core: detents, the drag that settles
/// by position and velocity, the scroll view hand-off and its note.
///
///     window (0,0 400×800)
///     └─ root (main)
///     details (pageSheet, detents [medium, large]): large's top 57, medium's 400
///     └─ sheetView
///        └─ list (0,40 400×703, content 400×2000): reaches the large sheet's bottom, pinned
@Suite("Sheet presentation")
struct SheetPresentationTests {
  struct Sheet {
    let h = Harness()
    let view = View(identifier: "sheetView")
    let details: ViewController
    let list = ScrollView(identifier: "list", frame: Rect(x: 0, y: 40, width: 400, height: 703))
    var sheet: SheetPresentationController { details.sheetPresentationController! }

    init(expands: Bool = true) {
      details = ViewController(identifier: "details", view: view)
      details.modalPresentationStyle = .pageSheet
      list.contentSize = Size(width: 400, height: 2000)
      view.addSubview(list)
      details.sheetPresentationController!.detents = [.medium, .large]
      details.sheetPresentationController!.prefersScrollingExpandsWhenScrolledToEdge = expands
      h.main.present(details)
    }
  }

  @Test("a sheet opens at its smallest detent, its pinned list as tall as the rest of the sheet")
  func opensAtSmallest() {
    let s = Sheet()
    #expect(s.sheet.selectedDetent == "medium")
    #expect(s.view.frame == Rect(x: 0, y: 400, width: 400, height: 400))
    #expect(s.list.frame.size.height == 360)
  }

  @Test("a fast short flick up settles on large; a slow one of the same length springs back")
  func velocityDecides() {
    let fast = Sheet()
    fast.h.drag(from: Point(200, 420), to: Point(200, 320), duration: 0.1)
    #expect(fast.sheet.selectedDetent == "large")
    let slow = Sheet()
    slow.h.drag(from: Point(200, 420), to: Point(200, 320), duration: 1)
    #expect(slow.sheet.selectedDetent == "medium")
    slow.h.wait(1)
    #expect(slow.view.frame.origin.y == 400)
  }

  @Test("the list hands the drag to the sheet and back within one drag, and the trace says so")
  func handOffNoted() {
    let s = Sheet()
    s.h.down(Point(200, 600))
    s.h.move(Point(200, 590))
    s.h.move(Point(200, 200))
    // 400 up: 343 raise the sheet from 400 to 57, 57 scroll the list.
    #expect(s.view.frame.origin.y == 57)
    #expect(s.list.contentOffset.y == 57)
    s.h.move(Point(200, 300))
    #expect(s.list.contentOffset.y == 0)
    #expect(s.view.frame.origin.y == 100)
    let notes = s.h.records.flatMap(\.scrollNotes).filter { $0.decision == .handedOff }
    #expect(notes.count == 3)
    #expect(notes.first?.why.hasPrefix("the sheet details takes the drag") == true)
    s.h.up(Point(200, 300))
  }

  @Test("with prefersScrollingExpandsWhenScrolledToEdge false a drag up at medium scrolls the list")
  func noExpand() {
    let s = Sheet(expands: false)
    s.h.drag(from: Point(200, 600), to: Point(200, 400), duration: 1, lift: false)
    #expect(s.view.frame.origin.y == 400)
    #expect(s.list.contentOffset.y == 200)
  }
}
