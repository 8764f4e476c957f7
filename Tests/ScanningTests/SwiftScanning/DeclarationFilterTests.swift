import Testing

@testable import Scanning

/// The follow-up pre-filter keeps every file that may declare, extend or adopt a name, and drops
/// the files that only use it.
@Suite struct DeclarationFilterTests {
    @Test(arguments: [
        "enum WidgetKinds { static let status = \"s\" }",
        "struct WidgetKinds {}",
        "final class  WidgetKinds: NSObject {}",
        "actor WidgetKinds {}",
        "protocol WidgetKinds {}",
        "extension WidgetKinds {\n}",
        "extension\n    WidgetKinds {}",
        "typealias WidgetKinds = Kinds",
        "public var WidgetKinds = Kinds()",
        "let `WidgetKinds` = 1",
        "func WidgetKinds() {}",
        "enum E { case a, WidgetKinds }",
        "enum E { case WidgetKinds = \"x\" }",
        "struct Open: WidgetKinds {}",
        "struct Open: Codable,\n  WidgetKinds {}",
        "struct Open: Codable & WidgetKinds {}",
        "extension Open: WidgetKinds {}",
        "let é = 1; let WidgetKinds = 2",
    ])
    func keepsWhatMayDeclare(source: String) {
        #expect(DeclarationFilter.mayDeclare(Array(source.utf8), Array("WidgetKinds".utf8)))
    }

    @Test(arguments: [
        "let kind = WidgetKinds.status",
        "Current.api.send(WidgetKinds.status)",
        "print(WidgetKinds)",
        "let x = [WidgetKinds.a]",
        "struct MyWidgetKinds {}",
        "struct WidgetKindsList {}",
        "let éWidgetKinds = 1",
        "return WidgetKinds",
        "",
    ])
    func dropsWhatOnlyUses(source: String) {
        #expect(!DeclarationFilter.mayDeclare(Array(source.utf8), Array("WidgetKinds".utf8)))
    }

    @Test func anyOfTheNames() {
        let names = ["Current", "Kinds"].map { Array($0.utf8) }
        #expect(DeclarationFilter.mayDeclare(Array("Current.send(); enum Kinds {}".utf8), anyOf: names))
        #expect(!DeclarationFilter.mayDeclare(Array("Current.send(); Kinds.a".utf8), anyOf: names))
    }
}
