extension HTMLGraphAssets {
    /// Pointer, wheel and pinch input, the opening fragment, and the #selftest hook.
    static let inputScript = #"""
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
