import ShieldModel

nonisolated extension IOSPlatform {
  /// The frames a generated ``SystemEvent/transitionFrames(_:)`` asks for: one frame, a few, a quick flick.
  static let framesMenu = [1, 2, 3, 6, 12]
  /// The turns a generated ``SystemEvent/transitionTurns(_:)`` gives the app: none, one, two.
  static let turnsMenu = [0, 1, 2]
  /// The time steps generated traces take.
  static let advanceMenu: [Double] = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]
  /// The fractions of a scene's width and height generated touches land on.
  static let fractionMenu: [Double] = [0.1, 0.3, 0.5, 0.7, 0.9]
  /// The names of the scenes generated traces connect.
  static let sceneNames = ["B", "C", "D"]
  /// The kinds `systemAlert` draws and the explorer tries: `SystemAlertKind.allCases` (kept: `allCases` builds its
  /// array on every call) but the sign-in prompts, whose callbacks and states are the other prompts' with the app
  /// running (drawing them would move every generated `systemAlert`); traces name them.
  static let alertKinds = SystemAlertKind.allCases.filter { !$0.isSignInPrompt }
  /// The kinds `appPresent` draws from: every kind but the in-app browser (``AppPresentationKind/webView``) and the
  /// remote sheets of the trips out of the app (``AppPresentationKind/photoPicker``,
  /// ``AppPresentationKind/documentPicker``, ``AppPresentationKind/authSession``: as the share sheet and the Safari
  /// view that are drawn) and QuickLook's preview (``AppPresentationKind/quickLook``, a full-screen
  /// presentation as the camera's), which traces and the explorer name: drawing them would move
  /// every generated `appPresent` (left for a corpus refresh).
  static let presentationKinds = AppPresentationKind.allCases.filter {
    $0 != .webView && $0 != .photoPicker && $0 != .documentPicker && $0 != .authSession && $0 != .quickLook
  }
  /// The kinds the user's `presentSheet` draws from (``AppPresentationKind/userKinds``).
  static let userPresentationKinds = AppPresentationKind.userKinds
  /// `SceneWidth.allCases`, kept for the same reason.
  static let sceneWidths = SceneWidth.allCases
  /// The presenters `appPresent` and `appDismiss` draw from: all but the app's own browser window
  /// (``AppPresenter/newWindow``), for the same reason as ``presentationKinds``.
  static let presenters = AppPresenter.allCases.filter { $0 != .newWindow }
  /// App API names the generator calls with `appCall` when the device's strategy lists none of its own
  /// (``PrivacyScreenStrategy/appCalls``); a strategy that lists some gets those.
  static let appCalls = ["enable", "disable"]

  /// Touch points from the most to the least canonical: the middle, then the middle column, then the middle row,
  /// then the rest of the menu.
  static let touchOrder: [(Double, Double)] = {
    let menu = fractionMenu
    var out: [(Double, Double)] = [(0.5, 0.5)]
    for v in menu where v != 0.5 { out.append((0.5, v)) }
    for u in menu where u != 0.5 { out.append((u, 0.5)) }
    for u in menu where u != 0.5 { for v in menu where v != 0.5 { out.append((u, v)) } }
    return out
  }()

  /// What the shrinker may do with events of `kind`: canonical forms and simpler arguments for touches, time
  /// steps, alerts, rotations and resizes; the scene an event names, to drop a scene or rename it.
  static func shrinking(of kind: SystemEvent.Kind) -> EventDefinition<IOSPlatform>.Shrinking {
    var s = EventDefinition<IOSPlatform>.Shrinking()
    s.canonical = canonical(of: kind)
    s.simplifications = simplifications(of: kind)
    switch kind {
    case .connectScene:
      s.connectsScene = true
      s.scene = { if case .connectScene(let id) = $0 { id } else { nil } }
      s.renamingScene = { if case .connectScene(let id) = $0 { .connectScene($1(id)) } else { $0 } }
    case .disconnectScene:
      s.scene = { if case .disconnectScene(let id) = $0 { id } else { nil } }
      s.renamingScene = { if case .disconnectScene(let id) = $0 { .disconnectScene($1(id)) } else { $0 } }
    case .otherAppCovers:
      s.scene = { if case .otherAppCovers(let id) = $0 { id } else { nil } }
      s.renamingScene = { if case .otherAppCovers(let id) = $0 { .otherAppCovers($1(id)) } else { $0 } }
    case .otherAppUncovers:
      s.scene = { if case .otherAppUncovers(let id) = $0 { id } else { nil } }
      s.renamingScene = { if case .otherAppUncovers(let id) = $0 { .otherAppUncovers($1(id)) } else { $0 } }
    case .touch:
      s.scene = { if case .touch(let scene, _, _) = $0 { scene } else { nil } }
      s.renamingScene = { event, rename in
        guard case .touch(let scene, let x, let y) = event else { return event }
        return .touch(scene: scene.map(rename), x: x, y: y)
      }
    // Every event that names a scene is renamed, so that the same bug in scene C ends as the one in B.
    case .backgroundScene:
      s.renamingScene = { if case .backgroundScene(let id) = $0 { .backgroundScene($1(id)) } else { $0 } }
    case .foregroundScene:
      s.renamingScene = { if case .foregroundScene(let id) = $0 { .foregroundScene($1(id)) } else { $0 } }
    case .resizeScene:
      s.renamingScene = { if case .resizeScene(let id, let w) = $0 { .resizeScene($1(id), w) } else { $0 } }
    default:
      break
    }
    return s
  }

  /// The most canonical form of an event (touch in the middle of the first scene, smallest time step, first alert
  /// kind); other kinds are their own canonical form.
  private static func canonical(of kind: SystemEvent.Kind) -> (@Sendable (SystemEvent) -> SystemEvent)? {
    switch kind {
    case .touch: return { _ in .touch(scene: nil, x: 0.5, y: 0.5) }
    case .advance: return { _ in .advance(advanceMenu[0]) }
    case .systemAlert: return { _ in .systemAlert(SystemAlertKind.allCases[0]) }
    default: return nil
    }
  }

  /// Simpler forms of one event, most canonical first.
  private static func simplifications(of kind: SystemEvent.Kind) -> (@Sendable (SystemEvent) -> [SystemEvent])? {
    switch kind {
    case .multitaskingSwipe:
      // Its callbacks are goHome's: a fault the swipe only reaches as a leave ends as goHome's counterexample, and the
      // swipe stays where it differs (its cancellation, keyboardCoverCancelsMultitaskingSwipe).
      return { _ in [.goHome] }
    case .openEntry:
      // The plain ways in first, which a generated entry often stands in for: the icon's launch (cold, once the
      // shrinker removed the launch before it), returnToApp (from the background) and closing Notification Center
      // (a notification tapped in it over the app), so a fault an entry only reaches as one of them ends as that
      // event's counterexample; then a handler that routes nothing, then the notification (the entry valid in the
      // most states).
      return { event in
        guard case .openEntry(let source, let route) = event else { return [] }
        var out: [SystemEvent] = [.launch, .returnToApp, .closeNotificationCenter]
        if route != .none { out.append(.openEntry(source, .none)) }
        if source != .notification { out.append(.openEntry(.notification, route)) }
        return out
      }
    case .advance:
      return { event in
        guard case .advance(let s) = event else { return [] }
        return advanceMenu.filter { $0 < s || !advanceMenu.contains(s) }.map { .advance($0) }.filter { $0 != event }
      }
    case .touch:
      return { event in
        guard case .touch(let scene, let x, let y) = event else { return [] }
        // A touch that only focuses the text field is the explicit keyboardShow; otherwise the first scene, then
        // points earlier in one fixed order, so every touch of one bug ends at the same point.
        var out: [SystemEvent] = [.keyboardShow]
        if scene != nil { out.append(.touch(scene: nil, x: x, y: y)) }
        let order = touchOrder
        let rank = order.firstIndex { $0 == (x, y) } ?? order.count
        for (u, v) in order.prefix(rank) {
          out.append(.touch(scene: nil, x: u, y: v))
          if scene != nil { out.append(.touch(scene: scene, x: u, y: v)) }
        }
        return out
      }
    case .systemAlert:
      return { event in
        guard case .systemAlert(let kind) = event else { return [] }
        return SystemAlertKind.allCases.prefix { $0 != kind }.map { .systemAlert($0) }
      }
    case .rotate:
      return { event in
        guard case .rotate(let o) = event else { return [] }
        return o == .landscapeLeft ? [] : [.rotate(.landscapeLeft)]
      }
    case .resizeScene:
      return { event in
        guard case .resizeScene(let id, let width) = event else { return [] }
        return SceneWidth.allCases.prefix { $0 != width }.map { .resizeScene(id, $0) }
      }
    case .transitionTurns:
      // The least latency first: more turns, then fewer, down to one more than the trace's.
      return { event in
        guard case .transitionTurns(let n) = event, n < SystemEvent.maximumTransitionTurns else { return [] }
        return (n + 1...SystemEvent.maximumTransitionTurns).reversed().map { .transitionTurns($0) }
      }
    default:
      return nil
    }
  }
}

/// An iOS event definition.
typealias IOSEvent = EventDefinition<IOSPlatform>

nonisolated extension EventDefinition where Host == IOSPlatform {
  /// A definition of a kind that takes no arguments, named after its kind, with iOS's source, profiles and
  /// shrinking hooks.
  static func plain(
    _ event: SystemEvent, _ meaning: String?, _ generation: PlainGeneration,
    partner: (@Sendable (SystemEvent, SystemEvent) -> Bool)? = nil
  ) -> EventDefinition {
    var d = plain(event.kind.traceName, event, meaning, generation, partner: partner)
    d.attachIOSFacts(of: event.kind)
    return d
  }

  /// A definition of a kind that takes arguments, named after its kind, with iOS's source, profiles and shrinking
  /// hooks.
  init(
    _ kind: SystemEvent.Kind, syntax: String, meaning: String?,
    arguments: @escaping @Sendable (SystemEvent) -> [String],
    parse: @escaping @Sendable (EventArguments) throws(EventSyntaxError) -> SystemEvent,
    generation: Generation, partner: (@Sendable (SystemEvent, SystemEvent) -> Bool)? = nil
  ) {
    self.init(
      name: kind.traceName, syntax: syntax, meaning: meaning, arguments: arguments, parse: parse,
      generation: generation,
      partner: partner)
    attachIOSFacts(of: kind)
  }

  private mutating func attachIOSFacts(of kind: SystemEvent.Kind) {
    source = IOSPlatform.source(of: kind)
    isPossible = { kind.isPossible(on: $0) }
    shrinking = IOSPlatform.shrinking(of: kind)
  }
}

nonisolated extension SystemEvent.Kind {
  /// The kind's name in trace notation (its case's name), made once per kind: interpolating an enum case reflects
  /// on it, which cost more than the rest of the catalog's start.
  var traceName: String { Self.traceNames[rawValue] }

  private static let traceNames: [String] = allCases.map { "\($0)" }
}
