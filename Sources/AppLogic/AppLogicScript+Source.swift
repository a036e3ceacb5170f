extension AppLogicScript {
  /// ``canonicalLines``, each followed by `  # FILE:LINE` (the file and line it was read from) when ``file`` is
  /// known: what a trace's `app-logic:` lines carry, so that `explain` names the user's own line. The note is a
  /// comment to the reader, so the fingerprint, and a build that reads no note, see the canonical lines.
  public var annotatedLines: [String] {
    guard let file, !file.isEmpty, !file.contains(where: \.isNewline) else { return canonicalLines }
    let lines = settings.map(\.line) + handlers.map(\.line)
    return zip(canonicalLines, lines).map { "\($0)  # \(file):\($1)" }
  }

  /// `script` (read from a trace's `app-logic:` `lines`, numbered by position) numbered by the file the lines'
  /// notes name (``annotatedLines``), with ``file`` set; `script` itself when a line has no note, the notes name
  /// two files, a line twice or a line past 100,000, or their lines read as another script.
  public static func placing(_ script: AppLogicScript, notedIn lines: [String]) -> AppLogicScript {
    var file: String?
    var numbers: [Int] = []
    for line in lines {
      // A canonical line has no `#`: the first one starts the note.
      guard let hash = line.firstIndex(of: "#") else { return script }
      let note = line[line.index(after: hash)...].trimmingSpaces
      guard let colon = note.lastIndex(of: ":"), let number = Int(note[note.index(after: colon)...]),
        (1...100_000).contains(number)
      else { return script }
      let name = String(note[..<colon])
      guard !name.isEmpty, file == nil || file == name else { return script }
      file = name
      numbers.append(number)
    }
    guard let file, let last = numbers.max(), Set(numbers).count == numbers.count else { return script }
    // Each line at its own number, blank lines between: the parser numbers them as the user's file did.
    var text = [Substring](repeating: "", count: last)
    for (line, number) in zip(lines, numbers) { text[number - 1] = line.prefix { $0 != "#" } }
    guard var placed = try? AppLogicScript(parsing: text.joined(separator: "\n")),
      placed.canonicalText == script.canonicalText
    else { return script }
    placed.file = file
    return placed
  }
}
