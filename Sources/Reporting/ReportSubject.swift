import Foundation
import History
import Model

/// What a report is about, in the words its title uses: the audited folder's own name (never
/// "." or a path) and the app's name when a project file gives it.
package enum ReportSubject {
    /// The last component of the audited folder, resolved against the working directory
    /// (`.` in `~/src/TrailMix` is `TrailMix`).
    package static func rootName(_ root: String) -> String { SnapshotIdentity.folderName(root) }

    /// The first application target of the project files (by file and line); else the name of
    /// the first `.xcodeproj`; nil when the tree has no project file.
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
        // The app named like its project (TrailMix.xcodeproj: TrailMix, not TrailMixMac), else the first app.
        if let app = apps.first(where: { $0.target == projectName }) ?? apps.first { return app.target }
        return projectName
    }
}
