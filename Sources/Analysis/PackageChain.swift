import Model

/// The `AppIntentsPackage` chain: App Intents compiled into a framework or Swift package reach the
/// system only when the framework's module declares an `AppIntentsPackage` that an
/// `AppIntentsPackage` of the app (or of a package the app includes) lists in `includedPackages`.
package struct PackageChain: Sendable {
    private var packages: [AppIntentDeclaration]
    /// Package type → the package that includes it, for every package reachable from a bundle the
    /// system reads (those bundles' own packages map to themselves).
    private var reachable: [String: String] = [:]
    /// Whether the project files show any bundle the system reads (an app, an extension).
    private var showsApp: Bool

    package init(_ inventory: Inventory, deployment: DeploymentPolicy, bundles: TargetBundles) {
        packages = inventory.appIntents.filter { $0.roles.contains("app-intents-package") }
        showsApp = deployment.memberships.contains { bundles.bundle(of: $0).reads == true }
        let byName = Dictionary(packages.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var queue: [String] = []
        for package in packages
        where deployment.targets(containing: [package.location]).contains(where: {
            bundles.bundle(of: $0).reads == true
        }) {
            reachable[package.name] = package.name
            queue.append(package.name)
        }
        var index = 0
        while index < queue.count, index < 1024 {
            let name = queue[index]
            index += 1
            for included in byName[name]?.includedPackages ?? [] where reachable[included] == nil {
                reachable[included] = name
                queue.append(included)
            }
        }
    }

    /// The verdict for a declaration only `linked` (frameworks, packages) compile.
    package func verdict(
        for linked: [TargetMembership],
        _ make: (DeclarationVisibility.Verdict, String?) -> DeclarationVisibility
    ) -> DeclarationVisibility {
        let names = linked.map(\.target).sorted().joined(separator: ", ")
        let own = packages.filter { package in linked.contains { $0.contains(package.location.path) } }
            .map(\.name).sorted()
        guard !own.isEmpty else {
            return make(.needsPackage, "no type adopting AppIntentsPackage is compiled into \(names)")
        }
        if let chained = own.first(where: { reachable[$0] != nil }), let parent = reachable[chained] {
            return make(.throughPackage, "\(chained) is included by \(parent)'s includedPackages")
        }
        let list = own.joined(separator: ", ")
        guard showsApp else {
            return make(.unknown, "no project file shows the app whose AppIntentsPackage would include \(list)")
        }
        return make(.needsPackage, "\(list) is in no includedPackages of an AppIntentsPackage the app compiles")
    }
}
