import Model
import SwiftSyntax

/// Reads the `targets:` of a `Package.swift` as memberships: each `.target(name:path:)` (also
/// `executableTarget`, `testTarget`, `macro`, `plugin`) owns its folder, `path:` when given, else
/// `Sources/<name>` (`Tests/<name>` for tests, `Plugins/<name>` for plugins), under the folder of
/// the manifest. The package's platforms are every target's deployment targets.
package enum PackageTargetReader {
    package static let defaultFolders: [String: String] = [
        "target": "Sources", "executableTarget": "Sources", "macro": "Sources",
        "testTarget": "Tests", "plugin": "Plugins",
    ]

    package static func memberships(
        of package: FunctionCallExprSyntax, manifestPath: String,
        deploymentTargets: [DeploymentTarget], converter: SourceLocationConverter
    ) -> [TargetMembership] {
        guard
            let array = package.arguments.first(where: { $0.label?.text == "targets" })?.expression
                .as(ArrayExprSyntax.self)
        else { return [] }
        let packageFolder = PBXGroupTree.projectFolder(of: manifestPath)
        return array.elements.compactMap { element -> TargetMembership? in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let defaultFolder = defaultFolders[kind],
                let name = argument("name", of: call)
            else { return nil }
            let relative = argument("path", of: call) ?? "\(defaultFolder)/\(name)"
            guard let folder = PBXGroupTree.join(packageFolder, relative) else { return nil }
            var membership = TargetMembership(
                target: name, source: "Package.swift",
                location: SourceLocation(path: manifestPath, line: element.startLocation(converter: converter).line))
            membership.folders = [folder]
            membership.deploymentTargets = deploymentTargets
            membership.platforms = Set(deploymentTargets.map(\.platform)).sorted()
            membership.configurationConditions = conditions(of: call)
            return membership
        }
    }

    /// `swiftSettings: [.define("A"), .define("B", .when(configuration: .debug))]` as a debug and a
    /// release configuration (SwiftPM sets `DEBUG` in debug builds); a define under
    /// `.when(platforms:)` or one written with a variable is uncertain.
    package static func conditions(of target: FunctionCallExprSyntax) -> [ConfigurationConditions] {
        var debug = ["DEBUG"], release: [String] = [], uncertain: [String] = []
        let settings = target.arguments.first { $0.label?.text == "swiftSettings" }?.expression.as(ArrayExprSyntax.self)
        for element in settings?.elements ?? [] {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "define",
                let nameArgument = call.arguments.first,
                let name = PackageManifestReader.stringValue(nameArgument.expression)
            else { continue }
            guard let condition = call.arguments.dropFirst().first?.expression else {
                debug.append(name)
                release.append(name)
                continue
            }
            // `.when(configuration: .debug)`: the labels of the `when` call and the members it names.
            let labels = condition.as(FunctionCallExprSyntax.self)?.arguments.compactMap { $0.label?.text } ?? []
            let members = Set(
                NodeCollector<MemberAccessExprSyntax>.collect(in: condition).map(\.declName.baseName.text))
            if labels == ["configuration"] && members.contains("debug") {
                debug.append(name)
            } else if labels == ["configuration"] && members.contains("release") {
                release.append(name)
            } else {
                uncertain.append(name)
            }
        }
        return [("Debug", debug), ("Release", release)].map { configuration, names in
            ConfigurationConditions(
                configuration: configuration,
                layers: [ConditionLayer(source: "package", activeConditions: names.joined(separator: " "))],
                uncertain: uncertain)
        }
    }

    package static func argument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        call.arguments.first { $0.label?.text == label }.flatMap { PackageManifestReader.stringValue($0.expression) }
    }
}
