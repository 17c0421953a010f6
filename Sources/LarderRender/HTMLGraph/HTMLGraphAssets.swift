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
}
