/// A script of an app's own logic: what its code does at each platform callback, written in a few
/// lines against the platform's own names (issue 25: the app's logic as vocabulary).
///
/// The text is platform-neutral; each platform's interpreter gives the names their meaning and
/// checks them before a run. A script is a list of settings (`key: value`) and handlers:
///
/// ```
/// # a comment
/// lock: locked
/// on sceneWillResignActive: addCover(blur)
/// on sceneDidBecomeActive if locked and not(prompting): evaluatePolicy(biometrics)
/// on evaluatePolicyReply(success): dismiss(lock); clear(locked)
/// ```
///
/// Handlers run in file order; several may share an event. Parse one with
/// ``init(parsing:)``; ``canonicalText`` is what a trace carries and ``fingerprint`` names it.
nonisolated public struct AppLogicScript: Sendable, Equatable {
  /// The `key: value` lines, in file order.
  public var settings: [Setting]
  /// The `on ...` lines, in file order.
  public var handlers: [Handler]
  /// The file the script was read from, as the user named it (`--app-logic FILE`), or `nil` when unknown (a
  /// script made in code, or read from a trace that does not name its file). Its lines' numbers are that file's.
  public var file: String?

  /// Makes a script from its parts, as the parser does.
  public init(settings: [Setting], handlers: [Handler], file: String? = nil) {
    self.settings = settings
    self.handlers = handlers
    self.file = file
  }

  /// Where line `line` of the script is, as messages name it: `FILE:LINE` when the file is known
  /// (`lock.logic:4`), else `line LINE`.
  public func place(ofLine line: Int) -> String {
    file.map { "\($0):\(line)" } ?? "line \(line)"
  }

  /// The setting named `key`, or `nil` when the script has none.
  public func setting(_ key: String) -> Setting? {
    settings.first { $0.key == key }
  }

  /// A `key: value` line, for example `lock: locked`.
  public struct Setting: Sendable, Equatable {
    /// The key, a name.
    public var key: String
    /// The value, trimmed; it may hold spaces and commas (`claims: app-switcher,screenshots`).
    public var value: String
    /// The 1-based line of the script it came from.
    public var line: Int

    /// Makes a setting.
    public init(key: String, value: String, line: Int) {
      self.key = key
      self.value = value
      self.line = line
    }
  }

  /// An `on EVENT [if CONDITION and ...]: ACTION; ...` line.
  public struct Handler: Sendable, Equatable {
    /// The platform callback it runs at, for example `sceneWillResignActive` or
    /// `evaluatePolicyReply(success)`.
    public var event: Call
    /// All must hold when the event arrives for the actions to run; empty: always.
    public var conditions: [Condition]
    /// What the app's code does, in order.
    public var actions: [Call]
    /// The 1-based line of the script it came from.
    public var line: Int

    /// Makes a handler.
    public init(event: Call, conditions: [Condition], actions: [Call], line: Int) {
      self.event = event
      self.conditions = conditions
      self.actions = actions
      self.line = line
    }
  }

  /// A condition: a call (usually a variable's name) or its negation, written `not(call)`.
  public struct Condition: Sendable, Equatable {
    /// Whether it was written `not(...)`.
    public var negated: Bool
    /// What it asks.
    public var call: Call

    /// Makes a condition.
    public init(negated: Bool, call: Call) {
      self.negated = negated
      self.call = call
    }
  }

  /// A name with optional arguments: `dismiss`, `present(lock, style=fullScreen)`,
  /// `after(0.5, removeCover(tag=7))`.
  public struct Call: Sendable, Equatable {
    /// The name: letters, digits and `_`, starting with a letter or `_`.
    public var name: String
    /// The arguments, in order.
    public var arguments: [Argument]
    /// The 1-based line of the script it came from.
    public var line: Int

    /// Makes a call.
    public init(name: String, arguments: [Argument] = [], line: Int) {
      self.name = name
      self.arguments = arguments
      self.line = line
    }

    /// The values of the arguments without a label, in order.
    public var positional: [String] {
      arguments.filter { $0.label == nil }.map(\.value)
    }

    /// The value of the argument labelled `label`, or `nil` when there is none.
    public func value(for label: String) -> String? {
      arguments.first { $0.label == label }?.value
    }
  }

  /// One argument of a call: `value` or `label=value`, where the value is a word or a call.
  public struct Argument: Sendable, Equatable {
    /// The label, or `nil` for a positional argument.
    public var label: String?
    /// The value as canonical text (a word such as `alert+1` or `0.5`, or a call's canonical text).
    public var value: String
    /// The value as a call when it was written with parentheses (`removeCover(tag=7)`), else `nil`.
    /// A bare word is also a call with no arguments: ask ``asCall`` for either.
    public var call: Call?

    /// Makes an argument.
    public init(label: String?, value: String, call: Call?) {
      self.label = label
      self.value = value
      self.call = call
    }
  }
}

extension AppLogicScript.Argument {
  /// The value as a call: the call written, or a bare word as a call with no arguments (`dismiss`
  /// in `after(1, dismiss)`); `nil` for a value that is not a name (`0.5`, `alert+1`).
  public func asCall(line: Int) -> AppLogicScript.Call? {
    if let call { return call }
    guard AppLogicScript.isName(value) else { return nil }
    return AppLogicScript.Call(name: value, line: line)
  }
}
