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
        shortcut or widget configuration is carried over — silently.
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
            // Nothing is lost unless the meant intent shipped: its definition and the targets that build it.
            let legacy = context.links.first { $0.className == meant }.map { ProofSteps.legacyIntent($0, context) }
            return finding(
                intent: meant, key: declaration.name + "|" + written, at: declaration.location,
                "\(declaration.name).intentClassName is \"\(written)\", \(what): nothing carries over",
                fix: "Set `static let intentClassName = \"\(meant)\"` in \(declaration.name).",
                proof: [
                    ProofStep("\(declaration.name).intentClassName is \"\(written)\"", at: declaration.location),
                    ProofStep("no definition or handler in the tree declares a class \"\(written)\""),
                    ProofStep(
                        "the closest legacy class is \"\(meant)\""
                            + (handlerName ? " (\"\(written)\" names its handler)" : "")),
                ] + (legacy ?? []))
        }
    }
}

extension RuleID {
    package static let misspeltIntentClassName: RuleID = "IA202"
}
