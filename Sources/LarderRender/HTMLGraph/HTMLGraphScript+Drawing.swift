extension HTMLGraphAssets {
    /// The view, the drawing of edges, nodes and labels, hit testing and expansion.
    static let drawingScript = #"""
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

"""#
}
