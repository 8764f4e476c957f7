import Model

/// IA705: `placeholder(in:)` does I/O or store access.
package struct HeavyPlaceholder: Rule {
    package let id = RuleID.heavyPlaceholder
    package let title = "Heavy work in placeholder(in:)"
    package let severity = Severity.warning
    package let step = 7
    package let effort = EffortScale.smallType
    package let lane = PlanTask.Lane.polish
    package let explanation = """
        WidgetKit calls placeholder(in:) synchronously to draw the redacted preview, including while converting \
        and reloading migrated widgets. Network, database or file work there delays or blanks the widget; the \
        placeholder must only build static sample data.
        """
    package let fix = "Return static sample data from placeholder(in:); load real data in the timeline."

    package func check(_ context: RuleContext) -> [Finding] {
        let owners = Dictionary(
            context.links.flatMap { link in
                [link.className, link.counterpart?.name].compactMap { $0 }.map { ($0, link.className) }
            }, uniquingKeysWith: { a, _ in a })
        return context.inventory.providers.compactMap { provider in
            guard !provider.placeholderWork.isEmpty else { return nil }
            return finding(
                intent: provider.intentType.flatMap { owners[$0] ?? $0 }, key: provider.typeName,
                at: provider.placeholderLocation ?? provider.location,
                "\(provider.typeName).placeholder(in:) calls \(provider.placeholderWork.joined(separator: ", "))")
        }
    }
}

extension RuleID {
    package static let heavyPlaceholder: RuleID = "IA705"
}
