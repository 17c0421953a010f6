import Foundation
@testable import LarderKit
import Testing

/// The session's kitchen calls on a fixture catalog, and the ICS writer's folding and escaping.
@Suite struct KitchenSessionTests {
    @Test func haveUseRecordsTheRecipeAsCooked() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let recipe = try #require(try fixture.session.search(SearchQuery(kind: .dish)).hits.first)
        _ = try fixture.session.useRecipe(KitchenRequest(recipe: recipe.id.rawValue, scale: 2))
        let cooked = try fixture.session.cookedHistory()
        #expect(cooked.map(\.recipe) == [recipe.id])
    }

    @Test func unitsAreRememberedBetweenSessions() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        #expect(try fixture.session.rememberedUnits() == nil)
        try fixture.session.rememberUnits(.imperial)
        #expect(try fixture.session.rememberedUnits() == .imperial)
    }

    @Test func icsFoldsAt75OctetsWithoutSplittingCharactersAndEscapesText() throws {
        let long = String(repeating: "é", count: 60) + "; a, b\\c"
        let item = ShoppingReport.Item(
            ingredient: NamedRef(id: "x", name: long), amounts: ["2 cups"], quantities: [], unmeasured: false, optional: false,
            recipes: [NamedRef(id: "r", name: "One, two")], pantry: nil, notes: [])
        let report = ShoppingReport(
            recipes: [], units: .us, sections: [ShoppingReport.Section(aisle: "produce", items: [item])], optional: [], covered: [], notes: [])
        let text = ShoppingCalendar.ics(report, at: Date(timeIntervalSince1970: 0))
        #expect(text.hasSuffix("\r\n"))
        #expect(text.contains("DTSTAMP:19700101T000000Z\r\n"))
        let physical = text.components(separatedBy: "\r\n")
        // 60 two-octet "é" + "SUMMARY:" (8) is well over 75 octets: folded, each piece at most 75 octets
        // and valid UTF-8 on its own (no character split across lines).
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.contains { $0.hasPrefix(" ") })
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:" + String(repeating: "é", count: 60) + "\\; a\\, b\\\\c: 2 cups\r\n"))
        #expect(unfolded.contains("DESCRIPTION:for One\\, two\r\n"))
    }
}
