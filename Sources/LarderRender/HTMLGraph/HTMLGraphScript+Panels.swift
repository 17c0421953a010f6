extension HTMLGraphAssets {
    /// The details panel, the legend and counter, and the search box.
    static let panelScript = #"""
  // Details panel: built with text nodes only (names are data, never markup).
  function element(tag, text, className) {
    var el = document.createElement(tag);
    if (text !== undefined) el.textContent = text;
    if (className) el.className = className;
    return el;
  }
  function showDetails(n) {
    if (!n) { details.hidden = true; details.replaceChildren(); return; }
    var category = categories[n.category];
    details.replaceChildren();
    var title = element("h2", n.name);
    details.appendChild(title);
    var meta = element("p", "", "meta");
    var swatch = element("span", "", "swatch");
    swatch.style.background = category.color;
    meta.appendChild(swatch);
    meta.appendChild(document.createTextNode(category.label + " \u00b7 in " + n.recipeCount + " recipe" + (n.recipeCount === 1 ? "" : "s")));
    details.appendChild(meta);
    if (n.profile) {
      // Taste profile ([axis, 0-5] pairs), when the data carries one.
      details.appendChild(element("h3", "Profile"));
      var bars = element("ul", undefined, "profile");
      n.profile.forEach(function (pair) {
        var axis = String(pair[0]), value = Number(pair[1]) || 0;
        if (value <= 0) return;
        var item = element("li");
        item.appendChild(element("span", axis, "axis"));
        var bar = element("span", "", "bar");
        bar.style.width = Math.min(5, value) * 12 + "px";
        item.appendChild(bar);
        bars.appendChild(item);
      });
      details.appendChild(bars);
    }
    if (n.pairings.length > 0) {
      details.appendChild(element("h3", "Top pairings"));
      var pairs = element("ol");
      n.pairings.forEach(function (p) {
        var item = element("li");
        item.appendChild(element("b", p[0]));
        item.appendChild(document.createTextNode(" " + p[1].toFixed(2) + " \u2014 " + p[2]));
        pairs.appendChild(item);
      });
      details.appendChild(pairs);
    }
    if (n.recipes.length > 0) {
      details.appendChild(element("h3", "In recipes"));
      var more = n.recipeCount - n.recipes.length;
      details.appendChild(element("p", n.recipes.join(", ") + (more > 0 ? ", and " + more + " more" : "")));
    }
    var hidden = hiddenNeighbours(n).length;
    if (hidden > 0) {
      var button = element("button", "Show " + hidden + " more neighbour" + (hidden === 1 ? "" : "s"));
      button.addEventListener("click", function () { expand(n); });
      details.appendChild(button);
    }
    details.hidden = false;
  }

  function shownCount() {
    var count = 0;
    nodes.forEach(function (n) { if (n.shown) count++; });
    return count;
  }
  function updateCounter() {
    var shownEdges = 0;
    edges.forEach(function (e) { if (nodes[e.a].shown && nodes[e.b].shown) shownEdges++; });
    counter.textContent = shownCount() + " of " + nodes.length + " ingredients \u00b7 " + shownEdges + " pairings";
  }
  function updateLegend() {
    var present = new Set();
    nodes.forEach(function (n) { if (n.shown) present.add(n.category); });
    legend.replaceChildren();
    if (data.title) legend.appendChild(element("div", data.title, "title"));
    categories.forEach(function (c, i) {
      if (!present.has(i)) return;
      var row = element("span", undefined, "entry");
      var swatch = element("span", "", "swatch");
      swatch.style.background = c.color;
      row.appendChild(swatch);
      row.appendChild(document.createTextNode(c.label));
      legend.appendChild(row);
    });
  }

  // Search: matches light up as you type; Enter or a click on a hit shows and centres the ingredient.
  function findMatches(text) {
    var q = fold(text.trim());
    if (q === "") return [];
    var found = [];
    nodes.forEach(function (n) {
      var at = n.folded.indexOf(q);
      if (at < 0) return;
      var rank = at === 0 ? 0 : n.folded.charAt(at - 1) === " " ? 1 : 2;
      found.push([rank, -n.popularity, n.name, n]);
    });
    found.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0); });
    return found.map(function (f) { return f[3]; });
  }
  var currentHits = [];
  function onSearchInput() {
    currentHits = findMatches(search.value);
    matches = search.value.trim() === "" ? null : new Set(currentHits.map(function (n) { return n.index; }));
    hitsList.replaceChildren();
    currentHits.slice(0, 12).forEach(function (n) {
      var item = element("li", n.name + (n.shown ? "" : " (not shown yet)"));
      item.addEventListener("mousedown", function (event) { event.preventDefault(); choose(n); });
      hitsList.appendChild(item);
    });
    hitsList.hidden = currentHits.length === 0;
    requestDraw();
  }
  function choose(n) {
    reveal(n);
    selected = n;
    matches = null;
    hitsList.hidden = true;
    showDetails(n);
    centreOn(n);
  }
  search.addEventListener("input", onSearchInput);
  search.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && currentHits.length > 0) { choose(currentHits[0]); }
    if (event.key === "Escape") { search.value = ""; onSearchInput(); }
  });
  search.addEventListener("blur", function () { hitsList.hidden = true; });

"""#
}
