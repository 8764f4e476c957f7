import Discovery
import Model

/// Reads what an Info.plist says about intents: the extension point and principal class of an
/// app extension (`NSExtension`, or `EXAppExtensionAttributes` for ExtensionKit extensions such as
/// App Intents extensions), `IntentsSupported`, `IntentsRestrictedWhileLocked`, and the app-level
/// `INIntentsSupported` and `NSUserActivityTypes`. Other property lists give nothing.
package enum InfoPlistReader {
    package static func read(_ file: SourceFile, limits: Limits = Limits()) -> Inventory {
        var inventory = Inventory()
        let (value, diagnostic) = PropertyListReader.read(file, describing: "property list", limits: limits)
        guard let root = value else {
            inventory.diagnostics += diagnostic.map { [$0] } ?? []
            return inventory
        }
        guard root.entries != nil else { return inventory }
        inventory.complicationPlists = complications(root, path: file.path)
        let extensionEntry = root.entry("NSExtension") ?? root.entry("EXAppExtensionAttributes")
        let appLists = ["INIntentsSupported", "NSUserActivityTypes"].compactMap { root.entry($0) }
        guard extensionEntry != nil || !appLists.isEmpty else { return inventory }

        let line = extensionEntry?.keyLine ?? appLists.map(\.keyLine).min() ?? root.line
        var info = ExtensionInfo(path: file.path, location: SourceLocation(path: file.path, line: line))
        var diagnostics: [Diagnostic] = []
        func names(_ key: String, in dict: PropertyListValue?) -> [String] {
            guard let entry = dict?.entry(key) else { return [] }
            guard let items = entry.value.array else {
                diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: file.path, line: entry.keyLine),
                        "\(key) should be an array of strings, found \(entry.value.kindDescription)"))
                return []
            }
            var result: [String] = []
            for item in items {
                guard let name = item.string else {
                    diagnostics.append(
                        Diagnostic(
                            SourceLocation(path: file.path, line: item.line),
                            "an entry of \(key) should be a string, found \(item.kindDescription)"))
                    continue
                }
                result.append(name)
                info.entries.append(
                    ExtensionListEntry(
                        list: key, name: name,
                        location: SourceLocation(path: file.path, line: item.line)))
            }
            return result
        }
        info.appExtensionPoint = root.entry("NSExtension")?.value["NSExtensionPointIdentifier"]?.string
        info.extensionKitPoint = root.entry("EXAppExtensionAttributes")?.value["EXExtensionPointIdentifier"]?.string
        if let ext = extensionEntry?.value {
            info.extensionPoint = ext["NSExtensionPointIdentifier"]?.string ?? ext["EXExtensionPointIdentifier"]?.string
            info.principalClass = ext["NSExtensionPrincipalClass"]?.string ?? ext["EXPrincipalClass"]?.string
            let attributes = ext["NSExtensionAttributes"]
            info.intentsSupported = names("IntentsSupported", in: attributes)
            info.intentsRestrictedWhileLocked = names("IntentsRestrictedWhileLocked", in: attributes)
        }
        info.appIntentsSupported = names("INIntentsSupported", in: root)
        info.userActivityTypes = names("NSUserActivityTypes", in: root)
        info.entries.sort { $0.location < $1.location }
        inventory.extensions = [info]
        inventory.diagnostics = diagnostics
        return inventory
    }

    /// `CLKComplicationPrincipalClass` and `CLKComplicationSupportedFamilies`, when either is there.
    static func complications(_ root: PropertyListValue, path: String) -> [ComplicationPlist] {
        let principal = root.entry("CLKComplicationPrincipalClass")
        let families = root.entry("CLKComplicationSupportedFamilies")
        guard let line = families?.keyLine ?? principal?.keyLine else { return [] }
        // `$(PRODUCT_MODULE_NAME).ComplicationController`, `Module.ComplicationController`: the class name.
        let name = principal?.value.string.flatMap { $0.split(separator: ".").last.map(String.init) }
        return [
            ComplicationPlist(
                path: path, principalClass: name, families: families?.value.array?.compactMap(\.string) ?? [],
                location: SourceLocation(path: path, line: line))
        ]
    }
}
