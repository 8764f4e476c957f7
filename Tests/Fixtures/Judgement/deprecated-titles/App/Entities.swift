import AppIntents

/// The entities the new intents take (queries left out: only the roles matter to the audit).
struct ServerEntity: AppEntity {
    var id: String
}

struct PipelineEntity: AppEntity {
    var id: String
}

struct ActionEntity: AppEntity {
    var id: String
}
