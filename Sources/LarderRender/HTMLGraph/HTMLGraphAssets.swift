// The script and style of the interactive HTML graph, inline in every page HTMLGraphWriter writes.
// Plain ES5-era JavaScript on a 2D canvas: no library, no network, no font files.

/// The page's script and style sheet.
enum HTMLGraphAssets {
    /// The style sheet (system fonts only).
    static let style = #"""
html, body { margin: 0; height: 100%; overflow: hidden; background: #ffffff; color: #222222;
  font: 13px/1.35 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
#graph { position: fixed; inset: 0; width: 100%; height: 100%; touch-action: none; cursor: grab; display: block; }
#bar { position: fixed; top: 10px; left: 10px; display: flex; gap: 6px; align-items: center; flex-wrap: wrap;
  max-width: calc(100% - 20px); }
#bar input { width: 16em; padding: 5px 8px; border: 1px solid #999999; border-radius: 4px; font: inherit; }
#bar button, #details button { padding: 4px 9px; border: 1px solid #999999; border-radius: 4px; background: #f6f6f6;
  font: inherit; cursor: pointer; }
#counter { color: #555555; background: rgba(255,255,255,0.85); padding: 2px 6px; border-radius: 3px; }
#hits { position: absolute; top: 32px; left: 0; margin: 0; padding: 0; list-style: none; width: 16em;
  background: #ffffff; border: 1px solid #999999; border-radius: 4px; box-shadow: 0 2px 8px rgba(0,0,0,0.15);
  max-height: 20em; overflow-y: auto; z-index: 2; }
#hits li { padding: 4px 8px; cursor: pointer; }
#hits li:hover { background: #eef3fb; }
#details { position: fixed; top: 10px; right: 10px; width: 20em; max-height: calc(100% - 40px); overflow-y: auto;
  background: rgba(255,255,255,0.96); border: 1px solid #bbbbbb; border-radius: 6px; padding: 8px 12px;
  box-shadow: 0 2px 10px rgba(0,0,0,0.12); }
#details h2 { margin: 2px 0 4px; font-size: 16px; }
#details h3 { margin: 10px 0 3px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: #555555; }
#details ol { margin: 0; padding-left: 1.4em; }
#details p { margin: 2px 0; }
#details .profile { list-style: none; margin: 0; padding: 0; }
#details .profile .axis { display: inline-block; width: 7em; }
#details .profile .bar { display: inline-block; height: 8px; background: #777777; border-radius: 2px; }
.swatch { display: inline-block; width: 11px; height: 11px; border: 1px solid #666666; margin-right: 5px;
  vertical-align: -1px; border-radius: 2px; }
#legend { position: fixed; left: 10px; bottom: 10px; max-width: calc(100% - 20px); background: rgba(255,255,255,0.88);
  padding: 4px 8px; border-radius: 4px; }
#legend .title { font-weight: 600; margin-bottom: 2px; }
#legend .entry { display: inline-block; margin-right: 10px; white-space: nowrap; }
#help { position: fixed; right: 10px; bottom: 10px; color: #666666; font-size: 12px; background: rgba(255,255,255,0.85);
  padding: 2px 6px; border-radius: 3px; }
@media (max-width: 640px) { #details { left: 10px; right: 10px; top: auto; bottom: 44px; width: auto; max-height: 45%; }
  #help { display: none; } }
"""#

    /// The script: drawing, pan and zoom, dragging, details, expansion, search, and the #selftest hook.
    static let script = #"""
"use strict";
(function () {
  // Errors are counted so that the self-test (URL fragment #selftest) can report them.
  var errors = [];
  window.addEventListener("error", function (e) { errors.push(String(e.message || e)); });
  var consoleError = console.error;
  console.error = function () {
    errors.push(Array.prototype.join.call(arguments, " "));
    consoleError.apply(console, arguments);
  };

  var data = JSON.parse(document.getElementById("larder-data").textContent);
  var categories = data.categories;
  var canvas = document.getElementById("graph");
  var ctx = canvas.getContext("2d");
  var search = document.getElementById("search");
  var hitsList = document.getElementById("hits");
  var details = document.getElementById("details");
  var legend = document.getElementById("legend");
  var counter = document.getElementById("counter");

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  var maxPopularity = 1, maxScore = 1e-9;
  var nodes = data.nodes.map(function (n, i) {
    maxPopularity = Math.max(maxPopularity, n.popularity);
    return {
      index: i, id: n.id, name: n.name, folded: fold(n.name), category: n.category, popularity: n.popularity,
      x: n.x, y: n.y, x0: n.x, y0: n.y, shown: n.shown, shown0: n.shown, focus: n.focus,
      recipes: n.recipes, recipeCount: n.recipeCount, pairings: n.pairings, profile: n.profile || null,
      edges: [], radius: 0
    };
  });
  var edges = data.edges.map(function (e, k) {
    var edge = { a: e[0], b: e[1], score: e[2], reason: e[3] };
    nodes[edge.a].edges.push(k);
    nodes[edge.b].edges.push(k);
    maxScore = Math.max(maxScore, edge.score);
    return edge;
  });
  // Strongest first: while the view moves, big maps draw only the strongest edges (see `draw`).
  var edgeOrder = edges.map(function (e, k) { return k; }).sort(function (a, b) { return edges[b].score - edges[a].score; });
  var movingEdgeBudget = 3000, movingLabelBudget = 60;
  var moving = false, settleTimer = 0;
  function touched() {
    moving = true;
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(function () { moving = false; requestDraw(); }, 150);
  }
  nodes.forEach(function (n) {
    // As in the static renders: diameter 0.14-0.56 in, by the square root of popularity (72 pt an inch).
    n.radius = 36 * (0.14 + 0.42 * Math.sqrt(n.popularity / maxPopularity));
  });
  // Label priority: focus first, then popularity, then name.
  var labelOrder = nodes.slice().sort(function (a, b) {
    return (b.focus - a.focus) || (b.popularity - a.popularity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });

  var view = { k: 1, tx: 0, ty: 0 };
  var width = 0, height = 0, ratio = 1;
  var selected = null, hovered = null, matches = null;
  var stats = { nodes: 0, edges: 0, labels: 0 };
  var dirty = false;

  function resize() {
    ratio = window.devicePixelRatio || 1;
    width = canvas.clientWidth || window.innerWidth;
    height = canvas.clientHeight || window.innerHeight;
    canvas.width = Math.max(1, Math.round(width * ratio));
    canvas.height = Math.max(1, Math.round(height * ratio));
    requestDraw();
  }

  function fit() {
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    nodes.forEach(function (n) {
      if (!n.shown) return;
      minX = Math.min(minX, n.x - n.radius); maxX = Math.max(maxX, n.x + n.radius);
      minY = Math.min(minY, n.y - n.radius); maxY = Math.max(maxY, n.y + n.radius);
    });
    if (!isFinite(minX)) { view = { k: 1, tx: width / 2, ty: height / 2 }; return; }
    var margin = 40;
    var k = Math.min((width - 2 * margin) / Math.max(1, maxX - minX), (height - 2 * margin) / Math.max(1, maxY - minY));
    k = Math.max(0.02, Math.min(k, 4));
    view = { k: k, tx: width / 2 - k * (minX + maxX) / 2, ty: height / 2 - k * (minY + maxY) / 2 };
    requestDraw();
  }

  function toWorld(sx, sy) { return { x: (sx - view.tx) / view.k, y: (sy - view.ty) / view.k }; }
  function screenX(n) { return n.x * view.k + view.tx; }
  function screenY(n) { return n.y * view.k + view.ty; }

  function requestDraw() {
    if (dirty) return;
    dirty = true;
    window.requestAnimationFrame(function () { dirty = false; draw(); });
  }

  function isLit(n) {
    if (matches) return matches.has(n.index);
    if (selected) return n === selected || neighbourOf(selected, n);
    return true;
  }
  function neighbourOf(a, b) {
    for (var k = 0; k < a.edges.length; k++) {
      var e = edges[a.edges[k]];
      if (e.a === b.index || e.b === b.index) return true;
    }
    return false;
  }

  function draw() {
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, width, height);
    var k = view.k;
    var dimming = matches !== null || selected !== null;
    // Edges in four width classes, each one path.
    var buckets = [[], [], [], []], lit = [];
    var edgeCount = 0;
    var budget = moving ? movingEdgeBudget : Infinity;
    for (var o = 0; o < edgeOrder.length && edgeCount < budget; o++) {
      var edge = edges[edgeOrder[o]], a = nodes[edge.a], b = nodes[edge.b];
      if (!a.shown || !b.shown) continue;
      var ax = a.x * k + view.tx, ay = a.y * k + view.ty, bx = b.x * k + view.tx, by = b.y * k + view.ty;
      if (Math.max(ax, bx) < 0 || Math.min(ax, bx) > width || Math.max(ay, by) < 0 || Math.min(ay, by) > height) continue;
      edgeCount++;
      if (dimming && selected && (a === selected || b === selected)) { lit.push(edge); continue; }
      buckets[Math.min(3, Math.floor(4 * edge.score / maxScore))].push(ax, ay, bx, by);
    }
    ctx.strokeStyle = dimming ? "rgba(136,136,136,0.18)" : "rgba(136,136,136,0.48)";
    for (var w = 0; w < 4; w++) {
      var list = buckets[w];
      if (list.length === 0) continue;
      ctx.lineWidth = Math.max(0.4, (0.3 + 2.7 * (w + 0.5) / 4) * Math.min(1.5, Math.sqrt(k)));
      // Short paths stroke much faster than one long one.
      for (var p = 0; p < list.length; p += 4) {
        if (p % 2000 === 0) { if (p > 0) ctx.stroke(); ctx.beginPath(); }
        ctx.moveTo(list[p], list[p + 1]);
        ctx.lineTo(list[p + 2], list[p + 3]);
      }
      ctx.stroke();
    }
    ctx.strokeStyle = "rgba(40,40,40,0.85)";
    lit.forEach(function (edge) {
      ctx.lineWidth = Math.max(0.8, (0.3 + 2.7 * edge.score / maxScore) * Math.min(1.5, Math.sqrt(k)));
      ctx.beginPath();
      ctx.moveTo(screenX(nodes[edge.a]), screenY(nodes[edge.a]));
      ctx.lineTo(screenX(nodes[edge.b]), screenY(nodes[edge.b]));
      ctx.stroke();
    });
    // Nodes, batched: one path per category and shade, outlines in one path; the selected, hovered
    // and focus nodes are outlined again on top.
    var nodeCount = 0, groups = new Map(), special = [];
    for (var i = 0; i < nodes.length; i++) {
      var n = nodes[i];
      if (!n.shown) continue;
      var x = screenX(n), y = screenY(n), r = Math.max(2, n.radius * k);
      if (x + r < 0 || x - r > width || y + r < 0 || y - r > height) continue;
      nodeCount++;
      var key = n.category * 2 + (dimming && !isLit(n) ? 1 : 0);
      var group = groups.get(key);
      if (!group) { group = []; groups.set(key, group); }
      group.push(x, y, r);
      if (n === selected || n === hovered || n.focus) special.push(n);
    }
    groups.forEach(function (list, key) {
      ctx.globalAlpha = key % 2 === 1 ? 0.25 : 1;
      ctx.fillStyle = categories[key >> 1].color;
      ctx.beginPath();
      for (var q = 0; q < list.length; q += 3) {
        ctx.moveTo(list[q] + list[q + 2], list[q + 1]);
        ctx.arc(list[q], list[q + 1], list[q + 2], 0, 2 * Math.PI);
      }
      ctx.fill();
      if (moving && nodeCount > 500) return;
      ctx.lineWidth = 0.6;
      ctx.strokeStyle = "#444444";
      ctx.stroke();
    });
    ctx.globalAlpha = 1;
    special.forEach(function (n) {
      ctx.beginPath();
      ctx.arc(screenX(n), screenY(n), Math.max(2, n.radius * k), 0, 2 * Math.PI);
      ctx.lineWidth = n === selected || n === hovered ? 2.5 : 2;
      ctx.strokeStyle = "#000000";
      ctx.stroke();
    });
    ctx.globalAlpha = 1;
    stats = { nodes: nodeCount, edges: edgeCount, labels: drawLabels() };
  }

  // Labels chosen greedily by priority so that they never overlap (a coarse grid of kept boxes).
  function drawLabels() {
    var size = 12;
    ctx.font = size + "px system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineJoin = "round";
    var cell = 64, grid = new Map(), kept = 0;
    var first = [];
    if (selected) first.push(selected);
    if (hovered && hovered !== selected) first.push(hovered);
    var order = first.concat(labelOrder);
    var labelBudget = moving ? movingLabelBudget : 400;
    for (var o = 0; o < order.length && kept < labelBudget; o++) {
      var n = order[o];
      if (!n.shown) continue;
      if (o >= first.length && (n === selected || n === hovered)) continue;
      var x = screenX(n), y = screenY(n) + Math.max(2, n.radius * view.k) + size * 0.75;
      if (x < -100 || x > width + 100 || y < -20 || y > height + 20) continue;
      if (n.labelWidth === undefined) n.labelWidth = ctx.measureText(n.name).width;
      var half = n.labelWidth / 2 + 2;
      var box = [x - half, y - size * 0.65, x + half, y + size * 0.65];
      var forced = o < first.length || n.focus;
      if (!forced && overlapsKept(grid, cell, box)) continue;
      keep(grid, cell, box);
      kept++;
      var faded = (matches !== null || selected !== null) && !isLit(n);
      if (!moving) {
        // A light box behind the text (far cheaper to draw than a stroked halo).
        ctx.fillStyle = faded ? "rgba(255,255,255,0.45)" : "rgba(255,255,255,0.78)";
        ctx.fillRect(box[0], box[1], box[2] - box[0], box[3] - box[1]);
      }
      ctx.fillStyle = faded ? "rgba(34,34,34,0.35)" : "#222222";
      ctx.fillText(n.name, x, y);
    }
    return kept;
  }
  function cellsOf(cell, box, visit) {
    for (var gx = Math.floor(box[0] / cell); gx <= Math.floor(box[2] / cell); gx++) {
      for (var gy = Math.floor(box[1] / cell); gy <= Math.floor(box[3] / cell); gy++) {
        if (visit(gx + "," + gy)) return true;
      }
    }
    return false;
  }
  function overlapsKept(grid, cell, box) {
    return cellsOf(cell, box, function (key) {
      var list = grid.get(key);
      if (!list) return false;
      for (var j = 0; j < list.length; j++) {
        var b = list[j];
        if (box[0] < b[2] && b[0] < box[2] && box[1] < b[3] && b[1] < box[3]) return true;
      }
      return false;
    });
  }
  function keep(grid, cell, box) {
    cellsOf(cell, box, function (key) {
      var list = grid.get(key);
      if (list) list.push(box); else grid.set(key, [box]);
      return false;
    });
  }

  function nodeAt(sx, sy) {
    var best = null, bestDistance = Infinity;
    for (var i = nodes.length - 1; i >= 0; i--) {
      var n = nodes[i];
      if (!n.shown) continue;
      var dx = screenX(n) - sx, dy = screenY(n) - sy;
      var d = Math.sqrt(dx * dx + dy * dy), reach = Math.max(2, n.radius * view.k) + 4;
      if (d <= reach && d < bestDistance) { best = n; bestDistance = d; }
    }
    return best;
  }

  function hiddenNeighbours(n) {
    var list = [];
    n.edges.forEach(function (k) {
      var e = edges[k], other = nodes[e.a === n.index ? e.b : e.a];
      if (!other.shown) list.push(other);
    });
    return list;
  }

  /// Shows every neighbour of `n` the file knows; returns how many were added.
  function expand(n) {
    var added = hiddenNeighbours(n);
    added.forEach(function (m) { m.shown = true; });
    if (added.length > 0) { updateCounter(); updateLegend(); }
    showDetails(n);
    requestDraw();
    return added.length;
  }

  function reveal(n) {
    if (!n.shown) { n.shown = true; updateCounter(); updateLegend(); }
  }

  function centreOn(n) {
    view.k = Math.max(view.k, 0.8);
    view.tx = width / 2 - n.x * view.k;
    view.ty = height / 2 - n.y * view.k;
    requestDraw();
  }

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

  // Pointer input: one pointer pans or drags a node, two pinch; the wheel zooms about the cursor.
  var pointers = new Map();
  var gesture = null;
  var lastTap = { time: 0, node: null };

  function zoomAbout(sx, sy, factor) {
    touched();
    var k = Math.max(0.02, Math.min(40, view.k * factor));
    var w = toWorld(sx, sy);
    view.k = k;
    view.tx = sx - w.x * k;
    view.ty = sy - w.y * k;
    requestDraw();
  }
  function local(event) {
    var rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }
  function pinchState() {
    var list = Array.from(pointers.values());
    var a = list[0], b = list[1];
    return {
      mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y))
    };
  }

  canvas.addEventListener("pointerdown", function (event) {
    var p = local(event);
    pointers.set(event.pointerId, p);
    try { canvas.setPointerCapture(event.pointerId); } catch (ignored) { /* synthetic pointers */ }
    if (pointers.size === 2) {
      var s = pinchState();
      gesture = { kind: "pinch", start: s, k: view.k, world: toWorld(s.mid.x, s.mid.y), moved: true };
    } else if (pointers.size === 1) {
      var n = nodeAt(p.x, p.y);
      gesture = n ? { kind: "node", node: n, start: p, moved: false } : { kind: "pan", start: p, tx: view.tx, ty: view.ty, moved: false };
    }
  });
  canvas.addEventListener("pointermove", function (event) {
    var p = local(event);
    if (!pointers.has(event.pointerId)) {
      if (event.pointerType === "mouse") {
        var n = nodeAt(p.x, p.y);
        if (n !== hovered) {
          hovered = n;
          canvas.style.cursor = n ? "pointer" : "grab";
          if (!selected) showDetails(n);
          requestDraw();
        }
      }
      return;
    }
    pointers.set(event.pointerId, p);
    if (!gesture || gesture.kind === "done") return;
    if (gesture.moved || gesture.kind === "pinch") touched();
    if (gesture.kind === "pinch") {
      if (pointers.size < 2) return;
      var s = pinchState();
      view.k = Math.max(0.02, Math.min(40, gesture.k * s.distance / gesture.start.distance));
      view.tx = s.mid.x - gesture.world.x * view.k;
      view.ty = s.mid.y - gesture.world.y * view.k;
      requestDraw();
      return;
    }
    if (Math.hypot(p.x - gesture.start.x, p.y - gesture.start.y) > 3) gesture.moved = true;
    if (!gesture.moved) return;
    if (gesture.kind === "node") {
      var w = toWorld(p.x, p.y);
      gesture.node.x = w.x;
      gesture.node.y = w.y;
      canvas.style.cursor = "grabbing";
    } else if (gesture.kind === "pan") {
      view.tx = gesture.tx + p.x - gesture.start.x;
      view.ty = gesture.ty + p.y - gesture.start.y;
    }
    requestDraw();
  });
  function endPointer(event) {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    if (gesture && gesture.kind === "pinch") { gesture = pointers.size === 0 ? null : { kind: "done", moved: true }; return; }
    if (gesture && !gesture.moved && event.type === "pointerup") {
      var n = gesture.kind === "node" ? gesture.node : null;
      var now = event.timeStamp || Date.now();
      if (n && event.pointerType !== "mouse" && lastTap.node === n && now - lastTap.time < 400) {
        expand(n);
        lastTap = { time: 0, node: null };
      } else {
        lastTap = { time: now, node: n };
        selected = n;
        showDetails(n);
        requestDraw();
      }
    }
    if (pointers.size === 0) gesture = null;
  }
  canvas.addEventListener("pointerup", endPointer);
  canvas.addEventListener("pointercancel", endPointer);
  canvas.addEventListener("pointerleave", function (event) {
    if (event.pointerType === "mouse" && !pointers.has(event.pointerId) && hovered) {
      hovered = null;
      if (!selected) showDetails(null);
      requestDraw();
    }
  });
  canvas.addEventListener("dblclick", function (event) {
    var p = local(event);
    var n = nodeAt(p.x, p.y);
    if (n) expand(n); else zoomAbout(p.x, p.y, 2);
    event.preventDefault();
  });
  canvas.addEventListener("wheel", function (event) {
    event.preventDefault();
    var p = local(event);
    var dy = event.deltaMode === 1 ? event.deltaY * 33 : event.deltaMode === 2 ? event.deltaY * height : event.deltaY;
    zoomAbout(p.x, p.y, Math.exp(-dy * (event.ctrlKey ? 0.01 : 0.0015)));
  }, { passive: false });

  document.getElementById("fit").addEventListener("click", fit);
  document.getElementById("reset").addEventListener("click", function () {
    nodes.forEach(function (n) { n.x = n.x0; n.y = n.y0; n.shown = n.shown0; });
    selected = null; hovered = null; matches = null; search.value = ""; hitsList.hidden = true;
    showDetails(null); updateCounter(); updateLegend(); fit();
  });
  window.addEventListener("resize", function () { resize(); });
  window.addEventListener("keydown", function (event) {
    if (event.target === search) return;
    if (event.key === "/") { event.preventDefault(); search.focus(); }
    if (event.key === "Escape") { selected = null; showDetails(null); requestDraw(); }
  });

  // Nodes not shown yet have no place in a Graphviz render but do have ours (laid out around the shown ones).
  resize();
  fit();
  updateCounter();
  updateLegend();
  draw();

  // #ingredient=ID opens the page on one ingredient, shown, centred and with its details.
  if (location.hash.indexOf("#ingredient=") === 0) {
    var wanted = decodeURIComponent(location.hash.slice("#ingredient=".length));
    var start = nodes.find(function (n) { return n.id === wanted || n.folded === fold(wanted); });
    if (start) { choose(start); draw(); }
  }

  // Self-test: with #selftest (and optional &q=TEXT&expand=ID), drive the page through real events and
  // write what happened into <body data-selftest="…"> for a headless browser to read.
  if (location.hash.indexOf("#selftest") === 0) {
    var params = new URLSearchParams(location.hash.slice("#selftest".length).replace(/^&/, ""));
    var report = { nodes: nodes.length, edges: edges.length };
    draw();
    report.initial = { shown: shownCount(), nodesDrawn: stats.nodes, edgesDrawn: stats.edges, labels: stats.labels };
    // Frame times with the drawing flushed (reading a pixel forces the raster): full detail, then
    // as drawn while the view moves.
    var timeFrames = function () {
      var started = performance.now();
      for (var frame = 0; frame < 5; frame++) { draw(); ctx.getImageData(0, 0, 1, 1); }
      return (performance.now() - started) / 5;
    };
    report.initial.frameMs = timeFrames();
    moving = true;
    report.initial.movingFrameMs = timeFrames();
    report.initial.movingEdgesDrawn = stats.edges;
    moving = false;
    draw();
    var image = ctx.getImageData(0, 0, canvas.width, canvas.height).data, ink = 0;
    for (var q = 0; q < image.length; q += 4 * 7) { if (image[q] < 250 || image[q + 1] < 250 || image[q + 2] < 250) ink++; }
    report.initial.inkFraction = ink / (image.length / (4 * 7));
    var fire = function (type, n, extra) {
      var rect = canvas.getBoundingClientRect();
      var init = { bubbles: true, cancelable: true, clientX: rect.left + screenX(n), clientY: rect.top + screenY(n),
        pointerId: 7, pointerType: "mouse", isPrimary: true, button: 0, buttons: type === "pointerup" ? 0 : 1 };
      Object.keys(extra || {}).forEach(function (key) { init[key] = extra[key]; });
      var Event = type.indexOf("pointer") === 0 ? PointerEvent : type === "wheel" ? WheelEvent : MouseEvent;
      canvas.dispatchEvent(new Event(type, init));
    };
    // Zoom with the wheel.
    var k0 = view.k;
    fire("wheel", labelOrder[0], { deltaY: -240 });
    report.zoom = { before: k0, after: view.k };
    fit();
    // Pinch: two touch pointers move apart to twice their distance.
    var rectP = canvas.getBoundingClientRect(), cx = rectP.left + width / 2, cy = rectP.top + height / 2;
    var touch = function (type, id, x) {
      canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: cy,
        pointerId: id, pointerType: "touch", isPrimary: id === 11, buttons: type === "pointerup" ? 0 : 1 }));
    };
    var kPinch = view.k;
    touch("pointerdown", 11, cx - 50);
    touch("pointerdown", 12, cx + 50);
    touch("pointermove", 12, cx + 150);
    touch("pointermove", 11, cx - 50);
    report.pinch = { before: kPinch, after: view.k };
    touch("pointerup", 12, cx + 150);
    touch("pointerup", 11, cx - 50);
    fit();
    // Drag the most popular shown node by 40 px.
    var dragged = labelOrder.find(function (n) { return n.shown; });
    var from = { x: dragged.x, y: dragged.y };
    fire("pointerdown", dragged);
    var rect0 = canvas.getBoundingClientRect();
    fire("pointermove", dragged, { clientX: rect0.left + screenX(dragged) + 40, clientY: rect0.top + screenY(dragged) });
    fire("pointerup", dragged, { clientX: rect0.left + screenX(dragged), clientY: rect0.top + screenY(dragged) });
    report.drag = { id: dragged.id, moved: Math.hypot(dragged.x - from.x, dragged.y - from.y) * view.k };
    dragged.x = from.x; dragged.y = from.y;
    selected = null;
    // Search.
    var text = params.get("q") || "";
    if (text !== "") {
      search.value = text;
      search.dispatchEvent(new Event("input", { bubbles: true }));
      report.search = { text: text, matches: currentHits.length, hitsListed: hitsList.children.length };
      draw();
      var litDrawn = 0;
      nodes.forEach(function (n) { if (n.shown && matches && matches.has(n.index)) litDrawn++; });
      report.search.litShown = litDrawn;
      search.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
      report.search.selected = selected ? selected.id : null;
      report.search.shownAfter = shownCount();
      report.search.details = details.hidden ? "" : details.textContent;
    }
    // Expand by double-click.
    selected = null; showDetails(null); fit(); draw();
    var target = nodes.find(function (n) { return n.id === params.get("expand"); }) ||
      labelOrder.find(function (n) { return n.shown && hiddenNeighbours(n).length > 0; });
    if (target) {
      reveal(target);
      fit(); draw();
      var before = shownCount(), drawnBefore = stats.nodes, hiddenBefore = hiddenNeighbours(target).length;
      fire("dblclick", target);
      fit(); draw();
      report.expand = { id: target.id, hiddenBefore: hiddenBefore, shownBefore: before, shownAfter: shownCount(),
        nodesDrawnBefore: drawnBefore, nodesDrawnAfter: stats.nodes, edgesDrawnAfter: stats.edges };
    }
    report.errors = errors.slice();
    document.body.setAttribute("data-selftest", JSON.stringify(report));
  }
})();
"""#
}
