import Model

/// Whether an App Intent carries a legacy intent's users: what turns "the system does not see this
/// App Intent" (a missing feature, a warning) into a loss (an error).
///
/// It does when it is the counterpart of a legacy intent, adopts `CustomIntentMigratedAppIntent` with
/// that intent's class as `intentClassName` (the system maps the shortcuts users saved and the widgets
/// they configured with the legacy intent onto it), a release shipped the legacy intent, and nothing of
/// the legacy path ships any more to serve them instead. Each link of that chain is a proof step; a link
/// the audit cannot resolve (no earlier release shows that the legacy intent shipped) is a "cannot tell"
/// step, which makes the finding a note.
///
/// It also does when it configures widgets users placed: an `AppIntentConfiguration` built today with it
/// as its intent, of a kind an earlier release built (the system finds a placed widget again by its kind).
package enum CarriedUsers {
    /// The legacy intent whose users `name` carries, and the steps that prove it; nil when it carries
    /// none (no legacy intent maps onto it, or the legacy path still serves its users).
    package static func chain(for name: String, _ context: RuleContext) -> (link: IntentLink, steps: [ProofStep])? {
        for link in context.links.sorted(by: { $0.className < $1.className }) {
            guard let counterpart = link.counterpart, counterpart.name == name,
                counterpart.roles.contains("custom-intent-migrated"), counterpart.intentClassName == link.className,
                !link.legacyStillWired
            else { continue }
            var steps: [ProofStep]
            if link.definition != nil {
                steps = ProofSteps.legacyIntent(link, context)
            } else {
                steps = [
                    ProofStep("\(link.className) is a legacy intent class the tree still names"),
                    ProofSteps.shippedBefore(link, file: "a definition of \(link.className)", context),
                ]
            }
            steps.append(ProofSteps.carriesClassName(link, counterpart))
            let widgets = Set(link.appWidgets.compactMap(\.kind)).sorted()
            let placed = widgets.isEmpty ? "" : " and the widgets of kind \(widgets.joined(separator: ", "))"
            steps.append(
                ProofStep(
                    "nothing of \(link.className)'s legacy path ships any more (no built definition, handler, "
                        + "IntentConfiguration or SiriKit donation): its users' shortcuts\(placed) run only "
                        + "through \(name)"))
            return (link, steps)
        }
        return nil
    }

    /// The steps that prove `name` configures widgets users placed; nil when no earlier release shows a
    /// widget of the kind of an `AppIntentConfiguration` it configures today.
    package static func placedWidgets(for name: String, _ context: RuleContext) -> [ProofStep]? {
        let widgets = context.inventory.widgets.filter {
            $0.configuration == "AppIntentConfiguration" && $0.intentType == name && $0.kind != nil
        }
        for widget in widgets.sorted(by: { $0.location < $1.location }) {
            guard let kind = widget.kind else { continue }
            for state in context.earlier {
                guard
                    let earlier = state.identity.widgets.first(where: {
                        !$0.isControl && $0.kind == kind && !$0.targets.isEmpty
                    })
                else { continue }
                return [
                    ProofStep(
                        "\(widget.widgetType)'s AppIntentConfiguration has kind \"\(kind)\" and is configured with "
                            + name, at: widget.location),
                    ProofStep(
                        "at \(state.label) \(earlier.targets.joined(separator: ", ")) built a widget of kind \"\(kind)\": "
                            + "users placed widgets of it", at: earlier.location, release: state.label),
                    ProofStep(
                        "a placed widget's configuration is read through its configuration intent's metadata: without "
                            + "it the widgets of kind \"\(kind)\" cannot be edited and the configuration users chose is "
                            + "not resolved"),
                ]
            }
        }
        return nil
    }
}
