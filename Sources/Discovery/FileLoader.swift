import Foundation
import Model

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
        let results = ConcurrentMap.map(files) { file -> (SourceFile?, Diagnostic?) in
            do throws(ReadError) {
                return (SourceFile(path: file.path, kind: file.kind, bytes: try reader.read(file)), nil)
            } catch {
                return (nil, reader.diagnostic(file, error))
            }
        }
        return (results.compactMap(\.0), results.compactMap(\.1))
    }

    package struct ReadError: Error { package var reason: String }
}

/// Reads files the walk found, and only those: each file is opened relative to its folder, and the
/// folder must still be the one the walk saw (device and inode); a file without a walked folder
/// has its folder opened from the root one component at a time without following links
/// (`O_NOFOLLOW`). So a link swapped in between the walk and the read, pointing outside the root,
/// is refused instead of followed. The file itself must be a regular file (`fstat`; opened
/// `O_NONBLOCK`, so a FIFO put in its place never blocks) no bigger than the file-bytes limit
/// (`Limits.fileBytes`).
package final class SafeFileReader: Sendable {
    private let rootDescriptor: Int32
    private let maximumBytes: Int

    /// Opens the root; throws when it cannot be opened as a folder.
    package init(root: String, maximumBytes: Int = Limits().fileBytes) throws(FileLoader.ReadError) {
        self.maximumBytes = maximumBytes
        let real = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let fd = open(real, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileLoader.ReadError(reason: String(cString: strerror(errno))) }
        rootDescriptor = fd
    }

    deinit { close(rootDescriptor) }

    package func diagnostic(_ file: DiscoveredFile, _ error: FileLoader.ReadError) -> Diagnostic {
        Diagnostic(SourceLocation(path: file.path), "cannot read this file: \(error.reason)")
    }

    /// The whole file, read with `read` straight into the array the scanners use.
    package func read(_ file: DiscoveredFile) throws(FileLoader.ReadError) -> [UInt8] {
        try readWithStatus(file).bytes
    }

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
        var components = disk.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let name = components.popLast(), !components.contains(".."), !components.contains("."), name != ".."
        else {
            throw FileLoader.ReadError(reason: "the path leaves the audited folder")
        }
        var folder = rootDescriptor
        defer { if folder != rootDescriptor { close(folder) } }
        if expectedFolder != nil, !components.isEmpty {
            // One open for the whole folder path: a link swapped in on the way can only lead to
            // another folder, and the identity check below refuses any folder but the walked one.
            // (Opening component by component was depth + 1 system calls a file.)
            let next = openat(rootDescriptor, components.joined(separator: "/"), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard next >= 0 else { throw Self.failure(errno, folder: true) }
            folder = next
        } else {
            for component in components {
                let next = openat(folder, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard next >= 0 else { throw Self.failure(errno, folder: true) }
                if folder != rootDescriptor { close(folder) }
                folder = next
            }
        }
        var info = stat()
        if let expected = expectedFolder {
            guard fstat(folder, &info) == 0, UInt64(info.st_dev) == expected.device,
                UInt64(info.st_ino) == expected.inode
            else { throw FileLoader.ReadError(reason: "its folder changed after the tree was walked; not read") }
        }
        let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            // A link the walk saw as a link to nothing (a dangling link) still says why it cannot be read.
            var target = stat()
            if code == ELOOP && fstatat(folder, name, &target, 0) != 0 {
                throw FileLoader.ReadError(reason: String(cString: strerror(errno)))
            }
            throw Self.failure(code, folder: false)
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw FileLoader.ReadError(reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileLoader.ReadError(reason: "not a regular file (FIFO, socket or device); not read")
        }
        guard Int(info.st_size) <= maximumBytes else {
            throw FileLoader.ReadError(
                reason:
                    "\(info.st_size) bytes, over the file-bytes limit (\(maximumBytes); --limit file-bytes); not read")
        }
        return (try readAll(fd, expected: max(Int(info.st_size), 0)), FileStatus(info))
    }

    private static func failure(_ code: Int32, folder: Bool) -> FileLoader.ReadError {
        if code == ELOOP || (folder && code == ENOTDIR) {
            return FileLoader.ReadError(
                reason: "a symbolic link appeared in its path after the tree was walked; not read")
        }
        return FileLoader.ReadError(reason: String(cString: strerror(code)))
    }

    /// Reads to the end, but never more than the size limit (a file that grows while read).
    private func readAll(_ fd: Int32, expected: Int) throws(FileLoader.ReadError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: expected)
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
            let n = bytes.withUnsafeMutableBytes { readSome(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileLoader.ReadError(reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

/// `read(2)`, named apart from the reader's own `read`.
private func readSome(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
