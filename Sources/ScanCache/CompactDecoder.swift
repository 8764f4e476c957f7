import Foundation

/// Reads what `CompactEncoder` wrote. Every read is checked against the bytes left and every
/// number against the type asked for, so a damaged entry is an error (a cache miss), never a trap.
package enum CompactDecoder {
    package static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
        let document = try Document(bytes)
        return try Value(from: ValueDecoder(document: document, offset: document.rootOffset))
    }

    static func corrupt(_ why: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "facts entry: \(why)"))
    }

    /// The bytes and the string table.
    final class Document {
        let bytes: [UInt8]
        let strings: [String]
        let rootOffset: Int

        init(_ bytes: [UInt8]) throws {
            self.bytes = bytes
            guard bytes.count >= 5, Array(bytes[0..<4]) == CompactEncoder.magic, bytes[4] == CompactEncoder.version
            else { throw CompactDecoder.corrupt("not this format") }
            var offset = 5
            let count = try Self.varint(bytes, &offset)
            guard count <= UInt64(bytes.count - offset) else { throw CompactDecoder.corrupt("string count") }
            var strings: [String] = []
            strings.reserveCapacity(Int(count))
            for _ in 0..<count {
                let length = try Self.varint(bytes, &offset)
                guard length <= UInt64(bytes.count - offset) else { throw CompactDecoder.corrupt("string length") }
                let end = offset + Int(length)
                strings.append(String(decoding: bytes[offset..<end], as: UTF8.self))
                offset = end
            }
            self.strings = strings
            rootOffset = offset
        }

        static func varint(_ bytes: [UInt8], _ offset: inout Int) throws -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard offset < bytes.count, shift < 64 else { throw CompactDecoder.corrupt("number") }
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7f) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        func tag(_ offset: Int) throws -> UInt8 {
            guard offset < bytes.count else { throw CompactDecoder.corrupt("truncated") }
            return bytes[offset]
        }

        /// Where the value at `offset` ends.
        func skip(_ offset: Int) throws -> Int {
            var next = offset + 1
            switch try tag(offset) {
            case 0, 1, 2: return next
            case 3, 4, 6:
                _ = try Self.varint(bytes, &next)
                return next
            case 5:
                guard bytes.count - next >= 8 else { throw CompactDecoder.corrupt("truncated double") }
                return next + 8
            case 7, 8:
                let length = try self.length(next)
                return next + 4 + length
            default: throw CompactDecoder.corrupt("unknown tag")
            }
        }

        /// A container's length field at `offset`, checked against the bytes left.
        private func length(_ offset: Int) throws -> Int {
            guard bytes.count - offset >= 4 else { throw CompactDecoder.corrupt("truncated container") }
            var length = 0
            for shift in 0..<4 { length |= Int(bytes[offset + shift]) << (8 * shift) }
            guard length <= bytes.count - offset - 4 else { throw CompactDecoder.corrupt("container length") }
            return length
        }

        /// A container at `offset` with `tag`: where its entries start and end, and how many there are.
        func container(_ offset: Int, tag expected: UInt8) throws -> (start: Int, end: Int, count: Int) {
            guard try tag(offset) == expected else {
                throw CompactDecoder.corrupt(expected == 7 ? "expected a keyed container" : "expected a list")
            }
            let end = offset + 5 + (try length(offset + 1))
            guard end - (offset + 5) >= 4 else { throw CompactDecoder.corrupt("truncated count") }
            var count = 0
            for shift in 0..<4 { count |= Int(bytes[offset + 5 + shift]) << (8 * shift) }
            let start = offset + 9
            guard count <= end - start + 1 else { throw CompactDecoder.corrupt("entry count") }
            return (start, end, count)
        }

        func string(_ offset: Int) throws -> String {
            guard try tag(offset) == 6 else { throw CompactDecoder.corrupt("expected a string") }
            var next = offset + 1
            let index = try Self.varint(bytes, &next)
            guard index < UInt64(strings.count) else { throw CompactDecoder.corrupt("string index") }
            return strings[Int(index)]
        }

        func bool(_ offset: Int) throws -> Bool {
            switch try tag(offset) {
            case 1: return false
            case 2: return true
            default: throw CompactDecoder.corrupt("expected a Boolean")
            }
        }

        func integer<T: FixedWidthInteger>(_ offset: Int, as type: T.Type) throws -> T {
            var next = offset + 1
            let converted: T?
            switch try tag(offset) {
            case 3:
                let raw = try Self.varint(bytes, &next)
                converted = T(exactly: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
            case 4: converted = T(exactly: try Self.varint(bytes, &next))
            default: throw CompactDecoder.corrupt("expected an integer")
            }
            guard let converted else { throw CompactDecoder.corrupt("integer out of range for \(T.self)") }
            return converted
        }

        func double(_ offset: Int) throws -> Double {
            switch try tag(offset) {
            case 5:
                guard bytes.count - offset - 1 >= 8 else { throw CompactDecoder.corrupt("truncated double") }
                var bits: UInt64 = 0
                for shift in 0..<8 { bits |= UInt64(bytes[offset + 1 + shift]) << (8 * shift) }
                return Double(bitPattern: bits)
            case 3: return Double(try integer(offset, as: Int64.self))
            case 4: return Double(try integer(offset, as: UInt64.self))
            default: throw CompactDecoder.corrupt("expected a number")
            }
        }
    }
}

/// The decoder for the value at one offset.
private struct ValueDecoder: Decoder {
    let document: CompactDecoder.Document
    let offset: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try KeyedReader<Key>(document: document, offset: offset))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedReader(document: document, offset: offset)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleReader(document: document, offset: offset)
    }
}

/// The decoder for a key the encoder left out: an empty keyed or unkeyed container; anything
/// else was never left out, so the key is missing.
private struct EmptyDecoder: Decoder {
    let document: CompactDecoder.Document
    let key: any CodingKey
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedReader<Key>(empty: document))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { UnkeyedReader(empty: document) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.keyNotFound(
            key, DecodingError.Context(codingPath: [], debugDescription: "facts entry lacks \(key.stringValue)"))
    }
}

private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let document: CompactDecoder.Document
    /// Each entry's key (index into the string table) and where its value starts.
    private let entries: [(key: Int, offset: Int)]
    /// Synthesized decoding asks for keys in the order they were written: try the next one first.
    private let cursor = Cursor()
    var codingPath: [any CodingKey] { [] }

    init(document: CompactDecoder.Document, offset: Int) throws {
        self.document = document
        let (start, end, count) = try document.container(offset, tag: 7)
        var entries: [(key: Int, offset: Int)] = []
        entries.reserveCapacity(count)
        var position = start
        for _ in 0..<count {
            let key = try CompactDecoder.Document.varint(document.bytes, &position)
            guard key < UInt64(document.strings.count) else { throw CompactDecoder.corrupt("key index") }
            entries.append((Int(key), position))
            position = try document.skip(position)
            guard position <= end else { throw CompactDecoder.corrupt("entry past its container") }
        }
        self.entries = entries
    }

    /// A container with no entries (for a value the encoder left out).
    init(empty document: CompactDecoder.Document) {
        self.document = document
        entries = []
    }

    var allKeys: [Key] { entries.compactMap { Key(stringValue: document.strings[$0.key]) } }

    private func find(_ key: Key) -> Int? {
        let name = key.stringValue
        let next = cursor.next
        if next < entries.count, document.strings[entries[next].key] == name {
            cursor.next = next + 1
            return entries[next].offset
        }
        guard let index = entries.firstIndex(where: { document.strings[$0.key] == name }) else { return nil }
        cursor.next = index + 1
        return entries[index].offset
    }

    private func require(_ key: Key) throws -> Int {
        guard let offset = find(key) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: [], debugDescription: "facts entry lacks \(key.stringValue)"))
        }
        return offset
    }

    func contains(_ key: Key) -> Bool {
        entries.contains { document.strings[$0.key] == key.stringValue }
    }

    func decodeNil(forKey key: Key) throws -> Bool { try document.tag(try require(key)) == 0 }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try document.bool(try require(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try document.string(try require(key))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try document.double(try require(key))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try document.integer(try require(key), as: Int.self)
    }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        // An empty collection was left out by the encoder.
        // A value that encoded as an empty container was left out by the encoder.
        guard let offset = find(key) else { return try T(from: EmptyDecoder(document: document, key: key)) }
        return try T(from: ValueDecoder(document: document, offset: offset))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let offset = find(key), try document.tag(offset) != 0 else { return nil }
        return try document.string(offset)
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let offset = find(key), try document.tag(offset) != 0 else { return nil }
        return try document.bool(offset)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let offset = find(key), try document.tag(offset) != 0 else { return nil }
        return try document.integer(offset, as: Int.self)
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let offset = find(key), try document.tag(offset) != 0 else { return nil }
        return try T(from: ValueDecoder(document: document, offset: offset))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(try KeyedReader<NestedKey>(document: document, offset: try require(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try UnkeyedReader(document: document, offset: try require(key))
    }

    func superDecoder() throws -> any Decoder {
        guard let index = entries.firstIndex(where: { document.strings[$0.key] == "super" }) else {
            throw CompactDecoder.corrupt("no super entry")
        }
        return ValueDecoder(document: document, offset: entries[index].offset)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(document: document, offset: try require(key))
    }
}

/// Where a keyed reader expects the next key (its methods are not mutating).
private final class Cursor { var next = 0 }

private struct UnkeyedReader: UnkeyedDecodingContainer {
    let document: CompactDecoder.Document
    private var position: Int
    private let end: Int
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(document: CompactDecoder.Document, offset: Int) throws {
        self.document = document
        let (start, end, count) = try document.container(offset, tag: 8)
        position = start
        self.end = end
        self.count = count
    }

    /// A list with no items (for a value the encoder left out).
    init(empty document: CompactDecoder.Document) {
        self.document = document
        position = 0
        end = 0
        count = 0
    }

    /// The next value's offset; moves past it.
    private mutating func take() throws -> Int {
        guard !isAtEnd else { throw CompactDecoder.corrupt("list read past its end") }
        let offset = position
        position = try document.skip(offset)
        guard position <= end else { throw CompactDecoder.corrupt("item past its list") }
        currentIndex += 1
        return offset
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try document.tag(position) == 0 else { return false }
        _ = try take()
        return true
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try document.bool(try take()) }
    mutating func decode(_ type: String.Type) throws -> String { try document.string(try take()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try document.double(try take()) }
    mutating func decode(_ type: Int.Type) throws -> Int { try document.integer(try take(), as: Int.self) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: ValueDecoder(document: document, offset: try take()))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(try KeyedReader<NestedKey>(document: document, offset: try take()))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedReader(document: document, offset: try take())
    }

    mutating func superDecoder() throws -> any Decoder { ValueDecoder(document: document, offset: try take()) }
}

private struct SingleReader: SingleValueDecodingContainer {
    let document: CompactDecoder.Document
    let offset: Int
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { (try? document.tag(offset)) == 0 }
    func decode(_ type: Bool.Type) throws -> Bool { try document.bool(offset) }
    func decode(_ type: String.Type) throws -> String { try document.string(offset) }
    func decode(_ type: Double.Type) throws -> Double { try document.double(offset) }
    func decode(_ type: Float.Type) throws -> Float { Float(try document.double(offset)) }
    func decode(_ type: Int.Type) throws -> Int { try document.integer(offset, as: Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try document.integer(offset, as: Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try document.integer(offset, as: Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try document.integer(offset, as: Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try document.integer(offset, as: Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try document.integer(offset, as: UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try document.integer(offset, as: UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try document.integer(offset, as: UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try document.integer(offset, as: UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try document.integer(offset, as: UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: ValueDecoder(document: document, offset: offset))
    }
}
