import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@testable import CoverStrategies

/// App locks against entries into the app (``SystemEvent/openEntry(_:_:)``): the routed screen
/// lands where UIKit puts it against the lock, and the existing checks judge it.
@Suite("Lock family: entries into the app (notification, link, quick action)")
struct LockEntryTests {
  private static func outcome(_ lock: String, _ events: [SystemEvent], profile: String = "iphone-ios17-scenes") throws
    -> String
  {
    let runner = TraceRunner(
      strategy: try #require(StrategyCatalog.descriptor(named: lock)), profile: try Profile(named: profile))
    switch runner.run(events) {
    case .violated(let v): return "\(v.invariant.rawValue) at \(v.step)"
    default: return "holds"
    }
  }

  private static let presented =
    "lock[when=launch+background,as=present,from=root,style=fullScreen,release=keypad,rearm=background]"
  private static let window = "lock[when=launch+background,as=window,level=2001,release=keypad,rearm=background]"
  private static let warm: [SystemEvent] = [.launch, .enterPasscode, .goHome, .advance(1)]

  @Test("a warm notification's sheet from the top-most controller lands over a presented lock, under a window lock")
  func sheetOverPresentedLock() throws {
    let events = Self.warm + [.openEntry(.notification, .present(.sheet, .top))]
    try expectEqual(Self.outcome(Self.presented, events), "lock-bypass at 4")
    try expectEqual(Self.outcome(Self.window, events), "holds")
    // A push goes under the full-screen lock.
    try expectEqual(
      Self.outcome(Self.presented, Self.warm + [.openEntry(.shortcut, .push("recovery-phrase"))]), "holds")
  }

  @Test("cold: a sheet the handler presents from the root before did-become-active blocks a lock presented there")
  func coldRouteBeforeTheLock() throws {
    let fromRoot = "lock[when=becomeActive,as=present,from=root,style=fullScreen,release=keypad,rearm=background]"
    let fromTop = "lock[when=becomeActive,as=present,from=top,style=fullScreen,release=keypad,rearm=background]"
    let link: [SystemEvent] = [.openEntry(.link, .present(.sheet, .root))]
    try expectEqual(Self.outcome(fromRoot, link), "lock-bypass at 0")
    try expectEqual(Self.outcome(fromTop, link), "holds")
    try expectEqual(Self.outcome(fromRoot, [.openEntry(.link, .none)]), "holds")
    // The notification's response: before did-become-active by default; after it the lock is already up.
    let note: [SystemEvent] = [.openEntry(.notification, .present(.sheet, .root))]
    try expectEqual(Self.outcome(fromRoot, note), "lock-bypass at 0")
    try expectEqual(
      Self.outcome(fromRoot, note, profile: "iphone-ios17-scenes+entryDeliveredBeforeActivation=false"), "holds")
  }

  @Test("every hook hears an entry as the launch or the return it is: the same verdicts as launch and returnToApp")
  func hooksHearTheLifecycle() throws {
    for profile in ["iphone-ios17-scenes", "iphone-ios17-appdelegate"] {
      for hook in ["", ",hook=appDelegate", ",hook=appNote"] {
        let lock = "lock[when=launch+background+foreground\(hook),as=window,level=2001,release=keypad]"
        let back = Self.warm + [.returnToApp, .advance(2)]
        let entry = Self.warm + [.openEntry(.notification, .none), .advance(2)]
        try expectEqual(Self.outcome(lock, entry, profile: profile), Self.outcome(lock, back, profile: profile))
        try expectEqual(
          Self.outcome(lock, [.openEntry(.link, .none), .advance(2)], profile: profile),
          Self.outcome(lock, [.launch, .advance(2)], profile: profile))
      }
    }
  }
}
