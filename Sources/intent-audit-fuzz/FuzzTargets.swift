import Commands
import Discovery
import Foundation
import History
import Model
import ScanCache
import Scanning

/// One entry point per parser: bytes in, nothing out. A fuzz target may find a diagnostic or an
/// error (that is the point of the limits); it must never crash, hang or exhaust memory.
struct FuzzTarget: Sendable {
    var name: String
    /// File name endings under Tests/Fixtures whose files seed this target.
    var seedEndings: [String]
    var run: @Sendable ([UInt8]) -> Void

    static let all: [FuzzTarget] = [
        FuzzTarget(name: "intentdefinition", seedEndings: [".intentdefinition"]) { bytes in
            _ = DefinitionScanner.scan(
                definitions: [
                    SourceFile(path: "Base.lproj/Fuzz.intentdefinition", kind: .intentDefinition, bytes: bytes)
                ],
                translations: [], projectClassPrefix: nil)
        },
        FuzzTarget(name: "xml-plist", seedEndings: [".plist", ".intentdefinition"]) { bytes in
            _ = try? XMLPropertyListReader.read(bytes)
        },
        FuzzTarget(name: "binary-plist", seedEndings: [".plist", ".intentdefinition"]) { bytes in
            _ = try? BinaryPropertyListReader.read(bytes)
        },
        FuzzTarget(name: "openstep-pbxproj", seedEndings: [".pbxproj"]) { bytes in
            _ = PBXProjectReader.read(SourceFile(path: "Fuzz.xcodeproj/project.pbxproj", kind: .pbxproj, bytes: bytes))
        },
        FuzzTarget(name: "info-plist", seedEndings: ["Info.plist"]) { bytes in
            _ = InfoPlistReader.read(SourceFile(path: "Info.plist", kind: .propertyList, bytes: bytes))
        },
        FuzzTarget(name: "strings", seedEndings: [".strings"]) { bytes in
            _ = TranslationReader.read(SourceFile(path: "en.lproj/Fuzz.strings", kind: .strings, bytes: bytes))
        },
        FuzzTarget(name: "xcstrings", seedEndings: [".xcstrings"]) { bytes in
            _ = TranslationReader.read(SourceFile(path: "Fuzz.xcstrings", kind: .xcstrings, bytes: bytes))
        },
        FuzzTarget(name: "xcconfig", seedEndings: [".xcconfig"]) { bytes in
            let inventory = XcconfigReader.read(SourceFile(path: "Fuzz.xcconfig", kind: .xcconfig, bytes: bytes))
            // One diagnostic per bad line, then one "… N more": never more than the cap.
            precondition(inventory.diagnostics.count <= Limits().fileDiagnostics + 1)
        },
        // The app's String Catalog as the audit reads it (depth check, then Foundation's JSON).
        FuzzTarget(name: "string-catalog", seedEndings: [".xcstrings"]) { bytes in
            _ = StringTableFile.read(SourceFile(path: "App/Localizable.xcstrings", kind: .xcstrings, bytes: bytes))
        },
        // The tree's `.intent-audit.yml` as the audit loads it: through the safe reader (size,
        // regular file, UTF-8), then YAML; an error never quotes more than a short excerpt.
        FuzzTarget(name: "configuration-file", seedEndings: [".yml", ".yaml"]) { bytes in
            let folder = NSTemporaryDirectory() + "intent-audit-fuzz-config-\(getpid())"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/" + ConfigurationLoader.fileName
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            do {
                _ = try ConfigurationLoader.load(path: path, inTree: folder)
            } catch {
                precondition("\(error)".utf8.count < 2000, "an error message quoted too much of the file")
            }
        },
        FuzzTarget(name: "package-manifest", seedEndings: ["Package.swift"]) { bytes in
            _ = PackageManifestReader.read(SourceFile(path: "Package.swift", kind: .packageManifest, bytes: bytes))
        },
        FuzzTarget(name: "objc", seedEndings: [".m", ".h", ".mm"]) { bytes in
            _ = ObjectiveCScanner.scan([SourceFile(path: "Fuzz.m", kind: .objectiveC, bytes: bytes)])
        },
        FuzzTarget(name: "swift", seedEndings: [".swift"]) { bytes in
            _ = SwiftScanner.scan([SourceFile(path: "Fuzz.swift", kind: .swift, bytes: bytes)])
        },
        FuzzTarget(name: "snapshot", seedEndings: [".xml"]) { bytes in
            if let snapshot = try? SnapshotReader.read(bytes: bytes) {
                _ = BaselineComparison.compare(baseline: snapshot, current: snapshot)
                _ = (snapshot.totalEffort, snapshot.remainingEffort)
            }
        },
        FuzzTarget(name: "configuration", seedEndings: [".yml", ".yaml"]) { bytes in
            _ = try? ConfigurationLoader.parse(String(decoding: bytes, as: UTF8.self))
        },
        // The facts cache's files (seeds in Tests/Fuzz/seeds: entries and an index the tool wrote
        // for the example app): a damaged cache is a miss, never a crash.
        FuzzTarget(name: "facts-entry", seedEndings: []) { bytes in
            _ = FactsCache.decodeEntry(SwiftFileFacts.self, from: bytes)
            _ = FactsCache.decodeEntry(ObjectiveCFileFacts.self, from: bytes)
            _ = FactsCache.decodeEntry(Inventory.self, from: bytes)
        },
        FuzzTarget(name: "facts-index", seedEndings: []) { bytes in
            _ = FactsIndex.recordCount(bytes)
        },
        FuzzTarget(name: "folder-listings", seedEndings: []) { bytes in
            _ = FolderListingStore.folderCount(bytes)
        },
    ]

    static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
