import Model

/// IA801: an intent's persistent identifier of an earlier release is carried by nothing today.
package struct ContinuityIdentifierGone: Rule {
    package let id = RuleID.continuityIdentifierGone
    package let title = "Intent identifier gone since an earlier release"
    package let severity = Severity.error
    package let step = 8
    package let effort = EffortScale.mechanical
    package let explanation = """
        A saved shortcut, an automation or a configured widget refers to its intent by a persistent identifier: \
        a SiriKit intent by its class name, an App Intent by its type name unless it declares \
        `persistentIdentifier`. When no intent of the new release carries the identifier of the old one (the \
        type was renamed, `intentClassName` was dropped or changed, the intent was deleted), every saved \
        shortcut using it shows "Unknown action" after the update. Apple's way to retire an intent is to keep \
        it and adopt `DeprecatedAppIntent` with `IntentDeprecation(replacedBy:)`. A widget's configuration \
        intent that was neither configurable in Shortcuts nor eligible for suggestions never had a shortcut: \
        deleting it loses only the values users chose for its placed widgets, so it is reported only when it had \
        parameters and a widget was configured with it.
        """
    package let fix =
        "Keep the intent under its old identifier and adopt `DeprecatedAppIntent` with `static var deprecation = "
        + "IntentDeprecation(replacedBy: NewIntent.self)`; a renamed type can keep its identifier with "
        + "`static let persistentIdentifier` or `intentClassName`."

    package func check(_ context: RuleContext) -> [Finding] {
        context.continuity.flatMap { match in
            match.earlier.identity.intents.filter { match.successor(of: $0) == nil }.compactMap { gone in
                if gone.origin == .legacy, gone.isDiscoverable == false {
                    return widgetOnly(gone, match)
                }
                let key = gone.origin == .legacy ? gone.typeName : gone.persistentIdentifier
                let carrier =
                    gone.origin == .legacy
                    ? "no definition declares \(gone.typeName) and no App Intent has intentClassName "
                        + "\"\(gone.typeName)\""
                    : "no App Intent has persistent identifier \"\(gone.persistentIdentifier)\""
                        + (gone.intentClassName.map { " or intentClassName \"\($0)\"" } ?? "")
                let place = place(of: gone, match)
                // Shown elsewhere than where it was declared: the message says where that was.
                let declared =
                    place.path == gone.location.path ? "" : " (declared in \(gone.location.path) at \(match.label))"
                return finding(
                    intent: ContinuityMatch.findingIntent(gone), key: key, at: place,
                    "\(gone.typeName) (\(key)) of \(match.label) is gone with no successor carrying it: saved "
                        + "shortcuts and automations using it show \"Unknown action\"" + declared,
                    fix: gone.origin == .legacy
                        ? "Add `static let intentClassName = \"\(gone.typeName)\"` to the App Intent that replaces it "
                            + "(CustomIntentMigratedAppIntent), or keep its definition."
                        : "Keep \(gone.typeName) (or `static let persistentIdentifier = \"\(key)\"` on its "
                            + "successor) and adopt DeprecatedAppIntent with `IntentDeprecation(replacedBy:)`.",
                    proof: [
                        match.thenDeclared(gone),
                        ProofStep("today \(carrier)"),
                        ProofStep("saved shortcuts refer to an intent by \(key): none of this release answers to it"),
                    ])
            }
        }
    }
}

extension ContinuityIdentifierGone {
    /// A widget's configuration intent that users could neither add in Shortcuts nor be suggested: no
    /// shortcut was ever made of it, so only the values users chose for its widgets can be lost, and
    /// only when it had parameters and a widget of the earlier state was configured with it (a kind
    /// gone is IA805's).
    private func widgetOnly(_ gone: IntentIdentity, _ match: ContinuityMatch) -> Finding? {
        guard !gone.parameters.isEmpty,
            let widget = match.earlier.identity.widgets.first(where: {
                $0.configuration == "IntentConfiguration" && $0.intentType == gone.typeName
            })
        else { return nil }
        let names = gone.parameters.map(\.name).joined(separator: ", ")
        return finding(
            intent: gone.typeName, key: gone.typeName, at: place(of: gone, match),
            "\(gone.typeName) of \(match.label) is gone with no App Intent carrying it: the widgets users placed "
                + "with \(widget.widgetType) lose the values they chose (\(names))",
            fix: "Add `static let intentClassName = \"\(gone.typeName)\"` to the widget's configuration intent "
                + "(CustomIntentMigratedAppIntent), with parameters of the same names.",
            proof: [
                match.thenDeclared(gone),
                match.then(
                    "\(widget.widgetType)'s IntentConfiguration was configured with \(gone.typeName) (parameters "
                        + "\(names)); it was offered only as a widget's configuration, never in Shortcuts",
                    at: widget.location),
                ProofStep(
                    "today no definition declares \(gone.typeName) and no App Intent has intentClassName "
                        + "\"\(gone.typeName)\""),
                ProofStep("a placed widget's configuration is found again only through the class that saved it"),
            ])
    }

    /// Where today's tree shows the loss: the App Intent that carried the legacy class at the
    /// earlier state (it dropped `intentClassName`), else an intent declared in the same file
    /// today, else a widget configured with it or an App Shortcut listing it today, else where the
    /// earlier state declared it when that file is still there, else the declaration of a target
    /// that built it in today's project file (`ContinuityPlace`): never a file that is gone.
    private func place(of gone: IntentIdentity, _ match: ContinuityMatch) -> SourceLocation {
        if gone.origin == .legacy,
            let carrier = match.earlier.identity.intents.first(where: { $0.intentClassName == gone.typeName }),
            let today = match.successor(of: carrier)
        {
            return today.location
        }
        if let same = match.current.intents.first(where: { $0.location.path == gone.location.path }) {
            return same.location
        }
        if let widget = match.current.widgets.first(where: { $0.intentType == gone.typeName }) {
            return widget.location
        }
        if let shortcut = match.current.shortcuts.first(where: { $0.intent == gone.typeName }) {
            return shortcut.location
        }
        return match.today(gone.location, builtBy: gone.targets)
    }
}

extension RuleID {
    package static let continuityIdentifierGone: RuleID = "IA801"
}
