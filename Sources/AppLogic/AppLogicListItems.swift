import Foundation

/// A setting's value split at the commas outside parentheses, each item trimmed of spaces (`main(sensitive,
/// activity), card` gives `main(sensitive, activity)` and `card`), with what the split saw of the parentheses, so that
/// each reader words its own refusal: iOS's `screens:` (one level of parentheses), Android's (nested ones allowed, a
/// `)` with no `(` named first) and Android's rewrite that adds `leadsTo=none` to a screen. The split goes on past a
/// `)` that closes nothing, and a comma inside parentheses (or after such a `)`) splits nothing.
nonisolated public struct AppLogicListItems: Sendable, Equatable {
  /// The items in order, each trimmed of spaces and tabs; an empty one stays (two commas, one at an end, an empty
  /// value: `[""]`).
  public let items: [String]
  /// Whether some `)` closed no `(`.
  public let hasUnopenedClose: Bool
  /// How deep the open parentheses are at the end (negative when more closed than opened).
  public let openAtEnd: Int
  /// The deepest nesting reached: 0 with no parentheses, 1 for `a(b)`, 2 for `a(b(c))`.
  public let deepestNesting: Int

  /// Splits `value`.
  public init(splitting value: String) {
    var items: [String] = []
    var current = ""
    var depth = 0
    var deepest = 0
    var unopened = false
    for character in value {
      switch character {
      case "(":
        depth += 1
        deepest = max(deepest, depth)
      case ")":
        depth -= 1
        if depth < 0 { unopened = true }
      case "," where depth == 0:
        items.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    items.append(current.trimmingCharacters(in: .whitespaces))
    self.items = items
    hasUnopenedClose = unopened
    openAtEnd = depth
    deepestNesting = deepest
  }

  /// Whether every `(` is closed by a later `)` and no `)` closes nothing.
  public var isBalanced: Bool { !hasUnopenedClose && openAtEnd == 0 }
}
