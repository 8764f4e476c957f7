import Model

/// IA202: an `intentClassName` that matches no SiriKit class but looks like one (a typo, a missing
/// `Intent` suffix or class prefix, a module prefix).
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
        let known = context.knownClassNames
        let defined = context.links.filter { $0.definition != nil }.map(\.className)
        return context.inventory.appIntents.filter(IntentLinker.isIntent).compactMap { declaration in
            guard let written = declaration.intentClassName, !known.contains(written),
                let meant = defined.first(where: { NameConvention.isNearMiss(written, of: $0) })
            else { return nil }
            return finding(
                intent: meant, key: declaration.name + "|" + written, at: declaration.location,
                "\(declaration.name).intentClassName is \"\(written)\", which matches no SiriKit intent; "
                    + "the definition declares \"\(meant)\": nothing carries over",
                fix: "Set `static let intentClassName = \"\(meant)\"` in \(declaration.name).")
        }
    }
}

extension RuleID {
    package static let misspeltIntentClassName: RuleID = "IA202"
}
