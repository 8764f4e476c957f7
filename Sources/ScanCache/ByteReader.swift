import Discovery
import SystemSupport

/// Reads a little-endian binary file of ours front to back; every read checks the bytes left
/// and gives nil past the end (the facts index, the folder listings).
struct ByteReader {
    let bytes: [UInt8]
    var offset = 0
    var atEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func integer<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard bytes.count - offset >= size else { return nil }
        var value: T = 0
        for shift in 0..<size { value |= T(bytes[offset + shift]) << (8 * shift) }
        offset += size
        return value
    }

    /// A string of `UInt16` length and UTF-8 bytes.
    mutating func string() -> String? {
        guard let length = integer(UInt16.self), let bytes = take(Int(length)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A file or folder status: seven Int64 (device, inode, size, modified s/ns, changed s/ns).
    mutating func status() -> FileStatus? {
        var values: [Int64] = []
        for _ in 0..<7 {
            guard let value = integer(UInt64.self) else { return nil }
            values.append(Int64(bitPattern: value))
        }
        return FileStatus(
            device: UInt64(bitPattern: values[0]), inode: UInt64(bitPattern: values[1]), size: values[2],
            modified: values[3], modifiedNanoseconds: values[4], changed: values[5], changedNanoseconds: values[6])
    }

    /// Appends a status as `status()` reads it.
    static func append(_ status: FileStatus, to out: inout [UInt8]) {
        for value in [
            Int64(bitPattern: status.device), Int64(bitPattern: status.inode), status.size, status.modified,
            status.modifiedNanoseconds, status.changed, status.changedNanoseconds,
        ] {
            append(UInt64(bitPattern: value), to: &out)
        }
    }

    /// Appends `value` little-endian (the writing side of the same formats).
    static func append<T: FixedWidthInteger>(_ value: T, to out: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { out += $0 }
    }
}
