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
