import Foundation
import Testing

@testable import LarderUpdate

@Suite struct DeflateTests {
    let text = Data(String(repeating: "negroni daiquiri ", count: 500).utf8)

    @Test func roundTripsAndShrinksRepetitiveData() throws {
        let compressed = Deflate.compress(text)
        #expect(compressed.count < text.count / 10)
        #expect(try Deflate.decompress(compressed, expectedSize: text.count, name: "x") == text)
    }

    @Test func rejectsTruncatedStream() {
        let compressed = Deflate.compress(text)
        #expect(throws: UpdateError.corruptPayload("x")) {
            try Deflate.decompress(compressed.prefix(compressed.count / 2), expectedSize: text.count, name: "x")
        }
    }

    @Test func rejectsOtherSizeThanAnnounced() {
        let compressed = Deflate.compress(text)
        #expect(throws: UpdateError.corruptPayload("x")) {
            try Deflate.decompress(compressed, expectedSize: text.count - 1, name: "x")
        }
        #expect(throws: UpdateError.corruptPayload("x")) {
            try Deflate.decompress(compressed, expectedSize: text.count + 1, name: "x")
        }
    }

    @Test func rejectsGarbage() {
        #expect(throws: UpdateError.corruptPayload("x")) {
            try Deflate.decompress(Data("not zlib at all".utf8), expectedSize: 10, name: "x")
        }
    }
}
