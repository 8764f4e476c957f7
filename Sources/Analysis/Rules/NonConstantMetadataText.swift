import Model

/// IA908: a title, description, parameter title or App Shortcut phrase the metadata extraction
/// cannot read as a constant.
package struct NonConstantMetadataText: Rule {
    package let id = RuleID.nonConstantMetadataText
    package let title = "App Intents text that is not a constant"
    package let severity = Severity.warning
    package let step = 9
    package let effort = EffortScale.mechanical
    package let explanation = """
        The build extracts App Intents metadata (what Shortcuts, Siri and Spotlight show) by reading the source, \
        not by running it: an intent's title and description, each parameter's title and each App Shortcut phrase \
        must be a string literal or a LocalizedStringResource / IntentDescription built from one. A constant from \
        another file, a function's result or an interpolation stops the extraction with an error (\"… is not a \
        compile-time constant\"), and no App Intent of the target reaches the system. Apple's sessions on App \
        Intents say these texts must be constant values; the reference documentation does not say what the \
        build does otherwise. A build that stops, or metadata that lacks the intent, is seen by the developer \
        before any user has the intent: a warning, never an error.
        """
    package let fix = "Write the text as a literal (`LocalizedStringResource(\"key\", defaultValue: \"…\")` for a key)."

    package func check(_ context: RuleContext) -> [Finding] {
        context.inventory.appIntents.filter { context.deployment.isBuilt($0.location) }.flatMap {
            declaration -> [Finding] in
            var texts: [(what: String, written: String, at: SourceLocation)] = declaration.nonLiteralTexts.map {
                ("\(declaration.name).\($0.property)", $0.written, $0.location)
            }
            texts += declaration.parameters.filter { $0.title != nil && $0.titleKey == nil }.map {
                ("the title of \(declaration.name).\($0.name)", $0.title ?? "", $0.location)
            }
            texts += declaration.appShortcuts.flatMap(\.phrases).filter { !$0.isLiteral }.map {
                ("an App Shortcut phrase of \(declaration.name)", $0.written, $0.location)
            }
            return texts.map { text in
                finding(
                    intent: nil, key: text.what + "|" + text.written, at: text.at,
                    "\(text.what) is `\(text.written)`, not a literal: the build's App Intents metadata extraction "
                        + "cannot read it",
                    proof: [
                        ProofStep(
                            "\(text.what) is written as `\(text.written)`, neither a string literal nor a "
                                + "LocalizedStringResource built from one", at: text.at),
                        ProofStep(
                            "the metadata extraction reads these texts from the source as compile-time constants"),
                    ])
            }
        }
    }
}

extension RuleID {
    package static let nonConstantMetadataText: RuleID = "IA908"
}
