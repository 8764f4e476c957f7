import Model

/// Which files on disk a build target actually builds, from the project files' target membership.
///
/// Only an Xcode project can tell: a tree with just a `Package.swift` may have its app project
/// generated (XcodeGen, Tuist), so there every file is taken to ship. A file outside every project's
/// folder (a vendored sample, another app) is taken to ship too: no project we read speaks for it.
package struct ShippedFiles: Sendable {
    private var files: Set<String> = []
    private var folders: [String] = []
    private var exceptions: Set<String> = []
    /// The folders holding an `.xcodeproj` whose membership was read ("" for the root).
    private var projectFolders: [String] = []
    /// Folders of project files that could not be read: what they build is unknown, so files there ship.
    private var unreadFolders: [String] = []

    /// What the inventory's target membership says ships; project files with a diagnostic count as unread.
    package init(_ inventory: Inventory) {
        self.init(
            inventory.targetMemberships,
            unread: inventory.diagnostics.map(\.location.path).filter { $0.contains(".xcodeproj/") })
    }

    /// `unread` are paths of project files the scanners reported a problem with (diagnostics).
    package init(_ memberships: [TargetMembership], unread: [String] = []) {
        for path in unread {
            guard let folder = Self.projectFolder(path), !unreadFolders.contains(folder) else { continue }
            unreadFolders.append(folder)
        }
        for membership in memberships {
            files.formUnion(membership.files)
            folders += membership.folders
            exceptions.formUnion(membership.exceptions)
            guard membership.source == "pbxproj", let folder = Self.projectFolder(membership.location.path) else {
                continue
            }
            if !projectFolders.contains(folder) { projectFolders.append(folder) }
        }
    }

    /// `Apps/Notes.xcodeproj/project.pbxproj` → `Apps`; nil for a path outside an `.xcodeproj`.
    private static func projectFolder(_ path: String) -> String? {
        guard let range = path.range(of: ".xcodeproj/") else { return nil }
        let project = path[..<range.lowerBound]
        return project.lastIndex(of: "/").map { String(project[..<$0]) } ?? ""
    }

    /// Whether any project file decides what ships.
    package var isKnown: Bool { !projectFolders.isEmpty }

    /// Whether some target builds the file at `path` (true when no project speaks for it).
    package func ships(_ path: String) -> Bool {
        let under = { (folder: String) in folder.isEmpty || path.hasPrefix(folder + "/") }
        guard isKnown, projectFolders.contains(where: under), !unreadFolders.contains(where: under) else { return true }
        if files.contains(path) { return true }
        return !exceptions.contains(path) && folders.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
    }

    /// A part of a file that no build phase lists by nature: an Objective-C header (its `.m` is what
    /// is compiled) ships with its folder.
    package func shipsSource(_ path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".hh") || path.hasSuffix(".hpp") ? shipsWithFolder(path) : ships(path)
    }

    /// An `Info.plist` is named by a build setting and a header is not compiled on its own: such a
    /// file ships when a target builds it or any file in its folder or below.
    package func shipsWithFolder(_ path: String) -> Bool {
        guard !ships(path) else { return true }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) + "/" } ?? ""
        return files.contains { $0.hasPrefix(folder) }
            || folders.contains { $0.hasPrefix(folder) || folder.hasPrefix($0 + "/") }
    }
}
