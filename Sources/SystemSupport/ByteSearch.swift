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
    /// place of the needle's rarest byte (`anchor`), and the rest is compared there.
    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        firstOccurrence(haystack, needle) { _ in true }
    }

    /// Whether `accept` holds for some offset at which `needle` occurs in `haystack` (tried in order,
    /// stopping at the first it accepts).
    package static func firstOccurrence(
        _ haystack: [UInt8], _ needle: [UInt8], where accept: (Int) -> Bool
    ) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty && accept(0) }
        let anchor = anchor(of: needle)
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                guard let start = hay.baseAddress, let pinStart = pin.baseAddress else { return false }
                let byte = Int32(pin[anchor])
                // The anchor byte of the last place the needle fits.
                let last = start + (hay.count - pin.count) + anchor
                var cursor = start + anchor
                while cursor <= last {
                    guard let found = memchr(cursor, byte, last - cursor + 1) else { return false }
                    let place = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    let candidate = place - anchor
                    if candidate.pointee == pin[0], memcmp(candidate, pinStart, pin.count) == 0,
                        accept(candidate - start)
                    {
                        return true
                    }
                    cursor = place + 1
                }
                return false
            }
        }
    }

    /// Where in `needle` the search anchors: its byte that is least common in source code, so
    /// `memchr` stops as rarely as it can (a keyword's first letter is often a common one: the
    /// `u` of `userActivity` stopped the search every few dozen bytes). The first such byte on a tie.
    static func anchor(of needle: [UInt8]) -> Int {
        commonness.withUnsafeBufferPointer { table in
            var best = 0
            var lowest = UInt8.max
            for (index, byte) in needle.enumerated() where table[Int(byte)] < lowest {
                lowest = table[Int(byte)]
                best = index
            }
            return best
        }
    }

    /// How common each byte is in source code: the bytes of `byFrequency` rank from most common
    /// down, every other byte is the rarest (0). The order was counted over Swift sources (this
    /// project's own); it steers only the speed of a search, never its result.
    static let commonness: [UInt8] = {
        let byFrequency = Array(" etnairsolc\ndpu.mfhg():\"y/,=bwxvSk{}`I->[]<T0C?AENP\\LDF$RM_+1'BO;UWj&!\t".utf8)
        var table = [UInt8](repeating: 0, count: 256)
        for (rank, byte) in byFrequency.enumerated() { table[Int(byte)] = UInt8(byFrequency.count - rank) }
        return table
    }()
}
