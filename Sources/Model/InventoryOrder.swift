/// The one ordering of the inventory's facts and of the intents in every report: by path, then line,
/// then column, then the fact's own name. A fact without a location sorts first. Each kind of fact
/// names its tie-breaker here, once; the report's lists, the JSON and the plan's links all use it.
package protocol InventoryOrdered {
    var orderLocation: SourceLocation? { get }
    var orderName: String { get }
}

/// Path, then line, then column, then name.
package struct InventorySortKey: Comparable, Sendable {
    package var path: String
    package var line: Int
    package var column: Int
    package var name: String

    package init(_ location: SourceLocation?, _ name: String) {
        path = location?.path ?? ""
        line = location?.line ?? 0
        column = location?.column ?? 0
        self.name = name
    }

    package static func < (a: InventorySortKey, b: InventorySortKey) -> Bool {
        (a.path, a.line, a.column, a.name) < (b.path, b.line, b.column, b.name)
    }
}

extension InventoryOrdered {
    package var orderKey: InventorySortKey { InventorySortKey(orderLocation, orderName) }
}

extension Sequence where Element: InventoryOrdered {
    /// The facts in inventory order (the sort is stable, so equal keys keep their order).
    package func inventoryOrdered() -> [Element] {
        enumerated().sorted { ($0.element.orderKey, $0.offset) < ($1.element.orderKey, $1.offset) }.map(\.element)
    }
}

extension IntentHandler: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { typeName }
}

extension HandlerMethod: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { name }
}

extension HandlerDispatch: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { intent ?? "" }
}

extension Donation: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { api }
}

extension WidgetConfiguration: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { configuration }
}

extension WidgetProvider: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { typeName }
}

extension WidgetBundleInfo: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { typeName }
}

extension AppIntentDeclaration: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { name }
}

extension ExtensionInfo: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { path }
}

extension DeploymentTarget: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { platform + (target ?? "") }
}

extension ProjectSettings: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { classPrefix ?? "" }
}

extension Suppression: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { rule }
}

extension IntentDefinition: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { className }
}

extension IntentAssessment: InventoryOrdered {
    package var orderLocation: SourceLocation? { definedIn }
    package var orderName: String { name }
}

extension IntentEnum: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { name }
}

extension IntentCustomType: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { name }
}

extension ControlConfiguration: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { configuration }
}

extension ComplicationDataSource: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { typeName }
}

extension ComplicationMigration: InventoryOrdered {
    package var orderLocation: SourceLocation? { location }
    package var orderName: String { configuration }
}
