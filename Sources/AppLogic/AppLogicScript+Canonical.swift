extension AppLogicScript {
  /// The script as one normalised line per setting and handler (settings first, each in file
  /// order; comments, blank lines and extra spaces dropped): what a trace carries and what
  /// ``fingerprint`` hashes. Parsing it gives back an equal script but for line numbers.
  public var canonicalText: String {
    canonicalLines.joined(separator: "\n")
  }

  /// ``canonicalText``'s lines.
  public var canonicalLines: [String] {
    settings.map { "\($0.key): \($0.value)" } + handlers.map(\.canonicalText)
  }

  /// Eight lowercase hexadecimal digits naming the script: FNV-1a (64 bits) of ``canonicalText``'s
  /// UTF-8 bytes, its two halves combined by exclusive or. Stable across runs, processes and builds.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in canonicalText.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let folded = UInt32(truncatingIfNeeded: hash >> 32) ^ UInt32(truncatingIfNeeded: hash)
    let digits = String(folded, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}

extension AppLogicScript.Handler {
  /// `on EVENT if A and not(B): X; Y`.
  public var canonicalText: String {
    var text = "on " + event.canonicalText
    if !conditions.isEmpty {
      text += " if " + conditions.map(\.canonicalText).joined(separator: " and ")
    }
    return text + ": " + actions.map(\.canonicalText).joined(separator: "; ")
  }
}

extension AppLogicScript.Condition {
  /// `name` or `not(name)`.
  public var canonicalText: String { negated ? "not(\(call.canonicalText))" : call.canonicalText }
}

extension AppLogicScript.Call {
  /// `name` or `name(a, label=b)`.
  public var canonicalText: String {
    guard !arguments.isEmpty else { return name }
    let arguments = arguments.map { argument in
      argument.label.map { "\($0)=\(argument.value)" } ?? argument.value
    }
    return "\(name)(\(arguments.joined(separator: ", ")))"
  }
}

extension AppLogicScript {
  /// The seconds of every `elapsed(V, S)` condition, ascending, each once, those above 0 (every one a script takes,
  /// up to ``AppLogicNumber/maxSeconds``, is one `advance`: its cap is the same day): the waits a generator should
  /// draw so a trace can cross them. (Up to 3600 only until session 33: a script's longer wait was never reached.)
  public var elapsedWaits: [Double] {
    let seconds = handlers.flatMap(\.conditions).compactMap { condition -> Double? in
      guard condition.call.name == "elapsed", condition.call.positional.count == 2,
        let value = AppLogicNumber.seconds(condition.call.positional[1]), value > 0, value <= AppLogicNumber.maxSeconds
      else { return nil }
      return value
    }
    return Array(Set(seconds)).sorted()
  }
}
