import Model

/// IA601: an Intents extension whose intents are all migrated or ready to retire.
package struct IntentsExtensionCanGo: Rule {
    package let id = RuleID.intentsExtensionCanGo
    package let title = "Intents extension can be removed"
    package let severity = Severity.note
    package let step = 6
    package let effort = EffortScale.mechanical
    package let explanation = """
        An Intents extension costs launch time, memory and review surface. Once every intent it serves has a \
        CustomIntentMigratedAppIntent counterpart and the deployment targets no longer need the SiriKit path, \
        nothing calls it any more.
        """
    package let fix = "Remove the extension target, its Info.plist and its handlers (step 6)."
    package let needsStatuses = true

    package func check(_ context: RuleContext) -> [Finding] {
        context.inventory.extensions.compactMap { info in
            guard info.extensionPoint == "com.apple.intents-service" else { return nil }
            // Entries that name no known intent are IA602's business; they do not keep the extension alive.
            let served = info.servedIntents(in: context.inventory).filter { context.statuses[$0] != nil }
            guard !served.isEmpty, served.allSatisfy({ [.migrated, .readyToRetire].contains(context.statuses[$0]) })
            else { return nil }
            return finding(
                intent: nil, key: served.joined(separator: ","), at: info.location,
                "the Intents extension at \(info.path) serves only \(served.joined(separator: ", ")), all migrated or "
                    + "ready to retire: it can go")
        }
    }
}

extension RuleID {
    package static let intentsExtensionCanGo: RuleID = "IA601"
}
