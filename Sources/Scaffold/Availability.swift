import Analysis
import Model

/// The `@available` / `#available` a generated declaration needs, from the project's deployment
/// targets (the audit's `DeploymentPolicy`) and the App Intents minimum of each platform.
///
/// Only platforms the project builds for whose lowest deployment target is below the minimum are
/// listed: on the others the declaration is always available, so the attribute is omitted when
/// there are none. When no deployment target is known (a bare folder), every platform App Intents
/// has is listed, so the draft compiles whatever the project turns out to be.
struct Availability: Equatable {
    /// Platform → App Intents minimum, for the platforms that need the guard, sorted by platform.
    var platforms: [(String, String)]
    /// No deployment target was found: `platforms` is the full list, said in a comment.
    var unknown: Bool

    static func == (a: Availability, b: Availability) -> Bool {
        a.unknown == b.unknown && a.platforms.map { "\($0) \($1)" } == b.platforms.map { "\($0) \($1)" }
    }

    /// The guard for code deployed like these location groups (tried in turn, as the audit does).
    init(_ deployment: DeploymentPolicy, groups: [[SourceLocation]], widget: Bool) {
        let minimums = widget ? DeploymentPolicy.widgetAppIntents : DeploymentPolicy.appIntents
        let lowest = deployment.lowest(for: groups).filter { minimums[$0.key] != nil }
        if lowest.isEmpty {
            unknown = true
            platforms = ["iOS", "macOS", "watchOS"].compactMap { p in minimums[p].map { (p, $0) } }
        } else {
            unknown = false
            platforms = lowest.keys.sorted().compactMap { platform in
                guard let minimum = minimums[platform], let version = lowest[platform],
                    DeploymentPolicy.isLower(version, than: minimum)
                else { return nil }
                return (platform, minimum)
            }
        }
    }

    /// The strictest guard of several: each platform at its highest minimum; unknown if any is.
    static func merged(_ all: [Availability]) -> Availability {
        var result = Availability(platforms: [], unknown: all.contains(where: \.unknown))
        var byPlatform: [String: String] = [:]
        for item in all {
            for (platform, version) in item.platforms
            where byPlatform[platform].map({ DeploymentPolicy.isLower($0, than: version) }) ?? true {
                byPlatform[platform] = version
            }
        }
        result.platforms = byPlatform.keys.sorted().map { ($0, byPlatform[$0]!) }
        return result
    }

    private init(platforms: [(String, String)], unknown: Bool) {
        self.platforms = platforms
        self.unknown = unknown
    }

    /// No platform the project builds for is below the minimum: no attribute, no `#available`.
    var isAlwaysAvailable: Bool { platforms.isEmpty }

    /// `iOS 16.0, macOS 13.0, *`.
    var arguments: String { (platforms.map { "\($0) \($1)" } + ["*"]).joined(separator: ", ") }

    /// Writes `@available(…)`, or nothing when not needed.
    func write(into w: inout SwiftWriter) {
        guard !isAlwaysAvailable else { return }
        w.line("@available(\(arguments))")
    }

    /// For a file's header comment: why the attribute lists platforms the project may not have.
    var headerNote: String {
        unknown
            ? "\nNo deployment target was found in the tree: @available lists every platform App Intents has."
            : ""
    }
}
