import SystemSupport

/// The kinds of file the audit reads; everything else is ignored.
public enum FileKind: String, Codable, Hashable, Sendable, CaseIterable {
    case intentDefinition = "intentdefinition"
    case swift
    case objectiveC = "objc"
    case propertyList = "plist"
    case pbxproj
    case xcconfig
    case packageManifest = "package-manifest"
    case strings
    case xcstrings

    /// The kind of a file by its name, or nil when the audit does not read it.
    public static func of(fileName name: String, inDirectory directory: String) -> FileKind? {
        if name == "Package.swift" { return .packageManifest }
        if name == "project.pbxproj" { return .pbxproj }
        // What follows the last dot (the whole name when there is none), without an array per name.
        // The dot is found in the bytes (`String.lastIndex(of:)` walks characters).
        let ext = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name[name.utf8.index(after: $0)...] } ?? name[...]
        switch ext {
        case "intentdefinition": return .intentDefinition
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        case "plist": return .propertyList
        case "xcconfig": return .xcconfig
        case "strings": return directory.hasSuffix(".lproj") ? .strings : nil
        case "xcstrings": return .xcstrings
        default: return nil
        }
    }
}

/// A file the walk found: its path relative to the root (with `/`) and its kind.
public struct DiscoveredFile: Hashable, Sendable {
    public var path: String
    public var kind: FileKind
    /// The path under the root's real path with every link resolved (what the reader opens, one
    /// component at a time, never following a link); the same as `path` when no link was followed.
    package var disk: String
    /// The identity of the folder that held the file when it was walked; the reader refuses a file
    /// whose folder is no longer that one (a folder swapped for a link between walk and read).
    package var folder: TreeWalker.FolderID?
    /// What `lstat` said of the file when it was walked (nil for a file reached through a link):
    /// with the facts index, an unchanged status spares reading the file again.
    package var status: FileStatus?

    package init(
        path: String, kind: FileKind, disk: String? = nil, folder: TreeWalker.FolderID? = nil, status: FileStatus? = nil
    ) {
        self.path = path
        self.kind = kind
        self.disk = disk ?? path
        self.folder = folder
        self.status = status
    }
}

/// A file's path and contents, as the scanners receive it.
public struct SourceFile: Sendable {
    public var path: String
    public var kind: FileKind
    public var bytes: [UInt8]

    public init(path: String, kind: FileKind, bytes: [UInt8]) {
        self.path = path
        self.kind = kind
        self.bytes = bytes
    }
}
