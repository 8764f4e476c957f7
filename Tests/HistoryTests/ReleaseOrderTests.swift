import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

@Suite("ReleaseOrder")
struct ReleaseOrderTests {
    func snapshot(_ release: String?, _ day: Int) -> Snapshot {
        Snapshot(release: release, generatedAt: day * 86_400, toolVersion: "1", intents: [], findings: [], tasks: [])
    }

    @Test("versions sort numerically, v-prefixed, pre-releases before the release, describe output after")
    func versions() {
        let given = [
            snapshot("4.10.0", 1), snapshot("v4.9.1", 2), snapshot("4.9", 3), snapshot("5.0.0-rc.2", 4),
            snapshot("5.0.0", 5), snapshot("5.0.0-rc.10", 6), snapshot("5.0.0-beta", 7),
            snapshot("5.0.0-3-gabc1234", 8), snapshot("4.10", 9),
        ]
        let sorted = ReleaseOrder.sorted(given).map { $0.release ?? "" }
        #expect(
            sorted == [
                "4.9", "v4.9.1", "4.10.0", "4.10", "5.0.0-beta", "5.0.0-rc.2", "5.0.0-rc.10",
                "5.0.0", "5.0.0-3-gabc1234",
            ])
    }

    @Test("pre-release labels sort without regard to case, their numbers as numbers")
    func preReleasesAsPeopleReadThem() {
        let given = [
            snapshot("4.0", 1), snapshot("4.0-beta3", 2), snapshot("4.0-Beta2", 3), snapshot("4.0-beta1", 4),
            snapshot("4.0-beta10", 5), snapshot("4.0-RC1", 6), snapshot("4.0-alpha", 7),
        ]
        let sorted = ReleaseOrder.sorted(given).map { $0.release ?? "" }
        #expect(sorted == ["4.0-alpha", "4.0-beta1", "4.0-Beta2", "4.0-beta3", "4.0-beta10", "4.0-RC1", "4.0"])
        #expect(ReleaseVersion.naturalOrder("beta2", "Beta10") == -1)
        #expect(ReleaseVersion.naturalOrder("RC1", "rc1") == 0)
    }

    @Test("labels that aren't versions sort by date among the versions; equal versions by date")
    func labelsByDate() {
        let given = [
            snapshot("nightly", 15), snapshot("2.0", 20), snapshot(nil, 5), snapshot("1.0", 10),
            snapshot("main", 25), snapshot("1.0", 8),
        ]
        let sorted = ReleaseOrder.sorted(given).map { "\($0.release ?? "-")@\($0.generatedAt / 86_400)" }
        #expect(sorted == ["-@5", "1.0@8", "1.0@10", "nightly@15", "2.0@20", "main@25"])
    }

    @Test("what is and isn't a version")
    func parsing() {
        #expect(ReleaseVersion("4.10.0")?.numbers == [4, 10, 0])
        #expect(ReleaseVersion("V2")?.numbers == [2])
        #expect(ReleaseVersion("2.0+build.7")?.numbers == [2, 0])
        #expect(ReleaseVersion("1.2-rc.1")?.preRelease == ["rc", "1"])
        #expect(ReleaseVersion("1.2-4-g0a1b2c3")?.commitsAfter == 4)
        #expect(ReleaseVersion("nightly") == nil)
        #expect(ReleaseVersion("") == nil)
        #expect(ReleaseVersion("1..2") == nil)
        #expect(ReleaseVersion("release-1.2") == nil)
        #expect(ReleaseVersion("１.２") == nil)
    }
}
