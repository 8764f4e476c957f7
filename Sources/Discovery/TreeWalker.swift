import Foundation
import Model
import SystemSupport

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

    /// The files of a tree given as a listing (`ListedFiles`, paths relative to the root): the same
    /// folders skipped, the same kinds and the same patterns as a walk of it on disk, sorted by path.
    package func files(listed: [(path: String, size: Int64)]) -> [DiscoveredFile] {
        var files: [DiscoveredFile] = []
        for (path, size) in listed {
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let name = components.last,
                !components.dropLast().contains(where: { skippedFolders.contains(String($0)) }),
                let kind = FileKind.of(
                    fileName: String(name), inDirectory: components.dropLast().joined(separator: "/")),
                selected(path)
            else { continue }
            files.append(DiscoveredFile(path: path, kind: kind, status: FileStatus(size: size)))
        }
        return files.sorted { $0.path < $1.path }
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
        var directory: FolderReader?
        let entries: [FolderListings.Entry]
        if let cached = known.entries(of: folder.relative, status: folder.status) {
            entries = cached
            listing.recorded = FolderListings.Listing(status: folder.status!, entries: cached)
        } else {
            let opened: FolderReader
            do throws(SystemError) {
                opened = try FolderReader(folder.disk)
            } catch {
                listing.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: folder.relative.isEmpty ? "." : folder.relative),
                        "cannot list this folder: \(error.reason)"))
                return listing
            }
            directory = opened
            let listed = opened.entries()
            // A name that is not UTF-8 cannot be reached by its decoded name (that path is its
            // U+FFFD twin's, if one exists): it is said, never read in the twin's place.
            for entry in listed where !entry.isUTF8 {
                let relPath = folder.relative.isEmpty ? entry.name : folder.relative + "/" + entry.name
                listing.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: relPath),
                        "this name is not valid UTF-8 (shown with U+FFFD for its bad bytes); not read"))
            }
            var read = listed.filter(\.isUTF8).map { FolderListings.Entry(name: $0.name, type: $0.type) }
            read.sort { $0.name < $1.name }
            entries = read
            if let now, let status = folder.status, status.isSettled(now: now), listed.allSatisfy(\.isUTF8),
                read.allSatisfy({ EntryType.isFolderOrFile(direntType: $0.type) })
            {
                listing.recorded = FolderListings.Listing(status: status, entries: read)
            }
        }
        // The folder stays open (its descriptor valid) until the last entry is looked at.
        defer { withExtendedLifetime(directory) {} }
        let descriptor = directory?.descriptor
        for entry in entries {
            let name = entry.name
            let abs = folder.disk + "/" + name
            let relPath = folder.relative.isEmpty ? name : folder.relative + "/" + name
            let kind = FileKind.of(fileName: name, inDirectory: folder.disk)
            var type = EntryType(direntType: entry.type)
            var status: FileStatus?
            // A file the audit reads, a folder, or a name whose type readdir did not say: lstat it.
            if type == nil || type == .directory || (type == .regular && kind != nil) {
                guard let info = try? SystemFiles.info(of: directory == nil ? abs : name, in: descriptor) else {
                    listing.diagnostics.append(
                        Diagnostic(SourceLocation(path: relPath), "cannot read this file's attributes"))
                    continue
                }
                type = info.type
                status = info.status
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
                    ? Self.folderID(target) : status.map { FolderID(device: $0.device, inode: $0.inode) }
                listing.folders.append(
                    (
                        Folder(
                            disk: target, relative: relPath, id: id,
                            status: type == .symbolicLink ? nil : status),
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
                        status: type == .regular ? status : nil))
            }
        }
        return listing
    }

    /// A folder's identity on disk, whatever path reaches it.
    package struct FolderID: Hashable, Sendable { package var device: UInt64; package var inode: UInt64 }

    package static func folderID(_ path: String) -> FolderID? {
        guard let status = try? SystemFiles.info(of: path, followingLinks: true).status else { return nil }
        return FolderID(device: status.device, inode: status.inode)
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
