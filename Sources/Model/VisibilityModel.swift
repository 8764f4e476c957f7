/// What the system will see of one App Intents declaration or widget: the targets that compile it
/// and whether each is a bundle whose App Intents metadata Shortcuts, Siri and WidgetKit read.
public struct DeclarationVisibility: Codable, Hashable, Sendable {
    /// What reads it, at a glance.
    public enum Verdict: String, Codable, Hashable, Sendable, CaseIterable {
        /// A target the system reads compiles it (the app, an App Intents extension, a widget extension).
        case seen
        /// Only frameworks or packages compile it, chained to the app through `AppIntentsPackage`.
        case throughPackage = "through-package"
        /// Only frameworks or packages compile it, with no `AppIntentsPackage` chain to the app.
        case needsPackage = "needs-package"
        /// Only targets the system does not read App Intents from compile it (tests, other extensions).
        case notRead = "not-read"
        /// The project files say no target compiles it.
        case notBuilt = "not-built"
        /// The audit cannot tell: no project file or manifest, one it could not read, or an
        /// extension whose extension point it did not find.
        case unknown
    }

    public var name: String
    /// The declaration's kind: `app-intent`, `app-entity`, `app-enum`, `entity-query`,
    /// `app-shortcuts-provider`, `app-intents-package`, `app-intents-extension` (an App Intents extension's
    /// `@main` type), `widget`, `control`.
    public var kind: String
    public var location: SourceLocation
    public var targets: [SeenByTarget]
    public var verdict: Verdict
    /// Why, in words, when the verdict is not plain (`unknown`, `needs-package`, `through-package`).
    public var reason: String?

    package init(
        name: String, kind: String, location: SourceLocation, targets: [SeenByTarget], verdict: Verdict,
        reason: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.location = location
        self.targets = targets
        self.verdict = verdict
        self.reason = reason
    }
}

/// One target that compiles a declaration, and what kind of bundle it makes.
public struct SeenByTarget: Codable, Hashable, Sendable {
    /// The bundle a target builds, as far as App Intents metadata goes.
    public enum Bundle: String, Codable, Hashable, Sendable, CaseIterable {
        case app
        case appIntentsExtension = "app-intents-extension"
        case widgetExtension = "widget-extension"
        /// Another extension point (an Intents extension, a share extension, …): not read for App Intents.
        case otherExtension = "other-extension"
        /// An extension whose extension point the audit did not find.
        case unknownExtension = "unknown-extension"
        case framework
        case package
        case tests
        case other
    }

    public var target: String
    public var bundle: Bundle
    /// true: the system reads App Intents metadata from this bundle; false: it does not; nil: cannot tell.
    public var reads: Bool?

    package init(target: String, bundle: Bundle, reads: Bool?) {
        self.target = target
        self.bundle = bundle
        self.reads = reads
    }
}
