#if canImport(Glibc)
    import Glibc
#endif

/// Runs each file in `paths` through `target`, as libFuzzer would; returns the exit status.
public func replay(_ paths: some Sequence<String>, through target: (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var count = 0
    for path in paths {
        guard let file = fopen(path, "rb") else {
            print("cannot read \(path)")
            return 2
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let read = fread(&chunk, 1, chunk.count, file)
            if read <= 0 { break }
            bytes += chunk[..<read]
        }
        fclose(file)
        _ = bytes.withUnsafeBufferPointer { target($0.baseAddress, $0.count) }
        count += 1
    }
    print("replayed \(count) inputs")
    return 0
}
