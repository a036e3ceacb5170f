import TestExpectations
import Testing

@testable import ShieldModel

/// The per-subsystem declarations behind `refusal(for:)`, `perform(_:)` and the validity key.
@Suite("Event subsystems: one declaration per event kind")
struct EventSubsystemTests {
  @Test("every event kind is handled by exactly one subsystem")
  func everyKindHasOneSubsystem() {
    var handlers: [SystemEvent.Kind: [Device.EventSubsystem]] = [:]
    for subsystem in Device.EventSubsystem.allCases {
      for handled in subsystem.handledKinds { handlers[handled.kind, default: []].append(subsystem) }
    }
    for kind in SystemEvent.Kind.allCases {
      #expect(handlers[kind]?.count == 1, "\(kind): \(handlers[kind] ?? [])")
      expectEqual(handlers[kind].map { $0 == [Device.EventSubsystem.of(kind)] }, true)
    }
  }

  @Test("each keyed event has its own bit, and a kind keyed per argument is answered only for its listed arguments")
  func keyedEventsHaveTheirOwnBits() {
    var bits: UInt64 = 0
    for handled in Device.EventSubsystem.allHandledKinds {
      for event in handled.keyedEvents {
        expectEqual(event.kind, handled.kind)
        let bit = Device.EventValidity.bit(of: event)
        #expect(bit != 0 && bit & bits == 0, "\(event)")
        bits |= bit
      }
      if handled.keyedEvents.isEmpty {
        expectEqual(handled.keysEachArgument, false)
      }
    }
    expectEqual(Device.EventValidity.bit(of: .rotate(.portraitUpsideDown)), 0)
    expectEqual(Device.EventValidity.bit(of: .rotate(.unknown)), 0)
    // An app call is the rules' (a strategy refuses its own calls by name: session 41); an off-main call is keyed.
    expectEqual(Device.EventValidity.bit(of: .appCall("enable")), 0)
    expectEqual(
      Device.EventValidity.bit(of: .appCallOffMain("any name")),
      Device.EventValidity.bit(of: .appCallOffMain("enable")))
    expectEqual(Device.EventValidity.bit(of: .advance(2.5)), Device.EventValidity.bit(of: .advance(1)))
    // Up to a day, the longest wait a script names (an hour until session 33: a 2 h lock was never reached).
    expectEqual(Device.EventValidity.bit(of: .advance(7200)), Device.EventValidity.bit(of: .advance(1)))
    expectEqual(Device.EventValidity.bit(of: .advance(86400)), Device.EventValidity.bit(of: .advance(1)))
    expectEqual(Device.EventValidity.bit(of: .advance(86400.5)), 0)
  }

  @Test("an alert kind's position is its index in allCases")
  func alertKindPositions() {
    for (index, kind) in SystemAlertKind.allCases.enumerated() { expectEqual(kind.position, index) }
  }
}
