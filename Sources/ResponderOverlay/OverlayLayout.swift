import ResponderCore

/// Which overlay panels are showing; each toggles with a function key.
public struct OverlayPanels: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let hitTest = OverlayPanels(rawValue: 1)
  public static let chain = OverlayPanels(rawValue: 2)
  public static let undo = OverlayPanels(rawValue: 4)
  public static let gestures = OverlayPanels(rawValue: 8)
  public static let log = OverlayPanels(rawValue: 16)
  public static let touches = OverlayPanels(rawValue: 32)
  public static let help = OverlayPanels(rawValue: 64)
  public static let all: OverlayPanels = [.hitTest, .chain, .undo, .gestures, .log, .touches]
}

/// Lays the overlay out as display items: marks drawn over the scene (the
/// hit-test path, the handler, the first responder, fingers) and panels in
/// a sidebar to its right, so that they never cover what is being touched.
public struct OverlayLayout {
  /// The sidebar's width in points; the window is this much wider than the scene.
  public static let sidebarWidth: Double = 380

  /// The overlay's colours; the legend names each.
  public enum Ink {
    public static let passed = Color(r: 52, g: 199, b: 89)
    public static let skipped = Color(r: 255, g: 149, b: 0)
    public static let hitView = Color(r: 0, g: 122, b: 255)
    public static let handled = Color(r: 175, g: 82, b: 222)
    public static let firstResponder = Color(r: 255, g: 45, b: 85)
    public static let dim = Color(r: 142, g: 142, b: 147)
    public static let panel = Color(r: 28, g: 28, b: 30)
    public static let panelText = Color(r: 242, g: 242, b: 247)
    public static let heading = Color(r: 255, g: 214, b: 10)
    public static let finger = Color(r: 120, g: 120, b: 128, a: 110)
    public static let error = Color(r: 255, g: 59, b: 48)
  }

  public var sceneSize: Size
  public var panels: OverlayPanels

  public init(sceneSize: Size, panels: OverlayPanels = .all) {
    self.sceneSize = sceneSize
    self.panels = panels
  }

  /// The whole canvas: the scene plus the sidebar.
  public var canvasSize: Size {
    Size(width: sceneSize.width + Self.sidebarWidth, height: max(sceneSize.height, 640))
  }

  /// Marks drawn over the scene.
  public func sceneMarks(_ m: OverlayModel) -> [DisplayItem] {
    var out: [DisplayItem] = []
    if panels.contains(.hitTest) {
      for row in m.hitRows {
        let color = row.isHitView ? Ink.hitView : row.inside ? Ink.passed : Ink.skipped
        let width: Double = row.isHitView ? 3 : row.inside ? 2 : 1
        out.append(.stroke(row.frame, color, width: width))
        let badge = Rect(x: row.frame.minX, y: row.frame.minY, width: 22, height: 16)
        out.append(.fill(badge, color))
        out.append(.text("\(row.number)", in: badge, size: 11, .white, alignment: .center, bold: true))
        if let reason = row.skipped, row.frame.width > 60 {
          let tag = Rect(x: badge.maxX, y: badge.minY, width: min(150, row.frame.width - 22), height: 16)
          out.append(.fill(tag, Ink.skipped.withAlpha(200)))
          out.append(.text(reason, in: tag.insetBy(dx: 3, dy: 0), size: 11, .white))
        }
      }
    }
    if panels.contains(.chain), let h = m.handlerFrame {
      out.append(.stroke(h.insetBy(dx: -3, dy: -3), Ink.handled, width: 2, cornerRadius: 4))
    }
    if panels.contains(.touches) {
      if let f = m.firstResponderFrame {
        out.append(.stroke(f.insetBy(dx: -2, dy: -2), Ink.firstResponder, width: 2, cornerRadius: 4))
      }
      for finger in m.fingers {
        out.append(
          .circle(
            center: finger.point, radius: 22, fill: finger.ghost ? Ink.finger.withAlpha(50) : Ink.finger,
            stroke: Color(r: 255, g: 255, b: 255, a: 200), strokeWidth: 2))
        out.append(
          .text(
            finger.label, in: Rect(x: finger.point.x - 22, y: finger.point.y - 8, width: 44, height: 16),
            size: 11,
            .white, alignment: .center, bold: true))
      }
    }
    if let e = m.error {
      let box = Rect(x: 8, y: 8, width: sceneSize.width - 16, height: 64)
      out.append(.fill(box, Ink.error.withAlpha(235), cornerRadius: 8))
      out.append(
        .text(
          "Scene error — showing the last good scene",
          in: Rect(x: 16, y: 12, width: box.width - 16, height: 20), size: 13, .white, bold: true))
      out.append(.text(e, in: Rect(x: 16, y: 36, width: box.width - 16, height: 30), size: 12, .white))
    }
    return out
  }

  /// The sidebar panels, drawn from x = scene width.
  public func sidebar(_ m: OverlayModel) -> [DisplayItem] {
    let x0 = sceneSize.width
    let w = Self.sidebarWidth
    let h = canvasSize.height
    var out: [DisplayItem] = [.fill(Rect(x: x0, y: 0, width: w, height: h), Ink.panel)]
    var y = 10.0
    let left = x0 + 12
    let textW = w - 24

    func line(
      _ s: String, _ color: Color = Ink.panelText, size: Double = 13, bold: Bool = false, indent: Double = 0
    ) {
      guard y < h - 4 else { return }
      out.append(
        .text(
          s, in: Rect(x: left + indent, y: y, width: textW - indent, height: size + 5), size: size, color,
          bold: bold))
      y += size + 5
    }
    /// Wraps at word boundaries; widths are estimated (DejaVu Sans averages
    /// about 0.58 em per character), which errs on the short side.
    func paragraph(_ s: String, _ color: Color = Ink.panelText, size: Double = 13, bold: Bool = false) {
      let perLine = max(10, Int(textW / (size * (bold ? 0.64 : 0.58))))
      var current = ""
      for word in s.split(separator: " ") {
        if !current.isEmpty, current.count + 1 + word.count > perLine {
          line(current, color, size: size, bold: bold)
          current = ""
        }
        current += current.isEmpty ? String(word) : " " + word
      }
      if !current.isEmpty { line(current, color, size: size, bold: bold) }
    }
    func heading(_ s: String) {
      y += 6
      out.append(
        .line(from: Point(x: left, y: y), to: Point(x: x0 + w - 12, y: y), Color(r: 72, g: 72, b: 74)))
      y += 5
      line(s, Ink.heading, size: 13, bold: true)
    }
    func dot(_ color: Color) {
      out.append(.circle(center: Point(x: left + 5, y: y + 9), radius: 4, fill: color, stroke: nil))
    }

    paragraph(m.sceneName.isEmpty ? "ResponderLab" : m.sceneName, .white, size: 15, bold: true)
    if !m.sceneDescription.isEmpty { paragraph(m.sceneDescription, Ink.dim, size: 12) }
    if m.paused {
      paragraph(
        "PAUSED (step mode): F6 delivers the next event, F7 replays the chain hop by hop, F5 resumes",
        Ink.heading, size: 12, bold: true)
    }
    if !m.eventTitle.isEmpty { paragraph("Last event: " + m.eventTitle, size: 12) }

    if panels.contains(.hitTest) {
      heading("Hit-test path  (F2)")
      if m.hitRows.isEmpty { line("no touch yet", Ink.dim, size: 12) }
      for row in m.hitRows.prefix(14) {
        let color = row.isHitView ? Ink.hitView : row.inside ? Ink.passed : Ink.skipped
        dot(color)
        var s = "\(row.number). \(row.id) (\(row.kind))"
        if row.isHitView { s += " ← hit-test view" } else if let r = row.skipped { s += " skipped: \(r)" }
        line(
          s, row.inside ? Ink.panelText : Ink.dim, size: 12, bold: row.isHitView,
          indent: 14 + Double(min(row.depth, 8)) * 8)
      }
      if m.hitRows.count > 14 { line("… \(m.hitRows.count - 14) more", Ink.dim, size: 12, indent: 14) }
    }

    if panels.contains(.chain) {
      heading("Responder chain from the \(m.chainOrigin.isEmpty ? "event" : m.chainOrigin)  (F3)")
      if m.chain.isEmpty { paragraph(m.chainNote ?? "no event yet", Ink.dim, size: 12) }
      for (i, row) in m.chain.enumerated() {
        let lit = m.litHops.map { i < $0 } ?? true
        let state = lit ? row.state : .notReached
        let color: Color = state == .handled ? Ink.handled : state == .visited ? Ink.panelText : Ink.dim
        dot(state == .handled ? Ink.handled : state == .visited ? Ink.passed : Ink.dim)
        let current = m.litHops.map { i == $0 - 1 } ?? false
        line(
          "\(row.id)  ·  \(row.kind)\(state == .handled ? "  ✓ handled" : "")\(current ? "   ← hop \(i + 1): the event is here" : "")",
          current ? Ink.heading : color, size: 12, bold: state == .handled || current, indent: 14)
      }
      if m.discarded, m.litHops == nil || m.litHops! >= m.chain.count {
        line("discarded: nobody handled it", Ink.skipped, size: 12, bold: true, indent: 14)
      }
      if let a = m.action {
        line(
          "Action \(a.action)(_:) \(a.targeted ? "to its target" : "nil-targeted, up the chain")",
          Ink.panelText, size: 12, bold: true)
        let path = a.rows.filter { $0.state != .notReached }.map {
          $0.state == .handled ? "[\($0.id)]" : $0.id
        }
        line(
          path.isEmpty ? "—" : path.joined(separator: " → "), a.handledBy == nil ? Ink.skipped : Ink.handled,
          size: 12, indent: 14)
        if a.handledBy == nil { line("nobody implements it: discarded", Ink.skipped, size: 12, indent: 14) }
      }
    }

    if panels.contains(.undo), let u = m.undo {
      heading("Undo stack of \(u.owner)'s manager  (F4)")
      if u.undo.isEmpty && u.redo.isEmpty { line("empty", Ink.dim, size: 12) }
      for name in u.redo.reversed() { line("↻ " + name, Ink.dim, size: 12, indent: 14) }
      if !u.undo.isEmpty || !u.redo.isEmpty {
        line("▶ now", Ink.heading, size: 11, bold: true)
      }
      for name in u.undo.reversed() { line("↺ " + name, Ink.panelText, size: 12, indent: 14) }
    }

    if panels.contains(.gestures) {
      heading("Gestures  (F8)")
      if m.gestures.isEmpty { line("none involved", Ink.dim, size: 12) }
      for g in m.gestures.prefix(8) {
        let active = g.state == "began" || g.state == "changed" || g.state == "ended"
        dot(active ? Ink.passed : g.state == "failed" || g.state == "cancelled" ? Ink.skipped : Ink.dim)
        line(
          "\(g.id) (\(g.kind) on \(g.view)): \(g.state == "ended" ? "recognized" : g.state)", size: 12,
          indent: 14)
      }
      for sc in m.scrolls {
        dot(sc.motion == "at rest" ? Ink.dim : Ink.passed)
        line("\(sc.id) scroll: pan \(sc.panState), \(sc.motion), offset \(sc.offset)", size: 12, indent: 14)
        if let note = sc.note { line(note, Ink.dim, size: 11, indent: 28) }
      }
      for a in m.animations.prefix(4) {
        dot(Ink.passed)
        line("animating " + a, size: 11, indent: 14)
      }
    }

    if panels.contains(.log) {
      heading("Event log  (F9)")
      for r in m.log.reversed() {
        let p = r.point.map { " \($0)" } ?? ""
        line("#\(r.tick) \(r.kind) \(r.detail)\(p) → \(r.handler)", Ink.panelText, size: 11)
      }
    }

    // Legend, at the bottom.
    let legend: [(String, Color)] = [
      ("inside", Ink.passed), ("skipped", Ink.skipped), ("hit view", Ink.hitView), ("handler", Ink.handled),
      ("first responder", Ink.firstResponder),
    ]
    var lx = left
    let ly = h - 20
    for (name, color) in legend {
      out.append(.fill(Rect(x: lx, y: ly + 3, width: 10, height: 10), color))
      out.append(.text(name, in: Rect(x: lx + 13, y: ly, width: 90, height: 16), size: 10, Ink.panelText))
      lx += 13 + Double(name.count) * 6 + 10
    }
    if panels.contains(.help) { out.append(contentsOf: helpCard()) }
    return out
  }

  /// The key bindings card (`?` or F1).
  public func helpCard() -> [DisplayItem] {
    let lines = OverlayLayout.keyBindings
    let box = Rect(x: 20, y: 60, width: min(sceneSize.width - 40, 360), height: Double(lines.count) * 18 + 40)
    var out: [DisplayItem] = [.fill(box, Ink.panel.withAlpha(240), cornerRadius: 10)]
    out.append(
      .text(
        "Keys", in: Rect(x: box.minX + 14, y: box.minY + 8, width: box.width - 28, height: 20), size: 14,
        Ink.heading, bold: true))
    for (i, l) in lines.enumerated() {
      out.append(
        .text(
          "\(l.0)   \(l.1)",
          in: Rect(x: box.minX + 14, y: box.minY + 32 + Double(i) * 18, width: box.width - 28, height: 18),
          size: 12, Ink.panelText))
    }
    return out
  }

  /// Every key binding of the live window, for the help card and `--help`.
  public static let keyBindings: [(String, String)] = [
    ("F1", "this card"),
    ("F2 F3 F4", "toggle the hit-test, chain and undo panels"),
    ("F8 F9 F10", "toggle the gestures, event log and touch panels"),
    ("F5", "step mode: pause / resume the run loop"),
    ("F6", "step mode: deliver the next event"),
    ("F7", "replay the latest chain hop by hop"),
    ("Alt + drag", "two fingers mirrored: pinch and rotate"),
    ("Shift+Alt + drag", "two fingers together: two-finger pan"),
    ("Ctrl+Z / Ctrl+Shift+Z", "undo / redo"),
    ("Ctrl+X C V A", "cut, copy, paste, select all"),
    ("Ctrl+Shift+S", "shake"),
    ("media keys", "remote-control events"),
    ("Esc", "quit"),
  ]
}
