import TestSupport
import Testing

@testable import History
@testable import Model
@testable import Planning
@testable import Reporting

/// Status words and orders have one home (Model/StatusWords.swift): every list of statuses a report,
/// the trend, the baseline comparison or the planner shows is one of its orders.
@Suite struct StatusOrderTests {
    @Test func everyOrderNamesEachStatusOnce() {
        let all = Set(CoexistenceStatus.allCases)
        for order in [
            CoexistenceStatus.listingOrder, CoexistenceStatus.progressOrder, CoexistenceStatus.attentionOrder,
        ] {
            #expect(order.count == all.count && Set(order) == all)
        }
    }

    @Test func reportsTrendAndPlannerUseTheHomeOrders() {
        let summary = ReportSummary(SampleAudit.result)
        #expect(summary.byStatus.map(\.status) == CoexistenceStatus.listingOrder)
        #expect(Trend.statusOrder == CoexistenceStatus.progressOrder)
        #expect(Urgency.statusOrder == CoexistenceStatus.attentionOrder)
    }
}
