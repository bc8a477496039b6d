import ResponderCore

/// The editing menu drawn where UIKit draws it: a dark callout over the
/// first responder, listing the commands some responder on its chain can
/// perform (`canPerformAction(_:withSender:)`), so that lesson 6's "The
/// editing menu" shows a menu, and Select All, gone once everything is
/// selected, is seen to go.
///
/// From "Using responders to manage the editing menu": the menu shows the
/// commands the first responder (or one up its chain) says it can perform,
/// above the selection, or below when there is no room above.
extension OverlayLayout {
  /// One item of the callout, in window points.
  public struct MenuItem: Sendable, Hashable {
    public var command: String
    public var title: String
    public var rect: Rect
  }

  /// How UIKit titles an editing command.
  static func menuTitle(_ command: String) -> String {
    switch command {
    case "selectAll": return "Select All"
    case "cut": return "Cut"
    case "copy": return "Copy"
    case "paste": return "Paste"
    case "select": return "Select"
    case "delete": return "Delete"
    default: return command.prefix(1).uppercased() + command.dropFirst()
    }
  }

  /// The callout's items and its arrow's tip, nil when no menu is shown:
  /// no first responder drawn, no command, the chain panel off, or a quiz
  /// question waiting (the picture before the question is what it asks about).
  public func editingMenu(_ m: OverlayModel) -> (items: [MenuItem], box: Rect, tip: Point, below: Bool)? {
    guard panels.contains(.chain), m.quiz?.withholds != true, !m.menu.isEmpty,
      let f = m.firstResponderFrame
    else { return nil }
    let target = window.toWindow(f)
    let clip = window.sceneRect
    let height = 28.0
    let arrow = 7.0
    let widths = m.menu.map { measure.width(Self.menuTitle($0), 12, false).rounded(.up) + 20 }
    let total = min(widths.reduce(0, +), clip.width - 8)
    let above = target.minY - arrow - height - 2
    let below = above < clip.minY + 2
    let y = below ? min(target.maxY + arrow + 2, clip.maxY - height - 2) : above
    let x = min(max(target.midX - total / 2, clip.minX + 4), clip.maxX - total - 4)
    let box = Rect(x: x, y: y, width: total, height: height)
    var items: [MenuItem] = []
    var left = x
    for (command, w) in zip(m.menu, widths) where left + w <= box.maxX + 0.5 {
      items.append(
        MenuItem(
          command: command, title: Self.menuTitle(command),
          rect: Rect(x: left, y: y, width: w, height: height)))
      left += w
    }
    let tipX = min(max(target.midX, box.minX + 10), box.maxX - 10)
    let tip = Point(x: tipX, y: below ? box.minY - arrow : box.maxY + arrow)
    return (items, box, tip, below)
  }

  /// The callout's display items.
  public func editingMenuItems(_ m: OverlayModel) -> [DisplayItem] {
    guard let menu = editingMenu(m) else { return [] }
    let fill = Palette.menuFill
    let base = menu.below ? menu.box.minY : menu.box.maxY
    var out: [DisplayItem] = [
      .fill(menu.box, fill, cornerRadius: 8),
      .quad(
        [
          Point(x: menu.tip.x - 7, y: base), Point(x: menu.tip.x + 7, y: base), menu.tip, menu.tip,
        ], fill),
    ]
    for (i, item) in menu.items.enumerated() {
      if i > 0 {
        out.append(
          .line(
            from: Point(x: item.rect.minX, y: item.rect.minY + 6),
            to: Point(x: item.rect.minX, y: item.rect.maxY - 6), Palette.menuText.withAlpha(90)))
      }
      out.append(.text(item.title, in: item.rect, size: 12, Palette.menuText, alignment: .center))
    }
    return out
  }
}
