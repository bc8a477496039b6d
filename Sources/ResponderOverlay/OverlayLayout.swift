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

/// Lays the overlay out as display items in window points: marks drawn
/// over the scene (the hit-test path, the handler, the first responder,
/// fingers) and panels in a sidebar to its right, so that they never cover
/// what is being touched.
///
/// Every text is measured (`measure`) and wrapped to its area; a panel
/// that does not fit gives up its least important lines (the oldest log
/// lines first) and says how many it left out, so nothing is drawn cut off
/// or outside its area.
public struct OverlayLayout {
  /// The sidebar's width in points; the window is this much wider than the scene.
  public static var sidebarWidth: Double { WindowLayout.sidebarWidth }

  /// The overlay's colours; the legend names each. They are the current
  /// palette's (`Palette.current`: dark, or light with `--theme light`).
  public enum Ink {
    public static var passed: Color { Palette.current.passed }
    public static var skipped: Color { Palette.current.skipped }
    public static var hitView: Color { Palette.current.hitView }
    public static var handled: Color { Palette.current.handled }
    public static var firstResponder: Color { Palette.current.firstResponder }
    public static var dim: Color { Palette.current.dim }
    public static var panel: Color { Palette.current.panel }
    public static var panelText: Color { Palette.current.text }
    public static var heading: Color { Palette.current.heading }
    public static var finger: Color { Palette.current.finger }
    public static var error: Color { Palette.current.error }
    /// Text on a mark's colour: tags, stops, pills (a finger's name is `Palette.fingerText`).
    public static var tagText: Color { Palette.current.markText }
    /// The action message's walk (the event's own is `handled`'s purple).
    public static var actionWalk: Color { Palette.current.actionWalk }
    /// The hop just reached (step mode's F7, the quiz's question).
    public static var current: Color { Palette.current.current }
    public static var strong: Color { Palette.current.strong }
    /// The pointer's highlight or lift effect (iPadOS's system tint).
    public static var pointerEffect: Color { SceneDrawing.Palette.tint }
    public static var right: Color { Palette.current.right }
    public static var wrong: Color { Palette.current.wrong }
    public static var handledText: Color { Palette.current.handledText }
    public static var rule: Color { Palette.current.rule }
  }

  public var sceneSize: Size
  public var panels: OverlayPanels
  /// Where the scene and the sidebar are in the window.
  public var window: WindowLayout
  public var measure: TextMeasure
  /// Whether the overlay names the live window's keys ("Hit-test path  (F2)",
  /// "F7 steps to hop 2"); false on a projector slide, where no key works.
  public var keyHints = true

  /// `text` with the key that toggles it ("Gestures  (F8)"), or alone on a slide.
  func keyed(_ text: String, _ key: String, gap: String = "  ") -> String {
    keyHints ? text + gap + "(" + key + ")" : text
  }

  /// A layout for `sceneSize`; without `window`, a window just wide enough
  /// for the scene at 1:1 and the sidebar.
  public init(
    sceneSize: Size, panels: OverlayPanels = .all, window: WindowLayout? = nil,
    measure: TextMeasure = .estimate
  ) {
    self.sceneSize = sceneSize
    self.panels = panels
    self.window =
      window
      ?? WindowLayout(windowSize: Self.canvasSize(forScene: sceneSize, sidebar: true), sceneSize: sceneSize)
    self.measure = measure
  }

  /// The window a scene needs at 1:1 with the sidebar (headless shots).
  public static func canvasSize(forScene s: Size, sidebar: Bool) -> Size {
    sidebar ? Size(width: s.width + sidebarWidth, height: max(s.height, WindowLayout.sidebarHeight)) : s
  }

  /// The whole canvas: the window.
  public var canvasSize: Size { window.windowSize }

  // MARK: - Over the scene

  /// Marks drawn over the scene, in window points, clipped by the caller
  /// to `window.sceneRect`.
  ///
  /// - Parameter avoiding: the scene's own text (window points): number
  ///   tags are placed where they cover none of it, nor each other.
  ///   - editingMenu: whether to draw the editing menu's callout here; the
  ///     live window draws it with the scene instead, at the scene's scale
  ///     (it is the app's menu, not a mark), whatever `--ui-scale` is.
  public func sceneMarks(_ m: OverlayModel, avoiding content: [Rect] = [], editingMenu: Bool = true)
    -> [DisplayItem]
  {
    var out: [DisplayItem] = []
    var tagRects: [Rect] = []
    // A key, a shake or an editing command is not hit-tested: the panel keeps
    // the last touch's path, captioned, but its boxes leave the scene, where
    // they would read as this event's (issue 39, in the lessons that teach it).
    if panels.contains(.hitTest), !m.hitMarksCleared {
      for row in m.hitRows where row.isOnScreen {
        let color = row.isHitView ? Ink.hitView : row.inside ? Ink.passed : Ink.skipped
        let width: Double = row.isHitView ? 3 : row.inside ? 2 : 1
        if let c = row.clip { out.append(.pushClip(window.toWindow(c))) }
        defer { if row.clip != nil { out.append(.popClip) } }
        // Only the part the clipping ancestors leave visible: a zoomed photo's
        // box would otherwise lie wholly outside its stage, and not be seen.
        let box = window.toWindow(row.clip.map { row.frame.intersection($0) } ?? row.frame)
        out.append(.stroke(box, color, width: width))
        // The touchable area when overrides change it: a polygon's outline,
        // a circle, or the bounds moved by hitTestInsets.
        if let outline = row.hitPolygon?.map(window.toWindow), let last = outline.last {
          var from = last
          for to in outline {
            out.append(.line(from: from, to: to, color.withAlpha(200)))
            from = to
          }
        } else if let area = row.hitArea.map(window.toWindow), row.hitArea != row.frame || row.hitAreaIsCircle
        {
          let radius = row.hitAreaIsCircle ? min(area.width, area.height) / 2 : 0
          out.append(.stroke(area, color.withAlpha(150), width: 1, cornerRadius: radius))
        }
      }
      // Square-cornered: a chain stop is a rounded pill.
      for tag in tags(m, avoiding: content) {
        tagRects.append(tag.rect)
        out += tagRim(tag.rect, cornerRadius: 0)
        out.append(.fill(tag.rect, tag.color, cornerRadius: 0))
        out.append(.text(tag.text, in: tag.rect, size: 11, tag.textColor, alignment: .center, bold: true))
      }
    }
    if panels.contains(.chain), let h = m.handlerFrame {
      out.append(.stroke(window.toWindow(h).insetBy(dx: -3, dy: -3), Ink.handled, width: 2, cornerRadius: 4))
    }
    if panels.contains(.chain) { out += chainMarks(m, avoiding: content, occupied: tagRects) }
    // The pointer's effect (UIPointerEffect.highlight, .lift) as an outline
    // of the view it morphs into: a wide soft rim for a lift.
    if let f = m.pointerEffectFrame, m.pointerStyle == .highlight || m.pointerStyle == .lift {
      let lift = m.pointerStyle == .lift
      out.append(
        .stroke(
          window.toWindow(f).insetBy(dx: lift ? -6 : -3, dy: lift ? -6 : -3),
          Ink.pointerEffect.withAlpha(lift ? 140 : 220),
          width: lift ? 4 : 2, cornerRadius: 8))
    }
    if panels.contains(.touches) {
      if let f = m.firstResponderFrame {
        out.append(
          .stroke(window.toWindow(f).insetBy(dx: -2, dy: -2), Ink.firstResponder, width: 2, cornerRadius: 4))
      }
      // Names keep off every finger's circle as well as each other.
      var names = m.fingers.map { f in
        let c = window.toWindow(f.point)
        return Rect(x: c.x - 22, y: c.y - 22, width: 44, height: 44)
      }
      for finger in m.fingers { out += fingerMark(finger, avoiding: content, taken: &names) }
    }
    // The menus last: UIKit presents them in a window above the app's, so
    // no mark is drawn across them.
    if editingMenu {
      out += editingMenuItems(m)
      out += (Self.contextMenuItems(m) + Self.shortcutListItems(m)).map {
        $0.transformed(scale: window.scale, offset: Point(x: window.sceneRect.minX, y: window.sceneRect.minY))
      }
    }
    return out
  }

  /// A finger's circle and its name, on a pill of the panel's colour so
  /// that it reads over any scene even on a faint ghost finger, in the
  /// theme's text colour that reads best on it (`Palette.fingerText`). A short name ("0",
  /// "alt 1") sits inside the 22-pt circle; one that does not fit it at
  /// 10 pt or more ("mouse1") goes beside the circle at 11 pt — below,
  /// above, right or left, the first spot that covers none of the scene's
  /// text (`content`) nor a circle or name already in `taken` — rather than
  /// spill over the circle's edge. The pill is kept inside the scene, so a
  /// finger at the edge does not push its name off it.
  func fingerMark(_ finger: OverlayModel.FingerMark, avoiding content: [Rect], taken: inout [Rect])
    -> [DisplayItem]
  {
    let radius = 22.0
    let c = window.toWindow(finger.point)
    var out: [DisplayItem] = [
      .circle(
        center: c, radius: radius, fill: finger.ghost ? Ink.finger.withAlpha(50) : Ink.finger,
        stroke: Ink.strong.withAlpha(finger.ghost ? 140 : 200), strokeWidth: 2)
    ]
    guard !finger.label.isEmpty else { return out }
    let clip = window.sceneRect
    func pill(_ size: Double) -> Size {
      Size(width: min(clip.width, measure.width(finger.label, size, true).rounded(.up) + 6), height: size + 5)
    }
    func kept(_ r: Rect) -> Rect {
      Rect(
        x: min(max(r.minX, clip.minX), clip.maxX - r.width),
        y: min(max(r.minY, clip.minY), clip.maxY - r.height),
        width: r.width, height: r.height)
    }
    // The widest pill whose corners stay 2 pt inside the circle's outline.
    func fitsInside(_ p: Size) -> Bool {
      p.width <= 2 * ((radius - 2) * (radius - 2) - p.height * p.height / 4).squareRoot()
    }
    var size = 11.0
    var box: Rect
    if let inside = [11.0, 10.0].first(where: { fitsInside(pill($0)) }) {
      size = inside
      let p = pill(size)
      box = kept(Rect(x: c.x - p.width / 2, y: c.y - p.height / 2, width: p.width, height: p.height))
    } else {
      let p = pill(size)
      let gap = radius + 3
      let spots = [
        Rect(x: c.x - p.width / 2, y: c.y + gap, width: p.width, height: p.height),
        Rect(x: c.x - p.width / 2, y: c.y - gap - p.height, width: p.width, height: p.height),
        Rect(x: c.x + gap, y: c.y - p.height / 2, width: p.width, height: p.height),
        Rect(x: c.x - gap - p.width, y: c.y - p.height / 2, width: p.width, height: p.height),
      ].map(kept)
      box =
        spots.first { r in !content.contains { $0.intersects(r) } && !taken.contains { $0.intersects(r) } }
        ?? spots[0]
    }
    taken.append(box)
    out.append(.fill(box, Palette.current.fingerPill, cornerRadius: box.height / 2))
    out.append(
      .text(finger.label, in: box, size: size, Palette.current.fingerText, alignment: .center, bold: true))
    return out
  }

  /// A number tag on a view the hit test visited (with the reason it was skipped).
  public struct Tag: Sendable, Hashable {
    public var rect: Rect
    public var text: String
    public var color: Color
    public var textColor: Color

    public init(rect: Rect, text: String, color: Color, textColor: Color) {
      (self.rect, self.text, self.color, self.textColor) = (rect, text, color, textColor)
    }
  }

  /// A hit-test tag's number, "h3": the hit test's visiting order, the
  /// row "3. …" of the hit-test panel. Not "#3": the event log numbers its
  /// events "#3", and a learner read the tag on a view as that event; nor a
  /// chain stop's hop ("3 outer", a rounded pill) beside it. "h" as the
  /// action walk's stops are "a1".
  public static func tagNumber(_ number: Int) -> String { "h\(number)" }

  /// The hit-test tags, in window points, placed so that none covers
  /// another or any rectangle of `content` (the scene's text); a tag with
  /// no free spot is left out (the sidebar lists every visited view).
  public func tags(_ m: OverlayModel, avoiding content: [Rect] = []) -> [Tag] {
    var placed: [Tag] = []
    let clip = window.sceneRect
    // The hit-test view's tag is placed first: it matters most.
    let onScreen = m.hitMarksCleared ? [] : m.hitRows.filter(\.isOnScreen)
    let ordered = onScreen.filter(\.isHitView) + onScreen.filter { !$0.isHitView }
    for row in ordered {
      let color = row.isHitView ? Ink.hitView : row.inside ? Ink.passed : Ink.skipped
      let frame = window.toWindow(row.clip.map { row.frame.intersection($0) } ?? row.frame)
      // The override that decided says more than a skip reason: "enlarged by
      // hitTestInsets"; where its words are wider than the view, the skip
      // reason ("outside"), then the number alone.
      var reasons: [String] = []
      if let rule = row.rule {
        reasons.append(
          String(String(rule.split(separator: ":", maxSplits: 1).last ?? "").trimmingPrefix(" ")))
      }
      if let skipped = row.skipped, !reasons.contains(skipped) { reasons.append(skipped) }
      let number = Self.tagNumber(row.number)
      let labels = reasons.map { "\(number) \($0)" } + [number]
      for label in labels {
        let w = max(18, measure.width(label, 11, true).rounded(.up) + 8)
        // A reason wider than its view would lie over its neighbours: the number alone then.
        if label != labels.last, w > frame.width { continue }
        guard
          let r = Self.placeTag(
            size: Size(width: w, height: 16), near: frame,
            inside: row.clip.map { clip.intersection(window.toWindow($0)) } ?? clip,
            avoiding: placed.map(\.rect) + content.map(Self.withRim))
        else { continue }
        placed.append(
          Tag(
            rect: r, text: label, color: color, textColor: Ink.tagText)
        )
        break
      }
    }
    return placed
  }

  /// Where a tag of `size` goes for a view whose frame is `frame`: along the
  /// frame's top edge inside it, else its bottom edge, else just outside
  /// above or below; the first spot inside `clip` that overlaps nothing in
  /// `avoiding`. Nil when there is none (the sidebar lists the view anyway).
  ///
  /// A view smaller than the tag (a page dot, a thin bar) gets its tag
  /// above or below it only: inside, the tag would hide the view itself.
  static func placeTag(size: Size, near frame: Rect, inside clip: Rect, avoiding: [Rect]) -> Rect? {
    let outside = [frame.minY - size.height - 1, frame.maxY + 1]
    let rows =
      size.width <= frame.width && size.height <= frame.height
      ? [frame.minY, frame.maxY - size.height] + outside : outside
    let step = 8.0
    // Only spots inside `clip` can be returned, so the walk covers the part
    // of the edge inside it and counts whole steps: `x += 8` stands still at
    // x = 1e17 (a step under half the spacing of doubles there), which hung
    // every overlay drawing of a view that far away (issue 25).
    let firstX = max(frame.minX, clip.minX)
    let lastX = min(frame.maxX, clip.maxX) - size.width
    guard firstX.isFinite, lastX.isFinite, frame.maxX > clip.minX, firstX <= clip.maxX - size.width else {
      return nil
    }
    let steps = max(0, Int(((lastX - firstX) / step).rounded(.down)))
    for y in rows {
      for k in 0...steps {
        let r = Rect(x: firstX + Double(k) * step, y: y, width: size.width, height: size.height)
        if r.minX >= clip.minX, r.maxX <= clip.maxX, r.minY >= clip.minY, r.maxY <= clip.maxY,
          !avoiding.contains(where: { $0.intersects(r) })
        {
          return r
        }
      }
    }
    return nil
  }

  /// The rectangles the scene's texts cover, in window points: `.text` items
  /// measured as the renderer places them (aligned, vertically centred).
  public func textExtents(of items: [DisplayItem]) -> [Rect] {
    items.compactMap { item -> Rect? in
      guard case .text(let s, let r, let size, _, let align, let bold) = item, !s.isEmpty else { return nil }
      let w = min(r.width, measure.width(s, size, bold))
      let h = min(r.height, size * 1.2)
      let x: Double
      switch align {
      case .left, .natural, .justified: x = r.minX
      case .center: x = r.midX - w / 2
      case .right: x = r.maxX - w
      }
      return Rect(x: x, y: r.midY - h / 2, width: w, height: h)
    }
  }

  // MARK: - Cards over the window

  /// A broken edit's errors: one per line, wrapped, on an opaque card at the
  /// top of the scene area.
  public func errorCard(_ error: String) -> [DisplayItem] {
    let area = window.sceneArea.width >= 240 ? window.sceneArea : Rect(origin: .zero, size: window.windowSize)
    let box0 = area.insetBy(dx: 8, dy: 8)
    let textW = box0.width - 20
    // (text, bold, indent): an error's wrapped lines are indented under its first.
    var lines: [(String, Bool, Double)] = measure.wrap(
      "Scene error — showing the last good scene", width: textW, size: 13, bold: true
    ).map { ($0, true, 0) }
    for e in error.split(separator: "\n") {
      let first = measure.wrap(String(e), width: textW, size: 12)
      lines.append((first[0], false, 0))
      let rest = first.dropFirst().joined(separator: " ")
      if !rest.isEmpty { lines += measure.wrap(rest, width: textW - 14, size: 12).map { ($0, false, 14) } }
    }
    let maxLines = max(2, Int((box0.height - 16) / 18))
    if lines.count > maxLines {
      lines = Array(lines.prefix(maxLines - 1)) + [("… more in the terminal", false, 0)]
    }
    let box = Rect(x: box0.minX, y: box0.minY, width: box0.width, height: Double(lines.count) * 18 + 16)
    var out: [DisplayItem] = [.fill(box, Ink.error, cornerRadius: 8)]
    for (i, l) in lines.enumerated() {
      out.append(
        .text(
          l.0,
          in: Rect(x: box.minX + 10 + l.2, y: box.minY + 8 + Double(i) * 18, width: textW - l.2, height: 18),
          size: l.1 ? 13 : 12, Palette.current.errorText, bold: l.1))
    }
    return out
  }

  /// The key bindings card (F1): opaque, centred on the window, keys in a
  /// column and their meaning wrapped beside them.
  public func helpCard() -> [DisplayItem] {
    let W = window.windowSize.width
    let H = window.windowSize.height
    let boxW = min(560, W - 24)
    let keyW = min(boxW * 0.4, Self.keyBindings.map { measure.width($0.0, 12, true) }.max() ?? 0) + 12
    let descW = boxW - 28 - keyW
    var rows: [(String, [String])] = []
    for (k, d) in Self.keyBindings { rows.append((k, measure.wrap(d, width: descW, size: 12))) }
    let lineH = 17.0
    var height = 44.0
    for r in rows { height += Double(r.1.count) * lineH + 2 }
    let box = Rect(
      x: ((W - boxW) / 2).rounded(), y: max(12, ((H - height) / 2).rounded()), width: boxW,
      height: min(height, H - 24))
    var out: [DisplayItem] = [
      .fill(box, Ink.panel, cornerRadius: 10), .stroke(box, Ink.dim, width: 1, cornerRadius: 10),
    ]
    out.append(
      .text(
        "Keys (F1 closes)", in: Rect(x: box.minX + 14, y: box.minY + 10, width: box.width - 28, height: 20),
        size: 14, Ink.heading, bold: true))
    var y = box.minY + 36
    for (k, desc) in rows {
      let needed = Double(desc.count) * lineH
      if y + needed > box.maxY - 6 { break }
      out.append(
        .text(
          k, in: Rect(x: box.minX + 14, y: y, width: keyW - 6, height: lineH), size: 12, Ink.strong,
          bold: true))
      for (i, l) in desc.enumerated() {
        out.append(
          .text(
            l, in: Rect(x: box.minX + 14 + keyW, y: y + Double(i) * lineH, width: descW, height: lineH),
            size: 12,
            Ink.panelText))
      }
      y += needed + 2
    }
    return out
  }

  /// Every key binding of the live window, for the help card and `--help`.
  public static let keyBindings: [(String, String)] = [
    ("F1", "show / hide the key card"),
    ("F2 F3 F4", "toggle the hit-test, chain and undo panels"),
    ("F8 F9 F10", "toggle the gestures, event log and touch panels"),
    (
      "Shift+F8",
      "what if: the latest touch replayed with the clicked view's isUserInteractionEnabled, isHidden or alpha flipped, beside it as it is; again for the next property, a fourth time closes it"
    ),
    ("F12", "hide / show the whole sidebar"),
    ("Shift+F12", "quiz: predict each event's route, then see it"),
    ("Shift+F10", "clean (demo) mode: no marks over the scene"),
    ("Shift+F11", "save a PNG of the window (its path is printed)"),
    ("F5", "step mode: pause / resume the run loop"),
    ("F6", "step mode: deliver the next held event (shown as F7 walks it)"),
    ("F7", "step one hop: the event's chain, then its action's"),
    ("Shift+F7", "step one hop back (with an event F6 delivered: back to before it)"),
    ("\(PlatformKeys.optionName) + drag", "two fingers mirrored about the view: pinch, rotate"),
    ("Shift+\(PlatformKeys.optionName) + drag", "two fingers side by side: two-finger pan"),
    ("\(PlatformKeys.shortcut("Z")) / \(PlatformKeys.shortcut("Shift+Z"))", "undo / redo"),
    ("\(PlatformKeys.shortcut("X C V A"))", "cut, copy, paste, select all"),
    ("\(PlatformKeys.shortcut("Shift+S"))", "shake"),
    ("media keys", "remote-control events"),
    ("Esc", "quit"),
  ]
}
