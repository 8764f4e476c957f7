import Foundation
import Testing

@testable import XMLSupport

/// Hostile documents: external entities must not be expanded, and entity bombs must fail fast.
@Suite struct HostileXMLTests {
    /// A real local file with a recognisable secret, removed after the test.
    static func withSecretFile(_ body: (String, String) throws -> Void) throws {
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let path = NSTemporaryDirectory() + "intent-audit-xxe-\(UUID().uuidString).txt"
        try secret.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try body(path, secret)
    }

    @Test func externalEntityIsNotExpanded() throws {
        try Self.withSecretFile { path, secret in
            let xml = """
                <?xml version="1.0"?>
                <!DOCTYPE plist [ <!ENTITY xxe SYSTEM "file://\(path)"> ]>
                <plist><dict><key>INIntentName</key><string>&xxe;</string></dict></plist>
                """
            var caught: XMLParseError?
            do {
                let root = try SafeXMLParser.parse(Array(xml.utf8))
                Issue.record("expected an error, got \(root)")
            } catch let error as XMLParseError {
                caught = error
            }
            let error = try #require(caught)
            #expect(!error.message.contains(secret))
            #expect(error.line == 2)
            #expect(error.message.contains("entit"))
        }
    }

    @Test func parameterEntityAndExternalDTDAreNotLoaded() throws {
        try Self.withSecretFile { path, secret in
            let xml = """
                <?xml version="1.0"?>
                <!DOCTYPE r [ <!ENTITY % p SYSTEM "file://\(path)"> %p; ]>
                <r>x</r>
                """
            // A parameter entity is refused like any other entity declaration, and its external
            // file is never loaded (the entity loader refuses everything).
            let caught = #expect(throws: XMLParseError.self) { try SafeXMLParser.parse(Array(xml.utf8)) }
            let error = try #require(caught)
            #expect(!error.message.contains(secret))
            #expect(error.message.contains("entit"))
        }
    }

    @Test func billionLaughsFailsQuickly() {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE lolz [", "<!ENTITY lol \"lol\">"]
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            lines.append("<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">")
        }
        lines += ["]>", "<lolz>&lol9;</lolz>"]
        let bytes = Array(lines.joined(separator: "\n").utf8)
        let start = Date()
        #expect(throws: XMLParseError.self) { try SafeXMLParser.parse(bytes) }
        #expect(Date().timeIntervalSince(start) < 1.0)
    }
}
