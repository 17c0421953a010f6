import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Graphviz functions the renderer calls, bound on first use with `dlopen`/`dlsym` so that only a
/// command that draws a graph loads libgvc and its companions (the binary does not link them).
struct GraphvizLibrary: @unchecked Sendable {
    typealias Graph = UnsafeMutablePointer<Agraph_t>
    typealias Text = UnsafeMutablePointer<CChar>

    let gvContext: @convention(c) () -> OpaquePointer?
    let gvContextPlugins: @convention(c) (UnsafePointer<lt_symlist_t>?, Int32) -> OpaquePointer?
    let gvFreeContext: @convention(c) (OpaquePointer?) -> Int32
    let gvLayout: @convention(c) (OpaquePointer?, Graph?, UnsafePointer<CChar>?) -> Int32
    let gvFreeLayout: @convention(c) (OpaquePointer?, Graph?) -> Int32
    let gvRenderData: @convention(c) (
        OpaquePointer?, Graph?, UnsafePointer<CChar>?, UnsafeMutablePointer<Text?>?, UnsafeMutablePointer<UInt32>?
    ) -> Int32
    let gvFreeRenderData: @convention(c) (Text?) -> Void
    let agmemread: @convention(c) (UnsafePointer<CChar>?) -> Graph?
    let agopen: @convention(c) (Text?, Agdesc_t, UnsafeMutablePointer<Agdisc_t>?) -> Graph?
    let agclose: @convention(c) (Graph?) -> Int32
    let agnode: @convention(c) (Graph?, Text?, Int32) -> UnsafeMutablePointer<Agnode_t>?
    let agedge: @convention(c) (
        Graph?, UnsafeMutablePointer<Agnode_t>?, UnsafeMutablePointer<Agnode_t>?, Text?, Int32
    ) -> UnsafeMutablePointer<Agedge_t>?
    let agattr: @convention(c) (Graph?, Int32, Text?, Text?) -> UnsafeMutablePointer<Agsym_t>?
    let agxset: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Agsym_t>?, Text?) -> Int32
    let agstrdup_html: @convention(c) (Graph?, Text?) -> Text?
    let agstrfree: @convention(c) (Graph?, Text?) -> Int32
    let agseterr: @convention(c) (agerrlevel_t) -> agerrlevel_t
    let agreseterrors: @convention(c) () -> Int32
    let agerrors: @convention(c) () -> Int32
    let aglasterr: @convention(c) () -> Text?
    /// cgraph's descriptor of an undirected, non-strict graph (`Agundirected`).
    let undirected: Agdesc_t

    /// The file `dlopen` loads (libgvc's run-time name; it brings libcgraph and libcdt).
    static let fileName = "libgvc.so.6"

    /// The library, loaded once per process on first use, or why it could not be loaded.
    static let shared: Result<GraphvizLibrary, RenderError> = load()

    private static func load() -> Result<GraphvizLibrary, RenderError> {
        guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.graphvizUnavailable("\(reason) (install Graphviz: the graphviz package)"))
        }
        var missing: [String] = []
        let undirected = dlsym(handle, "Agundirected").map { $0.load(as: Agdesc_t.self) }
        if undirected == nil { missing.append("Agundirected") }
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let address = dlsym(handle, name) else {
                missing.append(name)
                return nil
            }
            return unsafeBitCast(address, to: type)
        }
        let library = GraphvizLibrary(
            gvContext: symbol("gvContext", as: (@convention(c) () -> OpaquePointer?).self),
            gvContextPlugins: symbol("gvContextPlugins", as: (@convention(c) (UnsafePointer<lt_symlist_t>?, Int32) -> OpaquePointer?).self),
            gvFreeContext: symbol("gvFreeContext", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            gvLayout: symbol("gvLayout", as: (@convention(c) (OpaquePointer?, Graph?, UnsafePointer<CChar>?) -> Int32).self),
            gvFreeLayout: symbol("gvFreeLayout", as: (@convention(c) (OpaquePointer?, Graph?) -> Int32).self),
            gvRenderData: symbol("gvRenderData", as: (@convention(c) (
                OpaquePointer?, Graph?, UnsafePointer<CChar>?, UnsafeMutablePointer<Text?>?, UnsafeMutablePointer<UInt32>?
            ) -> Int32).self),
            gvFreeRenderData: symbol("gvFreeRenderData", as: (@convention(c) (Text?) -> Void).self),
            agmemread: symbol("agmemread", as: (@convention(c) (UnsafePointer<CChar>?) -> Graph?).self),
            agopen: symbol("agopen", as: (@convention(c) (Text?, Agdesc_t, UnsafeMutablePointer<Agdisc_t>?) -> Graph?).self),
            agclose: symbol("agclose", as: (@convention(c) (Graph?) -> Int32).self),
            agnode: symbol("agnode", as: (@convention(c) (Graph?, Text?, Int32) -> UnsafeMutablePointer<Agnode_t>?).self),
            agedge: symbol("agedge", as: (@convention(c) (
                Graph?, UnsafeMutablePointer<Agnode_t>?, UnsafeMutablePointer<Agnode_t>?, Text?, Int32
            ) -> UnsafeMutablePointer<Agedge_t>?).self),
            agattr: symbol("agattr", as: (@convention(c) (Graph?, Int32, Text?, Text?) -> UnsafeMutablePointer<Agsym_t>?).self),
            agxset: symbol("agxset", as: (@convention(c) (
                UnsafeMutableRawPointer?, UnsafeMutablePointer<Agsym_t>?, Text?
            ) -> Int32).self),
            agstrdup_html: symbol("agstrdup_html", as: (@convention(c) (Graph?, Text?) -> Text?).self),
            agstrfree: symbol("agstrfree", as: (@convention(c) (Graph?, Text?) -> Int32).self),
            agseterr: symbol("agseterr", as: (@convention(c) (agerrlevel_t) -> agerrlevel_t).self),
            agreseterrors: symbol("agreseterrors", as: (@convention(c) () -> Int32).self),
            agerrors: symbol("agerrors", as: (@convention(c) () -> Int32).self),
            aglasterr: symbol("aglasterr", as: (@convention(c) () -> Text?).self),
            undirected: undirected)
        guard let library, missing.isEmpty else {
            return .failure(.graphvizUnavailable("\(fileName) lacks \(missing.joined(separator: ", "))"))
        }
        return .success(library)
    }

    /// Binds every field, or `nil` when one is missing.
    private init?(
        gvContext: (@convention(c) () -> OpaquePointer?)?,
        gvContextPlugins: (@convention(c) (UnsafePointer<lt_symlist_t>?, Int32) -> OpaquePointer?)?,
        gvFreeContext: (@convention(c) (OpaquePointer?) -> Int32)?,
        gvLayout: (@convention(c) (OpaquePointer?, Graph?, UnsafePointer<CChar>?) -> Int32)?,
        gvFreeLayout: (@convention(c) (OpaquePointer?, Graph?) -> Int32)?,
        gvRenderData: (@convention(c) (
            OpaquePointer?, Graph?, UnsafePointer<CChar>?, UnsafeMutablePointer<Text?>?, UnsafeMutablePointer<UInt32>?
        ) -> Int32)?,
        gvFreeRenderData: (@convention(c) (Text?) -> Void)?,
        agmemread: (@convention(c) (UnsafePointer<CChar>?) -> Graph?)?,
        agopen: (@convention(c) (Text?, Agdesc_t, UnsafeMutablePointer<Agdisc_t>?) -> Graph?)?,
        agclose: (@convention(c) (Graph?) -> Int32)?,
        agnode: (@convention(c) (Graph?, Text?, Int32) -> UnsafeMutablePointer<Agnode_t>?)?,
        agedge: (@convention(c) (
            Graph?, UnsafeMutablePointer<Agnode_t>?, UnsafeMutablePointer<Agnode_t>?, Text?, Int32
        ) -> UnsafeMutablePointer<Agedge_t>?)?,
        agattr: (@convention(c) (Graph?, Int32, Text?, Text?) -> UnsafeMutablePointer<Agsym_t>?)?,
        agxset: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<Agsym_t>?, Text?) -> Int32)?,
        agstrdup_html: (@convention(c) (Graph?, Text?) -> Text?)?,
        agstrfree: (@convention(c) (Graph?, Text?) -> Int32)?,
        agseterr: (@convention(c) (agerrlevel_t) -> agerrlevel_t)?,
        agreseterrors: (@convention(c) () -> Int32)?,
        agerrors: (@convention(c) () -> Int32)?,
        aglasterr: (@convention(c) () -> Text?)?,
        undirected: Agdesc_t?
    ) {
        guard let gvContext, let gvContextPlugins, let gvFreeContext, let gvLayout, let gvFreeLayout, let gvRenderData, let gvFreeRenderData,
              let agmemread, let agopen, let agclose, let agnode, let agedge, let agattr, let agxset, let agstrdup_html,
              let agstrfree, let agseterr, let agreseterrors, let agerrors, let aglasterr, let undirected
        else { return nil }
        self.gvContext = gvContext
        self.gvContextPlugins = gvContextPlugins
        self.gvFreeContext = gvFreeContext
        self.gvLayout = gvLayout
        self.gvFreeLayout = gvFreeLayout
        self.gvRenderData = gvRenderData
        self.gvFreeRenderData = gvFreeRenderData
        self.agmemread = agmemread
        self.agopen = agopen
        self.agclose = agclose
        self.agnode = agnode
        self.agedge = agedge
        self.agattr = agattr
        self.agxset = agxset
        self.agstrdup_html = agstrdup_html
        self.agstrfree = agstrfree
        self.agseterr = agseterr
        self.agreseterrors = agreseterrors
        self.agerrors = agerrors
        self.aglasterr = aglasterr
        self.undirected = undirected
    }
}

extension GraphvizLibrary {
    /// Runs `body` with a Graphviz context that holds only the plugin libraries named (`core`,
    /// `neato_layout`, `dot_layout`: the files `libgvplugin_<name>.so.6` in Graphviz's plugin folder,
    /// `graphviz/` beside libgvc, where Graphviz looks for them itself). Graphviz's plugin list is not
    /// read and no text layout plugin is loaded, so pango, cairo and fontconfig stay unloaded and text is
    /// measured with Graphviz's own font metrics.
    func withContext<T>(
        plugins names: [String], _ body: (OpaquePointer) throws(RenderError) -> T
    ) throws(RenderError) -> T {
        // glibc's `dladdr` and its `Dl_info` (four pointers, the first the object's path) are GNU
        // extensions that Swift's Glibc module leaves out.
        typealias Lookup = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
        var info: (UnsafePointer<CChar>?, UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) = (nil, nil, nil, nil)
        guard let dladdr = dlsym(dlopen(nil, RTLD_NOW), "dladdr").map({ unsafeBitCast($0, to: Lookup.self) }),
              withUnsafeMutableBytes(of: &info, { dladdr(unsafeBitCast(gvContextPlugins, to: UnsafeRawPointer.self), $0.baseAddress) }) != 0,
              let file = info.0
        else {
            throw .graphvizUnavailable("cannot find \(Self.fileName)'s folder")
        }
        let path = String(cString: file)
        let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)] + "/graphviz/"
        var symbols = [lt_symlist_t]()
        defer { for symbol in symbols { free(UnsafeMutableRawPointer(mutating: symbol.name)) } }
        for name in names {
            guard let handle = dlopen(folder + "libgvplugin_\(name).so.6", RTLD_NOW | RTLD_LOCAL) else {
                let reason = dlerror().map { String(cString: $0) } ?? "not found"
                throw .graphvizUnavailable("\(reason) (install Graphviz: the graphviz package)")
            }
            let symbol = "gvplugin_\(name)_LTX_library"
            guard let library = dlsym(handle, symbol) else { throw .graphvizUnavailable("\(folder)libgvplugin_\(name).so.6 lacks \(symbol)") }
            symbols.append(lt_symlist_t(name: strdup(symbol), address: library))
        }
        symbols.append(lt_symlist_t(name: nil, address: nil))
        // Graphviz reads the list while it makes the context (no demand loading: nothing else is looked up).
        let made = symbols.withUnsafeBufferPointer { gvContextPlugins($0.baseAddress, 0) }
        guard let context = made else { throw .graphvizUnavailable("no Graphviz context") }
        defer { _ = gvFreeContext(context) }
        return try body(context)
    }
}

