import Foundation

/// Reads a String Catalog's JSON in one pass without building it: only the source language, the
/// keys and each localization's `stringUnit.value` are kept, everything else is checked for
/// syntax and skipped. Foundation's JSON parser built the whole document as objects first (an
/// 8 MB catalog took 630 MB); this reader holds what it keeps, and checks the file's deadline at
/// every key of `strings`, so a catalog too large for the budget is cut with a diagnostic.
///
/// The caller has bounded the nesting (`StringTableFile.jsonDepth`), so the recursion is bounded.
struct CatalogJSON {
    /// What the catalog holds that the audit reads.
    struct Catalog {
        var sourceLanguage: String?
        var keys: Set<String> = []
        /// (key, language, value or nil) for each localization, in file order.
        var localizations: [(key: String, language: String, value: String?)] = []
    }

    enum Failure: Error { case syntax, notACatalog, stopped }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The catalog, or why it could not be read (`stopped` when the deadline passed).
    static func read(_ bytes: [UInt8], deadline: inout ParseDeadline) throws(Failure) -> Catalog {
        var reader = CatalogJSON(bytes)
        var catalog = Catalog()
        var sawStrings = false
        reader.skipSpace()
        // A byte-order mark, as Foundation accepts.
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipSpace()
        guard reader.peek == UInt8(ascii: "{") else { throw .notACatalog }
        try reader.object { reader, key throws(Failure) in
            switch key {
            case "sourceLanguage": catalog.sourceLanguage = try reader.stringOrSkip()
            case "strings":
                guard reader.peek == UInt8(ascii: "{") else {
                    try reader.skipValue()
                    sawStrings = false
                    return
                }
                sawStrings = true
                catalog.keys = []
                catalog.localizations = []
                try reader.object { reader, key throws(Failure) in
                    if deadline.passed() { throw .stopped }
                    catalog.keys.insert(key)
                    try reader.entry(key, into: &catalog)
                }
            default: try reader.skipValue()
            }
        }
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw .syntax }
        guard sawStrings else { throw .notACatalog }
        return catalog
    }

    /// `{"localizations": {lang: {"stringUnit": {"value": …}}}}`; any other shape keeps the key only.
    private mutating func entry(_ key: String, into catalog: inout Catalog) throws(Failure) {
        guard peek == UInt8(ascii: "{") else { return try skipValue() }
        try object { reader, field throws(Failure) in
            guard field == "localizations", reader.peek == UInt8(ascii: "{") else { return try reader.skipValue() }
            try reader.object { reader, language throws(Failure) in
                var value: String?
                if reader.peek == UInt8(ascii: "{") {
                    try reader.object { reader, field throws(Failure) in
                        guard field == "stringUnit", reader.peek == UInt8(ascii: "{") else {
                            return try reader.skipValue()
                        }
                        try reader.object { reader, field throws(Failure) in
                            if field == "value" { value = try reader.stringOrSkip() } else { try reader.skipValue() }
                        }
                    }
                } else {
                    try reader.skipValue()
                }
                catalog.localizations.append((key, language, value))
            }
        }
    }

    // MARK: Syntax

    private var peek: UInt8? {
        mutating get {
            skipSpace()
            return index < bytes.count ? bytes[index] : nil
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek == byte else { throw .syntax }
        index += 1
    }

    /// An object whose members `member` reads (it must consume the value).
    private mutating func object(
        _ member: (inout CatalogJSON, String) throws(Failure) -> Void
    ) throws(Failure) {
        try expect(UInt8(ascii: "{"))
        if peek == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            guard peek == UInt8(ascii: "\"") else { throw .syntax }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
            guard let next = peek else { throw .syntax }
            index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw .syntax }
        }
    }

    /// A string value, or nil after skipping a value of another kind.
    private mutating func stringOrSkip() throws(Failure) -> String? {
        if peek == UInt8(ascii: "\"") { return try string() }
        try skipValue()
        return nil
    }

    private mutating func skipValue() throws(Failure) {
        switch peek {
        case UInt8(ascii: "{")?: try object { reader, _ throws(Failure) in try reader.skipValue() }
        case UInt8(ascii: "[")?:
            index += 1
            if peek == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                try skipValue()
                guard let next = peek else { throw .syntax }
                index += 1
                if next == UInt8(ascii: "]") { return }
                guard next == UInt8(ascii: ",") else { throw .syntax }
            }
        case UInt8(ascii: "\"")?: _ = try string()
        case UInt8(ascii: "t")?: try word("true")
        case UInt8(ascii: "f")?: try word("false")
        case UInt8(ascii: "n")?: try word("null")
        default: try number()
        }
    }

    private mutating func word(_ text: String) throws(Failure) {
        let expected = Array(text.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw .syntax
        }
        index += expected.count
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    private mutating func number() throws(Failure) {
        let digits = { (reader: inout CatalogJSON) -> Int in
            let start = reader.index
            while reader.index < reader.bytes.count, (0x30...0x39).contains(reader.bytes[reader.index]) {
                reader.index += 1
            }
            return reader.index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let start = index
        guard digits(&self) > 0 else { throw .syntax }
        if bytes[start] == UInt8(ascii: "0"), index - start > 1 { throw .syntax }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw .syntax }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(&self) > 0 else { throw .syntax }
        }
    }

    /// A string at `index` (its opening quote), unescaped; invalid UTF-8 or escapes are a syntax error.
    private mutating func string() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""))
        var units: [UInt16] = []
        var plain: [UInt8] = []
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                guard let text = String(bytes: plain, encoding: .utf8) else { throw .syntax }
                return escaped ? try decoded(units, text) : text
            }
            guard byte >= 0x20 else { throw .syntax }
            guard byte == UInt8(ascii: "\\") else {
                plain.append(byte)
                continue
            }
            // Escapes: the plain bytes so far become UTF-16 units, then the escape's.
            guard let before = String(bytes: plain, encoding: .utf8) else { throw .syntax }
            units += before.utf16
            plain = []
            escaped = true
            guard index < bytes.count else { throw .syntax }
            let kind = bytes[index]
            index += 1
            switch kind {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(UInt16(kind))
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "u"):
                guard bytes.count - index >= 4,
                    bytes[index..<index + 4].allSatisfy({
                        ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66)
                    }),
                    let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                else { throw .syntax }
                index += 4
                units.append(unit)
            default: throw .syntax
            }
        }
        throw .syntax
    }

    /// The UTF-16 units of the escaped part and the plain text after it.
    private func decoded(_ units: [UInt16], _ rest: String) throws(Failure) -> String {
        var all = units
        all += rest.utf16
        // A lone surrogate becomes U+FFFD.
        return String(decoding: all, as: UTF16.self)
    }
}
