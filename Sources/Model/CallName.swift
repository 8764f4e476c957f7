/// The name of a call as the scanner records it (`Auth.token`, `Auth.token(force:)`).
public enum CallName {
    /// The name without its argument labels: `sync(all:)` → `sync`.
    public static func plain(_ name: String) -> Substring {
        name.split(separator: "(", maxSplits: 1).first ?? Substring(name)
    }
}
