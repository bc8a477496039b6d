import ResponderCore

/// A JSON Schema (draft 2020-12) of scene files, generated from the key
/// tables the loader itself checks keys against, so that an editor with
/// the YAML language server completes and checks keys as they are typed
/// and can never offer a key the loader refuses or miss one it takes.
///
/// Values are described loosely (a template's `${…}` may stand where a
/// number goes); the keys, which are what a typo gets wrong, are exact:
/// every map has `additionalProperties: false`.
public enum SceneSchema {
  /// The schema as JSON text (`rlab schema scene`).
  public static var json: String {
    let defs: [(String, String)] =
      [
        ("view", viewSchema), ("controller", controllerSchema), ("gesture", gestureSchema),
        ("effect", effectSchema),
      ] + definitions
    let document = documentSchema
    var out = "{\n"
    out += ##"  "$schema": "https://json-schema.org/draft/2020-12/schema","## + "\n"
    out += ##"  "$id": "https://responderlab.invalid/schema/scene.schema.json","## + "\n"
    out += ##"  "title": "ResponderLab scene","## + "\n"
    out += "  \"$ref\": \"#/$defs/document\",\n"
    out += "  \"$defs\": {\n"
    out += (defs + [("document", document)]).map { "    \(quote($0.0)): \($0.1)" }.joined(separator: ",\n")
    out += "\n  }\n}\n"
    return out
  }

  /// The button names a tap may require.
  private static var buttons: String { list(ButtonMask.named.map(\.name)) }
  /// The touch types a recognizer may allow.
  private static var touchTypes: String { list(TouchType.allCases.map(\.rawValue)) }
  /// `validate:`, which views and controllers both take.
  private static let validate =
    ##"{"type": "array", "description": "UIResponder.validate(_:): answers for a command this responder is about to perform", "items": {"$ref": "#/$defs/validation"}}"##

  /// The schema of a view: its keys, with the values that are more than a string.
  private static var viewSchema: String {
    object(
      SceneDecoder.viewKeys, description: "a view",
      overrides: [
        "type": ##"{"type": "string", "examples": \##(list(ViewSpec.Kind.allCases.map(\.rawValue)))}"##,
        "subviews":
          ##"{"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/view"}, {"$ref": "#/$defs/use"}, {"$ref": "#/$defs/controller"}]}}"##,
        "gestures": ##"{"type": "array", "items": {"$ref": "#/$defs/gesture"}}"##,
        "on": ##"{"$ref": "#/$defs/on"}"##,
        "stack": ##"{"$ref": "#/$defs/stack"}"##,
        "keyCommands": ##"{"type": "array", "items": {"$ref": "#/$defs/keyCommand"}}"##,
        "contextMenu": ##"{"$ref": "#/$defs/contextMenu"}"##,
        "pointerStyle":
          ##"{"enum": \##(list(PointerStyle.allCases.map(\.rawValue))), "description": "the pointer's style over the view (UIPointerStyle)"}"##,
        "isPointerInteractionEnabled":
          ##"{"type": "boolean", "description": "a button's pointer interaction: isHovered, the highlight effect"}"##,
        "validate": validate,
        "minimumZoomScale":
          ##"{"type": "number", "exclusiveMinimum": 0, "description": "UIScrollView.minimumZoomScale (default 1): the smallest zoomScale; zooming needs it below maximumZoomScale"}"##,
        "maximumZoomScale":
          ##"{"type": "number", "exclusiveMinimum": 0, "description": "UIScrollView.maximumZoomScale (default 1): above minimumZoomScale the scroll view has its pinch, ID.pinch"}"##,
        "zoomScale":
          ##"{"type": "number", "exclusiveMinimum": 0, "description": "UIScrollView.zoomScale the scene opens at (default 1, clamped to the limits); readable and settable as ID.zoomScale"}"##,
        "zoomView":
          ##"{"type": "string", "description": "the id of the subview that zooms: what viewForZooming(in:) returns"}"##,
        "bouncesZoom":
          ##"{"type": "boolean", "description": "UIScrollView.bouncesZoom (default true): a pinch may go past a limit and springs back"}"##,
        "centersZoomView":
          ##"{"type": "boolean", "description": "keeps a zoomed view smaller than the scroll view in its middle, as PhotoScroller's layoutSubviews does (default false: at the content's corner)"}"##,
        "keyboardDismissMode":
          ##"{"enum": \##(list(ScrollView.KeyboardDismissMode.allCases.map(\.rawValue))), "description": "UIScrollView.keyboardDismissMode (scroll view): none (default); onDrag hides the keyboard as a drag begins; interactive lets the drag pull the keyboard down, and it goes or returns as the finger lifts"}"##,
        "returnKeyType":
          ##"{"enum": \##(list(ReturnKeyType.allCases.map(\.rawValue))), "description": "UITextInputTraits.returnKeyType (text field): the software keyboard's return key title (default: return)"}"##,
        "contentEdgeInsets":
          ##"{"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4, "description": "UIButton.contentEdgeInsets (button): [top, left, bottom, right] between its edges and its title; [0, 16, 0, 16] puts a left-aligned row title at a cell's margin"}"##,
      ])
  }

  /// The schema of a view controller, or a navigation controller in its place.
  private static var controllerSchema: String {
    object(
      SceneDecoder.controllerKeys + ["navigationController"],
      description: "a view controller, or { navigationController: { id, root } } in its place",
      overrides: [
        "navigationController":
          ##"{"type": "object", "description": "UINavigationController: its id, and root, the controller (under controllers:) its stack starts with; written alone in the controller map", "properties": {"id": {"type": "string"}, "root": {"type": "string"}}, "required": ["id", "root"], "additionalProperties": false}"##,
        "title":
          ##"{"type": "string", "description": "UIViewController.title: the navigation bar's title, and the back button's above it"}"##,
        "view": ##"{"$ref": "#/$defs/view"}"##, "on": ##"{"$ref": "#/$defs/on"}"##,
        "present": ##"{"$ref": "#/$defs/controller"}"##,
        "keyCommands": ##"{"type": "array", "items": {"$ref": "#/$defs/keyCommand"}}"##,
        "modalPresentationStyle":
          ##"{"type": "string", "enum": \##(list(ModalPresentationStyle.allCases.map(\.rawValue)))}"##,
        "definesPresentationContext": ##"{"type": "boolean"}"##,
        "validate": validate,
        "isModalInPresentation":
          ##"{"type": "boolean", "description": "UIViewController.isModalInPresentation: a sheet dragged down springs back instead of dismissing (on: presentationControllerDidAttemptToDismiss runs); default false"}"##,
        "sheet":
          ##"{"type": "object", "description": "UISheetPresentationController of a pageSheet or formSheet controller: where the sheet rests and how it drags", "properties": {"detents": {"type": "array", "description": "UISheetPresentationController.detents: heights where the sheet rests (default [large]); medium is half the window, large the full page sheet", "items": {"anyOf": [{"enum": ["medium", "large"]}, {"type": "object", "description": "a custom detent of constant height (.custom(identifier:resolver:))", "properties": {"identifier": {"type": "string"}, "height": {"type": "number", "minimum": 0}}, "required": ["identifier", "height"], "additionalProperties": false}]}}, "selectedDetent": {"type": "string", "description": "selectedDetentIdentifier at presentation: a detent's identifier (default the smallest); read and set as CONTROLLER.selectedDetent"}, "prefersGrabberVisible": {"type": "boolean", "description": "draws the grabber at the sheet's top (default false)"}, "largestUndimmedDetent": {"type": "string", "description": "largestUndimmedDetentIdentifier: up to this detent the content beneath is not dimmed and takes touches (default none: always dimmed)"}, "prefersScrollingExpandsWhenScrolledToEdge": {"type": "boolean", "description": "true (default): a drag up in a scroll view inside expands the sheet before the content scrolls; false: the content scrolls"}}, "additionalProperties": false}"##,
      ])
  }

  /// The schema of a gesture recognizer.
  private static var gestureSchema: String {
    object(
      SceneDecoder.gestureKeys, description: "a gesture recognizer",
      overrides: [
        "type": ##"{"type": "string", "enum": \##(list(GestureSpec.Kind.allCases.map(\.rawValue)))}"##,
        "enabled":
          ##"{"type": "boolean", "description": "UIGestureRecognizer.isEnabled (default true): false starts it disabled"}"##,
        "buttonMaskRequired":
          ##"{"description": "a tap's buttons (UITapGestureRecognizer.buttonMaskRequired; default primary)", "anyOf": [{"enum": \##(buttons)}, {"type": "array", "items": {"enum": \##(buttons)}}]}"##,
        "allowedTouchTypes":
          ##"{"description": "the touch types it receives (UIGestureRecognizer.allowedTouchTypes; default all)", "type": "array", "items": {"enum": \##(touchTypes)}}"##,
        "requiresExclusiveTouchType":
          ##"{"description": "ignore touches of another type than the gesture's first (default true)", "type": "boolean"}"##,
      ])
  }

  /// The schema of an effect (`on:`, `do:`).
  private static var effectSchema: String {
    object(
      SceneDecoder.effectKeys + SceneDecoder.effectExtraKeys, description: "one effect",
      overrides: [
        "else":
          ##"{"anyOf": [{"$ref": "#/$defs/effect"}, {"type": "array", "items": {"$ref": "#/$defs/effect"}}]}"##,
        "when": ##"{"$ref": "#/$defs/condition"}"##,
        "animate": ##"{"$ref": "#/$defs/animation"}"##,
        "after": ##"{"$ref": "#/$defs/after"}"##,
        "push":
          ##"{"type": "string", "description": "pushViewController(_:animated:): a controller under controllers:, on the navigation controller the responder is in"}"##,
        "pop": ##"{"const": true, "description": "popViewController(animated:)"}"##,
        "popTo":
          ##"{"type": "string", "description": "popToViewController(_:animated:): a controller in the stack"}"##,
        "zoom": ##"{"$ref": "#/$defs/zoom"}"##,
      ])
  }

  /// The schema of the document: the top-level keys.
  private static var documentSchema: String {
    object(
      SceneDecoder.documentKeys, description: "a ResponderLab scene",
      overrides: [
        "window": ##"{"$ref": "#/$defs/window"}"##, "root": ##"{"$ref": "#/$defs/controller"}"##,
        "controllers": ##"{"type": "array", "items": {"$ref": "#/$defs/controller"}}"##,
        "application": ##"{"$ref": "#/$defs/application"}"##,
        "appDelegate": ##"{"$ref": "#/$defs/responder"}"##,
        "templates": ##"{"type": "object", "additionalProperties": {"$ref": "#/$defs/view"}}"##,
        "state": ##"{"type": "object", "additionalProperties": {"type": ["string", "number"]}}"##,
        "bind": ##"{"type": "array", "items": {"$ref": "#/$defs/bind"}}"##,
      ])
  }

  /// Every definition but the document, in the order the schema lists them.
  private static var definitions: [(String, String)] {
    [
      (
        "window",
        object(
          SceneDecoder.windowKeys, description: "the window",
          overrides: [
            "on": ##"{"$ref": "#/$defs/on"}"##, "validate": validate,
            "idiom":
              ##"{"enum": ["phone", "pad"], "description": "UIUserInterfaceIdiom: only on a pad does the pointer hover (default phone)"}"##,
            "hardwareKeyboard":
              ##"{"type": "boolean", "description": "a hardware keyboard is attached (an iPad with its keyboard): a text field that becomes first responder brings up no software keyboard, and keyboard.frame stays under the bottom edge (default false)"}"##,
          ])
      ),
      (
        "responder",
        object(
          SceneDecoder.responderKeys, description: "the application or its delegate",
          overrides: ["on": ##"{"$ref": "#/$defs/on"}"##, "validate": validate])
      ),
      (
        // The application takes UIKit's `applicationSupportsShakeToEdit`
        // besides the responder keys (Scenes/fidelity/shake-to-edit-off.yaml
        // was refused by the schema, issue 37).
        "application",
        object(
          SceneDecoder.responderKeys + SceneDecoder.applicationKeys, description: "the application",
          overrides: [
            "on": ##"{"$ref": "#/$defs/on"}"##, "validate": validate,
            "applicationSupportsShakeToEdit":
              ##"{"type": "boolean", "description": "shake to undo asks first (default true)"}"##,
            "supportsIndirectInputEvents":
              ##"{"type": "boolean", "description": "UIApplicationSupportsIndirectInputEvents: a click is an indirectPointer touch (default false: a direct one)"}"##,
          ])
      ),
      ("stack", object(SceneDecoder.stackKeys, description: "a stack view's layout")),
      (
        "contextMenu",
        object(
          SceneDecoder.contextMenuKeys,
          description: "a UIContextMenuInteraction: a long press or a secondary click opens it",
          overrides: [
            "items": ##"{"type": "array", "items": {"$ref": "#/$defs/menuItem"}}"##,
            "configuration":
              ##"{"enum": ["menu", "none"], "description": "none: the delegate returns nil, no menu (default menu)"}"##,
          ])
      ),
      (
        "menuItem",
        object(
          SceneDecoder.menuItemKeys, description: "a menu item (UICommand)",
          overrides: [
            "title": ##"{"type": "string"}"##,
            "action": ##"{"type": "string", "description": "sent nil-targeted up the chain when chosen"}"##,
            "attributes":
              ##"{"type": "array", "items": {"enum": \##(list(MenuElement.Attributes.named.map(\.name)))}}"##,
          ], required: ["title"])
      ),
      ("keyCommand", object(SceneDecoder.keyCommandKeys, description: "a key command")),
      (
        "validation",
        object(
          SceneDecoder.validationKeys,
          description:
            "one answer of validate(_:): when the conditions hold, the command gets the attributes",
          overrides: [
            "action": ##"{"type": "string", "description": "the action of the command validated"}"##,
            "when":
              ##"{"type": "object", "description": "conditions, as an effect's when: (state.NAME, id.property)"}"##,
            "attributes":
              ##"{"type": "array", "description": "UICommand.attributes; a disabled command is not performed", "items": {"type": "string", "enum": \##(list(KeyCommand.Attribute.allCases.map(\.rawValue)))}}"##,
          ], required: ["action"])
      ),
      (
        "bind",
        object(
          SceneDecoder.bindKeys, description: "a continuous mapping",
          overrides: [
            "set":
              ##"{"type": "string", "description": "the bound value: ID.property (a number, or a flag with when:) or state.NAME"}"##,
            "from":
              ##"{"type": "string", "description": "the source: a number property ID.property or state.NAME, or keyboard.frame.y (.x, .width, .height): the keyboardLayoutGuide"}"##,
            "in":
              ##"{"type": "array", "items": {"type": "number"}, "description": "[from, to] of the source"}"##,
            "out":
              ##"{"type": "array", "items": {"type": "number"}, "description": "[from, to] of the bound value"}"##,
            "when":
              ##"{"type": "string", "description": "a comparison such as \"> -140\": the bound flag is true while the source compares so (instead of in/out)"}"##,
          ])
      ),
      (
        "condition",
        ##"{"type": "object", "description": "when: every entry must hold. Keys: a bare gesture value of the sender (translation.x, velocity.y, scale, rotation, page, position.x, center.x, numberOfTouches, location.x, finished), state.NAME, or ID.property of any view or recognizer (inbox.contentOffset.y, photo.transform.scale, pinch.scale, inbox.pan.state), or keyboard.NAME of the software keyboard (keyboard.isVisible, keyboard.frame.y, keyboard.phase); values are comparisons such as \"> 100\" or \"== ended\"", "properties": {"any": {"type": "array", "items": {"$ref": "#/$defs/condition"}, "description": "holds when one of these condition maps holds"}, "all": {"type": "array", "items": {"$ref": "#/$defs/condition"}, "description": "holds when every one of these condition maps holds"}}, "additionalProperties": {"type": ["string", "number", "boolean"], "description": "a comparison: > 100, <= -50, == 1, != none, == true"}}"##
      ),
      (
        "animation",
        ##"{"type": "object", "description": "UIView.animate(withDuration:delay:options:animations:completion:)", "properties": {"duration": {"type": "number", "description": "seconds, at most 60 (default 0.3)"}, "curve": {"type": "string", "enum": \##(list(AnimationSpec.Curve.allCases.map(\.rawValue)))}, "damping": {"type": "number", "description": "a spring's damping ratio, above 0 and at most 1"}, "delay": {"type": "number", "description": "seconds before the change shows; the model takes the end value at once"}}, "additionalProperties": false}"##
      ),
      (
        "after",
        ##"{"type": "object", "description": "runs effects later on the simulation clock (a Timer); a reload drops them", "properties": {"seconds": {"type": "number", "description": "how long to wait, 0 to 3600"}, "do": {"anyOf": [{"$ref": "#/$defs/effect"}, {"type": "array", "items": {"$ref": "#/$defs/effect"}}], "description": "the effects to run"}}, "required": ["seconds"], "additionalProperties": false}"##
      ),
      (
        "zoom",
        ##"{"type": "object", "description": "UIScrollView.zoom(to:animated:) on a zooming scroll view: to a rect of the zoomed view, or to a scale around a point", "properties": {"view": {"type": "string", "description": "the zooming scroll view's id"}, "to": {"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4, "description": "[x, y, width, height] in the zoomed view's own coordinates"}, "scale": {"type": "number", "exclusiveMinimum": 0, "description": "the zoom scale to reach (clamped to the limits)"}, "around": {"anyOf": [{"const": "location"}, {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}], "description": "the point kept in the middle: location (the sending gesture's, as a double tap's) or [x, y] of the zoomed view; default the middle of what shows"}, "animated": {"type": "boolean", "description": "default true"}}, "required": ["view"], "additionalProperties": false}"##
      ),
      ("use", object(SceneDecoder.useKeys, description: "copies of a template", required: ["use"])),
      (
        "on",
        ##"{"type": "object", "description": "event or action name to effects", "additionalProperties": {"anyOf": [{"type": "null"}, {"$ref": "#/$defs/effect"}, {"type": "array", "items": {"$ref": "#/$defs/effect"}}]}}"##
      ),
    ]
  }

  /// The keys of each kind of map the schema describes, for tests.
  public static var keyTables: [String: [String]] {
    [
      "document": SceneDecoder.documentKeys, "view": SceneDecoder.viewKeys,
      "gesture": SceneDecoder.gestureKeys,
      "effect": SceneDecoder.effectKeys + SceneDecoder.effectExtraKeys, "window": SceneDecoder.windowKeys,
      "controller": SceneDecoder.controllerKeys, "bind": SceneDecoder.bindKeys, "use": SceneDecoder.useKeys,
    ]
  }

  /// An object whose properties are `keys` (each any value unless
  /// `overrides` says), no others.
  public static func object(
    _ keys: [String], description: String, overrides: [String: String] = [:], required: [String] = []
  ) -> String {
    var seen: Set<String> = []
    let props = keys.filter { seen.insert($0).inserted }.map { "\(quote($0)): \(overrides[$0] ?? "{}")" }
    var s = "{\"type\": \"object\", \"description\": \(quote(description)), \"properties\": {"
    s += props.joined(separator: ", ") + "}, \"additionalProperties\": false"
    if !required.isEmpty { s += ", \"required\": \(list(required))" }
    return s + "}"
  }

  public static func list(_ items: [String]) -> String {
    "[" + items.map(quote).joined(separator: ", ") + "]"
  }

  /// A JSON string literal (keys here are plain names; quotes and
  /// backslashes escaped all the same).
  public static func quote(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.unicodeScalars.append(c)
      }
    }
    return out + "\""
  }
}
