/// How the pointer looks over a view (`UIPointerStyle` and its effects).
///
/// `automatic` is the system's arrow (a circle on iPadOS), `verticalBeam`
/// the I-beam over text (`UIPointerShape.verticalBeam`), `hidden` no
/// pointer (`UIPointerStyle.hidden()`), `highlight` and `lift` the pointer
/// morphing into the view (`UIPointerEffect.highlight`, `.lift`). The live
/// window shows each with the nearest system cursor and draws the effect as
/// an outline of the view.
public enum PointerStyle: String, Sendable, Hashable, CaseIterable {
  case automatic, verticalBeam, hidden, highlight, lift
}

/// `UIUserInterfaceIdiom`: the device the scene stands for.
public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
  case phone, pad
}
