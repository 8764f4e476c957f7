import Foundation

/// Turns a text file's bytes into a string: UTF-8 (with or without a byte-order mark) and
/// UTF-16 with a byte-order mark, the encodings Xcode and translation tools write for
/// `.strings`, `.pbxproj` and `.xcconfig` files. UTF-16 without a mark is recognised by its
/// zero bytes when the text starts with ASCII.
package enum TextDecoding {
    /// The encodings recognised, for messages and tests.
    package enum Encoding: String, Sendable {
        case utf8 = "UTF-8"
        case utf8WithBOM = "UTF-8 with BOM"
        case utf16LittleEndian = "UTF-16LE"
        case utf16BigEndian = "UTF-16BE"
    }

    package static func encoding(of bytes: [UInt8]) -> Encoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithBOM }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        if bytes.count >= 4 {
            if bytes[0] != 0, bytes[1] == 0, bytes[2] != 0, bytes[3] == 0 { return .utf16LittleEndian }
            if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0, bytes[3] != 0 { return .utf16BigEndian }
        }
        return .utf8
    }

    /// The decoded text, without any byte-order mark.
    package static func decode(_ bytes: [UInt8]) throws -> String {
        switch encoding(of: bytes) {
        case .utf8:
            return try utf8(bytes[...])
        case .utf8WithBOM:
            return try utf8(bytes[3...])
        case .utf16LittleEndian:
            return try utf16(bytes, bigEndian: false)
        case .utf16BigEndian:
            return try utf16(bytes, bigEndian: true)
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) throws -> String {
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw PropertyListError(
                line: lineOfInvalidUTF8(bytes), message: "the file is not valid UTF-8 or UTF-16 text")
        }
        return text
    }

    private static func utf16(_ bytes: [UInt8], bigEndian: Bool) throws -> String {
        let start = (bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) ? 2 : 0
        guard (bytes.count - start) % 2 == 0 else {
            throw PropertyListError(line: 0, message: "the UTF-16 text has an odd number of bytes (truncated file?)")
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let (hi, lo) = bigEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            units.append(UInt16(hi) << 8 | UInt16(lo))
            i += 2
        }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var line = 1
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                text.unicodeScalars.append(scalar)
            case .emptyInput:
                break loop
            case .error:
                throw PropertyListError(line: line, message: "the UTF-16 text has an unpaired surrogate")
            }
        }
        return text
    }

    /// The line of the first byte that breaks UTF-8, for the diagnostic.
    private static func lineOfInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int {
        var line = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return 0
            case .error: return line
            }
        }
    }
}
