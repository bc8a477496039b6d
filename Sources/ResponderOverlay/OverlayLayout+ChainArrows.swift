import ResponderCore

/// The responder chain drawn where it happens: a stop per responder the
/// event (then its action) reached, and an arrow from each stop to the next.
///
/// Views get a small numbered stop inside their own frame, controllers a
/// badge beside their root view (a controller has no frame of its own: "if
/// the view is the root view of a view controller, the next responder is the
/// view controller"), and the window, the application and the app delegate
/// badges along the scene's bottom edge, where the chain leaves the views.
/// Stops are placed as the hit-test tags are (`placeTag`): over none of the
/// scene's text, no tag and no other stop; an arrow takes the first of a
/// straight line or two elbows that crosses no scene text.
extension OverlayLayout {
  /// One responder the walk reached, drawn as a chip.
  public struct ChainStop: Sendable, Hashable {
    public var rect: Rect
    public var text: String
    /// The responder's id.
    public var id: String
    /// Whether step mode has replayed this hop yet (always, outside step mode).
    public var lit: Bool
    /// The hop step mode has just replayed.
    public var current: Bool
    public var handled: Bool
    /// The action's walk rather than the event's.
    public var action: Bool

    public init(rect: Rect, text: String, id: String, lit: Bool, current: Bool, handled: Bool, action: Bool) {
      (self.rect, self.text, self.id, self.lit, self.current, self.handled, self.action) =
        (rect, text, id, lit, current, handled, action)
    }
  }

  /// An arrow from one stop to the next, as a polyline in window points.
  public struct ChainArrow: Sendable, Hashable {
    public var points: [Point]
    public var lit: Bool
    public var current: Bool
    public var action: Bool
  }

  /// The stops and arrows of the explained event's chain, then of its action.
  ///
  /// - Parameters:
  ///   - content: the scene's text (window points), which nothing may cover.
  ///   - occupied: rectangles already drawn over the scene (the hit-test tags).
  public func chainPath(_ m: OverlayModel, avoiding content: [Rect], occupied: [Rect] = []) -> (
    stops: [ChainStop], arrows: [ChainArrow]
  ) {
    var taken = occupied
    var stops: [ChainStop] = []
    var arrows: [ChainArrow] = []
    let eventRows = m.chain.filter { $0.state != .notReached }
    let actionRows = m.action?.rows.filter { $0.state != .notReached } ?? []
    let lit = m.litHops ?? Int.max
    var edgeX = window.sceneRect.maxX
    for (walk, rows) in [(false, eventRows), (true, actionRows)] {
      var previous: ChainStop?
      for (i, row) in rows.enumerated() {
        let hop = (walk ? eventRows.count : 0) + i + 1
        if m.hidesUnlitHops, hop > lit { break }
        let text = walk ? "a\(i + 1) \(row.id)" : "\(i + 1) \(row.id)"
        let short = walk ? "a\(i + 1)" : "\(i + 1)"
        // A covered responder's stop goes to the off-scene list along the
        // bottom edge, saying why it is not where its view is: the chain
        // still passes through it (a presenting controller under its sheet).
        let labels = row.place == .unseen ? [text + " (covered)", text, short] : [text, short]
        guard
          let rect = placeStop(
            row.place, labels: labels, avoiding: (content + taken).map(Self.withRim), edgeX: &edgeX)
        else {
          previous = nil
          continue
        }
        let label = labels.first { rect.width >= stopWidth($0) } ?? short
        taken.append(rect)
        let stop = ChainStop(
          rect: rect, text: label, id: row.id, lit: hop <= lit, current: hop == lit,
          handled: row.state == .handled, action: walk)
        if let p = previous {
          arrows.append(
            ChainArrow(
              points: route(from: p.rect, to: rect, avoiding: content + occupied), lit: stop.lit,
              current: stop.current,
              action: walk))
        }
        stops.append(stop)
        previous = stop
      }
    }
    return (stops, arrows)
  }

  /// The chain's display items: arrows under their stops.
  public func chainMarks(_ m: OverlayModel, avoiding content: [Rect], occupied: [Rect] = []) -> [DisplayItem]
  {
    let (stops, arrows) = chainPath(m, avoiding: content, occupied: occupied)
    var out: [DisplayItem] = []
    for a in arrows {
      let color = arrowColor(action: a.action, lit: a.lit, current: a.current)
      let width: Double = a.current ? 4 : a.lit ? 2 : 1
      for (p, q) in zip(a.points, a.points.dropFirst()) {
        out.append(.line(from: p, to: q, color, width: width))
      }
      if let head = arrowHead(a.points) {
        out.append(.line(from: head.0, to: head.1, color, width: width))
        out.append(.line(from: head.2, to: head.1, color, width: width))
      }
    }
    for s in stops {
      let color = arrowColor(action: s.action, lit: s.lit, current: s.current)
      if s.lit { out += tagRim(s.rect, cornerRadius: 8) }
      out.append(.fill(s.rect, s.lit ? color : Ink.panel.withAlpha(200), cornerRadius: 8))
      if s.handled && s.lit { out.append(.stroke(s.rect, Ink.strong, width: 2, cornerRadius: 8)) }
      out.append(
        .text(s.text, in: s.rect, size: 11, s.lit ? Ink.tagText : Ink.dim, alignment: .center, bold: true))
    }
    return out
  }

  func arrowColor(action: Bool, lit: Bool, current: Bool) -> Color {
    if current { return Ink.current }
    let base = action ? Ink.actionWalk : Ink.handled
    return lit ? base : Ink.dim.withAlpha(150)
  }

  func stopWidth(_ text: String) -> Double { max(20, measure.width(text, 11, true).rounded(.up) + 12) }

  /// A free spot for a stop: inside a view's frame, beside a controller's
  /// root view, or along the bottom edge from the right (`edgeX` moves
  /// left) — the window and past it, and a responder whose view is covered
  /// or out of the window, so the chain keeps every stop it passed.
  func placeStop(_ place: OverlayModel.ChainPlace, labels: [String], avoiding: [Rect], edgeX: inout Double)
    -> Rect?
  {
    let clip = window.sceneRect
    for label in labels {
      let size = Size(width: stopWidth(label), height: 16)
      switch place {
      case .view(let f):
        let frame = window.toWindow(f)
        // A long label wider than its view would lie over its neighbours.
        if label != labels.last, size.width > frame.width { continue }
        if let r = Self.placeTag(
          size: size, near: frame.insetBy(dx: 2, dy: 2), inside: clip, avoiding: avoiding)
        {
          return r
        }
      case .controller(let root):
        let frame = window.toWindow(root)
        if let r = Self.placeTag(
          size: size, near: frame.insetBy(dx: 4, dy: 4), inside: clip, avoiding: avoiding)
        {
          return r
        }
      case .edge, .unseen:
        let strip = Rect(x: clip.minX, y: clip.maxY - 40, width: edgeX - clip.minX, height: 38)
        // Right to left along the bottom edge: the last stop of the walk sits rightmost-free.
        var x = strip.maxX - size.width - 4
        while x >= strip.minX {
          for y in [strip.maxY - size.height - 2, strip.minY] {
            let r = Rect(x: x, y: y, width: size.width, height: size.height)
            if !avoiding.contains(where: { $0.intersects(r) }) {
              edgeX = r.minX - 2
              return r
            }
          }
          x -= 8
        }
      }
    }
    return nil
  }

  /// A polyline from one stop to the next that crosses none of `content`:
  /// straight if it can, else through one of the two elbows, else round
  /// by a detour along a column or row (the scene's margins last); when
  /// nothing is free, the one crossing fewest texts.
  func route(from a: Rect, to b: Rect, avoiding content: [Rect]) -> [Point] {
    let p = a.center
    let q = b.center
    let clip = window.sceneRect
    var candidates = [[p, q], [p, Point(x: q.x, y: p.y), q], [p, Point(x: p.x, y: q.y), q]]
    for x in [a.minX - 4, a.maxX + 4, b.minX - 4, b.maxX + 4, clip.minX + 3, clip.maxX - 3] {
      candidates.append([p, Point(x: x, y: p.y), Point(x: x, y: q.y), q])
    }
    for y in [a.minY - 4, a.maxY + 4, b.minY - 4, b.maxY + 4, clip.minY + 3, clip.maxY - 3] {
      candidates.append([p, Point(x: p.x, y: y), Point(x: q.x, y: y), q])
    }
    func crossings(_ c: [Point]) -> Int {
      zip(c, c.dropFirst()).reduce(0) { n, seg in
        n + content.filter { Self.segment(from: seg.0, to: seg.1, crosses: $0) }.count
      }
    }
    let best = candidates.min { crossings($0) < crossings($1) } ?? candidates[0]
    return trimmed(best, from: a, to: b)
  }

  /// The polyline shortened to start and end at the stops' borders, so the
  /// head is seen instead of hiding under the chip.
  func trimmed(_ pts: [Point], from a: Rect, to b: Rect) -> [Point] {
    var out = pts
    if out.count >= 2 {
      out[0] = Self.exit(from: a, toward: out[1])
      out[out.count - 1] = Self.exit(from: b, toward: out[out.count - 2])
    }
    return out
  }

  /// Where the ray from `r`'s centre toward `p` leaves `r`.
  static func exit(from r: Rect, toward p: Point) -> Point {
    let c = r.center
    let dx = p.x - c.x
    let dy = p.y - c.y
    if dx == 0 && dy == 0 { return c }
    let tx = dx == 0 ? Double.infinity : (r.width / 2) / abs(dx)
    let ty = dy == 0 ? Double.infinity : (r.height / 2) / abs(dy)
    let t = min(tx, ty, 1)
    return Point(x: c.x + dx * t, y: c.y + dy * t)
  }

  /// Whether the segment `s`–`e` passes through `r` (Liang–Barsky clipping).
  static func segment(from s: Point, to e: Point, crosses r: Rect) -> Bool {
    var t0 = 0.0
    var t1 = 1.0
    let dx = e.x - s.x
    let dy = e.y - s.y
    for (p, q) in [(-dx, s.x - r.minX), (dx, r.maxX - s.x), (-dy, s.y - r.minY), (dy, r.maxY - s.y)] {
      if p == 0 {
        if q < 0 { return false }
      } else {
        let t = q / p
        if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
        if t0 > t1 { return false }
      }
    }
    return true
  }

  /// The two barbs of the head at the polyline's end: (left, tip, right).
  func arrowHead(_ pts: [Point]) -> (Point, Point, Point)? {
    guard pts.count >= 2 else { return nil }
    let tip = pts[pts.count - 1]
    let from = pts[pts.count - 2]
    let d = tip.distance(to: from)
    guard d > 1 else { return nil }
    let ux = (tip.x - from.x) / d
    let uy = (tip.y - from.y) / d
    let len = min(8, d / 2)
    let back = Point(x: tip.x - ux * len, y: tip.y - uy * len)
    return (
      Point(x: back.x - uy * len * 0.6, y: back.y + ux * len * 0.6), tip,
      Point(x: back.x + uy * len * 0.6, y: back.y - ux * len * 0.6)
    )
  }
}
