/// The one home of what a status is called, what it means and how statuses are ordered: the
/// reports, the trend, the CI summary and the planner's urgency all read these.
extension CoexistenceStatus {
    /// The words of the badge ("Ready to retire").
    public var label: String {
        switch self {
        case .legacyOnly: "Legacy only"
        case .coexisting: "Coexisting"
        case .atRisk: "At risk"
        case .readyToRetire: "Ready to retire"
        case .migrated: "Migrated"
        case .systemDomain: "System domain"
        }
    }

    /// What the status means, in one sentence (the report's status table).
    public var meaning: String {
        switch self {
        case .legacyOnly: "No App Intents counterpart yet."
        case .coexisting:
            "Counterpart exists; the deployment target still needs the legacy path, or the App Intent does not yet do "
                + "its work (step 4 open)."
        case .atRisk: "Counterpart exists, but users would lose a configuration, a widget or a shortcut."
        case .readyToRetire: "The deployment target no longer needs the legacy path, which still ships."
        case .migrated: "Legacy definition and wiring are gone."
        case .systemDomain: "A system SiriKit domain intent; not counted as a failure."
        }
    }

    /// The order a report lists statuses in (its status table, the summary's counts in XML, JSON and
    /// Markdown, the overview chart): the design doc's order.
    package static let listingOrder: [CoexistenceStatus] = [
        .legacyOnly, .coexisting, .atRisk, .readyToRetire, .migrated, .systemDomain,
    ]

    /// From least to most progress; system-domain, outside the progress, last (the trend's stacking
    /// order; a move along it is forward or backward).
    package static let progressOrder: [CoexistenceStatus] = [
        .legacyOnly, .atRisk, .coexisting, .readyToRetire, .migrated, .systemDomain,
    ]

    /// In the order they need attention: losing users' data first, finished work last.
    package static let attentionOrder: [CoexistenceStatus] = [
        .atRisk, .legacyOnly, .coexisting, .readyToRetire, .migrated, .systemDomain,
    ]
}
