/// Text cut into lines of a given width without losing any of it: what `explain`'s text tables print where a cell
/// or a line is wider than its column, so that nothing is cut off.
public nonisolated enum TextWrapping {
  /// `text` in pieces of at most `width` characters, broken after a space, a comma or a hyphen where one falls in
  /// the piece, otherwise at the width; a space a piece ends with is dropped. An empty text is one empty piece.
  public static func pieces(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var rest = Substring(text)
    var out: [String] = []
    while rest.count > width {
      let head = rest.prefix(width + 1)
      // A space just past the width ends a full piece; otherwise the last break point that leaves a non-empty
      // piece of at most `width` characters, or the width itself.
      var cut = head.index(head.startIndex, offsetBy: width)
      if head.last != " " {
        var i = head.index(before: cut)
        while i > head.startIndex {
          let c = head[i]
          if c == " " || c == "," || c == "-" {
            cut = head.index(after: i)
            break
          }
          i = head.index(before: i)
        }
      }
      var piece = String(rest[..<cut])
      while piece.hasSuffix(" ") { piece.removeLast() }
      out.append(piece)
      rest = rest[cut...].drop { $0 == " " }
    }
    out.append(String(rest))
    return out
  }

  /// `items` after `prefix`, separated by `, ` and broken only between items (an item wider than a line is broken
  /// as ``pieces(_:width:)`` breaks it), each continuation after `indent`: a list whose items stay whole.
  public static func list(_ items: [String], prefix: String, width: Int, indent: String) -> [String] {
    var lines: [String] = []
    var line = prefix
    for (i, item) in items.enumerated() {
      let text = item + (i + 1 < items.count ? "," : "")
      let isEmpty = line == prefix || line == indent
      if !isEmpty, line.count + 1 + text.count > width {
        lines.append(line)
        line = indent
      }
      line += (line == prefix || line == indent ? "" : " ") + text
    }
    lines.append(line)
    return lines.flatMap { Self.lines($0, width: width, indent: indent) }
  }

  /// `line` as lines of at most `width` characters: the first as it starts, each continuation after `indent`.
  public static func lines(_ line: String, width: Int, indent: String) -> [String] {
    guard line.count > width else { return [line] }
    let first = pieces(line, width: width)
    guard first.count > 1 else { return first }
    let rest = line.dropFirst(first[0].count).drop { $0 == " " }
    return [first[0]] + pieces(String(rest), width: width - indent.count).map { indent + $0 }
  }
}
