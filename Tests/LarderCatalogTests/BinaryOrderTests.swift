import GRDB
@testable import LarderCatalog
import Testing

/// ``CatalogStore/binaryOrder(_:_:)``, which merges `flavor_node` with `ingredient` in their keys' order,
/// against SQLite's own BINARY collation (`ORDER BY` and `<`/`=` on the same texts).
@Suite struct BinaryOrderTests {
    static let texts = [
        "", "a", "ab", "a-b", "a b", "A", "Ab", "gin", "gin-old-tom", "ginger", "gin2", "é", "e\u{301}", "eau", "ä", "z",
        "zz", "日本", "~", "lime-juice", "lime juice", "limes",
    ]

    @Test func agreesWithSQLiteBinaryCollation() throws {
        let db = try DatabaseQueue()
        let (sorted, pairs) = try db.write { db -> ([String], [(String, String, Int)]) in
            try db.execute(sql: "CREATE TABLE t (x TEXT NOT NULL)")
            for text in Self.texts { try db.execute(sql: "INSERT INTO t (x) VALUES (?)", arguments: [text]) }
            let sorted = try String.fetchAll(db, sql: "SELECT x FROM t ORDER BY x COLLATE BINARY")
            let pairs = try Row.fetchAll(db, sql: """
                SELECT a.x, b.x, CASE WHEN a.x < b.x THEN -1 WHEN a.x = b.x THEN 0 ELSE 1 END FROM t a, t b
                """).map { ($0[0] as String, $0[1] as String, $0[2] as Int) }
            return (sorted, pairs)
        }
        #expect(pairs.count == Self.texts.count * Self.texts.count)
        for (a, b, expected) in pairs {
            #expect(Self.sign(order(a, b)) == expected, "\(a.debugDescription) against \(b.debugDescription)")
        }
        #expect(Self.texts.sorted { order($0, $1) < 0 } == sorted)
    }

    func order(_ a: String, _ b: String) -> Int32 {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in CatalogStore.binaryOrder(x, y) } }
    }

    static func sign(_ value: Int32) -> Int { value < 0 ? -1 : (value > 0 ? 1 : 0) }
}
