/// A dictionary bounded in entries that forgets the least recently used one first.
///
/// Text textures are cheap to keep and expensive to make, but a scene that types
/// into a field or logs events makes new strings every frame; the bound keeps
/// those from growing without limit. Lookups, inserts and evictions are O(1):
/// entries live in an array threaded by a doubly linked recency list.
struct LRUCache<Key: Hashable, Value> {
  private struct Entry {
    var key: Key
    var value: Value
    var newer: Int
    var older: Int
  }

  private var slots: [Entry] = []
  private var index: [Key: Int] = [:]
  private var newest = -1
  private var oldest = -1
  let capacity: Int

  private(set) var hits = 0
  private(set) var misses = 0
  private(set) var evictions = 0

  init(capacity: Int) {
    precondition(capacity > 0, "an LRU cache needs room for one entry")
    self.capacity = capacity
  }

  var count: Int { index.count }

  /// The value for `key`, marking it most recently used; counts a hit or a miss.
  mutating func value(for key: Key) -> Value? {
    guard let i = index[key] else {
      misses += 1
      return nil
    }
    hits += 1
    touch(i)
    return slots[i].value
  }

  /// Stores `value` as the most recent entry; returns the evicted value, if any,
  /// so the owner can release what it holds (a texture).
  @discardableResult
  mutating func insert(_ value: Value, for key: Key) -> Value? {
    if let i = index[key] {
      let old = slots[i].value
      slots[i].value = value
      touch(i)
      return old
    }
    if index.count < capacity {
      slots.append(Entry(key: key, value: value, newer: -1, older: -1))
      let i = slots.count - 1
      index[key] = i
      linkAsNewest(i)
      return nil
    }
    let victim = oldest
    let evicted = slots[victim].value
    unlink(victim)
    index[slots[victim].key] = nil
    slots[victim] = Entry(key: key, value: value, newer: -1, older: -1)
    index[key] = victim
    linkAsNewest(victim)
    evictions += 1
    return evicted
  }

  /// Every value, newest first; for releasing resources before the cache goes away.
  var values: [Value] {
    var out: [Value] = []
    var i = newest
    while i >= 0 {
      out.append(slots[i].value)
      i = slots[i].older
    }
    return out
  }

  /// Keys from most to least recently used; tests read eviction order from it.
  var keysByRecency: [Key] {
    var out: [Key] = []
    var i = newest
    while i >= 0 {
      out.append(slots[i].key)
      i = slots[i].older
    }
    return out
  }

  mutating func removeAll() {
    slots.removeAll()
    index.removeAll()
    newest = -1
    oldest = -1
  }

  private mutating func touch(_ i: Int) {
    guard i != newest else { return }
    unlink(i)
    linkAsNewest(i)
  }

  private mutating func unlink(_ i: Int) {
    let (newer, older) = (slots[i].newer, slots[i].older)
    if newer >= 0 { slots[newer].older = older } else { newest = older }
    if older >= 0 { slots[older].newer = newer } else { oldest = newer }
    slots[i].newer = -1
    slots[i].older = -1
  }

  private mutating func linkAsNewest(_ i: Int) {
    slots[i].older = newest
    slots[i].newer = -1
    if newest >= 0 { slots[newest].newer = i }
    newest = i
    if oldest < 0 { oldest = i }
  }
}
