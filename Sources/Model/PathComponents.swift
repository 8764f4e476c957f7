/// A path's components, split on the byte `/` as the system reads a path, empty ones left out.
/// `String.split(separator: "/")` walks `Character`s: run on every file's path it was a twentieth of
/// a cold audit of a large tree, and it keeps a `/` that a combining mark follows inside a component.
package enum PathComponents {
    private static let slash = UInt8(ascii: "/")

    /// Every component, in order.
    package static func of(_ path: String) -> [String] {
        path.utf8.split(separator: slash).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The last component (a file's name); nil when there is none.
    package static func last(_ path: String) -> String? {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        guard end > bytes.startIndex else { return nil }
        let start = bytes[..<end].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
