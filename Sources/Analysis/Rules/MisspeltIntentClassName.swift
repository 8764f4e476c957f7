import Model

/// IA202: an `intentClassName` that matches no SiriKit class but looks like one (a typo, a missing
/// `Intent` suffix or class prefix, a module prefix, or the name of the intent's handler class).
package struct MisspeltIntentClassName: Rule {
    package let id = RuleID.misspeltIntentClassName
    package let title = "intentClassName matches no legacy intent class"
    package let severity = Severity.error
    package let step = 2
    package let effort = EffortScale.mechanical
    package let explanation = """
        The system looks up the App Intent whose intentClassName equals, exactly and case-sensitively, the \
        Objective-C runtime name of the SiriKit class (no module prefix). A near miss matches nothing, so no \
        shortcut or widget configuration is carried over — silently. An error when users lose what they saved \
        in this release, as for IA201; a warning while the legacy path still serves them or nothing uses it.
        """
    package let fix =
        "Spell intentClassName exactly as the generated class (`INIntentClassName`, or prefix + name + `Intent`)."

    package func check(_ context: RuleContext) -> [Finding] {
        let (names, unknown) = context.unknownClassNames
        return unknown.compactMap { declaration, written in
            guard let (meant, handlerName) = names.meant(written) else { return nil }
            let what =
                handlerName
                ? "a handler's name, not an intent class; the definition declares \"\(meant)\""
                : "which matches no SiriKit intent; the definition declares \"\(meant)\""
            // Nothing is lost unless users of the meant intent lose what they saved in this release (MappingLoss).
            let verdict = context.links.first { $0.className == meant }.map {
                MappingLoss.verdict($0, carrier: declaration, context)
            }
            let notYet = verdict.flatMap { MappingLoss.notYet($0, meant) }
            return finding(
                intent: meant, key: declaration.name + "|" + written, at: declaration.location,
                "\(declaration.name).intentClassName is \"\(written)\", \(what): "
                    + (notYet ?? "nothing carries over"),
                fix: "Set `static let intentClassName = \"\(meant)\"` in \(declaration.name).",
                proof: [
                    ProofStep("\(declaration.name).intentClassName is \"\(written)\"", at: declaration.location),
                    ProofStep("no definition or handler in the tree declares a class \"\(written)\""),
                    ProofStep(
                        "the closest legacy class is \"\(meant)\""
                            + (handlerName ? " (\"\(written)\" names its handler)" : "")),
                ] + (verdict.map(MappingLoss.steps) ?? []),
                severity: notYet == nil ? nil : .warning)
        }
    }
}

extension RuleID {
    package static let misspeltIntentClassName: RuleID = "IA202"
}
