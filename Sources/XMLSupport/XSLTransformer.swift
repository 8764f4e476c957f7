import CLibXML2
import CLibXSLT
import Foundation

/// Why a stylesheet could not be loaded or applied.
public struct XSLTError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Runs an XSLT 1.0 stylesheet (with EXSLT) under libxslt in a sandbox.
///
/// The transform context's security preferences forbid writing files, creating folders,
/// reading or writing over the network, and reading files through `document()`; documents
/// that a stylesheet imports are loaded without entity substitution, DTDs or network.
/// Parameters are passed as quoted strings, never as XPath. `xsl:include`/`xsl:import` read only
/// regular files inside the template's own folder (and `allowedFolders`); a transform stops at its
/// time and memory budget (`TransformBudget`).
public final class XSLTransformer: @unchecked Sendable {
    private let stylesheet: xsltStylesheetPtr
    private let budget: TransformBudget

    public init(path: String, allowedFolders: [String] = [], budget: TransformBudget = TransformBudget()) throws {
        XSLTransformer.setUp()
        self.budget = budget
        stylesheet = try XSLTErrors.capture { messages in
            // Guarded: corelibs Foundation traps on a one-character path with no "/" (a template named "t").
            TemplateFolders.allow(
                [path.contains("/") ? (path as NSString).deletingLastPathComponent : ""] + allowedFolders)
            defer { TemplateFolders.allow([]) }
            return try Self.load(path, messages: messages)
        }
    }

    private static func load(_ path: String, messages: XSLTErrors) throws -> xsltStylesheetPtr {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw XSLTError(message: "cannot read the template \(path)")
        }
        guard let doc = ia_xslt_read_local(path, ia_xslt_safe_options(options), nil) else {
            throw XSLTError(message: "the template \(path) is not a readable regular file of well-formed XML")
        }
        guard let style = xsltParseStylesheetDoc(doc) else {
            xmlFreeDoc(doc)
            let detail = messages.text
            let refused = TemplateFolders.refused.isEmpty ? "" : " (\(TemplateFolders.refused.joined(separator: ", ")))"
            throw XSLTError(
                message:
                    "the template \(path) is not a valid XSLT stylesheet\(detail.isEmpty ? "" : ": " + detail)\(refused)"
            )
        }
        if style.pointee.errors > 0 {
            let detail = messages.text
            xsltFreeStylesheet(style)
            throw XSLTError(message: "the template \(path) has errors: \(detail)")
        }
        return style
    }

    deinit { xsltFreeStylesheet(stylesheet) }

    /// Applies the stylesheet to `document` (serialized XML) and returns the serialized result.
    public func transform(_ document: [UInt8], parameters: [(String, String)] = []) throws -> [UInt8] {
        try XSLTErrors.capture { messages in try apply(document, parameters: parameters, messages: messages) }
    }

    private func apply(_ document: [UInt8], parameters: [(String, String)], messages: XSLTErrors) throws -> [UInt8] {

        let input: xmlDocPtr? = document.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                xmlReadMemory(
                    $0, Int32(buffer.count), "report.xml", nil,
                    Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))
            }
        }
        guard let input else { throw XSLTError(message: "the report document is not well-formed XML") }
        defer { xmlFreeDoc(input) }

        guard let ctxt = xsltNewTransformContext(stylesheet, input) else {
            throw XSLTError(message: "libxslt could not create a transform context")
        }
        defer { xsltFreeTransformContext(ctxt) }
        guard let prefs = xsltNewSecurityPrefs() else {
            throw XSLTError(message: "libxslt could not create security preferences")
        }
        defer { xsltFreeSecurityPrefs(prefs) }
        for option in [
            XSLT_SECPREF_WRITE_FILE, XSLT_SECPREF_CREATE_DIRECTORY, XSLT_SECPREF_READ_NETWORK,
            XSLT_SECPREF_WRITE_NETWORK, XSLT_SECPREF_READ_FILE,
        ] {
            xsltSetSecurityPrefs(prefs, option, xsltSecurityForbid)
        }
        guard xsltSetCtxtSecurityPrefs(prefs, ctxt) == 0 else {
            throw XSLTError(message: "libxslt refused the security preferences")
        }
        ia_xslt_set_transform_errors(ctxt, messages.buffer)

        // xsltQuoteUserParams wants a NULL-terminated [name, value, name, value, …] array.
        var cStrings: [UnsafeMutablePointer<CChar>?] = parameters.flatMap { [strdup($0.0), strdup($0.1)] }
        cStrings.append(nil)
        defer { cStrings.forEach { free($0) } }
        let quoted = cStrings.withUnsafeMutableBufferPointer { params -> Int32 in
            params.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: params.count) {
                xsltQuoteUserParams(ctxt, $0)
            }
        }
        guard quoted == 0 else { throw XSLTError(message: "a template parameter could not be passed") }

        ctxt.pointee.maxTemplateDepth = Int32(clamping: budget.depth)
        ctxt.pointee.maxTemplateVars = Int32(clamping: budget.variables)
        let watchdog = TransformWatchdog(ctxt, budget: budget)
        let result = xsltApplyStylesheetUser(stylesheet, input, nil, nil, nil, ctxt)
        let stopped = watchdog.finish()
        let detail = messages.text
        if let stopped {
            if let result { xmlFreeDoc(result) }
            throw XSLTError(message: "the template gave up after \(stopped)")
        }
        guard let result, ctxt.pointee.state.rawValue == XSLT_STATE_OK.rawValue else {
            if let result { xmlFreeDoc(result) }
            throw XSLTError(message: "the template failed: \(detail.isEmpty ? "unknown error" : detail)")
        }
        defer { xmlFreeDoc(result) }
        var buffer: UnsafeMutablePointer<xmlChar>?
        var length: Int32 = 0
        guard xsltSaveResultToString(&buffer, &length, result, stylesheet) == 0 else {
            throw XSLTError(message: "the transform result could not be serialized")
        }
        guard let buffer else { return [] }
        defer { ia_xmlFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(length)))
    }

    private static let once: Void = {
        LibXML.setUp()
        exsltRegisterAll()
        xsltSetLoaderFunc(TemplateFolders.loader)
    }()

    static func setUp() { _ = once }
}
