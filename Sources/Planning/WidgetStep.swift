import Analysis
import Model

/// Step 7: the widget moves to `AppIntentConfiguration` with the same kind.
extension MigrationPlanner {
    /// Findings that say a widget's saved parameter does not carry over.
    static let mismatchRules: Set<RuleID> = [.parameterRenamed, .parameterTypeDiffers, .parameterMissing]

    package func widget(_ link: IntentLink) -> Draft {
        var draft = Draft(number: 7)
        guard link.isWidgetIntent else { draft.applicable = false; return draft }
        let name =
            link.counterpart?.name
            ?? NameConvention.candidates(for: link.className, classPrefix: link.definition?.classPrefix)[0]
        let legacy = link.legacyWidgets.first
        let kinds = link.legacyKindLabels
        let needsGate = !context.deployment.platformsNeedingLegacy(
            for: [(link.legacyWidgets + link.appWidgets).map(\.location)] + link.deploymentGroups, widget: true
        ).isEmpty
        // The platforms the widget is deployed to, at AppIntentConfiguration's minimum.
        let gate = context.deployment.appIntentsFloors(
            for: [(link.legacyWidgets + link.appWidgets).map(\.location)] + link.deploymentGroups, widget: true
        ).joined(separator: ", ")
        let configured = link.appWidgets.contains {
            (kinds.isEmpty || kinds.contains($0.kindLabel)) && ($0.availability != nil || !needsGate)
        }
        let widgets = link.legacyWidgets.map { "\($0.widgetType) (kind \($0.kindLabel))" }
        let places = widgets.isEmpty ? "" : " in " + Array(Set(widgets)).sorted().joined(separator: ", ")
        draft.tasks.append(
            task(
                link, 7, "configuration",
                "return `AppIntentConfiguration(kind: kind, intent: \(name).self, provider: Provider()) { entry in EntryView(entry: entry) }` with the same `kind`\(places)"
                    + (needsGate
                        ? " under `if #available(\(gate), *)`, IntentConfiguration otherwise"
                        : ""),
                at: legacy?.location ?? link.definition?.location,
                why: "the same kind lets the system map placed widgets", effort: EffortScale.smallType, done: configured
            ))
        let providers = context.inventory.providers.filter { $0.protocolName == "AppIntentTimelineProvider" }
        let hasProvider =
            link.appWidgets.contains { $0.providerProtocol == "AppIntentTimelineProvider" }
            || providers.contains { $0.intentType != nil && $0.intentType == link.counterpart?.name }
        let legacyProvider = context.inventory.providers.first { $0.intentType == link.className }
        draft.tasks.append(
            task(
                link, 7, "provider",
                "write an AppIntentTimelineProvider for \(name)"
                    + (legacyProvider.map { " beside \($0.typeName)" } ?? ""),
                at: legacyProvider?.location ?? legacy?.location,
                why: "IntentTimelineProvider only serves IntentConfiguration", effort: EffortScale.entityAndQuery,
                done: hasProvider))
        let mismatched = findings(of: link.className).contains {
            Self.mismatchRules.contains(RuleID(rawValue: $0.rule))
        }
        draft.tasks.append(
            task(
                link, 7, "parameters", "keep \(name)'s parameter names and types equal to \(link.className)'s",
                at: link.counterpart?.location, why: "placed widgets keep a setting only when name and type match",
                effort: EffortScale.mechanical, done: link.counterpart != nil && !mismatched))
        draft.tasks.append(
            task(
                link, 7, "entry-view", "share the timeline entry and view types between both providers",
                at: legacy?.location, why: "one view for both configurations keeps the widget identical",
                effort: EffortScale.mechanical, done: configured && hasProvider))
        if let complications = complicationTask(link) { draft.tasks.append(complications) }
        if let recommendations = recommendationsTask(link, name: name) { draft.tasks.append(recommendations) }
        return draft
    }

    /// Watch recommendations: when the legacy provider recommends configurations (`IntentRecommendation`)
    /// for a widget on the watch face, the AppIntentTimelineProvider must recommend them too
    /// (`AppIntentRecommendation`): watchOS has no screen to configure a complication.
    private func recommendationsTask(_ link: IntentLink, name: String) -> PlanTask? {
        let providers = context.inventory.providers
        guard
            let legacy = providers.first(where: {
                $0.intentType == link.className && $0.protocolName == "IntentTimelineProvider" && $0.hasRecommendations
            }),
            link.legacyWidgets.contains(where: {
                ComplicationWithoutMigrator.onWatch($0, context)?.resolved == true
            })
        else { return nil }
        let new = link.appWidgets.compactMap { widget in providers.first { $0.typeName == widget.providerType } }
        return task(
            link, 7, "recommendations",
            "return an `AppIntentRecommendation(intent: \(name)(…), description: …)` from the AppIntentTimelineProvider's "
                + "`recommendations()` for each configuration \(legacy.typeName) recommends",
            at: legacy.location, why: "watchOS adds a configured complication only from its provider's recommendations",
            effort: EffortScale.mechanical, done: !new.isEmpty && new.allSatisfy(\.hasRecommendations))
    }

    /// Watch complications: when the app still has ClockKit data sources and this intent's widget serves
    /// the watch face (or a migration names the intent), the data source's `widgetMigrator` must hand
    /// each placed complication to the widget, with this intent.
    private func complicationTask(_ link: IntentLink) -> PlanTask? {
        let sources = context.inventory.complications
        // A SiriKit-intent migration names the legacy class; an App Intent one (watchOS 10) its counterpart.
        let migrations = context.inventory.complicationMigrations.filter {
            $0.intentType != nil && ($0.intentType == link.className || $0.intentType == link.counterpart?.name)
        }
        let onFace = (link.legacyWidgets + link.appWidgets).filter {
            $0.servesAccessories && ComplicationWithoutMigrator.onWatch($0, context)?.resolved == true
        }
        guard !sources.isEmpty, !migrations.isEmpty || !onFace.isEmpty else { return nil }
        let kind = (onFace.first?.kindLabel).map { "kind: \($0)" } ?? "kind: <the widget's kind>"
        let wrong = findings(of: link.className).contains {
            [RuleID.complicationWithoutMigrator, .complicationMigrationMismatch].contains(RuleID(rawValue: $0.rule))
        }
        return task(
            link, 7, "complications",
            "hand each ClockKit complication of \(sources.map(\.typeName).sorted().joined(separator: ", ")) to the "
                + "widget in `widgetMigrator`: `CLKComplicationIntentWidgetMigrationConfiguration(\(kind), "
                + "extensionBundleIdentifier: …, intent: \(link.className)(), localizedDisplayName: …)`",
            at: migrations.first?.location ?? sources.first?.location,
            why: "watch faces keep a ClockKit complication only through the migrator",
            effort: EffortScale.mechanical,
            done: !migrations.isEmpty && sources.allSatisfy { $0.widgetMigrator != nil } && !wrong)
    }
}
