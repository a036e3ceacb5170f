extension Device {
  /// The parts of the model that events drive, each in its file `Device+<Name>Events.swift`:
  /// the event kinds it handles (a static list), their rules (`<name>Refusal(for:)`) and what
  /// they do (`perform<Name>(_:)`). `refusal(for:)` and `perform(_:)` dispatch an event to its
  /// subsystem by its kind, so adding an event touches its subsystem's file only.
  nonisolated enum EventSubsystem: UInt8, CaseIterable {
    case lifecycle, systemUI, interruptions, captures, scenes, input, app, scheduler

    /// The event kinds the subsystem's file handles.
    var kinds: [SystemEvent.Kind] {
      switch self {
      case .lifecycle: Device.lifecycleEvents
      case .systemUI: Device.systemUIEvents
      case .interruptions: Device.interruptionEvents
      case .captures: Device.captureEvents
      case .scenes: Device.sceneEvents
      case .input: Device.inputEvents
      case .app: Device.appEvents
      case .scheduler: Device.schedulerEvents
      }
    }

    /// The subsystem that handles events of `kind`.
    static func of(_ kind: SystemEvent.Kind) -> Self { byKind[kind.rawValue] }

    /// By ``SystemEvent/Kind`` raw value: each kind is handled by exactly one subsystem.
    private static let byKind: [Self] = {
      var table = [Self?](repeating: nil, count: SystemEvent.Kind.allCases.count)
      for subsystem in allCases {
        for kind in subsystem.kinds {
          precondition(table[kind.rawValue] == nil, "\(kind) is handled by two subsystems")
          table[kind.rawValue] = subsystem
        }
      }
      // A loop, not `map`: no closure in the model's main-actor code.
      var byKind: [Self] = []
      for (rawValue, subsystem) in table.enumerated() {
        guard let subsystem else { preconditionFailure("\(SystemEvent.Kind.allCases[rawValue]) has no subsystem") }
        byKind.append(subsystem)
      }
      return byKind
    }()

    /// Traps: `event` reached a subsystem that does not list its kind.
    func unhandled(_ event: SystemEvent) -> Never {
      preconditionFailure("\(event) is not an event of the \(self) subsystem")
    }
  }
}
