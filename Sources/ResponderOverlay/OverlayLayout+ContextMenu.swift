import ResponderCore

/// The context menu drawn where the core placed it (`MenuPresentation`'s
/// rows, the rectangles a touch chooses from): UIKit's light, rounded
/// panel, one row per item, a destructive item's title in red and a
/// disabled one's greyed, with the source view outlined as the menu's
/// preview is lifted.
extension OverlayLayout {
  /// The menu's display items in scene points; none when no menu is shown.
  public static func contextMenuItems(_ m: OverlayModel) -> [DisplayItem] {
    guard let menu = m.contextMenu, !menu.items.isEmpty else { return [] }
    let box = menu.frame
    var out: [DisplayItem] = [
      .fill(box.insetBy(dx: -2, dy: -2), Palette.contextMenuShadow, cornerRadius: 14),
      .fill(box, Palette.contextMenuFill, cornerRadius: 12),
    ]
    for (i, (item, rect)) in zip(menu.items, menu.itemRects).enumerated() {
      if i > 0 {
        out.append(
          .line(
            from: Point(x: rect.minX, y: rect.minY), to: Point(x: rect.maxX, y: rect.minY),
            Palette.contextMenuSeparator))
      }
      let color =
        item.attributes.contains(.disabled)
        ? Palette.contextMenuDisabled
        : item.attributes.contains(.destructive) ? Palette.contextMenuDestructive : Palette.contextMenuText
      out.append(.text(item.title, in: rect.insetBy(dx: 16, dy: 0), size: 16, color))
    }
    return out
  }
}
