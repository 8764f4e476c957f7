import Foundation
import Model
import SystemSupport

/// Where the HTML templates come from: `INTENT_AUDIT_TEMPLATES` when set (a folder laid out like
/// `Templates/`; a folder that does not exist is an error, never silently skipped), else the
/// copies compiled into the binary (`EmbeddedTemplates`, generated from `Templates/`), so a binary
/// copied alone renders the same report. `--template FILE` bypasses both (see `ReportWriter`).
public enum TemplateLocator {
    /// The environment variable that points at a templates folder.
    public static let environmentKey = "INTENT_AUDIT_TEMPLATES"

    /// The folder that holds `report.xsl`, `trend.xsl` and `parts/`.
    public static func templatesDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        if let configured = environment[environmentKey], !configured.isEmpty {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: configured, isDirectory: &isDirectory), isDirectory.boolValue,
                FileManager.default.fileExists(atPath: configured + "/report.xsl")
            else {
                throw ReportError.templatesFolderMissing(path: configured)
            }
            return configured
        }
        return try EmbeddedTemplateFolder.shared.path()
    }

    public static func bundledTemplate() throws -> String { try template("report.xsl") }

    /// The path of a template by name (`report.xsl`, `trend.xsl`).
    public static func template(
        _ name: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        try templatesDirectory(environment: environment) + "/" + name
    }
}

/// The embedded templates written out once per process into a private temporary folder, for
/// libxslt, which resolves `xsl:import` against files; the folder is removed when the process exits.
final class EmbeddedTemplateFolder: @unchecked Sendable {
    static let shared = EmbeddedTemplateFolder()
    private let lock = NSLock()
    private var folder: String?

    func path() throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let folder { return folder }
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "intent-audit-templates-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            ).path
        do {
            // Owner-only: nobody else can swap a template between writing and reading it.
            try FileManager.default.createDirectory(
                atPath: base + "/parts", withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: base)
            for (path, text) in EmbeddedTemplates.files {
                try AtomicFile.write(Array(text.utf8), to: base + "/" + path, mode: 0o600)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: base)
            throw ReportError.unwritableFolder(
                path: FileManager.default.temporaryDirectory.path,
                reason: "the built-in templates cannot be written out for libxslt (\(ReportWriter.reason(error)))")
        }
        folder = base
        atexit { EmbeddedTemplateFolder.shared.remove() }
        // Ctrl-C or SIGTERM during the render: removed too (atexit does not run then).
        _ = InterruptCleanup.shared.register { EmbeddedTemplateFolder.shared.remove() }
        return base
    }

    func remove() {
        lock.lock()
        defer { lock.unlock() }
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
        folder = nil
    }
}
