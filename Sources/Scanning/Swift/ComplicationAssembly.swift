import Model

/// Builds ClockKit complication data sources (with their descriptors and `widgetMigrator`) and the
/// widget migration configurations from the merged types and every file's ClockKit calls.
package enum ComplicationAssembly {
    package static let dataSourceProtocol = "CLKComplicationDataSource"
    /// The data source methods that give the complications as descriptors (watchOS 7 and later).
    package static let descriptorMethods: Set<String> = ["getComplicationDescriptors", "complicationDescriptors"]

    package static func dataSources(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [ComplicationDataSource] {
        let calls = files.flatMap(\.complicationCalls).filter { $0.callee == ComplicationReader.descriptorName }
        return index.groups.values.compactMap { group -> ComplicationDataSource? in
            guard index.conformances(of: group).contains(dataSourceProtocol) else { return nil }
            let anchor = group.anchor { $0.inherited.contains(dataSourceProtocol) }
            let descriptors = calls.filter { $0.enclosingType == group.name }.map { call in
                ComplicationDescriptor(
                    identifier: call.literal
                        ?? index.constant(call.expression, in: call.enclosingType, file: call.location.path),
                    identifierExpression: call.expression, displayName: call.displayName, families: call.families,
                    location: call.location)
            }
            let migrator = group.properties.first { $0.name == "widgetMigrator" && !$0.isStatic }
            let describing = group.functions.first { descriptorMethods.contains($0.name) && !$0.isStatic }
            return ComplicationDataSource(
                typeName: group.name, descriptors: descriptors.sorted { $0.location < $1.location },
                widgetMigrator: migrator?.location, descriptorMethod: describing?.location, location: anchor.location,
                conditions: anchor.conditions)
        }
    }

    package static func migrations(_ files: [SwiftFileFacts], index: SwiftTypeIndex) -> [ComplicationMigration] {
        files.flatMap(\.complicationCalls).filter { ComplicationReader.migrationNames.contains($0.callee) }.map {
            call in
            ComplicationMigration(
                migratorType: call.enclosingType, configuration: call.callee,
                kind: call.literal ?? index.constant(call.expression, in: call.enclosingType, file: call.location.path),
                kindExpression: call.expression,
                intentType: call.intentType.map { index.resolve($0, in: call.enclosingType) },
                location: call.location, conditions: call.conditions)
        }
    }
}
