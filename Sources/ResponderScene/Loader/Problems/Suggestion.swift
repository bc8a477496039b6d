/// "Did you mean …?" for misspelt keys, types and ids.
enum Suggestion {
  /// The candidate closest to `word` by edit distance, if close enough to be
  /// a plausible typo: at most a third of the longer word's length (at
  /// least 1, at most 3). Case differences count as half an edit, so
  /// `textfield` finds `textField`.
  static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    var best: (String, Int)?
    let lowerWord = Array(word.lowercased().unicodeScalars)
    for candidate in candidates {
      let limit = min(3, max(1, max(word.count, candidate.count) / 3))
      let distance = editDistance(lowerWord, Array(candidate.lowercased().unicodeScalars))
      let score = distance * 2 + (candidate == word ? 0 : (distance == 0 ? 1 : 0))
      if distance <= limit, best.map({ score < $0.1 }) ?? true { best = (candidate, score) }
    }
    return best?.0
  }

  /// Edit distance counting a swap of two neighbouring letters as one edit
  /// (optimal string alignment), since `hodl` for `hold` is the commonest
  /// slip of the keyboard; O(a·b) time and O(b) space, words here are short.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
