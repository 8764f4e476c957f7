#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
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
        let fd: Int32
        do throws(SystemError) {
            fd = try SystemFiles.create(temporary, permissions: UInt16(truncatingIfNeeded: mode))
        } catch {
            throw Failure(path: target, reason: "cannot create \(temporary): \(error.reason)")
        }
        let written = bytes.withUnsafeBytes { raw in
            Result { () throws(SystemError) in try SystemFiles.writeAll(fd, raw) }
        }
        SystemFiles.close(fd)
        if case .failure(let error) = written {
            SystemFiles.remove(temporary)
            throw Failure(path: target, reason: "cannot write \(temporary): \(error.reason)")
        }
        do throws(SystemError) {
            try SystemFiles.rename(temporary, to: target)
        } catch {
            SystemFiles.remove(temporary)
            throw Failure(path: target, reason: error.reason)
        }
    }

    /// Deletes temporaries that writers which no longer run left in `folder`.
    public static func removeStale(in folder: String) {
        guard let reader = try? FolderReader(folder) else { return }
        for (name, _, _) in reader.entries() {
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { continue }
            let stem = name.dropLast(4)
            guard let dash = stem.lastIndex(of: "-"), stem[..<dash].hasSuffix(".intent-audit"),
                let pid = Int32(stem[stem.index(after: dash)...]), pid > 0
            else { continue }
            if pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH { continue }
            SystemFiles.remove(folder + "/" + name)
        }
    }
}
