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
        let projects = inventory.targetMemberships.filter { $0.source == "pbxproj" }.sorted { $0.location < $1.location }
        if let app = projects.first(where: { $0.productType == "com.apple.product-type.application" }) {
            return app.target
        }
        let files = projects.map(\.location.path) + inventory.projects.compactMap(\.location?.path)
        for path in files.sorted() {
            if let project = path.split(separator: "/").first(where: { $0.hasSuffix(".xcodeproj") }) {
                return String(project.dropLast(".xcodeproj".count))
            }
        }
        return nil
    }
}
