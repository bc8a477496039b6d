import ResponderCore

/// The shortcut list iPadOS shows while Command is held, drawn over the
/// scene as the system's own UI: a rounded panel, one column, each
/// responder's commands under its name (where in the chain they come
/// from), a disabled command greyed and marked.
extension OverlayLayout {
  /// Rows of the panel: 22 pt each, a group's header 20 pt.
  static let shortcutRow = 22.0
  static let shortcutHeader = 20.0

  /// The list's display items in scene points; none when it is not shown.
  public static func shortcutListItems(_ m: OverlayModel) -> [DisplayItem] {
    guard let list = m.shortcutList, m.windowSize.width > 0 else { return [] }
    let rows = list.groups.reduce(0.0) { $0 + shortcutHeader + Double($1.entries.count) * shortcutRow }
    let width = min(m.windowSize.width - 24, 340)
    let height = min(m.windowSize.height - 24, 44 + max(rows, shortcutRow))
    let box = Rect(
      x: (m.windowSize.width - width) / 2, y: (m.windowSize.height - height) / 2, width: width, height: height
    )
    var out: [DisplayItem] = [
      .fill(box.insetBy(dx: -2, dy: -2), Palette.contextMenuShadow, cornerRadius: 16),
      .fill(box, Palette.contextMenuFill, cornerRadius: 14),
      .text(
        "Keyboard shortcuts", in: Rect(x: box.minX + 14, y: box.minY + 8, width: width - 28, height: 22),
        size: 15,
        Palette.contextMenuText, bold: true),
    ]
    var y = box.minY + 36
    if list.groups.isEmpty {
      out.append(
        .text(
          "no key command up the chain has a title",
          in: Rect(x: box.minX + 14, y: y, width: width - 28, height: 20),
          size: 13, Palette.contextMenuDisabled))
    }
    for group in list.groups {
      guard y + shortcutHeader <= box.maxY else { break }
      out.append(
        .text(
          "from \(group.responderID)", in: Rect(x: box.minX + 14, y: y, width: width - 28, height: 18),
          size: 11,
          Palette.contextMenuDisabled, bold: true))
      y += shortcutHeader
      for e in group.entries {
        guard y + shortcutRow <= box.maxY else { break }
        let color = e.isDisabled ? Palette.contextMenuDisabled : Palette.contextMenuText
        let row = Rect(x: box.minX + 14, y: y, width: width - 28, height: shortcutRow)
        out.append(.text(e.title + (e.isDisabled ? " (disabled)" : ""), in: row, size: 14, color))
        out.append(.text(e.chord.glyphs, in: row, size: 14, color, alignment: .right))
        y += shortcutRow
      }
    }
    return out
  }
}

extension KeyChord {
  /// The chord as the list shows it: `⌃⇧S`, `⌘F`, as iPadOS's list does.
  var glyphs: String {
    var s = ""
    if modifiers.contains(.control) { s += "⌃" }
    if modifiers.contains(.alternate) { s += "⌥" }
    if modifiers.contains(.shift) { s += "⇧" }
    if modifiers.contains(.command) { s += "⌘" }
    return s + key.name.uppercased()
  }
}
