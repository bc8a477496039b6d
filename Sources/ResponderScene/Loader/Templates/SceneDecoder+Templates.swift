/// `templates:` and the `use:` entries of `subviews` that copy them.
///
/// ```yaml
/// templates:
///   row: { id: "${id}", frame: [0, "${y}", 390, 60] }
/// ...
///   subviews:
///     - { use: row, with: { id: row3, y: 180 } }
///     - { use: row, repeat: 10, with: { id: "row${index}", y: "${index * 60 + 8}" } }
/// ```
///
/// Expansion works on the YAML tree before decoding, so everything after
/// it (ids, references, every limit) sees the copies as if written out.
/// Each copied node remembers its expansion, and an error inside one names
/// the template's line and the `use:` line. O(template nodes × copies).
extension SceneDecoder {
  static let useKeys = ["use", "with", "repeat"]
  /// Templates used inside templates nest at most this deep.
  static let maxTemplateNesting = 16

  struct Template {
    var node: Node
    var location: SceneLocation
    /// YAML values in the template, for the expansion-size limit.
    var nodeCount: Int
    /// Bytes of scalar text in the template, for the text-size limit.
    var byteCount: Int
    /// The names its `${…}` read.
    var parameters: Set<String>
    /// The templates its own `use:` entries copy, with their `repeat` (1
    /// when not a plain number).
    var uses: [(name: String, count: Int)]
    /// Lower bounds of what one copy makes with its nested copies
    /// (`nestedSizes`): a `use:` whose bound is already over a limit is
    /// refused before anything is copied (templates nested 8 deep took
    /// 10 s to reach the node limit one copy at a time, issue 37).
    var deepNodes = 0
    var deepBytes = 0
  }

  struct Expansion {
    var template: String
    var useLocation: SceneLocation
    /// The expansion the `use:` itself came from, 0 for the file.
    var parent: Int
  }

  func decodeTemplates(_ node: Node) {
    guard let list = entries(node, expected: .templatesMap) else { return }
    for entry in list {
      guard isName(entry.key) else {
        error(.malformed(.templateName, entry.key), at: entry.keyNode)
        continue
      }
      guard case .mapping = entry.value else {
        mismatch(.viewMap, entry.value)
        continue
      }
      var scan = Scan()
      scan.walk(entry.value)
      guard scan.parameters.count <= limits.maxTemplateParameters else {
        error(
          .tooMany(.templateParameters(max: limits.maxTemplateParameters, got: scan.parameters.count)),
          at: entry.keyNode)
        continue
      }
      templateTable.templates[entry.key] = Template(
        node: entry.value, location: location(entry.keyNode), nodeCount: scan.nodes, byteCount: scan.bytes,
        parameters: scan.parameters, uses: scan.uses)
    }
    nestedSizes()
  }

  /// What one walk over a template finds.
  private struct Scan {
    var nodes = 0
    var bytes = 0
    var parameters: Set<String> = []
    var uses: [(name: String, count: Int)] = []

    mutating func walk(_ node: Node) {
      nodes += 1
      switch node {
      case .scalar(let s):
        bytes += s.string.utf8.count
        SceneDecoder.collectNames(s.string, into: &parameters)
      case .sequence(let seq):
        for n in seq { walk(n) }
      case .mapping(let m):
        var use: String?
        var count = 1
        for (k, v) in m {
          walk(k)
          walk(v)
          guard case .scalar(let key) = k, case .scalar(let value) = v else { continue }
          if key.string == "use" { use = value.string }
          if key.string == "repeat", let n = Int(value.string), n >= 1 { count = n }
        }
        if let use { uses.append((use, count)) }
      }
    }
  }

  /// Fills `deepNodes` and `deepBytes`: a template's own size plus, for
  /// each nested `use:`, its repeat times the nested template's. Saturating,
  /// and a template on a cycle (refused when used) counts its own size.
  private func nestedSizes() {
    var done: [String: (Int, Int)] = [:]
    var visiting: Set<String> = []
    func size(_ name: String) -> (Int, Int) {
      if let known = done[name] { return known }
      guard let t = templateTable.templates[name], visiting.insert(name).inserted else { return (0, 0) }
      var (nodes, bytes) = (t.nodeCount, t.byteCount)
      for use in t.uses {
        let (n, b) = size(use.name)
        nodes = Self.saturatingAdd(nodes, Self.saturatingMultiply(n, use.count))
        bytes = Self.saturatingAdd(bytes, Self.saturatingMultiply(b, use.count))
      }
      visiting.remove(name)
      done[name] = (nodes, bytes)
      return (nodes, bytes)
    }
    for name in templateTable.templates.keys {
      let (nodes, bytes) = size(name)
      templateTable.templates[name]?.deepNodes = nodes
      templateTable.templates[name]?.deepBytes = bytes
    }
  }

  static func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
    let (r, o) = a.multipliedReportingOverflow(by: b)
    return o ? .max : r
  }

  static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (r, o) = a.addingReportingOverflow(b)
    return o ? .max : r
  }

  fileprivate static func collectNames(_ text: String, into names: inout Set<String>) {
    guard text.hasPlaceholder else { return }
    var rest = Substring(text)
    while let open = rest.placeholderStart(), let close = rest.closingBrace(from: open.upperBound) {
      var word = ""
      for c in rest[open.upperBound..<close] {
        if c == "_" || c.isLetter || (c.isNumber && !word.isEmpty) {
          word.append(c)
        } else {
          if !word.isEmpty { names.insert(word) }
          word = ""
        }
      }
      if !word.isEmpty { names.insert(word) }
      rest = rest[rest.index(after: close)...]
    }
  }

  /// The inside of a scalar that is exactly one `${…}`, else nil.
  static func lonePlaceholder(_ text: String) -> Substring? {
    // Asked of every scalar with a `${` in every copy: ASCII text (each
    // byte a character) is judged by its bytes, which costs a fraction of
    // comparing characters; other text as before.
    let bytes = text.utf8
    if bytes.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } }) == true {
      guard bytes.count >= 3, bytes.first == UInt8(ascii: "$"), bytes.last == UInt8(ascii: "}"),
        bytes[bytes.index(after: bytes.startIndex)] == UInt8(ascii: "{")
      else { return nil }
      let inner = text[bytes.index(bytes.startIndex, offsetBy: 2)..<bytes.index(before: bytes.endIndex)]
      return inner.utf8.contains(UInt8(ascii: "}")) || inner.hasPlaceholder ? nil : inner
    }
    guard text.hasPrefix("${"), text.hasSuffix("}") else { return nil }
    let inner = text.dropFirst(2).dropLast()
    return inner.utf8.contains(UInt8(ascii: "}")) || inner.hasPlaceholder ? nil : inner
  }

  /// "in template 'row' used at FILE:L:C", outermost last; worked out once
  /// per expansion, since every location inside a copy carries it.
  func expansionNote(_ index: Int) -> String {
    if let note = templateTable.expansionNotes[index] { return note }
    var parts: [String] = []
    var k = index
    var hops = 0
    while k != 0, k < templateTable.expansions.count, hops <= Self.maxTemplateNesting + 1 {
      let e = templateTable.expansions[k]
      parts.append(
        "in template '\(e.template)' used at \(e.useLocation.file):\(e.useLocation.line):\(e.useLocation.column)"
      )
      k = e.parent
      hops += 1
    }
    let note = parts.joined(separator: ", ")
    templateTable.expansionNotes[index] = note
    return note
  }

  /// The view maps a `use:` entry stands for; empty after an error.
  func expandUse(_ node: Node) -> [Node] {
    guard let list = entries(node, expected: .useMap), var use = readUse(list, at: node),
      let template = knownTemplate(use, in: list, at: node)
    else { return [] }
    let parent = Int(node.mark?.expansion ?? 0)
    guard nestingAllows(use, parent: parent), parametersFit(use, template, at: node),
      limitsAllow(use, template, at: node), !templateTable.expansionStopped
    else { return [] }
    return copies(of: template, for: &use, at: node, parent: parent)
  }

  /// What a `use:` entry asks for: the template, the parameters given,
  /// those whose value was refused, and how many copies.
  struct UseRequest {
    var name: String?
    var nameNode: Node
    var with: [(String, Node, Node)] = []
    /// Parameters whose value was refused: the refusal is the one error,
    /// and the template's `${…}` reading them stay unreplaced in silence.
    var silenced = Silenced()
    var count = 1
  }

  /// The entry's keys (`use`, `with`, `repeat`), each checked; nil when
  /// one makes the whole entry fail.
  private func readUse(_ list: [Entry], at node: Node) -> UseRequest? {
    var use = UseRequest(nameNode: node)
    for entry in list {
      switch entry.key {
      case "use":
        use.name = string(entry.value)
        use.nameNode = entry.value
      case "with":
        guard let pairs = entries(entry.value, expected: .parametersMap) else {
          use.silenced.all = true
          continue
        }
        guard pairs.count <= limits.maxTemplateParameters else {
          error(
            .tooMany(.templateParameters(max: limits.maxTemplateParameters, got: pairs.count)),
            at: entry.value)
          return nil
        }
        for p in pairs {
          guard case .scalar = p.value else {
            mismatch(.parameterValue(p.key), p.value)
            use.silenced.names.insert(p.key)
            continue
          }
          use.with.append((p.key, p.keyNode, p.value))
        }
      case "repeat":
        guard let n = number(entry.value) else { return nil }
        guard n >= 1, n <= Double(limits.maxViews), n.rounded() == n else {
          error(.outOfRange(.repeatCount(max: limits.maxViews), n), at: entry.value)
          return nil
        }
        use.count = Int(n)
      default:
        unknownKey(entry, in: .use, allowed: Self.useKeys)
      }
    }
    return use
  }

  /// The template the entry names, or nil after saying why there is none.
  private func knownTemplate(_ use: UseRequest, in list: [Entry], at node: Node) -> Template? {
    guard let name = use.name else {
      if !list.contains(where: { $0.key == "use" }) {
        error(.missingKey(.useTemplate), at: node)
      }
      return nil
    }
    guard let template = templateTable.templates[name] else {
      let known = templateTable.templates.keys.sorted()
      error(
        .template(.unknown(name, suggestion: Suggestion.closest(to: name, in: known), known: known)),
        at: use.nameNode)
      return nil
    }
    return template
  }

  /// Whether the template may expand inside the expansions this `use:`
  /// sits in: not inside itself, and not too deep.
  private func nestingAllows(_ use: UseRequest, parent: Int) -> Bool {
    let name = use.name ?? ""
    let nameNode = use.nameNode
    var chain: [String] = []
    var k = parent
    while k != 0 {
      chain.append(templateTable.expansions[k].template)
      k = templateTable.expansions[k].parent
    }
    if chain.contains(name) {
      error(
        .template(.usesItself([name] + chain.reversed().drop { $0 != name }.dropFirst() + [name])),
        at: nameNode)
      return false
    }
    guard chain.count < Self.maxTemplateNesting else {
      error(.tooMany(.templateNesting(max: Self.maxTemplateNesting)), at: nameNode)
      return false
    }
    return true
  }

  /// Whether every `with:` key is one of the template's parameters (and
  /// none is `index`, which each copy gets).
  private func parametersFit(_ use: UseRequest, _ template: Template, at node: Node) -> Bool {
    let name = use.name ?? ""
    let with = use.with
    var misspelt = false
    let parameterNames = template.parameters.sorted()
    for (key, keyNode, _) in with where key != "index" && !template.parameters.contains(key) {
      let suggestion = Suggestion.closest(to: key, in: parameterNames)
      if let suggestion, !with.contains(where: { $0.0 == suggestion }) { misspelt = true }
      error(.template(.noParameter(template: name, key: key, suggestion: suggestion)), at: keyNode)
    }
    // A `with:` key spelt unlike the template's `${…}` (`titl:` for
    // `${title}`) is the one error: expanding the copies would add one at
    // every `${title}` the template reads, each suggesting to misspell the
    // template, and more where the unfilled `${title}` is not a valid value.
    if misspelt { return false }
    if with.contains(where: { $0.0 == "index" }) {
      error(.template(.indexGiven), at: node)
      return false
    }
    return true
  }

  /// Whether the copies stay within the node and byte limits, counted as
  /// if written out.
  private func limitsAllow(_ use: UseRequest, _ template: Template, at node: Node) -> Bool {
    let name = use.name ?? ""
    let count = use.count
    // Every limit applies after expansion: the copies count as written-out
    // YAML, in values and in bytes. What the nested copies will make is
    // known now as a lower bound, so a use that must pass a limit stops here.
    let nodesBound = Self.saturatingAdd(
      templateTable.expandedNodes, Self.saturatingMultiply(template.deepNodes, count))
    templateTable.expandedNodes += template.nodeCount * count
    guard nodesBound <= limits.maxNodes, templateTable.expandedNodes <= limits.maxNodes else {
      if !templateTable.reportedExpansionLimit {
        templateTable.reportedExpansionLimit = true
        error(
          .tooMany(.templateExpansion(max: limits.maxNodes, perCopy: template.deepNodes, template: name)),
          at: node)
      }
      return false
    }
    let bytesBound = Self.saturatingAdd(
      templateTable.expandedBytes, Self.saturatingMultiply(template.deepBytes, count))
    templateTable.expandedBytes += template.byteCount * count
    guard bytesBound <= limits.maxFileBytes, templateTable.expandedBytes <= limits.maxFileBytes else {
      stopExpansion(at: node, template: name)
      return false
    }
    return true
  }

  /// The copies themselves, each with its parameters and `${index}` filled in.
  private func copies(of template: Template, for use: inout UseRequest, at node: Node, parent: Int) -> [Node]
  {
    let name = use.name ?? ""
    let with = use.with
    let count = use.count
    var silenced = use.silenced
    defer { use.silenced = silenced }
    let index = templateTable.expansions.count
    templateTable.expansions.append(Expansion(template: name, useLocation: location(node), parent: parent))
    var copies: [Node] = []
    copies.reserveCapacity(count)
    // One error per distinct mistake, whichever copy or `use:` meets it.
    var reported = templateTable.reportedTemplateProblems
    defer { templateTable.reportedTemplateProblems = reported }
    templateTable.expandingTemplate = name
    for i in 0..<count {
      let indexText = String(i)
      var values = TemplateValues(index: indexText, capacity: with.count + 1)
      for (key, _, valueNode) in with {
        guard case .scalar(let s) = valueNode else { continue }
        if s.string.hasPlaceholder {
          guard
            let text = substitute(
              s.string, at: valueNode, known: ["index"], silenced: Silenced(), reported: &reported,
              { n in n == "index" ? indexText : nil })
          else {
            // Reported at the `with:` value; the copies' `${key}` follow from it.
            silenced.names.insert(key)
            continue
          }
          values.append(key, text, Self.lonePlaceholder(s.string) == nil ? s.style : .plain)
        } else {
          values.append(key, s.string, s.style)
        }
      }
      copies.append(
        copy(template.node, values: values, expansion: Int32(index), silenced: silenced, reported: &reported))
      if templateTable.expansionStopped { return [] }
      if errors.count > limits.maxErrors { break }
    }
    return copies
  }

  /// Reports the text limit once and makes no more copies.
  func stopExpansion(at node: Node, template: String) {
    templateTable.expansionStopped = true
    guard !templateTable.reportedExpansionLimit else { return }
    templateTable.reportedExpansionLimit = true
    error(.tooMany(.templateBytes(max: limits.maxFileBytes, template: template)), at: node)
  }

  /// A copy of `node` with every `${…}` replaced and every mark tagged
  /// with the expansion.
  private func copy(
    _ node: Node, values: TemplateValues, expansion: Int32, silenced: Silenced,
    reported: inout Set<ReportedProblem>
  ) -> Node {
    switch node {
    case .scalar(var s):
      s.mark?.expansion = expansion
      if s.string.hasPlaceholder {
        // A scalar that is one `${…}` takes the value's own style (a plain
        // 180 stays a number, a quoted "yes" stays text, and a computed
        // value is plain); anything around it makes text.
        if let inner = Self.lonePlaceholder(s.string) {
          if let v = values[String(inner)] {
            s.string = v.0
            s.style = v.1
          } else if let text = substitute(
            s.string, at: .scalar(s), known: values.names, silenced: silenced, reported: &reported,
            { values[$0]?.0 })
          {
            s.string = text
            s.style = .plain
          }
        } else if let text = substitute(
          s.string, at: .scalar(s), known: values.names, silenced: silenced, reported: &reported,
          { values[$0]?.0 })
        {
          s.string = text
        }
      }
      return .scalar(s)
    case .sequence(var seq):
      seq.mark?.expansion = expansion
      seq.nodes = seq.nodes.map {
        copy($0, values: values, expansion: expansion, silenced: silenced, reported: &reported)
      }
      return .sequence(seq)
    case .mapping(var m):
      m.mark?.expansion = expansion
      m.pairs = m.pairs.map {
        (
          copy($0.key, values: values, expansion: expansion, silenced: silenced, reported: &reported),
          copy($0.value, values: values, expansion: expansion, silenced: silenced, reported: &reported)
        )
      }
      return .mapping(m)
    }
  }

  /// `text` with each `${…}` evaluated; nil after an error. Every broken
  /// `${…}` of the text is reported (once per place and problem), not only
  /// the first; the text made counts against the expansion's byte limit
  /// (a 10,000-character value read 1,000 times per copy made 1 GB).
  private func substitute(
    _ text: String, at node: Node, known: @autoclosure () -> [String], silenced: Silenced,
    reported: inout Set<ReportedProblem>, _ lookup: (String) -> String?
  ) -> String? {
    var out = ""
    var failed = false
    var rest = Substring(text)
    while let open = rest.placeholderStart() {
      guard let close = rest.closingBrace(from: open.upperBound) else {
        report(.unclosedPlaceholder, node, &reported)
        return nil
      }
      out += rest[..<open.lowerBound]
      switch TemplateExpression.evaluate(rest[open.upperBound..<close], values: { lookup(String($0)) }) {
      case .success(let v):
        templateTable.expandedBytes += v.utf8.count
        guard templateTable.expandedBytes <= limits.maxFileBytes else {
          stopExpansion(at: node, template: templateTable.expandingTemplate)
          return nil
        }
        if !failed { out += v }
      case .failure(.unknown(let name)) where silenced.all || silenced.names.contains(name):
        markUnreplaced(node)
        failed = true
      case .failure(.unknown(let name)):
        report(
          .unknownParameter(
            name, suggestion: Suggestion.closest(to: name, in: known()), given: known().sorted()),
          node, &reported)
        failed = true
      case .failure(.notANumber(let name, let value)):
        report(.notANumber(parameter: name, value: value), node, &reported)
        failed = true
      case .failure(.syntax(let why)):
        report(.notAnExpression(String(rest[open.upperBound..<close]), why: why), node, &reported)
        failed = true
      }
      rest = rest[rest.index(after: close)...]
    }
    if failed { return nil }
    out += rest
    return out
  }

  /// A template problem at one place, reported once however many copies
  /// repeat it: keyed by the typed problem, not by its text.
  struct ReportedProblem: Hashable {
    var line: Int
    var column: Int
    var problem: SceneProblem.TemplateProblem
  }

  private func report(
    _ problem: SceneProblem.TemplateProblem, _ node: Node, _ reported: inout Set<ReportedProblem>
  ) {
    let key = ReportedProblem(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0, problem: problem)
    guard reported.insert(key).inserted else { return }
    // Appended directly: `error(_:at:)` drops what follows an unreplaced
    // `${…}` at its place, and a second broken `${…}` of the same text is
    // no follow-on but a mistake of its own.
    errors.append(SceneError(.template(problem), at: location(node)))
    markUnreplaced(node)
  }

  /// The names of a `use:` whose values were refused (`all` when its
  /// `with:` was not a map at all).
  struct Silenced {
    var all = false
    var names: Set<String> = []
  }

  /// Records a `${…}` left unreplaced, and the copy it is in, for
  /// `reportableErrors`.
  private func markUnreplaced(_ node: Node) {
    templateTable.unreplaced.insert(location(node))
    if let e = node.mark?.expansion, e != 0 { templateTable.brokenExpansions.insert(Int(e)) }
  }

  /// The errors to show. A `${…}` that could not be replaced was reported
  /// once (or its `with:` value was); what follows from its unreplaced text
  /// is noise: whatever its own place then fails to be, and, in a copy
  /// holding one, references and action keys that name what the broken
  /// text should have declared (`remove: "${id}"` when `id: "${ix}"` made
  /// no `row0`). Filtered here rather than in `error(_:at:)`, as the checks
  /// made after decoding (references, action keys) append directly.
  var reportableErrors: [SceneError] {
    guard !templateTable.unreplaced.isEmpty else { return errors }
    let brokenNotes = templateTable.brokenExpansions.map { expansionNote($0) }
    func inBrokenCopy(_ place: SceneLocation) -> Bool {
      guard let via = place.expandedFrom else { return false }
      return brokenNotes.contains { via == $0 || via.hasSuffix(", " + $0) }
    }
    return errors.filter { e in
      if case .template = e.problem { return true }
      if templateTable.unreplaced.contains(e.location) { return false }
      return !(e.problem.followsFromOtherPlaces && inBrokenCopy(e.location))
    }
  }
}

extension StringProtocol {
  /// Whether the text holds a `${`: a byte scan, since `contains(_:)` on
  /// strings searches by characters and every scalar of a copy asks.
  /// The bytes are read in place where they can be (a short string's
  /// too), which costs a fraction of stepping through the UTF-8 view.
  fileprivate var hasPlaceholder: Bool {
    func scan(_ bytes: some Sequence<UInt8>) -> Bool {
      var dollar = false
      for byte in bytes {
        if dollar && byte == UInt8(ascii: "{") { return true }
        dollar = byte == UInt8(ascii: "$")
      }
      return false
    }
    return utf8.withContiguousStorageIfAvailable(scan) ?? scan(utf8)
  }
}

extension Substring {
  /// The range of the first `${` (no Foundation here), by bytes.
  fileprivate func placeholderStart() -> Range<Index>? {
    var dollar: Index?
    var i = utf8.startIndex
    while i < utf8.endIndex {
      let byte = utf8[i]
      if let start = dollar, byte == UInt8(ascii: "{") { return start..<utf8.index(after: i) }
      dollar = byte == UInt8(ascii: "$") ? i : nil
      i = utf8.index(after: i)
    }
    return nil
  }

  /// The index of the first `}`, by bytes.
  fileprivate func closingBrace(from start: Index) -> Index? {
    self[start...].utf8.firstIndex(of: UInt8(ascii: "}"))
  }
}

extension SceneProblem {
  /// A problem found by matching one place against others (an id a
  /// reference names, the recognizer an action key waits for), which a
  /// copy's unreplaced `${…}` can cause away from its own place.
  fileprivate var followsFromOtherPlaces: Bool {
    switch self {
    case .unknownID, .wrongReference, .unknownReadable: true
    case .rule(.phaseOfNoRecognizer), .rule(.conditionNeverHolds): true
    default: false
    }
  }
}
