import Model

/// IA902: an App Shortcut phrase without `\(.applicationName)`.
package struct PhraseWithoutAppName: Rule {
    package let id = RuleID.phraseWithoutAppName
    package let title = "App Shortcut phrase without the app's name"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        Siri matches an App Shortcut only by a phrase that says the app's name, so every phrase must interpolate \
        `\\(.applicationName)` (a requirement of Apple's WWDC22 "Design App Shortcuts" guidance; the reference \
        documentation of AppShortcutPhrase does not say what the build does without it). Depending on the Xcode \
        version the metadata extraction rejects the phrase (an invalid utterance error) or drops it: the phrase \
        never worked in any release that shipped it, so no user had it to lose — a warning, never an error. A \
        phrase that is not a string literal is not read here (extraction needs a literal; that is a rule of its \
        own).
        """
    package let fix = "Say the app's name in every phrase: \"Start a hike in \\(.applicationName)\"."

    package func check(_ context: RuleContext) -> [Finding] {
        ShortcutProviders.built(context).flatMap { provider in
            provider.appShortcuts.flatMap { entry in
                entry.phrases.filter { $0.isLiteral && !$0.namesApplication }.map { phrase in
                    let intent = entry.intent ?? "its intent"
                    // `${applicationName}` typed out is the token the extracted metadata and the
                    // AppShortcuts strings table use for the interpolation; whether the build takes it
                    // from a literal is not documented, so the finding is a "cannot tell" note.
                    let typedToken =
                        phrase.written.contains("${applicationName}")
                        ? [
                            ProofStep.cannotTell(
                                "the build does not take ${applicationName}, typed in the literal, for the app's "
                                    + "name (it is the token the extracted metadata uses; building the app and listing "
                                    + "its App Shortcuts settles it)", at: phrase.location)
                        ] : []
                    return finding(
                        intent: nil, key: provider.name + "|" + (phrase.key ?? phrase.written), at: phrase.location,
                        "The App Shortcut phrase \(phrase.written) for \(intent) in \(provider.name) does not say "
                            + "\\(.applicationName): the metadata extraction rejects it",
                        fix: "Add \\(.applicationName) to \(phrase.written).",
                        proof: ShortcutProviders.declared(provider, context) + [
                            ProofStep(
                                "the phrase \(phrase.written) is a string literal with no \\(.applicationName) "
                                    + "interpolation", at: phrase.location),
                            ProofStep(
                                "every App Shortcut phrase must contain \\(.applicationName); the metadata "
                                    + "extraction rejects the utterance otherwise"),
                        ] + typedToken)
                }
            }
        }
    }
}

extension RuleID {
    package static let phraseWithoutAppName: RuleID = "IA902"
}
