/// Every bound the audit puts on what it reads, in one value.
///
/// An audit runs in CI over files nobody reviewed (pull requests from forks), so each reader is
/// bounded in size, depth, count and time; past a bound the file becomes a diagnostic and the audit
/// goes on. The operator sets them with `--limit NAME=VALUE` (repeatable); the audited tree's own
/// configuration file cannot raise them. `Limits.table` names each one for the flag, `intent-audit
/// limits`-style help and the README's security section.
public struct Limits: Codable, Hashable, Sendable {
    /// A file larger than this is not read (Swift and Objective-C sources, property lists, definitions).
    public var fileBytes: Int = 8 << 20
    /// The most Swift parsed at once: a large Swift file is parsed in pieces cut at top-level
    /// declarations, and one with a longer stretch without such a place is not parsed (SwiftSyntax
    /// cannot be stopped part-way through a parse, and its tree takes about 250 times the bytes).
    public var swiftParseBytes: Int = 2 << 20
    /// Nesting depth in every recursive reader: brackets and `#if` in Swift (checked before parsing),
    /// property lists (old-style, XML, binary), Objective-C `#if`, XML elements.
    public var nestingDepth: Int = 128
    /// Swift files whose brackets do not balance are parsed only when they nest no deeper than this:
    /// SwiftSyntax's recovery from unbalanced brackets slows down steeply with depth.
    public var unbalancedNestingDepth: Int = 32
    /// Values a binary property list may expand to (shared references counted each time they are used).
    public var propertyListObjects: Int = 200_000
    /// Attributes on one XML element (libxml2's duplicate check is quadratic in them).
    public var xmlAttributes: Int = 256
    /// Strings read from files (names, titles, messages) are cut past this many UTF-8 bytes, with "…".
    public var stringBytes: Int = 4096
    /// Wall-clock budget for parsing one file, in milliseconds.
    public var fileMilliseconds: Int = 4000
    /// Wall-clock budget for one XSLT transform (the HTML report), in milliseconds.
    public var templateMilliseconds: Int = 10_000
    /// Memory an XSLT transform may allocate through libxml2, in megabytes.
    public var templateMegabytes: Int = 512
    /// libxslt's template recursion depth (`xsltMaxDepth`).
    public var templateDepth: Int = 3000
    /// Intents shown in full on the HTML page: past it the page shows the most urgent ones, their
    /// findings and definitions, and counts the rest (report.xml and report.json keep every one).
    public var pageIntents: Int = 400
    /// libxslt's variables in scope at once (`xsltMaxVars`).
    public var templateVariables: Int = 15_000
    /// Wall-clock budget for the whole audit's reading and parsing, in milliseconds: past it, the
    /// files not read yet become one diagnostic and the audit finishes with what it has.
    public var auditMilliseconds: Int = 300_000
    /// The process's resident memory past which no further file is read or parsed, in megabytes.
    public var auditMegabytes: Int = 4096
    /// Diagnostics kept for one file; the rest become one "… N more" diagnostic.
    public var fileDiagnostics: Int = 20
    /// Diagnostics kept for one audit; the rest become one "… N more" diagnostic.
    public var auditDiagnostics: Int = 1000

    /// The audit's running budget (time and memory), started by the audit; not part of the
    /// limits' identity (equality, hashing, coding).
    public var budget = AuditBudget.Slot()

    private enum CodingKeys: String, CodingKey {
        case fileBytes, swiftParseBytes, nestingDepth, unbalancedNestingDepth, propertyListObjects, xmlAttributes,
            stringBytes
        case fileMilliseconds, templateMilliseconds, templateMegabytes, templateDepth, templateVariables, pageIntents
        case auditMilliseconds, auditMegabytes, fileDiagnostics, auditDiagnostics
    }

    public init() {}

    /// The defaults.
    public static let standard = Limits()

    /// One limit: its flag name, where it lives, what it bounds, and the values it accepts (small
    /// enough that no sum or product of it can overflow: megabytes and milliseconds are multiplied).
    public struct Entry: Sendable {
        public var name: String
        public var keyPath: WritableKeyPath<Limits, Int> & Sendable
        public var meaning: String
        public var range: ClosedRange<Int>

        public init(
            name: String, keyPath: WritableKeyPath<Limits, Int> & Sendable, meaning: String,
            range: ClosedRange<Int> = 1...1_000_000_000
        ) {
            self.name = name
            self.keyPath = keyPath
            self.meaning = meaning
            self.range = range
        }
    }

    /// Every limit, in the order the README lists them.
    public static let table: [Entry] = [
        Entry(name: "file-bytes", keyPath: \.fileBytes, meaning: "largest file read", range: 1...(1 << 40)),
        Entry(
            name: "swift-parse-bytes", keyPath: \.swiftParseBytes,
            meaning: "most Swift parsed at once (larger files are parsed in top-level pieces)", range: 1...(1 << 40)),
        Entry(
            name: "nesting-depth", keyPath: \.nestingDepth, meaning: "deepest nesting in any reader", range: 1...100_000
        ),
        Entry(
            name: "unbalanced-nesting-depth", keyPath: \.unbalancedNestingDepth,
            meaning: "deepest nesting of a Swift file whose brackets do not balance", range: 1...100_000),
        Entry(
            name: "property-list-objects", keyPath: \.propertyListObjects,
            meaning: "values a binary property list may expand to"),
        Entry(
            name: "xml-attributes", keyPath: \.xmlAttributes, meaning: "attributes on one XML element",
            range: 1...1_000_000),
        Entry(
            name: "string-bytes", keyPath: \.stringBytes, meaning: "longest string kept from a file",
            range: 1...(1 << 30)),
        Entry(
            name: "file-milliseconds", keyPath: \.fileMilliseconds, meaning: "time to parse one file",
            range: 1...86_400_000),
        Entry(
            name: "template-milliseconds", keyPath: \.templateMilliseconds, meaning: "time for the XSLT transform",
            range: 1...86_400_000),
        Entry(
            name: "template-megabytes", keyPath: \.templateMegabytes, meaning: "memory for the XSLT transform",
            range: 1...(1 << 20)),
        Entry(
            name: "template-depth", keyPath: \.templateDepth, meaning: "template recursion depth", range: 1...1_000_000),
        Entry(
            name: "template-variables", keyPath: \.templateVariables, meaning: "template variables in scope",
            range: 1...10_000_000),
        Entry(
            name: "page-intents", keyPath: \.pageIntents,
            meaning: "intents shown in full on the HTML page (the most urgent; the rest are counted)",
            range: 1...1_000_000),
        Entry(
            name: "audit-milliseconds", keyPath: \.auditMilliseconds,
            meaning: "time to read and parse the whole tree", range: 1...86_400_000),
        Entry(
            name: "audit-megabytes", keyPath: \.auditMegabytes,
            meaning: "memory past which no further file is read", range: 1...(1 << 20)),
        Entry(
            name: "file-diagnostics", keyPath: \.fileDiagnostics, meaning: "diagnostics kept for one file",
            range: 1...1_000_000),
        Entry(
            name: "audit-diagnostics", keyPath: \.auditDiagnostics, meaning: "diagnostics kept for the audit",
            range: 1...10_000_000),
    ]

    /// Applies `NAME=VALUE` assignments (the `--limit` flag) to the defaults.
    public static func parse(_ assignments: [String]) throws(LimitError) -> Limits {
        var limits = Limits()
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let entry = table.first(where: { $0.name == parts[0] }) else {
                throw LimitError(
                    "--limit takes NAME=VALUE with NAME one of \(table.map(\.name).joined(separator: ", ")); got \(Quoted.text(assignment))"
                )
            }
            let range = entry.range
            guard let value = Int(parts[1]), range.contains(value) else {
                throw LimitError(
                    "--limit \(entry.name) takes a whole number from \(range.lowerBound) to \(range.upperBound); got \(Quoted.text(parts[1]))"
                )
            }
            limits[keyPath: entry.keyPath] = value
        }
        return limits
    }
}

/// A `--limit` value that cannot be used.
public struct LimitError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Text from a file or the command line, quoted for one line of a message: control characters
/// are escaped and anything long is cut, so an echoed value can never start a new line.
public enum Quoted {
    public static func text(_ value: String, limit: Int = 200) -> String {
        var out = "'"
        for scalar in value.unicodeScalars.prefix(limit) {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || Quoted.isBidiControl(scalar)
                {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        if value.unicodeScalars.count > limit { out += "…" }
        return out + "'"
    }

    /// The bidirectional controls (U+202A–202E, U+2066–2069, U+200E/F): they reorder what a reader
    /// sees around them, so text from a file shows them escaped, never as themselves.
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F
    }
}

extension String {
    /// The string cut to at most `bytes` UTF-8 bytes (on a character boundary) followed by "…";
    /// the string itself when it fits.
    public func truncated(toBytes bytes: Int) -> String {
        guard utf8.count > bytes else { return self }
        var end = index(startIndex, offsetBy: 0)
        var used = 0
        for character in self {
            let size = character.utf8.count
            if used + size > bytes { break }
            used += size
            end = index(after: end)
        }
        return String(self[..<end]) + "…"
    }
}

/// Sums that cannot trap: numbers read from files are range-checked, and their sums saturate.
extension Sequence where Element == Int {
    public func saturatingSum() -> Int {
        reduce(0) { total, value in
            let (sum, overflow) = total.addingReportingOverflow(value)
            return overflow ? (value > 0 ? Int.max : Int.min) : sum
        }
    }
}

extension Limits {
    /// The diagnostic of a file over the file-bytes limit, worded the same for every reader.
    public func oversized(_ path: String, bytes: Int, what: String) -> Diagnostic? {
        guard bytes > fileBytes else { return nil }
        return Diagnostic(
            SourceLocation(path: path),
            "not read: this \(what) is \(bytes) bytes, over the file-bytes limit (\(fileBytes); --limit file-bytes)")
    }
}
