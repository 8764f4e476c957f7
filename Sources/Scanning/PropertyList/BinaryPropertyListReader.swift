import Foundation
import Model

/// Reads a binary property list (`bplist00`). Binary plists have no lines, so every value's
/// line is 0, and dictionary keys come back sorted (the format keeps no meaningful order).
///
/// Written here rather than through Foundation because a binary plist's objects can share
/// children: a few hundred bytes can describe a tree of billions of values, which Foundation
/// expands. This reader never expands past `Limits.propertyListObjects` values (a shared object
/// counts each time it is used) nor deeper than `Limits.nestingDepth`, and checks every offset
/// and reference against the file.
package enum BinaryPropertyListReader {
    package static let magic: [UInt8] = Array("bplist".utf8)

    package static func read(_ bytes: [UInt8], limits: Limits = Limits()) throws -> PropertyListValue {
        var reader = try Reader(bytes, limits: limits)
        return try reader.value(reader.top, depth: 0)
    }

    private struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let refSize: Int
        let objectCount: Int
        let top: Int
        let tableOffset: Int
        var remaining: Int
        let maximumDepth: Int

        init(_ bytes: [UInt8], limits: Limits) throws {
            guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { throw malformed("too short") }
            self.bytes = bytes
            let t = bytes.count - 32
            offsetSize = Int(bytes[t + 6])
            refSize = Int(bytes[t + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(refSize) else { throw malformed("bad trailer") }
            let count = Self.uint(bytes, t + 8, 8)
            let topObject = Self.uint(bytes, t + 16, 8)
            let table = Self.uint(bytes, t + 24, 8)
            guard count > 0, count <= UInt64(bytes.count), topObject < count, table >= 8, table < UInt64(t),
                count * UInt64(offsetSize) <= UInt64(t) - table
            else { throw malformed("bad trailer") }
            objectCount = Int(count)
            top = Int(topObject)
            tableOffset = Int(table)
            remaining = limits.propertyListObjects
            maximumDepth = limits.nestingDepth
        }

        static func uint(_ bytes: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
            var v: UInt64 = 0
            for k in 0..<size { v = (v << 8) | UInt64(bytes[at + k]) }
            return v
        }

        func offset(of object: Int) throws -> Int {
            let o = Self.uint(bytes, tableOffset + object * offsetSize, offsetSize)
            guard o >= 8, o < UInt64(tableOffset) else { throw malformed("object offset out of range") }
            return Int(o)
        }

        /// `size` bytes at `at`, checked against the end of the object area.
        func need(_ at: Int, _ size: Int) throws {
            guard size >= 0, at >= 0, at <= tableOffset, size <= tableOffset - at else {
                throw malformed("an object runs past the end")
            }
        }

        /// The length of a collection or string: the marker's low nibble, or an integer after it.
        func length(_ marker: UInt8, at: Int) throws -> (Int, Int) {
            let low = Int(marker & 0x0F)
            if low != 0x0F { return (low, at + 1) }
            try need(at + 1, 1)
            let intMarker = bytes[at + 1]
            guard intMarker >> 4 == 0x1 else { throw malformed("bad length") }
            let size = 1 << Int(intMarker & 0x0F)
            guard size <= 8 else { throw malformed("bad length") }
            try need(at + 2, size)
            let n = Self.uint(bytes, at + 2, size)
            guard n <= UInt64(tableOffset) else { throw malformed("length out of range") }
            return (Int(n), at + 2 + size)
        }

        func ref(_ at: Int) throws -> Int {
            let r = Self.uint(bytes, at, refSize)
            guard r < UInt64(objectCount) else { throw malformed("reference out of range") }
            return Int(r)
        }

        mutating func value(_ object: Int, depth: Int) throws -> PropertyListValue {
            remaining -= 1
            guard remaining >= 0 else {
                throw PropertyListError(
                    line: 0,
                    message:
                        "the binary property list expands to more values than the property-list-objects limit (--limit property-list-objects)"
                )
            }
            guard depth <= maximumDepth else {
                throw PropertyListError(
                    line: 0,
                    message: "the binary property list nests deeper than \(maximumDepth) levels (--limit nesting-depth)"
                )
            }
            let at = try offset(of: object)
            let marker = bytes[at]
            let low = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return PropertyListValue(.bool(false), line: 0)
                case 0x09: return PropertyListValue(.bool(true), line: 0)
                default: throw malformed("unsupported value")
                }
            case 0x1:
                let size = 1 << low
                guard size <= 16 else { throw malformed("bad integer") }
                try need(at + 1, size)
                // 16-byte integers hold 64-bit values in their low half.
                let v = Self.uint(bytes, at + 1 + max(0, size - 8), min(size, 8))
                return PropertyListValue(.integer(size >= 8 ? Int(truncatingIfNeeded: v) : Int(v)), line: 0)
            case 0x2:
                let size = 1 << low
                guard size == 4 || size == 8 else { throw malformed("bad real") }
                try need(at + 1, size)
                let v = Self.uint(bytes, at + 1, size)
                let d = size == 4 ? Double(Float(bitPattern: UInt32(v))) : Double(bitPattern: v)
                return PropertyListValue(.real(d), line: 0)
            case 0x3:
                try need(at + 1, 8)
                let seconds = Double(bitPattern: Self.uint(bytes, at + 1, 8))
                guard seconds.isFinite else { throw malformed("bad date") }
                let date = Date(timeIntervalSinceReferenceDate: seconds)
                return PropertyListValue(.date(ISO8601DateFormatter().string(from: date)), line: 0)
            case 0x4:
                let (n, start) = try length(marker, at: at)
                try need(start, n)
                return PropertyListValue(.data(Array(bytes[start..<(start + n)])), line: 0)
            case 0x5:
                let (n, start) = try length(marker, at: at)
                try need(start, n)
                return PropertyListValue(.string(String(decoding: bytes[start..<(start + n)], as: UTF8.self)), line: 0)
            case 0x6:
                let (n, start) = try length(marker, at: at)
                guard n <= tableOffset / 2 else { throw malformed("string out of range") }
                try need(start, n * 2)
                var units: [UInt16] = []
                units.reserveCapacity(n)
                for k in 0..<n { units.append(UInt16(bytes[start + 2 * k]) << 8 | UInt16(bytes[start + 2 * k + 1])) }
                return PropertyListValue(.string(String(decoding: units, as: UTF16.self)), line: 0)
            case 0x8:
                try need(at + 1, low + 1)
                return PropertyListValue(
                    .integer(Int(truncatingIfNeeded: Self.uint(bytes, at + 1, min(low + 1, 8)))), line: 0)
            case 0xA, 0xC:
                let (n, start) = try length(marker, at: at)
                guard n <= tableOffset / refSize else { throw malformed("array out of range") }
                try need(start, n * refSize)
                var items: [PropertyListValue] = []
                for k in 0..<n { items.append(try value(try ref(start + k * refSize), depth: depth + 1)) }
                return PropertyListValue(.array(items), line: 0)
            case 0xD:
                let (n, start) = try length(marker, at: at)
                guard n <= tableOffset / (2 * refSize) else { throw malformed("dictionary out of range") }
                try need(start, 2 * n * refSize)
                var entries: [PropertyListEntry] = []
                for k in 0..<n {
                    let key = try value(try ref(start + k * refSize), depth: depth + 1)
                    guard let name = key.string else { throw malformed("a dictionary key is not a string") }
                    let v = try value(try ref(start + (n + k) * refSize), depth: depth + 1)
                    entries.append(PropertyListEntry(key: name, keyLine: 0, value: v))
                }
                entries.sort { $0.key < $1.key }
                return PropertyListValue(.dictionary(entries), line: 0)
            default:
                throw malformed("unsupported value")
            }
        }
    }

    /// `why` documents the check at the call site; the message stays the one users know.
    private static func malformed(_ why: String) -> PropertyListError {
        PropertyListError(line: 0, message: "malformed binary property list")
    }
}
