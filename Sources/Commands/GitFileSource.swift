import Discovery
import History
import Model
import Scanning
import SystemSupport

/// One commit's files as the audit reads them (`trend --git`, `--since`, the history lookup):
/// listed by git and read from its objects, never written to disk. The same refusals in the same
/// words as a folder on disk: over the file-bytes limit, not in the tree.
struct GitFileSource: FileSource {
    let tree: GitTreeFiles
    /// The audit's file-bytes limit (its configuration's).
    let maximumBytes: Int

    /// The commit's files for `ScanOptions.listed`; names that are not UTF-8 are said and not read,
    /// as a walk of them on disk says.
    static func listed(_ tree: GitTreeFiles, maximumBytes: Int) -> ListedFiles {
        ListedFiles(
            files: tree.files,
            diagnostics: tree.unreadableNames.map {
                Diagnostic(
                    SourceLocation(path: $0),
                    "this name is not valid UTF-8 (shown with U+FFFD for its bad bytes); not read")
            },
            source: GitFileSource(tree: tree, maximumBytes: maximumBytes))
    }

    func readWithStatus(_ file: DiscoveredFile) throws(FileLoader.ReadError) -> (bytes: [UInt8], status: FileStatus) {
        // A Swift file that fails the pre-filter is read again when a name it may declare is looked
        // for: it is kept in memory rather than asked of git twice.
        let bytes = try read(
            file.path, keep: file.kind == .swift ? { !KeywordFilter.isInteresting($0) } : { _ in false })
        return (bytes, FileStatus(size: Int64(bytes.count)))
    }

    func read(relativePath: String) throws(FileLoader.ReadError) -> [UInt8] {
        try read(relativePath, keep: { _ in false })
    }

    private func read(_ path: String, keep: ([UInt8]) -> Bool) throws(FileLoader.ReadError) -> [UInt8] {
        if let size = tree.size(of: path), size > maximumBytes {
            throw .overLimit(size: Int64(size), limit: maximumBytes)
        }
        do throws(GitTreeFiles.Unread) {
            return try tree.contents(of: path, keep: keep)
        } catch {
            switch error {
            case .missing: throw FileLoader.ReadError(reason: "no such file in the commit")
            case .tooLarge(let size): throw .overLimit(size: Int64(size), limit: tree.maximumBytes)
            case .failed(let message): throw FileLoader.ReadError(reason: message)
            }
        }
    }
}
