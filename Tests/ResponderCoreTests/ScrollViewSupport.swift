@testable import ResponderCore

/// A vertical list to scroll: 50 rows of 60 pt in a 400×600 scroll view,
/// row 2 holding a button.
///
///     window (0,0 400×800)
///     └─ root
///        └─ list (0,0 400×600, contentSize 400×3000)
///           ├─ row0 (0,0 400×60)     ← TouchLogView
///           ├─ row1 (0,60 400×60)
///           ├─ row2 (0,120 400×60)
///           │  └─ button (300,10 80×40)
///           └─ … row49 (0,2940)
struct ListFixture {
  let h = Harness()
  let list: ScrollView
  let rows: [TouchLogView]
  let button: Button

  init(list: ScrollView = ScrollView(identifier: "list")) {
    self.list = list
    list.frame = Rect(x: 0, y: 0, width: 400, height: 600)
    list.contentSize = Size(width: 400, height: 3000)
    h.add(list)
    var rows: [TouchLogView] = []
    for i in 0..<50 {
      let row = TouchLogView(
        identifier: "row\(i)", frame: Rect(x: 0, y: Double(i) * 60, width: 400, height: 60))
      list.addSubview(row)
      rows.append(row)
    }
    self.rows = rows
    button = Button(identifier: "button", frame: Rect(x: 300, y: 10, width: 80, height: 40))
    rows[2].addSubview(button)
  }

  func methods(_ row: Int) -> [String] { rows[row].log.map(\.method) }

  var decisions: [ScrollNote.Decision] { h.records.flatMap { $0.scrollNotes.map(\.decision) } }

  /// Moves finger 0 (already down) from `from` by `delta` in `steps` ticks.
  func move(from: Point, by delta: Point, steps: Int = 6) {
    for i in 1...steps {
      h.wait(tick)
      h.move(from + delta * (Double(i) / Double(steps)))
    }
  }
}
