/// A JSON value whose object keys keep the order they were given in, so the JSON and SARIF
/// reports can put keys where a reader expects them and still be byte-identical run to run.
/// (Unlike `Codable` synthesis, absent values can be written as an explicit `null`.)
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    /// A string, or `null` when absent.
    package static func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
    /// An integer, or `null` when absent.
    package static func optional(_ i: Int?) -> JSONValue { i.map(JSONValue.int) ?? .null }
    /// A line number: `null` when unknown (0).
    package static func line(_ line: Int) -> JSONValue { line > 0 ? .int(line) : .null }
    /// An array of strings.
    package static func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }

    /// Pretty-printed with two-space indentation and a final newline.
    package func serialized() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    /// Two spaces per level, made once per level.
    private static let indents = (0..<64).map { String(repeating: "  ", count: $0) }

    private static func indentation(_ level: Int) -> String {
        level < indents.count ? indents[level] : String(repeating: "  ", count: level)
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += JSONValue.indentation(indent + 1)
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(indent)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += JSONValue.indentation(indent + 1)
                JSONValue.quote(key, into: &out)
                out += ": "
                value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += JSONValue.indentation(indent)
            out += "}"
        }
    }

    /// RFC 8259 string escaping; `<`, `>` and `&` are escaped too so the JSON can be embedded safely.
    package static func quote(_ s: String, into out: inout String) {
        out += "\""
        // Most strings need no escape: appended whole (scalar by scalar was most of the JSON report's time).
        // 0xE2 starts U+2028 and U+2029 (and other characters, which take the careful path).
        if !s.utf8.contains(where: {
            $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2
        }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += "\\u" + hex4(scalar.value)
            default:
                if scalar.value < 0x20 { out += "\\u" + hex4(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        out += "\""
    }

    private static func hex4(_ v: UInt32) -> String {
        let digits = String(v, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
