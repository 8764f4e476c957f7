import Foundation
import Model

/// Reads one intent (`INIntents[]`, format doc §4) with its parameters, combinations and response.
package enum IntentReader {
    package static func read(_ dict: PropertyListValue, reading: inout DefinitionReading) -> IntentDefinition? {
        reading.recordUnknownKeys(dict, known: DefinitionKeys.intent)
        let line = DefinitionReading.line(of: dict, nameKey: "INIntentName")
        guard let name = dict["INIntentName"]?.string, !name.isEmpty else {
            reading.diagnose(dict.line, "an intent has no INIntentName; skipped")
            return nil
        }
        let names = GeneratedNames.intentClass(dict, name: name, projectPrefix: reading.classPrefixes.project)
        let typeString = dict["INIntentType"]?.string
        let kind: String
        switch typeString {
        case "System": kind = "system"
        case "Custom": kind = "custom"
        default:
            kind = "custom"
            reading.diagnose(
                line,
                "intent '\(name)' has INIntentType '\(typeString ?? "")'; expected Custom or System, read as custom")
        }
        var intent = IntentDefinition(
            name: name,
            className: names.className,
            classNameSource: names.source,
            classPrefix: names.prefix,
            kind: kind,
            category: dict["INIntentCategory"]?.string,
            verb: dict["INIntentVerb"]?.string,
            title: dict["INIntentTitle"]?.string,
            titleID: dict["INIntentTitleID"]?.string,
            description: dict["INIntentDescription"]?.string,
            descriptionID: dict["INIntentDescriptionID"]?.string,
            isConfigurable: dict["INIntentConfigurable"].flag,
            isEligibleForWidgets: dict["INIntentEligibleForWidgets"].flag,
            isEligibleForSuggestions: !dict["INIntentIneligibleForSuggestions"].flag,
            userConfirmationRequired: dict["INIntentUserConfirmationRequired"].flag,
            keyParameter: dict["INIntentKeyParameter"]?.string,
            inputParameter: dict["INIntentInput"]?.string,
            location: reading.location(line))
        intent.lastParameterTag = dict["INIntentLastParameterTag"]?.integer
        intent.restrictions = dict["INIntentRestrictions"]?.integer
        intent.defaultImageName = dict["INIntentDefaultImageName"]?.string
        intent.domain = dict["INIntentDomain"]?.string
        intent.suggestedPhrase = dict["INIntentSuggestedInvocationPhrase"]?.string
        intent.isCustomizable = dict["INIntentCustomizable"].flag
        intent.parameters = reading.dictionaries("INIntentParameters", in: dict).compactMap {
            ParameterReader.read($0, intentClass: names.className, reading: &reading)
        }
        intent.parameterCombinations = combinations("INIntentParameterCombinations", in: dict, reading: &reading)
        intent.managedParameterCombinations = combinations(
            "INIntentManagedParameterCombinations", in: dict, reading: &reading)
        if let response = dict.entry("INIntentResponse") {
            intent.response = readResponse(response, intentClass: names.className, reading: &reading)
        }
        if kind == "custom" { checkReferences(intent, reading: &reading) }
        return intent
    }

    /// A combinations dictionary: each key is a comma-separated list of parameter names (`""` = none).
    package static func combinations(
        _ key: String, in dict: PropertyListValue, reading: inout DefinitionReading
    ) -> [ParameterCombination] {
        guard let entry = dict.entry(key) else { return [] }
        guard let items = entry.value.entries else {
            reading.diagnose(entry.keyLine, "\(key) should be a dictionary, found \(entry.value.kindDescription)")
            return []
        }
        return items.map { item in
            reading.recordUnknownKeys(item.value, known: DefinitionKeys.combination)
            let names = item.key.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            return ParameterCombination(
                parameters: names,
                title: item.value["INIntentParameterCombinationTitle"]?.string,
                subtitle: item.value["INIntentParameterCombinationSubtitle"]?.string,
                isPrimary: item.value["INIntentParameterCombinationIsPrimary"].flag,
                supportsBackgroundExecution: item.value["INIntentParameterCombinationSupportsBackgroundExecution"].flag)
        }
    }

    package static func readResponse(
        _ entry: PropertyListEntry, intentClass: String, reading: inout DefinitionReading
    ) -> IntentResponse? {
        let dict = entry.value
        guard dict.entries != nil else {
            reading.diagnose(entry.keyLine, "INIntentResponse should be a dictionary, found \(dict.kindDescription)")
            return nil
        }
        reading.recordUnknownKeys(dict, known: DefinitionKeys.response)
        var response = IntentResponse(output: dict["INIntentResponseOutput"]?.string)
        for code in reading.dictionaries("INIntentResponseCodes", in: dict) {
            reading.recordUnknownKeys(code, known: DefinitionKeys.responseCode)
            guard let name = code["INIntentResponseCodeName"]?.string else {
                reading.diagnose(
                    code.line, "a response code of \(intentClass) has no INIntentResponseCodeName; skipped")
                continue
            }
            response.codes.append(
                ResponseCode(
                    name: name,
                    isSuccess: code["INIntentResponseCodeSuccess"].flag,
                    formatString: code["INIntentResponseCodeFormatString"]?.string,
                    conciseFormatString: code["INIntentResponseCodeConciseFormatString"]?.string))
        }
        for parameter in reading.dictionaries("INIntentResponseParameters", in: dict) {
            reading.recordUnknownKeys(parameter, known: DefinitionKeys.responseParameter)
            guard let name = parameter["INIntentResponseParameterName"]?.string else {
                reading.diagnose(
                    parameter.line,
                    "a response parameter of \(intentClass) has no INIntentResponseParameterName; skipped")
                continue
            }
            let ref = GeneratedNames.TypeReference(parameter, keyPrefix: "INIntentResponseParameter")
            let (swiftType, problem) = GeneratedNames.swiftType(ref, reading: reading)
            if let problem {
                reading.diagnose(
                    DefinitionReading.line(of: parameter, nameKey: "INIntentResponseParameterName"),
                    "response parameter '\(name)' of \(intentClass): \(problem)")
            }
            response.parameters.append(
                ResponseParameter(
                    name: name, type: ref.type, swiftType: swiftType,
                    displayName: parameter["INIntentResponseParameterDisplayName"]?.string,
                    isArray: ref.isArray, enumType: ref.enumType, objectType: ref.objectType))
        }
        if let output = response.output, !response.parameters.contains(where: { $0.name == output }) {
            reading.diagnose(
                dict.entry("INIntentResponseOutput")?.keyLine ?? dict.line,
                "INIntentResponseOutput of \(intentClass) names '\(output)', which is not a response parameter")
        }
        return response
    }

    /// Names that must refer to a parameter of the same intent: key, input, parents, combinations.
    private static func checkReferences(_ intent: IntentDefinition, reading: inout DefinitionReading) {
        let names = Set(intent.parameters.map(\.name))
        var referenced: [(String, String)] = []
        if let key = intent.keyParameter { referenced.append(("INIntentKeyParameter", key)) }
        if let input = intent.inputParameter { referenced.append(("INIntentInput", input)) }
        for parameter in intent.parameters {
            if let parent = parameter.relationship?.parentName {
                referenced.append(("the parent of '\(parameter.name)'", parent))
            }
        }
        for combination in intent.parameterCombinations + intent.managedParameterCombinations {
            referenced += combination.parameters.map { ("a parameter combination", $0) }
        }
        var reported: Set<String> = []
        for (what, name) in referenced where !names.contains(name) && reported.insert(what + name).inserted {
            reading.diagnose(
                intent.location.line,
                "\(what) of \(intent.className) names '\(name)', which is not a parameter of the intent")
        }
    }
}
