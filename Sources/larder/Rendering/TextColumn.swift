/// Text laid out in columns: the one padding every table of the CLI uses.
enum TextColumn {
    /// `text` cut or filled with spaces to `width` characters, the unit the tables measure their widths in
    /// (`name.count`), so a column lines up whatever the name's accents.
    static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - count)
    }
}
