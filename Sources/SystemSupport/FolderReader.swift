#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A folder opened with `opendir`, read with `readdir`, closed when released. swift-system has no
/// folder listing, so this is the tool's one. `dirent`'s `d_name` and `d_type` have those names on
/// Darwin (`<sys/dirent.h>`, dir(5): `d_name` of 1024 bytes) and on Linux (`<dirent.h>`, readdir(3):
/// 256 bytes); the name is read up to its terminating zero either way.
package final class FolderReader {
    private let handle: DirectoryHandle

    /// Opens the folder at `path`.
    package init(_ path: String) throws(SystemError) {
        guard let opened: DirectoryHandle = opendir(path) else { throw .current }
        handle = opened
    }

    deinit { closedir(handle) }

    /// The descriptor of the open folder, for `SystemFiles.info(of:in:)` relative to it.
    package var descriptor: Int32 { dirfd(handle) }

    /// Every entry but `.` and `..`, in the order `readdir` gives them: its name, `d_type`, and
    /// whether the name is valid UTF-8. A name that is not has its bad bytes shown as U+FFFD, so
    /// it may read as another entry's name (its "twin"): never open such an entry by that name.
    package func entries() -> [(name: String, type: UInt8, isUTF8: Bool)] {
        var read: [(name: String, type: UInt8, isUTF8: Bool)] = []
        while let entry = readdir(handle) {
            let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                let name = String(decoding: bytes, as: UTF8.self)
                return (name, name.utf8.elementsEqual(bytes))
            }
            if name == "." || name == ".." { continue }
            read.append((name, entry.pointee.d_type, isUTF8))
        }
        return read
    }

    /// Whether `path` is a folder this process may list (`opendir` succeeds).
    package static func canList(_ path: String) -> Bool {
        guard let opened = opendir(path) else { return false }
        closedir(opened)
        return true
    }
}

#if canImport(Darwin)
    /// Darwin's `DIR` is a complete struct (`<dirent.h>`), so `opendir` gives a typed pointer.
    private typealias DirectoryHandle = UnsafeMutablePointer<DIR>
#else
    /// glibc's and musl's `DIR` is opaque, so `opendir` gives an `OpaquePointer`.
    private typealias DirectoryHandle = OpaquePointer
#endif
