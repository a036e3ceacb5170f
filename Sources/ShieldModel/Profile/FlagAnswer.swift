/// One answer to a platform flag, `name=true` or `name=false`: the one syntax of `--flag`, of a profile name's
/// `+name=value` parts and of a trace's profile line, for iOS and Android alike. A bare name is no answer (it read as
/// `=true` in one place and was refused in two), and a flag answered twice is refused (one answer would be unused).
nonisolated public struct FlagAnswer: Equatable, Sendable {
  /// The flag's name.
  public let name: String
  /// The answer.
  public let value: Bool

  /// Parses `name=true` or `name=false`.
  ///
  /// - Throws: ``FlagAnswerError/notAnAnswer(_:)`` for anything else.
  public init(parsing text: String) throws(FlagAnswerError) {
    let pair = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard pair.count == 2, !pair[0].isEmpty, let value = Bool(pair[1]) else { throw .notAnAnswer(text) }
    self.init(name: pair[0], value: value)
  }

  /// The answer `value` to `name`.
  public init(name: String, value: Bool) {
    self.name = name
    self.value = value
  }

  /// The name a `+name=value` part (or `--flag` value) answers, for the check that no name is answered twice:
  /// the text before `=`, or all of it.
  public static func name(in text: String) -> String {
    String(text.prefix { $0 != "=" })
  }

  /// The first name that `parts` (the `+` parts after a profile's base name) answer twice, or `nil`.
  public static func repeatedName(in parts: [String]) -> String? {
    let names = parts.map(name(in:))
    return names.indices.first { i in names[..<i].contains(names[i]) }.map { names[$0] }
  }
}

/// Why a flag answer was refused.
nonisolated public enum FlagAnswerError: Error, Equatable, CustomStringConvertible {
  /// Not `name=true` or `name=false` (a bare name included).
  case notAnAnswer(String)
  /// A flag answered twice in one profile name (`source`: where).
  case answeredTwice(String, source: String)

  public var description: String {
    switch self {
    case .notAnAnswer(let text): "'\(text)' is not flag=true or flag=false"
    case .answeredTwice(let name, let source): "\(source) gives '\(name)' twice"
    }
  }
}
