/// How far one legacy intent has come in its move to App Intents (design doc, "Coexistence status").
public enum CoexistenceStatus: String, Codable, Hashable, Sendable, CaseIterable {
    case legacyOnly = "legacy-only"
    case coexisting
    case atRisk = "at-risk"
    case readyToRetire = "ready-to-retire"
    case migrated
    case systemDomain = "system-domain"
}

/// How bad a finding is.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case error, warning, note

    package var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// How a legacy intent's App Intents counterpart was found.
public enum MatchMethod: String, Codable, Hashable, Sendable {
    case intentClassName = "intent-class-name"
    case configuration
    case nameConvention = "name-convention"
    /// An `AppIntentConfiguration` reuses the kind of the legacy intent's `IntentConfiguration`.
    case widgetKind = "widget-kind"
    /// Scored evidence: title and description words, parameters, name words.
    case similarity
}

/// How sure the linker is that an App Intent replaces a legacy intent.
public enum MatchConfidence: String, Codable, Hashable, Sendable {
    /// `intentClassName`, the configuration, or the same widget kind.
    case certain
    /// A name match, or strong evidence: treated as the counterpart (IA201 applies without `intentClassName`).
    case likely
    /// Some evidence: shown, but the status stays as if there were no counterpart.
    case possible
}

/// A legacy intent's App Intents counterpart.
public struct Counterpart: Codable, Hashable, Sendable {
    public var name: String
    public var matchedBy: MatchMethod
    public var location: SourceLocation
    public var confidence: MatchConfidence = .certain
    /// What tied the two, in words (`intentClassName "X"`, `title words: send, prompt`, …).
    public var evidence: String = ""
    /// The `intentClassName` the counterpart declares, when it declares one.
    public var intentClassName: String? = nil

    package init(
        name: String,
        matchedBy: MatchMethod,
        location: SourceLocation,
        confidence: MatchConfidence = .certain,
        evidence: String = "",
        intentClassName: String? = nil
    ) {
        self.name = name
        self.matchedBy = matchedBy
        self.location = location
        self.confidence = confidence
        self.evidence = evidence
        self.intentClassName = intentClassName
    }
}

/// What happens to a saved value of one legacy parameter when the system moves to the counterpart.
public struct ParameterMapping: Codable, Hashable, Sendable {
    /// `survives`, `survives-if-query-resolves-ids`, `lost`, `unknown-type`, `added` (only in the counterpart).
    public var verdict: String
    public var legacyName: String?
    public var legacyType: String?
    public var newName: String?
    public var newType: String?
    /// Why, in words.
    public var reason: String

    package init(
        verdict: String,
        legacyName: String? = nil,
        legacyType: String? = nil,
        newName: String? = nil,
        newType: String? = nil,
        reason: String
    ) {
        self.verdict = verdict
        self.legacyName = legacyName
        self.legacyType = legacyType
        self.newName = newName
        self.newType = newType
        self.reason = reason
    }
}

/// A problem a rule found.
public struct Finding: Codable, Hashable, Sendable {
    public var rule: String
    public var severity: Severity
    public var location: SourceLocation
    /// The legacy intent class (or App Intent type) it concerns, when it concerns one.
    public var intent: String?
    /// The plan step (1–6, or 7 for the widget steps) it belongs to.
    public var step: Int
    public var message: String
    public var fix: String
    /// A fingerprint that survives moving code: rule + intent + a rule-specific key (no path, no line).
    public var fingerprint: String
    /// The facts a loss claim rests on, in the order a reader checks them (the declarations, kinds,
    /// targets and deployment targets). An error always has one, every step resolved; a step the
    /// audit could not resolve makes the finding a "cannot tell" note (`Rule.finding`).
    public var proof: [ProofStep]

    package init(
        rule: String,
        severity: Severity,
        location: SourceLocation,
        intent: String? = nil,
        step: Int,
        message: String,
        fix: String,
        fingerprint: String,
        proof: [ProofStep] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.intent = intent
        self.step = step
        self.message = message
        self.fix = fix
        self.fingerprint = fingerprint
        self.proof = proof
    }
}

/// One link of the chain that proves a finding: a fact and where it was read, or what could not be
/// told and what would settle it.
public struct ProofStep: Codable, Hashable, Sendable {
    /// The fact, in words ("StepsWidget's AppIntentConfiguration has kind \"Steps\"").
    public var fact: String
    public var location: SourceLocation?
    /// False when the audit could not tell: `fact` then says what is unknown and what would settle it.
    public var resolved: Bool
    /// For a fact read from an earlier state (the continuity rules): that state's label (`v4.2`);
    /// the location is then in that state's tree. Nil for a fact of the audited tree.
    public var release: String? = nil

    public init(_ fact: String, at location: SourceLocation? = nil, resolved: Bool = true, release: String? = nil) {
        self.fact = fact
        self.location = location
        self.resolved = resolved
        self.release = release
    }

    /// A step the audit could not resolve.
    public static func cannotTell(_ what: String, at location: SourceLocation? = nil) -> ProofStep {
        ProofStep(what, at: location, resolved: false)
    }
}

/// One step of an intent's migration plan.
public struct PlanStep: Codable, Hashable, Sendable {
    public enum Status: String, Codable, Hashable, Sendable {
        case done, todo, blocked
        case notApplicable = "not-applicable"
    }
    /// 1–6 for the guide's steps; 7 for the widget steps.
    public var number: Int
    public var title: String
    public var status: Status
    /// Sum of the tasks' effort points.
    public var effort: Int
    public var tasks: [PlanTask]
    /// Why the step is blocked (the steps it waits for), when it is.
    public var blockedBy: [Int] = []
    /// Other legacy intents this step waits for (step 6: intents served by the same Intents extension).
    public var blockingIntents: [String] = []
    /// Why the step is blocked or not applicable, in words, when it is.
    public var note: String? = nil

    package init(
        number: Int,
        title: String,
        status: Status,
        effort: Int,
        tasks: [PlanTask],
        blockedBy: [Int] = [],
        blockingIntents: [String] = [],
        note: String? = nil
    ) {
        self.number = number
        self.title = title
        self.status = status
        self.effort = effort
        self.tasks = tasks
        self.blockedBy = blockedBy
        self.blockingIntents = blockingIntents
        self.note = note
    }
}

/// A concrete task: what, where, why, effort points.
public struct PlanTask: Codable, Hashable, Sendable {
    /// Which lane a task runs in. Structural tasks move the intent along the six steps and block the
    /// steps that depend on theirs; polish tasks (translations, performance, design advice) are work
    /// too, counted in the effort, but never block another step or decide the next action.
    public enum Lane: String, Codable, Hashable, Sendable {
        case structural, polish
    }
    public var id: String
    public var what: String
    public var location: SourceLocation?
    public var why: String
    public var effort: Int
    public var done: Bool = false
    public var lane: Lane = .structural

    package init(
        id: String,
        what: String,
        location: SourceLocation? = nil,
        why: String,
        effort: Int,
        done: Bool = false,
        lane: Lane = .structural
    ) {
        self.id = id
        self.what = what
        self.location = location
        self.why = why
        self.effort = effort
        self.done = done
        self.lane = lane
    }

    /// Not done and in the structural lane: it holds back the steps that depend on its step.
    package var blocksProgress: Bool { !done && lane == .structural }
}

extension PlanStep {
    /// Whether the step still has structural work: only such a step is a next action, and only such
    /// a step holds back the steps that depend on it.
    package var blocksProgress: Bool {
        status != .done && status != .notApplicable && tasks.contains(where: \.blocksProgress)
    }
}

/// What a team does next about one legacy intent, decided once by the plan; the index, the ship
/// list, the Markdown and JSON all show this value and never work it out again.
public struct NextAction: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// Error findings on the intent: fix them before its App Intent ships.
        case fixErrors = "fix-errors"
        /// No counterpart yet: `intent-audit scaffold --intent X` writes one.
        case scaffold
        /// A structural step that nothing blocks.
        case step
        /// Only polish tasks are open.
        case polish
        /// Everything structural waits, but the counterpart ships beside the legacy path.
        case shipBeside = "ship-beside"
        /// Nothing uses the legacy intent: delete it.
        case deleteUnused = "delete-unused"
        /// Everything left waits for another step, another intent or the deployment target.
        case waiting
        /// No task is open.
        case done
        /// A system-domain intent stays on SiriKit.
        case staysOnSiriKit = "stays-on-sirikit"
    }
    public var kind: Kind
    /// The plan step the action opens, when there is one.
    public var step: Int?
    /// The action in words (code in `backquotes`).
    public var text: String

    package init(kind: Kind, step: Int? = nil, text: String) {
        self.kind = kind
        self.step = step
        self.text = text
    }

    /// Whether the action belongs in "what can ship in the next release".
    public var ships: Bool { ![.waiting, .done, .staysOnSiriKit].contains(kind) }
}

/// Everything the audit concludes about one legacy intent.
public struct IntentAssessment: Codable, Hashable, Sendable {
    /// The generated class name, e.g. `OrderSoupIntent`.
    public var name: String
    /// Where it is declared; nil for a migrated intent whose definition is gone.
    public var definedIn: SourceLocation?
    public var status: CoexistenceStatus
    /// Why this status, in words.
    public var statusReason: String
    public var isSystemDomain: Bool
    public var isWidgetIntent: Bool
    public var counterpart: Counterpart?
    /// An App Intent that may replace this intent but is not evidence enough (confidence `possible`).
    public var possibleCounterpart: Counterpart? = nil
    /// The other App Intents of a split replacement (one legacy intent, several App Intents), each
    /// with what it covers; empty otherwise.
    public var alsoReplacedBy: [Counterpart] = []
    /// Legacy files of this intent that are on disk but built by no target.
    public var deadFiles: [String] = []
    /// The definition file that declares the intent (the shipped one first), when one does.
    public var definitionFile: String? = nil
    /// The parameters its definition declares, in the definition's order.
    public var legacyParameters: [IntentParameter] = []
    public var parameterMappings: [ParameterMapping] = []
    /// The handlers, donations and widget configurations planning ties to the intent, each with how
    /// it is tied, in inventory order (`InventoryOrdered`): the reports show these and join nothing.
    public var handlers: [FactLink<IntentHandler>] = []
    public var donations: [FactLink<Donation>] = []
    public var widgets: [FactLink<WidgetConfiguration>] = []
    public var steps: [PlanStep] = []
    /// What the App Intents world offers instead, for system-domain intents.
    public var replacementAdvice: String?
    /// For each platform of the targets that build the intent, from its lowest deployment target on:
    /// which path serves the user in each OS version range. Empty when no deployment target is known.
    public var serving: [ServingRange] = []
    /// What to do next, decided from `steps` (`Planning.NextActions`).
    public var nextAction: NextAction? = nil
    /// 1 for the intent that needs attention first (`Planning.Urgency`); every list of intents
    /// ordered by urgency (the index, the ship list) uses this rank.
    public var urgency: Int = 0

    package init(
        name: String,
        definedIn: SourceLocation? = nil,
        status: CoexistenceStatus,
        statusReason: String,
        isSystemDomain: Bool,
        isWidgetIntent: Bool,
        counterpart: Counterpart? = nil,
        parameterMappings: [ParameterMapping] = [],
        handlers: [FactLink<IntentHandler>] = [],
        donations: [FactLink<Donation>] = [],
        widgets: [FactLink<WidgetConfiguration>] = [],
        steps: [PlanStep] = [],
        replacementAdvice: String? = nil
    ) {
        self.name = name
        self.definedIn = definedIn
        self.status = status
        self.statusReason = statusReason
        self.isSystemDomain = isSystemDomain
        self.isWidgetIntent = isWidgetIntent
        self.counterpart = counterpart
        self.parameterMappings = parameterMappings
        self.handlers = handlers
        self.donations = donations
        self.widgets = widgets
        self.steps = steps
        self.replacementAdvice = replacementAdvice
    }
}
