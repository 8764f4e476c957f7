import Foundation
import TestSupport
import Testing

/// `intent-audit scaffold` as a shell sees it: files written, exit 2 for a bad intent, style or an existing file.
@Suite struct ScaffoldExecutableTests {
    static let coverage = Fixtures.path("Scaffold/Coverage")

    private func output() -> String { NSTemporaryDirectory() + "scaffold-cli-" + UUID().uuidString }

    @Test func unknownIntentExitsTwoListingTheKnownOnes() throws {
        let result = try ExecutableTests.run([
            "scaffold", Self.coverage, "--output", output(), "--intent", "NopeIntent",
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "unknown intent NopeIntent; known intents: AllTypesIntent, PickColorIntent, ShowDashboardIntent, ShowWeatherIntent"
            ))
    }

    @Test func badStyleExitsTwo() throws {
        let result = try ExecutableTests.run(["scaffold", Self.coverage, "--output", output(), "--style", "nested"])
        #expect(result.status == 2 && result.stderr.contains("--style must be one of: flatten, branches"))
    }

    @Test func existingFilesAreNotReplacedWithoutForce() throws {
        let folder = output()
        let first = try ExecutableTests.run([
            "scaffold", Self.coverage, "--output", folder, "--intent", "ShowWeatherIntent",
        ])
        #expect(first.status == 0 && first.stdout.contains("ShowWeatherAppIntent.swift"))
        let intent = folder + "/ShowWeatherAppIntent.swift"
        try "// edited by hand\n".write(toFile: intent, atomically: true, encoding: .utf8)
        let second = try ExecutableTests.run([
            "scaffold", Self.coverage, "--output", folder, "--intent", "ShowWeatherIntent",
        ])
        #expect(second.status == 2 && second.stderr.contains("pass --force to replace"))
        #expect(try String(contentsOfFile: intent, encoding: .utf8) == "// edited by hand\n")
        let forced = try ExecutableTests.run(
            ["scaffold", Self.coverage, "--output", folder, "--intent", "ShowWeatherIntent", "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: intent, encoding: .utf8).contains("struct ShowWeatherAppIntent"))
    }

    @Test func theAuditedTreeIsNotTouched() throws {
        let root = try ScaffoldLoop.copy(Self.coverage)
        let before = try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
        let result = try ExecutableTests.run(["scaffold", root, "--output", output()])
        #expect(result.status == 0)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root).sorted() == before)
    }
}
