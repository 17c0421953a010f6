// The interactive HTML graph's script, inline in every page HTMLGraphWriter writes: plain ES5-era
// JavaScript on a 2D canvas, no library, no network.

extension HTMLGraphAssets {
    /// The script: drawing, pan and zoom, dragging, details, expansion, search, and the #selftest hook,
    /// in three parts (one closure: the first opens it, the last closes it).
    static let script = [drawingScript, panelScript, inputScript].joined(separator: "\n")
}
