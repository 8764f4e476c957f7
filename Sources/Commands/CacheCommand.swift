import Foundation
import ScanCache
import Scanning

/// `intent-audit cache clear` and where the facts cache lives by default.
public enum CacheCommand {
    /// `$XDG_CACHE_HOME/intent-audit`, else `~/.cache/intent-audit` (nil when neither is set).
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String?
    {
        FactsCache.defaultDirectory(environment: environment)
    }

    /// Removes every cached entry under `directory`.
    public static func clear(directory: String?) throws -> CommandOutput {
        guard let directory else {
            throw UsageError("no cache folder: give --cache DIR, or set XDG_CACHE_HOME or HOME")
        }
        do {
            try FactsCache.clear(directory: directory)
        } catch {
            throw UsageError("cannot clear the cache in \(directory): \(error.localizedDescription)")
        }
        return CommandOutput(standardOutput: "Cleared the facts cache in \(directory)\n")
    }
}
