#if os(Linux) && canImport(Glibc)
    import Glibc
#endif

/// Process-wide settings that make the audit fast on Linux.
public enum ProcessTuning {
    /// glibc returns freed memory to the kernel eagerly, which halves SwiftSyntax's parse speed
    /// (measured: 20 s of 44 s in `brk`/`madvise`). Raising the trim and mmap thresholds keeps the
    /// heap; the process is short-lived, so the memory comes back when it exits.
    ///
    /// glibc also gives threads arenas of their own (up to eight per core), and with the trim
    /// threshold raised each arena keeps the most it ever held: parses on several threads left
    /// home-assistant's cold audit at 103 MB resident for a heap that never held more than 33 MB
    /// at once. `arenas` caps them (`M_ARENA_MAX`); each thread keeps its own small cache in front.
    public static let arenas: Int32 = 1

    public static func apply() {
        #if os(Linux) && canImport(Glibc)
            // `mallopt` lives in <malloc.h>, which the Glibc module does not import: look it up instead.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            let trimThreshold: Int32 = -1, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_MMAP_THRESHOLD
            let arenaMaximum: Int32 = -8  // M_ARENA_MAX
            _ = mallopt(trimThreshold, 256 * 1024 * 1024)
            _ = mallopt(mmapThreshold, 32 * 1024 * 1024)
            _ = mallopt(arenaMaximum, arenas)
        #endif
    }
}
