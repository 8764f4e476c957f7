import Model

/// A check over the linked inventory. One rule = one type in `Analysis/Rules/`, listed in `RuleRegistry.all`.
///
/// Ids are `IA` + three digits; the first digit is the plan step the findings feed
/// (`IA2xx` → step 2 "create the App Intent", `IA7xx` → step 7 "widget"). Ids never change meaning.
package protocol Rule: Sendable {
    var id: RuleID { get }
    var title: String { get }
    var severity: Severity { get }
    /// The plan step (1–6, 7 for the widget steps) its findings feed.
    var step: Int { get }
    /// Points (`EffortScale`) of the plan task a finding of this rule becomes.
    var effort: Int { get }
    /// Whether each finding becomes a task of its step; false when the step builds its own tasks
    /// for what the rule finds.
    var addsPlanTask: Bool { get }
    /// The lane of the task a finding becomes: `.polish` work never blocks another step.
    var lane: PlanTask.Lane { get }
    /// Why it hurts users, citing the mechanism.
    var explanation: String { get }
    var fix: String { get }
    /// Rules that read coexistence statuses run after the statuses are known; they never raise errors.
    var needsStatuses: Bool { get }
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    package var needsStatuses: Bool { false }
    package var addsPlanTask: Bool { true }
    package var lane: PlanTask.Lane { .structural }

    package var ruleDescription: RuleDescription {
        RuleDescription(
            id: id.rawValue, title: title, severity: severity, step: step, explanation: explanation, fix: fix)
    }

    /// A finding of this rule; `key` makes the fingerprint unique within the rule and intent.
    ///
    /// An error says a user will lose something, so it is made only with its `proof`: a chain with
    /// a step the audit could not resolve turns it into a note that says what could not be told
    /// (a note never moves a status to at-risk). An error without any proof is not an error either.
    ///
    /// `severity` replaces the rule's own for this finding: a warning rule whose chain proves a loss
    /// (an App Intent the system does not see that carries a legacy intent's users) raises an error,
    /// held to the same proof.
    package func finding(
        intent: String?, key: String, at location: SourceLocation, _ message: String, fix: String? = nil,
        proof: [ProofStep] = [], severity raised: Severity? = nil
    ) -> Finding {
        var severity = raised ?? self.severity
        var message = message
        // An error must be proven; a warning that gives a proof (one that claims a loss) is held to
        // it too: a step the audit could not resolve makes either a "cannot tell" note.
        let unresolved =
            severity == .error
            ? proof.first(where: { !$0.resolved }) ?? (proof.isEmpty ? unproven : nil)
            : severity == .warning ? proof.first(where: { !$0.resolved }) : nil
        if let unresolved {
            severity = .note
            message = "cannot tell: \(unresolved.fact) — if so: \(message)"
        }
        return Finding(
            rule: id.rawValue, severity: severity, location: location, intent: intent, step: step, message: message,
            fix: fix ?? self.fix, fingerprint: Fingerprint.make(rule: id.rawValue, intent: intent ?? "", key: key),
            proof: proof)
    }

    private var unproven: ProofStep { .cannotTell("the rule gave no proof of the loss") }
}

extension Rule {
    /// A finding that says the new type differs from the legacy type, or nil when both name the same
    /// type: "`p` is ItemID but `p` is ItemID" contradicts itself, and means the rule could not see
    /// the conformance, not that the value is lost. Every rule that reports a type difference builds
    /// its finding here.
    package func typeDifference(
        intent: String?, key: String, at location: SourceLocation, newType: String, legacyType: String,
        _ message: String, severity: Severity? = nil, fix: String? = nil, proof: [ProofStep] = []
    ) -> Finding? {
        guard !TypeDifference.same(newType, legacyType) else { return nil }
        return finding(intent: intent, key: key, at: location, message, fix: fix, proof: proof, severity: severity)
    }
}

/// Compares two written types the way a reader of a finding would.
package enum TypeDifference {
    /// The same type once spaces, optional marks, a module prefix and `enum ` are dropped; a list
    /// stays different from a single value.
    package static func same(_ a: String, _ b: String) -> Bool {
        normalized(a) == normalized(b)
    }

    private static func normalized(_ written: String) -> String {
        var type = written.hasPrefix("enum ") ? String(written.dropFirst(5)) : written
        let isArray = TypeTable.isArrayType(type.filter { !$0.isWhitespace })
        type = TypeTable.elementType(type)
        return isArray ? "[" + type + "]" : type
    }
}

/// The fingerprint of a finding: FNV-1a 64 of rule, intent and key, as 16 hex digits.
/// No path and no line go in, so moving code keeps the fingerprint (baselines rely on that).
package enum Fingerprint {
    package static func make(rule: String, intent: String, key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(rule)|\(intent)|\(key)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
