import CZlib
import Foundation

/// Inflates deflate streams (raw, as in zip, or gzip-wrapped) with a cap on the output, so a zip bomb
/// stops at the cap instead of filling memory.
enum Inflater {
    enum Wrapping {
        case raw, gzip

        var windowBits: Int32 { self == .raw ? -15 : 15 + 16 }
    }

    enum Failure: Error {
        case damaged
        case tooLarge
    }

    /// The inflated bytes of `input`, at most `limit` of them.
    /// - Throws: ``Failure/tooLarge`` past `limit`, ``Failure/damaged`` for a damaged or truncated stream.
    /// - Complexity: O(n) in the output, memory at most `limit` plus one chunk.
    static func inflate(_ input: ArraySlice<UInt8>, wrapping: Wrapping, limit: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard inflateInit2_(&stream, wrapping.windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .damaged
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let input = Array(input)
        var status: Int32 = Z_OK
        input.withUnsafeBufferPointer { source in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                if output.count + produced > limit {
                    status = Z_MEM_ERROR
                    output.removeAll()
                    return
                }
                output.append(contentsOf: chunk[0..<produced])
            } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        if status == Z_MEM_ERROR && output.isEmpty { throw .tooLarge }
        guard status == Z_STREAM_END else { throw .damaged }
        return output
    }
}
