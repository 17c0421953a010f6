import Foundation
import LarderCore
import LarderUpdate
import RecipeFormats

/// Reads the bytes of what the user named for import: a file, every recipe file in a folder,
/// standard input (`-`) or an http(s) page, each within the size cap.
enum ImportSourceLoader {
    /// One readable unit: its name for messages, file name and page address, and its bytes or why not.
    struct Unit {
        var name: String
        var fileName: String?
        var pageURL: String?
        var bytes: Result<[UInt8], ImportFailure>
    }

    struct ImportFailure: Error {
        var message: String
    }

    /// File name extensions read from a folder.
    static let extensions: Set<String> = ["html", "htm", "xhtml", "json", "jsonld", "cook", "paprikarecipes", "paprikarecipe", "zip"]
    static let maxFolderFiles = 10_000
    static let maxFolderDepth = 8

    /// The units `source` names (several for a folder).
    static func units(_ source: String) -> [Unit] {
        let limit = RecipeSourceReader.maxSourceBytes
        if source == "-" {
            return [Unit(name: "standard input", bytes: Result { () throws(ImportFailure) in
                do {
                    return Array(try BoundedFile.read("/dev/stdin", limit: limit, name: "standard input", stream: true))
                } catch {
                    throw ImportFailure(message: "\(error)")
                }
            })]
        }
        if let scheme = source.range(of: "://").map({ source[..<$0.lowerBound].lowercased() }), !scheme.contains("/") {
            guard scheme == "http" || scheme == "https", let url = URL(string: source), url.host != nil else {
                return [Unit(name: source, bytes: .failure(ImportFailure(message: "\(source): only http and https addresses can be imported")))]
            }
            let bytes = Result { () throws(ImportFailure) in
                do {
                    return Array(try PageDownload.fetch(url, limit: limit))
                } catch {
                    throw ImportFailure(message: "\(error)")
                }
            }
            return [Unit(name: source, fileName: url.lastPathComponent, pageURL: source, bytes: bytes)]
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else {
            return [Unit(name: source, bytes: .failure(ImportFailure(message: "\(source): no such file or folder")))]
        }
        if isFolder.boolValue {
            let files = folderFiles(source)
            if files.isEmpty {
                return [Unit(name: source, bytes: .failure(ImportFailure(message: "\(source): the folder holds no recipe files")))]
            }
            return files.map(fileUnit)
        }
        return [fileUnit(source)]
    }

    static func fileUnit(_ path: String) -> Unit {
        let limit = RecipeSourceReader.maxSourceBytes
        let bytes = Result { () throws(ImportFailure) in
            // The size is checked before reading, so a 2 GB file fails at once.
            if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
                throw ImportFailure(message: InputLimitError.tooLarge(name: path, limit: limit).description)
            }
            do {
                return Array(try BoundedFile.read(path, limit: limit, name: path))
            } catch {
                throw ImportFailure(message: "\(error)")
            }
        }
        return Unit(name: path, fileName: (path as NSString).lastPathComponent, bytes: bytes)
    }

    /// Recipe files under `folder`, sorted, skipping hidden ones, not following links out of it.
    static func folderFiles(_ folder: String) -> [String] {
        var found: [String] = []
        var work: [(String, Int)] = [(folder, 0)]
        while let (current, depth) = work.popLast(), found.count < maxFolderFiles {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = (current as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                if isFolder.boolValue {
                    if depth + 1 < maxFolderDepth && !isLink { work.append((path, depth + 1)) }
                } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
