import Foundation
import Model

/// The report's timestamp: `SOURCE_DATE_EPOCH` when set (reproducible builds), else now.
package enum ReportClock {
    package static func now(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int {
        if let value = environment["SOURCE_DATE_EPOCH"] {
            guard let seconds = Int(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else {
                throw UsageError(
                    "SOURCE_DATE_EPOCH must be a whole number of seconds since 1970; got \(LineText.quoted(value))")
            }
            return seconds
        }
        return Int(Date().timeIntervalSince1970)
    }
}
