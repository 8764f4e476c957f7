import Model
import SystemSupport

/// How often intent definitions name each of a few names as a whole string value
/// (`<string>Name</string>`, what `git log -S` looked for), or Swift sources as a whole string
/// literal (`"Name"`, with `quoted`), counted once per blob: the commits that changed a file share
/// most of their blobs with the next one. A blob over `maximumBytes` is not read and names nothing,
/// as the audit reads no file that large.
final class DefinitionMentions {
    private let names: Set<[UInt8]>
    private let open: [UInt8]
    private let close: [UInt8]
    private let longest: Int
    private let maximumBytes: Int
    /// Blob id → name → count (a name never seen is absent).
    private var counts: [String: [String: Int]] = [:]

    init(_ names: Set<String>, quoted: Bool = false, maximumBytes: Int = Limits().fileBytes) {
        self.names = Set(names.map { Array($0.utf8) })
        open = Array((quoted ? "\"" : "<string>").utf8)
        close = Array((quoted ? "\"" : "</string>").utf8)
        longest = names.map(\.utf8.count).max() ?? 0
        self.maximumBytes = maximumBytes
    }

    /// The names whose count over all the blobs after differs from the count over the blobs before
    /// (nil: the file was absent), the blobs not seen yet read through `reader`.
    func changed(_ blobs: [(before: String?, after: String?)], reader: GitBlobReader) throws -> Set<String> {
        Set(try differences(blobs, reader: reader).keys)
    }

    /// Each name's count over the blobs after less its count over the blobs before, when not 0.
    func differences(
        _ blobs: [(before: String?, after: String?)], reader: GitBlobReader
    ) throws -> [String: Int] {
        let unread = Set(blobs.flatMap { [$0.before, $0.after] }.compactMap { $0 }).subtracting(counts.keys).sorted()
        var buffers = [[UInt8]](repeating: [], count: unread.count)
        var over = Set<Int>()
        try reader.read(unread) { index, chunk in
            guard !over.contains(index) else { return }
            if buffers[index].count + chunk.count > maximumBytes {
                over.insert(index)
                buffers[index] = []
            } else {
                buffers[index] += chunk
            }
        }
        for (index, id) in unread.enumerated() {
            counts[id] = over.contains(index) ? [:] : count(buffers[index])
        }
        var difference: [String: Int] = [:]
        for (before, after) in blobs {
            for (name, count) in before.flatMap({ counts[$0] }) ?? [:] { difference[name, default: 0] -= count }
            for (name, count) in after.flatMap({ counts[$0] }) ?? [:] { difference[name, default: 0] += count }
        }
        return difference.filter { $0.value != 0 }
    }

    /// How often each name stands alone between the delimiters in `bytes`.
    func count(_ bytes: [UInt8]) -> [String: Int] {
        var counts: [String: Int] = [:]
        _ = ByteSearch.firstOccurrence(bytes, open) { offset in
            let start = offset + open.count
            let limit = min(bytes.count, start + longest + 1)
            guard start < limit, let end = bytes[start..<limit].firstIndex(of: close[0]),
                bytes.count - end >= close.count, bytes[end..<end + close.count].elementsEqual(close)
            else { return false }
            let value = Array(bytes[start..<end])
            if names.contains(value) { counts[String(decoding: value, as: UTF8.self), default: 0] += 1 }
            return false
        }
        return counts
    }
}
