import ResponderScene
import Testing

/// The pointer's gesture keys: `buttonMaskRequired`
/// (UITapGestureRecognizer.buttonMaskRequired, a tap's only),
/// `allowedTouchTypes` (UIGestureRecognizer.allowedTouchTypes, UITouch.TouchType's
/// names) and `requiresExclusiveTouchType`, refused where written when wrong.
@Suite("Scene keys of the pointer")
struct PointerKeysTests {
  @Test("an unknown button, a button mask off a tap and an unknown touch type are refused")
  func badKeys() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view:
          id: root
          gestures:
            - { type: tap, buttonMaskRequired: tertiary }
            - { type: pan, buttonMaskRequired: secondary }
            - { type: tap, allowedTouchTypes: [finger], requiresExclusiveTouchType: maybe }
      """)
    #expect(
      errors == [
        "s.yaml:7:42: unknown button 'tertiary' (primary, secondary)",
        "s.yaml:8:22: `buttonMaskRequired` applies only to tap gestures, not pan",
        "s.yaml:9:42: unknown touch type 'finger' (direct, pencil, indirectPointer)",
        "s.yaml:9:79: expected true or false, got a string",
      ])
  }

  /// UIContextMenuInteraction's menu as a scene writes it: UIMenuElement's
  /// attributes by name, a title on every item, `configuration: menu | none`.
  @Test("a context menu's bad attribute, untitled item, configuration, items and key are refused")
  func badContextMenu() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: a, contextMenu: { items: [{ title: X, attributes: [shiny] }, { action: y }], configuration: maybe } }
            - { id: b, contextMenu: {} }
            - { id: c, contextMenu: { items: 3, colour: red } }
            - { id: d, contextMenu: { configuration: none } }
      """)
    #expect(
      errors == [
        "s.yaml:7:66: unknown menu attribute 'shiny' (disabled, destructive, hidden)",
        "s.yaml:7:76: a menu item needs `title`",
        "s.yaml:7:107: configuration 'maybe' is neither `menu` (the items) nor `none` (the delegate returns nil: no menu)",
        "s.yaml:8:31: a contextMenu needs `items` (or `configuration: none`: no menu)",
        "s.yaml:9:40: `items` is a list of menu items like - { title: Delete, action: delete }",
        "s.yaml:9:43: unknown key 'colour' in contextMenu",
      ])
  }
}
