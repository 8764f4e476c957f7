import Foundation

/// An output format of `intent-audit audit --format`. Every switch over it is exhaustive, so a new
/// format cannot be forgotten by the writer.
public enum ReportFormat: String, CaseIterable, Codable, Sendable {
    case html, xml, json, sarif, markdown, junit, xcode, github

    /// The formats written when none is asked for.
    public static let defaults: [ReportFormat] = [.html, .xml, .json]

    /// The file written into the output folder; nil for the formats printed to standard output.
    public var fileName: String? {
        switch self {
        case .html: "report.html"
        case .xml: "report.xml"
        case .json: "report.json"
        case .sarif: "report.sarif"
        case .markdown: "report.md"
        case .junit: "report.junit.xml"
        case .xcode, .github: nil
        }
    }

    /// Parses a comma-separated list (`html,json`); unknown names are a `ReportError`, not a crash.
    public static func parseList(_ text: String) throws -> [ReportFormat] {
        var formats: [ReportFormat] = []
        for name in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let format = ReportFormat(rawValue: name.lowercased()) else {
                throw ReportError.unknownFormat(name)
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }
}

/// Why a report could not be written.
public enum ReportError: Error, Equatable, CustomStringConvertible {
    case unknownFormat(String)
    case unwritableFolder(path: String, reason: String)
    case badTemplate(path: String, reason: String)
    /// `INTENT_AUDIT_TEMPLATES` names a folder that does not exist or has no `report.xsl`.
    case templatesFolderMissing(path: String)

    public var description: String {
        switch self {
        case .unknownFormat(let name):
            "unknown format '\(name)'; choose from "
                + ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        case .unwritableFolder(let path, let reason):
            "cannot write reports into \(path): \(reason)"
        case .badTemplate(let path, let reason):
            "the template \(path) cannot be used: \(reason)"
        case .templatesFolderMissing(let path):
            "INTENT_AUDIT_TEMPLATES is set to \(path), which is not a folder holding report.xsl; "
                + "point it at a copy of the Templates folder, or unset it to use the templates built into intent-audit"
        }
    }
}
