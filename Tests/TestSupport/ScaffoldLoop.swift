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
        let root = try copy(tree)
        var request = ScaffoldRequest()
        request.root = root
        request.outputDirectory = root + "/Scaffolded"
        request.intents = intents
        request.style = style
        let output = try ScaffoldCommand.run(request)
        let files = try FileManager.default.contentsOfDirectory(atPath: request.outputDirectory).sorted()
        let result = try Audit.run(
            root: root, context: AuditContext(toolVersion: "0.0.0-test", root: "App", generatedAt: 0))
        return Outcome(root: root, output: output, folder: request.outputDirectory, files: files, result: result)
    }

    /// `swiftc -typecheck` of a folder of generated Swift against the App Intents stand-in, with one
    /// `INIntent` subclass per legacy class name (what Xcode generates). Returns the compiler's output
    /// and whether it succeeded; nil when no `swiftc` is on the PATH.
    package static func typeCheck(_ folder: String, legacyClasses: [String]) throws -> (ok: Bool, log: String)? {
        guard let swiftc = which("swiftc") else { return nil }
        let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("AppIntentsStandIn").path
        let modules = FileManager.default.temporaryDirectory.appendingPathComponent("standin-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        var log = ""
        for module in ["Intents", "CoreLocation", "SwiftUI", "AppIntents", "WidgetKit"] {
            let (ok, out) = try run(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-I", modules, "-o",
                    modules + "/\(module).swiftmodule", standIn + "/\(module).swift",
                ])
            log += out
            if !ok { return (false, log) }
        }
        let legacy = modules + "/Legacy.swift"
        try ("import Intents\n" + legacyClasses.map { "class \($0): INIntent {}\n" }.joined())
            .write(toFile: legacy, atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { folder + "/" + $0 }
        let (ok, out) = try run(swiftc, ["-typecheck", "-swift-version", "5", "-I", modules, legacy] + sources)
        return (ok, log + out)
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
