import ResponderCore
import ResponderScene

/// Where a scene's views are, as number properties a script names
/// (`drawer.frame.x`, `list.contentOffset.y`): read every tick for an
/// `extremes` check, and by `rlab record` during each unit of a session so
/// that a drag held at its `limits:` is pinned (issue 44).
public struct ScenePositions {
  public struct Range: Hashable, Sendable {
    public var least: Double
    public var greatest: Double
    public init(_ v: Double) { (least, greatest) = (v, v) }
    public init(least: Double, greatest: Double) { (self.least, self.greatest) = (least, greatest) }
    public mutating func include(_ v: Double) {
      least = min(least, v)
      greatest = max(greatest, v)
    }
  }

  let scene: BuiltScene

  /// No positions are read in a scene with more views with ids than this
  /// (`rlab record` reads them at every tick).
  static let maxViews = 400

  /// Every view with an id that its superview places itself (not a
  /// stack): `frame.x` and `frame.y`; a scroll view's `contentOffset.x`/`.y`.
  func paths() -> [String] {
    guard scene.views.count <= Self.maxViews else { return [] }
    var paths: [String] = []
    for (id, view) in scene.views where !id.isEmpty {
      if view.superview != nil, view.superview?.stackLayout == nil {
        paths += ["\(id).frame.x", "\(id).frame.y"]
      }
      if view is ScrollView { paths += ["\(id).contentOffset.x", "\(id).contentOffset.y"] }
    }
    return paths.sorted()
  }

  /// A view's number property by `ID.PROPERTY`, the id the longest prefix
  /// that names a view (an id may hold a dot).
  func number(at path: String) -> Double? {
    guard let (view, name) = viewAndProperty(path), case .number(let v)? = view.value(forProperty: name)
    else { return nil }
    return v
  }

  /// The software keyboard is read as `keyboard` too, as `props:` reads
  /// it (`keyboard.frame.x`: where a back swipe carried it).
  func viewAndProperty(_ path: String) -> (View, String)? {
    guard
      let (id, name) = Self.split(
        path, where: { scene.views[$0] != nil || $0 == "window" || $0 == KeyboardView.id })
    else { return nil }
    if scene.views[id] == nil, id == KeyboardView.id { return (scene.app.loadKeyboard(), name) }
    return (scene.views[id] ?? scene.window, name)
  }

  /// `ID.PROPERTY` split at the longest prefix `isID` accepts: an id may
  /// hold a dot (`inbox.pan`, `nav.titleLabel`). Nil when no prefix is one.
  static func split(_ path: String, where isID: (String) -> Bool) -> (id: String, name: String)? {
    var end = path.endIndex
    while let dot = path[..<end].lastIndex(of: ".") {
      let id = String(path[..<dot])
      if isID(id) { return (id, String(path[path.index(after: dot)...])) }
      end = dot
    }
    return nil
  }

  /// The values of `paths` now (a path that reads no number is left out).
  func values(of paths: some Sequence<String>) -> [String: Double] {
    var out: [String: Double] = [:]
    for p in paths { out[p] = number(at: p) }
    return out
  }

  /// Widens each path's range in `seen` by its value now.
  func sample(_ paths: some Sequence<String>, into seen: inout [String: Range]) {
    for path in paths {
      if let v = number(at: path) { seen[path, default: Range(v)].include(v) }
    }
  }

  /// The positions that went past both where they started and where they
  /// are now by more than half a point (a view held at its `limits:`, a
  /// spring past its rest): what an end value cannot show.
  static func overshoots(
    seen: [String: Range], start: [String: Double], now: (String) -> Double?
  ) -> [String: Range] {
    var out: [String: Range] = [:]
    for (path, range) in seen {
      guard let from = start[path], let to = now(path) else { continue }
      if range.least < min(from, to) - 0.5 || range.greatest > max(from, to) + 0.5 { out[path] = range }
    }
    return out
  }
}
