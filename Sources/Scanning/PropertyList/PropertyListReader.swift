import Discovery
import Model

/// Reads a property list in whichever format it is written: binary (`bplist00`), XML, or
/// old-style ASCII. `.strings` files may also be a dictionary without braces.
package enum PropertyListReader {
    /// The formats recognised.
    package enum Format: String, Sendable {
        case xml, openStep = "old-style", binary
    }

    /// The format of `bytes`, judged from their first characters.
    package static func format(of bytes: [UInt8]) -> Format {
        if bytes.starts(with: BinaryPropertyListReader.magic) { return .binary }
        // The first non-blank ASCII characters, ignoring byte-order marks and UTF-16 zero bytes.
        var head = ""
        for byte in bytes.prefix(64) where byte != 0 && byte < 0x80 {
            if head.isEmpty, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            head.append(Character(Unicode.Scalar(byte)))
        }
        if head.hasPrefix("<?xml") || head.hasPrefix("<!DOCTYPE") || head.hasPrefix("<plist") { return .xml }
        return .openStep
    }

    /// Reads any property list. `strings` lets the top-level dictionary go without braces.
    /// Reads a file's property list; when it cannot, the diagnostic that says why
    /// ("cannot read this \(what): …", at the line of the damage when known).
    package static func read(
        _ file: SourceFile, describing what: String, limits: Limits = Limits()
    ) -> (PropertyListValue?, Diagnostic?) {
        do {
            return (try read(file.bytes, name: file.path, limits: limits), nil)
        } catch {
            let error = error as? PropertyListError ?? PropertyListError(line: 0, message: "\(error)")
            return (
                nil,
                Diagnostic(
                    SourceLocation(path: file.path, line: error.line), "cannot read this \(what): \(error.message)")
            )
        }
    }

    /// Reads any property list within `limits` (depth, binary expansion, XML attributes); strings
    /// longer than `limits.stringBytes` are cut with "…" (`truncated` counts them).
    package static func read(
        _ bytes: [UInt8], strings: Bool = false, name: String = "input.plist", limits: Limits = Limits()
    ) throws -> PropertyListValue {
        var truncated = 0
        return try read(bytes, strings: strings, name: name, limits: limits, truncated: &truncated)
    }

    package static func read(
        _ bytes: [UInt8], strings: Bool = false, name: String = "input.plist", limits: Limits,
        truncated: inout Int
    ) throws -> PropertyListValue {
        let value = try readUncut(bytes, strings: strings, name: name, limits: limits)
        return value.cuttingStrings(toBytes: limits.stringBytes, count: &truncated)
    }

    private static func readUncut(
        _ bytes: [UInt8], strings: Bool, name: String, limits: Limits
    ) throws -> PropertyListValue {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            if strings { return PropertyListValue(.dictionary([]), line: 1) }
            throw PropertyListError(line: 0, message: "the file is empty")
        }
        switch format(of: bytes) {
        case .binary:
            return try BinaryPropertyListReader.read(bytes, limits: limits)
        case .xml:
            return try XMLPropertyListReader.read(bytes, name: name, limits: limits)
        case .openStep:
            let text = try TextDecoding.decode(bytes)
            return strings
                ? try OpenStepPropertyListReader.readStrings(text, maximumDepth: limits.nestingDepth)
                : try OpenStepPropertyListReader.read(text, maximumDepth: limits.nestingDepth)
        }
    }
}
