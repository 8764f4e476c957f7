import Foundation
import TestSupport
import Testing

@testable import Commands
@testable import Model

/// A tree whose Xcode project is generated (Tuist, XcodeGen) gets one diagnostic that says the
/// targets cannot be told and how to settle it; a committed `.xcodeproj`, or an app's own file
/// named `Project.swift`, gets none.
@Suite struct GeneratedProjectsTests {
    static let intent = """
        import AppIntents
        struct OpenIntent: AppIntent {
            static let title: LocalizedStringResource = "Open"
            func perform() async throws -> some IntentResult { .result() }
        }

        """

    static func tree(_ files: [String: String]) throws -> String {
        let root = AuditCommandTests.temporaryDirectory()
        for (path, text) in files.merging(["App/OpenIntent.swift": intent], uniquingKeysWith: { a, _ in a }) {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func diagnostics(_ root: String) -> [String] {
        Audit.scan(root: root).diagnostics.map { "\($0.location.path): \($0.message)" }
    }

    @Test func aManifestIsAFileNamedProjectSwiftInAnyFolder() {
        #expect(GeneratedProjects.isManifestName("Project.swift"))
        #expect(GeneratedProjects.isManifestName("Modules/Kit/Project.swift"))
        #expect(!GeneratedProjects.isManifestName("Modules/KitProject.swift"))
        #expect(!GeneratedProjects.isManifestName("MyProject.swift"))
        #expect(!GeneratedProjects.isManifestName("Project.swift/Main.swift"))
        #expect(!GeneratedProjects.isManifestName("roject.swift"))
    }

    @Test func aTuistManifestIsNamedOnce() throws {
        let manifest = "import ProjectDescription\nlet project = Project(name: \"App\")\n"
        let root = try Self.tree(["Project.swift": manifest, "Modules/Kit/Project.swift": manifest])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            Self.diagnostics(root) == [
                "Modules/Kit/Project.swift: Modules/Kit/Project.swift is a Tuist manifest (2 in the tree): the audit "
                    + "reads Xcode projects, not Tuist's, so which target builds each file cannot be told; run "
                    + "`tuist generate` and audit again to know the targets"
            ])
    }

    @Test func anXcodeGenSpecIsNamed() throws {
        let root = try Self.tree(["project.yml": "name: App\ntargets:\n  App:\n    type: application\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Self.diagnostics(root).first?.hasPrefix("project.yml: project.yml looks like an XcodeGen spec") == true)
    }

    @Test func anAppsOwnProjectFileOrACommittedProjectIsQuiet() throws {
        let own = try Self.tree(["App/Project.swift": "struct Project { var name: String }\n"])
        defer { try? FileManager.default.removeItem(atPath: own) }
        #expect(Self.diagnostics(own).isEmpty)
        let example = Self.diagnostics(AuditCommandTests.example)
        #expect(example.allSatisfy { !$0.contains("Tuist") && !$0.contains("XcodeGen") })
    }
}
