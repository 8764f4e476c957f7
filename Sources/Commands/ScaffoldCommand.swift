import Discovery
import Foundation
import Model
import Scaffold
import Scanning
import SystemSupport

/// What `intent-audit scaffold` was asked for.
public struct ScaffoldRequest: Sendable {
    public var root = "."
    public var outputDirectory = ""
    public var intents: [String] = []
    public var style = "branches"
    public var configPath: String?
    /// Replace files that already exist in the output folder.
    public var force = false
    /// Write into a folder inside the audited tree (refused otherwise: a re-audit would read the draft
    /// as the app's code, and `--force` could replace the app's own files).
    public var insideTree = false

    public init() {}
}

/// `intent-audit scaffold`: audits the tree, generates the App Intents draft, and writes it into the
/// output folder (never into the audited tree), each file atomically, none over an existing file
/// without `--force`.
public enum ScaffoldCommand {
    public static func run(_ request: ScaffoldRequest) throws -> CommandOutput {
        guard let style = ScaffoldOptions.Style(rawValue: request.style) else {
            throw UsageError("--style must be one of: flatten, branches (got \(request.style))")
        }
        guard !request.outputDirectory.isEmpty else { throw UsageError("--output DIR is required") }
        var warnings: [String] = []
        var configuration = AuditConfiguration()
        if let path = request.configPath ?? AuditCommand.existingDefaultConfig(in: request.root) {
            let loaded = try ConfigurationLoader.load(
                path: path, inTree: request.configPath == nil ? request.root : nil)
            configuration = loaded.configuration
            warnings += loaded.warnings
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: request.root, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw UsageError("cannot read the folder to scaffold from: \(request.root)")
        }
        let outputPath = URL(fileURLWithPath: request.outputDirectory).standardizedFileURL.path
        let rootPath = URL(fileURLWithPath: request.root).standardizedFileURL.path
        if !request.insideTree && (outputPath == rootPath || outputPath.hasPrefix(rootPath + "/")) {
            throw UsageError(
                "--output \(request.outputDirectory) is inside the audited tree \(request.root): choose a folder outside "
                    + "it, or pass --inside-tree to write there")
        }
        let inventory = Audit.scan(root: request.root, configuration: configuration)
        let options = ScaffoldOptions(
            intents: request.intents, style: style,
            appName: URL(fileURLWithPath: request.root).standardizedFileURL.lastPathComponent)
        let output: ScaffoldOutput
        do {
            let tree = readTree(root: request.root, configuration: configuration)
            output = try Scaffolder.generate(
                inventory, configuration: configuration, texts: tree.texts, options: options)
            // Two tables of one name in a target do not build: the generated catalog must be merged.
            for file in output.files where file.name.hasSuffix(".xcstrings") {
                let table = String(file.name.dropLast(".xcstrings".count))
                for path in tree.tables[table] ?? []
                where !(rootPath + "/" + path).hasPrefix(outputPath + "/") {
                    warnings.append("\(path) is the app's \(table) table already: merge \(file.name) into it")
                }
            }
        } catch let error as ScaffoldError {
            throw UsageError(error.description)
        }
        let kept = try write(output.files, to: request.outputDirectory, force: request.force)
        for name in kept {
            warnings.append(
                "\(name) already exists in \(request.outputDirectory) and is never replaced: the draft's catalog is "
                    + "\(name).scaffold; merge it in Xcode")
        }
        var lines = [
            "wrote \(output.files.count) file(s) for \(output.intents.count) intent(s) to \(request.outputDirectory)"
        ]
        lines += output.files.map { "  \($0.name)\(kept.contains($0.name) ? ".scaffold" : "")" }
        warnings += output.notes
        var result = CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n", warnings: warnings)
        result.summary = summary(output, folder: request.outputDirectory)
        return result
    }

    /// The closing lines: translations the legacy tables lacked (one line), then the next step.
    static func summary(_ output: ScaffoldOutput, folder: String) -> [String] {
        var lines: [String] = []
        let missing = output.missingTranslations.sorted { $0.key < $1.key }
        if !missing.isEmpty {
            lines.append(
                "untranslated in the legacy tables too: "
                    + missing.map { "\($0.key) \($0.value.count)" }.joined(separator: ", ")
                    + " text(s) (left untranslated in the catalogs)")
        }
        guard !output.files.isEmpty else { return lines }
        let targets =
            output.targets.isEmpty
            ? "the app and the extensions that use the intents" : output.targets.joined(separator: ", ")
        lines.append("next: add \(folder) to \(targets) (each file says which), then re-audit")
        return lines
    }

    /// Each definition's source texts and translations, for the String Catalog.
    static func texts(root: String, configuration: AuditConfiguration) -> [String: DefinitionTexts] {
        readTree(root: root, configuration: configuration).texts
    }

    /// The definitions' texts, and the string tables already in the tree that the generated catalogs
    /// would collide with (table name → paths).
    static func readTree(
        root: String, configuration: AuditConfiguration
    ) -> (texts: [String: DefinitionTexts], tables: [String: [String]]) {
        let walker = TreeWalker(
            skippedFolders: configuration.skipFolders.map(Set.init) ?? TreeWalker.defaultSkippedFolders,
            include: configuration.include, exclude: configuration.exclude)
        let (discovered, _) = walker.walk(root: root)
        let (files, _) = FileLoader.load(discovered, root: root)
        let translations = files.filter { $0.kind == .strings || $0.kind == .xcstrings }
        var result: [String: DefinitionTexts] = [:]
        for file in files where file.kind == .intentDefinition {
            result[file.path] = DefinitionTexts(
                sourceTexts: TranslationTexts.sourceTexts(file),
                translations: TranslationTexts.translations(ofDefinitionAt: file.path, among: translations))
        }
        var tables: [String: [String]] = [:]
        let generated = [ScaffoldNames.stringCatalogTable, ScaffoldNames.shortcutsCatalogTable]
        for file in translations {
            let name = String(file.path.split(separator: "/").last ?? "")
            let table = String(name.prefix { $0 != "." })
            if generated.contains(table) { tables[table, default: []].append(file.path) }
        }
        return (result, tables)
    }

    /// Writes every file or none: existing files are refused before anything is written. An existing
    /// String Catalog is never replaced, even with `force`: the draft's is written beside it as
    /// `<name>.scaffold`. Returns the catalogs kept.
    @discardableResult
    static func write(_ files: [GeneratedFile], to directory: String, force: Bool) throws -> [String] {
        let folder = URL(fileURLWithPath: directory)
        let existing = files.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.name).path)
        }
        if !existing.isEmpty && !force {
            throw UsageError(
                "\(directory) already has " + existing.map(\.name).joined(separator: ", ") + "; pass --force to replace"
            )
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create \(directory): \(error.localizedDescription)")
        }
        AtomicFile.removeStale(in: folder.path)
        let kept = existing.map(\.name).filter { $0.hasSuffix(".xcstrings") }
        for file in files {
            let name = kept.contains(file.name) ? file.name + ".scaffold" : file.name
            let path = folder.appendingPathComponent(name).path
            do {
                try AtomicFile.write(Array(file.contents.utf8), to: path)
            } catch let failure as AtomicFile.Failure {
                throw UsageError("cannot write \(path): \(failure.reason)")
            }
        }
        return kept
    }
}
