import Analysis
import Model

/// Steps 4–6: port the handler logic, replace donations, remove the legacy path.
///
/// A trivial `confirm` (it only answers `.ready`/`.success`) gets no step-4 task: there is nothing to
/// port, and step 6's "delete the handling" task already removes it with the rest of the handler.
extension MigrationPlanner {
    /// "iOS 16.0+" or "iOS 16.0+ and watchOS 9.0+": the systems, among those deployed to, that run App Intents.
    package func appIntentsSystems(_ link: IntentLink) -> String {
        context.deployment.appIntentsFloors(for: link.deploymentGroups, widget: false).map { $0 + "+" }
            .joined(separator: " and ")
    }

    package func portLogic(_ link: IntentLink, status: CoexistenceStatus) -> Draft {
        var draft = Draft(number: 4)
        let counterpart = link.counterpart
        // The checks of resolve and confirm move into perform(): once the counterpart's perform() is
        // written (not the converter's placeholder), they count as moved, as handle does.
        let ported = status == .migrated || (counterpart.map { !$0.performIsPlaceholder } ?? false)
        let open = Set(
            findings(of: link.className).filter { $0.is(.dynamicOptionsWithoutReplacement) }.map(\.location))
        for handler in link.handlers {
            for method in handler.methods where method.intent == nil || method.intent == link.className {
                let key = "\(handler.typeName).\(method.name)"
                switch method.kind {
                case .handle:
                    draft.tasks.append(
                        task(
                            link, 4, key, "port \(method.name) into \(counterpart?.name ?? "the App Intent").perform()",
                            at: method.location,
                            why: "on \(appIntentsSystems(link)) the App Intent runs instead of the handler",
                            effort: EffortScale.handlerLogic,
                            done: counterpart.map { !$0.performIsPlaceholder } ?? false))
                case .resolve:
                    draft.tasks.append(
                        task(
                            link, 4, key,
                            "move \(method.name)'s checks into the parameter or perform() "
                                + "(needsValueError, requestDisambiguation, requestConfirmation)", at: method.location,
                            why: "App Intents does not call resolve methods", effort: EffortScale.smallType,
                            done: ported))
                case .confirm where method.isTrivial:
                    continue
                case .confirm:
                    draft.tasks.append(
                        task(
                            link, 4, key, "replace \(method.name) with checks and requestConfirmation in perform()",
                            at: method.location, why: "App Intents has no confirm phase", effort: EffortScale.smallType,
                            done: ported))
                case .provideOptions, .provideOptionsCollection:
                    draft.tasks.append(
                        task(
                            link, 4, key, "replace \(method.name) with a DynamicOptionsProvider or an EntityQuery",
                            at: method.location, why: "the picker is empty without it",
                            effort: EffortScale.entityAndQuery,
                            done: counterpart != nil && !open.contains(method.location)))
                case .defaultValue:
                    draft.tasks.append(
                        task(
                            link, 4, key, "replace \(method.name) with `@Parameter(default:)` or defaultResult()",
                            at: method.location, why: "new widgets get no default without it",
                            effort: EffortScale.mechanical, done: counterpart != nil && !open.contains(method.location))
                    )
                }
            }
        }
        for finding in findings(of: link.className)
        where finding.is(.dynamicOptionsWithoutReplacement)
            && !draft.tasks.contains(where: { $0.location == finding.location })
        {
            draft.tasks.append(
                PlanTask(
                    id: "\(link.className).4.\(RuleID.dynamicOptionsWithoutReplacement)-\(finding.fingerprint)",
                    what: finding.fix,
                    location: finding.location, why: finding.message, effort: EffortScale.entityAndQuery))
        }
        // A widget's configuration intent that no legacy handler ran has nothing to port: the
        // system never performs it, and `.result()` is all it needs (IA404 says the same).
        let onlyConfigures =
            counterpart?.roles.contains("widget-configuration-intent") == true && link.handlers.isEmpty
            && link.dispatches.isEmpty
        if let counterpart, counterpart.performIsPlaceholder, !onlyConfigures,
            !draft.tasks.contains(where: { $0.id.hasSuffix(".handle") || $0.what.contains("perform()") })
        {
            draft.tasks.append(
                task(
                    link, 4, "perform", "write \(counterpart.name).perform()", at: counterpart.location,
                    why: "the converter's placeholder does nothing", effort: EffortScale.handlerLogic))
        }
        draft.applicable = !draft.tasks.isEmpty
        return draft
    }

    package func replaceDonations(_ link: IntentLink) -> Draft {
        var draft = Draft(number: 5)
        let donations = link.legacyDonations
        guard !donations.isEmpty else { draft.applicable = false; return draft }
        let name = link.counterpart?.name ?? "the App Intent"
        let listed = link.counterpart.map { context.shortcutIntents.contains($0.name) } ?? false
        draft.tasks.append(
            task(
                link, 5, "app-shortcut", "list \(name) in an AppShortcutsProvider with phrases",
                at: link.counterpart?.location,
                why: "on \(appIntentsSystems(link)) App Shortcuts replace donated SiriKit shortcuts",
                effort: EffortScale.smallType, done: listed))
        let appDonated =
            link.counterpart.map { counterpart in
                context.inventory.donations.contains {
                    $0.api.hasPrefix("IntentDonationManager") && $0.intent == counterpart.name
                }
            } ?? false
        // Whether the SiriKit donation must stay depends on the deployment targets found.
        let needing = context.deployment.platformsNeedingLegacy(for: link.deploymentGroups, widget: false)
        let keep =
            needing.isEmpty
            ? "(then remove the SiriKit donation: every deployment target runs App Intents)"
            : "(keep the SiriKit donation while supporting \(needing.joined(separator: ", ")))"
        var counts: [String: Int] = [:]
        for donation in donations {
            counts[donation.api, default: 0] += 1
            draft.tasks.append(
                task(
                    link, 5, "donation-\(donation.api)-\(counts[donation.api]!)",
                    "donate \(name) with IntentDonationManager where \(donation.api) donates \(link.className) "
                        + keep,
                    at: donation.location, why: "the SiriKit donation does not surface the App Intent",
                    effort: EffortScale.mechanical, done: appDonated))
        }
        return draft
    }

    package func removeLegacy(_ link: IntentLink, status: CoexistenceStatus) -> Draft {
        var draft = Draft(number: 6)
        let why = "dead code once every supported system uses the App Intent"
        if !link.deadFiles.isEmpty {
            draft.tasks.append(
                task(
                    link, 6, "dead-files",
                    "delete the dead files no build target compiles: " + link.deadFiles.joined(separator: ", "),
                    at: SourceLocation(path: link.deadFiles[0]),
                    why: "they no longer ship; left on disk they mislead readers and tools",
                    effort: EffortScale.mechanical))
        }
        if let definition = link.definition, link.definitionShips {
            draft.tasks.append(
                task(
                    link, 6, "definition",
                    "delete \(link.definition?.name ?? link.className) from "
                        + (link.definitionFile?.path ?? "its definition file"), at: definition.location, why: why,
                    effort: EffortScale.mechanical))
        }
        for handler in link.handlers {
            draft.tasks.append(
                task(
                    link, 6, "handler-\(handler.typeName)", "delete \(handler.typeName)'s \(link.className) handling",
                    at: handler.location, why: why, effort: EffortScale.mechanical))
        }
        for dispatch in link.dispatches {
            draft.tasks.append(
                task(
                    link, 6, "dispatch-\(dispatch.dispatcher)",
                    "delete the \(link.className) branch of \(dispatch.dispatcher)",
                    at: dispatch.location, why: why, effort: EffortScale.mechanical))
        }
        for info in link.listedIn {
            draft.tasks.append(
                task(
                    link, 6, "plist-\(info.path)", "remove \(link.className) from \(info.path)",
                    at: info.location, why: why, effort: EffortScale.mechanical))
        }
        for widget in link.legacyWidgets {
            draft.tasks.append(
                task(
                    link, 6, "widget-\(widget.widgetType)",
                    "delete the IntentConfiguration branch of \(widget.widgetType) "
                        + "(keep the kind)", at: widget.location, why: why, effort: EffortScale.mechanical))
        }
        draft.applicable = !draft.tasks.isEmpty
        return draft
    }
}
