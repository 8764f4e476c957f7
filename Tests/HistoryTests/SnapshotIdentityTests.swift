import Foundation
import TestSupport
import Testing

@testable import History
@testable import Model

/// A trend warns when two snapshots carry the same label or one is of another app; a baseline of
/// another app (another folder name and no intent in common) is a warning too.
@Suite struct SnapshotIdentityTests {
    func snapshot(_ release: String?, _ root: String?, _ intents: [String]) -> Snapshot {
        var snapshot = Snapshot(
            release: release, generatedAt: 0, toolVersion: "1",
            intents: intents.map { IntentSnapshot(name: $0, status: .legacyOnly) }, findings: [], tasks: [])
        snapshot.rootName = root
        return snapshot
    }

    @Test func duplicateLabelsAndAnotherAppAreWarned() {
        let warnings = SnapshotIdentity.trendWarnings([
            (source: "a.xml", snapshot: snapshot("1.0", "TrailMix", ["LogHikeIntent"])),
            (source: "b.xml", snapshot: snapshot("1.0", "TrailMix", ["LogHikeIntent"])),
            (source: "c.xml", snapshot: snapshot("2.0", "openhab-ios", ["OpenHABGetItemStateIntent"])),
            (source: "d.xml", snapshot: snapshot("3.0", "TrailMix-renamed", ["LogHikeIntent"])),
        ])
        #expect(warnings.count == 2)
        #expect(warnings[0].hasPrefix("2 snapshots carry the release label '1.0' (a.xml, b.xml)"))
        #expect(warnings[1].hasPrefix("c.xml audits openhab-ios, not TrailMix like a.xml"))
    }

    @Test func baselineOfAnotherAppIsWarnedAndOfTheSameAppNot() {
        let current = snapshot("2.0", "TrailMix", ["LogHikeIntent"])
        let other = snapshot("1.0", "openhab-ios", ["OpenHABGetItemStateIntent"])
        #expect(
            SnapshotIdentity.baselineWarning(other, current: current, path: "old.xml")?.hasPrefix(
                "--baseline old.xml is an audit of openhab-ios, not TrailMix") == true)
        #expect(SnapshotIdentity.baselineWarning(snapshot("1.0", "TrailMix", []), current: current, path: "x") == nil)
        // Reports written before rootName existed cannot tell: no warning.
        #expect(SnapshotIdentity.baselineWarning(snapshot("1.0", nil, []), current: current, path: "x") == nil)
    }
}
