import Foundation
import Testing

@testable import XMLSupport

/// The transform sandbox: templates (the bundled ones or a user's) cannot write files, reach the
/// network, read files through `document()`, or expand external entities.
@Suite struct XSLTSandboxTests {
    /// A scratch folder with a secret file that no template may read.
    struct Scratch {
        let folder: String
        let secret: String
        static let secretText = "TOP-SECRET-4711"

        init() throws {
            folder = NSTemporaryDirectory() + "xslt-sandbox-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            secret = folder + "/secret.txt"
            try Scratch.secretText.write(toFile: secret, atomically: true, encoding: .utf8)
        }

        func write(_ name: String, _ text: String) throws -> String {
            let path = folder + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        /// Runs the template at `path` on a tiny document; the output text, or nil when the transform was refused.
        func run(_ path: String) -> String? {
            do {
                let transformer = try XSLTransformer(path: path)
                return String(decoding: try transformer.transform(Array("<doc>hello</doc>".utf8)), as: UTF8.self)
            } catch {
                return nil
            }
        }
    }

    static let open = """
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
            xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">
        """
    static let head = open + "<xsl:output method=\"text\"/>"

    @Test func plainTemplateRuns() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            "plain.xsl",
            Self.head + "<xsl:template match=\"/\">[<xsl:value-of select=\"doc\"/>]</xsl:template></xsl:stylesheet>")
        #expect(scratch.run(path) == "[hello]")
    }

    @Test func importedPartsAreLoaded() throws {
        let scratch = try Scratch()
        _ = try scratch.write(
            "part.xsl",
            Self.head
                + "<xsl:template name=\"part\">part:<xsl:value-of select=\"doc\"/></xsl:template></xsl:stylesheet>")
        let path = try scratch.write(
            "main.xsl",
            Self.open
                + "<xsl:import href=\"part.xsl\"/><xsl:output method=\"text\"/><xsl:template match=\"/\"><xsl:call-template name=\"part\"/></xsl:template></xsl:stylesheet>"
        )
        #expect(scratch.run(path) == "part:hello")
    }

    @Test func exslDocumentIsRefusedAndWritesNothing() throws {
        let scratch = try Scratch()
        let target = scratch.folder + "/written.txt"
        let path = try scratch.write(
            "write.xsl",
            Self.head + """
                <xsl:template match="/"><exsl:document href="\(target)" method="text">pwned</exsl:document>done</xsl:template></xsl:stylesheet>
                """)
        let output = scratch.run(path)
        #expect(output == nil)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func networkDocumentIsRefused() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            "net.xsl",
            Self.head + """
                <xsl:template match="/">[<xsl:value-of select="count(document('http://127.0.0.1:9/x'))"/>]</xsl:template></xsl:stylesheet>
                """)
        let output = scratch.run(path)
        #expect(output == nil || output == "[0]")
    }

    @Test func localFileDocumentIsRefused() throws {
        let scratch = try Scratch()
        let data = try scratch.write("data.xml", "<data>\(Scratch.secretText)</data>")
        for uri in ["/etc/hostname", data, "file://" + data] {
            let path = try scratch.write(
                "read.xsl",
                Self.head + """
                    <xsl:template match="/">[<xsl:value-of select="document('\(uri)')"/>]</xsl:template></xsl:stylesheet>
                    """)
            let output = scratch.run(path)
            #expect(output == nil || output == "[]", "document('\(uri)') was read")
        }
    }

    @Test func externalEntityInATemplateIsNotExpanded() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            "xxe.xsl",
            """
            <?xml version="1.0"?>
            <!DOCTYPE xsl:stylesheet [ <!ENTITY xxe SYSTEM "file://\(scratch.secret)"> ]>
            """ + Self.head + "<xsl:template match=\"/\">[&xxe;]</xsl:template></xsl:stylesheet>")
        let output = scratch.run(path)
        // The template still compiles and runs; the entity reference stays unexpanded (empty).
        #expect(output == "[]")
    }

    @Test func externalEntityInAnImportedPartIsNotExpanded() throws {
        let scratch = try Scratch()
        _ = try scratch.write(
            "evil-part.xsl",
            """
            <?xml version="1.0"?>
            <!DOCTYPE xsl:stylesheet [ <!ENTITY xxe SYSTEM "file://\(scratch.secret)"> ]>
            """ + Self.head + "<xsl:template name=\"part\">[&xxe;]</xsl:template></xsl:stylesheet>")
        let path = try scratch.write(
            "main.xsl",
            Self.open
                + "<xsl:import href=\"evil-part.xsl\"/><xsl:output method=\"text\"/><xsl:template match=\"/\"><xsl:call-template name=\"part\"/></xsl:template></xsl:stylesheet>"
        )
        let output = scratch.run(path)
        // The part is imported and runs; the entity reference stays unexpanded (empty).
        #expect(output == "[]")
    }

    @Test func externalEntityInTheTransformedDocumentIsNotExpanded() throws {
        let scratch = try Scratch()
        let path = try scratch.write(
            "copy.xsl",
            Self.head + "<xsl:template match=\"/\">[<xsl:value-of select=\"doc\"/>]</xsl:template></xsl:stylesheet>")
        let transformer = try XSLTransformer(path: path)
        let document =
            "<?xml version=\"1.0\"?><!DOCTYPE doc [ <!ENTITY xxe SYSTEM \"file://\(scratch.secret)\"> ]><doc>&xxe;</doc>"
        let output = try? transformer.transform(Array(document.utf8))
        #expect(output.map { String(decoding: $0, as: UTF8.self).contains(Scratch.secretText) } != true)
    }

    @Test func missingOrBrokenTemplatesAreClearErrors() throws {
        let scratch = try Scratch()
        #expect(throws: XSLTError.self) { try XSLTransformer(path: scratch.folder + "/none.xsl") }
        let broken = try scratch.write("broken.xsl", Self.head + "<xsl:template match=\"/\">")
        #expect(throws: XSLTError.self) { try XSLTransformer(path: broken) }
        let invalid = try scratch.write(
            "invalid.xsl",
            Self.head + "<xsl:template match=\"/\"><xsl:value-of select=\"count((\"/></xsl:template></xsl:stylesheet>")
        #expect(throws: XSLTError.self) { try XSLTransformer(path: invalid) }
    }
}
