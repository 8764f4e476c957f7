import Foundation

/// The facts cache's on-disk encoding of any `Encodable`: a small binary form that decodes several
/// times faster than JSON (a warm audit spent most of its time in `JSONDecoder`), with every string
/// written once in a table (a file's path recurs in each of its facts' locations).
///
/// Format: `IAFC`, version byte; the string table (varint count, then varint length and UTF-8
/// bytes each); then one value: a tag byte and its payload. Tags: 0 nil, 1 false, 2 true, 3 a
/// signed integer (zigzag varint), 4 an unsigned integer (varint), 5 a double (8 bytes, little
/// endian), 6 a string (varint index into the table), 7 a keyed container and 8 an unkeyed one
/// (4-byte little-endian length of what follows, varint count, then per entry a varint key index
/// for keyed containers and the value). A keyed container leaves out a value given to `encode`
/// (not to `encodeIfPresent`) that is an empty container; `CompactDecoder` reads it back.
package enum CompactEncoder {
    static let magic: [UInt8] = Array("IAFC".utf8)
    static let version: UInt8 = 3

    package static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let root = Slot()
        try value.encode(to: TreeEncoder(slot: root))
        var writer = Writer()
        writer.write(root)
        var out = magic + [version]
        Writer.varint(UInt64(writer.strings.count), into: &out)
        for string in writer.strings {
            let bytes = Array(string.utf8)
            Writer.varint(UInt64(bytes.count), into: &out)
            out += bytes
        }
        return out + writer.body
    }

    /// One encoded value; containers are filled after they are handed out, so they are references.
    final class Slot {
        enum Content {
            case null, bool(Bool), signed(Int64), unsigned(UInt64), double(Double), string(String)
            case keyed(Keyed), unkeyed(Unkeyed)
        }
        var content: Content = .null
    }

    final class Keyed { var entries: [(key: String, value: Slot)] = [] }
    final class Unkeyed { var items: [Slot] = [] }

    /// Writes the tree: strings interned in order of first use.
    struct Writer {
        var strings: [String] = []
        var index: [String: Int] = [:]
        var body: [UInt8] = []

        mutating func intern(_ string: String) -> UInt64 {
            if let known = index[string] { return UInt64(known) }
            index[string] = strings.count
            strings.append(string)
            return UInt64(strings.count - 1)
        }

        mutating func write(_ slot: Slot) {
            switch slot.content {
            case .null: body.append(0)
            case .bool(let value): body.append(value ? 2 : 1)
            case .signed(let value):
                body.append(3)
                Self.varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &body)
            case .unsigned(let value):
                body.append(4)
                Self.varint(value, into: &body)
            case .double(let value):
                body.append(5)
                withUnsafeBytes(of: value.bitPattern.littleEndian) { body += $0 }
            case .string(let value):
                body.append(6)
                Self.varint(intern(value), into: &body)
            case .keyed(let keyed):
                let start = open(tag: 7, count: keyed.entries.count)
                for entry in keyed.entries {
                    Self.varint(intern(entry.key), into: &body)
                    write(entry.value)
                }
                close(start)
            case .unkeyed(let unkeyed):
                let start = open(tag: 8, count: unkeyed.items.count)
                for item in unkeyed.items { write(item) }
                close(start)
            }
        }

        /// Tag, a length to fill in by `close`, the count; returns where the length goes.
        private mutating func open(tag: UInt8, count: Int) -> Int {
            body.append(tag)
            let start = body.count
            body += [0, 0, 0, 0]
            Self.varint(UInt64(count), into: &body)
            return start
        }

        private mutating func close(_ start: Int) {
            let length = UInt32(truncatingIfNeeded: body.count - start - 4)
            for shift in 0..<4 { body[start + shift] = UInt8(truncatingIfNeeded: length >> (8 * shift)) }
        }

        static func varint(_ value: UInt64, into out: inout [UInt8]) {
            var rest = value
            while rest >= 0x80 {
                out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            out.append(UInt8(rest))
        }
    }
}

/// The `Encoder` that fills one slot.
private struct TreeEncoder: Encoder {
    let slot: CompactEncoder.Slot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed(let keyed) = slot.content { return KeyedEncodingContainer(KeyedWriter(keyed: keyed)) }
        let keyed = CompactEncoder.Keyed()
        slot.content = .keyed(keyed)
        return KeyedEncodingContainer(KeyedWriter(keyed: keyed))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed(let unkeyed) = slot.content { return UnkeyedWriter(unkeyed: unkeyed) }
        let unkeyed = CompactEncoder.Unkeyed()
        slot.content = .unkeyed(unkeyed)
        return UnkeyedWriter(unkeyed: unkeyed)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(slot: slot) }
}

/// Turns any value into a slot: primitives directly, the rest through its `encode(to:)`.
private func slot<Value: Encodable>(for value: Value) throws -> CompactEncoder.Slot {
    let slot = CompactEncoder.Slot()
    try value.encode(to: TreeEncoder(slot: slot))
    return slot
}

private func primitive(_ content: CompactEncoder.Slot.Content) -> CompactEncoder.Slot {
    let slot = CompactEncoder.Slot()
    slot.content = content
    return slot
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let keyed: CompactEncoder.Keyed
    var codingPath: [any CodingKey] { [] }

    private func add(_ slot: CompactEncoder.Slot, _ key: Key) { keyed.entries.append((key.stringValue, slot)) }

    mutating func encodeNil(forKey key: Key) throws { add(primitive(.null), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(primitive(.bool(value)), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(primitive(.string(value)), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(primitive(.double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(primitive(.signed(Int64(value))), key) }
    /// A value that encodes as an empty container (an empty array, set or dictionary, a struct
    /// with nothing to say) is left out: most facts' lists are empty, and each one cost a container
    /// to decode. `CompactDecoder` decodes a missing key from an empty container, which gives the
    /// same value back without asking the type what it is (a dynamic cast per missing key was a
    /// tenth of a warm audit's decoding).
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let slot = try slot(for: value)
        switch slot.content {
        case .keyed(let keyed) where keyed.entries.isEmpty: return
        case .unkeyed(let unkeyed) where unkeyed.items.isEmpty: return
        default: add(slot, key)
        }
    }

    /// A value that is present is always written, even an empty list (so `Optional([])` stays
    /// distinct from `nil`).
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return }
        add(try slot(for: value), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = CompactEncoder.Slot()
        add(nested, key)
        return TreeEncoder(slot: nested).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = CompactEncoder.Slot()
        add(nested, key)
        return TreeEncoder(slot: nested).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = CompactEncoder.Slot()
        keyed.entries.append(("super", nested))
        return TreeEncoder(slot: nested)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = CompactEncoder.Slot()
        add(nested, key)
        return TreeEncoder(slot: nested)
    }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let unkeyed: CompactEncoder.Unkeyed
    var codingPath: [any CodingKey] { [] }
    var count: Int { unkeyed.items.count }

    mutating func encodeNil() throws { unkeyed.items.append(primitive(.null)) }
    mutating func encode(_ value: Bool) throws { unkeyed.items.append(primitive(.bool(value))) }
    mutating func encode(_ value: String) throws { unkeyed.items.append(primitive(.string(value))) }
    mutating func encode(_ value: Double) throws { unkeyed.items.append(primitive(.double(value))) }
    mutating func encode(_ value: Int) throws { unkeyed.items.append(primitive(.signed(Int64(value)))) }
    mutating func encode<T: Encodable>(_ value: T) throws { unkeyed.items.append(try slot(for: value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = CompactEncoder.Slot()
        unkeyed.items.append(nested)
        return TreeEncoder(slot: nested).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = CompactEncoder.Slot()
        unkeyed.items.append(nested)
        return TreeEncoder(slot: nested).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let nested = CompactEncoder.Slot()
        unkeyed.items.append(nested)
        return TreeEncoder(slot: nested)
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let slot: CompactEncoder.Slot
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { slot.content = .null }
    mutating func encode(_ value: Bool) throws { slot.content = .bool(value) }
    mutating func encode(_ value: String) throws { slot.content = .string(value) }
    mutating func encode(_ value: Double) throws { slot.content = .double(value) }
    mutating func encode(_ value: Float) throws { slot.content = .double(Double(value)) }
    mutating func encode(_ value: Int) throws { slot.content = .signed(Int64(value)) }
    mutating func encode(_ value: Int8) throws { slot.content = .signed(Int64(value)) }
    mutating func encode(_ value: Int16) throws { slot.content = .signed(Int64(value)) }
    mutating func encode(_ value: Int32) throws { slot.content = .signed(Int64(value)) }
    mutating func encode(_ value: Int64) throws { slot.content = .signed(value) }
    mutating func encode(_ value: UInt) throws { slot.content = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { slot.content = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { slot.content = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { slot.content = .unsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { slot.content = .unsigned(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: TreeEncoder(slot: slot)) }
}
