import Model

/// How the continuity rules (IA8xx) pair an earlier state's identities with today's: an intent by
/// what saved shortcuts are keyed on, an enum and an entity by name, a widget by kind and target.
/// Moving code between files or folders changes nothing here: no path takes part.
package struct ContinuityMatch: Sendable {
    package var earlier: EarlierState
    package var current: IdentityModel
    /// Where a finding goes when its subject is gone from today's tree; nil keeps the earlier
    /// state's location (a trend compares two snapshots, with no tree to point into).
    package var place: ContinuityPlace?

    package init(earlier: EarlierState, current: IdentityModel, place: ContinuityPlace? = nil) {
        self.earlier = earlier
        self.current = current
        self.place = place
    }

    package var label: String { earlier.label }

    /// The key a finding about `intent` is filed under: the legacy class it carries when it has one.
    package static func findingIntent(_ intent: IntentIdentity) -> String {
        intent.origin == .legacy ? intent.typeName : (intent.intentClassName ?? intent.typeName)
    }

    /// Today's intent that carries what `intent` was saved under: for a legacy class, a definition
    /// that still declares it, else an App Intent whose `intentClassName` names it; for an App Intent,
    /// one with the same persistent identifier, else one keeping its `intentClassName`.
    package func successor(of intent: IntentIdentity) -> IntentIdentity? {
        switch intent.origin {
        case .legacy:
            return current.intents.first { $0.origin == .legacy && $0.typeName == intent.typeName }
                ?? current.intents.first { $0.origin == .appIntents && $0.intentClassName == intent.typeName }
        case .appIntents:
            if let same = current.intents.first(where: {
                $0.origin == .appIntents && $0.persistentIdentifier == intent.persistentIdentifier
            }) {
                return same
            }
            guard let className = intent.intentClassName else { return nil }
            return current.intents.first { $0.origin == .appIntents && $0.intentClassName == className }
        }
    }

    /// Earlier intents with today's successor.
    package var pairs: [(then: IntentIdentity, now: IntentIdentity)] {
        earlier.identity.intents.compactMap { intent in successor(of: intent).map { (intent, $0) } }
    }

    /// The earlier intent `intent` continues, the reverse of `successor`.
    package func predecessor(of intent: IntentIdentity) -> IntentIdentity? {
        earlier.identity.intents.first { successor(of: $0) == intent && $0.origin == intent.origin }
    }

    /// Where today's tree shows a finding about something the earlier state declared at `then`
    /// (built by `targets`): `then` when its file is still there, else a place that exists now.
    package func today(_ then: SourceLocation, builtBy targets: [String]) -> SourceLocation {
        place?.today(then, builtBy: targets) ?? then
    }

    /// A fact of the earlier state, marked with its label.
    package func then(_ fact: String, at location: SourceLocation? = nil) -> ProofStep {
        ProofStep("at \(label), \(fact)", at: location, release: label)
    }

    /// What `intent` was at the earlier state, as a proof step.
    package func thenDeclared(_ intent: IntentIdentity) -> ProofStep {
        let what =
            intent.origin == .legacy
            ? "\(intent.location.path) declares the legacy intent \(intent.typeName)"
            : "\(intent.location.path) declares the App Intent \(intent.typeName) (persistent identifier "
                + "\"\(intent.persistentIdentifier)\")"
        let built = intent.targets.isEmpty ? "" : ", built by \(intent.targets.joined(separator: ", "))"
        return then(what + built, at: intent.location)
    }

    /// What `intent` is today, as a proof step.
    package func nowDeclared(_ intent: IntentIdentity) -> ProofStep {
        let what =
            intent.origin == .legacy
            ? "\(intent.location.path) declares the legacy intent \(intent.typeName)"
            : "\(intent.typeName) (persistent identifier \"\(intent.persistentIdentifier)\""
                + (intent.intentClassName.map { ", intentClassName \"\($0)\"" } ?? "") + ") carries it"
        let built = intent.targets.isEmpty ? "" : ", built by \(intent.targets.joined(separator: ", "))"
        return ProofStep(what + built, at: intent.location)
    }

    /// Today's enum `name` of the same origin.
    package func currentEnum(_ name: String, origin: IdentityOrigin) -> EnumIdentity? {
        current.enums.first { $0.name == name && $0.origin == origin }
    }
}

extension RuleContext {
    /// One match per earlier state the audit compares with, except one that is another app.
    package var continuity: [ContinuityMatch] {
        guard !earlier.isEmpty else { return [] }
        let place = placesToday ? ContinuityPlace(inventory, identity: identity) : nil
        // Another app (no bundle identifier kept): its users never update to this build.
        return earlier.filter { !identity.isAnotherApp(than: $0.identity) }.map {
            ContinuityMatch(earlier: $0, current: identity, place: place)
        }
    }
}
