import SystemSupport

/// The cheap pre-filter: only files whose bytes contain one of a few keywords are parsed.
/// The keywords cover every fact the scanner records and the typealiases and helper functions it
/// resolves across files (they name an intent type). Constants that other files use as a widget
/// kind or an activity type are found afterwards by name (`SwiftScanner.unresolvedNames`), so
/// common words such as `kind` need not pull in every file.
package enum KeywordFilter {
    package static let keywords: [[UInt8]] = [
        "Intent", "Widget", "AppEntity", "IndexedEntity", "EntityQuery", "AppEnum", "Shortcut",
        "NSUserActivity", "userActivity", "EligibleForPrediction", "INInteraction", "intent-audit:",
        "OptionsProvider", "TimelineProvider", "CLKComplication",
    ].map { Array($0.utf8) }

    /// The marker of an inline suppression comment.
    package static let suppressionMarker = Array("intent-audit:".utf8)

    /// Whether a keyword occurs in the file's code: a byte search first, then, for a file that has
    /// one, a lexer that leaves out comments and string literals (`CodeMentions`). The suppression
    /// marker lives in comments, so it counts wherever it is.
    package static func isInteresting(_ bytes: [UInt8]) -> Bool {
        guard keywords.contains(where: { contains(bytes, $0) }) else { return false }
        return contains(bytes, suppressionMarker) || CodeMentions.mentionsInCode(bytes, anyOf: keywords)
    }

    /// Whether `needle` occurs in `haystack` (see `ByteSearch`).
    package static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        ByteSearch.contains(haystack, needle)
    }
}
