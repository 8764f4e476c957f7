import Commands
import Foundation
import Model

/// The scaffold's closed loop: copy a fixture tree, scaffold into `<copy>/Scaffolded`, audit the copy again.
package enum ScaffoldLoop {
    package struct Outcome {
        package var root: String
        package var output: CommandOutput
        package var folder: String
        package var files: [String]
        package var result: AuditResult
    }

    /// A fresh copy of `tree` (absolute path) in a temporary folder.
    package static func copy(_ tree: String) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaffold-\(UUID().uuidString)").appendingPathComponent("App").path
        try FileManager.default.createDirectory(
            atPath: (root as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: tree, toPath: root)
        return root
    }

    package static func run(_ tree: String, intents: [String] = [], style: String = "branches") throws -> Outcome {
        try runTree(try copy(tree), intents: intents, style: style)
    }

    /// Scaffolds into `<root>/Scaffolded` of a tree already copied (`copy`), then audits it again.
    package static func runTree(_ root: String, intents: [String] = [], style: String = "branches") throws -> Outcome {
        var request = ScaffoldRequest()
        request.root = root
        request.outputDirectory = root + "/Scaffolded"
        request.insideTree = true
        request.intents = intents
        request.style = style
        let output = try ScaffoldCommand.run(request)
        let files = try FileManager.default.contentsOfDirectory(atPath: request.outputDirectory).sorted()
        let result = try Audit.run(
            root: root, context: AuditContext(toolVersion: "0.0.0-test", root: "App", generatedAt: 0))
        return Outcome(root: root, output: output, folder: request.outputDirectory, files: files, result: result)
    }

    /// Where the toolchain keeps Embedded Swift's standard library for `arm64-apple-ios`, nil when it has none.
    package static func embeddedIOSLibrary(swiftc: String) -> String? {
        let usr = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
        let module = usr.appendingPathComponent("lib/swift/embedded/Swift.swiftmodule/arm64-apple-ios.swiftmodule").path
        return FileManager.default.fileExists(atPath: module) ? module : nil
    }

    /// The stand-in's modules: each is emitted empty, so `import AppIntents` resolves, and its declarations
    /// are compiled with the files checked (an `arm64-apple-ios` module with async code cannot be emitted:
    /// Embedded Swift has no concurrency library for iOS).
    static let standInModules = ["Foundation", "Intents", "CoreLocation", "SwiftUI", "AppIntents", "WidgetKit"]

    /// `swiftc -typecheck` of Swift files against the App Intents stand-in, in one whole-module job (the
    /// driver would otherwise stop at the first failing file), with `legacy` (the classes Xcode generates,
    /// see `LegacyClasses`) beside them. With Embedded Swift's `arm64-apple-ios` library the check runs
    /// for iOS 18 and enforces `@available`; without it, for the host (no availability). Returns the
    /// compiler's output and whether it succeeded; nil when no `swiftc` is on the PATH.
    package static func typeCheck(
        files: [String], legacy: String, iOS: String = "18.0"
    ) throws -> (
        ok: Bool, log: String
    )? {
        guard let swiftc = which("swiftc") else { return nil }
        let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("AppIntentsStandIn").path
        let modules = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: modules) }
        let embedded = embeddedIOSLibrary(swiftc: swiftc) != nil
        // The embedded library's floor is iOS 18: a project deployed earlier is checked at 18.
        let version = DeploymentVersion.isBelow18(iOS) ? "18.0" : iOS
        let target =
            embedded ? ["-target", "arm64-apple-ios\(version)", "-enable-experimental-feature", "Embedded"] : []
        var log = embedded ? "embedded arm64-apple-ios\(version) type-check\n" : "host type-check (no availability)\n"
        let empty = modules + "/Empty.swift"
        try "".write(toFile: empty, atomically: true, encoding: .utf8)
        for module in standInModules {
            let (ok, out) = try run(
                swiftc,
                target + [
                    "-emit-module", "-parse-as-library", "-wmo", "-module-name", module, "-o",
                    modules + "/\(module).swiftmodule", empty,
                ])
            log += out
            if !ok { return (false, log) }
        }
        let legacyPath = modules + "/Legacy.swift"
        try legacy.write(toFile: legacyPath, atomically: true, encoding: .utf8)
        let interface =
            standInModules.map { standIn + "/\($0).swift" } + (embedded ? [standIn + "/EmbeddedConcurrency.swift"] : [])
        let (ok, out) = try run(
            swiftc,
            target + ["-typecheck", "-wmo", "-swift-version", "5", "-I", modules, "-module-name", "Draft"] + interface
                + [legacyPath] + files)
        return (ok, log + out)
    }

    /// Every generated Swift file of a folder, type-checked with the legacy classes of `definitions`,
    /// for a project deployed to `iOS` (checked at iOS 18 when lower).
    package static func typeCheck(
        _ folder: String, definitions: [DefinitionFile], iOS: String = "18.0"
    ) throws -> (ok: Bool, log: String)? {
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder + "/" + $0 }
        return try typeCheck(files: sources, legacy: LegacyClasses.swift(definitions), iOS: iOS)
    }

    private enum DeploymentVersion {
        static func isBelow18(_ version: String) -> Bool {
            (Int(version.split(separator: ".").first ?? "") ?? 0) < 18
        }
    }

    /// `swift format lint --strict` over the generated Swift files; nil when no `swift` is on the PATH.
    package static func formatLint(_ folder: String) throws -> (ok: Bool, log: String)? {
        guard let swift = which("swift") else { return nil }
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder + "/" + $0 }
        let configuration = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".swift-format").path
        let (ok, out) = try run(swift, ["format", "lint", "--strict", "--configuration", configuration] + sources)
        return (ok && out.isEmpty, out)
    }

    private static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> (Bool, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
    }
}
