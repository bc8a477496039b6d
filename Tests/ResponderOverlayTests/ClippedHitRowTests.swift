import ResponderCore
import Testing

@testable import ResponderOverlay

/// A view its scroll view (or any `clipsToBounds` ancestor) hides is not
/// drawn, so its hit-test box and tag are not drawn either: rows scrolled
/// out of scroll.yaml's list used to put "16 outside" tags over the chip
/// strip below the list.
@Suite("Hit-test marks of views a clipping ancestor hides")
struct ClippedHitRowTests {
  static let scene = """
    name: clipped
    window: { width: 300, height: 500 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - id: list
            type: scrollView
            frame: [0, 100, 300, 200]
            contentSize: [300, 600]
            subviews:
              - { id: row0, frame: [0, 0, 300, 60], handles: [touches] }
              - { id: row1, frame: [0, 60, 300, 60], handles: [touches] }
              - { id: row2, frame: [0, 120, 300, 60], handles: [touches] }
              - { id: row3, frame: [0, 180, 300, 60], handles: [touches] }
              - { id: row4, frame: [0, 240, 300, 60], handles: [touches] }
              - { id: row5, frame: [0, 300, 300, 60], handles: [touches] }
              - { id: row6, frame: [0, 360, 300, 60], handles: [touches] }
          - { id: below, frame: [0, 320, 300, 150], handles: [touches] }
    """

  @Test("rows wholly outside the list are not on screen; the others' boxes and tags stay inside it")
  func clippedRows() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(150, 130)
    let m = lab.model
    let list = Rect(x: 0, y: 100, width: 300, height: 200)
    let rows = Dictionary(uniqueKeysWithValues: m.hitRows.map { ($0.id, $0) })
    #expect(rows["row0"]?.isHitView == true)
    for id in ["row4", "row5", "row6"] {
      #expect(rows[id]?.isOnScreen == false, "\(id) lies below the list")
    }
    #expect(rows["row3"]?.isOnScreen == true)
    #expect(rows["row3"]?.clip == list)
    #expect(rows["list"]?.clip == nil)
    let layout = OverlayLayout(sceneSize: lab.scene.size)
    for tag in layout.tags(m) {
      let number = Int(tag.text.split(separator: " ").first ?? "") ?? -1
      guard let row = m.hitRows.first(where: { $0.number == number }), row.id.hasPrefix("row") else {
        continue
      }
      let box = layout.window.toWindow(list)
      let inside =
        tag.rect.minX >= box.minX - 0.5 && tag.rect.maxX <= box.maxX + 0.5 && tag.rect.minY >= box.minY - 0.5
        && tag.rect.maxY <= box.maxY + 0.5
      #expect(inside, "tag \(tag.text) of \(row.id) at \(tag.rect) is outside the list at \(box)")
    }
    // Each row's box is drawn inside a clip to the list.
    let marks = layout.sceneMarks(m)
    let clips = marks.compactMap { if case .pushClip(let r) = $0 { return r } else { return nil } }
    #expect(clips.count == 4)
    #expect(clips.allSatisfy { $0 == layout.window.toWindow(list) })
    // row3 runs 40 pt past the list's bottom: its box is the visible 20 pt.
    let row3Box = layout.window.toWindow(Rect(x: 0, y: 280, width: 300, height: 20))
    #expect(marks.contains { if case .stroke(row3Box, _, _, _) = $0 { return true } else { return false } })
  }

  @Test("a view larger than its clipping ancestor (a zoomed photo) keeps a box and a tag on what shows")
  func zoomedPastTheClip() throws {
    let lab = try OverlayLab(
      """
      name: zoomed
      window: { width: 300, height: 500 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - id: stage
              frame: [0, 100, 300, 200]
              clipsToBounds: true
              subviews:
                - { id: photo, frame: [-100, -100, 500, 400], handles: [touches] }
      """)
    lab.tap(150, 200)
    let m = lab.model
    let photo = try #require(m.hitRows.first { $0.isHitView })
    #expect(photo.id == "photo")
    let layout = OverlayLayout(sceneSize: lab.scene.size)
    let stage = layout.window.toWindow(Rect(x: 0, y: 100, width: 300, height: 200))
    let hitTag = try #require(layout.tags(m).first { $0.text == OverlayLayout.tagNumber(photo.number) })
    #expect(hitTag.rect.intersects(stage))
    #expect(
      layout.sceneMarks(m).contains {
        if case .stroke(stage, _, 3, _) = $0 { return true } else { return false }
      })
  }
}
