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
  /// A point `offset` from the centre of the view showing this text
  /// (`{ text: "Mail 3", offset: [dx, dy] }`), as `viewOffset` is for an id.
  case textOffset(String, Point)

  public var description: String {
    switch self {
    case .view(let id): return id
    case .viewOffset(let id, let d):
      return "{ view: \(id), offset: [\(formatPoints(d.x)), \(formatPoints(d.y))] }"
    case .point(let p): return "[\(formatPoints(p.x)), \(formatPoints(p.y))]"
    case .text(let t): return "{ text: \(ScriptYAML.quoted(t)) }"
    case .textOffset(let t, let d):
      return "{ text: \(ScriptYAML.quoted(t)), offset: [\(formatPoints(d.x)), \(formatPoints(d.y))] }"
    }
  }
}

extension ScriptTarget {
  var offset: Point? {
    switch self {
    case .viewOffset(_, let d), .textOffset(_, let d): return d
    default: return nil
    }
  }
}
