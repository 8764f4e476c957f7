import Foundation
import Model
import ScanCache
import Scanning

/// The commands configure the scan's facts cache: where it lives and what its entries are keyed by.
extension ScanOptions {
    /// Uses the facts cache in `directory`; `nil` when it cannot be created there.
    @discardableResult
    /// `limits` shape the facts (a file past a limit has only its diagnostic), so they are part of the key.
    /// `writesInBackground`: entries are written on a thread of their own while the audit goes on;
    /// the caller then calls the cache's `finishWrites()` before it returns.
    public mutating func useCache(
        directory: String, limits: Limits = Limits(), writesInBackground: Bool = false
    ) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let options = (try? encoder.encode(limits)).map { String(decoding: $0, as: UTF8.self) } ?? "\(limits)"
        cache = FactsCache(
            directory: directory, toolVersion: ToolVersion.current, options: options,
            maximumEntryBytes: limits.fileBytes, writesInBackground: writesInBackground)
        return cache != nil
    }
}
