/// One coverage point of a script (issue 25): a place in the app's own logic a run can reach or miss. A fuzzer
/// keeps a trace that first reaches one, and `run` names those it never reached.
nonisolated public struct AppLogicBranch: Sendable, Equatable {
  /// What is reached.
  public enum Kind: String, Sendable, Equatable {
    /// The handler's actions ran (its event came and every condition held).
    case ran
    /// The handler's event came and a condition did not hold (a guarded handler's other way).
    case skipped
    /// The clock passed an `elapsed(V, S)` wait after `stamp(V)`, whether or not a handler asked then: a step on
    /// the way to the handler the wait guards.
    case waitPassed
  }

  /// What is reached.
  public let kind: Kind
  /// The 1-based line of the script.
  public let line: Int
  /// Where it is, as messages name it (`lock.logic:7`, ``AppLogicScript/place(ofLine:)``).
  public let place: String
  /// The handler without its actions (`on sceneWillEnterForeground if elapsed(left, 30)`), or the wait
  /// (`elapsed(left, 30)`).
  public let text: String

  /// What a report says of it when no trace reached it.
  public var unreachedText: String {
    switch kind {
    case .ran: "\(place) \(text)"
    case .skipped: "\(place) \(text), with a condition false"
    case .waitPassed: "\(place) \(text) passed"
    }
  }
}

extension AppLogicScript {
  /// The script's coverage points, in a fixed order (the index is the point's number): per handler in file order
  /// its ``AppLogicBranch/Kind/ran`` point and, when it has conditions, its ``AppLogicBranch/Kind/skipped`` point;
  /// then one ``AppLogicBranch/Kind/waitPassed`` point per distinct `elapsed(V, S)` condition, in file order.
  public var branches: [AppLogicBranch] {
    var out: [AppLogicBranch] = []
    for handler in handlers {
      out.append(
        AppLogicBranch(kind: .ran, line: handler.line, place: place(ofLine: handler.line), text: handler.guardText))
      if !handler.conditions.isEmpty {
        out.append(
          AppLogicBranch(
            kind: .skipped, line: handler.line, place: place(ofLine: handler.line), text: handler.guardText))
      }
    }
    for wait in waits {
      out.append(AppLogicBranch(kind: .waitPassed, line: wait.line, place: place(ofLine: wait.line), text: wait.text))
    }
    return out
  }

  /// The number of each handler's ``AppLogicBranch/Kind/ran`` point and of its
  /// ``AppLogicBranch/Kind/skipped`` point (`-1` for a handler without conditions), by handler index.
  public var handlerBranchNumbers: [(ran: Int, skipped: Int)] {
    var out: [(ran: Int, skipped: Int)] = []
    var next = 0
    for handler in handlers {
      let ran = next
      next += 1
      var skipped = -1
      if !handler.conditions.isEmpty {
        skipped = next
        next += 1
      }
      out.append((ran, skipped))
    }
    return out
  }

  /// The distinct `elapsed(V, S)` conditions (by text, the first line naming each), in file order, with their
  /// point numbers (after every handler's).
  public var waits: [(variable: String, seconds: Double, line: Int, text: String, number: Int)] {
    var out: [(variable: String, seconds: Double, line: Int, text: String, number: Int)] = []
    var next = handlers.reduce(0) { $0 + ($1.conditions.isEmpty ? 1 : 2) }
    for handler in handlers {
      for condition in handler.conditions where condition.call.name == "elapsed" {
        let p = condition.call.positional
        let text = condition.call.canonicalText
        guard p.count == 2, let seconds = AppLogicNumber.seconds(p[1]), !out.contains(where: { $0.text == text })
        else { continue }
        out.append((p[0], seconds, handler.line, text, next))
        next += 1
      }
    }
    return out
  }
}

extension AppLogicScript.Handler {
  /// `on EVENT if A and not(B)`: the handler without its actions.
  public var guardText: String {
    var text = "on " + event.canonicalText
    if !conditions.isEmpty { text += " if " + conditions.map(\.canonicalText).joined(separator: " and ") }
    return text
  }
}
