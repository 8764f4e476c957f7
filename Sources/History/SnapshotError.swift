/// Why a saved report cannot serve as a snapshot. Each message names the file (and line when known).
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    /// Larger than the reader reads (`SnapshotReader.maximumBytes`); nothing of it was read.
    case tooLarge(path: String, bytes: Int, limit: Int)
    case notXML(path: String, line: Int, message: String)
    /// Well-formed XML whose root is not `<intent-audit-report>`.
    case notAReport(path: String, rootElement: String)
    /// No `schemaVersion`, or one this tool cannot read (before 1).
    case unsupportedSchema(path: String, version: String?)
    /// A report that lacks something a snapshot needs.
    case invalid(path: String, line: Int, message: String)

    public var description: String {
        switch self {
        case .unreadable(let path):
            "cannot read the snapshot \(path)"
        case .tooLarge(let path, let bytes, let limit):
            "\(path): not read: the report is \(bytes) bytes, over the \(limit) bytes a snapshot may have"
        case .notXML(let path, let line, let message):
            "\(SnapshotError.place(path, line)): not a readable XML report: \(message)"
        case .notAReport(let path, let root):
            "\(path): not an intent-audit report (the root element is <\(root)>, expected <intent-audit-report>); pass a report.xml written by intent-audit audit"
        case .unsupportedSchema(let path, let version):
            if let version {
                "\(path): report schemaVersion '\(version)' is not supported (this intent-audit reads 1 to \(Snapshot.supportedSchemaVersion) and tolerates newer); re-run the audit of that release with this version"
            } else {
                "\(path): the report has no schemaVersion, so it comes from a pre-release intent-audit; re-run the audit of that release with this version"
            }
        case .invalid(let path, let line, let message):
            "\(SnapshotError.place(path, line)): \(message)"
        }
    }

    package static func place(_ path: String, _ line: Int) -> String { line > 0 ? "\(path):\(line)" : path }
}
