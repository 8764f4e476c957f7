import Model

/// Builds widget configurations (following `body` into the helpers it calls), timeline providers
/// and widget bundles from the merged types.
package enum WidgetAssembly {
    /// Provider protocols, the more specific first.
    package static let providerProtocols = ["AppIntentTimelineProvider", "IntentTimelineProvider", "TimelineProvider"]
    /// Provider methods whose `for` argument is the configuration intent.
    package static let intentMethods: Set<String> = ["getSnapshot", "getTimeline", "snapshot", "timeline"]

    package static func providers(_ index: SwiftTypeIndex) -> [WidgetProvider] {
        index.groups.values.compactMap { group -> WidgetProvider? in
            let conformances = index.conformances(of: group)
            guard let protocolName = providerProtocols.first(where: conformances.contains) else { return nil }
            let anchor = group.anchor { $0.inherited.contains(where: providerProtocols.contains) }
            let placeholder = group.functions.first { $0.name == "placeholder" && $0.labels == ["in"] }
            return WidgetProvider(
                typeName: group.name, protocolName: protocolName,
                intentType: protocolName == "TimelineProvider" ? nil : intentType(of: group, index: index),
                hasRecommendations: group.functions.contains { $0.name == "recommendations" },
                placeholderWork: placeholder?.placeholderWork ?? [], placeholderLocation: placeholder?.location,
                location: anchor.location, conditions: anchor.conditions)
        }
    }

    /// `typealias Intent = X`, else the `for` argument of the timeline methods, else `recommendations()`.
    private static func intentType(of group: SwiftTypeIndex.TypeGroup, index: SwiftTypeIndex) -> String? {
        if let alias = group.parts.lazy.compactMap({ $0.typealiases["Intent"] }).first {
            return index.resolve(alias, in: group.name)
        }
        for function in group.functions where intentMethods.contains(function.name) && function.labels.first == "for" {
            if let type = function.parameterTypes.first.flatMap(TypeText.nominal) {
                return index.resolve(type, in: group.name)
            }
        }
        if let written = group.functions.first(where: { $0.name == "recommendations" })?.returnType,
            let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close
        {
            let argument = String(written[written.index(after: open)..<close])
            return TypeText.nominal(argument).map { index.resolve($0, in: group.name) }
        }
        return nil
    }

    /// A kind put together from constants and `String` extensions, on the systems the configuration
    /// serves: an `IntentConfiguration` below those that bring `AppIntentConfiguration`, which serves
    /// from them on.
    private static func recipeKind(_ fact: ConfigurationFact, widget: String, index: SwiftTypeIndex) -> String? {
        guard let recipe = fact.kindRecipe, !recipe.isPlainName || index.transform(named: recipe.lastName) != nil
        else { return nil }
        let window: SystemWindow =
            switch fact.configuration {
            case "IntentConfiguration": .belowAppIntentWidgets
            case "AppIntentConfiguration": .fromAppIntentWidgets
            default: .any
            }
        return index.evaluate(recipe, in: fact.enclosingType, file: fact.location.path, window: window)
            ?? index.evaluate(recipe, in: widget, file: fact.location.path, window: window)
    }

    /// The families a static `[WidgetFamily]` property lists (`Self.families`, `Widget.families`, `families`):
    /// every declaration's of that name in the type, in order (one per `#if os(…)` clause), without repeats.
    static func families(_ name: String?, in type: String, index: SwiftTypeIndex) -> [String] {
        guard let name else { return [] }
        let parts = name.split(separator: ".").map(String.init)
        guard let property = parts.last, parts.count <= 2 else { return [] }
        let owner = parts.count == 2 && parts[0] != "Self" ? parts[0] : type
        guard let group = index.groups[owner] else { return [] }
        var result: [String] = []
        for declared in group.properties where declared.name == property {
            for family in declared.families where !result.contains(family) { result.append(family) }
        }
        return result
    }

    package static func bundles(_ index: SwiftTypeIndex) -> [WidgetBundleInfo] {
        index.groups.values.compactMap { group -> WidgetBundleInfo? in
            guard index.conformances(of: group).contains("WidgetBundle") else { return nil }
            let body = group.properties.first { $0.name == "body" && !$0.isStatic }
            let anchor = group.anchor { $0.inherited.contains("WidgetBundle") }
            var bundle = WidgetBundleInfo(typeName: group.name, widgets: [], location: anchor.location)
            bundle.conditions = anchor.conditions
            if let body {
                var lists = BundleLists(group: group, outer: anchor.conditions)
                lists.add(body, around: BundleListing(name: body.name), depth: 0)
                (bundle.widgets, bundle.gates, bundle.entryConditions) = (lists.widgets, lists.gates, lists.conditions)
                bundle.fallbacks = lists.fallbacks
            }
            // A bundle that is itself available only from some version (`@available(iOS 18.0, *) struct
            // Bundle18: WidgetBundle`, started by a launcher under `#available`) gates every entry it lists.
            if let own = body?.availability ?? group.declaration?.availability ?? anchor.availability {
                for entry in bundle.widgets where bundle.gates[entry] == nil { bundle.gates[entry] = own }
            }
            return bundle
        }
    }

    package static func widgets(
        _ files: [SwiftFileFacts], index: SwiftTypeIndex, providers: [WidgetProvider]
    ) -> [WidgetConfiguration] {
        configurations(files, index: index, providers: providers) {
            !ControlConfiguration.configurationNames.contains($0)
        }.map(\.0)
    }

    /// Every configuration the `include` test accepts, each with the fact it was built from.
    package static func configurations(
        _ files: [SwiftFileFacts], index: SwiftTypeIndex, providers: [WidgetProvider],
        include: (String) -> Bool
    ) -> [(WidgetConfiguration, ConfigurationFact)] {
        let providerByName = Dictionary(providers.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        let reach = Reachability(files: files, index: index)
        let forwarders = files.flatMap(\.kindForwarders)
        var result: [(WidgetConfiguration, ConfigurationFact)] = []
        for file in files {
            for fact in file.configurations where include(fact.configuration) {
                let owner = fact.enclosingType ?? ""
                let member = fact.enclosingMember ?? ""
                var builders = reach.widgets(reaching: owner, member)
                if builders.isEmpty { builders = [(fact.enclosingType ?? member, nil)] }
                for (widget, pathAvailability) in builders {
                    let provider = fact.providerType.flatMap { providerByName[$0] }
                    // In a protocol's extension, `kind` is the requirement each widget fills: the
                    // widget's own value comes first.
                    let ofWidget =
                        widget != owner
                        ? index.constant(fact.kindExpression, in: widget, file: fact.location.path) : nil
                    let kind =
                        fact.kindLiteral
                        ?? (index.isProtocol(owner) ? ofWidget : nil)
                        ?? index.constant(fact.kindExpression, in: fact.enclosingType, file: fact.location.path)
                        ?? ofWidget
                        ?? recipeKind(fact, widget: widget, index: index)
                        ?? KindForwarderReader.kind(
                            fact.kindExpression, configuration: fact.configuration, forwarders: forwarders,
                            index: index)
                    result.append(
                        (
                            WidgetConfiguration(
                                widgetType: widget, configuration: fact.configuration, kind: kind,
                                kindExpression: fact.kindExpression,
                                // A StaticConfiguration is configured by no intent, even when its provider also
                                // adopts IntentTimelineProvider in another extension (AltStore's ActiveApps).
                                intentType: fact.configuration == "StaticConfiguration"
                                    ? nil
                                    : fact.intentType.map { index.resolve($0, in: fact.enclosingType) }
                                        ?? provider?.intentType,
                                providerType: fact.providerType, providerProtocol: provider?.protocolName,
                                availability: fact.localAvailability ?? fact.memberAvailability ?? pathAvailability
                                    ?? fact.typeAvailability ?? declaredAvailability(owner, index: index)
                                    ?? (widget != owner ? declaredAvailability(widget, index: index) : nil),
                                families: fact.families.isEmpty
                                    ? families(fact.familiesName, in: fact.enclosingType ?? widget, index: index)
                                    : fact.families, location: fact.location, conditions: fact.conditions), fact
                        ))
                }
            }
        }
        return result
    }

    /// `@available` on a type's own declaration, which covers its extensions in other files too
    /// (`@available(iOS 17, *) struct StepsWidget` and `extension StepsWidget { var body … }`).
    private static func declaredAvailability(_ type: String, index: SwiftTypeIndex) -> String? {
        guard !type.isEmpty else { return nil }
        return index.groups[type]?.declaration?.availability
    }
}

/// Which members each `Widget`'s `body` reaches through the helpers it calls, and under which
/// availability gate the call sits.
package struct Reachability {
    /// "owner.member" → [(widget, availability on the path)].
    private var reached: [String: [(String, String?)]] = [:]

    package init(files: [SwiftFileFacts], index: SwiftTypeIndex) {
        var globals: [String: [MemberReference]] = [:]
        for file in files {
            for function in file.globals.functions { globals[function.name, default: []] += function.references }
            for property in file.globals.properties { globals[property.name, default: []] += property.references }
        }
        for group in index.groups.values
        where index.conformances(of: group).contains(where: { $0 == "Widget" || $0 == "ControlWidget" }) {
            // A member the widget does not declare comes from an extension of a protocol it adopts
            // (`protocol LockScreenWidget: Widget` whose extension builds `body` from the `kind` each
            // widget declares), as Swift's default implementations do.
            let extended = index.conformances(of: group).filter {
                $0 != group.name && index.isProtocol($0) && index.groups[$0] != nil
            }
            let start = Self.owner(of: "body", in: group.name, extended: extended, index: index) ?? group.name
            var queue: [(owner: String, member: String, availability: String?)] = [(start, "body", nil)]
            var visited: Set<String> = []
            while let (owner, member, availability) = queue.popLast() {
                guard visited.insert(owner + "." + member).inserted else { continue }
                reached[owner + "." + member, default: []].append((group.name, availability))
                let ownerGroup = owner.isEmpty ? nil : index.groups[owner]
                let references = ownerGroup.map { Self.references(of: member, in: $0) } ?? globals[member] ?? []
                for reference in references {
                    let target: String
                    if let explicit = reference.owner {
                        target = explicit
                    } else if let ownerGroup, Self.hasMember(reference.name, in: ownerGroup) {
                        target = owner
                    } else if owner == group.name || extended.contains(owner),
                        let found = Self.owner(of: reference.name, in: group.name, extended: extended, index: index)
                    {
                        target = found
                    } else if globals[reference.name] != nil {
                        target = ""
                    } else {
                        continue
                    }
                    queue.append((target, reference.name, reference.availability ?? availability))
                }
            }
        }
    }

    /// The type whose member `name` a widget uses: the widget's own, else the first protocol it adopts
    /// whose extension declares it; nil when neither does.
    private static func owner(
        of name: String, in widget: String, extended: [String], index: SwiftTypeIndex
    ) -> String? {
        if let own = index.groups[widget], hasMember(name, in: own) { return widget }
        return extended.first { index.groups[$0].map { hasMember(name, in: $0) } ?? false }
    }

    private static func references(of member: String, in group: SwiftTypeIndex.TypeGroup) -> [MemberReference] {
        group.functions.filter { $0.name == member }.flatMap(\.references)
            + group.properties.filter { $0.name == member }.flatMap(\.references)
    }

    private static func hasMember(_ name: String, in group: SwiftTypeIndex.TypeGroup) -> Bool {
        group.functions.contains { $0.name == name } || group.properties.contains { $0.name == name }
    }

    /// The widgets whose body reaches `owner.member`, with the availability on the way.
    package func widgets(reaching owner: String, _ member: String) -> [(String, String?)] {
        (reached[owner + "." + member] ?? []).sorted { $0.0 < $1.0 }
    }
}

/// A bundle's entries as a reader follows them: the body's, and those of the `some Widget` properties
/// it lists by name (`return iOS18Body` under `if #available(iOS 18.0, *)`), each entry once, with the
/// gate and the `#if`s of the way to it. An entry listed once without a gate is ungated, and once
/// outside an `else` of an `if #available` it is no fallback; one listed under several `#if`s keeps
/// the conditions every listing shares.
private struct BundleLists {
    let group: SwiftTypeIndex.TypeGroup
    /// The bundle's own `#if`s, left out of an entry's.
    let outer: [String]
    var widgets: [String] = []
    var gates: [String: String] = [:]
    var fallbacks: [String: String] = [:]
    var conditions: [String: [String]] = [:]
    private var ungated: Set<String> = []
    private var everywhere: Set<String> = []

    init(group: SwiftTypeIndex.TypeGroup, outer: [String]) {
        self.group = group
        self.outer = outer
    }

    /// `around` holds the gate, fallback and `#if`s of the way to `list`.
    mutating func add(_ list: PropertyFacts, around: BundleListing, depth: Int) {
        for listing in list.bundleListings {
            var entry = listing
            entry.gate = listing.gate ?? around.gate
            entry.fallback = listing.fallback ?? around.fallback
            entry.conditions = around.conditions + listing.conditions
            guard TypeText.isTypeLike(entry.name) else {
                guard depth < 4,
                    let other = group.properties.first(where: { $0.name == entry.name && !$0.bundleListings.isEmpty })
                else { continue }
                entry.gate = entry.gate ?? other.availability
                entry.conditions += other.conditions.filter { !outer.contains($0) }
                add(other, around: entry, depth: depth + 1)
                continue
            }
            record(entry)
        }
        conditions = conditions.filter { !$0.value.isEmpty }
    }

    private mutating func record(_ entry: BundleListing) {
        let name = entry.name
        if !widgets.contains(name) {
            widgets.append(name)
            conditions[name] = entry.conditions
        } else {
            conditions[name] = BodyReader.shared(conditions[name] ?? [], entry.conditions)
        }
        if let gate = entry.gate, !ungated.contains(name) {
            if gates[name] == nil { gates[name] = gate }
        } else {
            ungated.insert(name)
            gates[name] = nil
        }
        if let fallback = entry.fallback, !everywhere.contains(name) {
            if fallbacks[name] == nil { fallbacks[name] = fallback }
        } else {
            everywhere.insert(name)
            fallbacks[name] = nil
        }
    }
}
