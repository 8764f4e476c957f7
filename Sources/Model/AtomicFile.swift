#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the tool writes a file: into a temporary file beside the target, then renamed over
/// it, so a run that is killed midway leaves the previous file whole. Temporaries are named
/// `.<name>.intent-audit-<pid>.tmp`; `removeStale(in:)` deletes those of processes that no longer
/// run (a `kill -9` leaves one behind), so they never pile up.
public enum AtomicFile {
    /// Why a write failed, in words.
    public struct Failure: Error, Equatable, Sendable {
        public var path: String
        public var reason: String
    }

    public static func write(_ bytes: [UInt8], to target: String, mode: mode_t = 0o644) throws {
        let slash = target.lastIndex(of: "/")
        let folder = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = "\(folder)/.\(name).intent-audit-\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Failure(path: target, reason: "cannot create \(temporary): \(errorText())") }
        var written = 0
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let n = Glibc_write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += n
            }
            return true
        }
        let reason = ok ? nil : errorText()
        close(fd)
        if let reason {
            unlink(temporary)
            throw Failure(path: target, reason: "cannot write \(temporary): \(reason)")
        }
        if rename(temporary, target) != 0 {
            let reason = errorText()
            unlink(temporary)
            throw Failure(path: target, reason: reason)
        }
    }

    /// Deletes temporaries that writers which no longer run left in `folder`.
    public static func removeStale(in folder: String) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { continue }
            let stem = name.dropLast(4)
            guard let dash = stem.lastIndex(of: "-"), stem[..<dash].hasSuffix(".intent-audit"),
                let pid = Int32(stem[stem.index(after: dash)...]), pid > 0
            else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH { continue }
            unlink(folder + "/" + name)
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// `write(2)`, named apart from `AtomicFile.write`.
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
    #else
        Darwin.write(fd, buffer, count)
    #endif
}
