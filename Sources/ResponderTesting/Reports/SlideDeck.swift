import Foundation

/// The page that shows a folder of slides (`rlab shot --slide … --hops all
/// -o DIR`): one slide at a time, filling the browser window, paged with the
/// arrow keys (also Page Up/Down, space, Home and End) or the links below it.
///
/// Everything it links is a file beside it, by a relative, percent-encoded
/// name; without JavaScript it is a list of those links.
public struct SlideDeck: Sendable {
  public struct Slide: Sendable, Hashable {
    /// The PNG's name in the folder.
    public var file: String
    /// The hop's stop ("3 main"), the slide's alternative text.
    public var caption: String
    public init(file: String, caption: String) { (self.file, self.caption) = (file, caption) }
  }

  public var title: String
  public var slides: [Slide]

  public init(title: String, slides: [Slide]) { (self.title, self.slides) = (title, slides) }

  /// The page's HTML (HTML5, UTF-8).
  public func html() -> String {
    let esc = HTMLReport.esc
    let n = slides.count
    var h = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(esc(title.isEmpty ? "ResponderLab slides" : title)) — slides</title>
      <style>
      html, body { margin: 0; height: 100%; background: #000; color: #ddd; font: 16px sans-serif; }
      main { height: calc(100% - 2.5em); display: flex; align-items: center; justify-content: center; }
      main img { max-width: 100%; max-height: 100%; }
      nav { height: 2.5em; display: flex; gap: 1.5em; align-items: center; justify-content: center; }
      nav a { color: #9cf; }
      </style>
      </head>
      <body>

      """
    h += "<main><img id=\"slide\" src=\"\(slides.first.map { HTMLReport.urlEncoded($0.file) } ?? "")\" "
    h += "alt=\"\(esc(slides.first.map { "Slide 1 of \(n): \($0.caption)" } ?? "no slides"))\"></main>\n"
    h += "<nav><a id=\"prev\" href=\"#\">‹ previous</a> <span id=\"count\">1 / \(n)</span> "
    h += "<a id=\"next\" href=\"#\">next ›</a></nav>\n"
    h += "<noscript><ol>\n"
    for s in slides {
      h += "<li><a href=\"\(HTMLReport.urlEncoded(s.file))\">\(esc(s.caption))</a></li>\n"
    }
    h += "</ol></noscript>\n<script>\n"
    // The names as JavaScript strings: percent-encoded, so no quote or
    // backslash reaches the script.
    let files = slides.map { "\"" + HTMLReport.urlEncoded($0.file) + "\"" }.joined(separator: ", ")
    let captions = slides.map { "\"" + Self.jsString($0.caption) + "\"" }.joined(separator: ", ")
    h += """
      const slides = [\(files)];
      const captions = [\(captions)];
      let at = 0;
      function show(k) {
        at = Math.max(0, Math.min(slides.length - 1, k));
        const img = document.getElementById("slide");
        img.src = slides[at];
        img.alt = "Slide " + (at + 1) + " of " + slides.length + ": " + captions[at];
        document.getElementById("count").textContent = (at + 1) + " / " + slides.length;
        history.replaceState(null, "", "#" + (at + 1));
      }
      document.addEventListener("keydown", (e) => {
        if (e.key === "ArrowRight" || e.key === "PageDown" || e.key === " ") { show(at + 1); e.preventDefault(); }
        else if (e.key === "ArrowLeft" || e.key === "PageUp") { show(at - 1); e.preventDefault(); }
        else if (e.key === "Home") { show(0); }
        else if (e.key === "End") { show(slides.length - 1); }
      });
      document.getElementById("prev").addEventListener("click", (e) => { e.preventDefault(); show(at - 1); });
      document.getElementById("next").addEventListener("click", (e) => { e.preventDefault(); show(at + 1); });
      show((parseInt(location.hash.slice(1), 10) || 1) - 1);

      """
    h += "</script>\n</body>\n</html>\n"
    return h
  }

  /// Text inside a JavaScript string in a `<script>`: quotes, backslashes,
  /// `<` (no `</script>`) and control characters as `\uXXXX`.
  static func jsString(_ s: String) -> String {
    var out = ""
    for u in s.unicodeScalars {
      if u == "\"" || u == "\\" || u == "<" || u == ">" || u == "&" || u.value < 0x20 || u.value == 0x2028
        || u.value == 0x2029
      {
        let hex = String(u.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        out.unicodeScalars.append(u)
      }
    }
    return out
  }
}
