/// Named values an app keeps in its model ("which row is open", "how many
/// items"), for prototypes that run no code: a scene's `state:` declares
/// them, `set` effects change them, `when:` and `bind:` read them, and the
/// overlay shows them.
///
/// The names keep the order they were declared in, so the overlay lists
/// them as the scene wrote them. Values are `PropertyValue`s: a name
/// (`none`, `row3`) or a number.
public final class StateStore {
  public private(set) var names: [String] = []
  private var values: [String: PropertyValue] = [:]
  /// Bumped on every change, so a reader (the overlay, bindings) can tell.
  public private(set) var revision = 0

  public init() {}

  public var isEmpty: Bool { names.isEmpty }

  public subscript(name: String) -> PropertyValue? {
    get { values[name] }
    set {
      guard let newValue else { return }
      if values[name] == nil { names.append(name) }
      if values[name] != newValue {
        values[name] = newValue
        revision &+= 1
      }
    }
  }

  /// `name = value` lines in declaration order.
  public var lines: [String] { names.map { "\($0) = \(values[$0]?.description ?? "null")" } }
}
