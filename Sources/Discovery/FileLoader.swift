import Foundation
import Model
import SystemSupport

/// Reads the discovered files' bytes, in parallel; a file that cannot be read becomes a diagnostic.
package enum FileLoader {
    package static func load(
        _ files: [DiscoveredFile], root: String, limits: Limits = Limits()
    ) -> ([SourceFile], [Diagnostic]) {
        let reader: SafeFileReader
        do throws(FileLoader.ReadError) {
            reader = try SafeFileReader(root: root, maximumBytes: limits.fileBytes)
        } catch {
            return (
                [], files.map { Diagnostic(SourceLocation(path: $0.path), "cannot read this file: \(error.reason)") }
            )
        }
        return load(files, reader: reader)
    }

    /// The files' bytes through `reader`, in parallel.
    package static func load(_ files: [DiscoveredFile], reader: any FileSource) -> ([SourceFile], [Diagnostic]) {
        let results = ConcurrentMap.map(files) { file -> (SourceFile?, Diagnostic?) in
            do throws(ReadError) {
                return (SourceFile(path: file.path, kind: file.kind, bytes: try reader.read(file)), nil)
            } catch {
                return (nil, reader.diagnostic(file, error))
            }
        }
        return (results.compactMap(\.0), results.compactMap(\.1))
    }

    package struct ReadError: Error {
        package var reason: String
        package init(reason: String) { self.reason = reason }
    }
}

/// Reads files the walk found, and only those: each file is opened relative to its folder, and the
/// folder must still be the one the walk saw (device and inode); a file without a walked folder
/// has its folder opened from the root one component at a time without following links
/// (`O_NOFOLLOW`). So a link swapped in between the walk and the read, pointing outside the root,
/// is refused instead of followed. The file itself must be a regular file (`fstat`; opened
/// `O_NONBLOCK`, so a FIFO put in its place never blocks) no bigger than the file-bytes limit
/// (`Limits.fileBytes`).
package final class SafeFileReader: FileSource {
    private let rootDescriptor: Int32
    private let maximumBytes: Int

    /// Opens the root; throws when it cannot be opened as a folder.
    package init(root: String, maximumBytes: Int = Limits().fileBytes) throws(FileLoader.ReadError) {
        self.maximumBytes = maximumBytes
        let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        do throws(SystemError) {
            rootDescriptor = try SystemFiles.openFolder(real)
        } catch {
            throw FileLoader.ReadError(reason: error.reason)
        }
    }

    deinit { SystemFiles.close(rootDescriptor) }

    /// The whole file and its status taken on the open descriptor before reading (a write after
    /// it changes the status seen next time, so the pair never vouches for older bytes).
    package func readWithStatus(
        _ file: DiscoveredFile
    ) throws(FileLoader.ReadError) -> (
        bytes: [UInt8], status: FileStatus
    ) {
        try readWithStatus(disk: file.disk, folder: file.folder)
    }

    /// A file the walk did not list (the tree's own `.intent-audit.yml`), by its path under the
    /// root: read under the same rules, no link followed on the way or at the end.
    package func read(relativePath: String) throws(FileLoader.ReadError) -> [UInt8] {
        try readWithStatus(disk: relativePath, folder: nil).bytes
    }

    private func readWithStatus(
        disk: String, folder expectedFolder: TreeWalker.FolderID?
    ) throws(FileLoader.ReadError) -> (
        bytes: [UInt8], status: FileStatus
    ) {
        var components = PathComponents.of(disk)
        guard let name = components.popLast(), !components.contains(".."), !components.contains("."), name != ".."
        else {
            throw FileLoader.ReadError(reason: "the path leaves the audited folder")
        }
        var folder = rootDescriptor
        defer { if folder != rootDescriptor { SystemFiles.close(folder) } }
        do throws(SystemError) {
            if expectedFolder != nil, !components.isEmpty {
                // One open for the whole folder path: a link swapped in on the way can only lead to
                // another folder, and the identity check below refuses any folder but the walked one.
                // (Opening component by component was depth + 1 system calls a file.)
                folder = try SystemFiles.openFolder(
                    components.joined(separator: "/"), in: rootDescriptor, followingLinks: true)
            } else {
                for component in components {
                    let next = try SystemFiles.openFolder(component, in: folder, followingLinks: false)
                    if folder != rootDescriptor { SystemFiles.close(folder) }
                    folder = next
                }
            }
        } catch {
            throw Self.failure(error, folder: true)
        }
        if let expected = expectedFolder {
            guard let info = try? SystemFiles.info(of: folder), info.status.device == expected.device,
                info.status.inode == expected.inode
            else { throw FileLoader.ReadError(reason: "its folder changed after the tree was walked; not read") }
        }
        let fd: Int32
        do throws(SystemError) {
            fd = try SystemFiles.openForReading(name, in: folder)
        } catch {
            // A link the walk saw as a link to nothing (a dangling link) still says why it cannot be read.
            if error.isSymbolicLinkRefused {
                do throws(SystemError) {
                    _ = try SystemFiles.info(of: name, in: folder, followingLinks: true)
                } catch let target {
                    throw FileLoader.ReadError(reason: target.reason)
                }
            }
            throw Self.failure(error, folder: false)
        }
        defer { SystemFiles.close(fd) }
        let info: FileInfo
        do throws(SystemError) {
            info = try SystemFiles.info(of: fd)
        } catch {
            throw FileLoader.ReadError(reason: error.reason)
        }
        guard info.type == .regular else {
            throw FileLoader.ReadError(reason: "not a regular file (FIFO, socket or device); not read")
        }
        let size = info.status.size
        guard size <= maximumBytes else {
            throw FileLoader.ReadError.overLimit(size: size, limit: maximumBytes)
        }
        return (try readAll(fd, expected: max(Int(size), 0)), info.status)
    }

    private static func failure(_ error: SystemError, folder: Bool) -> FileLoader.ReadError {
        if error.isSymbolicLinkRefused || (folder && error.isNotAFolder) {
            return FileLoader.ReadError(
                reason: "a symbolic link appeared in its path after the tree was walked; not read")
        }
        return FileLoader.ReadError(reason: error.reason)
    }

    /// Reads to the end, but never more than the size limit (a file that grows while read). The
    /// buffer has one byte more than the expected size, so the read that finds the end needs no
    /// growth: appending to a full array doubled its capacity, and every file read whole held twice
    /// its size (home-assistant's 7 MB of string tables took 16 MB at the audit's peak).
    private func readAll(_ fd: Int32, expected: Int) throws(FileLoader.ReadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count < maximumBytes else {
                    throw FileLoader.ReadError(
                        reason:
                            "grew past the file-bytes limit (\(maximumBytes); --limit file-bytes) while read; not read")
                }
                bytes.append(contentsOf: repeatElement(0, count: 4096))
            }
            let n: Int
            do throws(SystemError) {
                n = try SystemFiles.read(fd, into: &bytes, from: filled)
            } catch {
                throw FileLoader.ReadError(reason: error.reason)
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
