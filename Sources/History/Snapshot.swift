import Model

/// The comparable essence of one audit: what a later audit is measured against.
///
/// A snapshot is built from an `AuditResult` (`Snapshot(result)`) or read back from a saved
/// `report.xml` (`SnapshotReader`). Both give the same value for the same audit, so a report kept
/// as a CI artifact is a baseline for the next run and one point of a trend.
///
/// Everything in it is keyed so that it survives moving code between files and small edits:
/// - an intent by its class name (`intent:OrderSoupIntent`), never by the file that defines it;
/// - a finding by the analysis' `Finding.fingerprint` (rule + intent + a rule-specific key such as
///   the parameter or widget kind; never a path or line). A finding without a fingerprint falls
///   back to rule + intent + message, which still ignores where the code sits;
/// - a plan task by its `PlanTask.id` (intent + step + a task key).
/// Counts (handlers, donations) are compared as numbers, so moving a donation to another file
/// changes nothing while adding one is seen.
public struct Snapshot: Codable, Hashable, Sendable {
    /// The newest report `schemaVersion` this reader was written against.
    public static let supportedSchemaVersion = ReportSchema.version

    /// The release label (`--release`, `git describe`, a tag); nil when the audit had none.
    public var release: String?
    /// When the report was generated, seconds since 1970.
    public var generatedAt: Int
    public var toolVersion: String
    /// The audited folder's own name (`rootName` in report.xml); nil in reports written before it.
    public var rootName: String? = nil
    /// The app's name (`appName` in report.xml: the application target named like its project);
    /// nil without a project file or in reports written before it.
    public var appName: String? = nil
    /// The `schemaVersion` of the report it came from (the current one for a live result).
    public var schemaVersion: Int
    /// Legacy intents, sorted by id.
    public var intents: [IntentSnapshot]
    /// Findings, sorted by fingerprint.
    public var findings: [FindingSnapshot]
    /// Plan tasks, sorted by id.
    public var tasks: [TaskSnapshot]
    /// What saved state was keyed on (`<identity>`, schemaVersion 2 on); nil for a report written
    /// before it, which the continuity rules cannot compare with.
    public var identity: IdentityModel? = nil
    /// When the release was made (its git tag's or commit's date), as the report recorded it; nil
    /// when the report did not know (`generatedAt` is then only the day the audit ran).
    public var releaseDate: Int? = nil

    public init(
        release: String?, generatedAt: Int, toolVersion: String,
        schemaVersion: Int = Snapshot.supportedSchemaVersion,
        intents: [IntentSnapshot], findings: [FindingSnapshot], tasks: [TaskSnapshot]
    ) {
        self.release = release
        self.generatedAt = generatedAt
        self.toolVersion = toolVersion
        self.schemaVersion = schemaVersion
        self.intents = intents.sorted { $0.id < $1.id }
        self.findings = findings.sorted { ($0.fingerprint, $0.rule) < ($1.fingerprint, $1.rule) }
        self.tasks = tasks.sorted { $0.id < $1.id }
    }

    /// The intent with this class name, if the snapshot has it.
    public func intent(named name: String) -> IntentSnapshot? {
        intents.first { $0.name == name }
    }

    /// Effort points still to do over every intent.
    public var remainingEffort: Int { intents.map(\.remainingEffort).saturatingSum() }
    /// Effort points of every task of every intent.
    public var totalEffort: Int { intents.map(\.totalEffort).saturatingSum() }

    /// How many intents have `status`.
    public func count(_ status: CoexistenceStatus) -> Int { intents.filter { $0.status == status }.count }
    /// How many findings have `severity`.
    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

/// One legacy intent in a snapshot.
public struct IntentSnapshot: Codable, Hashable, Sendable {
    /// `intent:` + the class name: the key that survives moving the definition.
    public var id: String
    /// The generated class name, e.g. `OrderSoupIntent`.
    public var name: String
    public var status: CoexistenceStatus
    public var totalEffort: Int
    public var remainingEffort: Int
    /// Legacy donations linked to the intent (App Intents' `IntentDonationManager` does not count).
    public var legacyDonations: Int
    /// SiriKit handlers linked to the intent.
    public var legacyHandlers: Int

    public init(
        name: String, status: CoexistenceStatus, totalEffort: Int = 0, remainingEffort: Int = 0,
        legacyDonations: Int = 0, legacyHandlers: Int = 0
    ) {
        self.id = IntentSnapshot.id(of: name)
        self.name = name
        self.status = status
        self.totalEffort = totalEffort
        self.remainingEffort = remainingEffort
        self.legacyDonations = legacyDonations
        self.legacyHandlers = legacyHandlers
    }

    /// The id of an intent class name, as the report writes it.
    public static func id(of name: String) -> String { "intent:\(name)" }
}

/// One finding in a snapshot: enough to say it is new, resolved or an error.
public struct FindingSnapshot: Codable, Hashable, Sendable {
    public var fingerprint: String
    public var rule: String
    public var severity: Severity
    public var intent: String?
    public var message: String

    public init(fingerprint: String, rule: String, severity: Severity, intent: String?, message: String) {
        self.fingerprint =
            fingerprint.isEmpty ? FindingSnapshot.fallbackFingerprint(rule, intent, message) : fingerprint
        self.rule = rule
        self.severity = severity
        self.intent = intent
        self.message = message
    }

    /// For a finding written without a fingerprint: rule, intent and message — still no path or line.
    package static func fallbackFingerprint(_ rule: String, _ intent: String?, _ message: String) -> String {
        "\(rule)|\(intent ?? "")|\(message)"
    }
}

/// One plan task in a snapshot.
public struct TaskSnapshot: Codable, Hashable, Sendable {
    /// The plan's stable task id (intent + step + key).
    public var id: String
    public var intent: String
    public var step: Int
    /// Done: ticked, or in a step that is done or not applicable (the same rule as remaining effort).
    public var done: Bool
    public var effort: Int

    public init(id: String, intent: String, step: Int, done: Bool, effort: Int) {
        self.id = id
        self.intent = intent
        self.step = step
        self.done = done
        self.effort = effort
    }
}
