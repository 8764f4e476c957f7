import Foundation
import TestSupport
import Testing

/// `Tests/check-platform.sh` (run by `.ci/run` and the workflow) keeps platform imports and names
/// that one C library lacks inside Sources/SystemSupport: this repository passes it, and a copy
/// with one Glibc-only name added outside the platform target does not.
@Suite struct PlatformGuardTests {
    /// Runs the check on `root`; its exit status and standard error.
    static func check(_ root: String) throws -> (status: Int32, errors: String) {
        try Fixtures.runCheckScript("check-platform.sh", on: root)
    }

    /// A copy of the repository's Sources and Tests' Swift files (not the fixtures) to spoil.
    static func copy() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("platform-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Tests", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.repositoryRoot + "/Sources", toPath: root + "/Sources")
        for folder in ["SystemSupportTests", "DiscoveryTests", "TestSupport"] {
            try FileManager.default.copyItem(
                atPath: Fixtures.repositoryRoot + "/Tests/" + folder, toPath: root + "/Tests/" + folder)
        }
        return root
    }

    static func append(_ line: String, to path: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(("\n" + line + "\n").utf8))
        try handle.close()
    }

    @Test func theRepositoryPasses() throws {
        let (status, errors) = try Self.check(Fixtures.repositoryRoot)
        #expect(status == 0, "\(errors)")
    }

    @Test func aGlibcOnlyStatFieldOutsideThePlatformTargetFails() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Self.check(root).status == 0)
        try Self.append("let seconds = info.st_mtim.tv_sec", to: root + "/Sources/Discovery/TreeWalker.swift")
        let (status, errors) = try Self.check(root)
        #expect(status == 1)
        #expect(errors.contains("Sources/Discovery/TreeWalker.swift:") && errors.contains("st_mtim"))
    }

    @Test func aPlatformImportInATestFails() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "#if canImport(Glibc)\n    import Glibc\n#endif\n".write(
            toFile: root + "/Tests/DiscoveryTests/Probe.swift", atomically: true, encoding: .utf8)
        let (status, errors) = try Self.check(root)
        #expect(status == 1)
        #expect(errors.contains("Tests/DiscoveryTests/Probe.swift:1:") && errors.contains("Probe.swift:2:"))
    }

    @Test func thePlatformTargetAndCommentsMayNameThem() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.append("let seconds = info.st_mtim.tv_sec", to: root + "/Sources/SystemSupport/FileStatus.swift")
        try Self.append(
            "/// Darwin says `st_mtimespec` where Glibc says `st_mtim`.", to: root + "/Sources/Model/Limits.swift")
        #expect(try Self.check(root).status == 0)
    }
}
