/// A text the App Intents metadata extraction must read at build time (a type's `title` or
/// `description`) written as something other than a string literal or a `LocalizedStringResource`
/// / `IntentDescription` built from one.
public struct NonLiteralText: Codable, Hashable, Sendable {
    /// `title` or `description`.
    public var property: String
    /// The expression as written, on one line.
    public var written: String
    public var location: SourceLocation

    package init(property: String, written: String, location: SourceLocation) {
        self.property = property
        self.written = written
        self.location = location
    }
}
