import ResponderCore

/// The keys of a view that most views leave out, kept out of line by
/// `ViewSpec` (one shared, copied-on-write box), so that a spec with only
/// an id, a frame and a colour stays small.
extension ViewSpec {
  struct Details: Hashable, Sendable {
    var typeName: Located<String>?
    var hidden: Bool?
    var alpha: Double?
    var userInteractionEnabled: Bool?
    var clipsToBounds: Bool?
    var multipleTouchEnabled: Bool?
    var canBecomeFirstResponder: Bool?
    var canResignFirstResponder: Bool?
    var next: Located<String>?
    var undoManager: Bool?
    var levelsOfUndo: Int?
    var segments: [String]?
    var selectedSegmentIndex: Double?
    var handles: HandlesSpec?
    var gestures: [GestureSpec] = []
    var on: OnSpec = OnSpec()
    var action: String?
    var target: Located<String>?
    var text: String?
    var title: String?
    var placeholder: String?
    var image: AssetReference?
    var isOn: Bool?
    var value: Double?
    var minimumValue: Double?
    var maximumValue: Double?
    var isContinuous: Bool?
    var changesSelectionAsPrimaryAction: Bool?
    var enabled: Bool?
    var selected: Bool?
    var highlighted: Bool?
    var textColor: SceneColor?
    var borderColor: SceneColor?
    var borderWidth: Double?
    var cornerRadius: Double?
    var fontSize: Double?
    var textAlignment: String?
    var fontWeight: String?
    var returnKeyType: String?
    var isSecureTextEntry: Bool?
    var contentEdgeInsets: [Double]?
    var hitTestInsets: [Double]?
    var pointer: PointerSpec?
    var hitShape: String?
    var hitPolygon: [[Double]]?
    var passThrough: Bool?
    var hitTestTarget: Located<String>?
    var exclusiveTouch: Bool?
    var answers: AnswersSpec = AnswersSpec()
    var actions: [ControlActionSpec] = []
    var scale: Double?
    var rotation: Double?
    var scroll: ScrollSpec?
    var stack: StackLayout?
  }

  /// A copy-on-write box for `Details`: `ViewSpec` copies share it, and a
  /// copy that changes a key first makes its own (`makeDetailsUnique`).
  /// Boxes are equal by value (a spec with no box differs from one whose box
  /// holds only defaults: `ViewSpec`'s `==` compares the optional box).
  /// `@unchecked Sendable`: the value is only written through
  /// a uniquely referenced box, never once it is shared.
  final class DetailsBox: Hashable, @unchecked Sendable {
    var value: Details

    init(_ value: Details) { self.value = value }

    static func == (a: DetailsBox, b: DetailsBox) -> Bool { a === b || a.value == b.value }
    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
  }

  /// Gives this spec its own box before one of its details changes.
  mutating func makeDetailsUnique() {
    if details == nil {
      details = DetailsBox(Details())
    } else if !isKnownUniquelyReferenced(&details) {
      details = DetailsBox(details!.value)
    }
  }
}
