import FlavorGraph
import LarderCore

/// Shared by the FlavorGraph and LarderRender tests. A small bar: a few ingredients, recipes and compounds whose answers are known by construction.
public enum FlavorFixtures {
    public static let nodes: [FlavorNode] = [
        FlavorNode(id: "gin", name: "Gin", category: .spirit, abv: 40),
        FlavorNode(id: "london-dry-gin", name: "London dry gin", category: .spirit, parent: "gin", abv: 43),
        FlavorNode(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        FlavorNode(id: "rum", name: "Rum", category: .spirit, abv: 40),
        FlavorNode(id: "lemon-juice", name: "Lemon juice", category: .juice),
        FlavorNode(id: "lime-juice", name: "Lime juice", category: .juice),
        FlavorNode(id: "simple-syrup", name: "Simple syrup", category: .syrup),
        FlavorNode(id: "tonic", name: "Tonic water", category: .soda),
        FlavorNode(id: "cream", name: "Cream", category: .dairy),
        FlavorNode(id: "mint", name: "Mint", category: .herb),
    ]

    public static let recipes: [[IngredientID]] = [
        ["gin", "lemon-juice", "simple-syrup"],  // gin sour ×3
        ["gin", "lemon-juice", "simple-syrup"],
        ["gin", "lemon-juice", "simple-syrup"],
        ["gin", "tonic"], ["gin", "tonic"], ["gin", "tonic", "lime-juice"],
        ["london-dry-gin", "lemon-juice", "simple-syrup"], ["london-dry-gin", "tonic"],
        ["london-dry-gin", "lemon-juice"], ["london-dry-gin", "tonic"],
        ["vodka", "lemon-juice", "simple-syrup"], ["vodka", "tonic"], ["vodka", "lime-juice"],
        ["rum", "lime-juice", "simple-syrup", "mint"], ["rum", "lime-juice", "simple-syrup", "mint"],
        ["rum", "lime-juice", "simple-syrup"], ["cream", "rum"], ["cream", "simple-syrup"],
    ]

    public static let compounds: [IngredientID: [String]] = [
        "gin": ["pinene", "limonene", "linalool", "citral"],
        "london-dry-gin": ["pinene", "limonene", "linalool"],
        "lemon-juice": ["limonene", "citral", "linalool", "terpineol"],
        "lime-juice": ["limonene", "citral", "terpineol"],
        "mint": ["menthol", "limonene"],
        "cream": ["lactone", "diacetyl"],
        "rum": ["vanillin", "ethyl-acetate"],
    ]

    public static let pairings: [(IngredientID, IngredientID, Double)] = [("gin", "lime-juice", 0.3), ("mint", "lime-juice", 0.2)]

    public static var graph: FlavorGraph {
        FlavorGraph(input: FlavorGraphInput(nodes: nodes, compounds: compounds, recipes: recipes, pairings: pairings))
    }
}
