import AndroidModel
import AndroidStrategies
import TestExpectations
import Testing

@testable import LifecycleFuzz

/// Android's checkers, each condition on its own: the strategy below does one thing per app call, and each test calls
/// one checker on the device after a short trace.
@Suite("Android invariant checks, one condition at a time")
@MainActor
struct AndroidCheckTests {
  /// A strategy whose claims and lock promise the test sets; `blur` blurs the content view, `crash` calls an API 31
  /// method on any level.
  final class Stub: AndroidPrivacyStrategy {
    let name = "stub"
    var claims: AndroidProtectionClaims = .all
    var isAppLocked = false
    let appCalls = ["blur", "crash"]

    func onAppCall(_ name: String, _ activity: Activity) {
      if name == "blur" || name == "crash" {
        activity.contentView.setRenderEffect(RenderEffect.createBlurEffect(40, 40, .CLAMP))
      }
    }
  }

  /// The device after `events` (every one accepted) and the context of the last step.
  func after(
    _ events: [AndroidEvent], strategy: any AndroidPrivacyStrategy = Stub(), api: Int = 34,
    structure: AndroidAppStructure = .views
  ) throws -> AndroidCheckContext {
    let device = AndroidDevice(
      profile: AndroidProfile(apiLevel: api, formFactor: .phone, structure: structure), strategy: strategy,
      app: .banking)
    for event in events { try device.step(event) }
    return AndroidCheckContext(step: events.count - 1, event: events.last, device: device)
  }

  @Test("stranded-cover: a blur left on the resumed, idle app is a violation naming it; away or locked, none")
  func stranded() throws {
    let left = try after([.launch, .appCall("blur")])
    let v = try #require(AndroidStrandedCoverCheck().check(left))
    expectEqual(v.invariant, .strandedCover)
    expectEqual(v.step, 1)
    expectEqual(v.detail, "appCall(blur): " + left.device.visibleCoversAndBlurs.joined(separator: ","))
    #expect(!left.device.visibleCoversAndBlurs.isEmpty)
    #expect(AndroidStrandedCoverCheck().check(try after([.launch])) == nil)
    #expect(AndroidStrandedCoverCheck().check(try after([.launch, .appCall("blur"), .pressHome])) == nil)
    let lock = Stub()
    lock.isAppLocked = true
    #expect(AndroidStrandedCoverCheck().check(try after([.launch, .appCall("blur")], strategy: lock)) == nil)
  }

  @Test("lock-bypass: legible content while the lock is due is a violation; passed, or not on screen, none")
  func lockBypass() throws {
    // A lock view the screen's taps go through (a full-screen lock dialog takes them: no dialog opens over it).
    let text = "android-lock[as=view,rearm=onPause]"
    func lock() throws -> any AndroidPrivacyStrategy {
      try #require(AndroidStrategyCatalog.descriptor(named: text)).make()
    }
    let shown = try after([.launch, .showWindow(.dialog)], strategy: lock())
    let v = try #require(AndroidLockBypassCheck().check(shown))
    expectEqual(v.invariant, .lockBypass)
    expectEqual(v.detail, "showWindow(dialog): locked, yet shows dialog/message")
    // The lock view over the activity: locked, nothing legible.
    #expect(AndroidLockBypassCheck().check(try after([.launch], strategy: lock())) == nil)
    // Passed: the sample app's dialog is no bypass.
    let passed = try after([.launch, .appCall("unlock"), .showWindow(.dialog)], strategy: lock())
    #expect(!passed.device.strategy.isAppLocked)
    #expect(!passed.device.legibleSensitiveOnDisplay.isEmpty)
    #expect(AndroidLockBypassCheck().check(passed) == nil)
  }

  @Test("crash: a crash in the step is a violation naming it; the same call where the API exists is none")
  func crash() throws {
    let old = try after([.launch, .appCall("crash")], api: 30)
    let v = try #require(AndroidCrashCheck().check(old))
    expectEqual(v.invariant, .crash)
    expectEqual(v.detail, "appCall(crash): java.lang.NoSuchMethodError: View.setRenderEffect (API 31) on API 30")
    #expect(AndroidCrashCheck().check(try after([.launch, .appCall("crash")], api: 31)) == nil)
  }

  @Test("the leaks: a capture of claimed content is its invariant's; unclaimed, or another invariant's kind, none")
  func leaks() throws {
    let strategy = Stub()
    strategy.claims = [.screenshots]
    let context = try after([.launch, .screenshot], strategy: strategy)
    let shot = try #require(context.device.lastCaptures.first { $0.kind == .screenshot })
    #expect(shot.leaks)
    let v = try #require(AndroidCaptureLeakCheck().check(shot, context))
    expectEqual(v.invariant, .captureLeak)
    // The screenshot event's capture is a screenshot: its kind is said once.
    expectEqual(v.detail, "screenshot: leaks activity/balance,activity/iban,activity/cvv")
    #expect(AndroidRecentsLeakCheck().check(shot, context) == nil)
    strategy.claims = [.recents, .recordings]
    #expect(AndroidCaptureLeakCheck().check(shot, context) == nil)
    // Recents: the thumbnail taken on the way home is recents-leak's.
    let home = try after([.launch, .pressHome, .openRecents])
    let thumbnail = try #require(home.device.lastCaptures.first { $0.kind == .recentsThumbnail })
    expectEqual(AndroidRecentsLeakCheck().check(thumbnail, home)?.invariant, .recentsLeak)
    #expect(AndroidCaptureLeakCheck().check(thumbnail, home) == nil)
  }

  @Test("capture-leak: FLAG_SECURE keeps the activity out of a screenshot, not a React Native modal's dialog")
  func secureFlag() throws {
    let strategy = try #require(AndroidStrategyCatalog.descriptor(named: "secure-flag-on-create")).make()
    let plain = try after([.launch, .screenshot], strategy: strategy, structure: .reactNative)
    #expect(plain.device.lastCaptures.allSatisfy { AndroidCaptureLeakCheck().check($0, plain) == nil })
    let modal = try after(
      [.launch, .showWindow(.reactNativeModal), .screenshot],
      strategy: try #require(AndroidStrategyCatalog.descriptor(named: "secure-flag-on-create")).make(),
      structure: .reactNative)
    #expect(modal.device.lastCaptures.contains { AndroidCaptureLeakCheck().check($0, modal) != nil })
  }
}
