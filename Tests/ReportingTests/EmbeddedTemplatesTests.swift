import Foundation
import TestSupport
import Testing

@testable import Reporting

/// `Sources/Reporting/EmbeddedTemplates.swift` is generated from `Templates/`, which stays the one
/// source. This test regenerates it in memory and fails while the checked-in copy is stale;
/// `make templates` (RECORD_TEMPLATES=1) rewrites it.
@Suite struct EmbeddedTemplatesTests {
    static let generatedPath = Fixtures.repositoryRoot + "/Sources/Reporting/EmbeddedTemplates.swift"

    /// Every stylesheet of `Templates/` (report.xsl, trend.xsl, parts/*.xsl), sorted by path.
    static func templateFiles() throws -> [(path: String, text: String)] {
        let root = Fixtures.repositoryRoot + "/Templates"
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".xsl") }.sorted()
        return try paths.map { path in
            (path, try String(contentsOfFile: root + "/" + path, encoding: .utf8))
        }
    }

    /// The generated Swift source for these files.
    static func source(_ files: [(path: String, text: String)]) -> String {
        var out = """
            // swift-format-ignore-file
            // Generated from Templates/*.xsl by `make templates`; do not edit. Templates/ is the one source:
            // EmbeddedTemplatesTests fails while this file differs from what it would generate.

            /// The default templates, compiled in so that a binary copied alone renders the same HTML.
            package enum EmbeddedTemplates {
                /// Path relative to `Templates/` → the stylesheet's text.
                package static let files: [(path: String, text: String)] = [

            """
        for file in files {
            precondition(!file.text.contains("\"\"\"#"), "\(file.path) holds a raw-string delimiter")
            out += "        (\"\(file.path)\", #\"\"\"\n\(file.text)\n\"\"\"#),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    @Test func generatedSourceIsUpToDate() throws {
        let expected = Self.source(try Self.templateFiles())
        if ProcessInfo.processInfo.environment["RECORD_TEMPLATES"] == "1" {
            try expected.write(toFile: Self.generatedPath, atomically: true, encoding: .utf8)
            return
        }
        let current = try String(contentsOfFile: Self.generatedPath, encoding: .utf8)
        #expect(
            current == expected,
            "Sources/Reporting/EmbeddedTemplates.swift is stale: run `make templates` after editing Templates/")
    }

    @Test func embeddedFilesAreTheTemplates() throws {
        let files = try Self.templateFiles()
        #expect(EmbeddedTemplates.files.map(\.path) == files.map(\.path))
        #expect(EmbeddedTemplates.files.map(\.text) == files.map(\.text))
        #expect(EmbeddedTemplates.files.contains { $0.path == "parts/palette.xsl" })
    }
}

/// `INTENT_AUDIT_TEMPLATES` overrides the built-in templates; a folder that is not there is an error.
@Suite struct TemplateOverrideTests {
    @Test func missingTemplatesFolderIsAnError() {
        #expect(throws: ReportError.templatesFolderMissing(path: "/nonexistent/Templates")) {
            try TemplateLocator.templatesDirectory(environment: ["INTENT_AUDIT_TEMPLATES": "/nonexistent/Templates"])
        }
        let message = ReportError.templatesFolderMissing(path: "/x").description
        #expect(message.contains("INTENT_AUDIT_TEMPLATES is set to /x") && message.contains("unset it"))
    }

    @Test func aFolderWithoutReportXSLIsAnError() throws {
        let folder = NSTemporaryDirectory() + "ia-templates-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: ReportError.templatesFolderMissing(path: folder)) {
            try TemplateLocator.templatesDirectory(environment: ["INTENT_AUDIT_TEMPLATES": folder])
        }
    }

    @Test func anExistingFolderIsUsed() throws {
        let folder = Fixtures.repositoryRoot + "/Templates"
        #expect(try TemplateLocator.templatesDirectory(environment: ["INTENT_AUDIT_TEMPLATES": folder]) == folder)
    }

    @Test func withoutTheVariableTheBuiltInTemplatesAreWrittenOutAndUsed() throws {
        let folder = try TemplateLocator.templatesDirectory(environment: [:])
        #expect(!folder.hasPrefix(Fixtures.repositoryRoot))
        for (path, text) in EmbeddedTemplates.files {
            #expect(try String(contentsOfFile: folder + "/" + path, encoding: .utf8) == text)
        }
        let html = try HTMLReport.render(SampleAudit.result)
        #expect(String(decoding: html, as: UTF8.self).contains("Intents, most urgent first"))
    }
}
