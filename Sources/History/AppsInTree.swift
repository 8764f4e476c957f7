import Model

/// The apps a tree holds: one per Xcode project that builds an application target. A folder with
/// several (a main app and a sample app, two products side by side) is several audits, never one
/// report that matches counterparts across apps.
public struct AppInTree: Sendable, Hashable {
    /// The app's name: the application target named like its project, else the project's name.
    public var name: String
    /// The `.xcodeproj` folder, relative to the root.
    public var project: String
    /// The folder that holds the project, relative to the root ("" for the root itself).
    public var folder: String

    /// The apps of an inventory, by project path.
    package static func apps(_ inventory: Inventory) -> [AppInTree] {
        var byProject: [String: [TargetMembership]] = [:]
        for membership in inventory.targetMemberships where membership.source == "pbxproj" {
            guard let project = projectFolder(of: membership.location.path) else { continue }
            byProject[project, default: []].append(membership)
        }
        return byProject.keys.sorted().compactMap { project in
            let apps = byProject[project]!.filter { $0.productType == "com.apple.product-type.application" }
            guard !apps.isEmpty else { return nil }
            let file = project.split(separator: "/").last.map(String.init) ?? project
            let projectName = String(file.dropLast(".xcodeproj".count))
            let name = apps.first { $0.target == projectName }?.target ?? projectName
            let slash = project.lastIndex(of: "/")
            let folder = slash.map { String(project[..<$0]) } ?? ""
            return AppInTree(name: name, project: project, folder: folder)
        }
    }

    /// The apps whose folder holds SiriKit or App Intents code: a definition, an App Intent, an intent
    /// handler, a donation, an intent-configured widget. Code belongs to the apps whose project builds it
    /// (a stale template project inside the main app's source folder builds none of it); where no
    /// project's targets list the file, to the innermost app folder holding it (a vendored library's demo
    /// app inside the main app's folder owns only its own files); apps side by side in one folder share it.
    package static func withIntentCode(_ apps: [AppInTree], in inventory: Inventory) -> [AppInTree] {
        var paths = Set(inventory.definitionFiles.map(\.path))
        paths.formUnion(inventory.appIntents.map(\.location.path))
        paths.formUnion(inventory.handlers.map(\.location.path))
        paths.formUnion(inventory.donations.map(\.location.path))
        paths.formUnion(inventory.widgets.filter { $0.intentType != nil }.map(\.location.path))
        var memberships: [AppInTree: [TargetMembership]] = [:]
        for app in apps {
            memberships[app] = inventory.targetMemberships.filter {
                $0.source == "pbxproj" && $0.location.path.hasPrefix(app.project + "/")
            }
        }
        var found: Set<AppInTree> = []
        for path in paths {
            let builders = apps.filter { app in memberships[app]?.contains { $0.contains(path) } ?? false }
            if !builders.isEmpty {
                found.formUnion(builders)
                continue
            }
            let owners = apps.filter { $0.folder.isEmpty || path.hasPrefix($0.folder + "/") }
            guard let innermost = owners.map(\.folder.count).max() else { continue }
            found.formUnion(owners.filter { $0.folder.count == innermost })
        }
        return apps.filter(found.contains)
    }

    /// `A/B.xcodeproj` of `A/B.xcodeproj/project.pbxproj`.
    private static func projectFolder(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.firstIndex(where: { $0.hasSuffix(".xcodeproj") }) else { return nil }
        return parts[...index].joined(separator: "/")
    }
}
