import Model

/// Reads which files each native target of a `project.pbxproj` builds: the files of its sources,
/// resources and headers build phases (a variant group stands for all its localizations), its
/// folder references, and its Xcode 16 synchronized folders (`fileSystemSynchronizedGroups`)
/// minus the `membershipExceptions` that name the target; in a folder the target does not
/// synchronize, the `membershipExceptions` that name it are files it builds too. A build file with
/// `ATTRIBUTES = (no_codegen, )` marks its intent definition as built without generated classes.
package enum PBXTargetMembershipReader {
    package static let memberPhases: Set<String> = [
        "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase",
    ]

    /// One membership per native target.
    /// - Parameters:
    ///   - targets: `(id, name, line, platforms, deployment targets)` of each native target.
    /// Stops (with the memberships read so far) once `deadline` passed: the caller cuts the file.
    package static func read(
        tree: PBXGroupTree, targets: [NativeTarget], path: String, deadline: inout ParseDeadline
    ) -> [TargetMembership] {
        // The synchronized folders, sorted once (not once per target).
        let synchronized = tree.objects.sorted(by: { $0.key < $1.key }).filter {
            $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup"
        }
        // A build file's paths, resolved once: targets often share phases and files.
        var resolved: [String: (paths: [String], isFolder: Bool)] = [:]
        var memberships: [TargetMembership] = []
        for target in targets {
            if deadline.passed() { return memberships }
            var membership = TargetMembership(
                target: target.name, source: "pbxproj",
                location: SourceLocation(path: path, line: target.line))
            let object = tree.objects[target.id]
            membership.productType = object?["productType"]?.string
            membership.product = object?["productReference"]?.string.flatMap { productName(tree, $0) }
            membership.links = links(of: object, tree)
            membership.platforms = target.platforms.sorted()
            membership.deploymentTargets = target.deploymentTargets
            var files: Set<String> = [], folders: Set<String> = [], noCodegen: Set<String> = []
            for phaseID in object?["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = tree.objects[phaseID], let isa = phase["isa"]?.string,
                    memberPhases.contains(isa)
                else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    if deadline.passed() { return memberships }
                    guard let buildFile = tree.objects[buildFileID],
                        let referenceID = buildFile["fileRef"]?.string
                    else { continue }
                    let reference =
                        resolved[referenceID]
                        ?? (tree.filePaths(of: referenceID), tree.isFolderReference(referenceID))
                    resolved[referenceID] = reference
                    let paths = reference.paths
                    if reference.isFolder { folders.formUnion(paths) } else { files.formUnion(paths) }
                    if attributes(of: buildFile).contains("no_codegen") { noCodegen.formUnion(paths) }
                }
            }
            var exceptions: Set<String> = []
            for groupID in object?["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                guard let folder = tree.path(of: groupID) else { continue }
                folders.insert(folder)
                for setID in tree.objects[groupID]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                    guard let set = tree.objects[setID],
                        set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                        set["target"]?.string == target.id
                    else { continue }
                    for name in set["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                        if let excluded = PBXGroupTree.join(folder, name) { exceptions.insert(excluded) }
                    }
                }
            }
            // An exception set naming this target in a folder it does not synchronize toggles the
            // other way: Xcode lists there the files of another target's folder that this target
            // also builds (a widget extension compiling one entity of the app's folder).
            let own = Set(object?["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
            for (groupID, group) in synchronized where !own.contains(groupID) {
                if deadline.passed() { return memberships }
                guard let folder = tree.path(of: groupID) else { continue }
                for setID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
                    guard let set = tree.objects[setID],
                        set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                        set["target"]?.string == target.id
                    else { continue }
                    for name in set["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                        if let included = PBXGroupTree.join(folder, name) { files.insert(included) }
                    }
                }
            }
            membership.files = files.sorted()
            membership.folders = folders.sorted()
            membership.exceptions = exceptions.sorted()
            membership.noCodegenFiles = noCodegen.sorted()
            memberships.append(membership)
        }
        return memberships
    }

    /// The phases whose files a target links or embeds.
    package static let linkPhases: Set<String> = ["PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase"]

    /// The product file names a target's frameworks and copy-files phases hold, and the names of the
    /// targets its `dependencies` name, sorted (bounded: at most 4096 names).
    static func links(of target: PropertyListValue?, _ tree: PBXGroupTree) -> [String] {
        var names: Set<String> = []
        for phaseID in target?["buildPhases"]?.array?.compactMap(\.string) ?? [] where names.count < 4096 {
            guard let phase = tree.objects[phaseID], let isa = phase["isa"]?.string, linkPhases.contains(isa) else {
                continue
            }
            for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                guard let buildFile = tree.objects[buildFileID],
                    let name = buildFile["fileRef"]?.string.flatMap({ productName(tree, $0) })
                else { continue }
                names.insert(name)
            }
        }
        for dependencyID in target?["dependencies"]?.array?.compactMap(\.string) ?? [] where names.count < 4096 {
            guard let dependency = tree.objects[dependencyID],
                let targetID = dependency["target"]?.string,
                let name = tree.objects[targetID]?["name"]?.string
            else { continue }
            names.insert(name)
        }
        return names.sorted()
    }

    /// The last path component of a file reference (`TrailKit.framework`), nil when it has no path.
    static func productName(_ tree: PBXGroupTree, _ referenceID: String) -> String? {
        guard let path = tree.objects[referenceID]?["path"]?.string ?? tree.objects[referenceID]?["name"]?.string,
            !path.isEmpty, path.utf8.count <= 1024
        else { return nil }
        return path.split(separator: "/").last.map(String.init)
    }

    /// `settings = {ATTRIBUTES = (no_codegen, ); }` → `["no_codegen"]`.
    package static func attributes(of buildFile: PropertyListValue) -> [String] {
        buildFile["settings"]?["ATTRIBUTES"]?.array?.compactMap(\.string) ?? []
    }

    /// A native target as the project reader found it.
    package struct NativeTarget {
        package var id: String
        package var name: String
        /// The line of the target's object in the project file.
        package var line: Int
        package var platforms: Set<String>
        package var deploymentTargets: [DeploymentTarget]
    }
}
