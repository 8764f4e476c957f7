/// Where a report comes from: tool, release, time. Passed in, so output is deterministic.
public struct AuditContext: Codable, Hashable, Sendable {
    public var toolName: String = "intent-audit"
    public var toolVersion: String
    /// The root as the user named it (shown in reports; paths are relative to it).
    public var root: String
    public var release: String?
    /// Seconds since 1970; from `SOURCE_DATE_EPOCH` when set.
    public var generatedAt: Int
    public var title: String?

    public init(toolVersion: String, root: String, release: String? = nil, generatedAt: Int, title: String? = nil) {
        self.toolVersion = toolVersion
        self.root = root
        self.release = release
        self.generatedAt = generatedAt
        self.title = title
    }
}

/// The audit's whole answer: the inventory, the judgement and the plan. Every report renders this.
public struct AuditResult: Codable, Hashable, Sendable {
    public var context: AuditContext
    public var inventory: Inventory
    public var intents: [IntentAssessment] = []
    /// App Intents with no legacy twin (`app-intent-only`), by type name.
    public var appIntentOnly: [String] = []
    public var findings: [Finding] = []
    /// What can ship in the next release while the rest coexists, in words, in order.
    public var nextRelease: [String] = []
    /// The plan's effort over every intent: total points and points still to do.
    public var effort: EffortSummary = EffortSummary()

    public init(context: AuditContext, inventory: Inventory) {
        self.context = context
        self.inventory = inventory
    }
}
