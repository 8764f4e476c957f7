import Discovery
import Foundation
import Model
import SwiftSyntax
import SystemSupport

/// A call of a possible activity builder, found in a file by shape.
package struct BuilderCallSite: Sendable, Codable {
    package var shape: BuilderCallShape
    package var enclosingType: String?
    /// The member the call sits in (`name` and labels), to tell building steps from donations.
    package var enclosingMember: String?
    package var location: SourceLocation
    package var conditions: CompilationConditions
    /// What the code does with the activity: only one made current (or handed on) donates.
    package var use: ActivityUse = .unknown
}

/// Turns activity builders into donations: every call of an initializer or factory that hands out
/// an activity set up for prediction is a prediction donation, with the activity type when the
/// builder's constant or the call's enum case tells it.
package enum ActivityAssembly {
    /// How deep factories built on other factories are followed.
    static let depth = 4

    /// The builders whose activity is set up for prediction, directly or through the builder they call.
    package static func eligible(_ builders: [ActivityBuilderFact]) -> [ActivityBuilderFact] {
        var result = builders.filter { $0.eligible == true }
        for _ in 0..<depth {
            let more = builders.filter { builder in
                builder.eligible == nil && !result.contains { $0.location == builder.location }
                    && builder.returnedCall.flatMap { match($0, enclosingType: builder.owner, in: result) } != nil
            }
            guard !more.isEmpty else { break }
            result += more
        }
        return result
    }

    /// The one builder a call shape names; nil when none or several could be meant.
    package static func match(
        _ shape: BuilderCallShape, enclosingType: String?, in builders: [ActivityBuilderFact]
    )
        -> ActivityBuilderFact?
    {
        let named = builders.filter { builder in
            builder.name == shape.name && (shape.isCall ? accepts(builder, shape.labels) : builder.labels.isEmpty)
                && (builder.name != "init" || shape.isCall)
        }
        let candidates: [ActivityBuilderFact]
        switch shape.base {
        case nil:
            candidates = named
        case "self"?, "Self"?:
            candidates = named.filter {
                $0.owner.map(TypeText.lastComponent) == enclosingType.map(TypeText.lastComponent)
            }
        case let base? where TypeText.isTypeLike(TypeText.lastComponent(base)):
            candidates = named.filter { $0.owner.map(TypeText.lastComponent) == TypeText.lastComponent(base) }
        default:
            // An instance (`ActivityManager.shared.make(type:)`): only a method no other builder shares;
            // a property read on some instance (`model.activity`) is too common a name to tell.
            candidates = shape.isCall ? named.filter { !$0.isStatic } : []
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// Whether a call with these argument labels can call the builder: each label in order, the
    /// builder's defaulted parameters free to be left out.
    private static func accepts(_ builder: ActivityBuilderFact, _ labels: [String]) -> Bool {
        var next = 0
        for (position, label) in builder.labels.enumerated() {
            if next < labels.count, labels[next] == label {
                next += 1
            } else if !(position < builder.defaulted.count && builder.defaulted[position]) {
                return false
            }
        }
        return next == labels.count
    }

    /// The position in the call's arguments of the builder's parameter at `position`, given the
    /// defaulted parameters it leaves out; nil when the call leaves that one out.
    private static func argumentIndex(of position: Int, in builder: ActivityBuilderFact, labels: [String]) -> Int? {
        var next = 0
        for (index, label) in builder.labels.enumerated() {
            let given = next < labels.count && labels[next] == label
            if index == position { return given ? next : nil }
            if given { next += 1 }
        }
        return nil
    }

    /// The activity type a call of `builder` gives (nil `call`: whatever the arguments), when the code tells.
    package static func activityType(
        of builder: ActivityBuilderFact, call: BuilderCallShape?, builders: [ActivityBuilderFact],
        index: SwiftTypeIndex, depth: Int = 0
    ) -> String? {
        guard depth < Self.depth else { return nil }
        switch builder.activityType {
        case .literal(let text)?:
            return text
        case .constant(let name)?:
            return index.constant(name, in: builder.owner)
        case .parameterRawValue(let position, let enumType)?:
            guard let call, let at = argumentIndex(of: position, in: builder, labels: call.labels),
                at < call.arguments.count
            else { return nil }
            let argument = call.arguments[at]
            let name = argument.hasPrefix(".") ? enumType + argument : argument
            return index.constant(name + ".rawValue", in: nil)
        case nil:
            guard let returned = builder.returnedCall,
                let inner = match(returned, enclosingType: builder.owner, in: builders)
            else { return nil }
            return activityType(of: inner, call: returned, builders: builders, index: index, depth: depth + 1)
        }
    }

    /// The prediction donations: each eligible initializer's own bare `isEligibleForPrediction = true`,
    /// and every call of an eligible builder outside the builders themselves.
    package static func donations(
        builders all: [ActivityBuilderFact], calls: [BuilderCallSite],
        index: SwiftTypeIndex
    ) -> [Donation] {
        let builders = eligible(all)
        var result: [Donation] = []
        for builder in builders {
            guard let site = builder.bareEligibleAt else { continue }
            let type = activityType(of: builder, call: nil, builders: all, index: index)
            result.append(
                Donation(
                    api: "NSUserActivity.prediction", intent: nil, intentEvidence: nil, activityType: type,
                    language: "swift", location: site, conditions: builder.conditions))
        }
        let buildingSteps = Set(all.map { key($0.owner, $0.name, $0.labels) })
        for call in calls {
            if let member = call.enclosingMember, buildingSteps.contains(key(call.enclosingType, member, nil)) {
                continue
            }
            // Built and only stored (an array, an Add to Siri shortcut) nothing makes it current.
            guard call.use != .kept,
                let builder = match(call.shape, enclosingType: call.enclosingType, in: builders)
            else { continue }
            var donation = Donation(
                api: "NSUserActivity.prediction", intent: nil, intentEvidence: nil,
                activityType: activityType(of: builder, call: call.shape, builders: all, index: index),
                language: "swift", location: call.location, conditions: call.conditions)
            donation.origin = builder.location
            result.append(donation)
        }
        return result
    }

    /// The factories Objective-C may call, one per selector.
    package static func factories(_ all: [ActivityBuilderFact], index: SwiftTypeIndex) -> [ActivityFactory] {
        eligible(all).flatMap { builder in
            let type = activityType(of: builder, call: nil, builders: all, index: index)
            return builder.selectors.map {
                ActivityFactory(selector: $0, activityType: type, location: builder.location)
            }
        }
    }

    /// Identifies a member by owner and name (labels are not compared: a call site knows only its member's name).
    private static func key(_ owner: String?, _ name: String, _ labels: [String]?) -> String {
        (owner.map(TypeText.lastComponent) ?? "") + "." + name
    }

    /// Finds the calls of the eligible builders in the files that mention one (parsed again: the
    /// first pass did not know the builders' names).
    package static func callSites(
        _ files: [SourceFile], builders: [ActivityBuilderFact], limits: Limits = Limits()
    ) -> [BuilderCallSite] {
        findCallSites(files, builders: builders, limits: limits).sites
    }

    /// `callSites`, and whether every file that mentions a builder was read (none given up on).
    package static func findCallSites(
        _ files: [SourceFile], builders: [ActivityBuilderFact], limits: Limits = Limits()
    ) -> (sites: [BuilderCallSite], complete: Bool) {
        let names = Set(builders.map { $0.name == "init" ? "NSUserActivity" : $0.name })
        guard !names.isEmpty else { return ([], true) }
        let needles = names.map { Array($0.utf8) }
        let wanted = files.filter { file in needles.contains { KeywordFilter.contains(file.bytes, $0) } }
        let memberNames = Set(builders.map(\.name))
        let found = ConcurrentMap.map(wanted) { file -> (sites: [BuilderCallSite], read: Bool) in
            // A file that could run past its budget is looked at in a child that can be stopped.
            if SwiftParseChild.isolates(file),
                let answer = SwiftParseChild.answeredCallSites(
                    file, builders: builders, limits: limits)
            {
                return answer
            }
            let refused = Flag()
            let sites = SwiftScanner.visit(file, limits: limits, refused: { refused.set() }) { tree in
                let visitor = BuilderCallVisitor(
                    context: SyntaxContext(path: file.path, tree: tree), names: memberNames)
                visitor.walk(tree)
                return visitor.sites
            }
            return (sites, !refused.isSet)
        }
        return (found.flatMap(\.sites), found.allSatisfy(\.read))
    }

    /// Set once from any thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}

/// Finds calls and property reads whose member name is a builder's.
private final class BuilderCallVisitor: SyntaxVisitor {
    let context: SyntaxContext
    let names: Set<String>
    var sites: [BuilderCallSite] = []

    init(context: SyntaxContext, names: Set<String>) {
        self.context = context
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let shape = ActivityBuilderReader.shape(ExprSyntax(node)), names.contains(shape.name) { record(shape, node) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let isCallee = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if !isCallee, names.contains(node.declName.baseName.text),
            let shape = ActivityBuilderReader.shape(ExprSyntax(node))
        {
            record(shape, node)
        }
        return .visitChildren
    }

    private func record(_ shape: BuilderCallShape, _ node: some SyntaxProtocol) {
        sites.append(
            BuilderCallSite(
                shape: shape, enclosingType: SyntaxContext.enclosingTypeName(node),
                enclosingMember: Self.enclosingMember(node), location: context.location(node),
                conditions: context.conditions(node), use: ActivityUse.of(node)))
    }

    /// The function, initializer (`init`) or property the node sits in.
    private static func enclosingMember(_ node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.name.text }
            if parent.is(InitializerDeclSyntax.self) { return "init" }
            if let binding = parent.as(PatternBindingSyntax.self), binding.accessorBlock != nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return name
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
