import ResponderCore

extension SceneDecoder {
  /// Where a scene names a Swift class (`SceneProblem.ClassPlace`, which
  /// errors quote), deciding the base it must have.
  typealias ClassPlace = SceneProblem.ClassPlace
}

extension SceneProblem.ClassPlace {
  func fits(_ base: SceneTypes.Base) -> Bool {
    switch (self, base) {
    case (.view, .view), (.controller, .controller), (.appDelegate, .responder): true
    default: false
    }
  }

  static func of(_ base: SceneTypes.Base) -> Self {
    switch base {
    case .view: .view
    case .controller: .controller
    case .responder: .appDelegate
    }
  }
}

extension SceneDecoder {

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
    actionTable.namesSwiftClass = true
    if let entry = types[name] {
      guard place.fits(entry.base) else {
        error(.misplacedClass(name, registeredAs: entry.base), at: node)
        return nil
      }
      if case .view(let kind) = entry.base { return RegisteredName(name: located, kind: kind) }
      return RegisteredName(name: located, kind: nil)
    }
    // Unchecked, a name still fails when it looks like a misspelt built-in
    // type (`buton`), which no Swift class is meant to be.
    let builtins = place == .view ? ViewSpec.Kind.allCases.map(\.rawValue) : []
    if types.acceptsUnregistered, Suggestion.closest(to: name, in: builtins) == nil {
      idTable.uncheckedTypes.append(located)
      return RegisteredName(name: located, kind: nil)
    }
    let registered = types.names(where: place.fits)
    let candidates = builtins + registered
    error(
      .unknownClass(
        name, place: place, suggestion: Suggestion.closest(to: name, in: candidates), registered: registered),
      at: node)
    return nil
  }
}
