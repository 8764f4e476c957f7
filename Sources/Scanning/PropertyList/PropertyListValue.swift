import Foundation
import Model

/// A property-list value (XML, old-style ASCII or binary) with the 1-based line where it starts.
///
/// The line is 0 when the source format has no lines (binary property lists). Dictionaries keep
/// their keys in file order, and every key carries its own line, so a scanner can point at the
/// exact `<key>` a finding is about.
package struct PropertyListValue: Sendable, Hashable {
    /// The kinds of value a property list holds.
    package enum Content: Sendable, Hashable {
        case dictionary([PropertyListEntry])
        case array([PropertyListValue])
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        /// The date as written (ISO 8601 text in XML; formatted ISO 8601 for binary plists).
        case date(String)
        case data([UInt8])
    }

    package var content: Content
    /// 1-based line of the value's first character; 0 when unknown.
    package var line: Int

    package init(_ content: Content, line: Int) {
        self.content = content
        self.line = line
    }
}

/// One dictionary entry: the key, the line of the key, and the value.
package struct PropertyListEntry: Sendable, Hashable {
    package var key: String
    package var keyLine: Int
    package var value: PropertyListValue
}

/// Why a property list could not be read; `line` is 0 when unknown.
package struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    package var line: Int
    package var message: String
    package var description: String { line > 0 ? "line \(line): \(message)" : message }
}

extension PropertyListValue {
    /// The entries of a dictionary, nil for any other value.
    package var entries: [PropertyListEntry]? {
        if case .dictionary(let entries) = content { return entries }
        return nil
    }

    /// The elements of an array, nil for any other value.
    package var array: [PropertyListValue]? {
        if case .array(let items) = content { return items }
        return nil
    }

    /// The text of a string value, nil for any other value.
    package var string: String? {
        if case .string(let s) = content { return s }
        return nil
    }

    /// The first entry named `key` of a dictionary.
    package func entry(_ key: String) -> PropertyListEntry? {
        entries?.first { $0.key == key }
    }

    /// The value under `key` of a dictionary.
    package subscript(key: String) -> PropertyListValue? {
        entry(key)?.value
    }

    /// A whole number: an integer, a real without fraction, or a string holding an integer.
    package var integer: Int? {
        switch content {
        case .integer(let i): return i
        case .real(let d) where d.rounded() == d && abs(d) < 1e15: return Int(d)
        case .string(let s): return Int(s.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    /// A boolean as Xcode writes it: `<true/>`, an integer, or the strings `YES`/`true`/`1`.
    /// Anything else (and a missing value) is false.
    package var flag: Bool {
        switch content {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .real(let d): return d != 0
        case .string(let s): return ["yes", "true", "1"].contains(s.lowercased())
        default: return false
        }
    }

    /// A scalar written as text: strings verbatim, numbers in decimal, booleans `true`/`false`.
    /// Nil for dictionaries, arrays and data.
    package var scalarText: String? {
        switch content {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .real(let d): return d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .bool(let b): return b ? "true" : "false"
        case .date(let d): return d
        case .dictionary, .array, .data: return nil
        }
    }

    /// The kind with its article (`an array`, `a string`), for diagnostics.
    package var kindDescription: String {
        ("aeiou".contains(kindName.first!) ? "an " : "a ") + kindName
    }

    /// A short name of the value's kind, for diagnostics.
    package var kindName: String {
        switch content {
        case .dictionary: "dictionary"
        case .array: "array"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .bool: "boolean"
        case .date: "date"
        case .data: "data"
        }
    }
}

extension Optional where Wrapped == PropertyListValue {
    /// A missing boolean is false.
    package var flag: Bool { self?.flag ?? false }
}

extension PropertyListValue {
    /// The value with every string and key longer than `bytes` UTF-8 bytes cut, with "…";
    /// `count` grows by the number cut. The readers bound the depth, so the recursion is bounded.
    package func cuttingStrings(toBytes bytes: Int, count: inout Int) -> PropertyListValue {
        func cut(_ s: String) -> String {
            guard s.utf8.count > bytes else { return s }
            count += 1
            return s.truncated(toBytes: bytes)
        }
        switch content {
        case .string(let s):
            return PropertyListValue(.string(cut(s)), line: line)
        case .dictionary(let entries):
            var result = entries
            for i in result.indices {
                result[i].key = cut(result[i].key)
                result[i].value = result[i].value.cuttingStrings(toBytes: bytes, count: &count)
            }
            return PropertyListValue(.dictionary(result), line: line)
        case .array(let items):
            return PropertyListValue(.array(items.map { $0.cuttingStrings(toBytes: bytes, count: &count) }), line: line)
        default:
            return self
        }
    }
}
