import Foundation

/// The facts cache's on-disk encoding of any `Encodable`: a small binary form that decodes several
/// times faster than JSON (a warm audit spent most of its time in `JSONDecoder`), with every string
/// written once in a table (a file's path recurs in each of its facts' locations).
///
/// Format: `IAFC`, version byte; the string table (varint count, then varint length and UTF-8
/// bytes each); then one value: a tag byte and its payload. Tags: 0 nil, 1 false, 2 true, 3 a
/// signed integer (zigzag varint), 4 an unsigned integer (varint), 5 a double (8 bytes, little
/// endian), 6 a string (varint index into the table), 7 a keyed container and 8 an unkeyed one
/// (4-byte little-endian length of what follows, 4-byte little-endian count, then per entry a
/// varint key index for keyed containers and the value). A keyed container leaves out a value
/// given to `encode` (not to `encodeIfPresent`) that is an empty container; `CompactDecoder`
/// reads it back. The table may hold such a left-out value's key name unused.
///
/// The bytes are written as `encode(to:)` runs, front to back into one buffer (version 3 built a
/// tree of every value first: filling an empty cache spent most of its extra instructions there).
/// A container's length and count are filled in when it closes: when its parent (or any container
/// below it) is written to again, or at the end. Writing to a container that was closed already,
/// or into a value's place after it was written, cannot be done front to back; `encode` then
/// throws (the entry is not stored) rather than write a wrong one.
package enum CompactEncoder {
    static let magic: [UInt8] = Array("IAFC".utf8)
    static let version: UInt8 = 4

    package static func encode<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let stream = Stream()
        try stream.value(at: 0) { try value.encode(to: StreamEncoder(stream: stream, place: 0)) }
        stream.closeAll()
        guard !stream.failed else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "not writable front to back"))
        }
        var out = magic + [version]
        Stream.varint(UInt64(stream.strings.count), into: &out)
        for string in stream.strings {
            var string = string
            string.withUTF8 { bytes in
                Stream.varint(UInt64(bytes.count), into: &out)
                out.append(contentsOf: bytes)
            }
        }
        out.append(contentsOf: stream.body)
        return out
    }

    /// The buffer being written, its string table and the containers still open (innermost last).
    /// One encoding uses it from one thread, never re-entrantly: its properties opt out of the
    /// run-time exclusivity check, which was a fifth of the encoding's instructions.
    final class Stream {
        @exclusivity(unchecked) var body: [UInt8] = []
        @exclusivity(unchecked) var strings: [String] = []
        @exclusivity(unchecked) private var index: [String: Int] = [:]
        /// Each open container: where its length field starts (its identity) and its count so far.
        @exclusivity(unchecked) private var open: [(start: Int, count: UInt32)] = []
        /// Set when the value cannot be written front to back.
        @exclusivity(unchecked) var failed = false

        init() { body.reserveCapacity(4096) }

        /// The string's number in the table (added when new). Most strings are the same `String`
        /// value again (a coding key's literal, a path copied into every location), so they are
        /// looked up first by the 16 bytes of the value, without hashing their text; a new value is
        /// hashed once (looked up and, when absent, added in one step).
        func intern(_ string: String) -> UInt64 {
            let bits = unsafeBitCast(string, to: (UInt64, UInt64).self)
            var slot = Self.slot(bits, count: seen.count)
            while seen[slot].string != nil {
                if seen[slot].bits == bits { return UInt64(seen[slot].number) }
                slot = (slot + 1) & (seen.count - 1)
            }
            let number = Self.settle(&index[string, default: -1], next: strings.count)
            if number == strings.count { strings.append(string) }
            // The string is kept in the slot: its storage (which `bits` points at) lives as long.
            seen[slot] = Seen(bits: bits, string: string, number: number)
            seenCount += 1
            if seenCount * 2 > seen.count { growSeen() }
            return UInt64(number)
        }

        /// The number in `slot`, which is given `next` when it holds none yet (-1).
        private static func settle(_ slot: inout Int, next: Int) -> Int {
            if slot < 0 { slot = next }
            return slot
        }

        /// A string seen by `intern`: its 16 bytes, itself and its number.
        private struct Seen {
            var bits: (UInt64, UInt64) = (0, 0)
            var string: String?
            var number = 0
        }
        @exclusivity(unchecked) private var seen = [Seen](repeating: Seen(), count: 64)
        @exclusivity(unchecked) private var seenCount = 0

        /// Where `bits` start looking in a table of `count` (a power of two) slots.
        private static func slot(_ bits: (UInt64, UInt64), count: Int) -> Int {
            let mixed = ((bits.0 &* 0x9E37_79B9_7F4A_7C15) ^ bits.1) &* 0xC2B2_AE3D_27D4_EB4F
            return Int(truncatingIfNeeded: mixed >> 32) & (count - 1)
        }

        private func growSeen() {
            let old = seen
            seen = [Seen](repeating: Seen(), count: old.count * 2)
            seenCount = 0
            for entry in old where entry.string != nil {
                let bits = entry.bits
                var slot = Self.slot(bits, count: seen.count)
                while seen[slot].string != nil { slot = (slot + 1) & (seen.count - 1) }
                seen[slot] = entry
                seenCount += 1
            }
        }

        /// Opens a container with `tag` at the end of the buffer; returns its identity.
        func openContainer(tag: UInt8) -> Int {
            body.append(tag)
            let start = body.count
            body.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, 0] as [UInt8])
            open.append((start, 0))
            return start
        }

        /// Makes `container` the innermost open one (closing those opened inside it); false when it
        /// was closed already.
        func enter(_ container: Int) -> Bool {
            while let last = open.last, last.start != container {
                guard last.start > container else {
                    failed = true
                    return false
                }
                close()
            }
            guard !open.isEmpty else {
                failed = true
                return false
            }
            return true
        }

        /// Counts one more entry in the innermost open container.
        func counted() { open[open.count - 1].count += 1 }

        /// Takes back the innermost open container's last entry (a left-out empty value).
        func uncount() { open[open.count - 1].count -= 1 }

        /// Runs `write` for the value at `place`; a value that wrote nothing is nil (as `Optional` writes it).
        func value(at place: Int, _ write: () throws -> Void) rethrows {
            try write()
            if body.count == place { body.append(0) }
        }

        /// The entries counted so far in `container` (0 once it is closed).
        func count(of container: Int) -> Int {
            Int(open.last { $0.start == container }?.count ?? 0)
        }

        /// Whether the value at `place` is a container that is still open, with `tag`.
        func isOpen(_ place: Int, tag: UInt8) -> Bool {
            place < body.count && body[place] == tag && open.contains { $0.start == place + 1 }
        }

        /// Whether the value at `place` is a container with no entries (open or closed).
        func isEmptyContainer(_ place: Int) -> Bool {
            guard place < body.count, body[place] == 7 || body[place] == 8 else { return false }
            if let entry = open.last(where: { $0.start == place + 1 }) { return entry.count == 0 }
            return body.count >= place + 9 && body[place + 5..<place + 9].allSatisfy { $0 == 0 }
        }

        /// Closes every container opened at or after `place` (what a value written there opened).
        func close(after place: Int) {
            while let last = open.last, last.start > place { close() }
        }

        func closeAll() { while !open.isEmpty { close() } }

        private func close() {
            let (start, count) = open.removeLast()
            let length = UInt32(truncatingIfNeeded: body.count - start - 4)
            for shift in 0..<4 {
                body[start + shift] = UInt8(truncatingIfNeeded: length >> (8 * shift))
                body[start + 4 + shift] = UInt8(truncatingIfNeeded: count >> (8 * shift))
            }
        }

        /// Writes a primitive's tag and payload into the value's place, which must be the end.
        func primitive(_ place: Int, _ write: (Stream) -> Void) {
            guard place == body.count else {
                failed = true
                return
            }
            write(self)
        }

        func string(_ value: String) {
            body.append(6)
            Self.varint(intern(value), into: &body)
        }

        func signed(_ value: Int64) {
            body.append(3)
            Self.varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), into: &body)
        }

        func unsigned(_ value: UInt64) {
            body.append(4)
            Self.varint(value, into: &body)
        }

        func double(_ value: Double) {
            body.append(5)
            withUnsafeBytes(of: value.bitPattern.littleEndian) { body.append(contentsOf: $0) }
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

/// The `Encoder` for the value whose bytes start at `place` in the buffer.
private struct StreamEncoder: Encoder {
    let stream: CompactEncoder.Stream
    let place: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The container at this place: the one opened there already (a type may ask twice), else a new one.
    private func container(tag: UInt8) -> Int {
        if stream.isOpen(place, tag: tag) { return place + 1 }
        guard place == stream.body.count else {
            stream.failed = true
            return place + 1
        }
        return stream.openContainer(tag: tag)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter(stream: stream, id: container(tag: 7)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedWriter(stream: stream, id: container(tag: 8))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleWriter(stream: stream, place: place) }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let stream: CompactEncoder.Stream
    let id: Int
    var codingPath: [any CodingKey] { [] }

    /// Writes the key; returns where the value goes (nil when the container was closed).
    private func key(_ key: Key) -> Int? {
        guard stream.enter(id) else { return nil }
        stream.counted()
        CompactEncoder.Stream.varint(stream.intern(key.stringValue), into: &stream.body)
        return stream.body.count
    }

    private func put(_ key: Key, _ write: (CompactEncoder.Stream) -> Void) {
        guard self.key(key) != nil else { return }
        write(stream)
    }

    mutating func encodeNil(forKey key: Key) throws { put(key) { $0.body.append(0) } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(key) { $0.body.append(value ? 2 : 1) } }
    mutating func encode(_ value: String, forKey key: Key) throws { put(key) { $0.string(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(key) { $0.double(value) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(key) { $0.signed(Int64(value)) } }
    /// A value that encodes as an empty container (an empty array, set or dictionary, a struct
    /// with nothing to say) is left out: most facts' lists are empty, and each one cost a container
    /// to decode. `CompactDecoder` decodes a missing key from an empty container, which gives the
    /// same value back without asking the type what it is (a dynamic cast per missing key was a
    /// tenth of a warm audit's decoding).
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let mark = stream.body.count
        guard let place = self.key(key) else { return }
        try stream.value(at: place) { try value.encode(to: StreamEncoder(stream: stream, place: place)) }
        stream.close(after: place)
        if stream.isEmptyContainer(place) {
            // Back out the key and the empty container. The key's name stays in the string table
            // (unused there, and harmless to a reader): forgetting it cost a hash to take it out and
            // another to put it back at the next empty value under the same key.
            stream.body.removeSubrange(mark...)
            stream.uncount()
        }
    }

    /// A value that is present is always written, even an empty list (so `Optional([])` stays
    /// distinct from `nil`).
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value, let place = self.key(key) else { return }
        try stream.value(at: place) { try value.encode(to: StreamEncoder(stream: stream, place: place)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        let place = self.key(key) ?? stream.body.count
        return StreamEncoder(stream: stream, place: place).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let place = self.key(key) ?? stream.body.count
        return StreamEncoder(stream: stream, place: place).unkeyedContainer()
    }

    /// Not written front to back (the value comes after other writes may have happened): the
    /// encoding fails.
    mutating func superEncoder() -> any Encoder {
        stream.failed = true
        return StreamEncoder(stream: stream, place: -1)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        stream.failed = true
        return StreamEncoder(stream: stream, place: -1)
    }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let stream: CompactEncoder.Stream
    let id: Int
    var codingPath: [any CodingKey] { [] }
    var count: Int { stream.count(of: id) }

    /// Counts the item; returns where it goes (nil when the list was closed).
    private func item() -> Int? {
        guard stream.enter(id) else { return nil }
        stream.counted()
        return stream.body.count
    }

    private func put(_ write: (CompactEncoder.Stream) -> Void) {
        guard item() != nil else { return }
        write(stream)
    }

    mutating func encodeNil() throws { put { $0.body.append(0) } }
    mutating func encode(_ value: Bool) throws { put { $0.body.append(value ? 2 : 1) } }
    mutating func encode(_ value: String) throws { put { $0.string(value) } }
    mutating func encode(_ value: Double) throws { put { $0.double(value) } }
    mutating func encode(_ value: Int) throws { put { $0.signed(Int64(value)) } }
    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let place = item() else { return }
        try stream.value(at: place) { try value.encode(to: StreamEncoder(stream: stream, place: place)) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        let place = item() ?? stream.body.count
        return StreamEncoder(stream: stream, place: place).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let place = item() ?? stream.body.count
        return StreamEncoder(stream: stream, place: place).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        stream.failed = true
        return StreamEncoder(stream: stream, place: -1)
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let stream: CompactEncoder.Stream
    let place: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { stream.primitive(place) { $0.body.append(0) } }
    mutating func encode(_ value: Bool) throws { stream.primitive(place) { $0.body.append(value ? 2 : 1) } }
    mutating func encode(_ value: String) throws { stream.primitive(place) { $0.string(value) } }
    mutating func encode(_ value: Double) throws { stream.primitive(place) { $0.double(value) } }
    mutating func encode(_ value: Float) throws { stream.primitive(place) { $0.double(Double(value)) } }
    mutating func encode(_ value: Int) throws { stream.primitive(place) { $0.signed(Int64(value)) } }
    mutating func encode(_ value: Int8) throws { stream.primitive(place) { $0.signed(Int64(value)) } }
    mutating func encode(_ value: Int16) throws { stream.primitive(place) { $0.signed(Int64(value)) } }
    mutating func encode(_ value: Int32) throws { stream.primitive(place) { $0.signed(Int64(value)) } }
    mutating func encode(_ value: Int64) throws { stream.primitive(place) { $0.signed(value) } }
    mutating func encode(_ value: UInt) throws { stream.primitive(place) { $0.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt8) throws { stream.primitive(place) { $0.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt16) throws { stream.primitive(place) { $0.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt32) throws { stream.primitive(place) { $0.unsigned(UInt64(value)) } }
    mutating func encode(_ value: UInt64) throws { stream.primitive(place) { $0.unsigned(value) } }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: StreamEncoder(stream: stream, place: place))
    }
}
