/// A YAML value as the loader sees it: built straight from libyaml's events
/// by `YAMLEventReader`, with no aliases, anchors or tags (they are refused).
///
/// Its shape:
/// `.scalar`, `.mapping` of key–value pairs in file order, `.sequence`, a
/// `mark` with 1-based line and column, and `string` for a scalar's text.
public enum YAMLNode: Sendable {
  case scalar(Scalar)
  case mapping(Mapping)
  case sequence(Sequence)

  /// A position in the file, 1-based, columns counted in characters.
  public struct Mark: Sendable, Hashable {
    public var line: Int
    public var column: Int
    /// Nonzero for a node a template expansion made: the loader's index
    /// of that expansion, so an error names the `use:` as well.
    public var expansion: Int32 = 0

    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  public struct Scalar: Sendable {
    /// How the scalar was written; only `.plain` ones can be null, numbers
    /// or booleans (`YAMLScalar`).
    public enum Style: Sendable, Hashable {
      case any, plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var string: String
    public var style: Style
    public var mark: Mark?

    public init(_ string: String, style: Style = .plain, mark: Mark? = nil) {
      self.string = string
      self.style = style
      self.mark = mark
    }
  }

  public struct Mapping: RandomAccessCollection, Sendable {
    public typealias Element = (key: YAMLNode, value: YAMLNode)
    public var pairs: [Element]
    public var mark: Mark?

    public init(_ pairs: [Element], mark: Mark? = nil) {
      self.pairs = pairs
      self.mark = mark
    }

    public var startIndex: Int { pairs.startIndex }
    public var endIndex: Int { pairs.endIndex }
    public subscript(position: Int) -> Element { pairs[position] }
  }

  public struct Sequence: RandomAccessCollection, Sendable {
    public var nodes: [YAMLNode]
    public var mark: Mark?

    public init(_ nodes: [YAMLNode], mark: Mark? = nil) {
      self.nodes = nodes
      self.mark = mark
    }

    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }
    public subscript(position: Int) -> YAMLNode { nodes[position] }
  }

  /// Where the node starts.
  public var mark: Mark? {
    switch self {
    case .scalar(let s): s.mark
    case .mapping(let m): m.mark
    case .sequence(let s): s.mark
    }
  }

  /// A scalar's text, nil for a collection.
  public var string: String? {
    if case .scalar(let s) = self { return s.string }
    return nil
  }

  public var scalar: Scalar? {
    if case .scalar(let s) = self { return s }
    return nil
  }
}

/// The decoders' name for a YAML value.
typealias Node = YAMLNode
