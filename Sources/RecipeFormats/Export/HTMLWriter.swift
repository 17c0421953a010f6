import Foundation

/// Writes a self-contained printable page: inline print CSS, no script but the recipes' JSON-LD, no
/// network resource (images are left out), so it prints anywhere and imports back.
public enum HTMLWriter {
    /// One HTML page holding all of `recipes`, titled with the recipe's title when there is one, else "Recipes".
    public static func page(_ recipes: [ImportedRecipe]) -> String {
        let title = recipes.count == 1 ? recipes[0].title : "Recipes"
        let json = String(decoding: SchemaOrgWriter.jsonLD(recipes), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body{font-family:Georgia,serif;max-width:40em;margin:2em auto;padding:0 1em;line-height:1.45;color:#111}
            h1{font-size:1.6em;margin-bottom:.2em}h2{font-size:1.15em;border-bottom:1px solid #999}
            .facts{color:#444}article{page-break-after:always}
            @media print{body{margin:0;max-width:none;font-size:11pt}a{color:inherit;text-decoration:none}}
            </style>
            <script type="application/ld+json">\(json)</script>
            </head><body>

            """
        for recipe in recipes {
            out += "<article>\n<h1>\(escape(recipe.title))</h1>\n"
            var facts: [String] = []
            if let yield = recipe.yield ?? recipe.servings.map({ "\($0) servings" }) { facts.append("Yield: \(escape(yield))") }
            if let total = recipe.totalMinutes { facts.append("Total: \(total) min") }
            if let source = recipe.sourceURL { facts.append("Source: \(escape(source))") }
            if !facts.isEmpty { out += "<p class=\"facts\">\(facts.joined(separator: " · "))</p>\n" }
            out += "<h2>Ingredients</h2>\n<ul>\n" + recipe.ingredients.map { "<li>\(escape($0.text))</li>\n" }.joined() + "</ul>\n"
            out += "<h2>Method</h2>\n<ol>\n" + recipe.steps.map { "<li>\(escape($0.text))</li>\n" }.joined() + "</ol>\n</article>\n"
        }
        return out + "</body></html>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
