import Model
import XMLSupport

/// Reads `<identity>` of a saved report (schemaVersion 2 and later) back as an `IdentityModel`,
/// so a report kept for a release is a `--baseline` for the continuity rules. Every list is
/// bounded; a required attribute missing is refused naming the line.
package enum IdentityReader {
    /// The most entries of each list a snapshot may hold.
    package static let maximumEntries = 100_000

    package static func read(_ element: XMLElement, _ context: SnapshotReader.Context) throws -> IdentityModel {
        var model = IdentityModel()
        model.intents = try entries(element, "identity-intents", "intent", context).map { try intent($0, context) }
        model.enums = try entries(element, "identity-enums", "enum", context).map { item in
            EnumIdentity(
                origin: try origin(item, context), name: try required(item, "name", context),
                cases: try item.elements(named: "case").prefix(maximumEntries).map {
                    IdentityCase(
                        name: try required($0, "name", context), rawValue: try required($0, "rawValue", context))
                },
                location: try location(item, context))
        }
        model.entities = try entries(element, "identity-entities", "entity", context).map {
            EntityIdentity(
                name: try required($0, "name", context), idType: $0.attribute("idType"),
                location: try location($0, context))
        }
        model.widgets = try entries(element, "identity-widgets", "widget", context).map {
            WidgetIdentity(
                kind: $0.attribute("kind"), kindExpression: $0.attribute("kindExpression") ?? "",
                widgetType: try required($0, "widgetType", context),
                configuration: try required($0, "configuration", context), intentType: $0.attribute("intentType"),
                targets: targets($0), location: try location($0, context))
        }
        model.shortcuts = try entries(element, "identity-shortcuts", "shortcut", context).map {
            ShortcutIdentity(
                provider: try required($0, "provider", context), intent: try required($0, "intent", context),
                location: try location($0, context))
        }
        // Reports written before the targets' bundle identifiers were kept have no <identity-targets>.
        if let list = element.firstElement(named: "identity-targets") {
            let items = list.elements(named: "target")
            guard items.count <= maximumEntries else {
                throw context.invalid(list, "<identity-targets> holds more than \(maximumEntries) entries")
            }
            var bundles: [String: [String]] = [:]
            for item in items {
                let ids = item.elements(named: "bundle").prefix(1000).compactMap { $0.attribute("id") }
                bundles[try required(item, "name", context), default: []] += ids
            }
            model.targetBundleIdentifiers = bundles
        }
        return model
    }

    private static func intent(_ element: XMLElement, _ context: SnapshotReader.Context) throws -> IntentIdentity {
        var intent = IntentIdentity(
            origin: try origin(element, context), typeName: try required(element, "typeName", context),
            persistentIdentifier: try required(element, "persistentIdentifier", context),
            intentClassName: element.attribute("intentClassName"), location: try location(element, context))
        intent.parameters = try element.elements(named: "parameter").prefix(maximumEntries).map {
            IdentityParameter(
                name: try required($0, "name", context), type: try required($0, "type", context),
                hasDefault: $0.attribute("hasDefault") == "true")
        }
        intent.targets = targets(element)
        intent.deprecated = element.attribute("deprecated") == "true"
        intent.replacedBy = element.attribute("replacedBy")
        intent.isDiscoverable = element.attribute("isDiscoverable").map { $0 == "true" }
        return intent
    }

    private static func entries(
        _ element: XMLElement, _ list: String, _ name: String, _ context: SnapshotReader.Context
    ) throws -> [XMLElement] {
        guard let listElement = element.firstElement(named: list) else {
            throw context.invalid(element, "<identity> has no <\(list)>")
        }
        let items = listElement.elements(named: name)
        guard items.count <= maximumEntries else {
            throw context.invalid(listElement, "<\(list)> holds more than \(maximumEntries) entries")
        }
        return items
    }

    private static func targets(_ element: XMLElement) -> [String] {
        element.elements(named: "target").prefix(1000).compactMap { $0.attribute("name") }
    }

    private static func required(
        _ element: XMLElement, _ name: String, _ context: SnapshotReader.Context
    ) throws -> String {
        guard let value = element.attribute(name) else {
            throw context.invalid(element, "<\(element.name)> in <identity> has no \(name)")
        }
        return value
    }

    private static func origin(_ element: XMLElement, _ context: SnapshotReader.Context) throws -> IdentityOrigin {
        let text = try required(element, "origin", context)
        guard let origin = IdentityOrigin(rawValue: text) else {
            throw context.invalid(element, "<\(element.name)> in <identity> has the unknown origin '\(text)'")
        }
        return origin
    }

    private static func location(_ element: XMLElement, _ context: SnapshotReader.Context) throws -> SourceLocation {
        let line = try context.number(element, "line", in: 0...10_000_000) ?? 0
        let column = try context.number(element, "column", in: 0...10_000_000) ?? 0
        return SourceLocation(path: element.attribute("path") ?? "", line: line, column: column)
    }
}
