import ResponderCore

/// A point given by a view id (its centre) or as window coordinates.
public enum ScriptTarget: Hashable, Sendable, CustomStringConvertible {
  case view(String)
  /// A point `offset` from a view's centre (`{ view: id, offset: [dx, dy] }`),
  /// where the centre itself would hit another view.
  case viewOffset(String, Point)
  case point(Point)
  /// The view showing this text as its `text`, `title` or `placeholder`
  /// (`{ text: "OK" }`), found when the step runs: exactly one view in the
  /// window must show it.
  case text(String)

  public var description: String {
    switch self {
    case .view(let id): return id
    case .viewOffset(let id, let d):
      return "{ view: \(id), offset: [\(formatPoints(d.x)), \(formatPoints(d.y))] }"
    case .point(let p): return "[\(formatPoints(p.x)), \(formatPoints(p.y))]"
    case .text(let t): return "{ text: \(ScriptYAML.quoted(t)) }"
    }
  }
}

extension ScriptTarget {
  var offset: Point? {
    if case .viewOffset(_, let d) = self { return d }
    return nil
  }
}
