import Foundation
import Model

/// Reads what each build configuration of a native target sets for `#if`: the project's and the
/// target's `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS` for the configuration of
/// the same name, and the xcconfig files (`baseConfigurationReference`) under each, as layers in
/// Xcode's order. A setting written with a condition (`KEY[sdk=iphoneos*]`) makes its names uncertain.
package enum PBXConditionReader {
    package static let settings = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS"]

    package static func conditions(
        target: PropertyListValue, project: PropertyListValue, graph: PBXProjectReader.Graph, tree: PBXGroupTree
    ) -> [ConfigurationConditions] {
        let projectConfigurations = graph.configurations(of: project)
        return graph.configurations(of: target).filter { !$0.name.isEmpty }.map { own in
            let projectLevel = projectConfigurations.first { $0.name == own.name }
            var layers: [ConditionLayer] = []
            var uncertain: [String] = []
            for (level, source) in [(projectLevel, "project"), (own, "target")] {
                guard let level else { continue }
                if let reference = level.object["baseConfigurationReference"]?.string,
                    let path = tree.filePaths(of: reference).first
                {
                    layers.append(ConditionLayer(source: "xcconfig", file: path))
                }
                let entries = level.object["buildSettings"]?.entries ?? []
                var layer = ConditionLayer(source: source)
                for entry in entries {
                    let key = DeploymentSettings.plainKey(entry.key)
                    guard settings.contains(key), let value = text(entry.value) else { continue }
                    if key != entry.key.trimmingCharacters(in: .whitespaces) {
                        uncertain += ConditionLayer.names(in: value, setting: key)
                    } else if key == settings[0] {
                        layer.activeConditions = value
                    } else {
                        layer.otherSwiftFlags = value
                    }
                }
                layers.append(layer)
            }
            return ConfigurationConditions(configuration: own.name, layers: layers, uncertain: uncertain.sorted())
        }
    }

    /// A setting's value: a string, or an array's strings joined by spaces.
    private static func text(_ value: PropertyListValue) -> String? {
        if let string = value.string { return string }
        return value.array.map { $0.compactMap(\.string).joined(separator: " ") }
    }
}
