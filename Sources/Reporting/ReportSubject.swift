import Foundation
import History
import Model

/// What a report is about, in the words its title uses: the audited folder's own name (never
/// "." or a path) and the app's name when a project file gives it.
package enum ReportSubject {
    /// The last component of the audited folder, resolved against the working directory
    /// (`.` in `~/src/TrailMix` is `TrailMix`).
    package static func rootName(_ root: String) -> String { SnapshotIdentity.folderName(root) }

    /// The application target named like its project (`SnapshotIdentity.appName`); nil without a project file.
    package static func appName(_ inventory: Inventory) -> String? { SnapshotIdentity.appName(inventory) }
}
