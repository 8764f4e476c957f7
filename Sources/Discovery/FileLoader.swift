import Foundation
import Model

/// Reads the discovered files' bytes, in parallel; a file that cannot be read becomes a diagnostic.
package enum FileLoader {
    package static func load(_ files: [DiscoveredFile], root: String) -> ([SourceFile], [Diagnostic]) {
        let results = ConcurrentMap.map(files) { file -> (SourceFile?, Diagnostic?) in
            do throws(ReadError) {
                return (SourceFile(path: file.path, kind: file.kind, bytes: try readBytes(root + "/" + file.path)), nil)
            } catch {
                return (nil, Diagnostic(SourceLocation(path: file.path), "cannot read this file: \(error.reason)"))
            }
        }
        let loaded = results.compactMap(\.0)
        let diagnostics = results.compactMap(\.1)
        return (loaded, diagnostics)
    }
}

extension FileLoader {
    package struct ReadError: Error { package var reason: String }

    /// The whole file, read with `open`/`read` straight into the array the scanners use.
    package static func readBytes(_ path: String) throws(ReadError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; only regular files are read.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw ReadError(reason: String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw ReadError(reason: "not a regular file") }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            filled += n
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
