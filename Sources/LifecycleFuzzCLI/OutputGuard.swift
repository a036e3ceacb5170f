import Foundation

/// The one check every command that writes report files makes before any work: no two outputs on one file, no
/// output on an input the command reads, and no `.trace` output anywhere in the corpus folder (its platform
/// subfolders too), where every later run would read it as a trace (or it would overwrite one).
///
/// Paths are compared as real paths: symbolic links in their folders resolved, `.` and `..` removed, so
/// `./x` and `x`, or a corpus reached through a link, are one path.
enum OutputGuard {
  /// An output option and the path given to it.
  typealias Named = (option: String, given: String)

  /// Refuses `outputs` that collide with each other, with an input, or with the corpus.
  ///
  /// - Parameters:
  ///   - outputs: the files the command writes, by option.
  ///   - inputs: files the command reads, by option, that no output may replace.
  ///   - corpus: the corpus folder the command reads (its subfolders included).
  /// - Throws: ``ArgumentError`` naming the options and paths.
  static func check(outputs: [Named], inputs: [Named] = [], corpus: String?) throws(ArgumentError) {
    let resolvedOutputs = outputs.map { (option: $0.option, given: $0.given, path: realPath($0.given)) }
    let corpusPath = corpus.map(realPath)
    for (i, a) in resolvedOutputs.enumerated() {
      for b in resolvedOutputs.dropFirst(i + 1) where a.path == b.path {
        throw .sameOutputFile(option: b.option, path: b.given, other: a.option, otherPath: a.given)
      }
      for input in inputs where realPath(input.given) == a.path {
        throw .outputOverwritesInput(option: a.option, input: input.option, path: input.given)
      }
      if let corpusPath, a.path.hasSuffix(".trace"), a.path.hasPrefix(corpusPath == "/" ? "/" : corpusPath + "/") {
        throw .traceOutputInCorpus(option: a.option, path: a.given)
      }
    }
  }

  /// `path` absolute, with the symbolic links of its nearest existing folder resolved and no `.`, `..` or trailing
  /// slash; a path that exists is resolved whole (the file itself may be a link).
  static func realPath(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var head = absolute
    var tail: [String] = []
    while head != "/" {
      if let real = realpath(head, nil) {
        defer { free(real) }
        return ([String(cString: real)] + tail.reversed()).joined(separator: "/").replacingOccurrences(
          of: "//", with: "/")
      }
      tail.append((head as NSString).lastPathComponent)
      head = (head as NSString).deletingLastPathComponent
    }
    return absolute
  }
}
