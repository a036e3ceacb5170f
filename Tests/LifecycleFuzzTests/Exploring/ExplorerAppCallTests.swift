import CoverStrategies
import ShieldModel
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// The explorer's app calls are ones the strategy answers, so every sequence `explore` prints replays: its fixed
/// `[enable, disable]` menu printed sequences the trace reader refuses for a strategy whose calls are others (a lock
/// with settings, a detector with `at=appCall` and no `disable=`).
@Suite("Explorer: app calls the strategy answers")
struct ExplorerAppCallTests {
  static let lock =
    "lock[shield=resign,when=launch+becomeActive,as=window,level=2000,key,hideMain,release=field,rearm=background,"
    + "grace=300,graceFrom=leave,settings=live]"
  static let detector = "detect[on=captured,promise=blank,initial=read,at=appCall]"

  /// The app calls in the explorer's menu after a launch.
  @MainActor static func menuCalls(_ descriptor: StrategyDescriptor) -> [String] {
    let session = TraceRunner(strategy: descriptor, profile: descriptor.defaultProfile).makeSession()
    _ = session.step(0, .launch, observe: nil)
    return Explorer<IOSPlatform>.menu(for: session).compactMap { if case .appCall(let n) = $0 { n } else { nil } }
  }

  @Test("every built-in strategy, a lock with settings and a detector: each menu call is answered")
  @MainActor func everyMenuCallIsAnswered() throws {
    let named = try [Self.lock, Self.detector].map { try #require(StrategyCatalog.descriptor(named: $0)) }
    for descriptor in StrategyCatalog.all + named {
      for call in Self.menuCalls(descriptor) {
        #expect(
          IOSPlatform.unansweredAppCall(in: [.launch, .appCall(call)], strategy: descriptor) == nil,
          "\(descriptor.name): appCall(\(call))")
      }
    }
  }

  @Test("a strategy answering enable and disable keeps the menu it had; others get their own calls")
  @MainActor func menus() throws {
    let toggle = try #require(StrategyCatalog.descriptor(named: "toggleable-cover"))
    expectEqual(Self.menuCalls(toggle), ["enable", "disable"])
    let none = try #require(StrategyCatalog.descriptor(named: "subview-tag"))
    expectEqual(Self.menuCalls(none), ["enable", "disable"])
    let lock = try #require(StrategyCatalog.descriptor(named: Self.lock))
    expectEqual(Self.menuCalls(lock), lock.make().appCalls)
    #expect(!Self.menuCalls(lock).contains("enable"))
    let detector = try #require(StrategyCatalog.descriptor(named: Self.detector))
    let calls = Self.menuCalls(detector)
    #expect(!calls.isEmpty && !calls.contains("disable"), "\(calls)")
  }
}
