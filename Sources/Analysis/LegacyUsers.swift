import Model

/// Whether users could have saved anything with a legacy intent whose definition ships today: the
/// step of a loss chain that says there is something to lose.
///
/// A user saves a shortcut with an intent the app handles (a handler, a dispatch branch), sees it
/// suggested after a donation, reaches it through an Info.plist list (`IntentsSupported`,
/// `NSUserActivityTypes`), or places a widget an `IntentConfiguration` configures with it (today or
/// in an earlier release compared). With none of these in the tree, nothing was saved with it; a
/// donation or dispatch the audit could not tie to an intent, a legacy file no target builds, or an
/// earlier release that built the intent (its handlers are not recorded) may be one of them, and
/// then the audit cannot tell.
package enum LegacyUsers {
    package enum Use: Sendable {
        /// How users reach it, as a proof step.
        case used(ProofStep)
        /// A step that could be a use but was not tied to the intent.
        case unknown(ProofStep)
        /// Nothing in the tree (or an earlier state compared) uses it.
        case never(ProofStep)
    }

    package static func use(of link: IntentLink, _ context: RuleContext) -> Use {
        let name = link.className
        if let widget = link.legacyWidgets.first {
            return .used(
                ProofStep(
                    "\(widget.widgetType)'s IntentConfiguration is configured by \(name): users place and "
                        + "configure its widgets", at: widget.location))
        }
        if let handler = link.handlers.first {
            return .used(ProofStep("\(name) is handled at \(handler.location): users run it from Siri and Shortcuts"))
        }
        if let dispatch = link.dispatches.first {
            return .used(ProofStep("\(name) is dispatched to a handler at \(dispatch.location)"))
        }
        if let donation = link.legacyDonations.first {
            return .used(ProofStep("\(name) is donated at \(donation.location): users are offered it"))
        }
        if let plist = link.listedIn.first {
            return .used(ProofStep("\(plist.path) lists \(name)", at: plist.location))
        }
        for state in context.earlier {
            if let widget = state.identity.widgets.first(where: {
                $0.configuration == "IntentConfiguration" && $0.intentType == name && !$0.targets.isEmpty
            }) {
                return .used(
                    ProofStep(
                        "at \(state.label) \(widget.widgetType)'s IntentConfiguration was configured by \(name): "
                            + "users placed its widgets", at: widget.location, release: state.label))
            }
        }
        let inventory = context.inventory
        if link.isWidgetIntent
            || inventory.providers.contains(where: { $0.intentType == name })
            || inventory.widgets.contains(where: { $0.intentType == name })
        {
            return .unknown(
                .cannotTell(
                    "a widget may be configured by \(name) in a file no target builds or through a provider the "
                        + "audit could not tie to a widget"))
        }
        if !link.deadFiles.isEmpty {
            return .unknown(
                .cannotTell(
                    "\(link.deadFiles.joined(separator: ", ")) use\(link.deadFiles.count == 1 ? "s" : "") \(name) but "
                        + "no target builds \(link.deadFiles.count == 1 ? "it" : "them"); if an earlier release did, "
                        + "its users saved shortcuts with it"))
        }
        if let untied = inventory.donations.first(where: {
            $0.intent == nil && !IntentLink.unnamingDonationAPIs.contains($0.api)
        }) {
            return .unknown(
                .cannotTell(
                    "a donation at \(untied.location) was not tied to an intent; if it donates \(name), users were "
                        + "offered it", at: untied.location))
        }
        if let untied = inventory.dispatches.first(where: { $0.intent == nil && $0.handler == nil }) {
            return .unknown(
                .cannotTell(
                    "a handler dispatch at \(untied.location) was not tied to an intent; if it handles \(name), "
                        + "users run it", at: untied.location))
        }
        for state in context.earlier {
            // An earlier release built it: whether a handler of that release ran it, its state does not say.
            if let earlier = state.identity.intents.first(where: {
                $0.origin == .legacy && $0.typeName == name && !$0.targets.isEmpty
            }) {
                return .unknown(
                    .cannotTell(
                        "at \(state.label) \(earlier.targets.joined(separator: ", ")) built \(name); whether users "
                            + "ran it then, that state does not say (nothing uses it today)",
                        at: earlier.location))
            }
        }
        return .never(
            ProofStep(
                "no handler, dispatch, donation, Info.plist entry or IntentConfiguration of \(name) is in the tree"
                    + (context.earlier.isEmpty ? "" : " or in the earlier states compared")
                    + ": users cannot have run it, been offered it or placed a widget with it"))
    }
}
