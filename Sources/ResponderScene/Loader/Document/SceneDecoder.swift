/// Turns a composed YAML tree into a `SceneDocument`, collecting every error.
///
/// Decoding never stops at the first problem: a bad value is reported and
/// left out, and the walk goes on, so `rlab check` lists a file's errors in
/// one go. References between ids are recorded here and checked once the
/// whole file is known (`SceneDecoder+References.swift`), since a scene may
/// name an id before declaring it.
final class SceneDecoder {
  /// The kinds of thing an id can name (as the errors quote them).
  typealias IDKind = SceneProblem.IDKind

  /// What a reference may name.
  enum ReferenceRole {
    /// `next`, `target`, `firstResponder`, first-responder effects.
    case responder
    /// `requireToFail`, `simultaneousWith`.
    case gesture
    /// The `id` part of a `set` path, with the property it sets.
    case settable(ViewSpec.Property)
    /// `present:` effects.
    case presentable
    /// `hitTestTarget`, `ignoresTouchesIn`, `add`'s `to:` and `remove:` effects: a view (not the window).
    case view
    /// `popTo:`: any controller.
    case controller
  }

  struct Declaration {
    var kind: IDKind
    var location: SceneLocation
    var responder: Int?
  }

  struct Reference {
    var id: Located<String>
    var key: String
    var role: ReferenceRole
  }

  /// One responder of the default chain, for finding `next` cycles.
  struct ResponderNode {
    var name: String
    var defaultNext: Int?
    var explicitNext: Located<String>?
  }

  static let windowNode = 0
  static let applicationNode = 1
  static let appDelegateNode = 2

  let file: String
  let limits: SceneLimits
  let assets: AssetResolver
  /// The Swift classes the scene may name (`type:`, `class:`).
  let types: SceneTypes
  var errors: [SceneError] = []
  /// The last colour `color(_:)` read, and its text.
  var lastColor: (text: String, color: SceneColor)?
  /// What the decoder has read so far, one table per concern; each is
  /// filled as the maps of its kind are read and checked once the whole
  /// file is known (a scene may name an id before declaring it).
  var idTable = IDTable()
  var chainTable = ChainTable()
  var actionTable = ActionTable()
  var stateTable = StateTable()
  var layoutTable = LayoutTable()
  var templateTable = TemplateTable()

  /// Every id the scene declares, and every place one is named.
  struct IDTable {
    /// Names `SceneTypes.unchecked` let through, in file order.
    var uncheckedTypes: [Located<String>] = []
    var declarations: [String: Declaration] = [:]
    var references: [Reference] = []
    /// Every `ID.property` a `when:` reads, checked once every id is known.
    var conditionReads: [Located<String>] = []
  }

  /// The responders' default chain and the presentations, for `next`
  /// cycles, presented cycles and `present:`/detent checks.
  struct ChainTable {
    var responders: [ResponderNode] = [
      ResponderNode(name: "window", defaultNext: applicationNode),
      ResponderNode(name: "application", defaultNext: nil),
      ResponderNode(name: "appDelegate", defaultNext: nil),
    ]
    /// The root controller's responder.
    var rootResponder: Int?
    /// A controller's responder → the responder of the controller its
    /// `present:` key declares (presented at load when the root's).
    var declaredPresentations: [Int: Int] = [:]
    var presentable: Set<String> = []
    /// Each sheet controller's detent identifiers (a page or form sheet
    /// without `sheet:` has `large`), for `ID.selectedDetent` values.
    var sheetDetents: [String: [String]] = [:]
    /// Every detent name a `set:` or `when:` gives `ID.selectedDetent`,
    /// checked once every controller is known.
    var detentNames: [(controller: String, name: Located<String>)] = []
  }

  /// Recognizers, key commands and the actions they send.
  struct ActionTable {
    /// A recognizer's id → its kind (a scroll view's `ID.pan` is a pan), for
    /// the properties a condition may read of it.
    var gestureKinds: [String: GestureSpec.Kind] = [:]
    var recognizerCount = 0
    var keyCommandCount = 0
    var actionNames: Set<String> = []
    var onEntries: [OnSpec.Entry] = []
    /// Action name → the kinds of the recognizers that send it (a scroll
    /// view's `panAction` as `SceneDecoder.scrollViewPan`), for `when:`
    /// conditions that read a value no sender has.
    var recognizerSenders: [String: Set<String>] = [:]
    /// A recognizer's id → its action, for an `on:` phase key written with
    /// the id (`move.ended` for `{ id: move, action: moved }`).
    var recognizerActionByID: [String: String] = [:]
    /// Whether a `type:` or `class:` names a Swift class, whose code may send
    /// actions from recognizers the file does not declare.
    var namesSwiftClass = false
  }

  /// `state:` names and starting values, every place one is used, and `bind:`.
  struct StateTable {
    var declaredState: [String: SceneValue] = [:]
    var stateSpecs: [StateSpec] = []
    var stateReferences: [Located<String>] = []
    /// The names each state is given (`state:`, `set: { state.t: b }`) and
    /// the `state.t.property` keys that set the one it holds
    /// (`SceneDecoder+StateTargets.swift`).
    var stateNamesGiven: [String: [Located<String>]] = [:]
    var stateTargets: [(state: String, property: ViewSpec.Property, location: SceneLocation)] = []
    var bindSpecs: [BindSpec] = []
  }

  /// The views read so far, against the view limit, and how they are laid out.
  struct LayoutTable {
    /// An arranged view's stack, by id, and the views `add:` puts into a
    /// view (`SceneDecoder+BindLayout.swift`): a stack's layout joins their frames.
    var stackOf: [String: String] = [:]
    var stacks: Set<String> = []
    var addedTo: [String: String] = [:]
    var viewCount = 0
    var reportedTooManyViews = false
  }

  /// `templates:` and what expanding them has made (`SceneDecoder+Templates.swift`).
  struct TemplateTable {
    /// `templates:` by name.
    var templates: [String: Template] = [:]
    /// Where each expansion came from, for errors inside one (index 0 unused).
    var expansions: [Expansion] = [
      Expansion(template: "", useLocation: SceneLocation(file: "", line: 0, column: 0), parent: 0)
    ]
    /// `expansionNote` of each expansion, once worked out.
    var expansionNotes: [Int: String] = [:]
    /// YAML nodes made by expanding templates, against `maxNodes`.
    var expandedNodes = 0
    /// Bytes of text made by expanding templates, against `maxFileBytes`.
    var expandedBytes = 0
    var reportedExpansionLimit = false
    /// Set once the expanded text passes its limit: no copy is made after it.
    var expansionStopped = false
    /// Template problems already reported, whichever `use:` met them: one
    /// error per distinct mistake.
    var reportedTemplateProblems: Set<ReportedProblem> = []
    /// The template being copied, for the text limit's message.
    var expandingTemplate = ""
    /// Places of `${…}` that could not be replaced.
    var unreplaced: Set<SceneLocation> = []
    /// Expansions whose copies hold such a `${…}`.
    var brokenExpansions: Set<Int> = []
  }

  init(file: String, limits: SceneLimits, assets: AssetResolver, types: SceneTypes = SceneTypes()) {
    self.file = file
    self.limits = limits
    self.assets = assets
    self.types = types
  }

  /// Sizes the id table and the responder graph once for a document of
  /// `maps` maps, instead of growing them a doubling at a time. Every view,
  /// controller and gesture is a map, so this is about the number of ids a
  /// big scene declares (10,000 views: 10,004 maps); bounded by the view
  /// limit. Measured in `rlab bench --only load` (callgrind's cache
  /// simulation: decoding `load.10k` had a fifth fewer first-level read
  /// misses and a third fewer write misses).
  func reserve(forMaps maps: Int) {
    let expected = min(maps, limits.maxViews)
    idTable.declarations.reserveCapacity(expected)
    chainTable.responders.reserveCapacity(expected + chainTable.responders.count)
  }

  // MARK: Errors and locations

  func location(_ node: Node) -> SceneLocation {
    let mark = node.mark
    var l = SceneLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    if let e = mark?.expansion, e != 0 { l.expandedFrom = expansionNote(Int(e)) }
    return l
  }

  func error(_ problem: SceneProblem, at node: Node) {
    let place = location(node)
    // A `${…}` that could not be replaced was reported once; what its
    // unreplaced text then fails to be is noise (`reportableErrors` also
    // drops what the checks after decoding append directly).
    if !templateTable.unreplaced.isEmpty, templateTable.unreplaced.contains(place) { return }
    errors.append(SceneError(problem, at: place))
  }

  func valueKind(_ node: Node) -> SceneProblem.ValueKind {
    switch node {
    case .mapping: .map
    case .sequence: .list
    case .scalar(let scalar): YAMLScalar(scalar).valueKind
    }
  }

  /// A value of another shape than `expected`; a colour whose unquoted `#`
  /// left an empty plain scalar says why.
  func mismatch(_ expected: SceneProblem.ValueShape, _ node: Node) {
    if expected == .colour, case .scalar(let s) = node, s.style == .plain, s.string.isEmpty {
      error(.unquotedColour, at: node)
    } else {
      error(.wrongKind(expected: expected, found: valueKind(node)), at: node)
    }
  }

  // MARK: Maps

  /// One `key: value` of a map.
  struct Entry {
    var key: String
    /// Where the key was written.
    var keyMark: Node.Mark?
    var value: Node

    /// The key as a node, for an error placed on it. Made on demand: an
    /// entry is copied several times a view, and a key's mark is all an
    /// error needs of it (`rlab bench --only load`).
    var keyNode: Node { .scalar(Node.Scalar(key, style: .plain, mark: keyMark)) }
  }

  /// A map's entries, or nil with an error when the node is something else.
  func entries(_ node: Node, expected: SceneProblem.ValueShape = .map) -> [Entry]? {
    guard case .mapping(let mapping) = node else {
      mismatch(expected, node)
      return nil
    }
    var result: [Entry] = []
    result.reserveCapacity(mapping.count)
    for (key, value) in mapping {
      guard case .scalar(let scalar) = key else {
        error(.rule(.complexKey), at: key)
        continue
      }
      result.append(Entry(key: scalar.string, keyMark: scalar.mark, value: value))
    }
    return result
  }

  /// Whether a map node has `key` (a linear look: maps are small). Asked
  /// twice of every subview: the lengths are compared first, which rules
  /// out most keys (`id`, `frame`, `color` against `use`, `controller`).
  func hasKey(_ node: Node, _ key: String) -> Bool {
    guard case .mapping(let mapping) = node else { return false }
    let length = key.utf8.count
    for k in mapping.pairs.indices {
      if case .scalar(let s) = mapping.pairs[k].key, s.string.utf8.count == length, s.string == key {
        return true
      }
    }
    return false
  }

  func unknownKey(_ entry: Entry, in context: SceneProblem.MapKind, allowed: [String]) {
    error(
      .unknownKey(entry.key, in: context, suggestion: Suggestion.closest(to: entry.key, in: allowed)),
      at: entry.keyNode)
  }

  // MARK: Scalars

  func scalar(_ node: Node) -> YAMLScalar? {
    guard case .scalar(let s) = node else { return nil }
    return YAMLScalar(s)
  }

  /// Text: any scalar but null, taken as written (so `text: 42` is "42").
  func string(_ node: Node) -> String? {
    guard case .scalar(let s) = node, YAMLScalar(s) != .null else {
      mismatch(.string, node)
      return nil
    }
    return s.string
  }

  func number(_ node: Node) -> Double? {
    guard case .number(let value) = scalar(node) else {
      mismatch(.number, node)
      return nil
    }
    guard value.isFinite else {
      error(.notFinite, at: node)
      return nil
    }
    return value
  }

  /// A number that must not be negative (sizes, widths, durations).
  func nonNegative(_ node: Node) -> Double? {
    guard let value = number(node) else { return nil }
    guard value >= 0 else {
      error(.outOfRange(.nonNegative, value), at: node)
      return nil
    }
    return value
  }

  /// A length in points, from 0 (or `-maxLength` when `signed`) to
  /// `SceneLimits.maxLength`, so that everything drawn from it stays finite.
  func length(_ node: Node, _ what: String, signed: Bool = false) -> Double? {
    guard let value = number(node) else { return nil }
    guard value <= limits.maxLength, value >= (signed ? -limits.maxLength : 0) else {
      if !signed, value < 0 {
        error(.outOfRange(.nonNegative, value), at: node)
      } else {
        error(.outOfRange(.length(what, max: limits.maxLength, signed: signed), value), at: node)
      }
      return nil
    }
    return value
  }

  /// A time in seconds from 0 to `SceneLimits.maxSeconds`.
  func seconds(_ node: Node, _ what: String) -> Double? {
    guard let value = nonNegative(node) else { return nil }
    guard value <= limits.maxSeconds else {
      error(.outOfRange(.seconds(what, max: limits.maxSeconds), value), at: node)
      return nil
    }
    return value
  }

  func positiveInt(_ node: Node, from low: Double = 1) -> Int? {
    guard let value = number(node) else { return nil }
    guard value >= low, value <= 100, value.rounded() == value else {
      error(.outOfRange(.wholeNumber(from: Int(low)), value), at: node)
      return nil
    }
    return Int(value)
  }

  func bool(_ node: Node) -> Bool? {
    guard case .bool(let value) = scalar(node) else {
      mismatch(.bool, node)
      return nil
    }
    return value
  }

  func color(_ node: Node) -> SceneColor? {
    guard case .string(let text) = scalar(node) else {
      mismatch(.colour, node)
      return nil
    }
    // Big scenes repeat a colour view after view: the last one read is
    // kept, so a repeat costs a comparison instead of a parse.
    if let last = lastColor, last.text == text { return last.color }
    guard let color = SceneColor(hex: text) else {
      error(.malformed(.colour, text), at: node)
      return nil
    }
    lastColor = (text, color)
    return color
  }

  /// `[x, y, width, height]`: four finite numbers, the size not negative.
  func frame(_ node: Node) -> SceneRect? {
    guard case .sequence(let sequence) = node else {
      mismatch(.frame, node)
      return nil
    }
    guard sequence.count == 4 else {
      error(.rule(.frameCount(sequence.count)), at: node)
      return nil
    }
    var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
    for (k, element) in sequence.enumerated() {
      guard let value = number(element) else { return nil }
      if k >= 2 && value < 0 {
        error(.outOfRange(.frameSide(k == 2 ? "width" : "height"), value), at: element)
        return nil
      }
      if k >= 2, length(element, "a frame's \(k == 2 ? "width" : "height")") == nil { return nil }
      switch k {
      case 0: values.0 = value
      case 1: values.1 = value
      case 2: values.2 = value
      default: values.3 = value
      }
    }
    return SceneRect(x: values.0, y: values.1, width: values.2, height: values.3)
  }

  /// An action name: a method-like word (`submit`, `copy`).
  func actionName(_ node: Node) -> String? {
    guard let text = string(node) else { return nil }
    guard isName(text) else {
      error(.malformed(.actionName, text), at: node)
      return nil
    }
    actionTable.actionNames.insert(text)
    return text
  }

  /// A list, or a single item standing for a list of one.
  func items(_ node: Node) -> [Node] {
    if case .sequence(let sequence) = node { return Array(sequence) }
    return [node]
  }

  func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
      return false
    }
    return text.utf8.allSatisfy { c in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || c == UInt8(ascii: "_")
    }
  }

  // MARK: Ids

  /// Declares an id: checks its spelling, that it is not reserved and not
  /// already taken (naming the first declaration's line).
  func declare(_ node: Node, as kind: IDKind, responder: Int?) -> Located<String>? {
    guard let text = string(node) else { return nil }
    let id = Located(text, at: location(node))
    guard isID(text) else {
      error(.malformed(.id, text), at: node)
      return nil
    }
    // Three names: compared, not hashed (this runs for every id).
    if SceneDocument.reservedIDs.contains(where: { $0 == text }) || text == SceneDocument.keyboardID {
      error(.reservedID(text), at: node)
      return nil
    }
    // One hashing of the id for the usual new one; a duplicate puts the
    // first declaration back.
    let declaration = Declaration(kind: kind, location: id.location, responder: responder)
    if let first = idTable.declarations.updateValue(declaration, forKey: text) {
      idTable.declarations[text] = first
      error(.duplicateID(text, firstLine: first.location.line), at: node)
      return nil
    }
    return id
  }

  /// Records a reference, checked once every id is known.
  func reference(_ node: Node, key: String, role: ReferenceRole) -> Located<String>? {
    guard let text = string(node) else { return nil }
    let id = Located(text, at: location(node))
    idTable.references.append(Reference(id: id, key: key, role: role))
    return id
  }

  /// Letters, digits, `_` and `-`. Reads the bytes in place: every id of
  /// a big scene is checked (`rlab bench --only load`).
  func isID(_ text: String) -> Bool {
    func valid(_ bytes: some Sequence<UInt8>) -> Bool {
      bytes.allSatisfy { c in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || c == UInt8(ascii: "_")
          || c == UInt8(ascii: "-")
      }
    }
    return !text.isEmpty && (text.utf8.withContiguousStorageIfAvailable(valid) ?? valid(text.utf8))
  }

  /// Adds a responder to the graph that `next` cycles are searched in.
  func addResponder(name: String, defaultNext: Int?) -> Int {
    chainTable.responders.append(ResponderNode(name: name, defaultNext: defaultNext))
    return chainTable.responders.count - 1
  }
}
