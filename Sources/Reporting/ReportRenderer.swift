import Foundation
import History
import Model

/// Everything a renderer may need: the audit's result, the comparison with `--baseline`, the
/// rules' descriptions and `report.xml`'s bytes (built once, shared by the XML and HTML renderers).
public struct Report: Sendable {
    // Constant: the document is serialized from them once, on first use.
    public let result: AuditResult
    public let baseline: BaselineComparison?
    public let rules: [RuleDescription]
    /// `--template`: the stylesheet for HTML; nil for the bundled one.
    public var template: String?
    /// Folders a template's `xsl:include`/`xsl:import` may read besides its own.
    public var templateAllowedFolders: [String] = []
    /// The transform's time and memory budget, among the other reading limits.
    public var limits = Limits()
    /// Paths, JUnit's policy, where the full report is.
    public var options: ReportOptions
    /// `report.xml`'s bytes, serialized when a format first asks (XML and the HTML transform share
    /// them); a JSON or Markdown run never builds them (19 MB and a third of a 5,000-intent audit).
    public var document: [UInt8] { serialized.value(result, rules, baseline) }
    /// What the HTML page is rendered from: `document` itself, or for a report of more than
    /// `limits.pageIntents` intents the most urgent ones with what their cards show (`ReportPage`).
    public var pageDocument: [UInt8] { serialized.page(result, rules, baseline, limit: limits.pageIntents) }
    private let serialized = SerializedDocument()

    public init(
        _ result: AuditResult, baseline: BaselineComparison? = nil, rules: [RuleDescription] = [],
        template: String? = nil, options: ReportOptions = ReportOptions()
    ) {
        self.result = result
        self.baseline = baseline
        self.rules = rules
        self.template = template
        self.options = options
    }
}

/// The document of one report, serialized once, on first use.
private final class SerializedDocument: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8]?

    private var pageBytes: [UInt8]?

    func value(_ result: AuditResult, _ rules: [RuleDescription], _ baseline: BaselineComparison?) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return full(result, rules, baseline)
    }

    func page(
        _ result: AuditResult, _ rules: [RuleDescription], _ baseline: BaselineComparison?, limit: Int
    ) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        guard result.intents.count > limit else { return full(result, rules, baseline) }
        if let pageBytes { return pageBytes }
        let made =
            ReportPage.serialize(result, rules: rules, baseline: baseline, limit: limit)
            ?? full(result, rules, baseline)
        pageBytes = made
        return made
    }

    /// Called with the lock held.
    private func full(_ result: AuditResult, _ rules: [RuleDescription], _ baseline: BaselineComparison?) -> [UInt8] {
        if let bytes { return bytes }
        let made = ReportDocument.serialize(result, rules: rules, baseline: baseline)
        bytes = made
        return made
    }
}

/// One output format. Each renderer lives in its own file; `ReportFormat.renderer` maps every
/// format to one with an exhaustive switch.
package protocol ReportRenderer {
    static func render(_ report: Report) throws -> [UInt8]
}

extension ReportFormat {
    /// The renderer of this format.
    package var renderer: any ReportRenderer.Type {
        switch self {
        case .html: HTMLReport.self
        case .xml: ReportDocument.self
        case .json: JSONReport.self
        case .sarif: SARIFReport.self
        case .markdown: MarkdownReport.self
        case .junit: JUnitReport.self
        case .codeclimate: CodeClimateReport.self
        case .checkstyle: CheckstyleReport.self
        case .xcode: XcodeReport.self
        case .github: GitHubReport.self
        }
    }
}

extension ReportDocument: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] { report.document }
}

extension HTMLReport: ReportRenderer {
    package static func render(_ report: Report) throws -> [UInt8] {
        try render(
            document: report.pageDocument, templatePath: report.template ?? TemplateLocator.bundledTemplate(),
            allowedFolders: report.templateAllowedFolders, limits: report.limits)
    }
}

extension JSONReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] {
        Array(render(report.result, baseline: report.baseline).utf8)
    }
}

extension SARIFReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] {
        Array(render(report.result, rules: report.rules, baseline: report.baseline, options: report.options).utf8)
    }
}

extension MarkdownReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] {
        Array(render(report.result, baseline: report.baseline, options: report.options).utf8)
    }
}

extension JUnitReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] { render(report.result, options: report.options) }
}

extension CodeClimateReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] {
        Array(render(report.result, options: report.options).utf8)
    }
}

extension CheckstyleReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] { render(report.result, options: report.options) }
}

extension XcodeReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] {
        Array(render(report.result, options: report.options).utf8)
    }
}

extension GitHubReport: ReportRenderer {
    package static func render(_ report: Report) -> [UInt8] {
        Array(render(report.result, options: report.options).utf8)
    }
}
