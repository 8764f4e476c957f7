import Discovery
import Foundation
import Model
import ScanCache

/// Where an audit's time goes, per stage, for `--timings`.
///
/// Stages that run on all cores at once (read, pre-filter, cache, parse) are summed over the
/// workers, so they can add up to more than the wall time; `scan` is the wall time of that pass.
public final class StageTimings: @unchecked Sendable {
    public static let stages = ["walk", "read", "pre-filter", "cache", "parse", "scan", "history", "analyse", "render"]
    private let lock = NSLock()
    private var seconds: [String: Double] = [:]
    private var notes: [String] = []

    public init() {}

    /// Runs `work` and adds its wall time to `stage`.
    @discardableResult
    public func measure<T>(_ stage: String, _ work: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(stage, nanoseconds: DispatchTime.now().uptimeNanoseconds - start) }
        return try work()
    }

    public func add(_ stage: String, nanoseconds: UInt64) {
        lock.lock()
        seconds[stage, default: 0] += Double(nanoseconds) / 1e9
        lock.unlock()
    }

    /// A line printed after the stages (cache hits, files read).
    public func note(_ text: String) {
        lock.lock()
        notes.append(text)
        lock.unlock()
    }

    /// `intent-audit: timings: walk 0.012 s, read 0.020 s, …` and the notes, one line each.
    public var report: String {
        lock.lock()
        defer { lock.unlock() }
        let parts = Self.stages.compactMap { stage in seconds[stage].map { String(format: "%@ %.3f s", stage, $0) } }
        return (["timings: " + parts.joined(separator: ", ")] + notes.map { "timings: " + $0 })
            .map { "intent-audit: \($0)\n" }.joined()
    }
}

/// How the scan runs: the facts cache to use (nil: none) and where to record timings (nil: nowhere).
public struct ScanOptions: Sendable {
    package var cache: FactsCache?
    public var timings: StageTimings?
    /// Whether the facts cache keeps an index of the root's files (off for `trend --git`, whose
    /// checkouts live in throw-away folders and are covered by `memo`).
    package var usesIndex = true
    /// `trend --git`: what earlier releases' files gave, and this release's git object ids by path.
    package var memo: ReleaseMemo?
    package var objectIDs: [String: String] = [:]
    /// A tree given as a listing with its own reader (one commit's files in git) instead of the
    /// folder on disk: nothing is walked, and there is no facts index (`usesIndex` is ignored).
    package var listed: ListedFiles?

    public init(timings: StageTimings? = nil) {
        self.timings = timings
    }
}
