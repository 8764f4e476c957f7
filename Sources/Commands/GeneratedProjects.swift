import Discovery
import Foundation
import Model
import SystemSupport

/// A tree whose Xcode project is generated (Tuist's `Project.swift`, XcodeGen's `project.yml`) and
/// not committed: the audit reads `.xcodeproj` files, so which target builds each file — what the
/// "Seen by" column, IA906/IA907 and the dead-file checks rest on — cannot be told. One diagnostic
/// says so and how to settle it, instead of a silent "cannot tell" on every row.
enum GeneratedProjects {
    /// Read through the audit's own reader (no link out of the root, regular files, its size bound).
    static func diagnostics(
        _ discovered: [DiscoveredFile], inventory: Inventory, reader: any FileSource
    ) -> [Diagnostic] {
        guard !inventory.targetMemberships.contains(where: { $0.source == "pbxproj" }) else { return [] }
        var result: [Diagnostic] = []
        let manifests = discovered.filter { file in
            file.kind == .swift && isManifestName(file.path)
                && ((try? reader.read(file)).map(Self.importsProjectDescription) ?? false)
        }
        if let first = manifests.map(\.path).sorted().first {
            result.append(
                Diagnostic(
                    SourceLocation(path: first),
                    "\(first) is a Tuist manifest\(manifests.count > 1 ? " (\(manifests.count) in the tree)" : ""): "
                        + "the audit reads Xcode projects, not Tuist's, so which target builds each file cannot be "
                        + "told; run `tuist generate` and audit again to know the targets"))
        }
        for name in ["project.yml", "project.yaml"] where (try? reader.read(relativePath: name)) != nil {
            result.append(
                Diagnostic(
                    SourceLocation(path: name),
                    "\(name) looks like an XcodeGen spec: the audit reads Xcode projects, not XcodeGen's, so which "
                        + "target builds each file cannot be told; run `xcodegen` and audit again to know the targets"))
        }
        return result
    }

    /// Whether the path's last component is `Project.swift` (`NSString.lastPathComponent` on every
    /// Swift file was a twentieth of a cold audit of a tree of 2,600 of them).
    static func isManifestName(_ path: String) -> Bool { PathComponents.last(path) == "Project.swift" }

    private static func importsProjectDescription(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, Array("import ProjectDescription".utf8))
    }
}
