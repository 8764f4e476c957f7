import Foundation
import SystemSupport

/// A folder holding one commit's files under a prefix, moved from commit to commit by writing only
/// the files whose object id changed (read with one `git cat-file --batch`) and deleting the ones
/// that went. No checkout, no worktree registered in the user's repository, no index: `git
/// checkout --force` was most of `trend --git`'s time (36 ms a release on a 366-file app even when
/// little changed).
///
/// Only regular files that `wanted` accepts are written (the audit reads a few kinds; images and
/// the like are never needed). Symbolic links and submodules are left out, and so is any path with
/// an empty, `.`, `..` or `.git` component (git refuses such trees; a crafted one must not write
/// outside the folder). Blobs are written as stored: no smudge filter or line-ending conversion runs.
/// A blob larger than `maximumBytes` is never asked of git nor written: its file is only given its
/// size (a hole, no data), so the audit's reader refuses it as over the file-bytes limit, as it would
/// the file in a checkout (a 1.8 MB `.git` once wrote 3 GB of blobs to disk).
package final class GitTreeMirror {
    package let folder: String
    private let repository: String
    private let wanted: @Sendable (String) -> Bool
    private let blobs: GitBlobReader
    private let maximumBytes: Int
    /// What the folder holds now: path (relative to the folder) → object id.
    private var current: [String: String] = [:]

    package init(
        repository: String, folder: String, maximumBytes: Int = 8 << 20, wanted: @escaping @Sendable (String) -> Bool
    ) throws {
        self.repository = repository
        self.maximumBytes = maximumBytes
        self.folder = folder
        self.wanted = wanted
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        blobs = try GitBlobReader(repository: repository)
    }

    /// Ends the `cat-file` process.
    package func finish() { blobs.finish() }

    /// Makes the folder hold `commit`'s files under `prefix`; returns every regular file's object id
    /// by its path relative to `prefix` (written or not), for the audit's memo.
    package func update(to commit: String, under prefix: String) throws -> [String: String] {
        let entries = try Self.entries(of: commit, under: prefix, in: repository)
        let all = entries.mapValues(\.id)
        var next: [String: String] = [:]
        for (path, id) in all where Self.isSafe(path) && wanted(path) { next[path] = id }
        for path in current.keys where next[path] == nil {
            SystemFiles.remove(folder + "/" + path)
            removeEmptyFolders(above: path)
        }
        var blobs: [(path: String, id: String)] = []
        for (path, id) in next.sorted(by: { $0.key < $1.key }) where current[path] != id {
            let size = entries[path]?.size ?? 0
            if size <= maximumBytes {
                blobs.append((path, id))
            } else {
                try resize(path, to: size)
            }
        }
        try write(blobs)
        current = next
        return all
    }

    /// The object id of each regular file of `commit` under `prefix`, by its path relative to
    /// `prefix` (`git ls-tree -r -z`; links and submodules left out).
    package static func objectIDs(
        of commit: String, under prefix: String, in repository: String
    ) throws -> [String: String] {
        try entries(of: commit, under: prefix, in: repository).mapValues(\.id)
    }

    /// The object id and size of each regular file of `commit` under `prefix` (`git ls-tree -r -l -z`).
    package static func entries(
        of commit: String, under prefix: String, in repository: String
    ) throws -> [String: (id: String, size: Int)] {
        var arguments = ["ls-tree", "-r", "-l", "-z", "--full-tree", commit]
        if !prefix.isEmpty { arguments += ["--", prefix] }
        let outcome = try GitProcess.runRaw(arguments, in: repository)
        guard outcome.status == 0 else { return [:] }
        var ids: [String: (id: String, size: Int)] = [:]
        let strip = prefix.isEmpty ? 0 : prefix.utf8.count + 1
        for record in outcome.output.split(separator: 0) {
            // "<mode> blob <id> <padded size>\t<path>"
            guard let tab = record.firstIndex(of: 9) else { continue }
            let fields = record[..<tab].split(separator: 32)
            guard fields.count == 4, fields[1].elementsEqual("blob".utf8),
                let size = Int(String(decoding: fields[3], as: UTF8.self)), size >= 0,
                fields[0].elementsEqual("100644".utf8) || fields[0].elementsEqual("100755".utf8)
            else { continue }
            let path = record[record.index(after: tab)...]
            guard path.count > strip else { continue }
            ids[String(decoding: path.dropFirst(strip), as: UTF8.self)] = (
                String(decoding: fields[2], as: UTF8.self), size
            )
        }
        return ids
    }

    /// No empty, `.`, `..` or `.git` component, no backslash or NUL.
    static func isSafe(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.isEmpty && !path.contains("\\") && !path.contains("\u{0}")
            && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.lowercased() == ".git" }
    }

    /// A blob over `maximumBytes` is never read: its file only gets its size (a hole).
    private func resize(_ path: String, to size: Int) throws {
        let fd = try create(path)
        defer { SystemFiles.close(fd) }
        do throws(SystemError) {
            try SystemFiles.resize(fd, to: size)
        } catch {
            throw GitHistoryError.failed(command: "writing \(path)", message: error.reason)
        }
    }

    /// Writes each blob to its path, asked of git in windows (`GitBlobReader.read(_:each:)`).
    private func write(_ blobs: [(path: String, id: String)]) throws {
        var open: (index: Int, fd: Int32)?
        defer { if let open { SystemFiles.close(open.fd) } }
        try self.blobs.read(blobs.map(\.id)) { index, chunk in
            if open?.index != index {
                if let open { SystemFiles.close(open.fd) }
                open = nil
                open = (index, try create(blobs[index].path))
            }
            guard let fd = open?.fd, !chunk.isEmpty else { return }
            let written = chunk.withUnsafeBytes { raw in
                Result { () throws(SystemError) in try SystemFiles.writeAll(fd, raw) }
            }
            if case .failure(let error) = written {
                throw GitHistoryError.failed(command: "writing \(blobs[index].path)", message: error.reason)
            }
        }
    }

    /// Creates (or empties) the file `path` under the mirror, with its folders.
    private func create(_ path: String) throws -> Int32 {
        let full = folder + "/" + path
        let parent = String(full[..<full.lastIndex(of: "/")!])
        // A folder where a file goes (or the other way round) is cleared first.
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
            try FileManager.default.removeItem(atPath: full)
        }
        try makeFolders(parent)
        do throws(SystemError) {
            return try SystemFiles.create(full, permissions: 0o644)
        } catch {
            throw GitHistoryError.failed(command: "writing \(path)", message: error.reason)
        }
    }

    /// Creates the folders of `parent` under the mirror; a file in the way (a path that was a file
    /// in the last commit and is a folder now) is removed.
    private func makeFolders(_ parent: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            try FileManager.default.removeItem(atPath: parent)
        }
        guard parent.count > folder.count else { return }
        try makeFolders(String(parent[..<parent.lastIndex(of: "/")!]))
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: false)
    }

    /// Removes the folders a deleted file leaves empty, up to the mirror's own folder.
    private func removeEmptyFolders(above path: String) {
        var components = path.split(separator: "/").dropLast()
        while !components.isEmpty {
            guard SystemFiles.removeFolder(folder + "/" + components.joined(separator: "/")) else { return }
            components = components.dropLast()
        }
    }
}
