import Model

/// Today's targets that are the extension an earlier release's target built: the target of the same
/// name, and every target that sets a bundle identifier the earlier target set (the system finds a
/// placed widget again by its extension's bundle identifier and kind, not by the target's name). When
/// the earlier target is not in today's project and the bundle identifiers on either side are not
/// known, whether a target of another name is the same extension cannot be told.
package struct ExtensionTargets: Sendable {
    package var target: String
    /// Today's target names that are the same extension.
    package var names: Set<String>
    /// The bundle identifiers the target sets today when it kept its name but not its identifier
    /// (`changedIdentifier`); nil when it did not.
    private var changedTo: [String]?
    private var match: ContinuityMatch

    package init(target: String, _ match: ContinuityMatch) {
        self.target = target
        self.match = match
        let earlier = match.earlier.identity.targetBundleIdentifiers?[target] ?? []
        var names: Set<String> = [target]
        if !earlier.isEmpty {
            for (name, identifiers) in match.current.targetBundleIdentifiers ?? [:]
            where !Set(identifiers).isDisjoint(with: earlier) {
                names.insert(name)
            }
        }
        changedTo = Self.changedIdentifier(of: target, match)
        if changedTo != nil { names.remove(target) }
        self.names = names
    }

    /// The bundle identifiers `target` sets today, when both states know them, they share none, and
    /// another target of today keeps a bundle identifier of the earlier state (the app is still the
    /// same app, updated): the same target name is then another extension to the system. Nil when
    /// nothing says so (a whole app that took new identifiers is a new app, which no user updates to).
    static func changedIdentifier(of target: String, _ match: ContinuityMatch) -> [String]? {
        let then = Set(match.earlier.identity.targetBundleIdentifiers?[target] ?? [])
        let now = match.current.targetBundleIdentifiers?[target] ?? []
        guard !then.isEmpty, !now.isEmpty, then.isDisjoint(with: now) else { return nil }
        let earlierAll = Set((match.earlier.identity.targetBundleIdentifiers ?? [:]).values.joined())
        let todayAll = Set((match.current.targetBundleIdentifiers ?? [:]).values.joined())
        return earlierAll.isDisjoint(with: todayAll) ? nil : now.sorted()
    }

    /// The step that says the target kept its name but not its bundle identifier; nil when it did.
    package func changedIdentifierStep() -> ProofStep? {
        guard let now = changedTo else { return nil }
        let then = (match.earlier.identity.targetBundleIdentifiers?[target] ?? []).sorted()
        return ProofStep(
            "\(target) set the bundle identifier \(then.joined(separator: ", ")) at \(match.label) and sets "
                + "\(now.joined(separator: ", ")) today: the system finds a placed widget by its extension's bundle "
                + "identifier and kind, so to it this is another extension")
    }

    /// How today's extension is named in a finding: the target itself, or the target it became with
    /// the bundle identifier they share (" in WidgetsExtension (StepsExtension renamed: both set com.x.w)").
    package var today: String {
        let renamed = names.subtracting([target]).sorted()
        guard !renamed.isEmpty else {
            return changedTo == nil ? " in \(target)" : " in \(target)'s old bundle"
        }
        let earlier = Set(match.earlier.identity.targetBundleIdentifiers?[target] ?? [])
        let shared = renamed.flatMap { match.current.targetBundleIdentifiers?[$0] ?? [] }.filter(earlier.contains)
        return " in \(renamed.joined(separator: ", ")) (\(target) renamed: both set the bundle identifier "
            + Set(shared).sorted().joined(separator: ", ") + ")"
    }

    /// The "cannot tell" step of a kind not built by this extension today but by a widget of another
    /// target, when the earlier target is gone and the bundle identifiers do not say what became of it.
    package func renamedStep(kind: String, control: Bool) -> ProofStep? {
        // Resolved: the target is still in the project, or a target of today sets its bundle identifier.
        guard let today = match.current.targetBundleIdentifiers, today[target] == nil, names.count == 1 else {
            return nil
        }
        let elsewhere = match.current.widgets.filter { $0.isControl == control && $0.kind == kind }
        guard let other = elsewhere.first else { return nil }
        let otherTargets = Set(elsewhere.flatMap(\.targets)).sorted()
        let earlier = match.earlier.identity.targetBundleIdentifiers?[target] ?? []
        // Resolved too: both sides' bundle identifiers are known and differ, so it is another extension.
        if !earlier.isEmpty, !otherTargets.isEmpty, otherTargets.allSatisfy({ !(today[$0] ?? []).isEmpty }) {
            return nil
        }
        let builtBy = otherTargets.isEmpty ? "" : " in " + otherTargets.joined(separator: ", ")
        let unknown =
            earlier.isEmpty
            ? "which bundle identifier \(target) had at \(match.label)"
            : "which of today's targets has \(target)'s bundle identifier " + earlier.joined(separator: ", ")
        return .cannotTell(
            "\(target) is not a target of today's project, and the audit cannot tell \(unknown); "
                + "\(other.widgetType) still builds kind \"\(kind)\"\(builtBy): if that target ships "
                + "\(target)'s bundle identifier (a renamed target), nothing is lost",
            at: other.location)
    }
}
