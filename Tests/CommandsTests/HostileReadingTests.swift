import Discovery
import Foundation
import Model
import SystemSupport
import TestSupport
import Testing

@testable import Commands
@testable import Scanning

/// Readers that stop at their deadline (the Swift visitor, the project file, string catalogs),
/// Swift files that once took seconds for a few kilobytes, and names that are not UTF-8.
@Suite struct HostileReadingTests {
    static func swift(_ text: String) -> SourceFile {
        SourceFile(
            path: "App/Hostile.swift", kind: .swift,
            bytes: Array(("import Intents\n// INIntent\n" + text).utf8))
    }

    /// A reader handed its deadline ends soon after the caller gave up: its thread is not left
    /// running (it was abandoned until it finished on its own).
    @Test func aReaderThatChecksItsDeadlineEnds() {
        let abandoned = AbandonedParses()
        var limits = Limits()
        limits.fileMilliseconds = 50
        let result: Int? = IsolatedParse.run(limits: limits, abandoned: abandoned) { (deadline: inout ParseDeadline) in
            var turns = 0
            while !deadline.passed() { turns += 1 }
            return turns
        }
        // Nil, or the count when the reader stopped just before the caller gave up.
        #expect(result == nil || result! > 0)
        var tries = 0
        while abandoned.count > 0, tries < 100 {
            Thread.sleep(forTimeInterval: 0.01)
            tries += 1
        }
        #expect(abandoned.count == 0)
    }

    /// The Swift visitor checks the deadline at every node: past it, the walk ends at once and
    /// says its facts are incomplete. 3,000 `#elseif` clauses made the walk quadratic (minutes).
    @Test func theSwiftVisitorStopsAtItsDeadline() throws {
        let file = Self.swift(
            "#if A\nlet a = 1\n" + String(repeating: "#elseif B\nlet b = 1\n", count: 3000) + "#endif\n")
        let tree = try #require(SwiftScanner.visit(file) { [$0] }.first)
        let visitor = SwiftFileVisitor(
            context: SyntaxContext(path: file.path, tree: tree), deadline: ParseDeadline(milliseconds: 100))
        // How soon it ends is a time, measured by `make bench-hostile` (row swift-elseif-3000, under 5 s):
        // a wall-clock bound here failed on a loaded machine. The walk ending at all is the test.
        _ = visitor.read(tree)
        #expect(visitor.deadline.hasPassed)
        var limits = Limits()
        limits.fileMilliseconds = 200
        let facts = SwiftScanner.read(file, limits: limits)
        #expect(facts.diagnostics.count == 1)
        #expect(IsolatedParse.isCut(facts.diagnostics), "\(facts.diagnostics)")
    }

    /// A 72 KB chain of calls (`a()()()…`) took minutes: each call asked for its location, found by
    /// walking down the chain. Now it is read within the default budget, and its intent found.
    @Test func aLongCallChainIsReadInTime() {
        let file = Self.swift(
            "let x = a" + String(repeating: "()", count: 12_000) + "\nlet y = OrderSoupIntent()\n")
        let facts = SwiftScanner.read(file, limits: Limits())
        #expect(!IsolatedParse.isCut(facts.diagnostics), "\(facts.diagnostics)")
        #expect(facts.intentTypeMentions.contains { $0.name == "OrderSoupIntent" })
    }

    /// An 8 MB string catalog once took 630 MB through Foundation's JSON objects; it is now read in
    /// one pass keeping only its keys and texts, and cut with a diagnostic at its deadline.
    @Test func aLargeCatalogIsReadInOnePassAndCutAtItsDeadline() throws {
        let entries = (0..<38_000).map { index in
            #""key\#(index)":{"comment":"c","extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"v\#(index) \u00e9\n"}},"fr":{"variations":{"plural":{"one":{"stringUnit":{"value":"x"}}}}}}}"#
        }
        let text = #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#
        let file = SourceFile(path: "App/Localizable.xcstrings", kind: .xcstrings, bytes: Array(text.utf8))
        #expect(file.bytes.count > 7_000_000)
        let before = ProcessMemory.residentBytes() ?? 0
        let table = try #require(StringTableFile.read(file).table)
        let grown = (ProcessMemory.residentBytes() ?? 0) - before
        #expect(grown < 400 << 20, "grew \(grown >> 20) MB")
        #expect(table.sourceLanguage == "en")
        #expect(table.catalogKeys.count == 38_000)
        #expect(table.texts["en"]?["key7"] == "v7 é\n")
        #expect(table.keysByLanguage["fr"]?.count == 38_000)
        #expect(table.texts["fr"] == nil)
        var deadline = ParseDeadline(milliseconds: 0)
        guard case .failure(let cut) = StringTableFile.read(file, limits: Limits(), texts: true, deadline: &deadline)
        else {
            Issue.record("not cut")
            return
        }
        #expect(IsolatedParse.isCut([cut]))
        // What Foundation refused is refused still.
        for bad in [#"{"strings":{"a":1,}}"#, #"{"strings":{}} x"#, #"{"strings":"a"}"#, #"{"strings":{"a":tru}}"#] {
            let file = SourceFile(path: "B.xcstrings", kind: .xcstrings, bytes: Array(bad.utf8))
            #expect(StringTableFile.read(file).table == nil, "\(bad)")
        }
    }

    /// A project file of 600 targets sharing one build phase of 600 files: its loops check the
    /// deadline, so past it the file is cut with a diagnostic and the audit goes on.
    @Test func aProjectFileIsCutAtItsDeadline() throws {
        let file = SourceFile(
            path: "App.xcodeproj/project.pbxproj", kind: .pbxproj,
            bytes: Array(Self.project(targets: 600, files: 600).utf8))
        let whole = PBXProjectReader.read(file)
        #expect(whole.targetMemberships.count == 600)
        #expect(whole.targetMemberships.first?.files.count == 600)
        var deadline = ParseDeadline(milliseconds: 0)
        let cut = PBXProjectReader.read(file, limits: Limits(), deadline: &deadline)
        #expect(cut.targetMemberships.isEmpty)
        #expect(IsolatedParse.isCut(cut.diagnostics), "\(cut.diagnostics)")
    }

    static func project(targets: Int, files: Int) -> String {
        var objects = ""
        var fileIDs: [String] = []
        for index in 0..<files {
            objects += "F\(index) = {isa = PBXFileReference; path = \"S\(index).swift\"; sourceTree = \"<group>\"; };\n"
            objects += "B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };\n"
            fileIDs.append("B\(index)")
        }
        let children = (0..<files).map { "F\($0)" }.joined(separator: ", ")
        objects += "G = {isa = PBXGroup; children = (\(children)); sourceTree = \"<group>\"; };\n"
        objects += "P = {isa = PBXSourcesBuildPhase; files = (\(fileIDs.joined(separator: ", "))); };\n"
        var targetIDs: [String] = []
        for index in 0..<targets {
            objects += "T\(index) = {isa = PBXNativeTarget; name = T\(index); buildPhases = (P); };\n"
            targetIDs.append("T\(index)")
        }
        objects += "R = {isa = PBXProject; mainGroup = G; targets = (\(targetIDs.joined(separator: ", "))); };\n"
        return "// !$*UTF8*$!\n{ objects = {\n\(objects)}; rootObject = R; }\n"
    }

    /// A file whose name is not UTF-8 once read as its U+FFFD twin (the twin's facts twice, its own
    /// never, without a word); now it is a diagnostic and the twin is read once, as itself.
    @Test func aNameThatIsNotUTF8IsSaidAndItsTwinReadOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ia-names-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let handler = { (name: String) in
            "import Intents\nclass \(name)Handler: NSObject, \(name)IntentHandling {\n    func handle(intent: \(name)Intent, completion: @escaping (\(name)IntentResponse) -> Void) {}\n}\n"
        }
        // The twin, named with U+FFFD itself.
        try handler("Twin").write(toFile: root + "/Caf\u{FFFD}.swift", atomically: true, encoding: .utf8)
        // The name with a Latin-1 é (0xE9), written through Python: a Swift String cannot hold it.
        let script = "import sys; open(sys.argv[1].encode() + b'/Caf\\xe9.swift', 'w').write(sys.argv[2])"
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        made.arguments = ["python3", "-c", script, root, handler("Hidden")]
        try made.run()
        made.waitUntilExit()
        try #require(made.terminationStatus == 0)
        let inventory = try Audit.scan(root: root, configuration: AuditConfiguration(), options: ScanOptions())
        #expect(inventory.handlers.map(\.typeName) == ["TwinHandler"], "\(inventory.handlers.map(\.typeName))")
        #expect(inventory.diagnostics.contains { $0.message.contains("not valid UTF-8") }, "\(inventory.diagnostics)")
    }
}
