import SwiftSyntax

/// Collects the nodes of one syntax kind under a node, in source order.
final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    private(set) var nodes: [Node] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { nodes.append(match) }
        return .visitChildren
    }

    /// Every `Node` under `root` (the root included), in source order.
    static func collect(in root: some SyntaxProtocol) -> [Node] {
        let collector = NodeCollector<Node>()
        collector.walk(root)
        return collector.nodes
    }
}
