extension SceneDecoder {
  static let handledKinds = ["touches", "presses", "motion", "remoteControl"]

  /// Decodes `[touches, motion, {actions: [copy, submit]}]`.
  func decodeHandles(_ node: Node) -> HandlesSpec? {
    var handles = HandlesSpec(location: location(node))
    if case .scalar(let s) = node, YAMLScalar(s) == .null { return handles }
    for item in items(node) {
      if case .mapping = item {
        guard let entries = entries(item) else { continue }
        for entry in entries {
          guard entry.key == "actions" else {
            unknownKey(entry, in: .handles, allowed: ["actions"])
            continue
          }
          handles.actions += items(entry.value).compactMap { actionName($0) }
        }
        continue
      }
      guard let name = string(item) else { continue }
      switch name {
      case "touches": handles.touches = true
      case "presses": handles.presses = true
      case "motion": handles.motion = true
      case "remoteControl": handles.remoteControl = true
      default:
        error(
          .unknownName(
            .eventKind, name, suggestion: Suggestion.closest(to: name, in: Self.handledKinds + ["actions"])),
          at: item)
      }
    }
    return handles
  }
}
