/// The values one copy of a template substitutes: `index` and the `use:`
/// entry's `with:` parameters, in that order.
///
/// A handful of names, found by comparing them in turn: a dictionary made
/// for every copy, hashed at every `${…}`, cost more than the copy's own
/// nodes (`rlab bench --only load`, `load.templates10k`). The names are
/// distinct: `with:` is a YAML map, and naming `index` in it is refused.
/// Past `indexedFrom` names a dictionary is kept beside them, so a `use:`
/// with hundreds of parameters does not compare each `${…}` with all of
/// them (60,000 parameters took 8.7 s, issue 37).
struct TemplateValues {
  private var entries: [(name: String, text: String, style: YAMLNode.Scalar.Style)] = []
  private var positions: [String: Int]?
  static let indexedFrom = 16

  init(index: String, capacity: Int) {
    entries.reserveCapacity(capacity)
    entries.append((name: "index", text: index, style: .plain))
  }

  mutating func append(_ name: String, _ text: String, _ style: YAMLNode.Scalar.Style) {
    entries.append((name: name, text: text, style: style))
    if positions != nil {
      positions?[name] = entries.count - 1
    } else if entries.count >= Self.indexedFrom {
      positions = Dictionary(
        entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The value's text and style, nil for a name the copy has no value for.
  subscript(name: String) -> (String, YAMLNode.Scalar.Style)? {
    if let positions {
      return positions[name].map { (entries[$0].text, entries[$0].style) }
    }
    for entry in entries where entry.name == name { return (entry.text, entry.style) }
    return nil
  }

  /// The names, `index` first, for an unknown name's did-you-mean.
  var names: [String] { entries.map(\.name) }
}
