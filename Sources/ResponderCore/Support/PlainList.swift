/// A growable list of plain values (no references the list must release)
/// that a dispatch record appends to at every hop and empties for reuse.
///
/// `Array` checks uniqueness and capacity out of line on every append and
/// walks its elements when emptied; a record's lists are never shared, so
/// this one is a pointer, a count and a capacity (docs/PERFORMANCE.md).
/// Elements are plain values (`Unretained`, enums without payloads,
/// structs of such): for those, emptying the list destroys nothing once
/// compiled (a debug build's `Unretained` holds a weak reference, which
/// `removeAll` and `deinit` destroy like any element).
final class PlainList<Element> {
  private var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 16) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  subscript(i: Int) -> Element {
    get {
      precondition(i >= 0 && i < count, "PlainList index out of range")
      return base[i]
    }
    set {
      precondition(i >= 0 && i < count, "PlainList index out of range")
      base[i] = newValue
    }
  }

  func append(_ element: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Makes room for `n` more elements.
  @inline(__always)
  private func reserveRoom(for n: Int) {
    while capacity - count < n { grow() }
  }

  /// Appends `elements` in one copy.
  @inline(__always)
  func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    guard let source = elements.baseAddress else { return }
    reserveRoom(for: elements.count)
    (base + count).initialize(from: source, count: elements.count)
    count += elements.count
  }

  /// Appends `element(0)`, …, `element(n - 1)` after making room once, so
  /// that each is one store.
  @inline(__always)
  func append(count n: Int, _ element: (Int) -> Element) {
    reserveRoom(for: n)
    let start = base + count
    for i in 0..<n { (start + i).initialize(to: element(i)) }
    count += n
  }

  func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  private func grow() {
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity *= 2
  }
}
