#!/usr/bin/env python3
"""Regenerates the binary fixtures in this folder (Paprika exports, hostile archives). Run from here."""
import gzip, json, zipfile

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
