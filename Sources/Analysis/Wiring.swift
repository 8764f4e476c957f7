import Model

/// The inventory's wiring indexed by legacy class name, built once, so linking every intent is one
/// pass over the inventory rather than one pass per intent.
package struct Wiring {
    package var handlers: [String: [IntentHandler]] = [:]
    package var dispatches: [String: [HandlerDispatch]] = [:]
    package var donations: [String: [Donation]] = [:]
    package var legacyWidgets: [String: [WidgetConfiguration]] = [:]
    package var listedIn: [String: [ExtensionInfo]] = [:]
    /// `AppIntentConfiguration`s (by position in `appIntentWidgets`) by intent type, kind and widget type.
    private var appIntentWidgets: [WidgetConfiguration] = []
    private var byIntentType: [String: [Int]] = [:]
    private var byKind: [String: [Int]] = [:]
    private var byWidgetType: [String: [Int]] = [:]

    package init(_ inventory: Inventory) {
        for handler in inventory.handlers {
            for name in Set(handler.intents) { handlers[name, default: []].append(handler) }
        }
        for dispatch in inventory.dispatches {
            if let name = dispatch.intent { dispatches[name, default: []].append(dispatch) }
        }
        for donation in inventory.donations {
            if let name = donation.intent { donations[name, default: []].append(donation) }
        }
        for info in inventory.extensions {
            for name in Set(info.intentsSupported + info.intentsRestrictedWhileLocked + info.appIntentsSupported) {
                listedIn[name, default: []].append(info)
            }
        }
        for widget in inventory.widgets {
            if widget.configuration == "IntentConfiguration", let name = widget.intentType {
                legacyWidgets[name, default: []].append(widget)
            } else if widget.configuration == "AppIntentConfiguration" {
                let position = appIntentWidgets.count
                appIntentWidgets.append(widget)
                if let type = widget.intentType { byIntentType[type, default: []].append(position) }
                if let kind = widget.kind { byKind[kind, default: []].append(position) }
                byWidgetType[widget.widgetType, default: []].append(position)
            }
        }
    }

    /// `AppIntentConfiguration`s built with the counterpart, with a legacy widget's kind, or in a legacy widget's type.
    package func appWidgets(counterpart: String?, kinds: Set<String>, widgetTypes: Set<String>) -> [WidgetConfiguration]
    {
        var positions = Set(counterpart.flatMap { byIntentType[$0] } ?? [])
        for kind in kinds { positions.formUnion(byKind[kind] ?? []) }
        for type in widgetTypes { positions.formUnion(byWidgetType[type] ?? []) }
        return positions.sorted().map { appIntentWidgets[$0] }
    }
}
