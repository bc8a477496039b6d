/// An `Encoder` that writes one value as one line of JSON, for JSON Lines
/// files such as the trace (SPEC §5).
///
/// Ours rather than Foundation's: Core imports nothing (STYLE.md), and on
/// this toolchain (Swift 6.3, Linux) `JSONEncoder` writes an object's keys
/// in hash order, where the trace keeps the order its records write them
/// (people read and diff it), escapes `/` as `\/`, leaves C1 controls raw
/// (U+009B is a terminal's CSI when a trace is printed) and took about
/// 150 µs a line. Here keys come out in the order they are encoded, and
/// numbers and strings as `JSONValue` writes them. A keyed container asked
/// for twice on one encoder is the same object, so a wrapper can write its
/// own keys and then encode the wrapped value into the same line
/// (`TraceFile` puts `seq`, `file`, `test` and `step` first).
public struct JSONLinesEncoder {
  public init() {}

  /// `value` as one line of JSON, without the line break.
  public func line<T: Encodable>(_ value: T) throws -> String {
    let slot = JSONSlot()
    try value.encode(to: JSONSlotEncoder(slot: slot, codingPath: []))
    var s = ""
    s.reserveCapacity(512)
    slot.node.write(into: &s)
    return s
  }
}

/// A value being encoded: a scalar, or an object or array that its
/// container is still filling (the boxes are classes for that reason).
enum JSONNode {
  case value(JSONValue)
  case int(Int)
  /// An integer too large for `Int` (a UInt64 past Int.max), in decimal.
  case digits(String)
  case object(JSONObjectBox)
  case array(JSONArrayBox)
  /// A value whose encoder was handed out (`superEncoder`) and is read when written.
  case slot(JSONSlot)

  func write(into s: inout String) {
    switch self {
    case .value(let v): v.write(into: &s)
    case .int(let i): s += String(i)
    case .digits(let d): s += d
    case .object(let o):
      s += "{"
      var first = true
      for (k, v) in o.pairs {
        if !first { s += "," }
        first = false
        JSONValue.escape(k, into: &s)
        s += ":"
        v.write(into: &s)
      }
      s += "}"
    case .array(let a):
      s += "["
      var first = true
      for v in a.items {
        if !first { s += "," }
        first = false
        v.write(into: &s)
      }
      s += "]"
    case .slot(let slot): slot.node.write(into: &s)
    }
  }
}

final class JSONSlot {
  var node = JSONNode.value(.null)
}

final class JSONObjectBox {
  var pairs: [(String, JSONNode)] = []
}

final class JSONArrayBox {
  var items: [JSONNode] = []
}

/// `value` as a node: the scalars the trace writes most directly, anything
/// else through its own `encode(to:)`.
private func node<T: Encodable>(_ value: T, codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONNode
{
  switch value {
  case let v as String: return .value(.string(v))
  case let v as Int: return .int(v)
  case let v as Double: return .value(.number(v))
  case let v as Bool: return .value(.bool(v))
  // The scalars the containers have no overload of come here through the
  // generic `encode`; their own `encode(to:)` would ask a single-value
  // container to encode them again, and so on without end. A Float is
  // written as its own shortest spelling (0.1, not 0.10000000149011612).
  case let v as Float: return .value(.number(Double(v.description) ?? Double(v)))
  case let v as any FixedWidthInteger: return Int(exactly: v).map(JSONNode.int) ?? .digits("\(v)")
  // The trace's chains and calls: one cast for the list, not one per name.
  case let v as [String]:
    let box = JSONArrayBox()
    box.items.reserveCapacity(v.count)
    for e in v { box.items.append(.value(.string(e))) }
    return .array(box)
  default:
    let slot = JSONSlot()
    try value.encode(to: JSONSlotEncoder(slot: slot, codingPath: codingPath()))
    return slot.node
  }
}

private struct JSONIndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { String(intValue ?? 0) }
  init(_ i: Int) { intValue = i }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct JSONSlotEncoder: Encoder {
  let slot: JSONSlot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let box: JSONObjectBox
    if case .object(let existing) = slot.node {
      box = existing
    } else {
      box = JSONObjectBox()
      slot.node = .object(box)
    }
    return KeyedEncodingContainer(JSONKeyedContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let box: JSONArrayBox
    if case .array(let existing) = slot.node {
      box = existing
    } else {
      box = JSONArrayBox()
      slot.node = .array(box)
    }
    return JSONUnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueContainer(slot: slot, codingPath: codingPath)
  }
}

private struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: JSONObjectBox
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { box.pairs.append((key.stringValue, .value(.null))) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    box.pairs.append((key.stringValue, .value(.bool(value))))
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    box.pairs.append((key.stringValue, .value(.string(value))))
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    box.pairs.append((key.stringValue, .value(.number(value))))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    box.pairs.append((key.stringValue, .int(value)))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    box.pairs.append((key.stringValue, try node(value, codingPath: codingPath + [key])))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = JSONObjectBox()
    box.pairs.append((key.stringValue, .object(nested)))
    return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = JSONArrayBox()
    box.pairs.append((key.stringValue, .array(nested)))
    return JSONUnkeyedContainer(box: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(forKey: Key(stringValue: "super") ?? Key(intValue: 0)!)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let slot = JSONSlot()
    box.pairs.append((key.stringValue, .slot(slot)))
    return JSONSlotEncoder(slot: slot, codingPath: codingPath + [key])
  }
}

private struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
  let box: JSONArrayBox
  let codingPath: [any CodingKey]
  var count: Int { box.items.count }

  mutating func encodeNil() throws { box.items.append(.value(.null)) }
  mutating func encode(_ value: Bool) throws { box.items.append(.value(.bool(value))) }
  mutating func encode(_ value: String) throws { box.items.append(.value(.string(value))) }
  mutating func encode(_ value: Double) throws { box.items.append(.value(.number(value))) }
  mutating func encode(_ value: Int) throws { box.items.append(.int(value)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    box.items.append(try node(value, codingPath: codingPath + [JSONIndexKey(count)]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = JSONObjectBox()
    let path = codingPath + [JSONIndexKey(count)]
    box.items.append(.object(nested))
    return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(box: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = JSONArrayBox()
    let path = codingPath + [JSONIndexKey(count)]
    box.items.append(.array(nested))
    return JSONUnkeyedContainer(box: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let slot = JSONSlot()
    let path = codingPath + [JSONIndexKey(count)]
    box.items.append(.slot(slot))
    return JSONSlotEncoder(slot: slot, codingPath: path)
  }
}

private struct JSONSingleValueContainer: SingleValueEncodingContainer {
  let slot: JSONSlot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.node = .value(.null) }
  mutating func encode(_ value: Bool) throws { slot.node = .value(.bool(value)) }
  mutating func encode(_ value: String) throws { slot.node = .value(.string(value)) }
  mutating func encode(_ value: Double) throws { slot.node = .value(.number(value)) }
  mutating func encode(_ value: Int) throws { slot.node = .int(value) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    slot.node = try node(value, codingPath: codingPath)
  }
}
