/// What one rule checks, for `intent-audit rules` and the reports' rule glossary.
public struct RuleDescription: Codable, Hashable, Sendable {
    /// The stable id, e.g. `IA203`.
    public var id: String
    public var title: String
    /// The default severity (the configuration can change it).
    public var severity: Severity
    /// The plan step its findings belong to (1–6, 7 = widget).
    public var step: Int
    /// Why it hurts users, naming the mechanism.
    public var explanation: String
    /// How to fix what it finds.
    public var fix: String

    public init(id: String, title: String, severity: Severity, step: Int, explanation: String, fix: String) {
        self.id = id
        self.title = title
        self.severity = severity
        self.step = step
        self.explanation = explanation
        self.fix = fix
    }
}
