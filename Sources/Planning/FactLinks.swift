import Analysis
import Model

/// Ties the inventory's handlers, donations and widget configurations to each legacy intent, once,
/// for the reports: what the linker tied (`linked`), what names the intent but ships in no target
/// (`unshipped`), and what names it or sits at a linked fact's place without the linker tying it
/// (`named`). Each list comes in inventory order.
package struct FactLinks {
    private let inventory: Inventory
    private var handlersByName: [String: [Int]] = [:], handlersByLocation: [SourceLocation: [Int]] = [:]
    private var donationsByName: [String: [Int]] = [:], untypedDonationsByLocation: [SourceLocation: [Int]] = [:]
    private var widgetsByType: [String: [Int]] = [:], widgetsByLocation: [SourceLocation: [Int]] = [:]

    package init(_ inventory: Inventory) {
        self.inventory = inventory
        for (position, handler) in inventory.handlers.enumerated() {
            handlersByLocation[handler.location, default: []].append(position)
            for name in Set(handler.intents) { handlersByName[name, default: []].append(position) }
        }
        for (position, donation) in inventory.donations.enumerated() {
            // A donation that names another intent is that intent's, wherever it sits.
            if let name = donation.intent {
                donationsByName[name, default: []].append(position)
            } else {
                untypedDonationsByLocation[donation.location, default: []].append(position)
            }
        }
        for (position, widget) in inventory.widgets.enumerated() {
            widgetsByLocation[widget.location, default: []].append(position)
            if let type = widget.intentType { widgetsByType[type, default: []].append(position) }
        }
    }

    package func handlers(_ link: IntentLink) -> [FactLink<IntentHandler>] {
        tie(
            link.handlers, inventory.handlers, names: [link.className], byName: handlersByName,
            byLocation: handlersByLocation, dead: link.deadFiles)
    }

    package func donations(_ link: IntentLink) -> [FactLink<Donation>] {
        tie(
            link.donations, inventory.donations, names: [link.className], byName: donationsByName,
            byLocation: untypedDonationsByLocation, dead: link.deadFiles)
    }

    /// The widget configurations built with the intent or its counterpart, beside those the linker tied
    /// by kind or widget type, so an `IntentConfiguration` and its `AppIntentConfiguration` show together.
    package func widgets(_ link: IntentLink) -> [FactLink<WidgetConfiguration>] {
        tie(
            link.legacyWidgets + link.appWidgets, inventory.widgets,
            names: [link.className, link.counterpart?.name].compactMap { $0 }, byName: widgetsByType,
            byLocation: widgetsByLocation, dead: link.deadFiles)
    }

    private func tie<Fact: Hashable & Codable & Sendable & InventoryOrdered>(
        _ linked: [Fact], _ facts: [Fact], names: [String], byName: [String: [Int]],
        byLocation: [SourceLocation: [Int]], dead: [String]
    ) -> [FactLink<Fact>] {
        let tied = Set(linked)
        let deadPaths = Set(dead)
        var positions = Set(linked.flatMap { $0.orderLocation.flatMap { byLocation[$0] } ?? [] })
        for name in names { positions.formUnion(byName[name] ?? []) }
        var links = positions.sorted().map { position -> FactLink<Fact> in
            let fact = facts[position]
            if tied.contains(fact) { return FactLink(fact, .linked) }
            return FactLink(fact, deadPaths.contains(fact.orderLocation?.path ?? "") ? .unshipped : .named)
        }
        // A tied fact the inventory does not list (a test's hand-built link) is still the intent's.
        let listed = Set(links.map(\.fact))
        links += linked.filter { !listed.contains($0) }.map { FactLink($0, .linked) }
        return links.inventoryOrdered()
    }
}
