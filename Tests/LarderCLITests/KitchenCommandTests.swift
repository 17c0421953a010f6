import Foundation
import Testing

/// The kitchen end to end on the bundled catalog: servings that mean servings, amounts a cook shops
/// from, pantry amounts, bad amounts, and the ICS export read back by an independent RFC 5545 reader.
///
/// Banana Bread (Bundle/catalog/dishes.jsonl) serves 8 with 2 cups flour, 1 1/2 cups mashed banana,
/// 2 eggs. USDA SR 09040: 1 cup mashed banana 225 g, a medium banana 118 g; a US cup is 236.588 ml.
@Suite final class KitchenCommandTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    func items(_ run: CLI.Run) throws -> [String: [String: Any]] {
        let report = try #require(try run.json() as? [String: Any])
        let sections = report["sections"] as? [[String: Any]] ?? []
        var out: [String: [String: Any]] = [:]
        for item in sections.flatMap({ $0["items"] as? [[String: Any]] ?? [] }) + (report["optional"] as? [[String: Any]] ?? [])
            + (report["covered"] as? [[String: Any]] ?? [])
        {
            if let id = (item["ingredient"] as? [String: Any])?["id"] as? String { out[id] = item }
        }
        return out
    }

    @Test func servingsScaleFromTheRecipesYieldAndBananasStayBananas() throws {
        // Four servings of a recipe for eight is half: 0.75 cup mashed = 168.75 g = 1.43 bananas → buy 2;
        // 2 eggs × 0.5 = 1 egg.
        let half = try items(try cli.run(["shopping-list", "banana bread", "--servings", "4", "--units", "metric", "--json"]))
        #expect(half["banana"]?["amounts"] as? [String] == ["2 bananas"])
        #expect(half["egg"]?["amounts"] as? [String] == ["1 egg"])
        // Sixteen servings is double: 3 cups = 675 g = 5.72 bananas → 6; 4 eggs.
        let double = try items(try cli.run(["shopping-list", "banana bread", "--servings", "16", "--json"]))
        #expect(double["banana"]?["amounts"] as? [String] == ["6 bananas"])
        #expect(double["egg"]?["amounts"] as? [String] == ["4 eggs"])
        // --scale multiplies: 0.5 of the recipe is the same as 4 servings.
        let scaled = try items(try cli.run(["shopping-list", "banana bread", "--scale", "0.5", "--json"]))
        #expect(scaled["banana"]?["amounts"] as? [String] == ["2 bananas"])
        // Nothing a person shops in millilitres of bananas or flour.
        let text = try cli.run(["shopping-list", "negroni", "whiskey sour", "banana bread", "--servings", "4", "--units", "metric"])
        #expect(text.status == 0)
        for line in text.stdout.split(separator: "\n") where line.contains("Banana  ") || line.contains("flour") {
            #expect(!line.contains(" ml"))
        }
        #expect(text.stdout.contains("Negroni gives no yield"))
    }

    /// Chimichurri is made without heat (Bundle/dishes/chimichurri.cook: prep 10, cook 0): its times read
    /// "Prep 10 min", with no "cook 0 min".
    @Test func aNoCookDishGivesOnlyItsPrepTime() throws {
        let shown = try cli.run(["show", "chimichurri"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("Prep 10 min\n"))
        #expect(!shown.stdout.contains("cook 0 min"))
    }

    /// A cook buys lemons and limes, not juice. Whiskey Sour has 25 ml lemon juice and Daiquiri 20 ml lime
    /// juice (Bundle/catalog/drinks.jsonl). USDA SR WEIGHT.txt: 09152 "1 lemon yields" 48 g of juice at 244 g a
    /// cup (236.588 ml), so 46.54 ml a lemon; 09160 "1 lime yields" 44 g at 242 g a cup, so 43.02 ml a lime.
    @Test func lemonAndLimeJuiceAreBoughtAsTheFruit() throws {
        // Four of each: 100 ml / 46.54 = 2.15 → 3 lemons; 80 ml / 43.02 = 1.86 → 2 limes.
        let run = try cli.run(["shopping-list", "whiskey sour", "daiquiri", "--servings", "4", "--units", "metric", "--json"])
        let list = try items(run)
        #expect(list["lemon-juice"]?["amounts"] as? [String] == ["3 lemons (for 100 ml juice)"])
        #expect(list["lime-juice"]?["amounts"] as? [String] == ["2 limes (for 80 ml juice)"])
        let report = try #require(try run.json() as? [String: Any])
        let produce = (report["sections"] as? [[String: Any]] ?? []).first { $0["aisle"] as? String == "produce" }
        let inProduce = (produce?["items"] as? [[String: Any]] ?? []).compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(inProduce.contains("lemon-juice") && inProduce.contains("lime-juice"))
        // Two sours: 50 ml / 46.54 = 1.07 → 2 lemons.
        let two = try items(try cli.run(["shopping-list", "whiskey sour", "--servings", "2", "--units", "metric", "--json"]))
        #expect(two["lemon-juice"]?["amounts"] as? [String] == ["2 lemons (for 50 ml juice)"])
    }

    /// Amounts that cannot be added say which recipe asks for which. Chicken Salad asks 1/4 cup Greek
    /// yogurt, Onion Raitha 500 g (both serve 4); USDA SR gives Greek yogurt (01256) no weight per cup.
    @Test func amountsThatDoNotAddNameTheirRecipes() throws {
        let list = try items(try cli.run(["shopping-list", "chicken salad", "onion-raitha-indian-tzatziki", "--units", "metric", "--json"]))
        #expect(list["greek-yogurt"]?["amounts"] as? [String] == ["1/4 cup for Chicken Salad", "500 g for Onion Raitha (Indian Tzatziki)"])
        // A dry good with a weight per cup converts and adds: Tunisian Couscous 6 cups (USDA 20028: 173 g a cup,
        // 1038 g) and Couscous Salad 250 g make 1288 g, bought as 1.3 kg (50 g steps).
        let couscous = try items(try cli.run(["shopping-list", "tunisian couscous", "couscous salad", "--units", "metric", "--json"]))
        #expect(couscous["couscous"]?["amounts"] as? [String] == ["1.3 kg"])
    }

    @Test func aislesComeInTheShopsOrderAndOptionalLinesApart() throws {
        let run = try cli.run(["shopping-list", "negroni", "whiskey sour", "banana bread", "--json"])
        let report = try #require(try run.json() as? [String: Any])
        let aisles = (report["sections"] as? [[String: Any]] ?? []).compactMap { $0["aisle"] as? String }
        let order = ["produce", "bakery", "meat & fish", "dairy & eggs", "pantry", "spices", "frozen", "drinks", "spirits & liqueurs"]
        #expect(aisles == order.filter(aisles.contains))
        #expect(aisles.first == "produce" && aisles.last == "spirits & liqueurs")
        // The whiskey sour's egg white is optional: listed apart, not in an aisle.
        let optional = (report["optional"] as? [[String: Any]] ?? []).compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(optional.contains("egg-white"))
        let markdown = try cli.run(["shopping-list", "negroni", "banana bread", "--markdown"])
        #expect(markdown.stdout.contains("- [ ] Banana: 3 bananas"))
        #expect(markdown.stdout.contains("## Produce") && markdown.stdout.contains("## Spirits & liqueurs"))
    }

    @Test func pantryAmountsComeOffTheListAndHaveUseSubtracts() throws {
        #expect(try cli.run(["have", "add", "banana", "--amount", "2"]).status == 0)
        #expect(try cli.run(["have", "add", "egg", "--amount", "6"]).status == 0)
        // The whole recipe: 337.5 g / 118 g = 2.86 bananas, minus 2 held = 0.86 → 1 banana; 2 eggs of 6: covered.
        let list = try items(try cli.run(["shopping-list", "banana bread", "--json"]))
        #expect(list["banana"]?["amounts"] as? [String] == ["1 banana"])
        let report = try #require(try cli.run(["shopping-list", "banana bread", "--json"]).json() as? [String: Any])
        let covered = (report["covered"] as? [[String: Any]] ?? []).compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(covered == ["egg"])
        // have add adds: 6 + 6 = 12 eggs; have set replaces.
        #expect(try cli.run(["have", "add", "egg", "--amount", "6"]).status == 0)
        #expect(try cli.run(["have", "list"]).stdout.contains("12 eggs"))
        #expect(try cli.run(["have", "set", "egg", "--amount", "3"]).status == 0)
        // Cooking the whole recipe uses 2 of 3 eggs and all the bananas (never below zero).
        let use = try #require(try cli.run(["have", "use", "banana bread", "--json"]).json() as? [String: Any])
        let changes = use["changes"] as? [[String: Any]] ?? []
        let after = Dictionary(uniqueKeysWithValues: changes.compactMap { change -> (String, String)? in
            guard let id = (change["ingredient"] as? [String: Any])?["id"] as? String, let text = change["after"] as? String else { return nil }
            return (id, text)
        })
        #expect(after["egg"] == "1 egg")
        #expect(after["banana"] == "none left")
        let listed = try cli.run(["have", "list"]).stdout
        #expect(listed.contains("1 egg") && listed.contains("none left"))
        // Removing an ingredient forgets its amount; adding it back starts without one.
        #expect(try cli.run(["have", "remove", "egg"]).status == 0)
        #expect(try cli.run(["have", "add", "egg"]).status == 0)
        #expect(!(try cli.run(["have", "list"]).stdout.contains("1 egg")))
        // Owning without an amount keeps working for the matcher: flour is simply "have".
        #expect(try cli.run(["have", "add", "all-purpose flour"]).status == 0)
        let flourList = try items(try cli.run(["shopping-list", "banana bread", "--json"]))
        #expect(flourList["all-purpose-flour"] == nil)
    }

    /// The changes `have use` reports, ingredient id → amount after.
    func changesAfter(_ run: CLI.Run) throws -> [String: String] {
        let use = try #require(try run.json() as? [String: Any])
        var out: [String: String] = [:]
        for change in use["changes"] as? [[String: Any]] ?? [] {
            if let id = (change["ingredient"] as? [String: Any])?["id"] as? String { out[id] = change["after"] as? String }
        }
        return out
    }

    @Test func aGeneralPantryAmountCoversItsKindsAndAKindCoversTheGeneralLine() throws {
        // Pantry "flour" 1 kg covers Banana Bread's 2 cups all-purpose flour: USDA SR 20081, 1 cup = 125 g,
        // so 250 g comes off the list (covered) and `have use` leaves 1000 - 250 = 750 g of flour.
        #expect(try cli.run(["have", "add", "flour", "--amount", "1kg"]).status == 0)
        let list = try #require(try cli.run(["shopping-list", "banana bread", "--units", "metric", "--json"]).json() as? [String: Any])
        let listed = (list["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
            .compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(!listed.contains("all-purpose-flour"))
        let covered = (list["covered"] as? [[String: Any]] ?? []).compactMap { ($0["ingredient"] as? [String: Any])?["id"] as? String }
        #expect(covered.contains("all-purpose-flour"))
        #expect(try changesAfter(try cli.run(["have", "use", "banana bread", "--json"]))["flour"] == "750 g")
        // 750 g left, three more loaves need 750 g: all of it, and the fourth loaf's 250 g is to buy.
        let four = try items(try cli.run(["shopping-list", "banana bread", "--scale", "4", "--json"]))
        #expect(four["all-purpose-flour"]?["amounts"] as? [String] == ["250 g"])

        // Owned bourbon (a kind of whiskey) with 700 ml covers the Whisky Highball's 60 ml whiskey line,
        // and cooking it leaves 700 - 60 = 640 ml of bourbon
        // (shown as "650 ml" at the 50 ml step; the stored amount is exact).
        #expect(try cli.run(["have", "add", "bourbon", "--amount", "700ml"]).status == 0)
        let highball = try items(try cli.run(["shopping-list", "whisky highball", "--json"]))
        let whiskey = try #require(highball["whiskey"])
        #expect((whiskey["pantry"] as? String)?.contains("700 ml") == true)
        let sections = try #require(try cli.run(["shopping-list", "whisky highball", "--json"]).json() as? [String: Any])["sections"] as? [[String: Any]]
        #expect(!(sections ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }.contains { ($0["ingredient"] as? [String: Any])?["id"] as? String == "whiskey" })
        #expect(try changesAfter(try cli.run(["have", "use", "whisky highball", "--json"]))["bourbon-whiskey"] != nil)
        let pantry = try #require(try cli.run(["have", "list", "--json"]).json() as? [String: Any])
        let bourbon = (pantry["amounts"] as? [[String: Any]] ?? []).first { ($0["ingredient"] as? [String: Any])?["id"] as? String == "bourbon-whiskey" }
        let value = try #require((bourbon?["quantity"] as? [String: Any])?["value"] as? Double)
        #expect(abs(value - 640) < 0.01)
    }

    @Test func badAmountsAreOneLineAndWriteNothing() throws {
        #expect(try cli.run(["have", "add", "all-purpose flour", "--amount", "1kg"]).status == 0)
        let before = try cli.run(["have", "list", "--json"]).stdout
        for bad in [["have", "add", "all-purpose flour", "--amount", "-2kg"], ["have", "add", "all-purpose flour", "--amount", "1e9 cups"],
                    ["have", "add", "all-purpose flour", "--amount", "3 eggs"], ["have", "set", "all-purpose flour", "--amount", "lots"],
                    ["have", "add", "no-such-thing-xyz", "--amount", "1kg"], ["have", "use", "no-such-recipe-xyz"]]
        {
            let run = try cli.run(bad)
            #expect(run.status != 0, "\(bad)")
            #expect(run.stderr.hasPrefix("larder:") && run.stderr.split(separator: "\n").count == 1, "\(bad): \(run.stderr)")
        }
        #expect(try cli.run(["have", "list", "--json"]).stdout == before)
        // 5000 cups = 5000 × 236.6 ml = 1183 l, above the 1000 l a kitchen holds; a billion is no amount at all
        // (the parser reads at most a million).
        #expect(try cli.run(["have", "add", "all-purpose flour", "--amount", "5000 cups"]).stderr.contains("more than a kitchen holds"))
        #expect(try cli.run(["have", "add", "all-purpose flour", "--amount", "1e9 cups"]).stderr.contains("is not an amount"))
        #expect(try cli.run(["have", "add", "all-purpose flour", "--amount", "3 eggs"]).stderr.contains("not an amount of All-purpose flour"))
    }

    @Test func unitsAreRememberedAndPluralsRight() throws {
        // 30 ml / 28.413 ml = 1.06 imperial fl oz → 1 fl oz.
        let imperial = try cli.run(["show", "negroni", "--units", "imperial"])
        #expect(imperial.stdout.contains("1 fl oz Gin"))
        #expect(try cli.run(["show", "negroni"]).stdout.contains("1 fl oz Gin"))
        #expect(try cli.run(["show", "banana bread", "--units", "us"]).stdout.contains("2 cups All-purpose flour"))
        // Dish temperatures follow: 175 °C = 347 °F, read on an oven dial as 350 °F.
        #expect(try cli.run(["show", "banana bread"]).stdout.contains("350 °F"))
        let metric = try cli.run(["show", "banana bread", "--units", "metric", "--servings", "4"])
        #expect(metric.stdout.contains("1 Egg"))
        #expect(metric.stdout.contains("175 °C"))
        #expect(try cli.run(["show", "negroni", "--servings", "2", "--scale", "2"]).status == 64)
    }

    @Test func icsIsAValidToDoList() throws {
        let run = try cli.run(["shopping-list", "negroni", "whiskey sour", "banana bread", "mojito", "margarita", "--format", "ics"])
        #expect(run.status == 0)
        let calendar = try ICSReader(run.stdout)
        #expect(calendar.components.first?.name == "VCALENDAR")
        let todos = calendar.components.filter { $0.name == "VTODO" }
        #expect(todos.count > 10)
        for todo in todos {
            for property in ["UID", "DTSTAMP", "SUMMARY"] { #expect(todo.properties[property] != nil, "\(property) missing") }
        }
        let summaries = todos.compactMap { $0.properties["SUMMARY"] }
        #expect(summaries.contains("Banana: 3 bananas"))
        // Recipe names are joined with commas, escaped in the file and read back plain.
        #expect(todos.contains { $0.properties["DESCRIPTION"]?.contains(", ") == true })
    }
}

/// A small RFC 5545 reader written for the test: every line ends in CRLF, no physical line is longer
/// than 75 octets, folded lines continue with one space or tab, BEGIN/END nest, TEXT values unescape.
struct ICSReader {
    struct Component {
        var name: String
        var properties: [String: String] = [:]
    }

    struct Invalid: Error, CustomStringConvertible { var description: String }

    var components: [Component] = []

    init(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2, bytes.suffix(2) == [13, 10] else { throw Invalid(description: "does not end in CRLF") }
        var physical: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13 {
                guard index + 1 < bytes.count, bytes[index + 1] == 10 else { throw Invalid(description: "a CR without LF") }
                physical.append(current)
                current = []
                index += 2
                continue
            }
            if bytes[index] == 10 { throw Invalid(description: "a bare LF") }
            current.append(bytes[index])
            index += 1
        }
        var logical: [[UInt8]] = []
        for line in physical {
            if line.count > 75 { throw Invalid(description: "a line of \(line.count) octets") }
            if let first = line.first, first == 32 || first == 9 {
                guard !logical.isEmpty else { throw Invalid(description: "a continuation first") }
                logical[logical.count - 1] += line.dropFirst()
            } else {
                logical.append(line)
            }
        }
        var stack: [Component] = []
        for raw in logical {
            guard let line = String(bytes: raw, encoding: .utf8), let colon = line.firstIndex(of: ":") else {
                throw Invalid(description: "a line without a value or not UTF-8")
            }
            let name = String(line[..<colon]).split(separator: ";").first.map(String.init) ?? ""
            let value = String(line[line.index(after: colon)...])
            switch name {
            case "BEGIN": stack.append(Component(name: value))
            case "END":
                guard let last = stack.popLast(), last.name == value else { throw Invalid(description: "END:\(value) does not close") }
                components.append(last)
            default:
                guard !stack.isEmpty else { throw Invalid(description: "a property outside a component") }
                stack[stack.count - 1].properties[name] = try Self.unescape(value)
            }
        }
        guard stack.isEmpty else { throw Invalid(description: "unclosed \(stack.map(\.name))") }
        components.reverse()
    }

    static func unescape(_ value: String) throws -> String {
        var out = ""
        var escaping = false
        for char in value {
            if escaping {
                switch char {
                case "\\", ";", ",": out.append(char)
                case "n", "N": out.append("\n")
                default: throw Invalid(description: "bad escape \\\(char)")
                }
                escaping = false
            } else if char == "\\" {
                escaping = true
            } else if char == "," || char == ";" {
                throw Invalid(description: "an unescaped \(char) in a text value")
            } else {
                out.append(char)
            }
        }
        return out
    }
}
