/// `next` cycles that appear only once controllers are presented, over
/// stacks of any depth, in O(n) and without recursion.
///
/// UIKit makes a presented controller's next responder its presenting
/// controller (`UIViewController.next`: "the presenting view controller"),
/// so a controller that a `present` effect shows (one listed under
/// `controllers:`, or declared by the `present:` key of one) has no next
/// until it is shown, and then the next is whoever presented it. An
/// override such as `main: next: inner` is harmless at load and a loop
/// once `inner` is presented over `main`.
///
/// Call such a controller without a `next` override *free*; every other
/// edge is fixed (the root's `present:` chain is shown at load, so its
/// edges are fixed too). A loop in a stack of any depth contains a
/// presenter `q` that is not free, since free controllers each presented
/// over the next cannot close a circle (nothing is presented over itself).
/// From `q` the loop follows fixed edges to the next free controller `c`
/// on it, which is on screen; presenting `c` directly over `q` makes the
/// loop `c → q → … → c` as well. So a scene has a presentation loop at
/// some depth exactly when some presenter's fixed walk reaches a free
/// controller, which one memoised walk over the fixed edges answers for
/// every presenter at once. (A controller shown at load and later
/// dismissed and shown elsewhere is left to the run-time walk, which
/// stops at a repeated responder, `ResponderChain`.)
extension SceneDecoder {
  /// The controllers presented at load (the root's `present:` chain), and
  /// the free controllers, whose fixed edge is cut.
  func cutFreeControllers(_ target: inout [Int?]) -> (presentedAtLoad: Set<Int>, free: Set<Int>) {
    var atLoad: Set<Int> = []
    var current = chainTable.rootResponder
    while let c = current, let shown = chainTable.declaredPresentations[c], !atLoad.contains(shown) {
      atLoad.insert(shown)
      current = shown
    }
    var free: Set<Int> = []
    for id in chainTable.presentable {
      guard let index = idTable.declarations[id]?.responder, !atLoad.contains(index),
        chainTable.responders[index].explicitNext == nil
      else { continue }
      target[index] = nil
      free.insert(index)
    }
    return (atLoad, free)
  }

  /// Reports the presenter whose fixed walk reaches a free controller in
  /// the fewest hops (the shortest loop; the first in the file on a tie):
  /// presenting that controller over it closes the loop.
  ///
  /// `target` holds the fixed edges and has no cycle of its own (those
  /// were reported first), so each walk ends; `firstFree` and `hops`
  /// remember every node a walk passed, so all the walks together take
  /// O(n), iteratively.
  func checkPresentedCycles(target: [Int?], presentedAtLoad: Set<Int>, free: Set<Int>) {
    guard !free.isEmpty else { return }
    let unknown = -2
    let none = -1
    var firstFree = [Int](repeating: unknown, count: chainTable.responders.count)
    var hops = [Int](repeating: 0, count: chainTable.responders.count)
    func walk(from start: Int) -> (free: Int, hops: Int) {
      var path: [Int] = []
      var current: Int? = start
      var answer = none
      var remaining = 0
      while let c = current {
        if firstFree[c] != unknown {
          (answer, remaining) = (firstFree[c], hops[c])
          break
        }
        if free.contains(c) {
          answer = c
          break
        }
        path.append(c)
        current = target[c]
      }
      for node in path.reversed() {
        remaining += 1
        (firstFree[node], hops[node]) = (answer, remaining)
      }
      return (answer, path.isEmpty ? remaining : hops[start])
    }
    // Whoever can present: the root, what it presents at load, and every
    // presentable controller with its own `next` (a free controller's
    // walk is itself, which adds no loop).
    var presenters = Array(presentedAtLoad)
    if let root = chainTable.rootResponder { presenters.append(root) }
    for id in chainTable.presentable {
      if let index = idTable.declarations[id]?.responder, !free.contains(index) { presenters.append(index) }
    }
    var best: (q: Int, c: Int, hops: Int)?
    for q in Set(presenters).sorted() {
      guard let next = target[q] else { continue }
      let (c, n) = walk(from: next)
      if c != none, n < best?.hops ?? Int.max { best = (q, c, n) }
    }
    guard let (q, c, _) = best else { return }
    var cycle = [c, q]
    var current = target[q]
    while let n = current, n != c, cycle.count <= chainTable.responders.count {
      cycle.append(n)
      current = target[n]
    }
    reportPresented(cycle, over: q, root: q == chainTable.rootResponder)
  }

  /// One error at the override on the loop that comes first in the file.
  private func reportPresented(_ cycle: [Int], over q: Int, root: Bool) {
    guard
      let blamed = cycle.filter({ chainTable.responders[$0].explicitNext != nil }).min(by: {
        chainTable.responders[$0].explicitNext!.location < chainTable.responders[$1].explicitNext!.location
      }),
      let blame = chainTable.responders[blamed].explicitNext
    else { return }
    let c = cycle[0]
    if root, let k = cycle.firstIndex(of: blamed) {
      // Presenting over the root is what every `present` effect does first;
      // the loop reads from the override, as a loop of fixed edges does.
      let turned = Array(cycle[k...] + cycle[..<k])
      let names = (turned + [turned[0]]).map { chainTable.responders[$0].name }
      errors.append(SceneError(.chainLoop(names, presented: nil, over: nil), at: blame.location))
      return
    }
    let names = (cycle + [c]).map { chainTable.responders[$0].name }
    errors.append(
      SceneError(
        .chainLoop(names, presented: chainTable.responders[c].name, over: chainTable.responders[q].name),
        at: blame.location))
  }
}
