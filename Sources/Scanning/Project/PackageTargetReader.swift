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
            return membership
        }
    }

    package static func argument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        call.arguments.first { $0.label?.text == label }.flatMap { PackageManifestReader.stringValue($0.expression) }
    }
}
