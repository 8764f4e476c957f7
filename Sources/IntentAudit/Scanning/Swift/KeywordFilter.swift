#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cheap pre-filter: only files whose bytes contain one of a few keywords are parsed.
/// The keywords cover every fact the scanner records and the typealiases and helper functions it
/// resolves across files (they name an intent type). Constants that other files use as a widget
/// kind or an activity type are found afterwards by name (`SwiftScanner.unresolvedNames`), so
/// common words such as `kind` need not pull in every file.
enum KeywordFilter {
    static let keywords: [[UInt8]] = [
        "Intent", "Widget", "AppEntity", "IndexedEntity", "EntityQuery", "AppEnum", "Shortcut",
        "NSUserActivity", "userActivity", "EligibleForPrediction", "INInteraction", "intent-audit:",
        "OptionsProvider", "TimelineProvider",
    ].map { Array($0.utf8) }

    /// The marker of an inline suppression comment.
    static let suppressionMarker = Array("intent-audit:".utf8)

    static func isInteresting(_ bytes: [UInt8]) -> Bool {
        keywords.contains { contains(bytes, $0) }
    }

    /// Whether `needle` occurs in `haystack`: `memchr` (vectorised by the C library) finds each
    /// candidate first byte, `memcmp` checks the rest.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                guard let start = hay.baseAddress, let pinStart = pin.baseAddress else { return false }
                let first = Int32(pin[0])
                let last = start + (hay.count - pin.count)
                var cursor = start
                while cursor <= last {
                    guard let found = memchr(cursor, first, last - cursor + 1) else { return false }
                    let candidate = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, pinStart, pin.count) == 0 { return true }
                    cursor = candidate + 1
                }
                return false
            }
        }
    }
}
