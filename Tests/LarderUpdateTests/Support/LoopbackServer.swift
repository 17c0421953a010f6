import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 file server on 127.0.0.1 for feed tests: one connection at a time, `Connection:
/// close`, and a fault switch. It accepts at most `requestLimit` connections and stops with ``stop()``
/// or when dropped, so a test can never leave it serving.
final class LoopbackServer: @unchecked Sendable {
    enum Mode: Sendable {
        /// Serve files from the root.
        case serve
        /// Answer every request with this status and no body.
        case status(Int)
        /// For files longer than this, announce the full length but send only this many bytes, then close.
        case cutAfter(Int)
        /// Send `byte` without end and without a length, until the client hangs up.
        case streamForever(UInt8)
        /// Announce `length` bytes, then send one byte every `interval` milliseconds until the client
        /// hangs up (at most a minute).
        case stall(length: Int, interval: Int)
        /// Answer with this body as `Content-Encoding: deflate` and no length (a small zlib stream that
        /// inflates enormously).
        case deflateBomb(Data)
        /// Announce this `Content-Length` (any text), then send nothing and close.
        case announce(String)
    }

    let root: URL
    private(set) var port: UInt16 = 0
    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var currentMode: Mode = .serve
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)
    private let requestLimit = 200

    var mode: Mode {
        get { lock.withLock { currentMode } }
        set { lock.withLock { currentMode = newValue } }
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }

    init(root: URL) throws {
        self.root = root
        socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw ServerError.socket }
        var yes: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socketDescriptor, 16) == 0 else {
            close(socketDescriptor)
            throw ServerError.socket
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(socketDescriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    func stop() {
        let wasRunning = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard wasRunning else { return }
        finished.wait()
        close(socketDescriptor)
    }

    private func acceptLoop() {
        defer { finished.signal() }
        var served = 0
        while served < requestLimit, !lock.withLock({ stopped }) {
            var poller = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(socketDescriptor, nil, nil)
            guard connection >= 0 else { continue }
            served += 1
            handle(connection)
            close(connection)
        }
    }

    private func handle(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 16_384, request.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            request.append(contentsOf: buffer[0..<count])
        }
        let line = String(decoding: request.prefix { $0 != 0x0D }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1].dropFirst()) : ""
        switch mode {
        case let .status(code):
            send(connection, header(status: code, length: 0))
        case let .cutAfter(limit):
            guard let body = file(path) else { send(connection, header(status: 404, length: 0)); return }
            send(connection, header(status: 200, length: body.count) + body.prefix(max(limit, 0)))
        case .serve:
            guard let body = file(path) else { send(connection, header(status: 404, length: 0)); return }
            send(connection, header(status: 200, length: body.count) + body)
        case let .streamForever(byte):
            guard send(connection, Data("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n".utf8)) else { return }
            let chunk = Data(repeating: byte, count: 64 * 1024)
            while !lock.withLock({ stopped }), send(connection, chunk) {}
        case let .stall(length, interval):
            guard send(connection, header(status: 200, length: length)) else { return }
            for _ in 0..<min(length, 60_000 / max(interval, 1)) {
                guard !lock.withLock({ stopped }), send(connection, Data("{".utf8)) else { return }
                usleep(useconds_t(interval * 1000))
            }
        case let .deflateBomb(body):
            send(connection, Data("HTTP/1.1 200 OK\r\nContent-Encoding: deflate\r\nConnection: close\r\n\r\n".utf8) + body)
        case let .announce(length):
            send(connection, Data("HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n".utf8))
        }
    }

    private func file(_ path: String) -> Data? {
        guard !path.contains("..") else { return nil }
        return try? Data(contentsOf: root.appendingPathComponent(path))
    }

    private func header(status: Int, length: Int) -> Data {
        Data("HTTP/1.1 \(status) Status\r\nContent-Length: \(length)\r\nConnection: close\r\n\r\n".utf8)
    }

    /// Sends all of `data`; `false` when the client has gone.
    @discardableResult
    private func send(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    enum ServerError: Error { case socket }
}
