import Foundation

/// Keys a JSON text gives twice in one object: `JSONDecoder` keeps one of them without a word, so a results
/// file's configuration could say two things and be read as one.
nonisolated enum JSONKeyCheck {
  /// The first key that an object of `json` has twice (escapes decoded, so `"\u0073eed"` is `seed`), or `nil`.
  /// Reads only strings and brackets; malformed JSON is left to the decoder.
  static func firstDuplicateKey(in json: String) -> String? {
    let bytes = Array(json.utf8)
    // One entry per open object or array: the keys seen so far, `nil` for an array.
    var open: [[String]?] = []
    var lastString: String?
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
        guard j < bytes.count else { return nil }
        lastString = try? JSONDecoder().decode(String.self, from: Data(bytes[i...j]))
        i = j + 1
        continue
      }
      switch b {
      case UInt8(ascii: "{"): open.append([])
      case UInt8(ascii: "["): open.append(nil)
      case UInt8(ascii: "}"), UInt8(ascii: "]"): if !open.isEmpty { open.removeLast() }
      case UInt8(ascii: ":"):
        if let key = lastString, let keys = open.last, let seen = keys {
          if seen.contains(key) { return key }
          open[open.count - 1] = seen + [key]
        }
      default: break
      }
      if b != UInt8(ascii: " ") && b != UInt8(ascii: "\t") && b != UInt8(ascii: "\n") && b != UInt8(ascii: "\r") {
        lastString = nil
      }
      i += 1
    }
    return nil
  }
}
