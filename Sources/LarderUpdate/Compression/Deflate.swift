import CZlib
import Foundation

/// zlib compression for delta and full-catalog payloads.
///
/// Payloads are small enough to hold in memory (a delta is kilobytes, a full catalog tens of megabytes);
/// inflation is bounded by the size the signed manifest announces, so a hostile payload cannot balloon.
public enum Deflate {
    /// Compresses `data` in the zlib format at the best compression level.
    /// - Complexity: O(n) in the size of `data`.
    public static func compress(_ data: Data) -> Data {
        var stream = z_stream()
        guard deflateInit_(&stream, Z_BEST_COMPRESSION, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            preconditionFailure("zlib refused to initialise deflate")
        }
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, UInt(data.count))))
        let written: Int = data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
                stream.next_in = UnsafeMutablePointer(
                    mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(out.count)
                let status = deflate(&stream, Z_FINISH)
                precondition(status == Z_STREAM_END, "deflateBound was too small")
                return Int(stream.total_out)
            }
        }
        output.count = written
        return output
    }

    /// Inflates zlib `data` that must expand to exactly `expectedSize` bytes.
    /// - Throws: ``UpdateError/corruptPayload(_:)`` when the stream is damaged, truncated, or of another size.
    /// - Complexity: O(n) in the inflated size.
    public static func decompress(_ data: Data, expectedSize: Int, name: String) throws(UpdateError) -> Data {
        // Checked before allocating: a size beyond the cap (or `Int.max`, where `+ 1` would trap) is refused.
        try FeedLimits.validate(expectedSize, maximum: FeedLimits.maxInflatedBytes, name: "\(name) inflated")
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corruptPayload(name)
        }
        defer { inflateEnd(&stream) }
        // One spare byte tells "exactly expectedSize" apart from "longer than announced".
        var output = Data(count: expectedSize + 1)
        let (status, produced): (Int32, Int) = data.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
                stream.next_in = UnsafeMutablePointer(
                    mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(out.count)
                let status = inflate(&stream, Z_FINISH)
                return (status, Int(stream.total_out))
            }
        }
        guard status == Z_STREAM_END, produced == expectedSize, stream.avail_in == 0 else {
            throw .corruptPayload(name)
        }
        output.count = produced
        return output
    }
}
