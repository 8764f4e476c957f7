import Model

/// IA404: the converter's placeholder `perform()` (it only returns `.result()`) is still in place.
/// Only counterparts and `CustomIntentMigratedAppIntent`s are checked: button and open-app intents
/// in real apps return `.result()` on purpose.
package struct PlaceholderPerform: Rule {
    package let id = RuleID.placeholderPerform
    package let title = "Converter placeholder perform() left in"
    package let severity = Severity.warning
    package let step = 4
    package let effort = EffortScale.handlerLogic
    /// No task of its own: step 4 turns the placeholder perform() into its own task.
    package let addsPlanTask = false
    package let explanation = """
        Xcode's Convert to App Intent writes a perform() that only returns `.result()` next to a TODO. On iOS 16 \
        and later Shortcuts and Siri run the App Intent instead of the legacy handler, so the action reports \
        success and does nothing.
        """
    package let fix = "Port the handler's handle(intent:) logic into perform()."

    package func check(_ context: RuleContext) -> [Finding] {
        let owners = Dictionary(
            context.linksWithCounterpart.map { ($1.name, $0.className) }, uniquingKeysWith: { a, _ in a })
        let links = Dictionary(context.links.map { ($0.className, $0) }, uniquingKeysWith: { a, _ in a })
        return context.inventory.appIntents.compactMap { declaration in
            guard declaration.performIsPlaceholder, IntentLinker.isIntent(declaration),
                !declaration.roles.contains("widget-configuration-intent"),
                owners[declaration.name] != nil || declaration.roles.contains("custom-intent-migrated")
            else { return nil }
            return finding(
                intent: owners[declaration.name] ?? declaration.name, key: declaration.name, at: declaration.location,
                "\(declaration.name).perform() only returns .result(): the action does nothing"
                    + (owners[declaration.name].map { Self.whereTheLogicIs(links[$0], className: $0) } ?? ""))
        }
    }
}

extension PlaceholderPerform {
    /// Where the logic to port is: a handler that still ships, or only files no target builds any more.
    static func whereTheLogicIs(_ link: IntentLink?, className: String) -> String {
        guard let link else { return "" }
        if !link.handlers.isEmpty { return " (the legacy \(className) handler still holds the logic)" }
        if !link.deadFiles.isEmpty {
            return " (the legacy \(className) handler no longer ships: its logic is only in files no target builds)"
        }
        return ""
    }
}

extension RuleID {
    package static let placeholderPerform: RuleID = "IA404"
}
