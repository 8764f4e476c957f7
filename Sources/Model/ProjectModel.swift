/// An `Info.plist` that declares an app extension or intents support.
public struct ExtensionInfo: Codable, Hashable, Sendable {
    public var path: String
    /// `NSExtensionPointIdentifier` (`com.apple.intents-service`, `com.apple.intents-ui-service`,
    /// `com.apple.widgetkit-extension`, `com.apple.appintents-extension`), nil for an app's Info.plist.
    public var extensionPoint: String?
    /// `NSExtension/NSExtensionPointIdentifier` and `EXAppExtensionAttributes/EXExtensionPointIdentifier`
    /// each on its own: an ExtensionKit extension (an App Intents extension) is read by the second, and
    /// may keep a leftover `NSExtension` block naming another point.
    public var appExtensionPoint: String? = nil
    public var extensionKitPoint: String? = nil
    /// `NSExtensionPrincipalClass`.
    public var principalClass: String?
    public var intentsSupported: [String] = []
    public var intentsRestrictedWhileLocked: [String] = []
    /// The app-level `INIntentsSupported` key.
    public var appIntentsSupported: [String] = []
    public var userActivityTypes: [String] = []
    public var location: SourceLocation
    /// Every name in the lists above with the line it is on, for findings that point at one name.
    public var entries: [ExtensionListEntry] = []

    package init(
        path: String,
        extensionPoint: String? = nil,
        principalClass: String? = nil,
        intentsSupported: [String] = [],
        intentsRestrictedWhileLocked: [String] = [],
        appIntentsSupported: [String] = [],
        userActivityTypes: [String] = [],
        location: SourceLocation,
        entries: [ExtensionListEntry] = []
    ) {
        self.path = path
        self.extensionPoint = extensionPoint
        self.principalClass = principalClass
        self.intentsSupported = intentsSupported
        self.intentsRestrictedWhileLocked = intentsRestrictedWhileLocked
        self.appIntentsSupported = appIntentsSupported
        self.userActivityTypes = userActivityTypes
        self.location = location
        self.entries = entries
    }
}

/// One name listed in an Info.plist (`IntentsSupported`, `INIntentsSupported`, …) and where.
public struct ExtensionListEntry: Codable, Hashable, Sendable {
    /// The list's key: `IntentsSupported`, `IntentsRestrictedWhileLocked`, `INIntentsSupported`,
    /// `NSUserActivityTypes`.
    public var list: String
    public var name: String
    public var location: SourceLocation

    package init(
        list: String,
        name: String,
        location: SourceLocation
    ) {
        self.list = list
        self.name = name
        self.location = location
    }
}

/// A deployment target, per build target and platform.
public struct DeploymentTarget: Codable, Hashable, Sendable {
    /// `iOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`.
    public var platform: String
    public var version: String
    /// The build target (`TrailMixWidgets`) or package name, nil for a project-wide/xcconfig value.
    public var target: String?
    /// `pbxproj`, `xcconfig`, `Package.swift`, `config`.
    public var source: String
    public var location: SourceLocation

    package init(
        platform: String,
        version: String,
        target: String? = nil,
        source: String,
        location: SourceLocation
    ) {
        self.platform = platform
        self.version = version
        self.target = target
        self.source = source
        self.location = location
    }
}

/// What project files say about code generation for intent definitions.
public struct ProjectSettings: Codable, Hashable, Sendable {
    /// `CLASSPREFIX` from project.pbxproj attributes.
    public var classPrefix: String?
    /// `INTENTS_CODEGEN_LANGUAGE`.
    public var codegenLanguage: String?
    public var location: SourceLocation?
    /// The `PBXProject`'s `developmentRegion` (`en`, `fr`; old projects say `English`): the language
    /// of the project's untranslated (Base) texts.
    public var developmentRegion: String? = nil

    package init(
        classPrefix: String? = nil,
        codegenLanguage: String? = nil,
        location: SourceLocation? = nil,
        developmentRegion: String? = nil
    ) {
        self.classPrefix = classPrefix
        self.codegenLanguage = codegenLanguage
        self.location = location
        self.developmentRegion = developmentRegion
    }
}

/// The files one build target compiles or copies, read from `project.pbxproj` (build phases
/// through the group tree, synchronized folders) or from a `Package.swift` target's folder.
/// Paths are relative to the audited root, with `/`.
public struct TargetMembership: Codable, Hashable, Sendable {
    /// The build target's name (`TrailMixMac`), or the package target's name.
    public var target: String
    /// `pbxproj` or `Package.swift`.
    public var source: String
    /// The project file or manifest, at the line where the target is declared.
    public var location: SourceLocation
    /// `com.apple.product-type.app-extension`, …; nil for package targets.
    public var productType: String? = nil
    /// The platforms the target builds for (`SDKROOT` / `SUPPORTED_PLATFORMS`, or the package's
    /// platforms), sorted; empty when the files do not say.
    public var platforms: [String] = []
    /// Whether an iOS target also builds for the Mac through Mac Catalyst (`SUPPORTS_MACCATALYST = YES` in
    /// a configuration of the target or the project): nil when the project file does not say and an
    /// xcconfig file or a variable may.
    public var macCatalyst: Bool? = false
    /// The target's own deployment targets (the same values are in `Inventory.deploymentTargets`);
    /// empty when they come from an xcconfig file or a variable.
    public var deploymentTargets: [DeploymentTarget] = []
    /// Member files (sources, resources; every localization of a variant group), sorted.
    public var files: [String] = []
    /// Folders whose every file is a member: Xcode 16 synchronized folders, package target folders.
    public var folders: [String] = []
    /// Files under `folders` that are not members (`membershipExceptions`).
    public var exceptions: [String] = []
    /// Intent definitions this target builds with `ATTRIBUTES = (no_codegen, )`: they ship in the
    /// target, but the target gets no generated intent classes from them.
    public var noCodegenFiles: [String] = []
    /// The Info.plist files its `INFOPLIST_FILE` setting names (paths from the root), sorted; empty when
    /// none is named or the value uses a variable other than `$(SRCROOT)`.
    public var infoPlists: [String] = []
    /// What each build configuration sets for `#if`; empty when the files do not say.
    public var configurationConditions: [ConfigurationConditions] = []
    /// The bundle identifiers (`PRODUCT_BUNDLE_IDENTIFIER`) the target's build configurations set,
    /// sorted; values built from variables are left out, so empty means unknown. The system finds a
    /// placed widget again by its extension's bundle identifier and kind, not by the target's name.
    public var bundleIdentifiers: [String] = []
    /// The file name of the product the target builds (`TrailKit.framework`), nil when the project file
    /// does not say (package targets).
    public var product: String? = nil
    /// What the target links and embeds, as far as its own project file shows: the product file names in
    /// its frameworks and copy-files build phases (`TrailKit.framework`) and the names of the targets it
    /// depends on, sorted. A framework another project embeds, or a product assembled outside the tree,
    /// is in no such list.
    public var links: [String] = []

    public init(target: String, source: String, location: SourceLocation) {
        self.target = target
        self.source = source
        self.location = location
    }

    /// Whether the file at `path` belongs to this target.
    public func contains(_ path: String) -> Bool {
        if files.contains(path) { return true }
        guard !exceptions.contains(path) else { return false }
        return folders.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
    }

    /// Whether the target generates intent classes from the definition at `path` (a member built
    /// without `no_codegen`).
    public func generatesCode(for path: String) -> Bool {
        contains(path) && !noCodegenFiles.contains(path)
    }
}
