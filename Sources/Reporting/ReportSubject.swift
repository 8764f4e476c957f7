import Foundation
import History
import Model

/// What a report is about, in the words its title uses: the audited folder's own name (never
/// "." or a path) and the app's name when a project file gives it.
package enum ReportSubject {
    /// The last component of the audited folder, resolved against the working directory
    /// (`.` in `~/src/TrailMix` is `TrailMix`).
    package static func rootName(_ root: String) -> String { SnapshotIdentity.folderName(root) }

    /// The application target named like its project (`TrailMix.xcodeproj`: `TrailMix`, not `TrailMixMac`);
    /// else the project's own name — the first application target is often a helper (home-assistant's
    /// `Launcher`, SideStore's `AltBackup`); else the first application target; nil without a project file.
    package static func appName(_ inventory: Inventory) -> String? {
        let projects = inventory.targetMemberships.filter { $0.source == "pbxproj" }.sorted {
            $0.location < $1.location
        }
        let files = projects.map(\.location.path) + inventory.projects.compactMap(\.location?.path)
        let projectName = files.sorted().lazy.compactMap { path in
            path.split(separator: "/").first { $0.hasSuffix(".xcodeproj") }.map {
                String($0.dropLast(".xcodeproj".count))
            }
        }.first
        let apps = projects.filter { $0.productType == "com.apple.product-type.application" }
        if let app = apps.first(where: { $0.target == projectName }) { return app.target }
        return projectName ?? apps.first?.target
    }
}
