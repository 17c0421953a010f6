import Foundation
import Testing
@testable import LarderUser

@Suite struct CollectionsTests {
    @Test func lifecycle() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.createCollection("  Summer  ")
        #expect(try db.addToCollection("summer", ["mojito", "daiquiri", "mojito"]) == 2)
        #expect(try db.collection("Summer").recipes == ["mojito", "daiquiri"])
        try db.renameCollection("Summer", to: "Hot days")
        #expect(try db.collections().map(\.name) == ["Hot days"])
        #expect(try db.removeFromCollection("hot days", ["mojito", "negroni"]) == 1)
        #expect(try db.collection("Hot days").recipes == ["daiquiri"])
        try db.deleteCollection("Hot days")
        #expect(try db.collections().isEmpty)
    }

    @Test func conflictsAndUnknownNamesChangeNothing() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.createCollection("Summer")
        try db.createCollection("Winter")
        try db.addToCollection("Winter", ["hot-toddy"])
        #expect(throws: UserDataError.collectionExists("summer")) { try db.createCollection("summer") }
        #expect(throws: UserDataError.collectionExists("Summer")) { try db.renameCollection("Winter", to: "Summer") }
        #expect(throws: UserDataError.noSuchCollection("Autumn")) { try db.addToCollection("Autumn", ["negroni"]) }
        #expect(throws: UserDataError.noSuchCollection("Autumn")) { try db.deleteCollection("Autumn") }
        #expect(throws: UserDataError.noSuchCollection("Autumn")) { try db.collection("Autumn") }
        #expect(throws: UserDataError.emptyName) { try db.createCollection("   ") }
        let all = try db.collections()
        #expect(all.map(\.name) == ["Summer", "Winter"])
        #expect(all.map(\.recipes) == [[], ["hot-toddy"]])
    }

    @Test func renamingToItselfWithOtherCaseIsAllowed() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.createCollection("summer")
        try db.renameCollection("summer", to: "Summer")
        #expect(try db.collections().map(\.name) == ["Summer"])
    }

    @Test func strictRemovalFromACollectionIsAllOrNothing() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.createCollection("classics")
        try db.addToCollection("classics", ["negroni", "daiquiri"])
        #expect(throws: UserDataError.notInCollection("mojito", collection: "classics")) {
            try db.removeFromCollection("classics", ["negroni", "mojito"], requireMembers: true)
        }
        #expect(Set(try db.collection("classics").recipes) == ["negroni", "daiquiri"], "nothing removed")
        #expect(try db.removeFromCollection("classics", ["negroni"], requireMembers: true) == 1)
    }
}
