import ResponderCore
import ResponderScene

/// `props` entries that read a recognizer or a touch rather than a view:
/// `drag.translation.x`, `pinch.scale`, `"drag.location(in: card).x"`,
/// `touch.0.tapCount`, `"touch.0.location(in: pad).y"`.
extension TestContext {
  /// Nil when the figure matches, else the lines that say why not.
  func checkFigure(_ path: String, id: String, name: String, expected: PropertyValue) -> String? {
    let (bare, viewID) = Self.splitCoordinateSpace(name)
    var inView: View?
    if let viewID {
      guard let v = scene.views[viewID] ?? (viewID == "window" ? scene.window : nil) else {
        return "    \(path): no view with id `\(viewID)` to measure in"
      }
      inView = v
    }
    let seen: PropertyValue?
    let known: [String]
    if let r = scene.recognizers[id] {
      seen = r.value(forProperty: bare, in: inView)
      known = r.propertyNames
    } else if let c = scene.controllers[id] {
      // A controller's own properties (`sheet.selectedDetent`).
      seen = c.value(forProperty: bare)
      known = ViewController.readableProperties
      if seen == nil {
        return "    \(path): a controller has no property `\(bare)`" + Self.hint(bare, known)
      }
    } else if id == "touch" {
      guard let dot = bare.firstIndex(of: "."), let n = Int64(bare[..<dot]) else {
        return "    \(path): a touch is `touch.FINGER.property`, e.g. `touch.0.tapCount`"
      }
      guard let t = scene.app.latestTouch(ofFinger: n) else {
        return "    \(path): finger \(n) has not touched the screen"
      }
      let property = String(bare[bare.index(after: dot)...])
      seen = t.value(forProperty: property, in: inView)
      known = Touch.propertyNames
      if seen == nil {
        return "    \(path): a touch has no property `\(property)`" + Self.hint(property, known)
      }
    } else {
      return "    \(path): no view, gesture recognizer or `touch` with id `\(id)`"
    }
    guard let seen else {
      return "    \(path): a \(scene.recognizers[id]?.kindName ?? "touch") has no property `\(bare)`"
        + Self.hint(bare, known)
    }
    if expected.matches(seen) { return nil }
    return "    \(path)\n      expected: \(show(expected))\n      seen:     \(show(seen))"
  }

  /// `location(in: card).x` → (`location.x`, `card`); a name without
  /// `(in: …)` is measured in the window.
  static func splitCoordinateSpace(_ name: String) -> (String, String?) {
    guard let open = name.range(of: "(in:"), let close = name[open.upperBound...].firstIndex(of: ")") else {
      return (name, nil)
    }
    let id = String(name[open.upperBound..<close].filter { $0 != " " })
    return (String(name[..<open.lowerBound]) + String(name[name.index(after: close)...]), id)
  }

  private static func hint(_ name: String, _ known: [String]) -> String {
    SceneSuggestion.closest(to: name, in: known).map { " (did you mean `\($0)`?)" } ?? ""
  }
}

extension TestContext {
  /// A view the system put in the window, not the scene: the shake-to-edit
  /// alert's (`undoAlert`, `undoAlertUndo`, …), while it is up, and the
  /// front-most page sheet's `dimmingView`.
  func systemView(_ id: String) -> View? {
    if id == DimmingView.id { return scene.window.subviews.last { $0 is DimmingView } }
    // The software keyboard and its keys (`key-q`, `key-return`…), in the
    // keyboard's own window.
    if id == KeyboardView.id { return scene.app.loadKeyboard() }
    if id == KeyboardWindow.id { return scene.app.loadKeyboard().window }
    if KeyboardView.ids.contains(id) { return scene.app.loadKeyboard().descendant(withIdentifier: id) }
    guard ShakeToEditAlert.ids.contains(id), let alert = scene.window.shakeToEditAlert else { return nil }
    return alert.descendant(withIdentifier: id)
  }
}
