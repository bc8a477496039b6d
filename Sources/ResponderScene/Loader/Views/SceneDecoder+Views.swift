import ResponderCore

extension SceneDecoder {
  static let viewKeys =
    [
      "id", "type", "subviews", "segments", "next", "undoManager", "levelsOfUndo", "handles", "gestures",
      "on", "action",
      "target",
      "actions", "hitTestInsets", "hitShape", "passThrough", "hitTestTarget", "exclusiveTouch", "stack",
    ] + pointerViewKeys + ViewSpec.Property.allCases.filter(\.isViewKey).map(\.rawValue)
    + ScrollSpec.Key.allCases.map(\.rawValue)
    + answerKeys

  /// Decodes a view and its subtree; `defaultNext` is its controller when it
  /// is a controller's root view, else its superview.
  func decodeView(_ node: Node, depth: Int, defaultNext: Int) -> ViewSpec? {
    guard let entries = entries(node, expected: .viewMap) else { return nil }
    guard depth <= limits.maxViewDepth else {
      error(.tooMany(.viewDepth(max: limits.maxViewDepth)), at: node)
      return nil
    }
    guard countView(at: node) else { return nil }
    var (view, kindKnown) = viewKind(entries, at: node)
    let index = declareView(&view, entries, defaultNext: defaultNext)
    var levelsNode: Node?

    for entry in entries {
      // Most keys of a big scene are `id`, `frame` and `color`: three
      // comparisons of short strings before one lookup, instead of the string
      // switch below and two enum lookups by name (`rlab bench --only load`).
      let plain: ViewSpec.Property?
      switch entry.key {
      case "id", "type": continue
      case "frame": plain = .frame
      case "color": plain = .color
      default: plain = Self.plainPropertyKeys[entry.key]
      }
      if let property = plain {
        decodeProperty(property, entry, into: &view, kindKnown: kindKnown)
        continue
      }
      switch entry.key {
      case "subviews": decodeSubviews(entry.value, into: &view, depth: depth, responder: index)
      case "next": view.next = explicitNext(entry.value, responder: index)
      case "undoManager": view.undoManager = bool(entry.value)
      case "levelsOfUndo":
        view.levelsOfUndo = positiveInt(entry.value, from: 0)
        levelsNode = entry.keyNode
      case "handles": view.handles = decodeHandles(entry.value)
      case "segments":
        // `UISegmentedControl(items:)`: the titles, left to right.
        guard view.kind == .segmentedControl || !kindKnown else {
          error(.misplacedKey("segments", .viewKinds([.segmentedControl], not: view.kind)), at: entry.keyNode)
          continue
        }
        view.segments = items(entry.value).compactMap { string($0) }
      case "gestures":
        for item in items(entry.value) {
          actionTable.recognizerCount += 1
          if actionTable.recognizerCount == limits.maxRecognizers + 1 {
            error(.tooMany(.recognizers(max: limits.maxRecognizers)), at: item)
          }
          if let gesture = decodeGesture(item) { view.gestures.append(gesture) }
        }
      case "on":
        view.on = decodeOn(entry.value)
        if kindKnown { refuseControlEvents(view.on, entry.value, kind: view.kind) }
      case "canPerform", "refuses", "keyCommands", "validate": decodeAnswer(entry, into: &view.answers)
      case "hitTestInsets": view.hitTestInsets = hitTestInsets(entry.value)
      case "hitShape": decodeHitShape(entry.value, into: &view)
      case "passThrough": view.passThrough = bool(entry.value)
      case "hitTestTarget": view.hitTestTarget = reference(entry.value, key: "hitTestTarget", role: .view)
      case "exclusiveTouch": view.exclusiveTouch = bool(entry.value)
      case "stack": view.stack = decodeStack(entry, kind: kindKnown ? view.kind : .view)
      case _ where Self.pointerViewKeys.contains(entry.key):
        decodePointerKey(entry, into: &view, kindKnown: kindKnown)
      case "actions", "action", "target": decodeControlKey(entry, into: &view, kindKnown: kindKnown)
      default:
        if !kindKnown, ScrollSpec.Key(rawValue: entry.key) != nil { continue }
        if decodeScrollKey(entry, into: &view) { continue }
        guard let property = ViewSpec.Property(rawValue: entry.key), property.isViewKey else {
          unknownKey(entry, in: .view, allowed: Self.viewKeys)
          continue
        }
        decodeProperty(property, entry, into: &view, kindKnown: kindKnown)
      }
    }
    checkView(view, levelsAt: levelsNode)
    return view
  }

  /// What holds between a view's keys once all are read: `levelsOfUndo`
  /// needs an undo manager (a text field always owns one, as it keeps its
  /// own typing), ranges, a stack's arranged views, a scroll view's zoom.
  private func checkView(_ view: ViewSpec, levelsAt levelsNode: Node?) {
    if let levelsNode, view.undoManager != true, view.kind != .textField {
      error(.rule(.levelsOfUndoWithoutManager), at: levelsNode)
    }
    checkRanges(view)
    if view.stack != nil { noteArranged(view) }
    if view.kind == .scrollView, let scroll = view.scroll { checkZooming(scroll, of: view) }
  }

  /// A view map's kind: its `type:`, a built-in kind or a registered
  /// Swift class. `kindKnown` is false for a Swift class
  /// `SceneTypes.unchecked` let through: its base kind is unknown, so the
  /// keys of every kind are taken unchecked.
  private func viewKind(_ entries: [Entry], at node: Node) -> (ViewSpec, kindKnown: Bool) {
    var view = ViewSpec(location: location(node))
    var kindKnown = true
    if let typeEntry = entries.first(where: { $0.key == "type" }), let text = string(typeEntry.value) {
      if let kind = ViewSpec.Kind(rawValue: text) {
        view.kind = kind
      } else if let registered = registeredClass(text, at: typeEntry.value, for: .view) {
        view.typeName = registered.name
        if let kind = registered.kind { view.kind = kind } else { kindKnown = false }
      }
    }
    return (view, kindKnown)
  }

  /// The view's place in the responder graph and its `id` (with a scroll
  /// view's `ID.pan`); the responder's index.
  private func declareView(_ view: inout ViewSpec, _ entries: [Entry], defaultNext: Int) -> Int {
    let index = addResponder(name: "", defaultNext: defaultNext)
    if let idEntry = entries.first(where: { $0.key == "id" }) {
      view.id = declare(idEntry.value, as: .view(view.kind), responder: index)
      // A scroll view's own pan (`UIScrollView.panGestureRecognizer`) is a
      // gesture other recognizers can wait for or pair with: `ID.pan`.
      if view.kind == .scrollView, let id = view.id {
        idTable.declarations[id.value + ".pan"] = Declaration(
          kind: .gesture, location: id.location, responder: nil)
        actionTable.gestureKinds[id.value + ".pan"] = .pan
      }
    }
    chainTable.responders[index].name =
      view.id?.value ?? "(view at \(view.location.line):\(view.location.column))"
    return index
  }

  /// Counts one more view against the view limit; false past it (said once).
  private func countView(at node: Node) -> Bool {
    layoutTable.viewCount += 1
    guard layoutTable.viewCount <= limits.maxViews else {
      if !layoutTable.reportedTooManyViews {
        layoutTable.reportedTooManyViews = true
        error(.tooMany(.views(max: limits.maxViews)), at: node)
      }
      return false
    }
    return true
  }

  /// `subviews:`: views, controllers whose views go here, and `use:`
  /// entries, each expanded in place.
  private func decodeSubviews(_ value: Node, into view: inout ViewSpec, depth: Int, responder index: Int) {
    guard case .sequence(let sequence) = value else {
      mismatch(.viewList, value)
      return
    }
    view.subviews.reserveCapacity(sequence.count)
    func decodeSubview(_ child: Node) {
      if hasKey(child, "controller") {
        if let controller = decodeController(child, defaultNext: index, depth: depth) {
          view.subviews.append(.controller(controller))
        }
      } else if let subview = decodeView(child, depth: depth + 1, defaultNext: index) {
        view.subviews.append(.view(subview))
      }
    }
    // A plain entry is decoded as it stands, not put in an array of one.
    for item in sequence {
      if hasKey(item, "use") {
        for child in expandUse(item) { decodeSubview(child) }
      } else {
        decodeSubview(item)
      }
    }
  }

  /// `hitShape:`: `circle` (or another name), or a polygon's points.
  private func decodeHitShape(_ value: Node, into view: inout ViewSpec) {
    if case .sequence = value {
      view.hitPolygon = hitPolygon(value)
      return
    }
    guard let text = string(value) else { return }
    guard HitShape(name: text) != nil else {
      error(
        .unknownName(.hitShape, text, suggestion: Suggestion.closest(to: text, in: HitShape.names)),
        at: value)
      return
    }
    view.hitShape = text
  }

  /// A control's `actions`, `action` and `target` (controls only).
  private func decodeControlKey(_ entry: Entry, into view: inout ViewSpec, kindKnown: Bool) {
    guard view.kind.isControl || !kindKnown else {
      error(.misplacedKey(entry.key, .controlsOnly(viewKind: view.kind)), at: entry.keyNode)
      return
    }
    switch entry.key {
    case "actions": view.actions = decodeControlActions(entry.value, kind: view.kind)
    case "action": view.action = actionName(entry.value)
    default: view.target = reference(entry.value, key: "target", role: .responder)
    }
  }

  /// The view keys that are plain properties (`frame`, `color`, `text`, …):
  /// not one of `decodeView`'s own cases and not a scroll view key.
  static let plainPropertyKeys: [String: ViewSpec.Property] = {
    let own = Set<String>([
      "id", "type", "subviews", "segments", "next", "undoManager", "levelsOfUndo", "handles", "gestures",
      "on",
      "canPerform", "refuses",
      "keyCommands", "hitTestInsets", "hitShape", "passThrough", "hitTestTarget", "exclusiveTouch", "stack",
      "actions", "action", "target",
    ]).union(pointerViewKeys)
    let plain = ViewSpec.Property.allCases.filter {
      $0.isViewKey && !own.contains($0.rawValue) && ScrollSpec.Key(rawValue: $0.rawValue) == nil
    }
    return Dictionary(uniqueKeysWithValues: plain.map { ($0.rawValue, $0) })
  }()

  /// Checks that the view's kind has `property` and stores its value.
  private func decodeProperty(
    _ property: ViewSpec.Property, _ entry: Entry, into view: inout ViewSpec, kindKnown: Bool
  ) {
    guard property.applies(to: view.kind) || !kindKnown else {
      error(.misplacedKey(entry.key, .viewKinds(property.kinds ?? [], not: view.kind)), at: entry.keyNode)
      return
    }
    guard let value = propertyValue(property, entry.value) else { return }
    view.assign(property, value)
  }

  /// A property's value, checked against the property's shape.
  func propertyValue(_ property: ViewSpec.Property, _ node: Node) -> SceneValue? {
    switch property.valueKind {
    case .frame: return frame(node).map(SceneValue.frame)
    case .color: return color(node).map(SceneValue.color)
    case .bool: return bool(node).map(SceneValue.bool)
    case .string:
      guard let text = string(node) else { return nil }
      guard text.count <= limits.maxTextLength else {
        error(.tooMany(.text(count: text.count, max: limits.maxTextLength)), at: node)
        return nil
      }
      return .string(text)
    case .asset:
      guard let path = string(node) else { return nil }
      switch assets.resolve(path, at: location(node)) {
      case .success(let asset): return .asset(asset)
      case .failure(let failure):
        error(.image(failure.problem), at: node)
        return nil
      }
    case .number:
      guard let value = number(node) else { return nil }
      switch property {
      case .alpha where !(0...1).contains(value):
        error(.outOfRange(.alpha, value), at: node)
        return nil
      case .borderWidth, .cornerRadius, .fontSize:
        guard value >= 0 else {
          error(.outOfRange(.negative(property.rawValue), value), at: node)
          return nil
        }
        guard length(node, "`\(property.rawValue)`") != nil else { return nil }
      default: break
      }
      return .number(value)
    case .point:
      guard case .sequence(let seq) = node, seq.count == 2 else {
        mismatch(.point, node)
        return nil
      }
      guard let x = number(seq[0]), let y = number(seq[1]) else { return nil }
      return .frame(SceneRect(x: x, y: y, width: 0, height: 0))
    case .choice:
      guard let name = string(node) else { return nil }
      guard property.choices.contains(name) else {
        error(
          .unknownName(
            .choice(property.rawValue, property.choices), name,
            suggestion: Suggestion.closest(to: name, in: property.choices)),
          at: node)
        return nil
      }
      return .string(name)
    case .insets:
      guard let v = numbers(node, count: 4, shape: .insets, nonNegative: true) else { return nil }
      guard v.allSatisfy({ abs($0) <= 16384 }) else {
        error(.outOfRange(.inset, v.first { abs($0) > 16384 } ?? 0), at: node)
        return nil
      }
      return .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    }
  }

  /// A slider's bounds must be ordered, as `UISlider` requires.
  func checkRanges(_ view: ViewSpec) {
    // UISegmentedControl.selectedSegmentIndex: a segment's index, or -1
    // (`noSegment`).
    if let i = view.selectedSegmentIndex {
      let count = view.segments?.count ?? 0
      if i.rounded() != i || i < -1 || i >= Double(count) {
        errors.append(
          SceneError(.rule(.segmentIndex(i, segments: count)), at: view.location))
      }
    }
    if let low = view.minimumValue, let high = view.maximumValue, low > high {
      errors.append(
        SceneError(.rule(.sliderBounds(minimum: low, maximum: high)), at: view.location))
    }
  }
}

extension ViewSpec {
  /// Stores a checked property value; the builder's `set` effects use the
  /// same mapping at run time.
  mutating func assign(_ property: Property, _ newValue: SceneValue) {
    switch (property, newValue) {
    case (.frame, .frame(let rect)): frame = rect
    case (.color, .color(let c)): color = c
    case (.textColor, .color(let c)): textColor = c
    case (.borderColor, .color(let c)): borderColor = c
    case (.hidden, .bool(let b)): hidden = b
    case (.userInteractionEnabled, .bool(let b)): userInteractionEnabled = b
    case (.clipsToBounds, .bool(let b)): clipsToBounds = b
    case (.multipleTouchEnabled, .bool(let b)): multipleTouchEnabled = b
    case (.canBecomeFirstResponder, .bool(let b)): canBecomeFirstResponder = b
    case (.canResignFirstResponder, .bool(let b)): canResignFirstResponder = b
    case (.enabled, .bool(let b)): enabled = b
    case (.selected, .bool(let b)): selected = b
    case (.highlighted, .bool(let b)): highlighted = b
    case (.isOn, .bool(let b)): isOn = b
    case (.isContinuous, .bool(let b)): isContinuous = b
    case (.textAlignment, .string(let s)): textAlignment = s
    case (.fontWeight, .string(let s)): fontWeight = s
    case (.returnKeyType, .string(let s)): returnKeyType = s
    case (.isSecureTextEntry, .bool(let b)): isSecureTextEntry = b
    case (.contentEdgeInsets, .insets(let top, let left, let bottom, let right)):
      contentEdgeInsets = [top, left, bottom, right]
    case (.changesSelectionAsPrimaryAction, .bool(let b)): changesSelectionAsPrimaryAction = b
    case (.selectedSegmentIndex, .number(let n)): selectedSegmentIndex = n
    case (.alpha, .number(let n)): alpha = n
    case (.value, .number(let n)): value = n
    case (.minimumValue, .number(let n)): minimumValue = n
    case (.maximumValue, .number(let n)): maximumValue = n
    case (.borderWidth, .number(let n)): borderWidth = n
    case (.cornerRadius, .number(let n)): cornerRadius = n
    case (.fontSize, .number(let n)): fontSize = n
    case (.scale, .number(let n)): scale = n
    case (.rotation, .number(let n)): rotation = n
    case (.text, .string(let s)): text = s
    case (.title, .string(let s)): title = s
    case (.placeholder, .string(let s)): placeholder = s
    case (.image, .asset(let a)): image = a
    default: break
    }
  }
}

extension SceneDecoder {
  /// A zooming scroll view: its `zoomView` must be one of its own subviews
  /// (the view `viewForZooming(in:)` returns is in the scroll view's
  /// content), and once the zoom range opens its pinch is a gesture other
  /// recognizers can name, `ID.pinch` (`UIScrollView.pinchGestureRecognizer`).
  func checkZooming(_ scroll: ScrollSpec, of view: ViewSpec) {
    if let zoomView = scroll.zoomView {
      let own = view.subviews.contains { node in
        if case .view(let v) = node { return v.id?.value == zoomView.value }
        return false
      }
      if !own { errors.append(SceneError(.rule(.zoomViewNotSubview(zoomView.value)), at: zoomView.location)) }
    }
    if let id = view.id, (scroll.minimumZoomScale ?? 1) < (scroll.maximumZoomScale ?? 1) {
      idTable.declarations[id.value + ".pinch"] = Declaration(
        kind: .gesture, location: id.location, responder: nil)
      actionTable.gestureKinds[id.value + ".pinch"] = .pinch
    }
  }
}
