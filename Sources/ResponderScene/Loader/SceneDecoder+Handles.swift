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
            unknownKey(entry, in: "handles", allowed: ["actions"])
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
          "unknown event kind '\(name)' in handles (touches, presses, motion, remoteControl or {actions: [...]})"
            + Suggestion.hint(for: name, in: Self.handledKinds + ["actions"]), at: item)
      }
    }
    return handles
  }
}
