import ResponderScene

/// ` (did you mean `x`?)` for the closest candidate, or nothing.
func suggest(_ word: String, _ candidates: [String]) -> String {
  guard let best = SceneSuggestion.closest(to: word, in: candidates) else { return "" }
  return " (did you mean `\(best)`?)"
}
