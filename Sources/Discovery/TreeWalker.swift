import Foundation
import Model

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
    public var include: [String] { didSet { includeGlobs = include.map(Glob.init) } }
    public var exclude: [String] { didSet { excludeGlobs = exclude.map(Glob.init) } }
    /// The patterns compiled once, not once per file.
    private var includeGlobs: [Glob]
    private var excludeGlobs: [Glob]

    public init(
        skippedFolders: Set<String> = TreeWalker.defaultSkippedFolders,
        include: [String] = [], exclude: [String] = []
    ) {
        self.skippedFolders = skippedFolders
        self.include = include
        self.exclude = exclude
        includeGlobs = include.map(Glob.init)
        excludeGlobs = exclude.map(Glob.init)
    }

    public func walk(root: String) -> (files: [DiscoveredFile], diagnostics: [Diagnostic]) {
        let walked = walk(root: root, known: FolderListings(), records: false)
        return (walked.files, walked.diagnostics)
    }

    /// The walk, taking the entries of folders that did not change from `known` (see
    /// `FolderListings`), and (when `records`) what this walk can vouch for next time.
    package func walk(
        root: String, known: FolderListings, records: Bool = true, now: Int64 = Int64(Date().timeIntervalSince1970)
    )
        -> (files: [DiscoveredFile], diagnostics: [Diagnostic], listings: FolderListings)
    {
        let rootReal = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        var files: [DiscoveredFile] = []
        var diagnostics: [Diagnostic] = []
        var listings = FolderListings()
        // Folders by device and inode: a folder reached twice (through a link) is walked once.
        let rootID = Self.folderID(rootReal)
        var visited: Set<FolderID> = rootID.map { [$0] } ?? []
        // One level of the tree at a time: its folders are listed in parallel, then the folders
        // they contain are checked against `visited` in path order, so the result never depends
        // on which thread finished first.
        var level = [Folder(disk: rootReal, relative: "", id: rootID)]
        while !level.isEmpty {
            let read = ConcurrentMap.map(level) {
                list($0, rootReal: rootReal, known: known, recordingAt: records ? now : nil)
            }
            var next: [Folder] = []
            for (folder, listing) in zip(level, read) {
                files += listing.files
                diagnostics += listing.diagnostics
                if let recorded = listing.recorded { listings.byFolder[folder.relative] = recorded }
                for candidate in listing.folders {
                    guard let id = candidate.folder.id, visited.insert(id).inserted else {
                        if candidate.isLink {
                            diagnostics.append(
                                Diagnostic(
                                    SourceLocation(path: candidate.folder.relative),
                                    "symbolic link leads back into a folder already walked; not followed"))
                        }
                        continue
                    }
                    next.append(candidate.folder)
                }
            }
            level = next
        }
        files.sort { $0.path < $1.path }
        return (files, diagnostics.sorted(), listings)
    }

    /// A folder to list: where it is on disk and its path relative to the root.
    package struct Folder: Sendable {
        package var disk: String
        package var relative: String
        package var id: FolderID?
        /// What its parent's `lstat` said (nil for the root and a folder reached through a link).
        package var status: FileStatus? = nil
    }

    /// What one folder holds: the files the audit reads, the folders to walk next (not yet
    /// checked against the ones already walked), and what could not be read.
    package struct Listing: Sendable {
        package var files: [DiscoveredFile] = []
        package var folders: [(folder: Folder, isLink: Bool)] = []
        package var diagnostics: [Diagnostic] = []
        /// The entries as read, when the next walk may take them instead of listing the folder.
        package var recorded: FolderListings.Listing?
    }

    /// One folder's listing; with `recordingAt` (the walk's time), its entries too when it had settled by then.
    package func list(
        _ folder: Folder, rootReal: String, known: FolderListings = FolderListings(), recordingAt now: Int64? = nil
    ) -> Listing {
        var listing = Listing()
        // readdir's entry types (d_type) say which names are folders, files or links without a
        // `stat` each; only folders (for their identity) and files the audit reads are looked at
        // again. FileManager's listing plus an lstat per name was most of a warm audit's walk.
        // A folder whose status did not change since the last walk is not listed again (its
        // entries are `known`): names are then looked at by their whole path.
        var directory: OpaquePointer?
        let entries: [FolderListings.Entry]
        if let cached = known.entries(of: folder.relative, status: folder.status) {
            entries = cached
            listing.recorded = FolderListings.Listing(status: folder.status!, entries: cached)
        } else {
            guard let opened = opendir(folder.disk) else {
                listing.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: folder.relative.isEmpty ? "." : folder.relative),
                        "cannot list this folder: \(String(cString: strerror(errno)))"))
                return listing
            }
            directory = opened
            var read: [FolderListings.Entry] = []
            while let entry = readdir(opened) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                read.append(FolderListings.Entry(name: name, type: entry.pointee.d_type))
            }
            read.sort { $0.name < $1.name }
            entries = read
            if let now, let status = folder.status, status.isSettled(now: now),
                read.allSatisfy({ Int($0.type) == Int(DT_DIR) || Int($0.type) == Int(DT_REG) })
            {
                listing.recorded = FolderListings.Listing(status: status, entries: read)
            }
        }
        defer { if let directory { closedir(directory) } }
        let descriptor = directory.map { dirfd($0) } ?? AT_FDCWD
        for entry in entries {
            let name = entry.name
            let abs = folder.disk + "/" + name
            let relPath = folder.relative.isEmpty ? name : folder.relative + "/" + name
            let kind = FileKind.of(fileName: name, inDirectory: folder.disk)
            var type = Self.entryType(entry.type)
            var info = stat()
            // A file the audit reads, a folder, or a name whose type readdir did not say: lstat it.
            if type == nil || type == .directory || (type == .regular && kind != nil) {
                guard fstatat(descriptor, directory == nil ? abs : name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                    listing.diagnostics.append(
                        Diagnostic(SourceLocation(path: relPath), "cannot read this file's attributes"))
                    continue
                }
                type = Self.entryType(mode: info.st_mode)
            }
            guard let type else { continue }
            var isDirectory = type == .directory
            var target = abs
            if type == .special {
                // A FIFO, socket or device is never opened: opening a FIFO blocks, reading a device never ends.
                if kind != nil {
                    listing.diagnostics.append(
                        Diagnostic(
                            SourceLocation(path: relPath), "not a regular file (FIFO, socket or device); not read"))
                }
                continue
            }
            if type == .symbolicLink {
                let resolved = URL(fileURLWithPath: abs).resolvingSymlinksInPath().path
                guard resolved == rootReal || resolved.hasPrefix(rootReal + "/") else {
                    if kind != nil || isDir(resolved) {
                        listing.diagnostics.append(
                            Diagnostic(
                                SourceLocation(path: relPath),
                                "symbolic link leads outside the audited root; not followed"))
                    }
                    continue
                }
                target = resolved
                isDirectory = isDir(resolved)
            }
            if isDirectory {
                if skippedFolders.contains(name) { continue }
                let id =
                    type == .symbolicLink
                    ? Self.folderID(target) : FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
                listing.folders.append(
                    (
                        Folder(
                            disk: target, relative: relPath, id: id,
                            status: type == .symbolicLink ? nil : FileStatus(info)),
                        type == .symbolicLink
                    ))
            } else if let kind, selected(relPath) {
                // Where the reader will find it: the link-free path under the root and the folder that
                // holds it, so the read can check it is still what the walk saw.
                let parent =
                    type == .symbolicLink
                    ? String(target[..<(target.lastIndex(of: "/") ?? target.startIndex)]) : folder.disk
                let disk = target == rootReal ? "" : String(target.dropFirst(rootReal.count + 1))
                listing.files.append(
                    DiscoveredFile(
                        path: relPath, kind: kind, disk: disk,
                        folder: type == .symbolicLink ? Self.folderID(parent) : folder.id,
                        status: type == .regular ? FileStatus(info) : nil))
            }
        }
        return listing
    }

    /// A folder's identity on disk, whatever path reaches it.
    package struct FolderID: Hashable, Sendable { package var device: UInt64; package var inode: UInt64 }

    package static func folderID(_ path: String) -> FolderID? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// What an entry of a folder is (a link is not followed).
    package enum EntryType { case directory, symbolicLink, regular, special }

    /// What readdir's `d_type` says an entry is; nil when it does not say (`DT_UNKNOWN`).
    static func entryType(_ type: UInt8) -> EntryType? {
        switch Int(type) {
        case Int(DT_DIR): return .directory
        case Int(DT_LNK): return .symbolicLink
        case Int(DT_REG): return .regular
        case Int(DT_UNKNOWN): return nil
        default: return .special
        }
    }

    static func entryType(mode: mode_t) -> EntryType {
        switch mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFREG: return .regular
        default: return .special
        }
    }

    package func selected(_ path: String) -> Bool {
        if !includeGlobs.isEmpty && !includeGlobs.contains(where: { $0.matches(path) }) { return false }
        return !excludeGlobs.contains(where: { $0.matches(path) })
    }

    private func isDir(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
