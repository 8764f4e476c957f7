import Discovery
import Foundation
import Model

/// Reads `project.pbxproj` (an old-style property list) through its objects graph: the
/// `PBXProject`'s `CLASSPREFIX` attribute, `INTENTS_CODEGEN_LANGUAGE`, and each native target's
/// deployment targets from its build configurations, falling back to the project-level
/// configurations for a platform the target does not set, and its bundle identifiers. Values built from variables
/// (`$(inherited)`, `$(RECOMMENDED_…)`) are skipped, not guessed. Each native target's member
/// files are read too (`PBXTargetMembershipReader`).
///
/// Its loops (targets, build phases, files, configurations) check the file's deadline: a project
/// file whose graph makes them long (thousands of targets sharing thousands of files) is cut there
/// with a diagnostic, and the audit goes on.
package enum PBXProjectReader {
    package static func read(_ file: SourceFile, limits: Limits = Limits()) -> Inventory {
        var deadline = ParseDeadline.never
        return read(file, limits: limits, deadline: &deadline)
    }

    package static func read(_ file: SourceFile, limits: Limits, deadline: inout ParseDeadline) -> Inventory {
        var inventory = read(file, limits: limits, checking: &deadline)
        if deadline.hasPassed {
            inventory = Inventory()
            inventory.diagnostics = [IsolatedParse.stoppedPartWay(file.path, what: "project file", limits: limits)]
        }
        return inventory
    }

    private static func read(_ file: SourceFile, limits: Limits, checking deadline: inout ParseDeadline) -> Inventory {
        var inventory = Inventory()
        let (value, diagnostic) = PropertyListReader.read(file, describing: "project file", limits: limits)
        guard let root = value else {
            inventory.diagnostics += diagnostic.map { [$0] } ?? []
            return inventory
        }
        guard let objectEntries = root["objects"]?.entries,
            let rootID = root["rootObject"]?.string
        else {
            inventory.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: root.line),
                    "project file without 'objects' or 'rootObject'"))
            return inventory
        }
        let graph = Graph(
            objects: Dictionary(objectEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }))
        guard let project = graph.objects[rootID], project["isa"]?.string == "PBXProject" else {
            inventory.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: root.entry("rootObject")?.keyLine ?? 0),
                    "the rootObject '\(rootID)' is not a PBXProject"))
            return inventory
        }
        let location = { (line: Int) in SourceLocation(path: file.path, line: line) }
        let projectSettings = graph.settings(of: project)
        var targets: [(id: String, name: String, settings: [PropertyListEntry])] = []
        for id in project["targets"]?.array?.compactMap(\.string) ?? [] {
            if deadline.passed() { return inventory }
            guard let target = graph.objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            targets.append((id, target["name"]?.string ?? id, graph.settings(of: target)))
        }

        var settings = ProjectSettings(location: location(root.line))
        settings.developmentRegion = project["developmentRegion"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        if let prefix = project["attributes"]?.entry("CLASSPREFIX") {
            settings.classPrefix = prefix.value.string
            settings.location = location(prefix.keyLine)
        }
        if let codegen = (projectSettings + targets.flatMap(\.settings)).first(where: {
            $0.key == "INTENTS_CODEGEN_LANGUAGE"
        }),
            let language = codegen.value.string, !language.contains("$")
        {
            settings.codegenLanguage = language
            if settings.classPrefix == nil { settings.location = location(codegen.keyLine) }
        }
        inventory.projects = [settings]

        if targets.isEmpty {
            inventory.deploymentTargets = deploymentTargets(
                projectSettings, fallback: [], target: nil, location: location)
        }
        let lines = Dictionary(objectEntries.map { ($0.key, $0.keyLine) }, uniquingKeysWith: { a, _ in a })
        var native: [PBXTargetMembershipReader.NativeTarget] = []
        for target in targets {
            if deadline.passed() { return inventory }
            let deployment = deploymentTargets(
                target.settings, fallback: projectSettings, target: target.name, location: location)
            inventory.deploymentTargets += deployment
            let named = platforms(target.settings) ?? platforms(projectSettings) ?? []
            native.append(
                .init(
                    id: target.id, name: target.name, line: lines[target.id] ?? 0,
                    platforms: named.union(deployment.map(\.platform)), deploymentTargets: deployment))
        }
        let tree = PBXGroupTree(objects: graph.objects, projectFilePath: file.path, project: project)
        inventory.targetMemberships = PBXTargetMembershipReader.read(
            tree: tree, targets: native, path: file.path, deadline: &deadline)
        for (index, target) in native.enumerated() {
            if deadline.passed() { return inventory }
            guard let object = graph.objects[target.id] else { continue }
            inventory.targetMemberships[index].configurationConditions = PBXConditionReader.conditions(
                target: object, project: project, graph: graph, tree: tree)
            inventory.targetMemberships[index].bundleIdentifiers = bundleIdentifiers(graph.settings(of: object))
            inventory.targetMemberships[index].infoPlists = infoPlists(
                targets[index].settings, folder: tree.projectFolder)
            inventory.targetMemberships[index].macCatalyst = macCatalyst(
                targets[index].settings, project: projectSettings,
                xcconfig: inventory.targetMemberships[index].configurationConditions.contains {
                    $0.layers.contains { $0.file != nil }
                })
        }
        return inventory
    }

    /// One entry per platform and distinct version; the target's own settings win over the project's.
    package static func deploymentTargets(
        _ own: [PropertyListEntry], fallback: [PropertyListEntry], target: String?,
        location: (Int) -> SourceLocation
    ) -> [DeploymentTarget] {
        let allowed = platforms(own) ?? platforms(fallback)
        var result: [DeploymentTarget] = []
        for (setting, platform, _) in DeploymentSettings.platforms where allowed?.contains(platform) ?? true {
            let ownValues = own.filter { DeploymentSettings.plainKey($0.key) == setting }
            let values =
                ownValues.isEmpty ? fallback.filter { DeploymentSettings.plainKey($0.key) == setting } : ownValues
            var seen: Set<String> = []
            for entry in values.sorted(by: { $0.keyLine < $1.keyLine }) {
                guard let version = entry.value.string, DeploymentSettings.isConcrete(version),
                    seen.insert(version).inserted
                else { continue }
                result.append(
                    DeploymentTarget(
                        platform: platform, version: version, target: target,
                        source: "pbxproj", location: location(entry.keyLine)))
            }
        }
        return result
    }

    /// The concrete `PRODUCT_BUNDLE_IDENTIFIER` values of a target's configurations, sorted; one
    /// built from a variable (`$(PRODUCT_BUNDLE_IDENTIFIER_BASE).widget`) is left out, not guessed.
    package static func bundleIdentifiers(_ settings: [PropertyListEntry]) -> [String] {
        let values = settings.filter { $0.key == "PRODUCT_BUNDLE_IDENTIFIER" }.compactMap(\.value.string)
        return Array(Set(values.filter { !$0.isEmpty && !$0.contains("$") })).sorted()
    }

    /// The Info.plist files a target's `INFOPLIST_FILE` names in any configuration, from the root: relative
    /// to the project folder (`$(SRCROOT)/` and `$(PROJECT_DIR)/` taken as it); other variables, absolute
    /// paths and paths out of the root are left out.
    package static func infoPlists(_ settings: [PropertyListEntry], folder: String) -> [String] {
        var result: Set<String> = []
        for entry in settings where entry.key == "INFOPLIST_FILE" {
            guard var value = entry.value.string?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
                continue
            }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
            where value.hasPrefix(prefix) {
                value.removeFirst(prefix.count)
            }
            guard !value.contains("$"), !value.hasPrefix("/"), let path = PBXGroupTree.join(folder, value),
                !path.isEmpty
            else { continue }
            result.insert(path)
        }
        return result.sorted()
    }

    /// Whether the target also builds through Mac Catalyst: its own `SUPPORTS_MACCATALYST` (YES in any
    /// configuration), else — when no xcconfig file sits between — the project's, else false; nil when a
    /// value is a variable or an xcconfig file may set it (BuildConditions reads the target's file then).
    package static func macCatalyst(
        _ own: [PropertyListEntry], project: [PropertyListEntry], xcconfig: Bool
    ) -> Bool? {
        func value(_ settings: [PropertyListEntry]) -> Bool?? {
            let values = settings.filter { $0.key == "SUPPORTS_MACCATALYST" }.map { $0.value.string ?? "$" }
            guard !values.isEmpty else { return .none }
            if values.contains(where: { $0.uppercased() == "YES" }) { return .some(true) }
            return values.allSatisfy { $0.uppercased() == "NO" } ? .some(false) : .some(nil)
        }
        if let known = value(own) { return known }
        if xcconfig { return nil }
        return value(project) ?? false
    }

    /// The platforms that `SUPPORTED_PLATFORMS` or `SDKROOT` name, nil when neither is set concretely.
    package static func platforms(_ settings: [PropertyListEntry]) -> Set<String>? {
        let value =
            settings.first { $0.key == "SUPPORTED_PLATFORMS" }?.value.string
            ?? settings.first { $0.key == "SDKROOT" }?.value.string
        guard let value, !value.contains("$"), value != "auto" else { return nil }
        let sdks = value.split(separator: " ").map(String.init)
        let found = DeploymentSettings.platforms.filter { p in sdks.contains { $0.hasPrefix(p.sdk) } }.map(\.platform)
        return found.isEmpty ? nil : Set(found)
    }

    /// The objects of a project file by id.
    package struct Graph {
        package var objects: [String: PropertyListValue]

        /// Every build setting of every configuration in the object's configuration list, in file order.
        package func settings(of owner: PropertyListValue) -> [PropertyListEntry] {
            configurations(of: owner).flatMap { $0.object["buildSettings"]?.entries ?? [] }
        }

        /// The configurations of the object's configuration list (`Debug`, `Release`, …), in file order.
        package func configurations(of owner: PropertyListValue) -> [(name: String, object: PropertyListValue)] {
            guard let listID = owner["buildConfigurationList"]?.string, let list = objects[listID] else { return [] }
            return (list["buildConfigurations"]?.array ?? []).compactMap { id in
                guard let id = id.string, let object = objects[id] else { return nil }
                return (object["name"]?.string ?? "", object)
            }
        }
    }
}
