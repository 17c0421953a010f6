import Testing
@testable import LarderImport

struct CSVTableTests {
    @Test func readsQuotedFieldsWithCommasQuotesAndNewlines() {
        let text = "name,method,garnish\nBellini,\"Pour, then stir.\nServe.\",NA\n\"Say \"\"hi\"\"\",Shake,Lemon\n"
        let rows = CSVTable.rows(text)
        #expect(rows.count == 2)
        #expect(rows[0]["name"] == "Bellini")
        #expect(rows[0]["method"] == "Pour, then stir.\nServe.")
        #expect(rows[0]["garnish"] == "NA")
        #expect(rows[1]["name"] == "Say \"hi\"")
        #expect(rows[1]["garnish"] == "Lemon")
    }

    @Test func toleratesCarriageReturnsAndAMissingFinalNewline() {
        let rows = CSVTable.rows("a,b\r\n1,2\r\n3,4")
        #expect(rows.map { $0["a"] } == ["1", "3"])
        #expect(rows.map { $0["b"] } == ["2", "4"])
    }
}
