import Foundation
import Glibc

extension FileHandle {
    /// What one read of the handle gives (up to 64 KiB; empty at its end), read again when a signal
    /// interrupts it (`EINTR`), where Foundation's `availableData` stops the test process.
    public func readAvailableRetryingInterrupts() throws -> Data {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Data(buffer[..<count]) }
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    }

    /// Everything left to read, to the handle's end, read again when a signal interrupts a read.
    public func readToEndRetryingInterrupts() throws -> Data {
        var all = Data()
        while true {
            let chunk = try readAvailableRetryingInterrupts()
            if chunk.isEmpty { return all }
            all.append(chunk)
        }
    }
}
