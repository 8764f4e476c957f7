import Model

/// The one ordering every report uses — by path, then line, then name — and the lookups that
/// join an assessment to the inventory facts behind it.
package struct ReportOrder: Sendable {
    package let result: AuditResult
    /// Lookups built once, so joining every intent to its facts stays linear in the report's size.
    private let index: Index

    package init(_ result: AuditResult) {
        self.result = result
        index = Index(result)
    }

    /// Positions in the inventory's lists (and in `findingsBySeverity`) by the keys the joins use.
    private struct Index: Sendable {
        var definitions: [String: IntentDefinition] = [:]
        var definitionFiles: [String: DefinitionFile] = [:]
        var appIntents: [String: AppIntentDeclaration] = [:]
        var handlersByLocation: [SourceLocation: [Int]] = [:], handlersByIntent: [String: [Int]] = [:]
        var donationsByLocation: [SourceLocation: [Int]] = [:], donationsByIntent: [String: [Int]] = [:]
        var widgetsByLocation: [SourceLocation: [Int]] = [:], widgetsByIntent: [String: [Int]] = [:]
        var findingsBySeverity: [Finding] = []
        var findingsByIntent: [String: [Int]] = [:]

        init() {}

        init(_ result: AuditResult) {
            let inventory = result.inventory
            for file in inventory.definitionFiles {
                for intent in file.intents where definitions[intent.className] == nil {
                    definitions[intent.className] = intent
                    definitionFiles[intent.className] = file
                }
            }
            for declaration in inventory.appIntents where appIntents[declaration.name] == nil {
                appIntents[declaration.name] = declaration
            }
            for (position, handler) in inventory.handlers.enumerated() {
                handlersByLocation[handler.location, default: []].append(position)
                for name in Set(handler.intents) { handlersByIntent[name, default: []].append(position) }
            }
            for (position, donation) in inventory.donations.enumerated() {
                // A located donation that names another intent is that intent's, not this one's.
                if let name = donation.intent {
                    donationsByIntent[name, default: []].append(position)
                } else {
                    donationsByLocation[donation.location, default: []].append(position)
                }
            }
            for (position, widget) in inventory.widgets.enumerated() {
                widgetsByLocation[widget.location, default: []].append(position)
                if let name = widget.intentType { widgetsByIntent[name, default: []].append(position) }
            }
            findingsBySeverity = ReportOrder(unindexed: result).findingsBySeverity
            for (position, finding) in findingsBySeverity.enumerated() {
                if let name = finding.intent { findingsByIntent[name, default: []].append(position) }
            }
        }

        /// The positions listed under any of the locations or names, each once, in list order.
        static func positions(
            _ locations: [SourceLocation], _ names: [String], byLocation: [SourceLocation: [Int]],
            byName: [String: [Int]]
        ) -> [Int] {
            var found = Set(locations.flatMap { byLocation[$0] ?? [] })
            for name in names { found.formUnion(byName[name] ?? []) }
            return found.sorted()
        }
    }

    /// For the index's own use: the orderings without the lookups.
    private init(unindexed result: AuditResult) {
        self.result = result
        index = Index()
    }

    /// Intents by where they are defined (intents without a definition first), then name.
    package var intents: [IntentAssessment] {
        result.intents.sorted { ReportOrder.key($0.definedIn, $0.name) < ReportOrder.key($1.definedIn, $1.name) }
    }

    /// Findings by path, line, column, then rule and intent; severity does not reorder them here.
    package var findings: [Finding] {
        result.findings.sorted {
            (ReportOrder.key($0.location, $0.rule), $0.intent ?? "", $0.message)
                < (ReportOrder.key($1.location, $1.rule), $1.intent ?? "", $1.message)
        }
    }

    /// Findings, errors first, then warnings, then notes; each group in path order.
    package var findingsBySeverity: [Finding] {
        let ordered = findings
        return Severity.allCases.sorted().flatMap { severity in ordered.filter { $0.severity == severity } }
    }

    package var diagnostics: [Diagnostic] { result.inventory.diagnostics.sorted() }

    /// The definition of a legacy intent class, when a definition file declares it.
    package func definition(of className: String) -> IntentDefinition? {
        index.definitions[className]
    }

    /// The definition file that declares a legacy intent class.
    package func definitionFile(of className: String) -> DefinitionFile? {
        index.definitionFiles[className]
    }

    /// Handlers of an intent: those the assessment links by location, and those whose conformances name it.
    package func handlers(of intent: IntentAssessment) -> [IntentHandler] {
        Index.positions(
            intent.handlers, [intent.name], byLocation: index.handlersByLocation, byName: index.handlersByIntent
        ).map { result.inventory.handlers[$0] }
            .sorted { ReportOrder.key($0.location, $0.typeName) < ReportOrder.key($1.location, $1.typeName) }
    }

    /// Donations the assessment links to an intent (by location), or that name the intent. A site that
    /// donates several intents (a helper with branches) has one donation per intent, all at one
    /// location: those naming another intent are not this one's.
    package func donations(of intent: IntentAssessment) -> [Donation] {
        Index.positions(
            intent.donations, [intent.name], byLocation: index.donationsByLocation, byName: index.donationsByIntent
        ).map { result.inventory.donations[$0] }
            .sorted { ReportOrder.key($0.location, $0.api) < ReportOrder.key($1.location, $1.api) }
    }

    /// Widget configurations the assessment links to an intent (by location), or that use its type
    /// or its counterpart's (so an `IntentConfiguration` and its `AppIntentConfiguration` show side by side).
    package func widgets(of intent: IntentAssessment) -> [WidgetConfiguration] {
        let types = [intent.name, intent.counterpart?.name].compactMap { $0 }
        return Index.positions(
            intent.widgets, types, byLocation: index.widgetsByLocation, byName: index.widgetsByIntent
        ).map { result.inventory.widgets[$0] }
            .sorted { ReportOrder.key($0.location, $0.configuration) < ReportOrder.key($1.location, $1.configuration) }
    }

    /// The App Intents declaration of a type name.
    package func appIntent(named name: String) -> AppIntentDeclaration? {
        index.appIntents[name]
    }

    /// Findings about one intent (by class name), errors first.
    package func findings(of intent: IntentAssessment) -> [Finding] {
        let names = Set([intent.name, intent.counterpart?.name].compactMap { $0 })
        return names.flatMap { index.findingsByIntent[$0] ?? [] }.sorted().map { index.findingsBySeverity[$0] }
    }

    /// A sort key: path, line, column, name. A missing location sorts first.
    package static func key(_ location: SourceLocation?, _ name: String) -> SortKey {
        SortKey(path: location?.path ?? "", line: location?.line ?? 0, column: location?.column ?? 0, name: name)
    }

    /// Path, then line, then column, then name.
    package struct SortKey: Comparable {
        package var path: String
        package var line: Int
        package var column: Int
        package var name: String
        package static func < (a: SortKey, b: SortKey) -> Bool {
            (a.path, a.line, a.column, a.name) < (b.path, b.line, b.column, b.name)
        }
    }
}
