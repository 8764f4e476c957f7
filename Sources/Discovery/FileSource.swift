import Model
import SystemSupport

/// Where the audit reads the files it discovered: the folder on disk (`SafeFileReader`, after
/// `TreeWalker` walked it) or one commit's objects in git (`ListedFiles`, for `trend --git` and the
/// history lookup, whose files are never written to disk). Both refuse the same things in the same
/// words: a file over the file-bytes limit is not read, a path that leaves the tree is not read.
package protocol FileSource: Sendable {
    /// The whole file and its status (for a file from git, its size only).
    func readWithStatus(_ file: DiscoveredFile) throws(FileLoader.ReadError) -> (bytes: [UInt8], status: FileStatus)
    /// A file the listing did not give as one the audit reads (the tree's own `.intent-audit.yml`,
    /// an XcodeGen spec), by its path under the root.
    func read(relativePath: String) throws(FileLoader.ReadError) -> [UInt8]
}

extension FileSource {
    /// The whole file.
    package func read(_ file: DiscoveredFile) throws(FileLoader.ReadError) -> [UInt8] {
        try readWithStatus(file).bytes
    }

    package func diagnostic(_ file: DiscoveredFile, _ error: FileLoader.ReadError) -> Diagnostic {
        Diagnostic(SourceLocation(path: file.path), "cannot read this file: \(error.reason)")
    }
}

extension FileLoader.ReadError {
    /// The reason every reader gives for a file over the file-bytes limit.
    package static func overLimit(size: Int64, limit: Int) -> FileLoader.ReadError {
        FileLoader.ReadError(
            reason: "\(size) bytes, over the file-bytes limit (\(limit); --limit file-bytes); not read")
    }
}

/// A tree given as a listing instead of a folder to walk: one commit's files (path relative to the
/// audited folder, size), what could not be listed, and the source that reads them.
package struct ListedFiles: Sendable {
    package var files: [(path: String, size: Int64)]
    package var diagnostics: [Diagnostic]
    package var source: any FileSource

    package init(files: [(path: String, size: Int64)], diagnostics: [Diagnostic] = [], source: any FileSource) {
        self.files = files
        self.diagnostics = diagnostics
        self.source = source
    }
}
