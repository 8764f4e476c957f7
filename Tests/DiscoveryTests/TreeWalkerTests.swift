import Foundation
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

/// The walk: which files it lists, what it skips, and how it treats links. The trees are built
/// in a temporary folder because links and skipped folders cannot be committed as fixtures.
@Suite struct TreeWalkerTests {
    let root: String
    let outside: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ia-walk-\(UUID().uuidString)").path
        root = base + "/App"
        outside = base + "/Outside"
        let fm = FileManager.default
        for dir in ["Sources/Intents", "Base.lproj", "de.lproj", ".git", "Pods/Lib", "DerivedData/x", "Tests/Unit"] {
            try fm.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
        }
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let files = [
            "Sources/Intents/Handler.swift", "Sources/Intents/Handler.m", "Sources/Intents/Handler.h",
            "Base.lproj/Intents.intentdefinition", "de.lproj/Intents.strings", "Loose.strings",
            "Info.plist", "Package.swift", "Base.xcconfig", "README.md", ".git/config.swift",
            "Pods/Lib/Lib.swift", "DerivedData/x/Gen.swift", "Tests/Unit/HandlerTests.swift",
        ]
        for file in files { try "// \(file)\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8) }
        try "// secret\n".write(toFile: outside + "/Secret.swift", atomically: true, encoding: .utf8)
        try fm.createSymbolicLink(atPath: root + "/Sources/OutsideLink", withDestinationPath: outside)
        try fm.createSymbolicLink(atPath: root + "/Sources/Loop", withDestinationPath: root + "/Sources")
        try fm.createSymbolicLink(
            atPath: root + "/Sources/Alias.swift", withDestinationPath: root + "/Sources/Intents/Handler.swift")
    }

    @Test func listsTheKindsItReadsSortedAndSkipsTheUsualFolders() {
        let (files, _) = TreeWalker().walk(root: root)
        #expect(
            files.map { "\($0.path) \($0.kind.rawValue)" } == [
                "Base.lproj/Intents.intentdefinition intentdefinition",
                "Base.xcconfig xcconfig",
                "Info.plist plist",
                "Package.swift package-manifest",
                "Sources/Alias.swift swift",
                "Sources/Intents/Handler.h objc",
                "Sources/Intents/Handler.m objc",
                "Sources/Intents/Handler.swift swift",
                "Tests/Unit/HandlerTests.swift swift",
                "de.lproj/Intents.strings strings",
            ])
    }

    @Test func linksOutOfTheRootOrBackIntoItAreNotFollowedAndSaySo() {
        let (files, diagnostics) = TreeWalker().walk(root: root)
        #expect(!files.contains { $0.path.contains("Secret") })
        #expect(!files.contains { $0.path.hasPrefix("Sources/Loop") })
        #expect(
            diagnostics.map { "\($0.location.path): \($0.message)" } == [
                "Sources/Loop: symbolic link leads back into a folder already walked; not followed",
                "Sources/OutsideLink: symbolic link leads outside the audited root; not followed",
            ])
    }

    @Test func includeAndExcludeGlobs() {
        let excluded = TreeWalker(exclude: ["Tests", "*.xcconfig"]).walk(root: root).files.map(\.path)
        #expect(!excluded.contains("Tests/Unit/HandlerTests.swift"))
        #expect(!excluded.contains("Base.xcconfig"))
        #expect(excluded.contains("Sources/Intents/Handler.swift"))
        let included = TreeWalker(include: ["Sources/**/*.swift"]).walk(root: root).files.map(\.path)
        #expect(included == ["Sources/Alias.swift", "Sources/Intents/Handler.swift"])  // `**/` matches no folder too
    }

    @Test func configuredSkipListReplacesTheDefault() {
        let files = TreeWalker(skippedFolders: ["Tests"]).walk(root: root).files.map(\.path)
        #expect(files.contains("Pods/Lib/Lib.swift"))
        #expect(!files.contains("Tests/Unit/HandlerTests.swift"))
    }

    @Test(arguments: [
        ("**/*.swift", "A/B/c.swift", true), ("*.swift", "A/B/c.swift", true), ("Tests", "Tests/x.swift", true),
        ("A/*.swift", "A/B/c.swift", false), ("A/**", "A/B/c.swift", true), ("?.m", "a.m", true),
        ("?.m", "ab.m", false),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(Glob.matches(pattern, path) == matches)
    }

    @Test func aFileThatCannotBeReadIsADiagnosticAndTheAuditGoesOn() throws {
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Sources/Gone.swift", withDestinationPath: root + "/Sources/Missing.swift")
        let inventory = Audit.scan(root: root)
        #expect(
            inventory.diagnostics.contains(
                Diagnostic(
                    SourceLocation(path: "Sources/Gone.swift"), "cannot read this file: No such file or directory")))
        #expect(inventory.filesScanned["swift"] == 3)  // the three readable Swift files were still scanned
    }
}
