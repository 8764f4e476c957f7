#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Substring search over raw bytes, for the scanners' pre-filters: they look at every file of a
/// tree before anything is parsed, so this has to run at memory speed.
package enum ByteSearch {
    /// Whether `needle` occurs in `haystack`: `memchr` (vectorised by the C library) finds each
    /// candidate first byte, `memcmp` checks the rest.
    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        firstOccurrence(haystack, needle) { _ in true }
    }

    /// Whether `accept` holds for some offset at which `needle` occurs in `haystack` (tried in order,
    /// stopping at the first it accepts).
    package static func firstOccurrence(
        _ haystack: [UInt8], _ needle: [UInt8], where accept: (Int) -> Bool
    ) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty && accept(0) }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                guard let start = hay.baseAddress, let pinStart = pin.baseAddress else { return false }
                let first = Int32(pin[0])
                let last = start + (hay.count - pin.count)
                var cursor = start
                while cursor <= last {
                    guard let found = memchr(cursor, first, last - cursor + 1) else { return false }
                    let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, pinStart, pin.count) == 0, accept(candidate - start) { return true }
                    cursor = candidate + 1
                }
                return false
            }
        }
    }
}
