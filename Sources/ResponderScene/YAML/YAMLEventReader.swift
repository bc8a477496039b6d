import CYAML

/// Builds `YAMLNode`s straight from libyaml's event parser, judging every
/// event before it becomes a node.
///
/// libyaml's parser is driven here event by event so that
/// nothing hostile is ever composed: alias, anchor and tag events are
/// refused (an alias is never expanded, so an alias bomb costs nothing),
/// nodes and nesting are counted as they arrive and the parse stops at the
/// first limit, and every error carries libyaml's own line and column. The
/// tree is built with an explicit stack, so depth never recurses.
struct YAMLEventReader {
  let file: String
  let limits: SceneLimits
  /// "scene" or "test script", for messages.
  let document: String
  private(set) var errors: [SceneError] = []

  /// An open collection. Mutated in place through `stack`'s last index,
  /// so its arrays stay uniquely referenced and appends stay O(1).
  private struct Frame {
    var isMapping: Bool
    var mark: YAMLNode.Mark
    var items: [YAMLNode] = []
    var pairs: [YAMLNode.Mapping.Element] = []
    var key: YAMLNode?
  }

  private var stack: [Frame] = []
  private var root: YAMLNode?
  private var nodes = 0
  /// How many maps the document has: an upper bound the scene decoder
  /// sizes its id table by (`SceneLoader`).
  private(set) var mappings = 0
  private var documents = 0
  /// Where the previous event ended: an empty value (`color: #fff` is
  /// `color:` then a comment) is placed there, on its key's line, rather
  /// than at the next token as libyaml places it.
  private var previousEnd = YAMLNode.Mark(line: 1, column: 1)

  init(file: String, limits: SceneLimits, document: String) {
    self.file = file
    self.limits = limits
    self.document = document
  }

  /// Parses `bytes` (checked by `YAMLByteCheck`); nil root and no errors
  /// means the stream holds no document.
  mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> YAMLNode? {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    defer {
      parser.deallocate()
      event.deallocate()
    }
    guard yaml_parser_initialize(parser) == 1 else {
      fail(.parserStart, at: YAMLNode.Mark(line: 1, column: 1))
      return nil
    }
    defer { yaml_parser_delete(parser) }
    yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    yaml_parser_set_input_string(parser, bytes.baseAddress ?? UnsafePointer(bitPattern: 1), bytes.count)
    while errors.count < limits.maxErrors {
      guard yaml_parser_parse(parser, event) == 1 else {
        errors.append(YAMLErrorConversion.sceneError(parser.pointee, bytes: bytes, file: file))
        return nil
      }
      let type = event.pointee.type
      let keepGoing = handle(event.pointee)
      yaml_event_delete(event)
      if !keepGoing || type == YAML_STREAM_END_EVENT { break }
    }
    return errors.isEmpty ? root : nil
  }

  // MARK: Events

  /// Takes one event; false stops the parse (a limit was passed).
  private mutating func handle(_ event: yaml_event_t) -> Bool {
    let start = mark(event.start_mark)
    defer { previousEnd = mark(event.end_mark) }
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      if documents > 1 {
        fail(.secondDocument(document: document), at: start)
        return false
      }
    case YAML_ALIAS_EVENT:
      fail(.alias(document: document), at: start)
      return add(.scalar(YAMLNode.Scalar("", style: .plain, mark: start)))
    case YAML_SCALAR_EVENT:
      let data = event.data.scalar
      refuse(anchor: data.anchor, tag: data.tag, at: start)
      guard count(at: start) else { return false }
      let text =
        data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) }
        ?? ""
      let style = Self.style(data.style)
      var at = start
      if text.isEmpty, style == .plain, event.start_mark.index == event.end_mark.index,
        previousEnd.line < start.line
      {
        at = previousEnd
      }
      return add(.scalar(YAMLNode.Scalar(text, style: style, mark: at)))
    case YAML_SEQUENCE_START_EVENT:
      refuse(anchor: event.data.sequence_start.anchor, tag: event.data.sequence_start.tag, at: start)
      guard count(at: start), deeper(at: start) else { return false }
      stack.append(Frame(isMapping: false, mark: start))
    case YAML_MAPPING_START_EVENT:
      refuse(anchor: event.data.mapping_start.anchor, tag: event.data.mapping_start.tag, at: start)
      guard count(at: start), deeper(at: start) else { return false }
      mappings += 1
      stack.append(Frame(isMapping: true, mark: start))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let frame = stack.popLast() else { return true }
      if frame.isMapping {
        checkDuplicates(frame.pairs)
        return add(.mapping(YAMLNode.Mapping(frame.pairs, mark: frame.mark)))
      }
      return add(.sequence(YAMLNode.Sequence(frame.items, mark: frame.mark)))
    default: break
    }
    return true
  }

  /// Hands a finished node to the collection it belongs to.
  private mutating func add(_ node: YAMLNode) -> Bool {
    let top = stack.count - 1
    guard top >= 0 else {
      root = node
      return true
    }
    if !stack[top].isMapping {
      stack[top].items.append(node)
    } else if let key = stack[top].key {
      if case .scalar = key { stack[top].pairs.append((key: key, value: node)) }
      stack[top].key = nil
    } else {
      if case .scalar = node {
      } else {
        fail(.complexKey, at: node.mark ?? stack[top].mark)
      }
      stack[top].key = node
    }
    return true
  }

  // MARK: Checks

  private mutating func refuse(
    anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
    at start: YAMLNode.Mark
  ) {
    if anchor != nil { fail(.anchor(document: document), at: start) }
    if tag != nil { fail(.tag(document: document), at: start) }
  }

  private mutating func count(at start: YAMLNode.Mark) -> Bool {
    nodes += 1
    guard nodes <= limits.maxNodes else {
      fail(.tooManyValues(max: limits.maxNodes, document: document), at: start)
      return false
    }
    return true
  }

  private mutating func deeper(at start: YAMLNode.Mark) -> Bool {
    guard stack.count < limits.maxYAMLDepth else {
      fail(.tooDeep(max: limits.maxYAMLDepth), at: start)
      return false
    }
    return true
  }

  /// Reports a key written twice in one map at its second occurrence,
  /// naming the first.
  private mutating func checkDuplicates(_ pairs: [YAMLNode.Mapping.Element]) {
    guard pairs.count > 1 else { return }
    // Most maps have a handful of keys: comparing them pairwise is cheaper
    // than hashing them (a dictionary per map was 8% of loading a scene).
    if pairs.count <= 12 {
      for k in 1..<pairs.count {
        guard case .scalar(let key) = pairs[k].key else { continue }
        for j in 0..<k {
          if case .scalar(let earlier) = pairs[j].key, earlier.string == key.string {
            let m = key.mark ?? YAMLNode.Mark(line: 1, column: 1)
            fail(.duplicateKey(key.string, firstLine: earlier.mark?.line ?? 1), at: m)
            break
          }
        }
      }
      return
    }
    var first: [String: YAMLNode.Mark] = [:]
    first.reserveCapacity(pairs.count)
    for pair in pairs {
      guard case .scalar(let key) = pair.key else { continue }
      let m = key.mark ?? YAMLNode.Mark(line: 1, column: 1)
      if let earlier = first[key.string] {
        fail(.duplicateKey(key.string, firstLine: earlier.line), at: m)
      } else {
        first[key.string] = m
      }
    }
  }

  private mutating func fail(_ problem: SceneProblem.YAMLProblem, at m: YAMLNode.Mark) {
    errors.append(SceneError(.yaml(problem), at: SceneLocation(file: file, line: m.line, column: m.column)))
  }

  private func mark(_ m: yaml_mark_t) -> YAMLNode.Mark {
    YAMLNode.Mark(line: Int(m.line) + 1, column: Int(m.column) + 1)
  }

  private static func style(_ s: yaml_scalar_style_t) -> YAMLNode.Scalar.Style {
    switch s {
    case YAML_PLAIN_SCALAR_STYLE: .plain
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .any
    }
  }
}
