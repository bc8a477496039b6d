/// A step that cannot run, with what to fix.
struct StepError: Error, CustomStringConvertible {
  var description: String
}
