import ResponderCore

/// The keys of `type: scrollView` (SPEC §3: `contentSize`, `contentOffset`,
/// `pagingEnabled`, `bounces`, `delaysContentTouches`,
/// `canCancelContentTouches`; the rest of `UIScrollView`'s under its names).
extension SceneDecoder {
  /// Decodes `entry` into the view's scroll spec when it is a scroll key;
  /// false for any other key. A scroll key on another kind of view is an error.
  func decodeScrollKey(_ entry: Entry, into view: inout ViewSpec) -> Bool {
    guard let key = ScrollSpec.Key(rawValue: entry.key) else { return false }
    guard view.kind == .scrollView else {
      error(.misplacedKey(entry.key, .viewKinds([.scrollView], not: view.kind)), at: entry.keyNode)
      return true
    }
    var spec = view.scroll ?? ScrollSpec()
    switch key {
    case .contentSize:
      spec.contentSize = numbers(entry.value, count: 2, shape: .widthHeight, nonNegative: true)
    case .contentOffset:
      spec.contentOffset = numbers(entry.value, count: 2, shape: .xy, nonNegative: false)
    case .contentInset:
      spec.contentInset = numbers(entry.value, count: 4, shape: .insets, nonNegative: true)
    case .pagingEnabled: spec.pagingEnabled = bool(entry.value)
    case .bounces: spec.bounces = bool(entry.value)
    case .alwaysBounceVertical: spec.alwaysBounceVertical = bool(entry.value)
    case .alwaysBounceHorizontal: spec.alwaysBounceHorizontal = bool(entry.value)
    case .directionalLockEnabled: spec.directionalLockEnabled = bool(entry.value)
    case .delaysContentTouches: spec.delaysContentTouches = bool(entry.value)
    case .canCancelContentTouches: spec.canCancelContentTouches = bool(entry.value)
    case .scrollEnabled: spec.scrollEnabled = bool(entry.value)
    case .showsScrollIndicators: spec.showsScrollIndicators = bool(entry.value)
    case .decelerationRate: spec.decelerationRate = decelerationRate(entry.value)
    case .panAction:
      spec.panAction = actionName(entry.value)
      if let action = spec.panAction {
        actionTable.recognizerSenders[action, default: []].insert(Self.scrollViewPan)
      }
    case .touchesShouldCancel: spec.touchesShouldCancel = bool(entry.value)
    case .touchesShouldBegin: spec.touchesShouldBegin = bool(entry.value)
    case .keyboardDismissMode:
      guard let text = string(entry.value) else { break }
      let modes = ScrollView.KeyboardDismissMode.allCases.map(\.rawValue)
      if modes.contains(text) {
        spec.keyboardDismissMode = text
      } else {
        error(
          .unknownName(.keyboardDismissMode, text, suggestion: Suggestion.closest(to: text, in: modes)),
          at: entry.value)
      }
    case .minimumZoomScale, .maximumZoomScale, .zoomScale:
      guard let v = number(entry.value) else { break }
      guard v > 0, v <= 1000 else {
        error(.outOfRange(.zoomScale, v), at: entry.value)
        break
      }
      switch key {
      case .minimumZoomScale: spec.minimumZoomScale = v
      case .maximumZoomScale: spec.maximumZoomScale = v
      default: spec.zoomScale = v
      }
    case .bouncesZoom: spec.bouncesZoom = bool(entry.value)
    case .centersZoomView: spec.centersZoomView = bool(entry.value)
    case .zoomView:
      spec.zoomView = reference(entry.value, key: "zoomView", role: .view)
    case .snapOffsets:
      guard let list = entries(entry.value, expected: .snapOffsetsMap) else { break }
      for axis in list {
        guard axis.key == "x" || axis.key == "y" else {
          unknownKey(axis, in: .snapOffsets, allowed: ["x", "y"])
          continue
        }
        guard case .sequence(let seq) = axis.value, !seq.isEmpty else {
          error(.rule(.snapOffsetsShape), at: axis.value)
          continue
        }
        guard seq.count <= 1000 else {
          error(.tooMany(.snapOffsets(max: 1000, got: seq.count)), at: axis.value)
          continue
        }
        let values = seq.compactMap { length($0, "a snap offset", signed: true) }
        guard values.count == seq.count else { continue }
        if axis.key == "x" { spec.snapOffsetsX = values } else { spec.snapOffsetsY = values }
      }
    }
    view.scroll = spec
    return true
  }

  /// `count` finite numbers in a list written as `shape`.
  func numbers(_ node: Node, count: Int, shape: SceneProblem.ListShape, nonNegative: Bool)
    -> [Double]?
  {
    guard case .sequence(let sequence) = node else {
      mismatch(.numberList(shape), node)
      return nil
    }
    guard sequence.count == count else {
      error(.rule(.numberCount(count, shape: shape, got: sequence.count)), at: node)
      return nil
    }
    var values: [Double] = []
    for element in sequence {
      // Sizes and insets are lengths (`SceneLimits.maxLength`); offsets are positions.
      guard
        let v = nonNegative
          ? length(element, shape == .insets ? "`contentInset`" : "`contentSize`") : number(element)
      else { return nil }
      values.append(v)
    }
    return values
  }

  /// `normal`, `fast` (UIKit's `DecelerationRate`) or a number in (0, 1).
  private func decelerationRate(_ node: Node) -> Double? {
    if case .string(let text) = scalar(node) {
      switch text {
      case "normal": return 0.998
      case "fast": return 0.99
      default:
        error(
          .unknownName(
            .decelerationRate, text, suggestion: Suggestion.closest(to: text, in: ["normal", "fast"])),
          at: node)
        return nil
      }
    }
    guard let v = number(node) else { return nil }
    guard v > 0, v < 1 else {
      error(.outOfRange(.decelerationRate, v), at: node)
      return nil
    }
    return v
  }
}

extension ViewSpec.Property {
  /// Whether a view map may use the property as a key: `contentOffset.x`
  /// and `.y` are for `set` effects (a scene writes `contentOffset: [x, y]`).
  var isViewKey: Bool { !isSetOnly }
}
