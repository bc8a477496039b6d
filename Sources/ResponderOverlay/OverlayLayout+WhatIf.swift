import ResponderCore

extension OverlayLayout {
  /// The what-if card (Shift+F8): the touch's two routes side by side, as it
  /// is on the left and with the property flipped on the right, over the
  /// foot of the scene area; the what-if's hit-test view is outlined in the
  /// scene by `whatIfMarks`.
  public func whatIfCard(_ w: WhatIf) -> [DisplayItem] {
    // Over the scene's foot; across the whole window when the scene's area
    // is too narrow for two columns of ids.
    let area = window.sceneArea.width >= 560 ? window.sceneArea : Rect(origin: .zero, size: window.windowSize)
    let boxW = area.width - 16
    let colW = (boxW - 36) / 2
    func column(_ title: String, _ r: WhatIf.Route) -> [(String, Color, Bool)] {
      var rows: [(String, Color, Bool)] = [(title, Ink.heading, true)]
      rows.append(("hit-test view: " + (r.hitView ?? "none"), Ink.hitView, true))
      for id in r.chain {
        rows.append(
          (
            id == r.handledBy ? "[\(id)] ✓ handles it" : id,
            id == r.handledBy ? Ink.handledText : Ink.panelText, id == r.handledBy
          ))
      }
      if r.handledBy == nil { rows.append(("discarded: nobody handled it", Ink.wrong, false)) }
      for a in r.actions { rows.append(("action " + a, Ink.panelText, false)) }
      return rows
    }
    func wrapped(_ rows: [(String, Color, Bool)]) -> [(String, Color, Bool)] {
      rows.flatMap { row in measure.wrap(row.0, width: colW, size: 12, bold: row.2).map { ($0, row.1, row.2) }
      }
    }
    let title = measure.wrap(keyed("What if " + w.change, "Shift+F8"), width: boxW - 24, size: 13, bold: true)
    let left = wrapped(column("As it is", w.asIs))
    let right = wrapped(column("What if", w.flipped))
    let lineH = 17.0
    let rows = max(left.count, right.count)
    let note = measure.wrap(
      "The latest touch replayed twice on a copy of the scene; the window's own scene is not touched.",
      width: boxW - 24, size: 11)
    let height = 12 + Double(title.count) * 18 + 6 + Double(rows) * lineH + 6 + Double(note.count) * 15 + 10
    let h = min(height, area.height - 16)
    let box = Rect(x: area.minX + 8, y: area.maxY - 8 - h, width: boxW, height: h)
    var out: [DisplayItem] = [
      .fill(box, Ink.panel, cornerRadius: 10), .stroke(box, Ink.actionWalk, width: 2, cornerRadius: 10),
    ]
    var y = box.minY + 10
    for t in title {
      out.append(
        .text(
          t, in: Rect(x: box.minX + 12, y: y, width: boxW - 24, height: 18), size: 13, Ink.heading, bold: true
        ))
      y += 18
    }
    y += 6
    let top = y
    for (i, col) in [left, right].enumerated() {
      let x = box.minX + 12 + Double(i) * (colW + 12)
      y = top
      for (text, color, bold) in col where y + lineH <= box.maxY - 6 {
        out.append(.text(text, in: Rect(x: x, y: y, width: colW, height: lineH), size: 12, color, bold: bold))
        y += lineH
      }
    }
    out.append(
      .line(
        from: Point(x: box.minX + 12 + colW + 6, y: top),
        to: Point(x: box.minX + 12 + colW + 6, y: top + Double(rows) * lineH),
        Ink.rule))
    y = top + Double(rows) * lineH + 6
    for n in note where y + 15 <= box.maxY - 4 {
      out.append(.text(n, in: Rect(x: box.minX + 12, y: y, width: boxW - 24, height: 15), size: 11, Ink.dim))
      y += 15
    }
    return out
  }

  /// The what-if's hit-test view outlined over the scene, in the action walk's colour, dashed by gaps.
  public func whatIfMarks(_ w: WhatIf) -> [DisplayItem] {
    guard let f = w.flipped.hitFrame else { return [] }
    return [.stroke(window.toWindow(f).insetBy(dx: -4, dy: -4), Ink.actionWalk, width: 3, cornerRadius: 6)]
  }
}
