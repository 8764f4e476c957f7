import Analysis
import Model

/// One legacy intent, ready to be written: its link, the parameters that get an `@Parameter`, the
/// ones that cannot, and how parent parameters are shown.
struct IntentPlan {
    var link: IntentLink
    var definition: IntentDefinition
    var file: DefinitionFile
    var typeName: String
    /// Parameters with an App Intents type: (legacy, Swift element type, default literal).
    var parameters: [(legacy: IntentParameter, element: String, defaultLiteral: String?)]
    /// Parameters no App Intents type takes (system objects, unknown type strings).
    var unmapped: [IntentParameter]
    var parents: ParentParameters?
    var flatten: Bool
    /// The literal `suggestedInvocationPhrase`s the code set on this intent, in source order.
    var invocationPhrases: [String] = []
    /// The guard of the intent type (the widget minimum for a widget configuration intent).
    var availability: Availability
    /// The guard of the plain App Intents types it uses (entities, enums, the flattened choice).
    var baseAvailability: Availability
    /// The guard of the widget factory: the widgets' own targets first.
    var widgetAvailability: Availability

    /// A widget configuration intent (an `IntentConfiguration` uses it).
    var isWidget: Bool { link.isWidgetIntent }
    var title: String { definition.title ?? definition.name }
    /// The flattened choice's entity, when parent parameters are flattened.
    var choiceEntity: String { typeName + "ChoiceEntity" }

    init(
        link: IntentLink, definition: IntentDefinition, file: DefinitionFile, types: TypeMapping,
        style: ScaffoldOptions.Style, deployment: DeploymentPolicy
    ) {
        self.link = link
        self.definition = definition
        self.file = file
        typeName = SwiftWriter.identifier(ScaffoldNames.appIntent(definition.name))
        var mapped: [(IntentParameter, String, String?)] = []
        var unmapped: [IntentParameter] = []
        for parameter in definition.parameters {
            if let element = types.elementType(parameter) {
                mapped.append((parameter, element, types.defaultLiteral(parameter, enums: file.enums)))
            } else {
                unmapped.append(parameter)
            }
        }
        parameters = mapped
        self.unmapped = unmapped
        parents = ParentParameters(definition)
        flatten = parents.map { style == .flatten || $0.combinations > 3 } ?? false
        baseAvailability = Availability(deployment, groups: link.deploymentGroups, widget: false)
        availability = Availability(deployment, groups: link.deploymentGroups, widget: link.isWidgetIntent)
        widgetAvailability = Availability(
            deployment, groups: [(link.legacyWidgets + link.appWidgets).map(\.location)] + link.deploymentGroups,
            widget: true)
    }

    /// The handler methods that belong to this intent, in source order.
    var handlerMethods: [HandlerMethod] {
        link.handlers.flatMap(\.methods).filter { $0.intent == nil || $0.intent == link.className }
            .sorted { $0.location < $1.location }
    }
}
