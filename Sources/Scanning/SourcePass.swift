import Discovery
import Foundation
import Model
import ScanCache
import SystemSupport

/// The streaming part of the audit: Swift and Objective-C files go through read → pre-filter →
/// (facts cache or parse) one at a time on all cores, and each file's bytes are dropped as soon as
/// its facts are out. A file that fails the pre-filter leaves only its path behind, so memory stays
/// flat in the number of such files; the Swift scanner reads the few it needs again by path.
package enum SourcePass {
    /// What one file gave: its facts when it passed the pre-filter, or a read diagnostic.
    package enum Outcome: Sendable {
        case swift(SwiftFileFacts)
        case objectiveC(ObjectiveCFileFacts)
        case skipped
        case unreadable(Diagnostic)
        /// Not read: the audit's budget was spent (one diagnostic for all such files).
        case cut(String)

        /// Whether a budget cut this outcome short (then it is neither cached nor remembered).
        var isCut: Bool {
            switch self {
            case .swift(let facts): IsolatedParse.isCut(facts.diagnostics)
            case .objectiveC(let facts): IsolatedParse.isCut(facts.diagnostics)
            case .cut: true
            case .skipped, .unreadable: false
            }
        }
    }

    /// The Swift and Objective-C inventory, the read diagnostics and how many files of each kind were read;
    /// `index` (the facts index of the root, nil without one) vouches for files that did not change, and
    /// is saved with their records and `otherRecords` (the project, definition and string-table files).
    package static func scan(
        _ files: [DiscoveredFile], index: FactsIndex?, reader: any FileSource, options: ScanOptions, limits: Limits,
        otherRecords: [(kind: FileKind, path: String, record: FactsIndex.Record)] = []
    )
        -> (inventory: Inventory, diagnostics: [Diagnostic], counts: [FileKind: Int])
    {
        let cache = options.cache
        let timings = options.timings
        let now = Int64(Date().timeIntervalSince1970)
        let memo = options.memo
        let objectIDs = options.objectIDs
        // Largest first (by the size the walk saw; results come back in the walk's order): a large
        // file started late keeps one core busy alone at the end, as a real app's 500 KB generated
        // strings file (parsed in a child) did, and the small ones fill in the gaps.
        let order = files.indices.sorted { a, b in
            let (sizeA, sizeB) = (files[a].status?.size ?? 0, files[b].status?.size ?? 0)
            return sizeA != sizeB ? sizeA > sizeB : a < b
        }
        let results = ConcurrentMap.map(files, order: order) { file -> (Outcome, FactsIndex.Record?) in
            // The same content in an earlier release of `trend --git`: nothing to read.
            let memoKey = memo?.key(file, objectIDs: objectIDs, limits: limits)
            if let memoKey, let known = memo?.outcome(memoKey) { return (known, nil) }
            let result = scanOne(file, cache: cache, index: index, now: now)
            if let memoKey, !result.0.isCut { memo?.store(result.0, memoKey) }
            return result
        }
        @Sendable func scanOne(
            _ file: DiscoveredFile, cache: FactsCache?, index: FactsIndex?, now: Int64
        ) -> (
            Outcome, FactsIndex.Record?
        ) {
            let clock = Clock(timings)
            if let reason = limits.budgetSpent() { return (.cut(reason), nil) }
            // Unchanged since the last audit (same status): neither read nor hashed.
            if let cache, let known = index?.record(kind: file.kind, path: file.path),
                file.status == known.status
            {
                switch known.outcome {
                case .skipped:
                    cache.countUnchanged()
                    clock.lap("cache")
                    return (.skipped, known)
                case .facts(let key):
                    let outcome: Outcome? =
                        file.kind == .swift
                        ? cache.load(SwiftFileFacts.self, key: key).map(Outcome.swift)
                        : cache.load(ObjectiveCFileFacts.self, key: key).map(Outcome.objectiveC)
                    clock.lap("cache")
                    if let outcome {
                        cache.countUnchanged()
                        return (outcome, known)
                    }
                }
            }
            let bytes: [UInt8]
            let status: FileStatus
            do throws(FileLoader.ReadError) {
                (bytes, status) = try reader.readWithStatus(file)
            } catch {
                return (.unreadable(reader.diagnostic(file, error)), nil)
            }
            clock.lap("read")
            let remember = { (outcome: FactsIndex.Outcome) -> FactsIndex.Record? in
                index != nil && status.isSettled(now: now) ? FactsIndex.Record(status: status, outcome: outcome) : nil
            }
            switch file.kind {
            case .swift:
                let interesting = KeywordFilter.isInteresting(bytes)
                clock.lap("pre-filter")
                guard interesting else { return (.skipped, remember(.skipped)) }
                let (facts, key) = facts(
                    source(file, bytes), cache: cache, clock: clock, cut: { IsolatedParse.isCut($0.diagnostics) }
                ) {
                    SwiftScanner.read($0, limits: limits)
                }
                return (.swift(facts), key.flatMap { remember(.facts(key: $0)) })
            default:
                let interesting = ObjectiveCPrefilter.mayMention(bytes)
                clock.lap("pre-filter")
                guard interesting else { return (.skipped, remember(.skipped)) }
                let (facts, key) = facts(
                    source(file, bytes), cache: cache, clock: clock, cut: { IsolatedParse.isCut($0.diagnostics) }
                ) {
                    ObjectiveCScanner.scanFile($0, limits: limits)
                }
                return (.objectiveC(facts), key.flatMap { remember(.facts(key: $0)) })
            }
        }
        if let index {
            Clock.measure(timings, "cache") {
                index.save(
                    zip(files, results).compactMap { file, result in result.1.map { (file.kind, file.path, $0) } }
                        + otherRecords)
            }
        }
        let outcomes = results.map(\.0)
        var swiftFacts: [SwiftFileFacts] = []
        var skippedSwift: [DiscoveredFile] = []
        var objectiveCFacts: [(path: String, facts: ObjectiveCFileFacts)] = []
        var diagnostics: [Diagnostic] = []
        var counts: [FileKind: Int] = [:]
        var cut: [String] = []
        var cutReason = ""
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .cut(let reason):
                cut.append(file.path)
                cutReason = reason
                continue
            case .swift(let facts): swiftFacts.append(facts)
            case .objectiveC(let facts): objectiveCFacts.append((file.path, facts))
            case .skipped: if file.kind == .swift { skippedSwift.append(file) }
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic)
                continue
            }
            counts[file.kind, default: 0] += 1
        }
        if let first = cut.first {
            diagnostics.append(
                Diagnostic(
                    SourceLocation(path: first),
                    "\(IsolatedParse.cutPrefix) \(cut.count) Swift and Objective-C files, this one and the others left when the budget ran out (the largest are read first): \(cutReason); their facts are missing"
                ))
        }
        let swiftFiles = files.filter { $0.kind == .swift }
        let load: @Sendable (DiscoveredFile) -> SourceFile? = { file in
            (try? reader.read(file)).map { source(file, $0) }
        }
        var inventory = SwiftScanner.resolve(
            swiftFacts, skipped: skippedSwift, all: swiftFiles, load: load,
            read: { file in
                facts(file, cache: cache, clock: Clock(timings), cut: { IsolatedParse.isCut($0.diagnostics) }) {
                    SwiftScanner.read($0, limits: limits)
                }.facts
            },
            limits: limits,
            memo: index != nil ? cache.flatMap { TreeMemo(swiftFiles, cache: $0, now: now) } : nil)
        // Objective-C calls of the Swift `@objc` activity factories: known only once Swift is read,
        // so the Objective-C files that create activities are read again with them (not cached:
        // the facts depend on other files).
        if !inventory.activityFactories.isEmpty {
            let marker = Array("NSUserActivity".utf8)
            let factories = Dictionary(
                inventory.activityFactories.map { ($0.selector, $0) }, uniquingKeysWith: { a, _ in a })
            let again = ConcurrentMap.map(files.filter { $0.kind == .objectiveC }) {
                file -> (String, ObjectiveCFileFacts)? in
                guard let source = load(file), ByteSearch.contains(source.bytes, marker) else { return nil }
                return (file.path, ObjectiveCScanner.scanFile(source, activityFactories: factories, limits: limits))
            }.compactMap { $0 }
            let replaced = Set(again.map(\.0))
            objectiveCFacts = objectiveCFacts.filter { !replaced.contains($0.path) } + again.map { ($0.0, $0.1) }
            objectiveCFacts.sort { $0.path < $1.path }
        }
        inventory.merge(ObjectiveCScanner.merge(objectiveCFacts.map(\.facts)))
        return (inventory, diagnostics, counts)
    }

    /// The file's facts from the cache, or parsed (and then stored in the cache), with their key (nil
    /// without a cache). Facts a budget `cut` short are never stored (nor keyed: the index must not
    /// vouch for them), so a later audit reads the file again.
    private static func facts<Facts: Codable & Sendable>(
        _ file: SourceFile, cache: FactsCache?, clock: Clock, cut: (Facts) -> Bool, parse: (SourceFile) -> Facts
    ) -> (facts: Facts, key: String?) {
        guard let cache else {
            defer { clock.lap("parse") }
            return (parse(file), nil)
        }
        let key = cache.key(kind: file.kind, path: file.path, bytes: file.bytes)
        if let cached = cache.load(Facts.self, key: key) {
            clock.lap("cache")
            return (cached, key)
        }
        clock.lap("cache")
        let parsed = parse(file)
        clock.lap("parse")
        if cut(parsed) { return (parsed, nil) }
        cache.store(parsed, key: key)
        clock.lap("cache")
        return (parsed, key)
    }

    private static func source(_ file: DiscoveredFile, _ bytes: [UInt8]) -> SourceFile {
        SourceFile(path: file.path, kind: file.kind, bytes: bytes)
    }

    /// Adds the time since the last lap to a stage (nothing when timings are off).
    private final class Clock {
        private let timings: StageTimings?
        private var last = DispatchTime.now().uptimeNanoseconds
        init(_ timings: StageTimings?) { self.timings = timings }
        static func measure<T>(_ timings: StageTimings?, _ stage: String, _ work: () -> T) -> T {
            let clock = Clock(timings)
            defer { clock.lap(stage) }
            return work()
        }
        func lap(_ stage: String) {
            guard let timings else { return }
            let now = DispatchTime.now().uptimeNanoseconds
            timings.add(stage, nanoseconds: now - last)
            last = now
        }
    }
}
