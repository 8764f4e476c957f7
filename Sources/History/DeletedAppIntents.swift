import Foundation
import SystemSupport

/// The third automatic lookup: Swift files that declared App Intents and that a commit since the
/// last release deleted. Shortcuts users built with an App Intent are saved under its persistent
/// identifier; an intent deleted with its file leaves nothing in today's tree to compare with, yet
/// the users of the last release had those shortcuts. The state before the newest such commits is
/// audited and compared as for a deleted definition (`DeletedDefinitions.Deletion`).
package enum DeletedAppIntents {
    /// At most this many deleted files of one commit are read to tell whether they declared an App Intent.
    package static let maximumFiles = 64
    /// A deleted file larger than this is not read (and not taken).
    package static let maximumBytes = 1 << 20

    /// The newest commits since the last release that deleted Swift files which declared App Intents
    /// at their parent commit (a byte test: `AppIntent`, or `Intent` with `func perform`; the audit of
    /// that commit says which App Intents they really were).
    package static func newest(in path: String, exists: (String) -> Bool) throws -> [DeletedDefinitions.Deletion] {
        try DeletedDefinitions.newest(in: path, pathspec: ":(glob)**/*.swift", exists: exists) { parent, paths in
            declaringAppIntents(paths, at: parent, in: path)
        }
    }

    /// The paths (relative to `path`) whose blob at `commit` may declare an App Intent.
    static func declaringAppIntents(_ paths: [String], at commit: String, in path: String) -> [String] {
        let asked = Array(paths.prefix(maximumFiles))
        guard !asked.isEmpty,
            let listing = try? GitProcess.runRaw(["ls-tree", "-l", "-z", commit, "--"] + asked, in: path),
            listing.status == 0
        else { return [] }
        var blobs: [(path: String, id: String)] = []
        for record in listing.output.split(separator: 0) {
            // "<mode> blob <id> <padded size>\t<path>"
            guard let tab = record.firstIndex(of: 9) else { continue }
            let fields = record[..<tab].split(separator: 32)
            guard fields.count == 4, fields[1].elementsEqual("blob".utf8),
                let size = Int(String(decoding: fields[3], as: UTF8.self)), size <= maximumBytes,
                let name = String(validating: record[record.index(after: tab)...], as: UTF8.self)
            else { continue }
            blobs.append((name, String(decoding: fields[2], as: UTF8.self)))
        }
        guard !blobs.isEmpty, let reader = try? GitBlobReader(repository: path) else { return [] }
        defer { reader.finish() }
        var contents = [[UInt8]](repeating: [], count: blobs.count)
        guard (try? reader.read(blobs.map(\.id)) { index, chunk in contents[index] += chunk }) != nil else { return [] }
        let appIntent = Array("AppIntent".utf8)
        let intent = Array("Intent".utf8)
        let perform = Array("func perform".utf8)
        return zip(blobs, contents).filter { _, bytes in
            ByteSearch.contains(bytes, appIntent)
                || (ByteSearch.contains(bytes, intent) && ByteSearch.contains(bytes, perform))
        }.map(\.0.path).sorted()
    }
}
