import Discovery
import Model
import SwiftParser
import SwiftSyntax

/// Reads the `platforms:` of a `Package.swift` with SwiftSyntax: `.iOS(.v16)`, `.macOS("14.0")`,
/// `.iOS(.v17_2)`, `SupportedPlatform.watchOS(.v10)`. A `platforms: name` that refers to a `let`
/// in the same manifest is followed. Each platform becomes a `DeploymentTarget` for the package;
/// each target a `TargetMembership` (`PackageTargetReader`).
package enum PackageManifestReader {
    /// `SupportedPlatform` members → the platform names the model uses.
    package static let platformNames: [String: String] = [
        "iOS": "iOS", "macOS": "macOS", "watchOS": "watchOS", "tvOS": "tvOS",
        "visionOS": "visionOS", "macCatalyst": "macCatalyst", "driverKit": "driverKit",
    ]

    /// Reads a manifest behind the size, nesting and time limits (`SwiftParseGate`).
    package static func read(_ file: SourceFile, limits: Limits = Limits()) -> Inventory {
        SwiftParseGate.guarded(
            file, what: "Package.swift", limits: limits,
            parse: { file, level, _, _ in parse(file, maximumNestingLevel: level) }
        ) {
            diagnostic in
            var inventory = Inventory()
            inventory.diagnostics = [diagnostic]
            return inventory
        }
    }

    private static func parse(_ file: SourceFile, maximumNestingLevel: Int) -> Inventory {
        let text = (try? TextDecoding.decode(file.bytes)) ?? String(decoding: file.bytes, as: UTF8.self)
        var parser = Parser(text, maximumNestingLevel: maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let finder = PackageCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var inventory = platforms(file, tree: tree, finder: finder, converter: converter)
        if let call = finder.packageCall {
            inventory.targetMemberships = PackageTargetReader.memberships(
                of: call, manifestPath: file.path, deploymentTargets: inventory.deploymentTargets, converter: converter)
        }
        return inventory
    }

    private static func platforms(
        _ file: SourceFile, tree: SourceFileSyntax, finder: PackageCallFinder,
        converter: SourceLocationConverter
    ) -> Inventory {
        var inventory = Inventory()
        if tree.hasError {
            let line = FirstErrorFinder.line(in: tree, converter: converter)
            inventory.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: line),
                    "Package.swift does not parse as Swift; platforms read from what could be parsed"))
        }
        guard let call = finder.packageCall else { return inventory }
        let name = call.arguments.first { $0.label?.text == "name" }.flatMap { stringValue($0.expression) }
        guard var platforms = call.arguments.first(where: { $0.label?.text == "platforms" })?.expression else {
            return inventory
        }
        if let reference = platforms.as(DeclReferenceExprSyntax.self),
            let bound = finder.constants[reference.baseName.text]
        {
            platforms = bound
        }
        guard let array = platforms.as(ArrayExprSyntax.self) else {
            inventory.diagnostics.append(
                Diagnostic(
                    SourceLocation(path: file.path, line: platforms.startLocation(converter: converter).line),
                    "Package.swift platforms are not an array literal; not read"))
            return inventory
        }
        for element in array.elements {
            let line = element.startLocation(converter: converter).line
            guard let (platform, version) = platformAndVersion(element.expression) else {
                inventory.diagnostics.append(
                    Diagnostic(
                        SourceLocation(path: file.path, line: line),
                        "Package.swift platform '\(element.expression.trimmedDescription)' not understood"))
                continue
            }
            inventory.deploymentTargets.append(
                DeploymentTarget(
                    platform: platform, version: version, target: name, source: "Package.swift",
                    location: SourceLocation(path: file.path, line: line)))
        }
        return inventory
    }

    /// `.iOS(.v17_2)` → `("iOS", "17.2")`; `.macOS("14.0")` → `("macOS", "14.0")`.
    package static func platformAndVersion(_ expression: ExprSyntax) -> (String, String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let platform = platformNames[member.declName.baseName.text],
            let argument = call.arguments.first?.expression
        else { return nil }
        if let string = stringValue(argument) { return (platform, string) }
        guard let versionMember = argument.as(MemberAccessExprSyntax.self) else { return nil }
        let token = versionMember.declName.baseName.text
        guard token.hasPrefix("v"), token.count > 1 else { return nil }
        let parts = token.dropFirst().split(separator: "_").map(String.init)
        guard parts.allSatisfy({ Int($0) != nil }) else { return nil }
        return (platform, parts.count == 1 ? parts[0] + ".0" : parts.joined(separator: "."))
    }

    /// The text of a string literal without interpolation.
    package static func stringValue(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}

/// Finds the first `Package(…)` call and the `let`/`var` constants declared with an initializer.
private final class PackageCallFinder: SyntaxVisitor {
    var packageCall: FunctionCallExprSyntax?
    var constants: [String: ExprSyntax] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let name =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if packageCall == nil, name == "Package" { packageCall = node }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let identifier = node.pattern.as(IdentifierPatternSyntax.self), let value = node.initializer?.value {
            constants[identifier.identifier.text] = value
        }
        return .visitChildren
    }
}

/// The line of the first syntax error: a missing token or unexpected text.
private final class FirstErrorFinder: SyntaxVisitor {
    var firstLine: Int?
    let converter: SourceLocationConverter

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .all)
    }

    static func line(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> Int {
        let finder = FirstErrorFinder(converter: converter)
        finder.walk(tree)
        return finder.firstLine ?? 0
    }

    private func note(_ node: some SyntaxProtocol) {
        let line = node.startLocation(converter: converter).line
        firstLine = min(firstLine ?? line, line)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        note(node)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { note(token) }
        return .skipChildren
    }
}
