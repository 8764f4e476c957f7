/// The version of `report.xml`'s shape, shared by the writer (Reporting) and the reader of
/// snapshots (History). Bump it when the schema changes incompatibly.
public enum ReportSchema {
    public static let version = 1
}
