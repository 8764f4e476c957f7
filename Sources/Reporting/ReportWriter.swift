import Foundation
import History
import Model
import SystemSupport

/// Writes the chosen formats into the output folder and returns what the stdout formats print.
///
/// The formats of one run are written as a set: every file into a temporary folder inside the
/// output folder, then all renamed into place, so a full disk or a kill while writing leaves the
/// previous set whole (never a new `report.html` beside an old `report.xml`); the temporary folder
/// is removed afterwards, on an error and on Ctrl-C or SIGTERM. The XML document is built once and
/// reused by the HTML transform.
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
        limits: Limits = Limits(), rules: [RuleDescription] = [], options: ReportOptions? = nil
    ) throws -> Output {
        let fileFormats = formats.filter { $0.fileName != nil }
        if !fileFormats.isEmpty { try prepare(outputDirectory) }
        // Paths and JUnit's policy come from the caller; the folder and the formats are this call's
        // (the formats that point to "the full report" name a file written here).
        var options = options ?? ReportOptions()
        options.outputDirectory = outputDirectory
        options.formats = formats
        var report = Report(result, baseline: baseline, rules: rules, template: template, options: options)
        report.templateAllowedFolders = templateAllowedFolders
        report.limits = limits
        var files: [String] = []
        var rendered: [(target: String, bytes: [UInt8])] = []
        var standardOutput = ""
        var failure: Error?
        for format in formats {
            // A failing format (a user's broken template) never stops the others from being written.
            let bytes: [UInt8]
            do {
                bytes = try format.renderer.render(report)
            } catch {
                failure = failure ?? error
                continue
            }
            guard let fileName = format.fileName else {
                standardOutput += String(decoding: bytes, as: UTF8.self)
                continue
            }
            let target = (outputDirectory as NSString).appendingPathComponent(fileName)
            rendered.append((target, bytes))
            files.append(target)
        }
        try writeSet(rendered, in: outputDirectory)
        if let failure { throw failure }
        return Output(files: files, standardOutput: standardOutput)
    }

    /// Creates the folder when missing; refuses a path that is a file or cannot be written.
    package static func prepare(_ directory: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw ReportError.unwritableFolder(
                    path: directory,
                    reason: "it is a file, not a folder; give --output a folder (it is created when missing)")
            }
        } else {
            // Say which part of the path is in the way, not Foundation's error domain and code.
            if let blocker = firstFileAmongParents(of: directory) {
                throw ReportError.unwritableFolder(
                    path: directory, reason: "\(blocker) is a file, not a folder; choose another --output folder")
            }
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ReportError.unwritableFolder(
                    path: directory,
                    reason: "the folder cannot be created (permission denied?); choose another --output folder")
            }
        }
        guard manager.isWritableFile(atPath: directory) else {
            throw ReportError.unwritableFolder(
                path: directory, reason: "permission denied; choose another --output folder or fix its permissions")
        }
        AtomicFile.removeStale(in: directory)
    }

    /// The nearest existing ancestor of `path` when it is a file (so no folder can be made under it).
    package static func firstFileAmongParents(of path: String) -> String? {
        var current = parent(of: path)
        while !current.isEmpty && current != "/" && current != "." {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : current
            }
            current = parent(of: current)
        }
        return nil
    }

    /// The folder part of a path ("" for a bare name). swift-corelibs-foundation's
    /// `deletingLastPathComponent` traps on a one-character path with no "/" (`--output q` crashed).
    package static func parent(of path: String) -> String {
        path.contains("/") ? (path as NSString).deletingLastPathComponent : ""
    }

    /// Writes `files` (all in `directory`) as one set: into a temporary folder beside them first;
    /// only when every one is written are they renamed into place.
    package static func writeSet(_ files: [(target: String, bytes: [UInt8])], in directory: String) throws {
        guard !files.isEmpty else { return }
        let staging = (directory as NSString).appendingPathComponent(".intent-audit-set-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                atPath: staging, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw ReportError.unwritableFolder(path: directory, reason: reason(error))
        }
        let cleanup: @Sendable () -> Void = { try? FileManager.default.removeItem(atPath: staging) }
        let interrupt = InterruptCleanup.shared.register(cleanup)
        defer {
            InterruptCleanup.shared.unregister(interrupt)
            cleanup()
        }
        var staged: [(from: String, to: String)] = []
        for (target, bytes) in files {
            let name = (target as NSString).lastPathComponent
            try writeAtomically(bytes, to: staging + "/" + name)
            staged.append((staging + "/" + name, target))
        }
        // The renames are not cut by the signal cleanup (it waits for them).
        try InterruptCleanup.shared.uninterrupted {
            for (from, to) in staged {
                do throws(SystemError) {
                    try SystemFiles.rename(from, to: to)
                } catch {
                    throw ReportError.unwritableFolder(path: directory, reason: error.reason)
                }
            }
        }
    }

    /// Writes through the one atomic writer (`AtomicFile`).
    package static func writeAtomically(_ bytes: [UInt8], to target: String) throws {
        do {
            try AtomicFile.write(bytes, to: target)
        } catch let failure as AtomicFile.Failure {
            throw ReportError.unwritableFolder(
                path: parent(of: target), reason: failure.reason)
        }
    }

    package static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
