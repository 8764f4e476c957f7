import Model

/// IA709: a watch widget's legacy `IntentTimelineProvider` offers `recommendations()` (the preconfigured
/// complications watchOS lists, having no screen to configure one), and the `AppIntentConfiguration`
/// that replaces it on the watch has a provider with none.
///
/// "Replaces" means the same kind, or an App Intent that carries the legacy intent's class. Both widgets
/// must be built for watchOS (recommendations are inactive on iOS and macOS); a widget whose platforms
/// no project file says, or a provider the tree does not declare, makes the finding a "cannot tell" note.
package struct WatchRecommendationsDropped: Rule {
    package let id = RuleID.watchRecommendationsDropped
    package let title = "Watch complication's recommendations dropped by the App Intents provider"
    package let severity = Severity.warning
    package let step = 7
    package let effort = EffortScale.smallType
    package let explanation = """
        watchOS has no screen to configure a widget's intent: the face's complication picker lists the \
        configurations the provider recommends — `recommendations()` returning `IntentRecommendation`s on an \
        `IntentTimelineProvider`, `AppIntentRecommendation`s on an `AppIntentTimelineProvider`. When the widget \
        moves to `AppIntentConfiguration` and its new provider recommends nothing, the preconfigured \
        complications the legacy provider offered are gone from the picker (on iOS and macOS recommendations \
        are inactive, so only the watch loses them).
        """
    package let fix =
        "Implement `recommendations()` on the AppIntentTimelineProvider, returning an `AppIntentRecommendation(intent:description:)` for each configuration the legacy provider recommended."

    package func check(_ context: RuleContext) -> [Finding] {
        let providers = Dictionary(
            context.inventory.providers.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        let widgets = context.inventory.widgets.filter { context.deployment.isBuilt($0.location) }
        var result: [Finding] = []
        for legacy in widgets where legacy.configuration == "IntentConfiguration" {
            guard let old = legacy.providerType.flatMap({ providers[$0] }), old.hasRecommendations,
                let intent = legacy.intentType ?? old.intentType,
                let oldOnWatch = ComplicationWithoutMigrator.onWatch(legacy, context)
            else { continue }
            for new in widgets where new.configuration == "AppIntentConfiguration" {
                guard Self.replaces(new, legacy, intent: intent, context),
                    let newOnWatch = ComplicationWithoutMigrator.onWatch(new, context)
                else { continue }
                let provider = new.providerType.flatMap { providers[$0] }
                if provider?.hasRecommendations == true { continue }
                let named = new.providerType ?? "its provider"
                let last =
                    provider.map {
                        ProofStep(
                            "\($0.typeName), \(new.widgetType)'s provider, declares no recommendations()",
                            at: $0.location)
                    }
                    ?? .cannotTell(
                        "\(named), \(new.widgetType)'s provider, is not declared in the tree: whether it recommends "
                            + "configurations is not known", at: new.location)
                let proof = [
                    ProofStep(
                        "\(old.typeName) recommends configurations of \(intent) (recommendations()) for "
                            + "\(legacy.widgetType)", at: old.location),
                    oldOnWatch,
                    ProofStep(
                        "\(new.widgetType)'s AppIntentConfiguration replaces it ("
                            + (new.kind != nil && new.kind == legacy.kind
                                ? "same kind \"\(new.kind!)\"" : "its intent carries \(intent)") + ")",
                        at: new.location),
                    newOnWatch,
                    last,
                    ProofStep("watchOS adds a configured complication only from its provider's recommendations"),
                ]
                result.append(
                    finding(
                        intent: intent, key: "\(legacy.widgetType)|\(new.widgetType)", at: new.location,
                        "\(named) recommends no configurations, where \(old.typeName) recommended \(intent)'s for "
                            + "\(legacy.widgetType): on the watch, its preconfigured complications are gone from the "
                            + "face's picker", proof: proof))
            }
        }
        return result
    }

    /// Whether the App Intents widget takes the legacy one's place: the same kind, or an intent whose
    /// `intentClassName` is the legacy intent.
    static func replaces(
        _ new: WidgetConfiguration, _ legacy: WidgetConfiguration, intent: String, _ context: RuleContext
    ) -> Bool {
        if let kind = new.kind, kind == legacy.kind { return true }
        return new.intentType.flatMap { context.declarations[$0]?.intentClassName } == intent
    }
}

extension RuleID {
    package static let watchRecommendationsDropped: RuleID = "IA709"
}
