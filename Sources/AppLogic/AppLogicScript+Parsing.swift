extension AppLogicScript {
  /// Reads a script's text: blank lines and `#` comments are skipped, `on ...` lines are handlers,
  /// other lines are `key: value` settings.
  ///
  /// - Throws: ``AppLogicError`` at the first line that cannot be read (a missing `:`, unbalanced
  ///   parentheses, an empty action, a setting given twice). Names are not checked here: the
  ///   platform's interpreter knows which it has.
  public init(parsing text: String) throws(AppLogicError) {
    try self.init(parsing: text, requiringHandler: true)
  }

  /// Reads a script's text as ``init(parsing:)`` does; without `requiringHandler`, a script with no handler is read
  /// too (its settings can then be checked, so that an error on an earlier line is named first).
  public init(parsing text: String, requiringHandler: Bool) throws(AppLogicError) {
    var settings: [Setting] = []
    var handlers: [Handler] = []
    var lineNumber = 0
    // Any line break: `\r\n` is one Character in Swift, which a split on "\n" would not break.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    // The line of the handler just read, while no other line came after it.
    var handlerBefore: Int?
    for (index, rawLine) in lines.enumerated() {
      lineNumber = index + 1
      var line = Substring(rawLine)
      // A byte-order mark (an editor's UTF-8 file) is no part of the first line.
      if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
      if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty { continue }
      if trimmed.hasPrefix("on ") || trimmed.hasPrefix("on\t") {
        do {
          handlers.append(try Self.handler(trimmed.dropFirst(3), line: lineNumber))
        } catch {
          throw Self.withContinuationHint(error, next: lines.dropFirst(index + 1).first, nextLine: lineNumber + 1)
        }
        handlerBefore = lineNumber
      } else {
        let setting: Setting
        do { setting = try Self.setting(trimmed, line: lineNumber) } catch {
          // An indented line after a handler was meant to go on with it (as in YAML or Python): say the rule.
          guard let handlerLine = handlerBefore, line.first == " " || line.first == "\t" else { throw error }
          throw AppLogicError(
            line: lineNumber,
            message: "an indented line does not go on with the handler on line \(handlerLine): a handler is one line")
        }
        if let earlier = settings.first(where: { $0.key == setting.key }) {
          throw AppLogicError(
            line: lineNumber, message: "setting '\(setting.key)' is given twice (first on line \(earlier.line))")
        }
        settings.append(setting)
        handlerBefore = nil
      }
    }
    // A script with no handler does nothing at all: most likely the wrong file, or an empty one.
    guard !handlers.isEmpty || !requiringHandler else {
      // The file's last line: a final line break ends that line, it starts none (`# only a comment\n` is one line).
      let lastLine = lines.count > 1 && lines.last?.isEmpty == true ? lines.count - 1 : lines.count
      throw AppLogicError(line: max(1, lastLine), message: "no handler: a script needs an 'on EVENT: ACTION' line")
    }
    self.init(settings: settings, handlers: handlers)
  }

  /// `error` of a handler cut short at the end of its line, with the rule said when the `next` line (`nextLine`)
  /// is indented as if it went on with it.
  private static func withContinuationHint(_ error: AppLogicError, next: Substring?, nextLine: Int) -> AppLogicError {
    guard error.message.hasSuffix("found the end of the line"), let next, next.first == " " || next.first == "\t",
      !next.trimmingSpaces.isEmpty
    else { return error }
    return AppLogicError(
      line: error.line, message: error.message + " (a handler is one line: line \(nextLine) does not go on with it)")
  }

  /// Reads one call, such as `present(lock, style=fullScreen)`, the whole text.
  ///
  /// - Throws: ``AppLogicError`` at `line` when the text is not exactly one call.
  public static func call(parsing text: String, line: Int) throws(AppLogicError) -> Call {
    var scanner = CallScanner(text: Substring(text), line: line)
    let call = try scanner.call()
    try scanner.expectEnd(after: "'\(call.name)'")
    return call
  }

  /// The longest excerpt of a line an error quotes, in characters: a 100 KB line is not repeated whole.
  static let excerptLength = 60

  /// `text` as an error quotes it: at most ``excerptLength`` characters then `…`, and each control character
  /// (a NUL byte, an escape) written as `\0` or `\u{1B}`, so a terminal neither hides nor acts on it.
  public static func excerpt(_ text: some StringProtocol) -> String {
    var out = ""
    for (count, character) in text.enumerated() {
      guard count < excerptLength else { return out + "…" }
      if character == "\0" {
        out += "\\0"
      } else if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
        scalar.properties.generalCategory == .control
      {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// What a name is, in words for an error: the reader's rule (``isName(_:)``).
  public static let nameRule = "names are ASCII letters, digits and '_', starting with a letter or '_'"

  /// Whether `word` is a name: a letter or `_`, then letters, digits and `_`.
  public static func isName(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first.isNameStart else { return false }
    return word.unicodeScalars.allSatisfy(\.isNamePart)
  }

  private static func setting(_ text: Substring, line: Int) throws(AppLogicError) -> Setting {
    guard let colon = text.firstIndex(of: ":") else {
      throw AppLogicError(
        line: line, message: "expected 'on EVENT: ACTION' or 'key: value', found '\(excerpt(text))'")
    }
    let key = String(text[..<colon].trimmingSpaces)
    let value = String(text[text.index(after: colon)...].trimmingSpaces)
    // `ON x:` or `On x:` was meant as a handler: say the keyword's case rather than "not a setting's name".
    if let space = key.firstIndex(where: { $0 == " " || $0 == "\t" }), key[..<space].lowercased() == "on" {
      throw AppLogicError(
        line: line,
        message: "'\(key[..<space])' is not a keyword: a handler starts with lowercase 'on' (as in 'on"
          + "\(key[space...])')")
    }
    guard isName(key) else {
      throw AppLogicError(line: line, message: "'\(excerpt(key))' is not a setting's name (\(Self.nameRule))")
    }
    guard !value.isEmpty else { throw AppLogicError(line: line, message: "setting '\(key)' has no value") }
    return Setting(key: key, value: value, line: line)
  }

  private static func handler(_ text: Substring, line: Int) throws(AppLogicError) -> Handler {
    var scanner = CallScanner(text: text, line: line)
    let event = try scanner.call()
    var conditions: [Condition] = []
    if scanner.skipKeyword("if") {
      repeat {
        conditions.append(try scanner.condition())
      } while scanner.skipKeyword("and")
    }
    guard scanner.skip(":") else {
      throw AppLogicError(line: line, message: "expected ':' after the event '\(event.name)'\(scanner.foundSuffix)")
    }
    var actions: [Call] = []
    repeat {
      actions.append(try scanner.call())
    } while scanner.skip(";")
    try scanner.expectEnd(after: "the actions")
    return Handler(event: event, conditions: conditions, actions: actions, line: line)
  }
}

/// Reads calls from one line, character by character.
nonisolated private struct CallScanner {
  let text: Substring
  let line: Int
  var index: Substring.Index

  init(text: Substring, line: Int) {
    self.text = text
    self.line = line
    self.index = text.startIndex
  }

  /// How deep the call being read is nested in others' arguments.
  private var depth = 0
  /// The deepest nesting read: a reader that recursed without bound would overflow its stack on a hostile line.
  static let maximumDepth = 32

  mutating func call() throws(AppLogicError) -> AppLogicScript.Call {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      throw AppLogicError(line: line, message: "calls nested deeper than \(Self.maximumDepth) levels")
    }
    skipSpaces()
    let start = index
    let name = word(where: \.isNamePart)
    try refuseNonASCII(from: start)
    guard let first = name.unicodeScalars.first, first.isNameStart else {
      throw AppLogicError(line: line, message: "expected a name\(foundSuffix)")
    }
    var arguments: [AppLogicScript.Argument] = []
    skipSpaces()
    if skip("(") {
      if !skip(")") {
        repeat {
          arguments.append(try argument())
        } while skip(",")
        guard skip(")") else {
          throw AppLogicError(line: line, message: "expected ',' or ')' in '\(name)(...)'\(foundSuffix)")
        }
      }
    }
    // A label given twice would let the first win silently, and the two may decide different verdicts: every call
    // (event, condition, action, a posted one) is read here, so one check covers them all.
    for (position, argument) in arguments.enumerated() {
      guard let label = argument.label, arguments[..<position].contains(where: { $0.label == label }) else { continue }
      throw AppLogicError(
        line: line, message: "'\(label)=' is given twice in '\(name)(...)' (expected each label once)")
    }
    return AppLogicScript.Call(name: name, arguments: arguments, line: line)
  }

  mutating func condition() throws(AppLogicError) -> AppLogicScript.Condition {
    try condition(of: call())
  }

  /// `call` as a condition: `not(...)` negates what it holds, however deep (`not(not(v))` is `v`).
  private func condition(of call: AppLogicScript.Call) throws(AppLogicError) -> AppLogicScript.Condition {
    guard call.name == "not" else { return AppLogicScript.Condition(negated: false, call: call) }
    guard call.arguments.count == 1, call.arguments[0].label == nil,
      let inner = call.arguments[0].asCall(line: line)
    else {
      throw AppLogicError(line: line, message: "'not' takes one condition: not(NAME)")
    }
    let held = try condition(of: inner)
    return AppLogicScript.Condition(negated: !held.negated, call: held.call)
  }

  private mutating func argument() throws(AppLogicError) -> AppLogicScript.Argument {
    skipSpaces()
    let start = index
    let first = word(where: \.isNamePart)
    skipSpaces()
    if !first.isEmpty, skip("=") {
      guard AppLogicScript.isName(first) else {
        throw AppLogicError(line: line, message: "'\(first)' is not an argument's label")
      }
      let (value, call) = try value()
      return AppLogicScript.Argument(label: first, value: value, call: call)
    }
    index = start
    let (value, call) = try value()
    return AppLogicScript.Argument(label: nil, value: value, call: call)
  }

  /// A word (`alert+1`, `0.5`, `fullScreen`) or a call with parentheses.
  private mutating func value() throws(AppLogicError) -> (String, AppLogicScript.Call?) {
    skipSpaces()
    let start = index
    let name = word(where: \.isNamePart)
    skipSpaces()
    if AppLogicScript.isName(name), peek == "(" {
      index = start
      let call = try call()
      return (call.canonicalText, call)
    }
    index = start
    let value = word(where: \.isValuePart)
    try refuseNonASCII(from: start)
    guard !value.isEmpty else { throw AppLogicError(line: line, message: "expected a value\(foundSuffix)") }
    return (value, nil)
  }

  /// Refuses a word from `start` that goes on with a letter or digit outside ASCII (`ключ`, `café`): the reader's
  /// rule, said, rather than a parse error at the first such character.
  private func refuseNonASCII(from start: Substring.Index) throws(AppLogicError) {
    guard let next = peek, !next.isASCII, next.isLetter || next.isNumber else { return }
    var end = index
    while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "." {
      end = text.index(after: end)
    }
    throw AppLogicError(
      line: line, message: "'\(text[start..<end])' is not a name: \(AppLogicScript.nameRule)")
  }

  mutating func skipKeyword(_ keyword: String) -> Bool {
    skipSpaces()
    let start = index
    if word(where: \.isNamePart) == keyword { return true }
    index = start
    return false
  }

  mutating func skip(_ character: Character) -> Bool {
    skipSpaces()
    guard peek == character else { return false }
    index = text.index(after: index)
    return true
  }

  mutating func expectEnd(after what: String) throws(AppLogicError) {
    skipSpaces()
    guard index == text.endIndex else {
      throw AppLogicError(line: line, message: "unexpected text after \(what)\(foundSuffix)")
    }
  }

  /// `, found 'rest'` or `, found the end of the line`.
  var foundSuffix: String {
    let rest = text[index...].trimmingSpaces
    return rest.isEmpty ? ", found the end of the line" : ", found '\(AppLogicScript.excerpt(rest))'"
  }

  private var peek: Character? { index < text.endIndex ? text[index] : nil }

  private mutating func skipSpaces() {
    while let character = peek, character == " " || character == "\t" { index = text.index(after: index) }
  }

  private mutating func word(where belongs: (Unicode.Scalar) -> Bool) -> String {
    let start = index
    while let character = peek, character.unicodeScalars.count == 1, belongs(character.unicodeScalars.first!) {
      index = text.index(after: index)
    }
    return String(text[start..<index])
  }
}

nonisolated extension Unicode.Scalar {
  fileprivate var isNameStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" }
  fileprivate var isNamePart: Bool { isNameStart || ("0"..."9").contains(self) }
  /// A word value: a name's characters and `.`, `+`, `-` (`0.5`, `alert+1`, `-1`).
  fileprivate var isValuePart: Bool { isNamePart || self == "." || self == "+" || self == "-" }
}

nonisolated extension Substring {
  var trimmingSpaces: Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" || first == "\r" { result = result.dropFirst() }
    while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
    return result
  }
}
