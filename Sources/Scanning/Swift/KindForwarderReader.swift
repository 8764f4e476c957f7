import SwiftSyntax

/// An initializer a widget or control configuration gains in an extension, taking its kind as
/// another type and handing on that value's raw value: `extension StaticControlConfiguration {
/// init(kind: ControlKind, …) { self.init(kind: kind.rawValue, …) } }`. A call
/// `StaticControlConfiguration(kind: .vpn, …)` then has the kind `ControlKind.vpn`'s raw value.
package struct KindForwarder: Codable, Hashable, Sendable {
    /// The configuration type extended (`StaticControlConfiguration`).
    package var configuration: String
    /// The type of the `kind:` parameter (`ControlKind`).
    package var kindType: String
}

package enum KindForwarderReader {
    /// The forwarder `node` declares, when it is an initializer of an extension of a configuration
    /// type whose body calls `self.init(kind: kind.rawValue, …)` with its own `kind:` parameter.
    package static func forwarder(_ node: InitializerDeclSyntax, owner: String?) -> KindForwarder? {
        guard let owner = owner.map(TypeText.lastComponent), CallReader.configurationNames.contains(owner),
            let body = node.body,
            let parameter = node.signature.parameterClause.parameters.first(where: { $0.firstName.text == "kind" })
        else { return nil }
        let type = TypeText.plain(parameter.type)
        guard type != "String", let nominal = TypeText.nominal(type) else { return nil }
        let name = (parameter.secondName ?? parameter.firstName).text
        for call in NodeCollector<FunctionCallExprSyntax>.collect(in: Syntax(body)) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "init", member.base.map(TypeText.source) == "self",
                let kind = IntentExpression.argument("kind", of: call)?.as(MemberAccessExprSyntax.self),
                kind.declName.baseName.text == "rawValue",
                kind.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { continue }
            return KindForwarder(configuration: owner, kindType: nominal)
        }
        return nil
    }

    /// The kind a configuration call passes through a forwarder: `.vpn` or `ControlKind.vpn` for a
    /// forwarder taking `ControlKind` is `ControlKind.vpn`'s raw value. Nil when no forwarder of the
    /// call's configuration type resolves it, or two resolve it differently.
    package static func kind(
        _ expression: String, configuration: String, forwarders: [KindForwarder], index: SwiftTypeIndex
    ) -> String? {
        guard !expression.isEmpty else { return nil }
        var values: Set<String> = []
        for forwarder in forwarders where forwarder.configuration == configuration {
            let type = index.resolve(forwarder.kindType)
            let member: String
            if expression.hasPrefix(".") {
                member = type + expression
            } else if expression.hasPrefix(type + ".") || expression.hasPrefix(forwarder.kindType + ".") {
                member = type + expression.drop { $0 != "." }
            } else {
                continue
            }
            if let value = index.constant(member + ".rawValue", in: nil) { values.insert(value) }
        }
        return values.count == 1 ? values.first : nil
    }
}
