import Model

/// The one ordering every report uses — by path, then line, then name — and the lookups that
/// join an assessment to the inventory facts behind it.
package struct ReportOrder: Sendable {
    package let result: AuditResult

    package init(_ result: AuditResult) { self.result = result }

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
        result.inventory.intentDefinitions.first { $0.className == className }
    }

    /// The definition file that declares a legacy intent class.
    package func definitionFile(of className: String) -> DefinitionFile? {
        result.inventory.definitionFiles.first { file in file.intents.contains { $0.className == className } }
    }

    /// Handlers of an intent: those the assessment links by location, and those whose conformances name it.
    package func handlers(of intent: IntentAssessment) -> [IntentHandler] {
        let linked = Set(intent.handlers)
        return result.inventory.handlers
            .filter { linked.contains($0.location) || $0.intents.contains(intent.name) }
            .sorted { ReportOrder.key($0.location, $0.typeName) < ReportOrder.key($1.location, $1.typeName) }
    }

    /// Donations the assessment links to an intent (by location), or that name the intent. A site that
    /// donates several intents (a helper with branches) has one donation per intent, all at one
    /// location: those naming another intent are not this one's.
    package func donations(of intent: IntentAssessment) -> [Donation] {
        let linked = Set(intent.donations)
        return result.inventory.donations
            .filter { $0.intent == intent.name || ($0.intent == nil && linked.contains($0.location)) }
            .sorted { ReportOrder.key($0.location, $0.api) < ReportOrder.key($1.location, $1.api) }
    }

    /// Widget configurations the assessment links to an intent (by location), or that use its type
    /// or its counterpart's (so an `IntentConfiguration` and its `AppIntentConfiguration` show side by side).
    package func widgets(of intent: IntentAssessment) -> [WidgetConfiguration] {
        let linked = Set(intent.widgets)
        let types = [intent.name, intent.counterpart?.name].compactMap { $0 }
        return result.inventory.widgets
            .filter { linked.contains($0.location) || $0.intentType.map(types.contains) == true }
            .sorted { ReportOrder.key($0.location, $0.configuration) < ReportOrder.key($1.location, $1.configuration) }
    }

    /// The App Intents declaration of a type name.
    package func appIntent(named name: String) -> AppIntentDeclaration? {
        result.inventory.appIntents.first { $0.name == name }
    }

    /// Findings about one intent (by class name), errors first.
    package func findings(of intent: IntentAssessment) -> [Finding] {
        findingsBySeverity.filter { $0.intent == intent.name || $0.intent == intent.counterpart?.name }
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
