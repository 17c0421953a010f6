import Testing
@testable import LarderImport

/// Drink names as bar books print them (IBA list: "Last Word", "Corpse Reviver #2"; Spanish and
/// Portuguese names keep their joining words low: "Agua de Valencia", "Vaca Preta"), written by hand.
struct DrinkTitleTests {
    @Test(arguments: [
        ("Last word", "Last Word"),
        ("Lemon drop Martini", "Lemon Drop Martini"),
        ("Agua de valencia", "Agua de Valencia"),
        ("umeshu sparkling", "Umeshu Sparkling"),
        ("Thyme to kill", "Thyme to Kill"),
        ("Beam me up, Scotchie", "Beam Me Up, Scotchie"),
        ("Thai Tea with almond milk", "Thai Tea with Almond Milk"),
        ("The last word", "The Last Word"),
        ("Glühwein - mulled wine", "Glühwein - Mulled Wine"),
        ("Norwegian Glogg (norwegian mulled wine)", "Norwegian Glogg (Norwegian Mulled Wine)"),
    ])
    func lowercaseWordsAreCapitalized(_ typed: String, _ printed: String) {
        #expect(DrinkTitle.titled(typed) == printed)
    }

    @Test(arguments: [
        "Corpse Reviver #2", "Dark 'n' Stormy", "B-52", "Elderflower-tini", "Tanzanian Tea w/ Milk",
        "McClelland Punch", "Ti' Punch", "Piña Colada", "Death in the Afternoon",
    ])
    func titledNamesAreKeptAsWritten(_ name: String) {
        #expect(DrinkTitle.titled(name) == name)
    }
}
