import Foundation
import Model

/// Whether snapshots belong together: the same app (a trend or a baseline of another app compares
/// nothing) and, along a trend, distinct release labels.
package enum SnapshotIdentity {
    /// The last component of a folder, resolved against the working directory (`.` → its name).
    package static func folderName(_ root: String) -> String {
        let name = URL(fileURLWithPath: root).standardizedFileURL.lastPathComponent
        return name.isEmpty ? root : name
    }

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

    /// Another app: both root names known and different, and no legacy intent in common.
    package static func differentApps(_ a: Snapshot, _ b: Snapshot) -> Bool {
        guard let x = a.rootName, let y = b.rootName, x != y else { return false }
        let names = Set(a.intents.map(\.name))
        return !b.intents.contains { names.contains($0.name) }
    }

    /// The warnings for a trend over these snapshots (named by where they came from): labels
    /// carried by more than one snapshot, and snapshots of another app than the first.
    package static func trendWarnings(_ snapshots: [(source: String, snapshot: Snapshot)]) -> [String] {
        var warnings: [String] = []
        var byLabel: [String: [String]] = [:]
        for (source, snapshot) in snapshots {
            if let label = snapshot.release { byLabel[label, default: []].append(source) }
        }
        for label in byLabel.keys.sorted() where byLabel[label]!.count > 1 {
            warnings.append(
                "\(byLabel[label]!.count) snapshots carry the release label '\(label)' (\(byLabel[label]!.joined(separator: ", "))): "
                    + "the trend cannot tell them apart; give each audit its own --release")
        }
        if let first = snapshots.first {
            for (source, snapshot) in snapshots.dropFirst() where differentApps(first.snapshot, snapshot) {
                warnings.append(
                    "\(source) audits \(snapshot.rootName ?? "another folder"), not \(first.snapshot.rootName ?? "the first app") "
                        + "like \(first.source), and they share no intent: is it another app?")
            }
        }
        return warnings
    }

    /// The warning for a baseline of another app, or nil.
    package static func baselineWarning(_ baseline: Snapshot, current: Snapshot, path: String) -> String? {
        guard differentApps(baseline, current) else { return nil }
        return
            "--baseline \(path) is an audit of \(baseline.rootName ?? "another folder"), not \(current.rootName ?? "this one"), "
            + "and they share no intent: every intent will look new; is it the baseline of another app?"
    }
}
