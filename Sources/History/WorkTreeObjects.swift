import Model
import SystemSupport

/// The git object id of each tracked regular file under a work-tree folder whose content is the
/// index's, by its path relative to the folder. An audit that keys its scan outcomes by these ids
/// (`ReleaseMemo`) hands them to the audits of earlier commits in the same run: a file a release did
/// not change is not parsed again.
///
/// Only the index is read (`git ls-files --debug`): a file is the index's when its size, modification
/// time and inode are the ones the index recorded and it was modified before the index was written
/// (git's own rule against a "racily clean" file). `git diff` would tell the same by running the
/// repository's clean filters — a hostile `.git/config` would run a command.
package enum WorkTreeObjects {
    package static func clean(in path: String) -> [String: String] {
        guard let listed = try? GitProcess.runRaw(["ls-files", "--debug", "-s", "-z"], in: path), listed.status == 0,
            let index = try? GitProcess.run(["rev-parse", "--path-format=absolute", "--git-path", "index"], in: path),
            index.succeeded, let written = try? SystemFiles.info(of: index.output).status
        else { return [:] }
        // Each NUL ends an entry's "<mode> <id> <stage>\t<path>"; what follows it, up to the next entry,
        // is that entry's "  ctime: …\n  mtime: s:ns\n  dev: …\tino: I\n  uid: …\n  size: S\tflags: …\n".
        let chunks = listed.output.split(separator: 0, omittingEmptySubsequences: false)
        var ids: [String: String] = [:]
        for (number, chunk) in chunks.enumerated().dropLast() {
            let header =
                number == 0
                ? chunk : chunk[(chunk.lastIndex(of: 10).map { chunk.index(after: $0) } ?? chunk.startIndex)...]
            let debug = chunks[number + 1]
            let lines = (number + 1 == chunks.count - 1 ? debug : debug[..<(debug.lastIndex(of: 10) ?? debug.endIndex)])
            guard let entry = Entry(header: header, debug: lines),
                entry.modified < (written.modified, written.modifiedNanoseconds),
                let now = try? SystemFiles.info(of: path + "/" + entry.path).status,
                now.size == entry.size, now.inode == entry.inode,
                (now.modified, now.modifiedNanoseconds) == entry.modified
            else { continue }
            ids[entry.path] = entry.id
        }
        return ids
    }

    /// One regular file's index entry at stage 0, with the stat data the index keeps.
    private struct Entry {
        var path: String
        var id: String
        var size: Int64
        var inode: UInt64
        var modified: (Int64, Int64)

        init?(header: ArraySlice<UInt8>, debug: ArraySlice<UInt8>) {
            guard let tab = header.firstIndex(of: 9) else { return nil }
            let fields = header[..<tab].split(separator: 32)
            guard fields.count == 3, fields[0].elementsEqual("100644".utf8) || fields[0].elementsEqual("100755".utf8),
                fields[2].elementsEqual("0".utf8)
            else { return nil }
            path = String(decoding: header[header.index(after: tab)...], as: UTF8.self)
            id = String(decoding: fields[1], as: UTF8.self)
            var values: [String: String] = [:]
            for line in debug.split(separator: 10) {
                for part in line.split(separator: 9) {
                    let pair = part.split(separator: 58, maxSplits: 1)  // "name: value"
                    guard pair.count == 2 else { continue }
                    let name = String(decoding: pair[0], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                    values[name] = String(decoding: pair[1], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                }
            }
            let time = values["mtime"]?.split(separator: ":").compactMap { Int64($0) } ?? []
            guard let size = values["size"].flatMap(Int64.init), let inode = values["ino"].flatMap(UInt64.init),
                time.count == 2
            else { return nil }
            self.size = size
            self.inode = inode
            modified = (time[0], time[1])
        }
    }
}
