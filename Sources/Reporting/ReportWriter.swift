import Foundation
import History
import Model

/// Writes the chosen formats into the output folder and returns what the stdout formats print.
///
/// Each file is written to a temporary file in the same folder and renamed over the target, so a
/// run that is killed midway never leaves a half-written report. The XML document is built once
/// and reused by the HTML transform.
public enum ReportWriter {
    /// What one `write` produced.
    public struct Output: Equatable, Sendable {
        /// The files written, as absolute paths, in format order.
        public var files: [String]
        /// The `xcode` and `github` lines, to print on standard output (empty when neither was asked for).
        public var standardOutput: String
    }

    public static func write(
        _ result: AuditResult, baseline: BaselineComparison? = nil, formats: [ReportFormat],
        to outputDirectory: String, template: String? = nil, templateAllowedFolders: [String] = [],
        limits: Limits = Limits(), rules: [RuleDescription] = []
    ) throws -> Output {
        let fileFormats = formats.filter { $0.fileName != nil }
        if !fileFormats.isEmpty { try prepare(outputDirectory) }
        let document = ReportDocument.serialize(result, rules: rules, baseline: baseline)
        var files: [String] = []
        var standardOutput = ""
        // A failing template (the user's own) must not cost the other formats: it is reported
        // once they are all written.
        var templateFailure: Error?
        for format in formats {
            let bytes: [UInt8]
            switch format {
            case .xml: bytes = document
            case .html:
                do {
                    let path = try template ?? TemplateLocator.bundledTemplate()
                    bytes = try HTMLReport.render(
                        document: document, templatePath: path, allowedFolders: templateAllowedFolders, limits: limits)
                } catch {
                    templateFailure = error
                    continue
                }
            case .json: bytes = Array(JSONReport.render(result, baseline: baseline).utf8)
            case .sarif: bytes = Array(SARIFReport.render(result, rules: rules).utf8)
            case .markdown: bytes = Array(MarkdownReport.render(result, baseline: baseline).utf8)
            case .junit: bytes = JUnitReport.render(result)
            case .xcode:
                standardOutput += XcodeReport.render(result)
                continue
            case .github:
                standardOutput += GitHubReport.render(result)
                continue
            }
            let target = (outputDirectory as NSString).appendingPathComponent(format.fileName!)
            try writeAtomically(bytes, to: target)
            files.append(target)
        }
        if let templateFailure { throw templateFailure }
        return Output(files: files, standardOutput: standardOutput)
    }

    /// Creates the folder when missing; refuses a path that is a file or cannot be written.
    package static func prepare(_ directory: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ReportError.unwritableFolder(path: directory, reason: "it is a file, not a folder")
            }
        } else {
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ReportError.unwritableFolder(path: directory, reason: "it cannot be created (\(reason(error)))")
            }
        }
        guard manager.isWritableFile(atPath: directory) else {
            throw ReportError.unwritableFolder(path: directory, reason: "permission denied")
        }
    }

    /// Writes beside the target, then renames over it (rename is atomic within one file system).
    package static func writeAtomically(_ bytes: [UInt8], to target: String) throws {
        let folder = (target as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(
            ".\((target as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw ReportError.unwritableFolder(path: folder, reason: "cannot create \(temporary)")
        }
        if rename(temporary, target) != 0 {
            let code = errno
            try? FileManager.default.removeItem(atPath: temporary)
            throw ReportError.unwritableFolder(path: folder, reason: String(cString: strerror(code)))
        }
    }

    package static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
