import Discovery
import Foundation
import Model
import Yams

/// Reads `.intent-audit.yml`. Unknown keys are warnings, not errors; a value of the wrong shape is
/// an error that names the key and the line.
public enum ConfigurationLoader {
    public static let fileName = ".intent-audit.yml"

    /// The file's settings and the warnings it gave (unknown keys, a newer version).
    public struct Loaded: Sendable {
        public var configuration: AuditConfiguration
        public var warnings: [String]
    }

    public static func load(path: String) throws -> Loaded {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError.unreadable(path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError.invalid(path, "the file is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String = fileName) throws -> Loaded {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw ConfigurationError.invalid(path, "not valid YAML: \(error)")
        }
        guard let node else { return Loaded(configuration: AuditConfiguration(), warnings: []) }
        guard let mapping = node.mapping else {
            throw ConfigurationError.invalid(path, "the top level must be a mapping of settings (key: value)")
        }
        var warnings: [String] = []
        for (key, _) in mapping {
            let name = key.string ?? "\(key)"
            if !ConfigurationFile.CodingKeys.allCases.map(\.rawValue).contains(name) {
                let line = key.mark.map { ":\($0.line)" } ?? ""
                let known = ConfigurationFile.CodingKeys.allCases.map(\.rawValue).joined(separator: ", ")
                warnings.append(
                    "\(path)\(line): unknown key \(LineText.quoted(name)) is ignored (known keys: \(known))")
            }
        }
        let file: ConfigurationFile
        do {
            file = try YAMLDecoder().decode(ConfigurationFile.self, from: text)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw ConfigurationError.invalid(path, "\(LineText.quoted(key)): \(context.debugDescription)")
        } catch {
            throw ConfigurationError.invalid(path, "\(error)")
        }
        // The file comes from the audited repository (and from every commit of `trend --git`):
        // bound the glob patterns, whose matching cost grows with their length and number.
        for (key, patterns) in [("include", file.include ?? []), ("exclude", file.exclude ?? [])] {
            if let problem = Glob.problem(with: patterns, key: key) { throw ConfigurationError.invalid(path, problem) }
        }
        if let version = file.version, version > AuditConfiguration().version {
            warnings.append(
                "\(path): version \(version) is newer than this intent-audit understands (\(AuditConfiguration().version)); settings it does not know are ignored"
            )
        }
        return Loaded(configuration: file.configuration, warnings: warnings)
    }
}

/// Failures reading the configuration file.
public enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case invalid(String, String)

    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read the configuration file \(path)"
        case .invalid(let path, let why): "invalid configuration file \(path): \(why)"
        }
    }
}

/// The file's shape: every key optional, so a file names only what it changes.
package struct ConfigurationFile: Decodable {
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case version, include, exclude, skipFolders, deploymentTargets, counterparts, severities, disabledRules, title
    }
    package var version: Int?
    package var include: [String]?
    package var exclude: [String]?
    package var skipFolders: [String]?
    package var deploymentTargets: [String: String]?
    package var counterparts: [String: String]?
    package var severities: [String: Severity]?
    package var disabledRules: [String]?
    package var title: String?

    package var configuration: AuditConfiguration {
        var c = AuditConfiguration()
        c.include = include ?? []
        c.exclude = exclude ?? []
        c.skipFolders = skipFolders
        c.deploymentTargets = deploymentTargets ?? [:]
        c.counterparts = counterparts ?? [:]
        c.severities = severities ?? [:]
        c.disabledRules = disabledRules ?? []
        c.title = title
        return c
    }
}
