import Model

/// Reads the parameters of an intent (`INIntentParameters[]`, format doc §5).
package enum ParameterReader {
    package static func read(
        _ dict: PropertyListValue, intentClass: String, reading: inout DefinitionReading
    ) -> IntentParameter? {
        reading.recordUnknownKeys(dict, known: DefinitionKeys.parameter)
        let line = DefinitionReading.line(of: dict, nameKey: "INIntentParameterName")
        guard let name = dict["INIntentParameterName"]?.string, !name.isEmpty else {
            reading.diagnose(dict.line, "a parameter of \(intentClass) has no INIntentParameterName; skipped")
            return nil
        }
        let typeString = dict["INIntentParameterType"]?.string ?? ""
        if typeString.isEmpty {
            reading.diagnose(line, "parameter '\(name)' of \(intentClass) has no INIntentParameterType")
        }
        let ref = GeneratedNames.TypeReference(dict, keyPrefix: "INIntentParameter")
        let (swiftType, problem) = GeneratedNames.swiftType(ref, reading: reading)
        if let problem, !typeString.isEmpty {
            reading.diagnose(line, "parameter '\(name)' of \(intentClass): \(problem)")
        }
        var parameter = IntentParameter(
            name: name,
            displayName: dict["INIntentParameterDisplayName"]?.string,
            tag: dict["INIntentParameterTag"]?.integer,
            type: typeString,
            swiftType: swiftType,
            isArray: ref.isArray,
            enumType: ref.enumType,
            enumTypeNamespace: ref.enumNamespace,
            objectType: ref.objectType,
            objectTypeNamespace: ref.objectNamespace,
            isConfigurable: dict["INIntentParameterConfigurable"].flag,
            supportsResolution: dict["INIntentParameterSupportsResolution"].flag,
            dynamicOptions: dict["INIntentParameterSupportsDynamicEnumeration"].flag,
            defaultValue: nil,
            relationship: relationship(dict, reading: &reading),
            location: reading.location(line),
            id: "param:\(intentClass).\(name)")
        parameter.displayPriority = dict["INIntentParameterDisplayPriority"]?.integer
        parameter.customDisambiguation = dict["INIntentParameterCustomDisambiguation"].flag
        if let metadata = dict["INIntentParameterMetadata"] {
            parameter.defaultValue = metadata["INIntentParameterMetadataDefaultValue"]?.scalarText
            readMetadata(metadata, prefix: "INIntentParameterMetadata", reading: &reading)
        }
        for size in reading.dictionaries("INIntentParameterArraySizes", in: dict) {
            reading.recordUnknownKeys(size, known: DefinitionKeys.arraySize)
            if let sizeClass = size["INIntentParameterArraySizeSizeClass"]?.string,
                let count = size["INIntentParameterArraySizeSize"]?.integer
            {
                parameter.arraySizes.append(ParameterArraySize(sizeClass: sizeClass, size: count))
            }
        }
        for reason in reading.dictionaries("INIntentParameterUnsupportedReasons", in: dict) {
            reading.recordUnknownKeys(reason, known: DefinitionKeys.unsupportedReason)
            if let code = reason["INIntentParameterUnsupportedReasonCode"]?.string {
                parameter.unsupportedReasons.append(code)
            }
        }
        for dialog in reading.dictionaries("INIntentParameterPromptDialogs", in: dict) {
            reading.recordUnknownKeys(dialog, known: DefinitionKeys.promptDialog)
        }
        return parameter
    }

    /// `INIntentParameterRelationship`: the parent parameter and the predicate that shows this one.
    package static func relationship(
        _ dict: PropertyListValue, reading: inout DefinitionReading
    ) -> ParameterRelationship? {
        guard let entry = dict.entry("INIntentParameterRelationship") else { return nil }
        let relation = entry.value
        guard relation.entries != nil else {
            reading.diagnose(
                entry.keyLine, "INIntentParameterRelationship should be a dictionary, found \(relation.kindDescription)"
            )
            return nil
        }
        reading.recordUnknownKeys(relation, known: DefinitionKeys.relationship)
        guard let parent = relation["INIntentParameterRelationshipParentName"]?.string else {
            reading.diagnose(
                relation.line, "INIntentParameterRelationship has no INIntentParameterRelationshipParentName")
            return nil
        }
        return ParameterRelationship(
            parentName: parent,
            predicate: relation["INIntentParameterRelationshipPredicateName"]?.string ?? "",
            value: relation["INIntentParameterRelationshipPredicateValue"]?.scalarText)
    }

    /// Checks a metadata dictionary (parameter or type property) for keys outside §5.1.
    package static func readMetadata(_ metadata: PropertyListValue, prefix: String, reading: inout DefinitionReading) {
        reading.recordUnknownKeys(metadata, known: DefinitionKeys.metadata(prefix: prefix))
        if let range = metadata[prefix + "Range"] {
            reading.recordUnknownKeys(range, known: DefinitionKeys.metadataInner)
        }
        for uti in metadata[prefix + "CustomUTIs"]?.array ?? [] {
            reading.recordUnknownKeys(uti, known: DefinitionKeys.metadataInner)
        }
    }
}
