import Foundation
import History
import Model

/// `--app`: which of the apps in a folder to audit. A folder with several apps and no `--app` is
/// audited for the one app that has SiriKit or App Intents code when only one has (a React Native
/// repository's second project, vendored libraries' demo apps), and otherwise is a usage error
/// (exit 2) that lists them, so they are never merged into one report silently.
package enum AppChoice {
    /// The app to audit; nil when the folder holds at most one and none was asked for. `withIntentCode`
    /// are the apps whose folders hold SiriKit or App Intents code (`AppInTree.withIntentCode`).
    package static func choose(
        _ apps: [AppInTree], named name: String?, root: String, withIntentCode: [AppInTree] = []
    ) throws -> AppInTree? {
        // `--app all`: every app in one report, asked for by name (a folder of fixtures, a monorepo audit).
        if name == all { return nil }
        // One line (an error message is printed as one escaped line): "A (A/A.xcodeproj), B (…)".
        let list = apps.map { "\($0.name) (\($0.project))" }.joined(separator: ", ")
        guard let name else {
            guard apps.count > 1 else { return nil }
            if withIntentCode.count == 1 { return withIntentCode[0] }
            throw UsageError(
                "\(root) holds \(apps.count) apps, each with its own Xcode project: \(list); "
                    + "audit one with --app NAME (e.g. --app \(value(for: apps[0], among: apps))), or point "
                    + "intent-audit at its folder (--app all audits them together, on purpose)")
        }
        let named = apps.filter { $0.name == name }
        if named.count > 1 {
            throw UsageError(
                "--app \(name): \(named.count) apps have that name (\(named.map(\.project).joined(separator: ", "))); "
                    + "name one by its project: --app \(named[0].project)")
        }
        guard let app = apps.first(where: { $0.name == name || $0.project == name }) else {
            throw UsageError(
                apps.isEmpty
                    ? "--app \(name): no Xcode project with an application target was found in \(root)"
                    : "--app \(name): no such app in \(root); the apps are: \(list)")
        }
        if apps.count > 1, let other = apps.first(where: { $0 != app && $0.folder == app.folder }) {
            throw UsageError(
                "--app \(name): \(app.project) and \(other.project) share the folder "
                    + "\(app.folder.isEmpty ? root : app.folder); their files cannot be told apart by folder: "
                    + "list one app's folders under exclude: in .intent-audit.yml")
        }
        return app
    }

    /// What `--app` takes to name `app`: its name, or its project when another app has the same name.
    static func value(for app: AppInTree, among apps: [AppInTree]) -> String {
        apps.filter { $0.name == app.name }.count > 1 ? app.project : app.name
    }

    /// The warning that says which app was chosen by its code, and which were left out.
    package static func chosenByCode(_ app: AppInTree, of apps: [AppInTree], root: String) -> String {
        let others = apps.filter { $0 != app }.map { "\($0.name) (\($0.project))" }
        return "\(root) holds \(apps.count) apps; only \(app.name) (\(app.project)) has SiriKit or App Intents code, "
            + "so it alone is audited. Left out: \(others.joined(separator: ", ")); choose with --app NAME, "
            + "or --app all to audit them together"
    }

    /// The `--app` value that audits every app of the folder together.
    package static let all = "all"

    /// Glob patterns that leave out the other apps' folders (those not holding the chosen one); where the
    /// chosen app's own targets build files inside such a folder (a stale template project left in its
    /// source folder), only that other project is left out. An app whose folder holds the chosen one
    /// (`ios/Moers.xcodeproj` above `ios/moers festival/`) is left out entry by entry of its folder
    /// (under `root`), except the entry that leads to the chosen app and those the chosen app builds in.
    package static func excludes(
        keeping app: AppInTree, of apps: [AppInTree], in inventory: Inventory, root: String
    ) -> [String] {
        let own = inventory.targetMemberships.filter {
            $0.source == "pbxproj" && $0.location.path.hasPrefix(app.project + "/")
        }
        let buildsInside = { (folder: String) in
            own.contains { membership in
                membership.files.contains { isInside($0, folder) }
                    || membership.folders.contains { isInside($0, folder) }
            }
        }
        var result: [String] = []
        for other in apps where other != app && other.folder != app.folder {
            guard other.folder.isEmpty || isInside(app.folder, other.folder) else {
                result.append(buildsInside(other.folder) ? other.project + "/**" : other.folder + "/**")
                continue
            }
            let prefix = other.folder.isEmpty ? "" : other.folder + "/"
            let listed = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + other.folder)) ?? []
            for name in listed.sorted() where !name.hasPrefix(".") {
                let entry = prefix + name
                guard !isInside(app.folder, entry), !buildsInside(entry) else { continue }
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: root + "/" + entry, isDirectory: &isFolder)
                result.append(isFolder.boolValue ? entry + "/**" : entry)
            }
        }
        return result
    }

    /// Whether `folder` is `outer` or inside it.
    private static func isInside(_ folder: String, _ outer: String) -> Bool {
        folder == outer || folder.hasPrefix(outer + "/")
    }
}
