import ResponderCore
import ResponderScene

/// `{ text: "OK" }` targets: the view a person would point at by what it says.
extension TestContext {
  /// What a view shows as text: a label's or field's `text`, a button's
  /// `title`, a field's `placeholder` (each when not empty, each once: a
  /// button's `text` reads its title, and the candidates listed after a miss
  /// read `go "Log in"`, not `go "Log in"/"Log in"`).
  static func texts(of view: View) -> [String] {
    var out: [String] = []
    for key in ["text", "title", "placeholder"] {
      if case .string(let s)? = view.value(forProperty: key), !s.isEmpty, !out.contains(s) { out.append(s) }
    }
    return out
  }

  /// Whether `view` is in the window and drawn: no hidden or transparent
  /// view above it (what hit-testing skips, a person cannot see either).
  static func isShown(_ view: View) -> Bool {
    guard view.window != nil else { return false }
    var v: View? = view
    while let current = v {
      if current.isHidden || current.alpha < 0.01 { return false }
      v = current.superview
    }
    return true
  }

  /// The one shown view whose text, title or placeholder is `text`; none or
  /// several is an error listing the candidates.
  func view(showing text: String) throws -> View {
    var seen: Set<ObjectIdentifier> = []
    var shown: [(id: String, view: View, texts: [String])] = []
    for (id, v) in scene.views.sorted(by: { $0.key < $1.key }) where Self.isShown(v) {
      guard seen.insert(ObjectIdentifier(v)).inserted else { continue }
      let t = Self.texts(of: v)
      if !t.isEmpty { shown.append((id, v, t)) }
    }
    let matches = shown.filter { $0.texts.contains(text) }
    if matches.count == 1 { return matches[0].view }
    if matches.isEmpty {
      let list = shown.prefix(12).map { "\($0.id) \($0.texts.map(ScriptYAML.quoted).joined(separator: "/"))" }
      throw StepProblem.noViewShowing(text, shown: list, more: shown.count > 12)
    }
    throw StepProblem.manyViewsShowing(text, ids: matches.map(\.id))
  }
}
