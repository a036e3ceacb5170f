import TestExpectations
import Testing

@testable import ShieldModel

// The compiler treats a closure passed to any `DispatchQueue.main.async` as main-actor isolated
// (matching the type by name), so what the blocks capture must be Sendable in Swift 6 mode. The
// model runs everything on one thread, hence `@unchecked Sendable` here.

/// A value that blocks on the virtual main queue may capture.
private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// Records the order of its callbacks and of main-queue blocks they enqueue.
private final class AsyncRecorder: PrivacyScreenStrategy, @unchecked Sendable {
  var claims: ProtectionClaims { [] }
  var order: [String] = []
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) {
    NotificationCenter.default.addObserver(
      forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
    ) { [weak self] _ in self?.order.append("app will resign") }
  }
  func sceneWillResignActive(_ scene: UIScene) {
    order.append("resign")
    // Written with `execute:`: a trailing closure to `DispatchQueue.main.async` is taken as
    // main-actor isolated (or @Sendable) by the compiler's Dispatch special case.
    DispatchQueue.main.async {
      self.order.append("block 1")
      DispatchQueue.main.async { self.order.append("block 3 (enqueued by block 1)") }
    }
    DispatchQueue.main.async { self.order.append("block 2") }
  }
}

/// Covers the scene from a block it enqueues in sceneDidEnterBackground.
private final class AsyncCover: PrivacyScreenStrategy, @unchecked Sendable {
  var claims: ProtectionClaims { .appSwitcher }
  var cover: UIWindow?
  func sceneDidEnterBackground(_ scene: UIScene) {
    DispatchQueue.main.async {
      guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
      self.cover = makeCoverWindow(in: scene)
      self.cover?.isHidden = false
    }
  }
}

@Suite("Virtual main queue and clock")
struct MainQueueTests {
  @Test("Blocks enqueued in a callback run FIFO at the end of the event's turn, after every callback")
  func endOfTurn() throws {
    // https://pastebin.com/rcuCVL3Z
    let strategy = AsyncRecorder()
    let device = try launched(strategy: strategy)
    try device.apply(.openControlCenter)
    expectEqual(strategy.order, ["resign", "app will resign", "block 1", "block 2", "block 3 (enqueued by block 1)"])
    #expect(!device.hasPendingMainQueueWork)
  }

  @Test("A block enqueued in didEnterBackground runs before the snapshot when the next event is runMainQueue")
  func raceWon() throws {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    let strategy = AsyncCover()
    let device = try launched(strategy: strategy)
    try device.apply(.goHome)
    #expect(strategy.cover == nil)
    #expect(device.hasPendingMainQueueWork)
    try device.apply(.runMainQueue)
    let snapshot = try #require(device.collectCaptures().first { $0.kind == .switcherSnapshot })
    expectEqual(snapshot.frame.rendering, allCover)
  }

  @Test(
    "Otherwise the snapshot comes first; the block runs in the app's last turns before the suspension, or on the return",
    arguments: [true, false])
  func raceLost(runsBeforeSuspension: Bool) throws {
    // https://errorhandle.ai/dispatchqueue-main-when-ios-app-is-in-background-mode ;
    // https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence
    let strategy = AsyncCover()
    var profile = try Profile(named: "iphone-ios17-scenes")
    profile.flags.queuedWorkRunsBeforeSuspension = runsBeforeSuspension
    let device = Device(profile: profile, strategy: strategy)
    try device.apply(.launch, .goHome, .advance(5))
    let snapshot = try #require(device.collectCaptures().first { $0.kind == .switcherSnapshot })
    expectEqual(snapshot.frame.rendering, samplePortrait)
    #expect(device.isSuspended)
    expectEqual((strategy.cover != nil), runsBeforeSuspension)
    try device.apply(.returnToApp)
    #expect(strategy.cover != nil)
    #expect(!device.isSuspended)
  }

  @Test("Virtual time moves only with advance; asyncAfter fires once its deadline is reached")
  func clock() throws {
    // https://pastebin.com/rcuCVL3Z
    let device = try launched()
    let fired = Box<[Double]>([])
    device.withCurrent {
      expectEqual(DispatchTime.now().uptimeNanoseconds, 0)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { fired.value.append(Device.current?.now ?? -1) }
    }
    try device.apply(.advance(1))
    expectEqual(device.now, 1)
    #expect(fired.value.isEmpty)
    try device.apply(.screenshot)
    expectEqual(device.now, 1)
    try device.apply(.advance(1))
    expectEqual(fired.value, [1.5])
    expectEqual(device.now, 2)
    expectEqual(device.withCurrent { DispatchTime.now().uptimeNanoseconds }, 2_000_000_000)
  }

  @Test("A suspended app's timers wait until it runs again")
  func timersWaitWhileSuspended() throws {
    // https://errorhandle.ai/dispatchqueue-main-when-ios-app-is-in-background-mode
    let device = try launched()
    let fired = Box(false)
    device.withCurrent {
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { fired.value = true }
    }
    try device.apply(.goHome, .advance(10))
    #expect(device.isSuspended)
    #expect(!fired.value)
    try device.apply(.returnToApp, .advance(0.5))
    #expect(fired.value)
  }

  @Test(
    "A timer that fell due while suspended fires in the return's first turn, or after did-become-active under the flag",
    arguments: [false, true])
  func overdueTimerOrder(afterBecomeActive: Bool) throws {
    let recorder = Recorder()
    let profile = "iphone-ios17-scenes" + (afterBecomeActive ? "+overdueTimersFireAfterBecomeActive=true" : "")
    let device = try launched(profile, strategy: recorder)
    device.withCurrent { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { recorder.calls.append("timer") } }
    try device.apply(.goHome, .advance(10))
    _ = recorder.take()
    try device.apply(.returnToApp)
    let order = recorder.take().filter {
      $0 == "timer" || $0 == "sceneWillEnterForeground(A)" || $0 == "sceneDidBecomeActive(A)"
    }
    expectEqual(
      order,
      (afterBecomeActive
        ? ["sceneWillEnterForeground(A)", "sceneDidBecomeActive(A)", "timer"]
        : ["sceneWillEnterForeground(A)", "timer", "sceneDidBecomeActive(A)"]))
  }

  @Test("A timer source fires once resumed, at its deadline then every interval; suspend holds it, cancel stops it")
  func timerSource() throws {
    // Apple, "makeTimerSource(flags:queue:)": made inactive; fires at the deadline, then every interval.
    let device = try launched()
    let fired = Box<[Double]>([])
    let cancelled = Box(false)
    let idle = Box(false)
    let timer = device.withCurrent { () -> any DispatchSourceTimer in
      let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "app.autolock"))
      timer.schedule(deadline: .now() + 1, repeating: 2)
      timer.setEventHandler { fired.value.append(Device.current?.now ?? -1) }
      timer.setCancelHandler { cancelled.value = true }
      timer.resume()
      return timer
    }
    let inactive = device.withCurrent { () -> any DispatchSourceTimer in
      let inactive = DispatchSource.makeTimerSource(queue: .main)
      inactive.schedule(deadline: .now() + 1)
      inactive.setEventHandler { idle.value = true }
      return inactive
    }
    try device.apply(.advance(3.5))
    expectEqual(fired.value, [1, 3])
    device.withCurrent { timer.suspend() }
    try device.apply(.advance(2))
    expectEqual(fired.value, [1, 3])
    device.withCurrent { timer.cancel() }
    try device.apply(.advance(5))
    expectEqual(fired.value, [1, 3])
    #expect(cancelled.value && timer.isCancelled)
    #expect(!idle.value && !inactive.isCancelled)
  }
}
