/// `next` cycles that appear only once a controller is presented.
///
/// UIKit makes a presented controller's next responder its presenting
/// controller (`UIViewController.next`: "the presenting view controller"),
/// so a controller listed under `controllers:` has no next until a `present`
/// effect shows it, and an override such as `main: next: inner` is harmless
/// at load and a loop after the tap. The check therefore also follows the
/// chains the presentations can make: each listed controller without its
/// own `next` presented over the root, and over any other presentable
/// controller whose chain leads back to it (a stack of two). Deeper stacks
/// are left to the run-time walk, which stops at a repeated responder
/// (`ResponderChain`).
extension SceneDecoder {
  /// Points every listed controller without an override at the root
  /// controller; returns those controllers.
  func presentedOverRoot(_ target: inout [Int?]) -> Set<Int> {
    guard let root = rootResponder else { return [] }
    var listed: Set<Int> = []
    for index in listedControllerResponders where responders[index].explicitNext == nil {
      target[index] = root
      listed.insert(index)
    }
    return listed
  }

  /// Finds a listed controller `c` on the chain of another presentable
  /// controller `p`: presenting `c` over `p` closes the loop c → p → … → c.
  func checkStackedPresentations(target: [Int?], listed: Set<Int>) {
    guard !listed.isEmpty else { return }
    // firstListed[n]: the first listed controller on the chain from n
    // (n included), -1 for none, -2 not yet known. One pass in O(n): the
    // graph has one edge per node and no cycles (they were reported).
    var firstListed = [Int](repeating: -2, count: responders.count)
    func first(from start: Int) -> Int {
      var path: [Int] = []
      var current: Int? = start
      while let c = current, firstListed[c] == -2, path.count <= responders.count {
        if listed.contains(c) {
          firstListed[c] = c
          break
        }
        path.append(c)
        current = target[c]
      }
      var answer = current.map { firstListed[$0] < -1 ? -1 : firstListed[$0] } ?? -1
      for node in path.reversed() {
        if listed.contains(node) { answer = node }
        firstListed[node] = answer
      }
      return start < firstListed.count ? firstListed[start] : -1
    }
    let presenters = presentable.compactMap { declarations[$0]?.responder }.filter { !listed.contains($0) }
    for p in presenters.sorted() {
      guard let next = target[p] else { continue }
      let c = first(from: next)
      guard c >= 0, c != p else { continue }
      var cycle = [c, p]
      var current = target[p]
      while let n = current, n != c, cycle.count <= responders.count {
        cycle.append(n)
        current = target[n]
      }
      let blamed = cycle.compactMap { responders[$0].explicitNext }.min { $0.location < $1.location }
      guard let blame = blamed else { continue }
      let names = (cycle + [c]).map { responders[$0].name }.joined(separator: " → ")
      errors.append(
        SceneError(
          "`next` makes a loop in the responder chain once '\(responders[c].name)' is presented over "
            + "'\(responders[p].name)': \(names)", at: blame.location))
      return
    }
  }
}
