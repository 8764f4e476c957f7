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
    /// Seconds since 1970 of the release itself (its git tag's date, or its commit's for `trend --git`),
    /// when the release is known to git; nil otherwise. A later audit dates this report by it.
    public var releaseDate: Int? = nil

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
    /// Where each of those App Intents is declared (the first declaration of the name), from planning.
    public var appIntentOnlyLocations: [String: SourceLocation] = [:]
    /// What the system will see of each App Intents declaration and widget (its "seen by" targets).
    public var visibility: [DeclarationVisibility] = []
    public var findings: [Finding] = []
    /// What can ship in the next release while the rest coexists, most urgent first.
    public var nextRelease: [ReleaseItem] = []
    /// The plan's effort over every intent: total points and points still to do.
    public var effort: EffortSummary = EffortSummary()
    /// What the system keys saved state on in this tree (see `IdentityModel`).
    public var identity: IdentityModel = IdentityModel()
    /// The earlier states the continuity rules (IA8xx) compared with; empty when none.
    public var continuity: [ContinuityComparison] = []

    public init(context: AuditContext, inventory: Inventory) {
        self.context = context
        self.inventory = inventory
    }
}

/// One item of "what can ship in the next release": an intent's next action, or an Intents
/// extension that can go.
public struct ReleaseItem: Codable, Hashable, Sendable {
    /// The legacy intent it is about; nil for an item about an extension.
    public var intent: String?
    public var step: Int?
    public var text: String

    package init(intent: String? = nil, step: Int? = nil, text: String) {
        self.intent = intent
        self.step = step
        self.text = text
    }
}
