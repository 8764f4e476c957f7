#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cheap byte test that decides whether an Objective-C file is worth lexing: only files that
/// mention one of a few words can hold a SiriKit fact or a suppression comment.
enum ObjectiveCPrefilter {
    /// Every fact the scanner reports needs one of these in the file:
    /// `…IntentHandling`, `INIntent`, `initWithIntent:`, `handlerForIntent:` (`Intent`);
    /// `INInteraction`, `donateInteractionWithCompletion:`; `INShortcut`, `INVoiceShortcutCenter`,
    /// `INUIAddVoiceShortcutButton` (`VoiceShortcut`), `INRelevantShortcut`; `eligibleForPrediction`
    /// (`ForPrediction`); `suggestedInvocationPhrase` (`InvocationPhrase`); `// intent-audit:disable:next`.
    /// Plain `Interaction` or `Shortcut` would let in most UIKit files (`userInteractionEnabled`, key commands).
    static let keywords = [
        "Intent", "INInteraction", "donateInteraction", "INShortcut", "VoiceShortcut", "RelevantShortcut",
        "ForPrediction", "InvocationPhrase", "intent-audit",
    ]

    private static let keywordBytes: [[UInt8]] = keywords.map { Array($0.utf8) }

    /// Whether `bytes` contain one of the keywords.
    static func mayMention(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            keywordBytes.contains { contains(buffer, $0) }
        }
    }

    private static func contains(_ buffer: UnsafeBufferPointer<UInt8>, _ keyword: [UInt8]) -> Bool {
        guard let base = buffer.baseAddress, buffer.count >= keyword.count else { return false }
        let first = Int32(keyword[0])
        let lastStart = buffer.count - keyword.count
        var offset = 0
        while offset <= lastStart {
            guard let found = memchr(base + offset, first, lastStart - offset + 1) else { return false }
            let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            if memcmp(base + position, keyword, keyword.count) == 0 { return true }
            offset = position + 1
        }
        return false
    }
}
