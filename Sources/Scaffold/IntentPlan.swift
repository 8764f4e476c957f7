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
    /// Every platform the intent is deployed to is at iOS/macOS/watchOS 26 or later: `supportedModes`
    /// alone, without the deprecated `openAppWhenRun`.
    var modesOnly: Bool
    /// The App Intent's result value (the legacy response's output), when App Intents has a type for it.
    var output: (parameter: ResponseParameter, type: String)?

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
        let lowest = deployment.lowest(for: link.deploymentGroups)
        modesOnly = !lowest.isEmpty && lowest.values.allSatisfy { !DeploymentPolicy.isLower($0, than: "26.0") }
        output = nil
        if let response = definition.response, let name = response.output,
            let parameter = response.parameters.first(where: { $0.name == name })
        {
            let stand = IntentParameter(
                name: parameter.name, type: parameter.type, swiftType: parameter.swiftType,
                isArray: parameter.isArray, enumType: parameter.enumType, objectType: parameter.objectType,
                location: definition.location, id: "")
            if let element = types.elementType(stand) {
                output = (parameter, parameter.isArray ? "[\(element)]" : element)
            }
        }
    }

    /// The legacy response's output as a parameter (to find the enum or entity it needs).
    var outputAsParameter: IntentParameter? {
        guard let output else { return nil }
        return IntentParameter(
            name: output.parameter.name, type: output.parameter.type, swiftType: output.parameter.swiftType,
            isArray: output.parameter.isArray, enumType: output.parameter.enumType,
            objectType: output.parameter.objectType, location: definition.location, id: "")
    }

    /// The legacy handler answers `.continueInApp` (a response code of that name, or the code in the handler).
    var opensApp: Bool {
        definition.response?.codes.contains { $0.name == "continueInApp" } ?? false
            || handlerMethods.contains { $0.answersContinueInApp }
    }

    /// The handler methods that belong to this intent, in source order.
    var handlerMethods: [HandlerMethod] {
        link.handlers.flatMap(\.methods).filter { $0.intent == nil || $0.intent == link.className }
            .sorted { $0.location < $1.location }
    }
}
