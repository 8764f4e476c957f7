/// Resolves the objects of a `project.pbxproj` group tree (`PBXGroup`, `PBXVariantGroup`,
/// `PBXFileReference`, `PBXFileSystemSynchronizedRootGroup`) to paths relative to the audited root.
///
/// A `<group>` path is relative to the parent group's folder, a `SOURCE_ROOT` path to the project
/// folder (the parent of the `.xcodeproj`); the main group sits at the project folder. Paths under
/// `SDKROOT`, `BUILT_PRODUCTS_DIR`, `DEVELOPER_DIR` or absolute paths are not in the tree and
/// resolve to nil, as does a path that climbs above the root.
package struct PBXGroupTree {
    package let objects: [String: PropertyListValue]
    /// The project folder, relative to the root ("" for the root itself).
    package let projectFolder: String
    package let mainGroup: String?
    private let parents: [String: String]

    package init(objects: [String: PropertyListValue], projectFilePath: String, project: PropertyListValue) {
        self.objects = objects
        mainGroup = project["mainGroup"]?.string
        var folder = Self.projectFolder(of: projectFilePath)
        if let dir = project["projectDirPath"]?.string, !dir.isEmpty, !dir.hasPrefix("/") {
            folder = Self.join(folder, dir) ?? folder
        }
        projectFolder = folder
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] {
                if let childID = child.string, parents[childID] == nil { parents[childID] = id }
            }
        }
        self.parents = parents
    }

    /// The folder that holds the `.xcodeproj` the file is in (`App/App.xcodeproj/project.pbxproj` → `App`).
    package static func projectFolder(of projectFilePath: String) -> String {
        var components = projectFilePath.split(separator: "/").map(String.init)
        if let index = components.lastIndex(where: { $0.hasSuffix(".xcodeproj") }) {
            components = Array(components[..<index])
        } else {
            components = Array(components.dropLast())
        }
        return components.joined(separator: "/")
    }

    /// The path of an object of the group tree, nil when it is outside the root or not in the tree.
    package func path(of id: String) -> String? {
        path(of: id, depth: 0)
    }

    private func path(of id: String, depth: Int) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string
        let base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                base = path(of: parent, depth: depth + 1)
            } else {
                base = id == mainGroup ? projectFolder : nil
            }
        case "SOURCE_ROOT":
            base = projectFolder
        default:
            base = nil
        }
        guard let base else { return nil }
        guard let own, !own.isEmpty else { return base }
        return Self.join(base, own)
    }

    /// The paths of the files a build file's reference stands for: the file itself, or every
    /// localization of a variant group.
    package func filePaths(of referenceID: String) -> [String] {
        guard let object = objects[referenceID] else { return [] }
        switch object["isa"]?.string {
        case "PBXVariantGroup", "XCVersionGroup":
            return (object["children"]?.array ?? []).compactMap { $0.string.flatMap(path(of:)) }
        case "PBXFileReference":
            return path(of: referenceID).map { [$0] } ?? []
        default:
            return []
        }
    }

    /// Whether a file reference is a folder reference (its whole contents are copied).
    package func isFolderReference(_ referenceID: String) -> Bool {
        guard let object = objects[referenceID] else { return false }
        return (object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string) == "folder"
    }

    /// `base` + `relative`, with `.` and `..` resolved; nil when it climbs above the root.
    package static func join(_ base: String, _ relative: String) -> String? {
        var parts = base.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
