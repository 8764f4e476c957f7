import Discovery
import Foundation
import Model

/// Reads an `.xcconfig` file: `KEY = value` lines (with `//` comments, an optional `;`, and
/// conditions such as `KEY[sdk=iphoneos*]`, recorded under the plain key), `#include` and
/// `#include?` directives. Deployment targets become `DeploymentTarget`s without a build target;
/// `INTENTS_CODEGEN_LANGUAGE` becomes `ProjectSettings`. A line it cannot read is a diagnostic.
package enum XcconfigReader {
    package static func read(_ file: SourceFile, limits: Limits = Limits()) -> Inventory {
        var inventory = Inventory()
        // One diagnostic per bad line at most `limits.fileDiagnostics` times, then one "… N more".
        var dropped = 0
        let text: String
        do {
            text = try TextDecoding.decode(file.bytes)
        } catch {
            let error = error as? PropertyListError ?? PropertyListError(line: 0, message: "\(error)")
            inventory.diagnostics.append(Diagnostic(SourceLocation(path: file.path, line: error.line), error.message))
            return inventory
        }
        var conditions = XcconfigConditions(path: file.path)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let location = SourceLocation(path: file.path, line: lineNumber)
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                if let problem = directiveProblem(trimmed) {
                    DiagnosticCap.append(
                        Diagnostic(location, problem), to: &inventory.diagnostics, dropped: &dropped, limits: limits)
                } else if let included = includedPath(trimmed, from: file.path) {
                    conditions.includes.append(included)
                }
                continue
            }
            guard let equals = assignment(in: trimmed),
                isSettingName(DeploymentSettings.plainKey(String(trimmed[..<equals])))
            else {
                DiagnosticCap.append(
                    Diagnostic(location, "not a build setting ('NAME = value'): \(Quoted.text(trimmed, limit: 80))"),
                    to: &inventory.diagnostics, dropped: &dropped, limits: limits)
                continue
            }
            let key = DeploymentSettings.plainKey(String(trimmed[..<equals]))
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            if PBXConditionReader.settings.contains(key) {
                let written = String(trimmed[..<equals]).trimmingCharacters(in: .whitespaces)
                if written != key {
                    conditions.uncertain += ConditionLayer.names(in: value, setting: key)
                } else if key == PBXConditionReader.settings[0] {
                    conditions.activeConditions = value
                } else {
                    conditions.otherSwiftFlags = value
                }
            }
            if key == "SDKROOT", String(trimmed[..<equals]).trimmingCharacters(in: .whitespaces) == key,
                !value.contains("$"), !value.isEmpty
            {
                conditions.sdkRoot = value
            }
            if key == "SUPPORTS_MACCATALYST", String(trimmed[..<equals]).trimmingCharacters(in: .whitespaces) == key {
                conditions.supportsMacCatalyst = ["YES": true, "NO": false][value.uppercased()]
            }
            if let platform = DeploymentSettings.platform(ofSetting: key), DeploymentSettings.isConcrete(value) {
                inventory.deploymentTargets.append(
                    DeploymentTarget(
                        platform: platform, version: value, target: nil,
                        source: "xcconfig", location: location))
            } else if key == "INTENTS_CODEGEN_LANGUAGE", !value.contains("$") {
                inventory.projects.append(ProjectSettings(codegenLanguage: value, location: location))
            }
        }
        DiagnosticCap.close(&inventory.diagnostics, dropped: dropped, path: file.path)
        inventory.xcconfigConditions = [conditions]
        return inventory
    }

    /// `#include "path"` and `#include? "path"` are fine; anything else is explained.
    package static func directiveProblem(_ line: String) -> String? {
        for directive in ["#include?", "#include"] where line.hasPrefix(directive) {
            let rest = line.dropFirst(directive.count).trimmingCharacters(in: .whitespaces)
            if rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\"") { return nil }
            return "\(directive) needs a quoted path: \(Quoted.text(line, limit: 80))"
        }
        return "unknown directive: \(Quoted.text(line, limit: 80))"
    }

    /// `#include "Shared/Base.xcconfig"` → that file's path from the audited root, relative to the
    /// including file's folder; nil for an absolute path or one that leaves the root.
    package static func includedPath(_ line: String, from path: String) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else {
            return nil
        }
        let written = String(line[line.index(after: open)..<close])
        guard !written.hasPrefix("/") else { return nil }
        return PBXGroupTree.join(PBXGroupTree.projectFolder(of: path), written)
    }

    /// The `=` that assigns: the first one outside `[condition=value]` brackets.
    package static func assignment(in line: String) -> String.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// A build-setting name: letters, digits and underscores, not starting with a digit.
    package static func isSettingName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && CharacterSet.alphanumerics.contains($0)) }
    }
}
