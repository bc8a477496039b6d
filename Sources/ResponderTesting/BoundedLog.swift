/// The calls or logs seen since the previous `expect`, kept to a bound.
///
/// A script of long drags with no `expect` between them made these lists
/// grow to gigabytes (issue 19: 200 drags, 990 MB). Only the newest
/// `capacity` entries are kept; an `expect` of the whole list after more
/// than that fails and says why instead of comparing a cut list.
struct BoundedLog {
  static let defaultCapacity = 10_000

  let capacity: Int
  private(set) var entries: [String] = []
  /// How many older entries were dropped.
  private(set) var dropped = 0

  init(capacity: Int = BoundedLog.defaultCapacity) {
    self.capacity = capacity
  }

  /// Appends, dropping the oldest half once twice the capacity is reached
  /// (amortised O(1) per entry).
  mutating func append(_ new: [String]) {
    entries.append(contentsOf: new)
    if entries.count >= 2 * capacity {
      let excess = entries.count - capacity
      entries.removeFirst(excess)
      dropped += excess
    }
  }

  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    dropped = 0
  }

  /// The failure for an expectation of the whole list once entries were dropped.
  func overflow(_ name: String) -> String? {
    guard dropped > 0 || entries.count > capacity else { return nil }
    return "    more than \(capacity) \(name) since the previous expect (\(entries.count + dropped)); "
      + "only the newest \(capacity) are kept: add an `expect` sooner"
  }
}
