import ResponderCore
import ResponderScene

/// `{ text: "OK" }` targets: the view a person would point at by what it says.
///
/// A person sees text, not ids: every view in the window counts, with an id
/// or without (a label a template made, a row's title), and only the views
/// that can be seen: not hidden or transparent, with some part inside the
/// window and every clipping ancestor, and not covered by an opaque view
/// drawn above it (the Archive button under a row's content is not what a
/// person reads there).
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

  /// The part of `view` on screen, in window coordinates: its frame cut by
  /// the window and by every ancestor that clips (`clipsToBounds`, a scroll
  /// view); nil when none of it is.
  static func onScreenRect(of view: View, in window: Window) -> Rect? {
    var r = view.frameInWindow.intersection(window.bounds)
    var a = view.superview
    while let v = a, !(v is Window) {
      if v.clipsToBounds { r = r.intersection(v.frameInWindow) }
      a = v.superview
    }
    return r.isEmpty ? nil : r
  }

  /// Whether `view` draws opaque: an opaque background colour, and neither
  /// it nor an ancestor partly transparent.
  static func isOpaque(_ view: View) -> Bool {
    guard let c = view.backgroundColor, c.a == 255 else { return false }
    var v: View? = view
    while let current = v {
      if current.alpha < 1 { return false }
      v = current.superview
    }
    return true
  }

  /// Every view of the window in drawing order (back to front): a view,
  /// then its subviews in order.
  static func drawingOrder(_ window: Window) -> [View] {
    var out: [View] = []
    var stack: [View] = [window]
    while let v = stack.popLast() {
      out.append(v)
      stack.append(contentsOf: v.subviews.reversed())
    }
    return out
  }

  /// Whether a person can see `view`: shown, partly on screen, and not
  /// wholly under one opaque view drawn after it (its own subviews draw
  /// over it too, but they are part of what it shows).
  static func isVisible(_ view: View, order: [View], index: [ObjectIdentifier: Int], window: Window) -> Bool {
    guard isShown(view), let visible = onScreenRect(of: view, in: window),
      let i = index[ObjectIdentifier(view)]
    else { return false }
    for above in order[(i + 1)...] where isOpaque(above) && isShown(above) && !above.isDescendant(of: view) {
      if let r = onScreenRect(of: above, in: window), r.intersection(visible) == visible { return false }
    }
    return true
  }

  /// How a view is named in a message: its id, or its kind and where it is.
  static func name(of view: View) -> String {
    if !view.identifier.isEmpty { return view.identifier }
    let f = view.frameInWindow
    return "(a \(view.kindName) at [\(formatPoints(f.minX)), \(formatPoints(f.minY))])"
  }

  /// The one visible view whose text, title or placeholder is `text`; none
  /// or several is an error listing the candidates.
  func view(showing text: String) throws -> View {
    let window = scene.window
    let order = Self.drawingOrder(window)
    var index: [ObjectIdentifier: Int] = [:]
    for (i, v) in order.enumerated() { index[ObjectIdentifier(v)] = i }
    let visible = { (v: View) in Self.isVisible(v, order: order, index: index, window: window) }
    let withText = order.lazy.filter { !Self.texts(of: $0).isEmpty }
    let matches = Array(withText.filter { Self.texts(of: $0).contains(text) && visible($0) })
    if matches.count == 1 { return matches[0] }
    if matches.isEmpty {
      // The visible views with text, for the message: a dozen is enough,
      // and a 10,000-row list is not checked row by row for it.
      var shown: [String] = []
      var more = false
      for v in withText where visible(v) {
        if shown.count == 12 {
          more = true
          break
        }
        shown.append("\(Self.name(of: v)) \(Self.texts(of: v).map(ScriptYAML.quoted).joined(separator: "/"))")
      }
      throw StepProblem.noViewShowing(text, shown: shown, more: more)
    }
    throw StepProblem.manyViewsShowing(text, ids: matches.map(Self.name(of:)))
  }
}
