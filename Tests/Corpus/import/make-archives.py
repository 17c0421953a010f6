#!/usr/bin/env python3
"""Regenerates the binary fixtures in this folder (Paprika exports, hostile archives). Run from here."""
import gzip, io, json, zipfile

def pap(name, ingredients, directions, servings, uid, **kw):
    d = {"uid": uid, "name": name, "ingredients": ingredients, "directions": directions, "servings": servings,
         "prep_time": kw.get("prep", ""), "cook_time": kw.get("cook", ""), "source_url": kw.get("url", ""),
         "categories": kw.get("cats", []), "nutritional_info": "", "description": "", "notes": "", "image_url": None, "rating": 0}
    return gzip.compress(json.dumps(d).encode(), mtime=0)

a = pap("Tomato Bruschetta", "4 slices sourdough\n2 ripe tomatoes, diced\n1 clove garlic\n1 tbsp olive oil\nsalt",
        "1. Toast the bread.\n2. Rub with garlic.\n3. Top with tomato, oil and salt.", "4", "A1", prep="10 min", cook="5 mins",
        url="https://bread.example/bruschetta", cats=["Starters", "Summer"])
b = pap("Mint Lemonade", "1 cup lemon juice\n1/2 cup sugar\n4 cups cold water\n1 handful mint leaves",
        "Stir the sugar into the lemon juice until it dissolves.\nAdd the water and mint and chill.", "6 glasses", "B2", cats=["Drinks"])
with zipfile.ZipFile("export.paprikarecipes", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("Tomato Bruschetta.paprikarecipe", a)
    z.writestr("Mint Lemonade.paprikarecipe", b)
open("single.paprikarecipe", "wb").write(b)
with zipfile.ZipFile("dotdot.paprikarecipes", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("../../escape.paprikarecipe", a)
with zipfile.ZipFile("bomb.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("zeros.html", b"\0" * (40 << 20))
data = open("export.paprikarecipes", "rb").read()
open("truncated.paprikarecipes", "wb").write(data[: len(data) // 2])
open("binary.bin", "wb").write(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(range(256)))
open("latin1.html", "wb").write("<html><body><h1>Cr\xe8me caramel</h1></body></html>".encode("latin-1"))

# Tandoor: its export is a zip of per-recipe zips, each holding recipe.json (RecipeExportSerializer
# fields) and an optional image; amounts are decimal strings, headers are ingredients with is_header.
def tandoor_ingredient(food, unit, amount, note="", header=False, no_amount=False, order=0):
    return {"food": None if food is None else {"name": food, "plural_name": None, "ignore_shopping": False, "supermarket_category": None},
            "unit": None if unit is None else {"name": unit, "plural_name": None, "description": None},
            "amount": amount, "note": note, "order": order, "is_header": header, "no_amount": no_amount,
            "always_use_plural_unit": False, "always_use_plural_food": False}

focaccia = {
    "name": "Rosemary Focaccia", "description": "Weekend bread.", "keywords": [{"name": "Bread", "description": ""}, {"name": "Baking", "description": ""}],
    "working_time": 30, "waiting_time": 120, "internal": True, "nutrition": None, "servings": 8, "servings_text": "pieces",
    "source_url": "https://bread.example/focaccia",
    "steps": [
        {"name": "Dough", "instruction": "Mix the flour, water, yeast and salt.\n\nLeave to rise for 2 hours.", "time": 10, "order": 0,
         "show_as_header": True, "show_ingredients_table": True,
         "ingredients": [tandoor_ingredient(None, None, "0.000", note="For the dough", header=True),
                         tandoor_ingredient("bread flour", "g", "500.000", order=1),
                         tandoor_ingredient("water", "ml", "400.000", note="lukewarm", order=2),
                         tandoor_ingredient("instant yeast", "tsp", "1.500", order=3),
                         tandoor_ingredient("salt", "tsp", "2.000", order=4)]},
        {"name": "Bake", "instruction": "Press into a tin, top with oil and rosemary, and bake at 220 C for 25 minutes.", "time": 25,
         "order": 1, "show_as_header": True, "show_ingredients_table": True,
         "ingredients": [tandoor_ingredient("olive oil", "tbsp", "3.000"),
                         tandoor_ingredient("rosemary", None, "0.000", note="a few sprigs", no_amount=True)]},
    ],
}
sour = {
    "name": "Whiskey Sour", "description": "", "keywords": [{"name": "Cocktail", "description": ""}], "working_time": 5, "waiting_time": 0,
    "internal": True, "nutrition": None, "servings": 1, "servings_text": "", "source_url": None,
    "steps": [{"name": "", "instruction": "Shake everything hard with ice and strain.", "time": 0, "order": 0, "show_as_header": False,
               "show_ingredients_table": True,
               "ingredients": [tandoor_ingredient("bourbon", "ml", "60.000"), tandoor_ingredient("lemon juice", "ml", "30.000"),
                               tandoor_ingredient("simple syrup", "ml", "20.000")]}],
}
open("tandoor-recipe.json", "w").write(json.dumps(focaccia, indent=2))

def tandoor_recipe_zip(recipe, extra=None):
    inner = io.BytesIO()
    with zipfile.ZipFile(inner, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("recipe.json", json.dumps(recipe))
        z.writestr("image.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR" + bytes(64))
        for name, data in (extra or {}).items():
            z.writestr(name, data)
    return inner.getvalue()

import io
with zipfile.ZipFile("tandoor-export.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("Rosemary_Focaccia.zip", tandoor_recipe_zip(focaccia))
    z.writestr("Whiskey_Sour.zip", tandoor_recipe_zip(sour))

# Mealie: recipes/<slug>/<slug>.json (its Recipe model) beside recipes/<slug>/images/.
def mealie(name, slug, yield_, ingredients, steps, url):
    return {"id": slug + "-id", "name": name, "slug": slug, "recipeYield": yield_, "recipeServings": 0, "totalTime": None,
            "prepTime": None, "performTime": None, "description": "", "recipeCategory": [], "tags": [{"id": "t", "name": "Weeknight", "slug": "weeknight"}],
            "tools": [], "rating": None, "orgURL": url, "dateAdded": "2026-01-02", "dateUpdated": "2026-01-02T10:00:00",
            "recipeIngredient": [{"quantity": 0, "unit": None, "food": None, "note": line, "isFood": False, "disableAmount": True,
                                  "display": line, "title": None, "originalText": None, "referenceId": "r%d" % i}
                                 for i, line in enumerate(ingredients)],
            "recipeInstructions": [{"id": "s%d" % i, "title": "", "summary": "", "text": text, "ingredientReferences": []}
                                   for i, text in enumerate(steps)],
            "nutrition": {"calories": None, "fatContent": None, "proteinContent": None}, "settings": {"public": True},
            "assets": [], "notes": [], "extras": {}, "comments": []}

with zipfile.ZipFile("mealie-export.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("recipes/lemon-pasta/lemon-pasta.json", json.dumps(mealie(
        "Lemon Pasta", "lemon-pasta", "2 servings", ["200 g spaghetti", "1 lemon, zested and juiced", "2 tbsp butter", "40 g parmesan, grated"],
        ["Boil the spaghetti.", "Toss with the butter, lemon and parmesan."], "https://pasta.example/lemon")))
    z.writestr("recipes/lemon-pasta/images/original.webp", b"RIFF\0\0\0\0WEBPVP8 " + bytes(32))
    z.writestr("recipes/tomato-salad/tomato-salad.json", json.dumps(mealie(
        "Tomato Salad", "tomato-salad", "4", ["4 tomatoes, sliced", "1 tbsp olive oil", "salt"],
        ["Slice the tomatoes.", "Dress with oil and salt."], "https://salad.example/tomato")))

# Hostile nestings: three archives deep; nested zip bombs that share one budget; `..` inside a nested zip.
def zipped(entries):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in entries:
            z.writestr(name, data)
    return out.getvalue()

open("nested-three-deep.zip", "wb").write(zipped([("a.zip", zipped([("b.zip", tandoor_recipe_zip(sour))]))]))
inner_bomb = zipped([("zeros.json", b" " * (30 << 20))])
open("nested-bombs.zip", "wb").write(zipped([("part%d.zip" % i, inner_bomb) for i in range(10)]))
open("tandoor-dotdot.zip", "wb").write(zipped([("Whiskey_Sour.zip", zipped([("../../recipe.json", json.dumps(sour))]))]))
