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

    /// The largest configuration file read: a real one is a few hundred bytes.
    public static let maximumBytes = 256 << 10

    /// Reads the configuration at `path`. The tree's own file (`inTree` is the audited root and
    /// `path` lies in it) is read like every file of the tree: no link followed, a regular file, at
    /// most `maximumBytes`; so a link to a file outside the tree is refused and nothing of it is
    /// ever quoted. A file the user names with `--config` is theirs: read with the size bound only.
    public static func load(path: String, inTree root: String? = nil) throws -> Loaded {
        let bytes: [UInt8]
        if let root, let relative = relativePath(of: path, under: root) {
            if (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
                == .typeSymbolicLink
            {
                throw ConfigurationError.invalid(
                    path,
                    "it is a symbolic link; the tree's own configuration is read only from a regular file in the tree")
            }
            do throws(FileLoader.ReadError) {
                bytes = try SafeFileReader(root: root, maximumBytes: maximumBytes).read(relativePath: relative)
            } catch {
                throw ConfigurationError.invalid(path, error.reason)
            }
        } else {
            bytes = try boundedContents(of: path)
        }
        return try load(bytes: bytes, path: path)
    }

    /// Reads a configuration file's bytes (`path` names it in messages).
    static func load(bytes: [UInt8], path: String) throws -> Loaded {
        guard bytes.count <= maximumBytes else {
            throw ConfigurationError.invalid(path, "over \(maximumBytes) bytes; a configuration file is a few lines")
        }
        guard let text = String(validating: bytes, as: UTF8.self), !text.utf8.contains(0) else {
            throw ConfigurationError.invalid(path, "the file is not UTF-8 text")
        }
        return try parse(text, path: path)
    }

    /// `path` relative to `root` when it lies inside it (no `..` left), else nil.
    static func relativePath(of path: String, under root: String) -> String? {
        let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
        let filePath = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        guard filePath.hasPrefix(prefix) else { return nil }
        let relative = String(filePath.dropFirst(prefix.count))
        return relative.isEmpty || relative.split(separator: "/").contains("..") ? nil : relative
    }

    static func boundedContents(of path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ConfigurationError.unreadable(path) }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1) else {
            throw ConfigurationError.unreadable(path)
        }
        guard data.count <= maximumBytes else {
            throw ConfigurationError.invalid(path, "over \(maximumBytes) bytes; a configuration file is a few lines")
        }
        return [UInt8](data)
    }

    /// What a parser or decoder said, as one short line: never the file's text around the error
    /// (Yams quotes it), at most `excerptLength` escaped characters of anything taken from it.
    static func shortReason(_ error: Error) -> String {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                return "not valid YAML at line \(mark.line), column \(mark.column): \(excerpt(problem))"
            case .reader(let problem, let offset, _, _):
                return "not readable as YAML\(offset.map { " at byte \($0)" } ?? ""): \(excerpt(problem))"
            case .duplicatedKeysInMapping(_, let context):
                return "a key appears twice in one mapping (line \(context.mark.line))"
            default:
                return "not valid YAML"
            }
        }
        return excerpt("\(error)")
    }

    static let excerptLength = 80

    /// At most `excerptLength` characters of `text`, escaped for one line.
    static func excerpt(_ text: String) -> String { LineText.escape(truncated(text)) }

    static func truncated(_ text: String) -> String {
        text.count > excerptLength ? String(text.prefix(excerptLength)) + "…" : text
    }

    public static func parse(_ text: String, path: String = fileName) throws -> Loaded {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw ConfigurationError.invalid(path, shortReason(error))
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
                    "\(path)\(line): unknown key \(LineText.quoted(truncated(name))) is ignored (known keys: \(known))")
            }
        }
        let file: ConfigurationFile
        do {
            file = try YAMLDecoder().decode(ConfigurationFile.self, from: text)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw ConfigurationError.invalid(
                path, "\(LineText.quoted(truncated(key))): \(excerpt(context.debugDescription))")
        } catch {
            throw ConfigurationError.invalid(path, shortReason(error))
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
