/// What the pointer did in one event, as the record keeps it
/// (`DispatchRecord.pointerNotes`): typed, so the overlay, the event log
/// and the trace read it and re-derive nothing.
public enum PointerNote: Hashable, Sendable, CustomStringConvertible {
  /// The event came from this input (a secondary click, a Pencil, …).
  case input(PointerInputName)
  /// A menu opened over `view` with these titles.
  case menuShown(MenuPresentation.Kind, view: String, titles: [String])
  /// The configuration of `view`'s context menu was nil: no menu.
  case menuRefused(view: String)
  /// An item was chosen (its action, if any, sent).
  case menuChosen(title: String)
  /// A disabled item was touched: nothing sent, the menu stays.
  case menuItemDisabled(title: String)
  /// A touch outside the menu dismissed it (the touch went nowhere else).
  case menuDismissed
  /// A trackpad transform was taken by `recognizer` (of `kind`, on `view`):
  /// a recognizer's, not a responder's — no touch reached the view, so no
  /// responder handled it (`UIEvent.EventType.transform`).
  case transformTaken(recognizer: String, kind: String, view: String)

  public var description: String {
    switch self {
    case .input(let name): "\(name)"
    case .menuShown(let kind, let view, let titles):
      "\(kind.rawValue) menu over \(view): \(titles.joined(separator: ", "))"
    case .menuRefused(let view): "\(view)'s context menu configuration is nil: no menu"
    case .menuChosen(let title): "chose \(title)"
    case .menuItemDisabled(let title): "\(title) is disabled"
    case .menuDismissed: "menu dismissed"
    case .transformTaken(let recognizer, let kind, let view): "taken by \(recognizer) (\(kind) on \(view))"
    }
  }
}

/// The pointer inputs the event log names.
public enum PointerInputName: String, Hashable, Sendable, CustomStringConvertible {
  case secondaryClick = "secondary click"
  case pencil
  case indirectPointer = "pointer click"
  case hover
  case trackpadTransform = "trackpad transform"
  case trackpadSimulatedTouches = "trackpad pinch as two touches"
  case menu = "menu touch"

  public var description: String { rawValue }
}
