import SwiftSyntax

/// Collects the nodes of one syntax kind under a node, in source order.
package final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    private(set) var nodes: [Node] = []

    package init() { super.init(viewMode: .sourceAccurate) }

    package override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { nodes.append(match) }
        return .visitChildren
    }

    /// Every `Node` under `root` (the root included), in source order.
    package static func collect(in root: some SyntaxProtocol) -> [Node] {
        let collector = NodeCollector<Node>()
        collector.walk(root)
        return collector.nodes
    }
}
