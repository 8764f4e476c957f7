import Foundation
import TestSupport
import Testing

/// Every input the fuzzers ever found (Tests/Fuzz/regressions/TARGET/) is replayed through its
/// target: it must now finish, without a crash, in bounded time.
@Suite struct FuzzRegressionTests {
    static let folder = Fixtures.repositoryRoot + "/Tests/Fuzz/regressions"

    static var fuzzBinary: String {
        (Exec.binary as NSString).deletingLastPathComponent + "/intent-audit-fuzz"
    }

    @Test func everyTargetHasAnEntryPoint() throws {
        let listed = try Exec.run(Self.fuzzBinary, ["--list"], seconds: 30)
        #expect(listed.status == 0)
        let names = Set(listed.stdout.split(separator: "\n").map(String.init))
        for parser in [
            "intentdefinition", "xml-plist", "binary-plist", "openstep-pbxproj", "strings", "xcstrings", "xcconfig",
            "package-manifest", "objc", "swift", "snapshot", "configuration",
        ] {
            #expect(names.contains(parser), "no fuzz target for \(parser)")
        }
    }

    @Test func foundInputsNoLongerCrash() throws {
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: Self.folder)) ?? []
        for target in targets.sorted() {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: Self.folder + "/" + target)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted().map { Self.folder + "/\(target)/\($0)" }
            guard !files.isEmpty else { continue }
            let result = try Exec.run(Self.fuzzBinary, ["--replay", target] + files, seconds: 60)
            #expect(result.status == 0, "\(target): \(result.stderr)")
        }
    }
}
