extension SceneProblem {
  /// What is wrong with a `templates:` entry or a `use:` of one.
  public enum TemplateProblem: Hashable, Sendable {
    /// `use:` of a name `templates:` does not declare; `known` are the
    /// declared ones, sorted.
    case unknown(String, suggestion: String?, known: [String])
    /// A template that uses itself, from it round to it again.
    case usesItself([String])
    /// A `use:` value for a `${key}` the template does not have.
    case noParameter(template: String, key: String, suggestion: String?)
    /// `index` given as a parameter, though `repeat:` numbers the copies with it.
    case indexGiven
    case unclosedPlaceholder
    /// A `${name}` the `use:` gives no value for; `given` are its values' names.
    case unknownParameter(String, suggestion: String?, given: [String])
    /// A `${…}` computing with a value that is not a number.
    case notANumber(parameter: String, value: String)
    case notAnExpression(String, why: String)

    var message: String {
      switch self {
      case .unknown(let name, let suggestion, let known):
        "unknown template '\(name)'" + SceneProblem.hint(suggestion)
          + (known.isEmpty
            ? "; declare it under `templates:`" : " (templates: \(known.joined(separator: ", ")))")
      case .usesItself(let chain):
        "template '\(chain.first ?? "")' uses itself: \(chain.joined(separator: " → "))"
      case .noParameter(let template, let key, let suggestion):
        "template '\(template)' has no ${\(key)}" + SceneProblem.hint(suggestion)
      case .indexGiven: "`index` is the copy's number under `repeat:`; name the parameter otherwise"
      case .unclosedPlaceholder: "a '${' is not closed by '}'"
      case .unknownParameter(let name, let suggestion, let given):
        "unknown template parameter '\(name)'" + SceneProblem.hint(suggestion)
          + " (this `use:` gives \(given.map { "${\($0)}" }.joined(separator: ", ")))"
      case .notANumber(let parameter, let value):
        "${\(parameter)} is '\(value)', not a number to compute with"
      case .notAnExpression(let expression, let why): "'${\(expression)}' is not an expression: \(why)"
      }
    }
  }
}
