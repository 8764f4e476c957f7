import Model

/// Builds controls: the `AppIntentControlConfiguration`s and `StaticControlConfiguration`s a
/// `ControlWidget`'s `body` reaches, with the configuration intent from `intent: X.self` or from the
/// value provider (`AppIntentControlValueProvider`).
package enum ControlAssembly {
    /// Value-provider methods whose `configuration` argument is the configuration intent.
    package static let providerMethods: Set<String> = ["currentValue", "previewValue"]

    package static func controls(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [ControlConfiguration] {
        WidgetAssembly.configurations(files, index: index, providers: []) {
            ControlConfiguration.configurationNames.contains($0)
        }.map { widget, fact in
            ControlConfiguration(
                controlType: widget.widgetType, configuration: widget.configuration, kind: widget.kind,
                kindExpression: widget.kindExpression,
                intentType: widget.configuration == "StaticControlConfiguration"
                    ? nil : widget.intentType ?? fact.providerType.flatMap { intentType(ofProvider: $0, index: index) },
                providerType: widget.providerType,
                actionIntents: Array(Set(fact.actionTypes.map { index.resolve($0, in: fact.enclosingType) })).sorted(),
                availability: widget.availability, location: widget.location, conditions: widget.conditions)
        }
    }

    /// `typealias Configuration = X` (or `Intent`), else the `configuration:` parameter of its methods.
    private static func intentType(ofProvider name: String, index: SwiftTypeIndex) -> String? {
        guard let group = index.groups[name] else { return nil }
        for alias in ["Configuration", "Intent"] {
            if let written = group.parts.lazy.compactMap({ $0.typealiases[alias] }).first {
                return index.resolve(written, in: group.name)
            }
        }
        for function in group.functions
        where providerMethods.contains(function.name) && function.labels.first == "configuration" {
            if let type = function.parameterTypes.first.flatMap(TypeText.nominal) {
                return index.resolve(type, in: group.name)
            }
        }
        return nil
    }
}
