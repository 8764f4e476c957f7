import Foundation

/// Walks the audited tree and lists the files the scanners read.
///
/// Skips the configured folders (by default `.git`, `.build`, `DerivedData`, `Pods`, `Carthage`,
/// `node_modules`), follows a symbolic link only when it stays inside the root and does not lead
/// back into a folder already walked, and reports every folder it cannot list as a diagnostic.
/// The result is sorted by path, so the walk is deterministic.
public struct TreeWalker: Sendable {
    public static let defaultSkippedFolders: Set<String> = [
        ".git", ".build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm",
    ]

    public var skippedFolders: Set<String>
    /// Glob patterns over relative paths; a file must match one (when any are given) and none of `exclude`.
    public var include: [String]
    public var exclude: [String]

    public init(skippedFolders: Set<String> = TreeWalker.defaultSkippedFolders,
                include: [String] = [], exclude: [String] = []) {
        self.skippedFolders = skippedFolders
        self.include = include
        self.exclude = exclude
    }

    public func walk(root: String) -> (files: [DiscoveredFile], diagnostics: [Diagnostic]) {
        let fm = FileManager.default
        let rootReal = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var files: [DiscoveredFile] = []
        var diagnostics: [Diagnostic] = []
        // Folders by device and inode: a folder reached twice (through a link) is walked once.
        var visited: Set<FolderID> = Self.folderID(rootReal).map { [$0] } ?? []
        // (absolute path on disk, path relative to the root)
        var stack: [(String, String)] = [(rootReal, "")]
        while let (dir, rel) = stack.popLast() {
            let names: [String]
            do {
                names = try fm.contentsOfDirectory(atPath: dir).sorted()
            } catch {
                diagnostics.append(Diagnostic(SourceLocation(path: rel.isEmpty ? "." : rel), "cannot list this folder: \(Self.reason(error))"))
                continue
            }
            var subfolders: [(String, String)] = []
            for name in names {
                let abs = dir + "/" + name
                let relPath = rel.isEmpty ? name : rel + "/" + name
                // lstat, not FileManager.attributesOfItem: one system call and no dictionary per
                // file (the attributes dictionary was a fifth of a large audit's time).
                guard let type = Self.fileType(abs) else {
                    diagnostics.append(Diagnostic(SourceLocation(path: relPath), "cannot read this file's attributes"))
                    continue
                }
                var isDirectory = type == .directory
                var target = abs
                if type == .symbolicLink {
                    let resolved = URL(fileURLWithPath: abs).resolvingSymlinksInPath().path
                    guard resolved == rootReal || resolved.hasPrefix(rootReal + "/") else {
                        if FileKind.of(fileName: name, inDirectory: dir) != nil || isDir(resolved) {
                            diagnostics.append(Diagnostic(SourceLocation(path: relPath), "symbolic link leads outside the audited root; not followed"))
                        }
                        continue
                    }
                    target = resolved
                    isDirectory = isDir(resolved)
                }
                if isDirectory {
                    if skippedFolders.contains(name) { continue }
                    guard let id = Self.folderID(target), visited.insert(id).inserted else {
                        if type == .symbolicLink {
                            diagnostics.append(Diagnostic(SourceLocation(path: relPath), "symbolic link leads back into a folder already walked; not followed"))
                        }
                        continue
                    }
                    subfolders.append((target, relPath))
                } else if let kind = FileKind.of(fileName: name, inDirectory: dir), selected(relPath) {
                    files.append(DiscoveredFile(path: relPath, kind: kind))
                }
            }
            stack.append(contentsOf: subfolders.reversed())
        }
        files.sort { $0.path < $1.path }
        return (files, diagnostics.sorted())
    }

    /// A folder's identity on disk, whatever path reaches it.
    struct FolderID: Hashable { var device: UInt64; var inode: UInt64 }

    static func folderID(_ path: String) -> FolderID? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// What `lstat` says a path is (a link is not followed); nil when it cannot be read.
    enum EntryType { case directory, symbolicLink, other }

    static func fileType(_ path: String) -> EntryType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    func selected(_ path: String) -> Bool {
        if !include.isEmpty && !include.contains(where: { Glob.matches($0, path) }) { return false }
        return !exclude.contains(where: { Glob.matches($0, path) })
    }

    private func isDir(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
