import Foundation

nonisolated extension String {
  /// The contents of a trace or results file as UTF-8 text.
  ///
  /// - Throws: ``TraceFileError`` naming `file`, the line of the first byte that is not UTF-8
  ///   and that byte's column (1-based, in bytes), so a corrupt file is found at its fault.
  package init(utf8File data: Data, file: String) throws(TraceFileError) {
    if let text = String(data: data, encoding: .utf8) {
      self = text
      return
    }
    var line = 1
    var column = 1
    var decoder = UTF8()
    var bytes = data.makeIterator()
    var offset = 0
    var lineStart = 0
    decoding: while true {
      switch decoder.decode(&bytes) {
      case .scalarValue(let s):
        offset += UTF8.width(s)
        if s == "\n" {
          line += 1
          lineStart = offset
        }
      case .emptyInput:
        break decoding
      case .error:
        column = offset - lineStart + 1
        break decoding
      }
    }
    throw TraceFileError(file: file, line: line, message: "not UTF-8 text (an invalid byte at column \(column))")
  }
}
