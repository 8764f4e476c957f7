import Model

extension ExtensionInfo {
    /// The intents an Intents extension serves: its `IntentsSupported`, plus the intents of handlers in its folder.
    package func servedIntents(in inventory: Inventory) -> [String] {
        let info = self
        let folder = info.path.split(separator: "/").dropLast().joined(separator: "/")
        let handled = inventory.handlers.filter { folder.isEmpty || $0.location.path.hasPrefix(folder + "/") }.flatMap(
            \.intents)
        return Set(info.intentsSupported + handled).sorted()
    }
}
