import Foundation
import SystemPackage

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What an entry of a folder is; a symbolic link is not followed.
package enum EntryType: Sendable, Equatable {
    case directory, symbolicLink, regular, special

    init(_ type: FileType) {
        switch type {
        case .directory: self = .directory
        case .symbolicLink: self = .symbolicLink
        case .regular: self = .regular
        default: self = .special
        }
    }

    /// What readdir's `d_type` says; nil when it does not say (`DT_UNKNOWN`). The `DT_*` values
    /// are the same on Darwin (`<sys/dirent.h>`, readdir(3)) and Linux (`<dirent.h>`, readdir(3)).
    package init?(direntType: UInt8) {
        switch Int(direntType) {
        case Int(DT_DIR): self = .directory
        case Int(DT_LNK): self = .symbolicLink
        case Int(DT_REG): self = .regular
        case Int(DT_UNKNOWN): return nil
        default: self = .special
        }
    }

    /// Whether readdir's `d_type` names a folder or a regular file (and nothing else).
    package static func isFolderOrFile(direntType: UInt8) -> Bool {
        Int(direntType) == Int(DT_DIR) || Int(direntType) == Int(DT_REG)
    }
}

/// What `stat` says of a name: its type and its status.
package struct FileInfo: Sendable {
    package var type: EntryType
    package var status: FileStatus
    /// The owner's user id (`st_uid`).
    package var owner: UInt32
    /// The permission bits (`st_mode & 07777`).
    package var permissions: UInt16

    init(_ info: Stat) {
        type = EntryType(info.type)
        status = FileStatus(info)
        owner = UInt32(truncatingIfNeeded: info.userID.rawValue)
        permissions = UInt16(truncatingIfNeeded: info.permissions.rawValue & 0o7777)
    }
}

/// The file system calls the tool makes, on raw descriptors (`Int32`), each retried on `EINTR`
/// and failing with the `errno` it met. Descriptors are opened close-on-exec.
package enum SystemFiles {
    /// Opens a folder to read it (`O_RDONLY | O_DIRECTORY | O_CLOEXEC`), following links.
    package static func openFolder(_ path: String) throws(SystemError) -> Int32 {
        do {
            return try FileDescriptor.open(FilePath(path), .readOnly, options: [.directory, .closeOnExec]).rawValue
        } catch {
            throw SystemError(error as? Errno ?? .ioError)
        }
    }

    /// Opens the folder `relative` under the folder `folder` (`openat`); with `followingLinks`
    /// false, a link as its last component is refused (`O_NOFOLLOW`: `ELOOP`, or `ENOTDIR`).
    package static func openFolder(
        _ relative: String, in folder: Int32, followingLinks: Bool
    ) throws(SystemError) -> Int32 {
        try openat(folder, relative, O_RDONLY | O_DIRECTORY | (followingLinks ? 0 : O_NOFOLLOW) | O_CLOEXEC)
    }

    /// Opens a file to read it, never through a link and never blocking on a FIFO
    /// (`O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC`): `name` under `folder`, or a path when
    /// `folder` is nil.
    package static func openForReading(_ name: String, in folder: Int32? = nil) throws(SystemError) -> Int32 {
        try openat(folder ?? AT_FDCWD, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    }

    /// Creates (or truncates) a file to write it, never through a link
    /// (`O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC`).
    package static func create(_ path: String, permissions: UInt16) throws(SystemError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
        guard fd >= 0 else { throw .current }
        return fd
    }

    private static func openat(_ folder: Int32, _ path: String, _ flags: Int32) throws(SystemError) -> Int32 {
        while true {
            let fd = systemOpenat(folder, path, flags)
            if fd >= 0 { return fd }
            let error = SystemError.current
            if !error.isInterrupted { throw error }
        }
    }

    package static func close(_ fd: Int32) { _ = try? FileDescriptor(rawValue: fd).close() }

    /// `fstat` of an open descriptor.
    package static func info(of fd: Int32) throws(SystemError) -> FileInfo {
        do throws(Errno) {
            return FileInfo(try Stat(FileDescriptor(rawValue: fd)))
        } catch {
            throw SystemError(error)
        }
    }

    /// `fstatat` of `name` under `folder` (or of a path when `folder` is nil); a link is the link
    /// itself unless `followingLinks`.
    package static func info(
        of name: String, in folder: Int32? = nil, followingLinks: Bool = false
    ) throws(SystemError) -> FileInfo {
        let flags: Stat.Flags = followingLinks ? [] : [.symlinkNoFollow]
        let result = name.withCString { path in
            Result { () throws(Errno) -> Stat in
                if let folder { return try Stat(path, relativeTo: FileDescriptor(rawValue: folder), flags: flags) }
                return try Stat(path, flags: flags)
            }
        }
        switch result {
        case .success(let info): return FileInfo(info)
        case .failure(let error): throw SystemError(error)
        }
    }

    /// `read` into `buffer`: the count read, 0 at the end.
    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        do {
            return try FileDescriptor(rawValue: fd).read(into: buffer)
        } catch {
            throw SystemError(error as? Errno ?? .ioError)
        }
    }

    /// `read` into `bytes` from `offset` to its end: the count read, 0 at the end.
    package static func read(_ fd: Int32, into bytes: inout [UInt8], from offset: Int) throws(SystemError) -> Int {
        let result = bytes.withUnsafeMutableBytes { raw in
            Result { () throws(SystemError) in
                try read(fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[offset...]))
            }
        }
        return try result.get()
    }

    /// `pread` from `offset` until `bytes` is full; false when the file ends first.
    package static func read(_ fd: Int32, into bytes: inout [UInt8], at offset: Int) throws(SystemError) -> Bool {
        let result = bytes.withUnsafeMutableBytes { raw in
            Result { () throws(SystemError) -> Bool in
                var filled = 0
                while filled < raw.count {
                    let count: Int
                    do {
                        count = try FileDescriptor(rawValue: fd).read(
                            fromAbsoluteOffset: Int64(offset + filled),
                            into: UnsafeMutableRawBufferPointer(rebasing: raw[filled...]))
                    } catch {
                        throw SystemError(error as? Errno ?? .ioError)
                    }
                    if count == 0 { return false }
                    filled += count
                }
                return true
            }
        }
        return try result.get()
    }

    /// Runs `body` holding an exclusive `flock` on `path` (created for this user alone when
    /// missing); without the lock when the file cannot be opened (the caller's work must then be
    /// safe to race, only less complete).
    package static func withExclusiveLock<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { _ = flock(fd, LOCK_UN) }
        return try body()
    }

    /// Writes all of `bytes` to `fd`.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        do {
            var written = 0
            while written < bytes.count {
                let count = try FileDescriptor(rawValue: fd).write(UnsafeRawBufferPointer(rebasing: bytes[written...]))
                if count == 0 { throw Errno(rawValue: errno) }
                written += count
            }
        } catch {
            throw SystemError(error as? Errno ?? .ioError)
        }
    }

    /// Sets the file's size (`ftruncate`, through swift-system's `resize`): growing it writes no
    /// data (the new part reads as zeros and takes no disk where the file system allows holes).
    package static func resize(_ fd: Int32, to size: Int) throws(SystemError) {
        do {
            try FileDescriptor(rawValue: fd).resize(to: Int64(size))
        } catch {
            throw SystemError(error as? Errno ?? .ioError)
        }
    }

    /// Writes all of `bytes` to standard output (descriptor 1); throws on a short or failed write.
    package static func writeStandardOutput(_ bytes: [UInt8]) throws(SystemError) {
        let result = bytes.withUnsafeBytes { raw in Result { () throws(SystemError) in try writeAll(1, raw) } }
        try result.get()
    }

    /// The effective user id of this process (`geteuid`, unistd.h on both Linux and Darwin).
    package static func currentUser() -> UInt32 { UInt32(truncatingIfNeeded: geteuid()) }

    /// Why the folder at `path` (links followed) cannot be trusted with data this process reads
    /// back as its own: not a folder, owned by another user, or writable by its group or others.
    /// Nil when it is this user's alone to write.
    package static func distrust(folder path: String) -> String? {
        let info: FileInfo
        do throws(SystemError) {
            info = try self.info(of: path, followingLinks: true)
        } catch {
            return "cannot read its status (\(error.reason))"
        }
        guard info.type == .directory else { return "it is not a folder" }
        if info.owner != currentUser() { return "it belongs to another user (uid \(info.owner))" }
        if info.permissions & 0o022 != 0 {
            return "its group or other users can write to it (mode \(String(info.permissions, radix: 8)))"
        }
        return nil
    }

    /// `rename`: replaces `target` in one step.
    package static func rename(_ source: String, to target: String) throws(SystemError) {
        guard systemRename(source, target) == 0 else { throw .current }
    }

    /// `unlink`; whether the name was removed.
    @discardableResult
    package static func remove(_ path: String) -> Bool { unlink(path) == 0 }

    /// `rmdir`; whether the (empty) folder was removed.
    @discardableResult
    package static func removeFolder(_ path: String) -> Bool { rmdir(path) == 0 }

    /// The running executable's status (the file itself, links followed): Linux names it
    /// `/proc/self/exe` (proc(5)); Darwin has no `/proc`, and Foundation's `Bundle.main.executablePath`
    /// asks dyld (`_NSGetExecutablePath`, dyld(3)).
    package static func executableStatus() -> FileStatus? {
        #if canImport(Darwin)
            guard let path = Bundle.main.executablePath else { return nil }
        #else
            let path = "/proc/self/exe"
        #endif
        return try? info(of: path, followingLinks: true).status
    }
}

/// `openat(2)` and `rename(2)`, named apart from `SystemFiles`' own.
private func systemOpenat(_ folder: Int32, _ path: String, _ flags: Int32) -> Int32 {
    openat(folder, path, flags)
}

private func systemRename(_ source: String, _ target: String) -> Int32 { rename(source, target) }
