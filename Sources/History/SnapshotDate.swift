/// ISO 8601 UTC times (`2024-05-01T12:00:00Z`) to and from seconds since 1970, without Foundation's
/// formatters (their output depends on the platform).
package enum SnapshotDate {
    /// Seconds since 1970 for `YYYY-MM-DDTHH:MM:SSZ` (fractions and `+00:00` are accepted), nil otherwise.
    package static func seconds(iso8601 text: String) -> Int? {
        let chars = Array(text.utf8)
        guard chars.count >= 20 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for i in from..<(from + count) {
                guard chars[i] >= 48, chars[i] <= 57 else { return nil }
                value = value * 10 + Int(chars[i] - 48)
            }
            return value
        }
        func char(_ i: Int) -> Character { Character(Unicode.Scalar(chars[i])) }
        guard char(4) == "-", char(7) == "-", char(10) == "T" || char(10) == " ", char(13) == ":", char(16) == ":",
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var rest = String(decoding: chars[19...], as: UTF8.self)
        if rest.hasPrefix(".") { rest = String(rest.drop { $0 == "." || $0.isNumber }) }
        guard rest == "Z" || rest == "+00:00" else { return nil }
        return days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` for seconds since 1970.
    package static func iso8601(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondsOfDay = seconds - days * 86_400
        let (year, month, day) = civil(days: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondsOfDay / 3_600, 2)):"
            + "\(pad(secondsOfDay % 3_600 / 60, 2)):\(pad(secondsOfDay % 60, 2))Z"
    }

    /// `YYYY-MM-DD`, for labels and tables.
    package static func day(_ seconds: Int) -> String { String(iso8601(seconds).prefix(10)) }

    // Howard Hinnant's days-from-civil and civil-from-days.
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    package static func civil(days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    package static func pad(_ n: Int, _ width: Int) -> String {
        let text = String(n)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
