/// What a stack's layout does to `bind:`'s cycle check.
///
/// A stack sets its arranged views' frames from one another's sizes and
/// its own, and its own length from theirs (`View+StackLayout.swift`), so
/// a binding that sets one arranged view's size from another's position
/// feeds itself: `set: a.frame.height, from: b.frame.y` with `b` below `a`
/// grew by the spacing on every pass, and the value depended on how many
/// passes a test's waits made (issue 37). The frames of a stack and of
/// every view it arranges, nested stacks included, are one value for the
/// check, as a view's frame numbers already are (`bindGroup`).
extension SceneDecoder {
  /// Notes a stack and the views it arranges (every subview; a child
  /// controller's view stands in its place).
  func noteArranged(_ stack: ViewSpec) {
    guard let id = stack.id?.value else { return }
    layoutTable.stacks.insert(id)
    for node in stack.subviews {
      let child: String? =
        switch node {
        case .view(let v): v.id?.value
        case .controller(let c): c.view?.id?.value
        }
      if let child { layoutTable.stackOf[child] = id }
    }
  }

  /// The stack that lays `id` out: the one it stands in, or the one an
  /// `add:` effect puts it into.
  private func arrangingStack(_ id: String) -> String? {
    if let s = layoutTable.stackOf[id] { return s }
    if let to = layoutTable.addedTo[id], layoutTable.stacks.contains(to) { return to }
    return nil
  }

  /// The outermost stack whose layout moves `id`'s frame (itself if it is
  /// a stack in none), or nil when no stack lays it out.
  func layoutOwner(_ id: String) -> String? {
    guard var current = arrangingStack(id) ?? (layoutTable.stacks.contains(id) ? id : nil) else { return nil }
    // Bounded by the nesting limit; ids are declared once, so no loop.
    for _ in 0...limits.maxYAMLDepth {
      guard let up = arrangingStack(current) else { break }
      current = up
    }
    return current
  }

  /// `bindGroup`, with the frames a stack lays out joined into one.
  func layoutBindGroup(_ id: String, _ property: ViewSpec.Property?) -> String {
    let group = Self.bindGroup(id, property)
    guard group == id + ".frame", let owner = layoutOwner(id) else { return group }
    return "layout of " + owner
  }
}

extension SceneDecoder {
  /// A cycle that closes through a stack's layout, named with the sources
  /// the layout moves (`a.frame.height ← b.frame.y ← a.frame.height`) and
  /// the stack; nil when every link is a binding's own.
  func layoutCycle(_ cycle: [BindSpec]) -> SceneProblem? {
    var names: [String] = []
    var stack: String?
    for (k, b) in cycle.enumerated() {
      names.append("\(b.target.value).\(b.property.rawValue)")
      guard k + 1 < cycle.count, b.sourceState == nil, let p = b.sourceProperty,
        b.source.value != cycle[k + 1].target.value
      else { continue }
      names.append("\(b.source.value).\(p.rawValue)")
      stack = stack ?? layoutOwner(b.source.value)
    }
    return stack.map { .bindLayoutCycle(names, stack: $0) }
  }
}
