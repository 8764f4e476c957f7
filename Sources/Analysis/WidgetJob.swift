import Model

/// Why an App Intent cannot have replaced a legacy widget intent, whatever words or names they share.
///
/// Shared words are evidence only between intents that could do the same job, and a widget
/// intent's job is known from the tree:
/// - A legacy intent that only configures widgets (eligible for widgets, neither configurable in
///   Shortcuts nor eligible for suggestions, never donated) can be taken over only by a
///   `WidgetConfigurationIntent`. A widget's button action or a Shortcuts action sharing its words
///   (the "TV show" refresh button beside the "TV show" widget's configuration) did not replace it.
/// - An App Intent that configures widgets of other kinds, in other build targets than the ones
///   still building the legacy intent's widgets (a watch complication made from Xcode's template
///   beside the iOS widget), or listed in a widget bundle beside the legacy widget (not in the
///   `else` of an `if #available` that lists the new one), configures another widget: the legacy
///   widget is still there, with its intent. Where a kind, a target or a listing cannot be told,
///   nothing is ruled out.
package struct WidgetJob: Sendable {
    /// `AppIntentConfiguration`s by intent type.
    private var configurations: [String: [WidgetConfiguration]] = [:]
    private var memberships: [TargetMembership]
    private var bundles: [WidgetBundleInfo]

    package init(
        widgets: [WidgetConfiguration], memberships: [TargetMembership], bundles: [WidgetBundleInfo] = []
    ) {
        for widget in widgets where widget.configuration == "AppIntentConfiguration" {
            if let type = widget.intentType { configurations[type, default: []].append(widget) }
        }
        self.memberships = memberships
        self.bundles = bundles
    }

    /// Why `candidate` is not the replacement of `link`'s intent; nil when it may be.
    package func excludes(_ link: IntentLink, _ candidate: AppIntentDeclaration) -> String? {
        guard link.isWidgetIntent else { return nil }
        if Self.onlyConfiguresWidgets(link), !candidate.roles.contains("widget-configuration-intent") {
            return "\(link.className) only configures widgets (not in Shortcuts, not suggested, never donated) "
                + "and \(candidate.name) is not a WidgetConfigurationIntent"
        }
        return otherWidget(link, candidate)
    }

    /// A widget intent users could not reach any other way.
    static func onlyConfiguresWidgets(_ link: IntentLink) -> Bool {
        guard let definition = link.definition else { return false }
        return definition.isEligibleForWidgets && !definition.isConfigurable && !definition.isEligibleForSuggestions
            && link.legacyDonations.isEmpty
    }

    /// The candidate configures only widgets of other kinds than the legacy intent's, which are still there.
    private func otherWidget(_ link: IntentLink, _ candidate: AppIntentDeclaration) -> String? {
        guard let reason = anotherWidget(configurations[candidate.name] ?? [], besides: link.legacyWidgets) else {
            return nil
        }
        return "\(candidate.name) configures \(reason.new); \(link.className)'s \(reason.legacy)"
    }

    /// Whether `new` are other widgets than `legacy`, which are still there: every kind known and
    /// different, and the legacy widgets built by other targets, or listed in a bundle beside the new
    /// ones (not in the `else` of an `if #available` listing them). The two halves of the reason; nil
    /// when they may be the same widgets or the legacy ones may be gone.
    package func anotherWidget(
        _ new: [WidgetConfiguration], besides legacy: [WidgetConfiguration]
    ) -> (new: String, legacy: String)? {
        guard !legacy.isEmpty, !new.isEmpty else { return nil }
        let legacyKinds = legacy.compactMap(\.kind), newKinds = new.compactMap(\.kind)
        guard legacyKinds.count == legacy.count, newKinds.count == new.count,
            Set(legacyKinds).isDisjoint(with: newKinds)
        else { return nil }
        let newWidget = "widget kind \(Self.quoted(newKinds))"
        let legacyWidget = "widget kind \(Self.quoted(legacyKinds))"
        if let bundle = listedTogether(legacy, new) {
            return (newWidget, "\(legacyWidget) is still listed beside it in \(bundle)")
        }
        let legacyTargets = targets(legacy), newTargets = targets(new)
        guard !legacyTargets.isEmpty, !newTargets.isEmpty, legacyTargets.isDisjoint(with: newTargets) else {
            return nil
        }
        return (
            "\(newWidget) in \(Self.list(newTargets))", "\(legacyWidget) is still built in \(Self.list(legacyTargets))"
        )
    }

    /// A bundle listing the candidate's widget and every legacy widget, none of them only in the
    /// `else` of an `if #available` (where a new widget of another kind takes its place).
    package func listedTogether(_ legacy: [WidgetConfiguration], _ own: [WidgetConfiguration]) -> String? {
        let legacyTypes = Set(legacy.map(\.widgetType)), ownTypes = Set(own.map(\.widgetType))
        guard legacyTypes.isDisjoint(with: ownTypes) else { return nil }
        for bundle in bundles {
            let listed = Set(bundle.widgets)
            guard legacyTypes.isSubset(of: listed), !ownTypes.isDisjoint(with: listed),
                legacyTypes.allSatisfy({ bundle.fallbacks[$0] == nil })
            else { continue }
            return bundle.typeName
        }
        return nil
    }

    /// Why `widget` is shown to no user: its type is listed in no widget bundle although a bundle
    /// is built by one of its targets (that bundle is the extension's `@main`, so the widget is not);
    /// nil when it is listed, or when its targets or its bundles cannot be told. A widget that is a
    /// helper function rather than a type (not capitalised) is never called unlisted.
    package func unlisted(_ widget: WidgetConfiguration) -> String? {
        let type = widget.widgetType
        guard let first = type.first, first.isUppercase else { return nil }
        let own = targets([widget])
        guard !own.isEmpty else { return nil }
        let short = type.split(separator: ".").last.map(String.init) ?? type
        var sameTarget: [WidgetBundleInfo] = []
        for bundle in bundles {
            if bundle.widgets.contains(where: { $0 == type || $0 == short || $0.hasSuffix("." + short) }) {
                return nil
            }
            if !targets(at: bundle.location.path).isDisjoint(with: own) { sameTarget.append(bundle) }
        }
        guard let bundle = sameTarget.first(where: { !$0.widgets.isEmpty }),
            !bundles.contains(where: { $0.typeName == type })
        else { return nil }
        return
            "\(type) is listed in no widget bundle (\(bundle.typeName), built by the same target, does not list it): "
            + "no user can add its widgets"
    }

    private func targets(at path: String) -> Set<String> {
        Set(memberships.filter { $0.contains(path) }.map(\.target))
    }

    private func targets(_ widgets: [WidgetConfiguration]) -> Set<String> {
        let paths = Set(widgets.map(\.location.path))
        return Set(memberships.filter { membership in paths.contains { membership.contains($0) } }.map(\.target))
    }

    private static func quoted(_ kinds: [String]) -> String {
        list(kinds.map { "\"\($0)\"" })
    }

    private static func list<S: Sequence<String>>(_ names: S) -> String {
        Set(names).sorted().joined(separator: ", ")
    }
}
