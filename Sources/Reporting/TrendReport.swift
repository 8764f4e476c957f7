import Foundation
import History
import Model
import XMLSupport

/// `trend.xml` and `trend.html`: a trend rendered through the sandboxed XSLT, like the report.
package enum TrendReport {
    /// Writes `trend.xml` and `trend.html` (through the sandboxed XSLT) and returns their paths.
    package static func write(
        _ trend: Trend, to directory: String, template: String?, limits: Limits = Limits()
    ) throws -> [String] {
        let stylesheet = try template ?? TemplateLocator.template("trend.xsl")
        try ReportWriter.prepare(directory)
        // trend.xml first: it is worth having even when a user's template fails.
        let xml = XMLWriter.serialize(trend.xmlElement())
        let xmlPath = directory + "/trend.xml"
        try ReportWriter.writeAtomically(xml, to: xmlPath)
        let htmlPath = directory + "/trend.html"
        try ReportWriter.writeAtomically(
            try XSLTransformer(path: stylesheet, budget: limits.transformBudget).transform(xml), to: htmlPath)
        return [htmlPath, xmlPath]
    }
}
