/// The version of `report.xml`'s shape, shared by the writer (Reporting) and the reader of
/// snapshots (History). Bump it when the schema changes incompatibly.
/// 2: `<identity>` (what saved state is keyed on), `<continuity>`, a proof step's `release`.
public enum ReportSchema {
    public static let version = 2
}
