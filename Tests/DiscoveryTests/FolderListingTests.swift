import Foundation
import Testing

@testable import Discovery
@testable import ScanCache
@testable import Scanning

/// A warm walk takes the entries of folders that did not change from the last walk's listings:
/// it must find exactly what a fresh walk finds, and a folder that changed is listed again.
@Suite struct FolderListingTests {
    let root: String
    /// Later than every time in the tree, so its folders count as settled.
    let later = Int64(Date().timeIntervalSince1970) + 60

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ia-folders-\(UUID().uuidString)").path
        for folder in ["App/Intents", "App/Views", "Widgets"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["App/Intents/Handler.swift", "App/Views/Main.swift", "Widgets/Widget.swift", "Info.plist"] {
            try "// \(file)\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
        }
        // Folder times an hour back: a change made by a test then moves them for certain (a change
        // within the same clock tick as the tree's creation would not, which is what `isSettled`
        // guards against outside tests).
        for folder in ["App/Intents", "App/Views", "App", "Widgets"] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: root + "/" + folder)
        }
    }

    func paths(_ files: [DiscoveredFile]) -> [String] { files.map(\.path) }

    @Test func aWalkFromListingsFindsWhatAFreshWalkFinds() throws {
        let walker = TreeWalker()
        let first = walker.walk(root: root, known: FolderListings(), now: later)
        // Every folder but the root is recorded (the root has no parent to vouch for it).
        #expect(Set(first.listings.byFolder.keys) == ["App", "App/Intents", "App/Views", "Widgets"])
        let second = walker.walk(root: root, known: first.listings, now: later)
        #expect(paths(second.files) == paths(first.files))
        #expect(second.files.map(\.status) == first.files.map(\.status))
        #expect(second.listings == first.listings)
    }

    @Test func aFolderThatChangedIsListedAgain() throws {
        let walker = TreeWalker()
        let first = walker.walk(root: root, known: FolderListings(), now: later)
        try "// new\n".write(toFile: root + "/App/Views/Added.swift", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: root + "/Widgets/Widget.swift")
        let second = walker.walk(root: root, known: first.listings, now: later)
        #expect(
            paths(second.files) == [
                "App/Intents/Handler.swift", "App/Views/Added.swift", "App/Views/Main.swift", "Info.plist",
            ])
        #expect(second.listings.byFolder["App/Views"]?.entries.map(\.name) == ["Added.swift", "Main.swift"])
    }

    @Test func aFolderTouchedJustNowOrHoldingALinkIsNotRecorded() throws {
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Widgets/Alias.swift", withDestinationPath: root + "/App/Views/Main.swift")
        let now = Int64(Date().timeIntervalSince1970)
        let walked = TreeWalker().walk(root: root, known: FolderListings(), now: now)
        #expect(walked.listings.byFolder.isEmpty, "every folder was written within two seconds")
        let settled = TreeWalker().walk(root: root, known: FolderListings(), now: later)
        #expect(settled.listings.byFolder["Widgets"] == nil, "a folder with a link")
        #expect(settled.listings.byFolder["App"] != nil)
    }

    @Test func theStoreKeepsListingsAndRefusesDamage() throws {
        let listings = TreeWalker().walk(root: root, known: FolderListings(), now: later).listings
        let bytes = FolderListingStore.encode(listings)
        #expect(FolderListingStore.decode(bytes) == listings)
        for length in 0..<bytes.count where length % 7 == 0 {
            #expect(FolderListingStore.decode(Array(bytes[..<length])) == nil, "truncated at \(length)")
        }
        // A name that is not one path component would walk out of the folder.
        var crafted = listings
        crafted.byFolder["App"]?.entries.append(FolderListings.Entry(name: "../../etc", type: UInt8(DT_DIR)))
        #expect(FolderListingStore.decode(FolderListingStore.encode(crafted)) == nil)
        let file = root + "/listings"
        let store = FolderListingStore(file: file)
        #expect(store.known == FolderListings())
        store.save(listings)
        #expect(FolderListingStore(file: file).known == listings)
        try Data("IAFL\u{1}garbage".utf8).write(to: URL(fileURLWithPath: file))
        #expect(FolderListingStore(file: file).known == FolderListings())
    }
}
