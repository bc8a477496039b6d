/// The dispatch path's short lists (a recognizer's touches, a touch's
/// recognizers, a window's active ones) hold a few elements: these read and
/// empty them without the library's general paths, which cost several
/// times more for so few (docs/PERFORMANCE.md, fifth pass).
extension Array {
  /// Removes every element and keeps the storage, one `removeLast` at a
  /// time: a recognizer's lists hold a touch or two, and
  /// `removeAll(keepingCapacity:)` goes through `replaceSubrange`, which
  /// cost several times more for so few.
  @inline(__always)
  mutating func removeAllKeepingStorage() {
    while !isEmpty { removeLast() }
  }
}

extension Array where Element: AnyObject {
  /// `for e in self { body(e) }` with each element borrowed from this copy
  /// of the list, which holds it whatever `body` does (calls out, changes
  /// the list it was copied from): no retain per element.
  @inline(__always)
  func forEachBorrowed(_ body: (Element) -> Void) {
    withExtendedLifetime(self) {
      var i = 0
      while i < count {
        Unretained(self[i]).borrow(body)
        i += 1
      }
    }
  }

  /// Whether `object` itself is an element, compared by identity and read
  /// in place: inlined where a class's stored list is read, the loop
  /// retains neither the list nor its elements (`contains(where:)` with a
  /// closure retained both on the dispatch path).
  @inline(__always)
  func containsIdentical(_ object: Element) -> Bool {
    var i = 0
    while i < count {
      if self[i] === object { return true }
      i += 1
    }
    return false
  }

  /// `removeAll { $0 === object }` for the short lists of touches: the last
  /// element (a single finger's) comes off with `removeLast`, others with
  /// `remove(at:)`, instead of `removeAll(where:)`'s general path through
  /// `replaceSubrange`, which cost several times more.
  mutating func removeEvery(_ object: Element) {
    var i = count
    while i > 0 {
      i -= 1
      guard self[i] === object else { continue }
      if i == count - 1 {
        removeLast()
      } else {
        remove(at: i)
      }
    }
  }
}
