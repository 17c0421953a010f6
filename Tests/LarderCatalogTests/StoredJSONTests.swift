import Foundation
import GRDB
import LarderCore
import Testing

@testable import LarderCatalog

/// The hand-written JSON helpers the read path uses instead of Foundation's coders: a list of plain
/// strings is split directly, anything else is left to the decoder; id lists are written for `json_each`.
@Suite struct StoredJSONTests {
    @Test func plainListsSplit() {
        #expect(Row.plainStringList("[]") == [])
        #expect(Row.plainStringList(" [ ] ") == [])
        #expect(Row.plainStringList(#"["lime-juice"]"#) == ["lime-juice"])
        #expect(Row.plainStringList(#"["a", "b","crème de cassis"]"#) == ["a", "b", "crème de cassis"])
    }

    @Test func anythingElseIsLeftToTheDecoder() {
        #expect(Row.plainStringList(#"["a\"b"]"#) == nil, "an escape")
        #expect(Row.plainStringList("[oops") == nil)
        #expect(Row.plainStringList(#"["a",]"#) == nil)
        #expect(Row.plainStringList(#"["a"] x"#) == nil)
        #expect(Row.plainStringList("[1]") == nil)
        #expect(Row.plainStringList(#"{"a": 1}"#) == nil)
    }

    @Test func plainSourceListsRead() {
        #expect(Row.plainSourceList("[]") == [])
        #expect(
            Row.plainSourceList(#"[{"dataset":"iba","record":"negroni"},{"dataset":"larder"}]"#)
                == [SourceRef(dataset: "iba", record: "negroni"), SourceRef(dataset: "larder")])
        #expect(Row.plainSourceList(#"[{"record":"x","dataset":"opendrinks"}]"#) == [SourceRef(dataset: "opendrinks", record: "x")])
        #expect(Row.plainSourceList(#"[{"record":"x"}]"#) == nil, "no dataset")
        #expect(Row.plainSourceList(#"[{"dataset":"iba","note":"x"}]"#) == nil, "a key it does not know")
        #expect(Row.plainSourceList(#"[{"dataset":"iba","record":null}]"#) == nil, "null is left to the decoder")
        #expect(Row.plainSourceList(#"[{"dataset":"iba"}"#) == nil)
    }

    /// The count without building the sources: ``Row/plainSourceList(_:)``'s count where that reads the
    /// text, `nil` where it does not (then the decoder counts).
    @Test func plainSourceCountsAgreeWithTheLists() {
        let texts = [
            "[]", " [ ] ", #"[{"dataset":"iba","record":"negroni"},{"dataset":"larder"}]"#, #"[{"record":"x","dataset":"opendrinks"}]"#,
            #"[{"dataset":"a"},{"dataset":"b"},{"dataset":"c","record":"dataset"}]"#, #"[{"record":"x"}]"#,
            #"[{"dataset":"iba","note":"x"}]"#, #"[{"dataset":"iba","record":null}]"#, #"[{"dataset":"iba"}"#,
            #"[{"dataset":"a","dataset":"b"}]"#, #"[{"dataset":"a"b"}]"#, #"[{}]"#, "[{", "", #"[{"dataset":"a"}] x"#,
        ]
        for text in texts { #expect(Row.plainSourceCount(text) == Row.plainSourceList(text)?.count, "\(text)") }
        #expect(Row.plainSourceCount(#"[{"dataset":"a"},{"dataset":"b"},{"dataset":"c","record":"dataset"}]"#) == 3)
    }

    /// A stepping statement's typed reads against SQLite's own count (`json_array_length`) and GRDB's
    /// reading of the same values (multi-byte text, an empty string, numbers, NULL).
    @Test func statementColumnsReadWhatGRDBReads() throws {
        let queue = try DatabaseQueue()
        let sources = [
            #"[{"dataset":"iba","record":"negroni"},{"dataset":"larder"}]"#, #"[{"dataset":"iba","record":null}]"#,
            #"[ {"record":"a\"b", "dataset":"x"} ]"#, "[]",
        ]
        try queue.read { db in
            for text in sources {
                let expected = try #require(try Int.fetchOne(db, sql: "SELECT json_array_length(?)", arguments: [text]))
                var counts: [Int] = []
                try StatementColumns.forEach(db, sql: "SELECT ?", arguments: [text]) { row in counts.append(try row.sourceCount(0, "sources")) }
                #expect(counts == [expected], "\(text)")
            }
            var nullCounts: [Int] = []
            try StatementColumns.forEach(db, sql: "SELECT NULL") { row in nullCounts.append(try row.sourceCount(0, "sources")) }
            #expect(nullCounts == [0])
            let sql = "SELECT 'crème de cassis', '', 'ｓａｋｅ 日本酒', 42, 2.5, NULL"
            let reference = try #require(try Row.fetchOne(db, sql: sql))
            var texts: [String] = []
            var numbers: [Double] = []
            var nulls: [Bool] = []
            try StatementColumns.forEach(db, sql: sql) { row in
                for index in 0..<3 { texts.append(try row.text(index, "t")) }
                numbers = [Double(try row.integer(3, "i")), try row.number(4, "d")]
                nulls = [try row.optionalText(5, "n") == nil, try row.optionalNumber(5, "n") == nil]
            }
            #expect(texts == (0..<3).map { reference[$0] as String })
            #expect(texts == ["crème de cassis", "", "ｓａｋｅ 日本酒"])
            #expect(numbers == [42, 2.5] && nulls == [true, true])
        }
    }

    /// Blobs read in place give GRDB's bytes (an empty blob too); NULL is `nil`; text is not a blob.
    @Test func blobsReadInPlaceAsGRDBReadsThem() throws {
        let queue = try DatabaseQueue()
        let bytes = Data([0, 1, 2, 0xFF, 0x80, 7, 0, 9])
        let sql = "SELECT ?, x'', NULL, 'text'"
        try queue.read { db in
            let reference = try #require(try Row.fetchOne(db, sql: sql, arguments: [bytes]))
            var read: [Data?] = []
            var textThrows = false
            try StatementColumns.forEach(db, sql: sql, arguments: [bytes]) { row in
                for index in 0..<3 { read.append(try row.withOptionalBlob(index, "b") { $0.map { Data($0) } }) }
                do { _ = try row.withOptionalBlob(3, "b") { $0?.count } } catch is StoredValueError { textThrows = true }
            }
            #expect(read == [reference[0] as Data, Data(), nil] && read[0] == bytes)
            #expect(textThrows)
        }
    }

    /// A row's sources read by name give what Foundation's decoder gives, plain or not, and NULL is no sources.
    @Test func rowSourcesMatchTheDecoder() throws {
        let queue = try DatabaseQueue()
        let texts = [
            #"[{"dataset":"iba","record":"negroni"},{"dataset":"larder"}]"#, #"[{"dataset":"iba","record":null}]"#,
            #"[ {"record":"a\"b", "dataset":"x"} ]"#, "[]",
        ]
        for text in texts {
            let row = try #require(try queue.read { try Row.fetchOne($0, sql: "SELECT ? AS sources", arguments: [text]) })
            #expect(try row.sources("sources") == JSONDecoder().decode([SourceRef].self, from: Data(text.utf8)))
        }
        let null = try #require(try queue.read { try Row.fetchOne($0, sql: "SELECT NULL AS sources") })
        #expect(try null.sources("sources") == [])
        let broken = try #require(try queue.read { try Row.fetchOne($0, sql: "SELECT '[{' AS sources") })
        #expect(throws: StoredValueError.self) { try broken.sources("sources") }
    }

    @Test func idListsAreValidJSON() {
        #expect(CatalogStore.jsonArray([String]()) == "[]")
        #expect(CatalogStore.jsonArray(["gin", "sweet-vermouth"]) == #"["gin","sweet-vermouth"]"#)
        #expect(CatalogStore.jsonArray(["a\"b\\c"]) == #"["a\"b\\c"]"#)
        #expect(CatalogStore.jsonArray(["tab\there", "nul\u{0}"]) == #"["tab\u0009here","nul\u0000"]"#)
    }
}

/// The hand reader of stored taste profiles against the JSON decoder's reading of the same text.
@Suite struct StoredProfileTests {
    @Test func plainProfilesReadAsTheDecoderReadsThem() throws {
        for text in [#"{"anise":5,"bitter":1.5,"floral":1,"herbal":4,"minty":1,"strength":5}"#, "{}", #"{"sweet":0.25,"sour":-1}"#] {
            let decoded = try JSONDecoder().decode([String: Double].self, from: Data(text.utf8))
            #expect(StoredProfile.plainNumbers(text) == decoded)
        }
        #expect(StoredProfile.plainNumbers(#"{"sweet":2}"#) == ["sweet": 2])
        #expect(StoredProfile.plainNumbers(#"{"bitter":1.5,"sweet":3}"#) == ["bitter": 1.5, "sweet": 3])
    }

    @Test func otherShapesAreLeftToTheDecoder() {
        for text in [#"{"sweet":2,}"#, #"{"sweet":"2"}"#, #"{"sw\"eet":2}"#, #"{ "sweet": 2 }"#, #"{"sweet":2,"sweet":3}"#, "[]", "", #"{"sweet":}"#] {
            #expect(StoredProfile.plainNumbers(text) == nil, "\(text)")
        }
    }
}
