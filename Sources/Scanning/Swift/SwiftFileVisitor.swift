import Model
import SwiftSyntax

/// The one visitor per file: records declarations with their members, widget configurations,
/// donations and `NSUserActivity` predictions. Comments and string contents are never looked at.
///
/// The walk checks the file's deadline at every node (`visitAny`, which every node kind this
/// visitor does not read goes through; the clock itself is read at every 16th): once it passed, no node's children are visited, so the
/// walk ends within the siblings it is among and the parse's thread ends with it.
package final class SwiftFileVisitor: SyntaxAnyVisitor {
    package let context: SyntaxContext
    private(set) var facts: SwiftFileFacts
    private var typeIndex: [SyntaxIdentifier: Int] = [:]
    private var activities = ActivityTracker()
    /// When the walk must stop; `hasPassed` tells the caller the facts are incomplete.
    package private(set) var deadline: ParseDeadline

    package init(context: SyntaxContext, deadline: ParseDeadline = .never) {
        self.context = context
        self.facts = SwiftFileFacts(path: context.path)
        self.deadline = deadline
        super.init(viewMode: .sourceAccurate)
    }

    package override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        deadline.passedAtNode() ? .skipChildren : .visitChildren
    }

    /// Walks the file and returns its facts.
    package func read(_ tree: SourceFileSyntax) -> SwiftFileFacts {
        walk(tree)
        facts.donations += activities.donations()
        return facts
    }

    // MARK: Types

    package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        return addType(node, kind: "struct", name: node.name, node.inheritanceClause, node.attributes)
    }

    package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        return addType(node, kind: "class", name: node.name, node.inheritanceClause, node.attributes)
    }

    package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        return addType(node, kind: "enum", name: node.name, node.inheritanceClause, node.attributes)
    }

    package override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        return addType(node, kind: "actor", name: node.name, node.inheritanceClause, node.attributes)
    }

    package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        let name = TypeText.plain(node.extendedType)
        typeIndex[node.id] = facts.types.count
        var type = TypeFacts(
            name: name, declarationKind: "extension", inherited: TypeText.inherited(node.inheritanceClause),
            location: context.location(node.extendedType), conditions: context.conditions(node),
            availability: SyntaxContext.availability(node.attributes))
        type.isUnavailable = SyntaxContext.isUnavailable(node.attributes)
        facts.types.append(type)
        return .visitChildren
    }

    /// A protocol's requirements are no facts, but what it refines is: a type adopting
    /// `protocol NotebookAppIntent: AppIntent` is an App Intent.
    package override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        if SyntaxContext.enclosingTypeName(node) == nil && !SyntaxContext.isUnavailable(node.attributes) {
            facts.protocols[node.name.text, default: []] += TypeText.inherited(node.inheritanceClause)
        }
        return .skipChildren
    }

    private func addType(
        _ node: some DeclSyntaxProtocol, kind: String, name: TokenSyntax,
        _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax
    ) -> SyntaxVisitorContinueKind {
        let qualified = SyntaxContext.enclosingTypeName(node).map { $0 + "." + name.text } ?? name.text
        typeIndex[node.id] = facts.types.count
        facts.types.append(
            TypeFacts(
                name: qualified, declarationKind: kind, inherited: TypeText.inherited(inheritance),
                location: context.location(name), conditions: context.conditions(node),
                availability: SyntaxContext.availability(attributes)))
        return .visitChildren
    }

    package override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        let target = TypeText.plain(node.initializer.value)
        switch owner(of: node) {
        case .type(let index): facts.types[index].typealiases[node.name.text] = target
        case .file: facts.typealiases[node.name.text] = target
        case .local: break
        }
        return .skipChildren
    }

    package override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        guard case .type(let index) = owner(of: node) else { return .skipChildren }
        for element in node.elements {
            facts.types[index].enumCases.append(
                EnumCaseFact(
                    // `case `public`` is the case `public`: the backticks are not part of its name.
                    name: element.name.identifier?.name ?? element.name.text,
                    rawString: TypeText.stringLiteral(element.rawValue?.value)))
        }
        return .skipChildren
    }

    // MARK: Members

    package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        let place = owner(of: node)
        if case .local = place { return .visitChildren }
        let function = MemberReader.function(node, owner: ownerName(place), context: context)
        if let builder = ActivityBuilderReader.function(node, owner: ownerName(place), context: context) {
            facts.activityBuilders.append(builder)
        }
        if isStringExtension(place), let transform = StringTransform.read(node, context: context) {
            facts.stringTransforms.append(transform)
        }
        switch place {
        case .type(let index): facts.types[index].functions.append(function)
        case .file: facts.globals.functions.append(function)
        case .local: break
        }
        return .visitChildren
    }

    package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        let place = owner(of: node)
        if case .local = place { return .visitChildren }
        let properties = MemberReader.properties(node, context: context)
        facts.activityBuilders += ActivityBuilderReader.property(node, owner: ownerName(place), context: context)
        if isStringExtension(place), let transform = StringTransform.read(node, context: context) {
            facts.stringTransforms.append(transform)
        }
        switch place {
        case .type(let index): facts.types[index].properties += properties
        case .file: facts.globals.properties += properties
        case .local: break
        }
        return .visitChildren
    }

    package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        if case .type(let index) = owner(of: node),
            let builder = ActivityBuilderReader.initializer(node, owner: facts.types[index].name, context: context)
        {
            facts.activityBuilders.append(builder)
        }
        if case .type(let index) = owner(of: node),
            let forwarder = KindForwarderReader.forwarder(node, owner: facts.types[index].name)
        {
            facts.kindForwarders.append(forwarder)
        }
        return .visitChildren
    }

    // MARK: Calls and assignments

    package override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        mention(node.name, of: node)
        return .visitChildren
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            mention(callee.baseName, of: node)
        }
        if let configuration = CallReader.configuration(node, context: context) {
            facts.configurations.append(configuration)
        } else if let complication = ComplicationReader.call(node, context: context) {
            facts.complicationCalls.append(complication)
        } else {
            let donations = CallReader.donations(node, context: context)
            facts.donations += donations
            if donations.isEmpty, let call = CallReader.intentMethodCall(node, context: context) {
                facts.intentMethodCalls.append(call)
            }
        }
        return .visitChildren
    }

    package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !deadline.passedAtNode() else { return .skipChildren }
        activities.record(node, context: context)
        if let assigned = AssignedIntentReader.read(node, context: context) { facts.assignedIntents.append(assigned) }
        return .visitChildren
    }

    /// Records `ConfigurationIntent` (a capitalised name ending in `Intent`) named as a type or called.
    /// The node's location is worked out only for such a name: finding a node's first token walks
    /// down its first children, as deep as a chain of calls (`f()()()…`) goes.
    private func mention(_ token: TokenSyntax, of node: some SyntaxProtocol) {
        let name = token.text
        guard name.count > 6, name.hasSuffix("Intent"), name.first?.isUppercase ?? false,
            facts.intentTypeMentions.count < SwiftFileFacts.maximumMentions
        else { return }
        let location = context.location(node)
        guard facts.intentTypeMentions.last.map({ $0.name != name || $0.location.line != location.line }) ?? true
        else { return }
        facts.intentTypeMentions.append(TypeMention(name: name, location: location))
    }

    // MARK: Ownership

    /// Where a declaration sits: in a type (its index in `facts.types`), at file level, or in a body.
    private enum Owner { case type(Int), file, local }

    /// The type (or the file) a declaration is a direct member of; `local` inside bodies.
    private func owner(of node: some SyntaxProtocol) -> Owner {
        var current = node.parent
        while let parent = current {
            if let index = typeIndex[parent.id] { return .type(index) }
            if parent.is(SourceFileSyntax.self) { return .file }
            let passThrough =
                parent.is(MemberBlockItemSyntax.self) || parent.is(MemberBlockItemListSyntax.self)
                || parent.is(MemberBlockSyntax.self) || parent.is(IfConfigClauseSyntax.self)
                || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self)
                || parent.is(CodeBlockItemSyntax.self)
                || (parent.is(CodeBlockItemListSyntax.self)
                    && (parent.parent?.is(SourceFileSyntax.self) ?? false
                        || parent.parent?.is(IfConfigClauseSyntax.self) ?? false))
            if !passThrough { return .local }
            current = parent.parent
        }
        return .file
    }

    /// Members of `extension String` (or `Swift.String`) may be transforms of a kind's string.
    private func isStringExtension(_ owner: Owner) -> Bool {
        guard case .type(let index) = owner, facts.types[index].declarationKind == "extension" else { return false }
        return ["String", "Swift.String"].contains(facts.types[index].name)
    }

    private func ownerName(_ owner: Owner) -> String? {
        if case .type(let index) = owner { return facts.types[index].name }
        return nil
    }
}
