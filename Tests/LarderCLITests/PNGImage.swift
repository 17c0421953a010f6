import Foundation
import LarderUpdate

/// A minimal PNG reader for the browser test: 8-bit RGB or RGBA, not interlaced (what Chromium writes).
struct PNGImage {
    struct Unsupported: Error, CustomStringConvertible { var description: String }

    let width: Int
    let height: Int
    /// Bytes per pixel (3 or 4).
    let channels: Int
    /// Unfiltered pixel rows, `width · channels` bytes each.
    let pixels: [UInt8]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Unsupported(description: "not a PNG")
        }
        var offset = 8, width = 0, height = 0, channels = 0
        var compressed = Data()
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw Unsupported(description: "truncated chunk \(type)") }
            switch type {
            case "IHDR":
                width = be32(body)
                height = be32(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 12] == 0 else { throw Unsupported(description: "bit depth or interlace") }
                switch bytes[body + 9] {
                case 2: channels = 3
                case 6: channels = 4
                default: throw Unsupported(description: "colour type \(bytes[body + 9])")
                }
            case "IDAT": compressed.append(contentsOf: bytes[body..<body + length])
            default: break
            }
            offset = body + length + 4
        }
        guard width > 0, height > 0, channels > 0 else { throw Unsupported(description: "no IHDR") }
        let stride = width * channels
        let raw = [UInt8](try Deflate.decompress(compressed, expectedSize: height * (stride + 1), name: "png"))
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let line = y * (stride + 1) + 1
            for x in 0..<stride {
                let a = x >= channels ? Int(out[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(out[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Unsupported(description: "filter \(filter)")
                }
                out[y * stride + x] = UInt8((Int(raw[line + x]) + predictor) & 0xFF)
            }
        }
        self.width = width
        self.height = height
        self.channels = channels
        self.pixels = out
    }

    /// The colour at (x, y) as 0xRRGGBB.
    func rgb(_ x: Int, _ y: Int) -> Int {
        let i = (y * width + x) * channels
        return Int(pixels[i]) << 16 | Int(pixels[i + 1]) << 8 | Int(pixels[i + 2])
    }
}
