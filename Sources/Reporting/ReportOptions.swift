/// How the reports are written, beyond the result they render: where paths are rooted, what
/// fails a JUnit test case, and where the full report is (for the formats that point to it).
public struct ReportOptions: Sendable, Equatable {
    /// The audited folder's path inside the repository (`ios/App/`), put before every finding's
    /// path in SARIF, `github`, Code Quality and Checkstyle output so that paths are relative to
    /// the repository root; `--path-prefix` also applies it to `xcode`. nil: those formats use the
    /// root as the user named it (`root/path`), SARIF the path relative to the audited folder.
    public var pathPrefix: String?
    /// Whether `--path-prefix` was given (then `xcode` lines use it too).
    public var pathPrefixIsExplicit: Bool
    /// JUnit: warnings fail their test case as errors do (`--junit-warnings-fail`, `--fail-on warning`).
    public var junitWarningsFail: Bool
    /// The output folder as the user named it, for "the full report is in …".
    public var outputDirectory: String
    /// The formats written in this run, for "the full report is in …".
    public var formats: [ReportFormat]

    public init(
        pathPrefix: String? = nil, pathPrefixIsExplicit: Bool = false, junitWarningsFail: Bool = false,
        outputDirectory: String = "Reports", formats: [ReportFormat] = ReportFormat.defaults
    ) {
        self.pathPrefix = pathPrefix.map(ReportPaths.normalizedPrefix)
        self.pathPrefixIsExplicit = pathPrefixIsExplicit
        self.junitWarningsFail = junitWarningsFail
        self.outputDirectory = outputDirectory
        self.formats = formats
    }

    /// The file a reader should open for everything: the first of HTML, JSON, SARIF, XML written.
    public var fullReport: String? {
        let order: [ReportFormat] = [.html, .json, .sarif, .xml]
        guard let format = order.first(where: formats.contains), let name = format.fileName else { return nil }
        return ReportPaths.joined(outputDirectory, name)
    }
}
