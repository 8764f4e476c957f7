/// Bounds on what the audit reads. (Minimal version added by the perf branch for the read-time
/// file-size check; the hostile-input work owns the full set.)
public enum Limits {
    /// The largest file the audit reads; a bigger one becomes a diagnostic and is skipped.
    public static let fileSize = 32 * 1024 * 1024
}
