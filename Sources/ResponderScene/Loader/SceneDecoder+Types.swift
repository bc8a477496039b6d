import ResponderCore

extension SceneDecoder {
  /// Where a scene names a Swift class, which decides the base it must have.
  enum ClassPlace {
    /// A view's `type:`: a `View` subclass.
    case view
    /// A controller's `class:`: a `ViewController` subclass.
    case controller
    /// `appDelegate`'s `class:`: any other `Responder`.
    case appDelegate

    func fits(_ base: SceneTypes.Base) -> Bool {
      switch (self, base) {
      case (.view, .view), (.controller, .controller), (.appDelegate, .responder): true
      default: false
      }
    }

    var keyName: String {
      switch self {
      case .view: "a view's `type:`"
      case .controller: "a controller's `class:`"
      case .appDelegate: "`appDelegate`'s `class:`"
      }
    }

    static func of(_ base: SceneTypes.Base) -> ClassPlace {
      switch base {
      case .view: .view
      case .controller: .controller
      case .responder: .appDelegate
      }
    }
  }

  /// A name a scene gives a Swift class, as the decoder resolved it.
  struct RegisteredName {
    var name: Located<String>
    /// The view kind its class descends from; nil for a controller or
    /// delegate, or when `SceneTypes.unchecked` let an unknown name through.
    var kind: ViewSpec.Kind?
  }

  /// Looks `name` up among the registered classes for `place`. An unknown
  /// name, or one registered with another base, is an error at `node` with
  /// did-you-mean over the names registered for this place (and, for a
  /// view, the built-in types).
  func registeredClass(_ name: String, at node: Node, for place: ClassPlace) -> RegisteredName? {
    let located = Located(name, at: location(node))
    if let entry = types[name] {
      guard place.fits(entry.base) else {
        error(
          "'\(name)' is registered as \(entry.base.description): name it in \(ClassPlace.of(entry.base).keyName)",
          at: node)
        return nil
      }
      if case .view(let kind) = entry.base { return RegisteredName(name: located, kind: kind) }
      return RegisteredName(name: located, kind: nil)
    }
    // Unchecked, a name still fails when it looks like a misspelt built-in
    // type (`buton`), which no Swift class is meant to be.
    let builtins = place == .view ? ViewSpec.Kind.allCases.map(\.rawValue) : []
    if types.acceptsUnregistered, Suggestion.closest(to: name, in: builtins) == nil {
      uncheckedTypes.append(located)
      return RegisteredName(name: located, kind: nil)
    }
    let registered = types.names(where: place.fits)
    let candidates = builtins + registered
    let what = place == .view ? "view type" : "class"
    var message = "unknown \(what) '\(name)'" + Suggestion.hint(for: name, in: candidates)
    if Suggestion.closest(to: name, in: candidates) == nil {
      message +=
        registered.isEmpty
        ? "; a Swift class is named once registered (SceneTypes.register(_:as:)) and the scene opened with those types"
        : "; registered for \(place.keyName): \(registered.joined(separator: ", "))"
    }
    error(message, at: node)
    return nil
  }
}
