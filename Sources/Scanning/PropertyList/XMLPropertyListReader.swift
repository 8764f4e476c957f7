import Foundation
import Model
import XMLSupport

/// Reads an XML property list through `SafeXMLParser` (libxml2 with entities and network off),
/// keeping each element's line. Foundation's parser is not used: it reports no lines.
package enum XMLPropertyListReader {
    package static func read(
        _ bytes: [UInt8], name: String = "input.plist", limits: Limits = Limits()
    ) throws -> PropertyListValue {
        let root: XMLElement
        do {
            root = try SafeXMLParser.parse(bytes, name: name, maximumAttributes: limits.xmlAttributes)
        } catch let error as XMLParseError {
            throw PropertyListError(line: error.line, message: "malformed XML property list: \(error.message)")
        }
        if root.name == "plist" {
            let values = root.elements
            guard let first = values.first else {
                throw PropertyListError(line: root.line, message: "the <plist> element is empty")
            }
            guard values.count == 1 else {
                throw PropertyListError(line: values[1].line, message: "the <plist> element holds more than one value")
            }
            return try value(first)
        }
        return try value(root)
    }

    package static func value(_ element: XMLElement) throws -> PropertyListValue {
        let line = element.line
        switch element.name {
        case "dict":
            return PropertyListValue(.dictionary(try entries(element)), line: line)
        case "array":
            return PropertyListValue(.array(try element.elements.map(value)), line: line)
        case "string":
            return PropertyListValue(.string(element.text), line: line)
        case "integer":
            let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = integer(text) else {
                throw PropertyListError(line: line, message: "<integer> holds '\(text)', which is not a whole number")
            }
            return PropertyListValue(.integer(number), line: line)
        case "real":
            let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Double(text) else {
                throw PropertyListError(line: line, message: "<real> holds '\(text)', which is not a number")
            }
            return PropertyListValue(.real(number), line: line)
        case "true":
            return PropertyListValue(.bool(true), line: line)
        case "false":
            return PropertyListValue(.bool(false), line: line)
        case "date":
            return PropertyListValue(.date(element.text.trimmingCharacters(in: .whitespacesAndNewlines)), line: line)
        case "data":
            let base64 = element.text.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: base64) else {
                throw PropertyListError(line: line, message: "<data> is not valid base64")
            }
            return PropertyListValue(.data([UInt8](data)), line: line)
        default:
            throw PropertyListError(line: line, message: "<\(element.name)> is not a property-list element")
        }
    }

    /// `<key>` / value pairs, in file order.
    private static func entries(_ dict: XMLElement) throws -> [PropertyListEntry] {
        var result: [PropertyListEntry] = []
        let children = dict.elements
        var i = 0
        while i < children.count {
            let key = children[i]
            guard key.name == "key" else {
                throw PropertyListError(line: key.line, message: "expected <key> in <dict>, found <\(key.name)>")
            }
            guard i + 1 < children.count else {
                throw PropertyListError(line: key.line, message: "the key '\(key.text)' has no value")
            }
            let valueElement = children[i + 1]
            if valueElement.name == "key" {
                throw PropertyListError(line: valueElement.line, message: "the key '\(key.text)' has no value")
            }
            result.append(PropertyListEntry(key: key.text, keyLine: key.line, value: try value(valueElement)))
            i += 2
        }
        return result
    }

    /// Decimal, optionally signed, or `0x` hexadecimal, as CoreFoundation accepts.
    /// A whole number in decimal or `0x` hexadecimal. Property lists hold unsigned 64-bit values too
    /// (Xcode writes `INIntentHash` as one, often above `Int.max`): such a value keeps its 64-bit
    /// pattern, as the binary format stores it, and readers that need a number range-check it.
    private static func integer(_ text: String) -> Int? {
        if let n = Int(text) { return n }
        if let n = UInt64(text.hasPrefix("+") ? String(text.dropFirst()) : text) { return Int(truncatingIfNeeded: n) }
        var body = Substring(text)
        var negative = false
        if body.first == "-" || body.first == "+" { negative = body.first == "-"; body = body.dropFirst() }
        guard body.lowercased().hasPrefix("0x"), let n = Int(body.dropFirst(2), radix: 16) else { return nil }
        return negative ? -n : n
    }
}
