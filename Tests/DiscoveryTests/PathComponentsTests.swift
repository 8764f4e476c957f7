import Testing

@testable import Model

/// Paths split on the byte `/`, as the system reads them: empty components left out, `.` and `..`
/// kept for the reader to refuse, and a combining mark after a `/` in the next component.
@Suite struct PathComponentsTests {
    @Test func componentsAreSplitOnTheSlashByte() {
        #expect(PathComponents.of("App/Intents/Order.swift") == ["App", "Intents", "Order.swift"])
        #expect(PathComponents.of("/a//b/") == ["a", "b"])
        #expect(PathComponents.of("a/../b/./c") == ["a", "..", "b", ".", "c"])
        #expect(PathComponents.of("") == [])
        #expect(PathComponents.of("a/\u{301}b") == ["a", "\u{301}b"])
    }

    @Test func theLastComponentIsTheName() {
        #expect(PathComponents.last("Modules/Kit/Project.swift") == "Project.swift")
        #expect(PathComponents.last("Project.swift") == "Project.swift")
        #expect(PathComponents.last("Modules/Kit/") == "Kit")
        #expect(PathComponents.last("/") == nil)
        #expect(PathComponents.last("") == nil)
    }
}
