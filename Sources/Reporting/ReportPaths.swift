import Model

/// Where a finding's file is, in the spelling each consumer needs: relative to the repository
/// root (code scanning, annotations, Code Quality, Checkstyle), joined to the audited root
/// (Xcode, a terminal), or as a URI reference (SARIF).
package enum ReportPaths {
    /// The path consumers that read paths from the repository root need: the prefix and the
    /// path when a prefix is known, else the root as the user named it joined with the path.
    package static func repositoryPath(_ path: String, _ context: AuditContext, _ options: ReportOptions) -> String {
        if let prefix = options.pathPrefix { return path.hasPrefix("/") ? path : prefix + path }
        return joined(context.root, path)
    }

    /// The path for `xcode` lines: `--path-prefix` when given, else joined to the root as the user
    /// named it, so the line resolves from the folder the audit ran in (an absolute `$SRCROOT`
    /// stays absolute, which is what Xcode needs to open the file).
    package static func localPath(_ path: String, _ context: AuditContext, _ options: ReportOptions) -> String {
        if options.pathPrefixIsExplicit, let prefix = options.pathPrefix {
            return path.hasPrefix("/") ? path : prefix + path
        }
        return joined(context.root, path)
    }

    /// `root/path`, or `path` alone when the root is the working directory or the path is absolute.
    package static func joined(_ root: String, _ path: String) -> String {
        if root.isEmpty || root == "." || root == "./" || path.hasPrefix("/") { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// A prefix in one spelling: no leading `./`, one trailing `/`, empty for the repository root.
    package static func normalizedPrefix(_ prefix: String) -> String {
        var text = Substring(prefix)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        if text == "." { return "" }
        while text.hasSuffix("/") && text.count > 1 { text = text.dropLast() }
        return text.isEmpty ? "" : (text == "/" ? "/" : String(text) + "/")
    }

    /// A path as an RFC 3986 URI reference: every byte outside the unreserved set and `/` is
    /// percent-encoded (`My App/Intents.swift` → `My%20App/Intents.swift`). A colon is encoded
    /// too, so a first segment such as `a:b` cannot be read as a scheme.
    package static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
