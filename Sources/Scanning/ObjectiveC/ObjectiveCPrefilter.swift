import SystemSupport

/// A cheap byte test that decides whether an Objective-C file is worth lexing: only files that
/// mention one of a few words can hold a SiriKit fact or a suppression comment.
package enum ObjectiveCPrefilter {
    /// Every fact the scanner reports needs one of these in the file:
    /// `…IntentHandling`, `INIntent`, `initWithIntent:`, `handlerForIntent:` (`Intent`);
    /// `INInteraction`, `donateInteractionWithCompletion:`; `INShortcut`, `INVoiceShortcutCenter`,
    /// `INUIAddVoiceShortcutButton` (`VoiceShortcut`), `INRelevantShortcut`; `eligibleForPrediction`
    /// (`ForPrediction`); `suggestedInvocationPhrase` (`InvocationPhrase`); `// intent-audit:disable:next`.
    /// Plain `Interaction` or `Shortcut` would let in most UIKit files (`userInteractionEnabled`, key commands).
    package static let keywords = [
        "Intent", "INInteraction", "donateInteraction", "INShortcut", "VoiceShortcut", "RelevantShortcut",
        "ForPrediction", "InvocationPhrase", "intent-audit",
    ]

    private static let keywordBytes: [[UInt8]] = keywords.map { Array($0.utf8) }

    /// Whether `bytes` contain one of the keywords.
    package static func mayMention(_ bytes: [UInt8]) -> Bool {
        keywordBytes.contains { ByteSearch.contains(bytes, $0) }
    }
}
