import Testing

@testable import Model
@testable import Reporting

/// The app a report names: never a helper target that happens to come first.
@Suite struct ReportSubjectTests {
    static func target(
        _ name: String, app: Bool = true, project: String = "Home.xcodeproj", line: Int
    ) -> TargetMembership {
        var target = TargetMembership(
            target: name, source: "pbxproj", location: SourceLocation(path: project + "/project.pbxproj", line: line))
        target.productType = app ? "com.apple.product-type.application" : "com.apple.product-type.app-extension"
        return target
    }

    @Test("The app named like its project wins over an earlier app target")
    func appNamedLikeTheProject() {
        var inventory = Inventory()
        inventory.targetMemberships = [Self.target("HomeMac", line: 10), Self.target("Home", line: 20)]
        #expect(ReportSubject.appName(inventory) == "Home")
    }

    @Test("Without an app named like the project, the project's name, not the first app (a helper)")
    func projectNameOverAHelperApp() {
        var inventory = Inventory()
        inventory.targetMemberships = [
            Self.target("Launcher", line: 10), Self.target("App", line: 20),
            Self.target("Widgets", app: false, line: 30),
        ]
        #expect(ReportSubject.appName(inventory) == "Home")
    }
}
