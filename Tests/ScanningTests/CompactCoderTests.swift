import Discovery
import Foundation
import Model
import TestSupport
import Testing

@testable import ScanCache
@testable import Scanning

/// The facts cache's binary form: every fixture's facts come back exactly (compared through sorted
/// JSON), and damaged bytes are an error, never a trap.
@Suite struct CompactCoderTests {
    static func sortedJSON<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Every Swift and Objective-C file under the fixtures and the example app.
    /// How many entries the outermost container holds: read past the magic, version and string
    /// table (varint count, then varint length and bytes each), then the container's tag, length
    /// and four-byte count. A left-out value is not an entry (its key name may stay in the table).
    static func topLevelCount(_ bytes: [UInt8]) -> Int? {
        var at = 5
        func varint() -> Int? {
            var value = 0
            var shift = 0
            while at < bytes.count, shift < 63 {
                let byte = bytes[at]
                at += 1
                value |= Int(byte & 0x7f) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
        guard let strings = varint() else { return nil }
        for _ in 0..<strings {
            guard let length = varint() else { return nil }
            at += length
        }
        guard at + 9 <= bytes.count, bytes[at] == 7 || bytes[at] == 8 else { return nil }
        return (0..<4).reduce(0) { $0 | Int(bytes[at + 5 + $1]) << (8 * $1) }
    }

    static func sources() -> [SourceFile] {
        var files: [SourceFile] = []
        for folder in ["Tests/Fixtures", "Examples"] {
            let root = Fixtures.repositoryRoot + "/" + folder
            let walker = FileManager.default.enumerator(atPath: root)
            while let name = walker?.nextObject() as? String {
                let kind: FileKind? =
                    name.hasSuffix(".swift")
                    ? .swift : (name.hasSuffix(".m") || name.hasSuffix(".h")) ? .objectiveC : nil
                guard let kind, let data = FileManager.default.contents(atPath: root + "/" + name) else { continue }
                files.append(SourceFile(path: folder + "/" + name, kind: kind, bytes: Array(data)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyFixturesFactsComeBackExactly() throws {
        let files = Self.sources()
        #expect(files.count > 100)
        for file in files {
            if file.kind == .swift {
                let facts = SwiftScanner.read(file)
                let back = try CompactDecoder.decode(SwiftFileFacts.self, from: try CompactEncoder.encode(facts))
                #expect(try Self.sortedJSON(back) == Self.sortedJSON(facts), "\(file.path)")
            } else {
                let facts = ObjectiveCScanner.scanFile(file)
                let back = try CompactDecoder.decode(ObjectiveCFileFacts.self, from: try CompactEncoder.encode(facts))
                #expect(try Self.sortedJSON(back) == Self.sortedJSON(facts), "\(file.path)")
            }
        }
    }

    struct Sample: Codable, Equatable {
        enum Shape: Codable, Equatable { case dot, line(from: Int, to: Int?), named(String) }
        var text = "é\u{0}x"
        var empty = ""
        var flag = true
        var small: Int8 = -128
        var big: UInt64 = .max
        var negative: Int64 = .min
        var ratio = -0.0
        var tiny: Float = 1.5
        var missing: String? = nil
        var present: Int? = 0
        var list: [Int?] = [1, nil, -3]
        var nested: [[String]] = [[], ["a", "a"]]
        var table: [String: Int] = ["b": 2, "a": 1]
        var numbers: [Int: String] = [7: "seven"]
        var shapes: [Shape] = [.dot, .line(from: 1, to: nil), .named("n")]
        var set: Set<String> = ["x"]
        var none: [Int] = []
        var noTable: [String: [Int]] = [:]
        var noSet: Set<Int> = []
        var emptyButPresent: [Int]? = []
        var absent: [Int]? = nil
    }

    @Test func primitivesOptionalsDictionariesAndEnumsRoundTrip() throws {
        let sample = Sample()
        #expect(try CompactDecoder.decode(Sample.self, from: try CompactEncoder.encode(sample)) == sample)
        // Empty collections are left out, and still come back (an optional empty list stays a list).
        let back = try CompactDecoder.decode(Sample.self, from: try CompactEncoder.encode(sample))
        #expect(back.emptyButPresent == [] && back.absent == nil)
        struct OnlyEmpty: Codable { var noneHere: [Int] = [] }
        let bytes = try CompactEncoder.encode(OnlyEmpty())
        #expect(Self.topLevelCount(bytes) == 0, "the empty list was written")
        #expect(try CompactDecoder.decode(OnlyEmpty.self, from: bytes).noneHere == [])
        // A value with nothing to say is left out too, and comes back the same; one with something is kept.
        struct Inner: Codable, Equatable {
            var list: [Int] = []
            var maybe: String? = nil
        }
        struct Outer: Codable, Equatable {
            var quiet = Inner()
            var loud = Inner(list: [], maybe: "x")
            var shape = Sample.Shape.dot
        }
        let outer = try CompactEncoder.encode(Outer())
        #expect(Self.topLevelCount(outer) == 2, "the empty value was written, or another left out")
        #expect(String(decoding: outer, as: UTF8.self).contains("loud"))
        #expect(try CompactDecoder.decode(Outer.self, from: outer) == Outer())
    }

    enum ManualKey: String, CodingKey { case many, none, after, a, b, x }

    /// A hand-written `encode(to:)` that writes to its container after a nested one, counts past one
    /// byte, and a left-out empty value beside them all come back.
    @Test func containersClosedOutOfOrderAndWideCountsComeBack() throws {
        struct Manual: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: ManualKey.self)
                var nested = container.nestedUnkeyedContainer(forKey: .many)
                for number in 0..<300 { try nested.encode(number) }
                try container.encode([Int](), forKey: .none)
                try container.encode("after", forKey: .after)
            }
        }
        struct Back: Decodable, Equatable {
            var many: [Int]
            var none: [Int]
            var after: String
        }
        let bytes = try CompactEncoder.encode(Manual())
        let expected = Back(many: Array(0..<300), none: [], after: "after")
        #expect(try CompactDecoder.decode(Back.self, from: bytes) == expected)
        #expect(Self.topLevelCount(bytes) == 2, "the empty list was written")
        let wide = try CompactEncoder.encode(Array(repeating: "w", count: 20_000))
        #expect(try CompactDecoder.decode([String].self, from: wide).count == 20_000)
    }

    /// The encoder writes front to back: a container written to after it was closed (its parent was
    /// written to since) cannot be, and the encoding fails instead of writing a wrong entry.
    @Test func aContainerWrittenAfterItClosedFailsTheEncoding() throws {
        struct Late: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: ManualKey.self)
                var first = container.nestedUnkeyedContainer(forKey: .a)
                try first.encode(1)
                try container.encode("between", forKey: .b)
                try first.encode(2)
            }
        }
        #expect(throws: EncodingError.self) { try CompactEncoder.encode(Late()) }
        // Asking twice for the same place's container gives the one opened there.
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var one = encoder.container(keyedBy: ManualKey.self)
                try one.encode(1, forKey: .a)
                var two = encoder.container(keyedBy: ManualKey.self)
                try two.encode(2, forKey: .b)
            }
        }
        struct Pair: Decodable, Equatable {
            var a: Int
            var b: Int
        }
        #expect(try CompactDecoder.decode(Pair.self, from: try CompactEncoder.encode(Twice())) == Pair(a: 1, b: 2))
        // A value that writes nothing reads back as nil.
        struct Silent: Encodable { func encode(to encoder: any Encoder) throws {} }
        struct Holder: Encodable { var x = Silent() }
        struct MaybeX: Decodable { var x: Int? }
        #expect(try CompactDecoder.decode(MaybeX.self, from: try CompactEncoder.encode(Holder())).x == nil)
    }

    @Test func aNumberOutOfRangeIsAnErrorNotATrap() throws {
        struct Wide: Codable { var value: Int64 }
        struct Narrow: Codable { var value: Int8 }
        let bytes = try CompactEncoder.encode(Wide(value: 300))
        #expect(throws: DecodingError.self) { try CompactDecoder.decode(Narrow.self, from: bytes) }
        struct Other: Codable { var other: Int }
        #expect(throws: DecodingError.self) { try CompactDecoder.decode(Other.self, from: bytes) }
    }

    /// Every prefix of an entry, and the entry with each byte changed, decodes or throws.
    @Test func damagedBytesAreAnErrorNotATrap() throws {
        let file = try #require(Self.sources().first { $0.kind == .swift && $0.bytes.count > 500 })
        let bytes = try CompactEncoder.encode(SwiftScanner.read(file))
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            #expect(throws: (any Error).self) {
                try CompactDecoder.decode(SwiftFileFacts.self, from: Array(bytes[..<length]))
            }
        }
        // Any byte changed to any of these values: decoded or thrown, never a trap (the format has
        // no checksum; the cache key inside the entry is what rejects another file's facts).
        for position in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 400)) {
            for value: UInt8 in [0x00, 0x07, 0x08, 0x7f, 0xff] {
                var damaged = bytes
                damaged[position] = value
                let result = try? CompactDecoder.decode(SwiftFileFacts.self, from: damaged)
                if position < 5 && damaged != bytes { #expect(result == nil, "a damaged header was read") }
            }
        }
    }
}
