import Foundation
import Model

/// The report's timestamp: `SOURCE_DATE_EPOCH` when set (reproducible builds), else now.
/// A snapshot stores it as an ISO 8601 date with a four-digit year, so values past the end of
/// year 9999 are refused (they wrote a report that could not be read back as a baseline).
package enum ReportClock {
    /// 9999-12-31T23:59:59Z, the last second a report's date can name.
    package static let latest = 253_402_300_799

    package static func now(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int {
        if let value = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(value.trimmingCharacters(in: .whitespaces)), (0...latest).contains(seconds) else {
                throw UsageError(
                    "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, from 0 to \(latest) (the end of year 9999); got \(LineText.quoted(value))"
                )
            }
            return seconds
        }
        return Int(Date().timeIntervalSince1970)
    }
}
