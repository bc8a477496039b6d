/// What is wrong in a scene file: a closed set of cases, each carrying the
/// values its message quotes, so that a test or a tool matches the case
/// (`.unknownKey("colour", in: .view, suggestion: "color")`) and not a
/// substring of the text.
///
/// The shape follows swift-argument-parser's `ParserError`, whose cases
/// (`unknownOption`, `missingValueForOption`, …) carry their `InputOrigin`
/// and whose text is written in one place; here the origin is the
/// `SceneError`'s `location` (with `expandedFrom` inside a template), and
/// `message` is the text `rlab check` has always printed.
public enum SceneProblem: Hashable, Sendable {
  // MARK: Reading the file

  /// The file could not be read; the reason is `SafeFile`'s, from the
  /// system (missing, not a regular file, over the size limit).
  case unreadable(String)
  /// The bytes or the YAML grammar, before any scene key is read.
  case yaml(YAMLProblem)

  // MARK: Keys and values

  /// A key the map does not have, in the kind of map it was written in.
  case unknownKey(String, in: MapKind, suggestion: String?)
  /// A value of another shape than `expected`.
  case wrongKind(expected: ValueShape, found: ValueKind)
  /// A colour's unquoted `#`, which YAML reads as a comment, left nothing.
  case unquotedColour
  /// A number that is not finite (`.inf`, `.nan`).
  case notFinite
  /// A map without a key it needs.
  case missingKey(MissingKey)
  /// A key on a kind of view, gesture or effect that does not have it.
  case misplacedKey(String, MisplacedKey)
  /// A name that is not one of the choices of `kind`.
  case unknownName(NameKind, String, suggestion: String?)
  /// A UIKit name of `kind` that this subset does not implement.
  case unsupportedName(NameKind, String)
  /// Text that breaks the spelling rule of what it names.
  case malformed(Spelling, String)
  /// A number outside what `rule` allows.
  case outOfRange(RangeRule, Double)
  /// A limit that keeps a hostile file small.
  case tooMany(SceneLimit)
  /// An `image:` path that cannot be used.
  case image(ImageProblem)

  // MARK: Ids and references

  /// An id declared twice; `firstLine` is the first declaration's.
  case duplicateID(String, firstLine: Int)
  /// `window`, `application` or `appDelegate` declared as an id.
  case reservedID(String)
  /// A reference to an id nothing declares, written under `key`; a
  /// gesture reference lists the scene's gestures (`gestures`, else nil).
  case unknownID(String, key: String, suggestion: String?, gestures: [String]?)
  /// A `when:` key `ID.property` whose id has no such property to read;
  /// `known` lists the ones its kind has (`ReadableProperties`).
  case unknownReadable(id: String, kindName: String, property: String, suggestion: String?, known: [String])
  /// A reference to an id of the wrong kind for `key`.
  case wrongReference(key: String, id: String, ReferenceMismatch)
  /// `key` names appDelegate, but the scene declares none.
  case noAppDelegate(key: String)
  /// An `on:` name that looks like a misspelt event method.
  case unknownEvent(String, suggestion: String)
  /// A state name `state:` does not declare.
  case unknownState(String, suggestion: String?, noneDeclared: Bool)
  /// A `type:`/`class:` name no class is registered under for `place`.
  case unknownClass(String, place: ClassPlace, suggestion: String?, registered: [String])
  /// A registered class named where its base does not fit.
  case misplacedClass(String, registeredAs: SceneTypes.Base)

  // MARK: Whole-scene rules

  /// `next` overrides that make a loop, from the blamed responder round
  /// to it again; `presented` when the loop closes only once a controller
  /// is presented over another (`over`).
  case chainLoop([String], presented: String?, over: String?)
  /// A `state.NAME.property` key whose state is given `id` (at
  /// `givenAtLine`), which the key written with that id would refuse.
  case stateHolds(state: String, id: String, givenAtLine: Int, ReferenceMismatch)
  /// A binding's target bound already at `firstLine`.
  case boundTwice(String, firstLine: Int)
  /// Bindings that feed each other, target by target.
  case bindCycle([String])
  /// Bindings that feed each other through `stack`'s layout, which moves
  /// the frames it arranges when one changes.
  case bindLayoutCycle([String], stack: String)
  /// `templates:` and `use:`.
  case template(TemplateProblem)
  /// One rule of one key, which no other key shares.
  case rule(SceneRule)
  /// The errors past `SceneLimits.maxErrors`, counted.
  case moreErrors(Int)

  /// The text `rlab check` prints after `FILE:LINE:COLUMN: `.
  public var message: String {
    switch self {
    case .unreadable(let reason): reason
    case .yaml(let problem): problem.message
    case .unknownKey(let key, let context, let suggestion):
      "unknown key '\(key)' in \(context.name)" + Self.hint(suggestion)
    case .wrongKind(let expected, let found): "expected \(expected.name), got \(found.name)"
    case .unquotedColour:
      SceneProblem.wrongKind(expected: .colour, found: .null).message
        + " (quote colours: an unquoted # starts a comment)"
    case .notFinite: "expected a finite number"
    case .missingKey(let missing): missing.message
    case .misplacedKey(let key, let rule): rule.message(key)
    case .unknownName(let kind, let name, let suggestion):
      "unknown \(kind.noun) '\(name)'" + kind.place + (kind.choices.map { " (\($0))" } ?? "")
        + Self.hint(suggestion)
    case .unsupportedName(let kind, let name):
      "\(kind.noun) '\(name)' is not supported here" + (kind.choices.map { " (\($0))" } ?? "")
    case .malformed(let spelling, let text): spelling.message(text)
    case .outOfRange(let rule, let value): rule.message(value)
    case .tooMany(let limit): limit.message
    case .image(let problem): problem.message
    case .duplicateID(let id, let line): "duplicate id '\(id)'; first declared at line \(line)"
    case .reservedID(let id): "'\(id)' is reserved for the scene's \(id); choose another id"
    case .unknownID(let id, let key, let suggestion, let gestures):
      "unknown id '\(id)' in `\(key)`" + Self.hint(suggestion) + Self.gestureList(gestures)
    case .unknownReadable(let id, let kindName, let property, let suggestion, let known):
      "'\(id)' (\(kindName)) has no property '\(property)' a condition can read" + Self.hint(suggestion)
        + (known.isEmpty
          ? "; a condition reads views and gesture recognizers"
          : " (properties: \(known.joined(separator: ", ")))")
    case .wrongReference(let key, let id, let mismatch): mismatch.message(key: key, id: id)
    case .noAppDelegate(let key):
      "`\(key)` names appDelegate, but the scene declares none; add `appDelegate: {}`"
    case .unknownEvent(let name, let suggestion): "unknown event '\(name)'; did you mean '\(suggestion)'?"
    case .unknownState(let name, let suggestion, let noneDeclared):
      "unknown state '\(name)'" + Self.hint(suggestion)
        + (noneDeclared ? "; declare it under `state:` at the top of the scene" : "")
    case .unknownClass(let name, let place, let suggestion, let registered):
      "unknown \(place == .view ? "view type" : "class") '\(name)'" + Self.hint(suggestion)
        + (suggestion != nil
          ? ""
          : registered.isEmpty
            ? "; a Swift class is named once registered (SceneTypes.register(_:as:)) and the scene opened with those types"
            : "; registered for \(place.keyName): \(registered.joined(separator: ", "))")
    case .misplacedClass(let name, let base):
      "'\(name)' is registered as \(base.description): name it in \(ClassPlace.of(base).keyName)"
    case .chainLoop(let names, let presented, let over):
      if let presented, let over {
        "`next` makes a loop in the responder chain once '\(presented)' is presented over '\(over)': "
          + names.joined(separator: " → ")
      } else {
        "`next` makes a loop in the responder chain: \(names.joined(separator: " → "))"
      }
    case .stateHolds(let state, let id, let line, let mismatch):
      "`state.\(state)` is given '\(id)' at line \(line), and "
        + mismatch.message(key: "set", id: id)
    case .boundTwice(let target, let line):
      "`\(target)` is already bound at line \(line); a value follows one source"
    case .bindCycle(let names):
      "`bind:` makes a cycle: \(names.joined(separator: " ← ")); a bound value cannot depend on itself"
    case .bindLayoutCycle(let names, let stack):
      "`bind:` makes a cycle through the layout of stack '\(stack)', which moves the frames it arranges: "
        + "\(names.joined(separator: " ← ")); a bound value cannot depend on itself"
    case .template(let problem): problem.message
    case .rule(let rule): rule.message
    case .moreErrors(let count): "\(count) more errors not shown"
    }
  }

  /// `; did you mean 'x'?`, or nothing.
  static func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The gestures a gesture reference may name, at most 12 shown.
  private static func gestureList(_ gestures: [String]?) -> String {
    guard let gestures else { return "" }
    if gestures.isEmpty { return " (the scene declares no gestures; a scroll view's own pan is `ID.pan`)" }
    let shown = gestures.prefix(12).joined(separator: ", ")
    return " (gestures: \(shown)\(gestures.count > 12 ? ", … \(gestures.count - 12) more" : ""))"
  }

  /// A number as the file would write it: whole numbers without `.0`.
  static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
