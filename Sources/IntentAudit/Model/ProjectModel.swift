/// An `Info.plist` that declares an app extension or intents support.
public struct ExtensionInfo: Codable, Hashable, Sendable {
    public var path: String
    /// `NSExtensionPointIdentifier` (`com.apple.intents-service`, `com.apple.intents-ui-service`,
    /// `com.apple.widgetkit-extension`, `com.apple.appintents-extension`), nil for an app's Info.plist.
    public var extensionPoint: String?
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
}

/// One name listed in an Info.plist (`IntentsSupported`, `INIntentsSupported`, …) and where.
public struct ExtensionListEntry: Codable, Hashable, Sendable {
    /// The list's key: `IntentsSupported`, `IntentsRestrictedWhileLocked`, `INIntentsSupported`,
    /// `NSUserActivityTypes`.
    public var list: String
    public var name: String
    public var location: SourceLocation
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
}

/// What project files say about code generation for intent definitions.
public struct ProjectSettings: Codable, Hashable, Sendable {
    /// `CLASSPREFIX` from project.pbxproj attributes.
    public var classPrefix: String?
    /// `INTENTS_CODEGEN_LANGUAGE`.
    public var codegenLanguage: String?
    public var location: SourceLocation?
}
