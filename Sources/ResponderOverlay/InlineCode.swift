/// A lesson's or the quiz's text with Markdown's inline code spans
/// (`submit`): the sidebar draws the code without its backticks (the
/// questions are drawn bold already), and a page wraps it in `<code>`.
/// A lone backtick, with no closing one, is kept as written.
public enum InlineCode {
  /// The text's runs, in order: plain text and code (without backticks).
  public static func runs(_ s: String) -> [(text: String, code: Bool)] {
    guard s.contains("`") else { return [(s, false)] }
    var out: [(String, Bool)] = []
    var rest = Substring(s)
    while let open = rest.firstIndex(of: "`") {
      let after = rest.index(after: open)
      guard let close = rest[after...].firstIndex(of: "`") else { break }
      if open > rest.startIndex { out.append((String(rest[..<open]), false)) }
      out.append((String(rest[after..<close]), true))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { out.append((String(rest), false)) }
    return out
  }

  /// The text as the sidebar draws it: code spans without their backticks.
  public static func drawn(_ s: String) -> String { runs(s).map(\.text).joined() }
}
