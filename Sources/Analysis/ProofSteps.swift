import Model

/// The links of the chains that error findings rest on, written once for every rule: where the
/// legacy intent is declared and who builds it, what replaces it and how that was found, what a
/// widget's kind is. A link the audit could not resolve is a "cannot tell" step.
package enum ProofSteps {
    /// The definition that declares the legacy class, and the targets that build it.
    package static func legacyIntent(_ link: IntentLink, _ context: RuleContext) -> [ProofStep] {
        guard let definition = link.definition else {
            return [ProofStep("\(link.className) is a legacy intent class the tree still names")]
        }
        let file = link.definitionFile?.path ?? definition.location.path
        var steps = [ProofStep("\(file) declares \(link.className)", at: definition.location)]
        steps.append(
            link.definitionShips
                ? builtBy([definition.location], what: file, context) : shippedBefore(link, file: file, context))
        return steps
    }

    /// A definition no target builds today: users saved shortcuts and widgets with its intents only
    /// if a release built it. An earlier state that built it, or an Info.plist the app still ships
    /// listing the class, shows one did; otherwise the audit cannot tell (traccar-like trees keep a
    /// definition that never was in a target, next to the App Intents written instead).
    package static func shippedBefore(_ link: IntentLink, file: String, _ context: RuleContext) -> ProofStep {
        for state in context.earlier {
            guard
                let earlier = state.identity.intents.first(where: {
                    $0.origin == .legacy && $0.typeName == link.className && !$0.targets.isEmpty
                })
            else { continue }
            return ProofStep(
                "no target builds \(file) today; at \(state.label) \(earlier.targets.joined(separator: ", ")) "
                    + "built \(link.className)", at: earlier.location, release: state.label)
        }
        if let plist = link.listedIn.first {
            return ProofStep(
                "no target builds \(file) today, but \(plist.path), which ships, still lists \(link.className): "
                    + "a release built it", at: plist.location)
        }
        return .cannotTell(
            "no target builds \(file), and nothing in the tree shows that a release ever did (no shipped Info.plist "
                + "lists \(link.className), no earlier state was compared); if no release built it, no user saved "
                + "anything with it and nothing is lost — `--since <the last release>` would settle it",
            at: SourceLocation(path: file))
    }

    /// Which targets build the files at `locations`, as a fact; without a project file the tree's
    /// files are taken as shipped (what the design says of a tree no project file describes).
    package static func builtBy(_ locations: [SourceLocation], what: String, _ context: RuleContext) -> ProofStep {
        let targets = context.deployment.targets(containing: locations).map(\.target)
        if !targets.isEmpty {
            return ProofStep(
                "\(Set(targets).sorted().joined(separator: ", ")) build\(targets.count == 1 ? "s" : "") \(what)")
        }
        if context.deployment.memberships.isEmpty {
            return ProofStep("no project file lists the targets; \(what) is taken as shipped")
        }
        let paths = Set(locations.map(\.path))
        if paths.contains(where: context.shipped.ships) {
            return ProofStep(
                "\(what) lies outside the folders of the project files read (or its project could not be read): "
                    + "taken as shipped")
        }
        return .cannotTell(
            "no target of the project files builds \(what); if nothing else builds it, it never ships and nothing "
                + "is lost", at: locations.first)
    }

    /// The counterpart and how it was tied to the legacy intent.
    package static func counterpart(_ link: IntentLink, _ counterpart: AppIntentDeclaration) -> ProofStep {
        let how: String
        switch link.matchedBy {
        case .intentClassName?: how = "its intentClassName"
        case .configuration?: how = "the configured mapping"
        case .widgetKind?: how = "its widget kind"
        case .nameConvention?: how = "its name"
        case .similarity?: how = "what it shares with it (\(link.evidence))"
        case nil: how = "the linker"
        }
        let confidence = link.confidence.map { ", \($0.rawValue)" } ?? ""
        return ProofStep(
            "\(counterpart.name) replaces \(link.className) (found by \(how)\(confidence))", at: counterpart.location)
    }

    /// Whether the counterpart carries the legacy class over (`CustomIntentMigratedAppIntent` with the
    /// class as `intentClassName`), as a fact either way.
    /// Whether saved shortcuts and widgets of `link` are mapped onto `counterpart` (parameter by
    /// parameter): it adopts `CustomIntentMigratedAppIntent` with the legacy class name.
    package static func carries(_ link: IntentLink, _ counterpart: AppIntentDeclaration) -> Bool {
        counterpart.roles.contains("custom-intent-migrated") && counterpart.intentClassName == link.className
    }

    package static func carriesClassName(_ link: IntentLink, _ counterpart: AppIntentDeclaration) -> ProofStep {
        let adopts = counterpart.roles.contains("custom-intent-migrated")
        if adopts && counterpart.intentClassName == link.className {
            return ProofStep(
                "\(counterpart.name) adopts CustomIntentMigratedAppIntent with intentClassName \"\(link.className)\": "
                    + "saved shortcuts and widgets are mapped onto it parameter by parameter",
                at: counterpart.location)
        }
        let what =
            adopts
            ? "adopts CustomIntentMigratedAppIntent without intentClassName \"\(link.className)\""
            : "does not adopt CustomIntentMigratedAppIntent"
        return ProofStep("\(counterpart.name) \(what)", at: counterpart.location)
    }

    /// A widget configuration's kind: a fact when the string is known, else what could not be told.
    package static func kind(_ widget: WidgetConfiguration, comparedWith other: String? = nil) -> ProofStep {
        if let kind = widget.kind {
            return ProofStep(
                "\(widget.widgetType)'s \(widget.configuration) has kind \"\(kind)\"", at: widget.location)
        }
        let settle =
            other.map { "if it is \($0) at run time, nothing is lost" }
            ?? "reading what it returns would settle it"
        let written = widget.kindExpression.isEmpty ? "an expression" : "`\(widget.kindExpression)`"
        return .cannotTell(
            "the kind of \(widget.widgetType)'s \(widget.configuration) is \(written), which the audit cannot "
                + "resolve to a string; \(settle)", at: widget.location)
    }

    /// Each kind in `widgets`, every one resolved or a "cannot tell" step.
    package static func kinds(_ widgets: [WidgetConfiguration], comparedWith other: String? = nil) -> [ProofStep] {
        widgets.map { kind($0, comparedWith: other) }
    }
}
