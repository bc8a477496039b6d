import ResponderCore

/// How wide a line of text is, in points: the overlay wraps and fits its
/// text with it.
///
/// The live window and the text-fit check measure with SDL2_ttf (the font
/// the renderer draws with); layout tests without SDL use `estimate`.
public struct TextMeasure: @unchecked Sendable {
  /// The width of one line at a point size, regular or bold.
  public var width: (String, Double, Bool) -> Double

  public init(width: @escaping (String, Double, Bool) -> Double) {
    self.width = width
  }

  /// A guess from the character count, generous (DejaVu Sans averages about
  /// 0.55 em per character, bold 0.62), for layout without a font.
  public static let estimate = TextMeasure { s, size, bold in Double(s.count) * size * (bold ? 0.66 : 0.6) }

  /// `s` broken at spaces into lines no wider than `width`; a word wider
  /// than a whole line is broken between characters. Explicit newlines
  /// always break.
  public func wrap(_ s: String, width maxWidth: Double, size: Double, bold: Bool = false) -> [String] {
    var out: [String] = []
    for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
      var current = ""
      // Empty words keep runs of spaces ("a  ·  b") as they were.
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if width(candidate, size, bold) <= maxWidth {
          current = candidate
          continue
        }
        if !current.isEmpty { out.append(current) }
        current = ""
        if word.isEmpty { continue }
        // The word alone: break it where it overflows.
        var piece = ""
        for ch in word {
          if !piece.isEmpty, width(piece + String(ch), size, bold) > maxWidth {
            out.append(piece)
            piece = ""
          }
          piece.append(ch)
        }
        current = piece
      }
      out.append(current)
    }
    return out
  }
}
