import CSQLiteSession
import Foundation
import LarderKit
import Testing

/// The block allocator ``SQLiteProcess/useBlockAllocator()`` hands SQLite, called through its methods directly
/// (whether SQLite itself uses it in this test process depends on which test opened a connection first).
@Suite struct BlockAllocatorTests {
    /// The allocator's methods (read where used: the C struct is not `Sendable`).
    static func blockMethods() -> sqlite3_mem_methods { larder_sqlite_block_allocator()!.pointee }

    /// Capacities by the rule written out: up to 1,024 bytes rounded up to 16, above it to 8.
    @Test func sizesAreRoundedAsDocumented() throws {
        let methods = Self.blockMethods()
        let expected: [(Int32, Int32)] = [(1, 16), (16, 16), (17, 32), (100, 112), (1_000, 1_008), (1_024, 1_024), (1_025, 1_032), (5_000, 5_000)]
        for (request, capacity) in expected {
            #expect(methods.xRoundup(request) == capacity)
            let block = try #require(methods.xMalloc(request))
            #expect(methods.xSize(block) == capacity)
            #expect(Int(bitPattern: block) % 8 == 0)
            methods.xFree(block)
        }
    }

    /// Live blocks never overlap, and a reallocation keeps the bytes: every block is filled with its own byte
    /// and checked after thousands of allocations, frees and reallocations on four threads at once.
    @Test func blocksKeepTheirBytesUnderConcurrentUse() async throws {
        let failures = await withTaskGroup(of: Int.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    let methods = Self.blockMethods()
                    var generator = SystemRandomNumberGenerator()
                    var live: [(pointer: UnsafeMutableRawPointer, size: Int, byte: UInt8)] = []
                    var failures = 0
                    let pattern = UnsafeMutableRawPointer.allocate(byteCount: 2_000, alignment: 8)
                    defer { pattern.deallocate() }
                    /// Whether the first `size` bytes at `block` all hold `byte`.
                    func holds(_ block: UnsafeMutableRawPointer, _ size: Int, _ byte: UInt8) -> Bool {
                        memset(pattern, Int32(byte), size)
                        return memcmp(block, pattern, size) == 0
                    }
                    for step in 0..<20_000 {
                        let byte = UInt8(truncatingIfNeeded: thread &* 61 &+ step)
                        switch Int.random(in: 0..<10, using: &generator) {
                        case 0..<5:
                            let size = Int.random(in: 1...2_000, using: &generator)
                            guard let block = methods.xMalloc(Int32(size)) else { failures += 1; continue }
                            memset(block, Int32(byte), size)
                            live.append((block, size, byte))
                        case 5..<7 where !live.isEmpty:
                            let index = Int.random(in: 0..<live.count, using: &generator)
                            let old = live[index]
                            let size = Int.random(in: 1...2_000, using: &generator)
                            guard let block = methods.xRealloc(old.pointer, Int32(size)) else { failures += 1; continue }
                            let kept = min(size, old.size)
                            if !holds(block, kept, old.byte) { failures += 1 }
                            memset(block, Int32(byte), size)
                            live[index] = (block, size, byte)
                        default:
                            guard !live.isEmpty else { continue }
                            let old = live.remove(at: Int.random(in: 0..<live.count, using: &generator))
                            if !holds(old.pointer, old.size, old.byte) { failures += 1 }
                            methods.xFree(old.pointer)
                        }
                    }
                    for block in live {
                        if !holds(block.pointer, block.size, block.byte) { failures += 1 }
                        methods.xFree(block.pointer)
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    /// Once a connection has opened, SQLite is initialized and keeps its allocator: the call changes nothing.
    /// (It is not called before: another suite's connection opening at the same moment on another thread
    /// would then free malloc's blocks into this allocator. The `larder` process tests run SQLite on it.)
    @Test func comesTooLateAfterTheFirstConnection() {
        var db: OpaquePointer?
        #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
        sqlite3_close(db)
        #expect(SQLiteProcess.useBlockAllocator() == false)
    }
}
