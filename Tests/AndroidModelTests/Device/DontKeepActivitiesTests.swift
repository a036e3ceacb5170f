import AndroidModel
import AndroidStrategies
import AppLogic
import LifecycleFuzz
import TestExpectations
import Testing

/// The Developer option "Don't keep activities" (`dontKeepActivities(on|off)`, `AndroidDevice+DeveloperOptions.swift`):
/// every activity that stops is destroyed with its record kept, and made again from its saved state at the return,
/// the process (the script's variables) living on. Off by default.
@Suite struct DontKeepActivitiesTests {
  private func logic(_ text: String) throws -> AndroidAppLogic {
    try AndroidAppLogic(try AppLogicScript(parsing: text))
  }

  /// Off: Home and the return keep the instance. On: Home destroys it (`onDestroy`, not finishing), the process lives
  /// on, and the return makes a new instance from its saved state.
  @Test func theReturnRecreatesTheStoppedActivityFromItsSavedState() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    #expect(!device.alwaysFinishActivities)
    try device.step(.launch)
    try device.step(.pressHome)
    let first = device.activity
    try device.step(.returnToApp)
    #expect(device.activity === first)
    try device.step(.pressHome)
    try device.step(.dontKeepActivities(true))
    #expect(device.alwaysFinishActivities)
    #expect(device.activity == nil)
    expectEqual(first?.lifecycleState, .DESTROYED)
    expectEqual(first?.isFinishing, false)
    #expect(device.hasTask)
    expectEqual(device.processKills, 0)
    try device.step(.returnToApp)
    #expect(device.activity !== first)
    expectEqual(device.activity?.hasSavedInstanceState, true)
    expectEqual(device.activity?.lifecycleState, .RESUMED)
    // The next Home destroys the new one at once, as the setting stays on.
    try device.step(.pressHome)
    #expect(device.activity == nil)
    expectEqual(device.alwaysFinishDestructions, 2)
    try device.step(.dontKeepActivities(false))
    try device.step(.returnToApp)
    let kept = device.activity
    try device.step(.pressHome)
    #expect(device.activity === kept)
  }

  /// The setting is changed in Settings, another app: refused in front, and refused when it is already so.
  @Test func theSettingIsChangedWithTheAppAway() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection())
    try device.step(.launch)
    #expect(device.refusal(for: .dontKeepActivities(true)) != nil)
    try device.step(.pressHome)
    expectEqual(device.refusal(for: .dontKeepActivities(false)), "\"Don't keep activities\" is already off")
    #expect(device.refusal(for: .dontKeepActivities(true)) == nil)
  }

  /// With two activities, the one below is destroyed as the one on top starts over it, and Back makes it again from
  /// its saved state.
  @Test func anActivityBelowIsRemadeAtBack() throws {
    let device = AndroidDevice(profile: phone(34), strategy: NoAndroidProtection(), app: .payments())
    try device.step(.launch)
    try device.step(.pressHome)
    try device.step(.dontKeepActivities(true))
    try device.step(.returnToApp)
    let home = device.activity
    try device.step(.navigate("card"))
    #expect(device.backgroundActivities.isEmpty)
    expectEqual(home?.lifecycleState, .DESTROYED)
    try device.step(.back)
    #expect(device.activity !== home)
    expectEqual(device.activity?.hasSavedInstanceState, true)
    expectEqual(device.activity?.startScreen?.name, "home")
  }

  private let lockArmedOnPause = """
    lock: locked
    on onCreate if not(started): set(started); set(locked); addView(lock)
    on appCall(unlock): removeView(lock); clear(locked)
    on onPause: set(locked); addView(lock)
    """

  /// A lock whose view is drawn only at a process's first `onCreate` and re-armed in `onPause`: the lock's state is
  /// the process's, its view the activity's. Kept activities: the return shows the view `onPause` added. Don't keep
  /// activities: the recreated activity has no lock view while `locked` stands (`lock-bypass`); drawing it from the
  /// state in `onCreate` holds.
  @Test func aLockDrawnOnlyWhereItIsArmedIsLostAtTheRecreation() throws {
    let kept: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .returnToApp]
    let dropped: [AndroidEvent] = [.launch, .appCall("unlock"), .pressHome, .dontKeepActivities(true), .returnToApp]
    #expect(kinds(run(phone(34), try logic(lockArmedOnPause), kept).violations).isEmpty)
    let (device, violations) = run(phone(34), try logic(lockArmedOnPause), dropped)
    #expect(device.strategy.isAppLocked)
    expectEqual(violations[4].map(\.invariant), [.lockBypass])
    let fixed = lockArmedOnPause + "\non onCreate if locked: addView(lock)"
    #expect(kinds(run(phone(34), try logic(fixed), dropped).violations).isEmpty)
  }

  /// `FLAG_SECURE` is the window's: one set by a later call of the app (a control's handler) is gone with the
  /// destroyed activity, and the recreated one's screenshot shows its content; one set in `onCreate` holds.
  @Test func aSecureFlagSetByALaterCallIsLostAtTheRecreation() throws {
    let later = "claims: screenshots\non appCall(protect): addFlags(secure)"
    let events: [AndroidEvent] = [
      .launch, .appCall("protect"), .pressHome, .dontKeepActivities(true), .returnToApp, .screenshot,
    ]
    let (_, violations) = run(phone(34), try logic(later), events)
    #expect(violations[0...4].allSatisfy { $0.isEmpty })
    expectEqual(violations[5].map(\.invariant), [.captureLeak])
    // Kept activities: the same window keeps its flag.
    let keptEvents: [AndroidEvent] = [.launch, .appCall("protect"), .pressHome, .returnToApp, .screenshot]
    #expect(run(phone(34), try logic(later), keptEvents).violations[4].isEmpty)
    // Set in onCreate too: every instance has it.
    let onCreate = later + "\non onCreate: addFlags(secure)"
    #expect(run(phone(34), try logic(onCreate), events).violations[5].isEmpty)
  }
}
