extension Device {
  /// The parts of the model that events drive, each in its file `Device+<Name>Events.swift`:
  /// the event kinds it handles (a static list of ``HandledKind``s), their rules
  /// (`<name>Refusal(for:)`) and what they do (`perform<Name>(_:)`). `refusal(for:)` and
  /// `perform(_:)` dispatch an event to its subsystem by its kind, and ``EventValidity`` reads
  /// the same lists, so adding an event touches its subsystem's file only.
  nonisolated enum EventSubsystem: UInt8, CaseIterable {
    case lifecycle, systemUI, interruptions, captures, scenes, input, app, scheduler, authentication, extensions

    /// The event kinds the subsystem's file handles.
    var handledKinds: [HandledKind] {
      switch self {
      case .lifecycle: Device.lifecycleEvents
      case .systemUI: Device.systemUIEvents
      case .interruptions: Device.interruptionEvents
      case .captures: Device.captureEvents
      case .scenes: Device.sceneEvents
      case .input: Device.inputEvents
      case .app: Device.appEvents
      case .scheduler: Device.schedulerEvents
      case .authentication: Device.authenticationEvents
      case .extensions: Device.extensionEvents
      }
    }

    /// Every subsystem's declarations, in subsystem order.
    static var allHandledKinds: [HandledKind] { allCases.flatMap(\.handledKinds) }

    /// The subsystem that handles events of `kind`.
    static func of(_ kind: SystemEvent.Kind) -> Self { byKind[kind.rawValue] }

    /// By ``SystemEvent/Kind`` raw value: each kind is handled by exactly one subsystem.
    private static let byKind: [Self] = {
      var table = [Self?](repeating: nil, count: SystemEvent.Kind.allCases.count)
      for subsystem in allCases {
        for handled in subsystem.handledKinds {
          precondition(table[handled.kind.rawValue] == nil, "\(handled.kind) is handled by two subsystems")
          table[handled.kind.rawValue] = subsystem
        }
      }
      return SystemEvent.Kind.allCases.map { kind in
        guard let subsystem = table[kind.rawValue] else { preconditionFailure("\(kind) has no subsystem") }
        return subsystem
      }
    }()

    /// Traps: `event` reached a subsystem that does not list its kind.
    func unhandled(_ event: SystemEvent) -> Never {
      preconditionFailure("\(event) is not an event of the \(self) subsystem")
    }
  }

  /// One event kind a subsystem handles, and how the generator's validity key
  /// (``EventValidity``) answers for its events: the kind's one declaration outside its rule and
  /// its effect.
  nonisolated struct HandledKind: Sendable {
    /// The kind.
    let kind: SystemEvent.Kind
    /// The events whose answers the key holds, one bit each (none: the rules answer).
    let keyedEvents: [SystemEvent]
    /// Whether each of ``keyedEvents`` answers for itself only (its rule reads the argument);
    /// else the one keyed event answers for every event of the kind whose numbers are in range.
    let keysEachArgument: Bool

    /// The rule reads more than the key (scenes, views, alerts, the app's state): the rules
    /// answer for every event of `kind`.
    static func byRules(_ kind: SystemEvent.Kind) -> Self {
      HandledKind(kind: kind, keyedEvents: [], keysEachArgument: false)
    }

    /// The rule reads only the key and, of the event, at most whether its numbers are in range
    /// (``SystemEvent/hasNumbersInRange``): `event` answers for every event of its kind in range.
    static func byKey(_ event: SystemEvent) -> Self {
      HandledKind(kind: event.kind, keyedEvents: [event], keysEachArgument: false)
    }

    /// The rule reads only the key and the event's enumerated argument
    /// (``SystemEvent/enumeratedArgument``): each of `events` (all of one kind, with different
    /// arguments) answers for itself; any other event of the kind is answered by the rules.
    static func byKey(eachOf events: [SystemEvent]) -> Self {
      HandledKind(kind: events[0].kind, keyedEvents: events, keysEachArgument: true)
    }
  }
}
