import LifecycleFuzz

/// Walks a command's arguments left to right: options, their values, numbers and lists.
///
/// Every subcommand reads its arguments with one scanner, so a value, a number or a profile
/// list is parsed (and its error worded) the same way everywhere.
///
/// ```swift
/// var scanner = ArgumentScanner(["--traces", "40", "corpus"])
/// while let argument = scanner.next() {
///   if argument == "--traces" { traces = try scanner.wholeNumber(for: argument, max: 1_000) }  // 40
/// }
/// ```
public struct ArgumentScanner {
  /// The arguments, without the program name and the command.
  public let arguments: [String]
  /// The index of the argument ``next()`` returns.
  public private(set) var index = 0
  /// Whether `--` was read: every argument after it is an operand (a file), never an option.
  public private(set) var isPastOptions = false
  /// The single-valued options whose value was read, so a second one is an error rather than
  /// silently replacing the first (only looked up, never iterated).
  private var given: Set<String> = []

  /// Creates a scanner at the first of `arguments`.
  public init(_ arguments: [String]) { self.arguments = arguments }

  /// Whether every argument was read.
  public var isAtEnd: Bool { index >= arguments.count }

  /// The next argument, or `nil` at the end.
  public mutating func next() -> String? {
    guard index < arguments.count else { return nil }
    if !isPastOptions, arguments[index] == "--" {
      isPastOptions = true
      index += 1
      return next()
    }
    defer { index += 1 }
    return arguments[index]
  }

  /// Whether `argument`, just read, is an option: it starts with `-` and came before `--`.
  public func isOption(_ argument: String) -> Bool { !isPastOptions && argument.hasPrefix("-") }

  /// `arguments` split at the first `--`: what comes before (options and operands), and the operands after it.
  public static func splitAtEndOfOptions(_ arguments: [String]) -> (options: [String], operands: [String]) {
    guard let i = arguments.firstIndex(of: "--") else { return (arguments, []) }
    return (Array(arguments[..<i]), Array(arguments[(i + 1)...]))
  }

  /// The value of `option`, an option given at most once: the next argument, which must not
  /// start with `--`.
  ///
  /// - Throws: ``ArgumentError/repeatedOption(_:)`` when `option`'s value was read before;
  ///   ``ArgumentError/missingValue(option:)`` at the end or before another option.
  public mutating func value(for option: String) throws(ArgumentError) -> String {
    guard given.insert(option).inserted else { throw .repeatedOption(option) }
    return try repeatableValue(for: option)
  }

  /// The value of `option`, an option that may be given any number of times (`--flag`): the
  /// next argument, which must not start with `--`.
  ///
  /// - Throws: ``ArgumentError/missingValue(option:)`` at the end or before another option; a message for an empty
  ///   value (`--corpus ''` wrote to the working folder, `--junit ''` failed only after the run).
  public mutating func repeatableValue(for option: String) throws(ArgumentError) -> String {
    guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw .missingValue(option: option) }
    guard !arguments[index].isEmpty else { throw .message("\(option) takes a value, not an empty one") }
    defer { index += 1 }
    return arguments[index]
  }

  /// The value of `option` as a whole number from 1 to `max`.
  ///
  /// - Throws: ``ArgumentError`` when the value is missing or out of range.
  public mutating func wholeNumber(for option: String, max: Int) throws(ArgumentError) -> Int {
    try Self.wholeNumber(try value(for: option), for: option, max: max)
  }

  /// The value of `option` as a seed, 0 to 2^64-1.
  ///
  /// - Throws: ``ArgumentError`` when the value is missing or not such a number.
  public mutating func seed(for option: String) throws(ArgumentError) -> UInt64 {
    let text = try value(for: option)
    guard let seed = DecimalText.wholeNumber(text, as: UInt64.self) else {
      throw .invalidValue(option: option, value: text, expected: "a whole number from 0 to 2^64-1")
    }
    return seed
  }

  /// The value of `option` as a duration in seconds, from 0 to `max`.
  ///
  /// - Throws: ``ArgumentError/invalidValue(option:value:expected:)`` when the value is missing,
  ///   not a number, not finite, negative or above `max` (a deadline in nanoseconds must fit
  ///   in 64 bits).
  public mutating func seconds(for option: String, max: Double = 1e9) throws(ArgumentError) -> Double {
    let text = try value(for: option)
    guard let s = DecimalText.number(text), s.isFinite, s >= 0, s <= max else {
      throw .invalidValue(option: option, value: text, expected: "seconds from 0 to \(formatTime(max))")
    }
    return s
  }

  /// `text` as a whole number from 1 to `max`.
  ///
  /// - Throws: ``ArgumentError/invalidValue(option:value:expected:)`` otherwise.
  public static func wholeNumber(_ text: String, for option: String, max: Int) throws(ArgumentError) -> Int {
    guard let n = DecimalText.wholeNumber(text, as: Int.self), n >= 1, n <= max else {
      throw .invalidValue(option: option, value: text, expected: "a whole number from 1 to \(max)")
    }
    return n
  }

  /// Splits a `--strategy` value at commas outside `[...]`, so family names keep their commas;
  /// empty names are left out.
  public static func strategyNames(_ text: String) -> [String] { strategyNameList(text).filter { !$0.isEmpty } }

  /// ``strategyNames(_:)`` with its empty names kept, so that `--strategy a,,b` can be refused.
  static func strategyNameList(_ text: String) -> [String] {
    var names: [String] = []
    var current = ""
    var depth = 0
    for ch in text {
      if ch == "[" { depth += 1 }
      if ch == "]" { depth = Swift.max(0, depth - 1) }
      if ch == ",", depth == 0 {
        names.append(current)
        current = ""
      } else {
        current.append(ch)
      }
    }
    names.append(current)
    return names
  }

  /// Whether `arguments` ask for help (`-h` or `--help` anywhere).
  public static func wantsHelp(_ arguments: [String]) -> Bool {
    let options = splitAtEndOfOptions(arguments).options
    return options.contains("-h") || options.contains("--help")
  }
}
