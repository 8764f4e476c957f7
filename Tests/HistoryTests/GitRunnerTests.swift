import Foundation
import Testing

@testable import History

/// The one git runner: refs that look like options are refused before git runs.
@Suite struct GitRunnerTests {
    @Test(arguments: [
        "--upload-pack=touch /tmp/pwned", "-h", "", "v1.0 v2.0", "a\nb", String(repeating: "a", count: 300),
    ])
    func refusedRefs(ref: String) {
        #expect(!GitProcess.validRef(ref))
    }

    @Test(arguments: ["v1.0", "HEAD~2", "release/4.2", "0123abcd", "4.0-beta1"])
    func acceptedRefs(ref: String) {
        #expect(GitProcess.validRef(ref))
    }

    @Test func anOptionLikeRefIsAnUnknownRefNotAnOption() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-runner-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try GitProcess.output(["init", "--quiet"], in: folder)
        let audit = GitReleaseAudit(path: folder, toolVersion: "1") { _, _, _ in
            Issue.record("no audit may run")
            throw GitHistoryError.emptyRange("")
        }
        let marker = folder + "/pwned"
        #expect(throws: GitHistoryError.unknownRef(ref: "--upload-pack=touch \(marker)", repository: folder)) {
            try audit.resolve("--upload-pack=touch \(marker)", in: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: marker))
    }
}
