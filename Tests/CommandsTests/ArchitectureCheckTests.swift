import Foundation
import TestSupport
import Testing

/// `Tests/check-architecture.sh` (run by `.ci/run`) holds the targets to the documented graph: this
/// repository passes, and a copy where History imports Analysis, or declares it, does not.
@Suite struct ArchitectureCheckTests {
    /// Runs the check on `root`; its exit status and standard error.
    static func check(_ root: String) throws -> (status: Int32, errors: String) {
        try Fixtures.runCheckScript("check-architecture.sh", on: root)
    }

    /// A copy of the package (manifest, Sources, Plugins, Tests) to spoil.
    static func copy() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("architecture-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Plugins", "Tests"] {
            try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot + "/" + item, toPath: root + "/" + item)
        }
        return root
    }

    @Test func aCopyOfTheRepositoryPasses() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (status, errors) = try Self.check(root)
        #expect(status == 0, "\(errors)")
    }

    @Test func historyImportingAnalysisIsRejected() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/Sources/History/Trend.swift"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try ("import Analysis\n" + text).write(toFile: file, atomically: true, encoding: .utf8)
        let (status, errors) = try Self.check(root)
        #expect(status == 1)
        #expect(errors.contains("Sources/History/Trend.swift:1 imports Analysis, which History does not depend on"))
    }

    @Test func historyDeclaringAnalysisIsRejected() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manifest = root + "/Package.swift"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let declared = #"name: "History", dependencies: ["Model", "SystemSupport", "XMLSupport"]"#
        #expect(text.contains(declared))
        try text.replacingOccurrences(
            of: declared, with: #"name: "History", dependencies: ["Model", "Analysis", "SystemSupport", "XMLSupport"]"#
        ).write(toFile: manifest, atomically: true, encoding: .utf8)
        let (status, errors) = try Self.check(root)
        #expect(status == 1)
        #expect(errors.contains("History depends on") && errors.contains("not documented: ['Analysis']"))
    }
}
