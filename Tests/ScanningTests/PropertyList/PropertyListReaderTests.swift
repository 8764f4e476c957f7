import Foundation
import TestSupport
import Testing

@testable import Analysis
@testable import Commands
@testable import Discovery
@testable import History
@testable import Model
@testable import Planning
@testable import Reporting
@testable import Scanning

/// Format detection, XML plists with lines, binary plists, and text encodings.
@Suite struct PropertyListReaderTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>s</key>
        \t<string>a &amp; b</string>
        \t<key>i</key>
        \t<integer>-42</integer>
        \t<key>h</key>
        \t<integer>0x1F</integer>
        \t<key>r</key>
        \t<real>2.5</real>
        \t<key>t</key>
        \t<true/>
        \t<key>f</key>
        \t<false/>
        \t<key>d</key>
        \t<date>2024-01-02T03:04:05Z</date>
        \t<key>b</key>
        \t<data>AQID</data>
        \t<key>a</key>
        \t<array>
        \t\t<string>x</string>
        \t</array>
        </dict>
        </plist>
        """

    @Test func xmlValuesAndLines() throws {
        let value = try PropertyListReader.read(Array(Self.xml.utf8))
        #expect(value.line == 4)
        #expect(value.entries?.map(\.key) == ["s", "i", "h", "r", "t", "f", "d", "b", "a"])
        #expect(value.entries?.map(\.keyLine) == [5, 7, 9, 11, 13, 15, 17, 19, 21])
        #expect(value["s"] == PropertyListValue(.string("a & b"), line: 6))
        #expect(value["i"]?.content == .integer(-42))
        #expect(value["h"]?.content == .integer(31))
        #expect(value["r"]?.content == .real(2.5))
        #expect(value["t"]?.content == .bool(true))
        #expect(value["f"]?.content == .bool(false))
        #expect(value["d"]?.content == .date("2024-01-02T03:04:05Z"))
        #expect(value["b"]?.content == .data([1, 2, 3]))
        #expect(value["a"]?.array == [PropertyListValue(.string("x"), line: 23)])
    }

    @Test func xmlErrorsCarryTheirLine() {
        let badInteger = "<plist>\n<dict>\n<key>n</key>\n<integer>ten</integer>\n</dict>\n</plist>"
        #expect(throws: PropertyListError(line: 4, message: "<integer> holds 'ten', which is not a whole number")) {
            try PropertyListReader.read(Array(badInteger.utf8))
        }
        let keyWithoutValue = "<plist>\n<dict>\n<key>n</key>\n</dict>\n</plist>"
        #expect(throws: PropertyListError(line: 3, message: "the key 'n' has no value")) {
            try PropertyListReader.read(Array(keyWithoutValue.utf8))
        }
    }

    @Test func unsignedSixtyFourBitValuesKeepTheirBitPattern() throws {
        // Xcode writes INIntentHash as an unsigned 64-bit number, often above Int.max.
        let hash = "<plist>\n<dict>\n<key>h</key>\n<integer>12991262048463725434</integer>\n</dict>\n</plist>"
        let value = try PropertyListReader.read(Array(hash.utf8))
        #expect(value["h"]?.content == .integer(Int(truncatingIfNeeded: UInt64(12_991_262_048_463_725_434))))
        let tooLarge = "<plist>\n<dict>\n<key>h</key>\n<integer>18446744073709551616</integer>\n</dict>\n</plist>"
        #expect(
            throws: PropertyListError(
                line: 4, message: "<integer> holds '18446744073709551616', which is not a whole number")
        ) { try PropertyListReader.read(Array(tooLarge.utf8)) }
    }

    @Test func formatDetection() {
        #expect(PropertyListReader.format(of: Array("bplist00".utf8)) == .binary)
        #expect(PropertyListReader.format(of: Array("\n  <?xml version=\"1.0\"?><plist/>".utf8)) == .xml)
        #expect(PropertyListReader.format(of: [0xEF, 0xBB, 0xBF] + Array("<plist>".utf8)) == .xml)
        #expect(PropertyListReader.format(of: [0xFF, 0xFE] + Array("<?xml".utf16).flatMap { [UInt8($0), 0] }) == .xml)
        #expect(PropertyListReader.format(of: Array("{ a = b; }".utf8)) == .openStep)
    }

    @Test func binaryPlistThroughFoundationWithoutLines() throws {
        let object: [String: Any] = ["name": "Ping", "count": 3, "ratio": 0.5, "on": true, "list": ["a"]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let value = try PropertyListReader.read([UInt8](data))
        #expect(value.line == 0)
        #expect(value.entries?.map(\.key) == ["count", "list", "name", "on", "ratio"])
        #expect(value["name"]?.string == "Ping")
        #expect(value["count"]?.content == .integer(3))
        #expect(value["ratio"]?.content == .real(0.5))
        #expect(value["on"]?.content == .bool(true))
        #expect(value["list"]?.array?.map(\.string) == ["a"])
    }

    @Test func truncatedBinaryIsAnError() {
        #expect(throws: PropertyListError(line: 0, message: "malformed binary property list")) {
            try PropertyListReader.read(Array("bplist00\u{1}\u{2}".utf8))
        }
    }

    @Test func encodings() throws {
        let text = "\"k\" = \"Grüße\";\n"
        let utf16LE: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE: [UInt8] = [0xFE, 0xFF] + Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [Array(text.utf8), bom, utf16LE, utf16BE] {
            #expect(try PropertyListReader.read(bytes, strings: true)["k"]?.string == "Grüße")
        }
        #expect(TextDecoding.encoding(of: utf16LE) == .utf16LittleEndian)
        #expect(TextDecoding.encoding(of: bom) == .utf8WithBOM)
        #expect(throws: PropertyListError(line: 2, message: "the file is not valid UTF-8 or UTF-16 text")) {
            try TextDecoding.decode(Array("a\nb".utf8) + [0xC3, 0x28])
        }
    }

    @Test func booleansAsXcodeWritesThem() {
        #expect(PropertyListValue(.string("YES"), line: 1).flag)
        #expect(!PropertyListValue(.string("NO"), line: 1).flag)
        #expect(PropertyListValue(.integer(1), line: 1).flag)
        #expect(!Optional<PropertyListValue>.none.flag)
        #expect(PropertyListValue(.real(3.0), line: 1).scalarText == "3")
        #expect(PropertyListValue(.bool(false), line: 1).scalarText == "false")
    }
}
