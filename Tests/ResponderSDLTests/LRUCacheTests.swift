import Testing

@testable import ResponderSDL

@Suite("LRU cache") struct LRUCacheTests {
  @Test("the least recently used entry is evicted first, and a lookup refreshes an entry")
  func evictionOrder() {
    var cache = LRUCache<String, Int>(capacity: 3)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")
    cache.insert(3, for: "c")
    #expect(cache.value(for: "a") == 1)
    #expect(cache.insert(4, for: "d") == 2)
    #expect(cache.keysByRecency == ["d", "a", "c"])
    #expect(cache.value(for: "b") == nil)
    #expect(cache.count == 3)
    #expect((cache.hits, cache.misses, cache.evictions) == (1, 1, 1))
  }

  @Test("replacing a key's value returns the old one and evicts nothing")
  func replace() {
    var cache = LRUCache<String, Int>(capacity: 2)
    cache.insert(1, for: "a")
    cache.insert(2, for: "b")
    #expect(cache.insert(10, for: "a") == 1)
    #expect(cache.evictions == 0)
    #expect(cache.keysByRecency == ["a", "b"])
  }

  @Test("a long run of inserts keeps the newest entries and the bound", arguments: [1, 2, 7])
  func bounded(capacity: Int) {
    var cache = LRUCache<Int, Int>(capacity: capacity)
    for i in 0..<100 { cache.insert(i, for: i) }
    #expect(cache.count == capacity)
    #expect(cache.keysByRecency == Array((100 - capacity)..<100).reversed())
    #expect(cache.evictions == 100 - capacity)
  }
}
