/// The recognizer a `ContextMenuInteraction` puts on its view: a long
/// press of a finger, or a secondary click, opens the menu.
///
/// A finger's touch begins it after `GestureConstants.longPressDuration`,
/// as a long press; a secondary click (`ButtonMask.secondary`) begins it as
/// soon as the button goes down, as iPadOS opens a context menu on a right
/// click. It is the one built-in kind that receives both buttons.
public final class ContextMenuGestureRecognizer: LongPressGestureRecognizer {
  /// The interaction it serves (the view owns this recognizer, which owns it).
  public let interaction: ContextMenuInteraction

  init(identifier: String, interaction: ContextMenuInteraction) {
    self.interaction = interaction
    super.init(identifier: identifier)
    cancelsTouchesInView = true
    // The interaction shows its menu as its gesture begins, before any
    // target's action runs (UIKit presents the menu itself).
    firstTarget = { r in
      guard r.state == .began, let menu = r as? ContextMenuGestureRecognizer else { return }
      menu.interaction.present(at: r.location(in: nil))
    }
  }

  public override var kindName: String { "contextMenu" }

  public override func receives(buttons: ButtonMask) -> Bool { buttons == .primary || buttons == .secondary }

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if touches.contains(where: { $0.buttonMask.contains(.secondary) }), state == .possible {
      state = .began
      return
    }
    super.touchesBegan(touches, with: event)
  }
}
