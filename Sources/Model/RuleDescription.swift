/// What one rule checks and how to fix what it finds: the registry's entry, as reports need it
/// (SARIF rule metadata, the HTML report's explanations, `intent-audit rules`).
public struct RuleDescription: Codable, Hashable, Sendable {
    /// The stable rule id, e.g. `IA203`.
    public var id: String
    /// A one-line title.
    public var title: String
    /// The severity its findings have unless configured otherwise.
    public var severity: Severity
    /// The plan step (1–6, or 7 for the widget steps) its findings belong to.
    public var step: Int
    /// Why the hazard matters, in a few sentences.
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
