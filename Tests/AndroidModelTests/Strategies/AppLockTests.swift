import AndroidModel
import AndroidStrategies
import LifecycleFuzz
import Testing

/// The app-lock family against the window manager: what stacks above the lock decides lock-bypass.
@Suite struct AppLockTests {
  private func lock(_ surface: AndroidLockConfiguration.Surface) -> AndroidAppLock {
    AndroidAppLock(AndroidLockConfiguration(surface: surface, rearm: .onPause))
  }

  @Test(arguments: [AndroidLockConfiguration.Surface.view, .dialog])
  func aDialogShownWhileLockedStacksAboveTheLock(surface: AndroidLockConfiguration.Surface) {
    let (device, violations) = run(phone(34), lock(surface), [.launch, .showWindow(.dialog)])
    #expect(kinds(violations) == [.lockBypass])
    #expect(device.legibleSensitiveOnDisplay == ["dialog/message"])
  }

  @Test func aLockDialogShownInOnCreateIsAboveTheActivitysWindowAndCoversIt() {
    let (device, violations) = run(phone(34), lock(.dialog), [.launch])
    #expect(kinds(violations) == [])
    #expect(device.windowManager.windows.map(\.label) == ["activity", "dialog"])
  }

  @Test func aLockDialogArmedAfterTheAppsDialogIsAboveIt() {
    let events: [AndroidEvent] = [.launch, .appCall("unlock"), .showWindow(.dialog), .pressHome, .returnToApp]
    let (device, violations) = run(phone(34), lock(.dialog), events)
    #expect(kinds(violations) == [])
    #expect(device.strategy.isAppLocked)
    #expect(device.legibleSensitiveOnDisplay == [])
  }

  @Test func aCancelableLockDialogIsDismissedByTheUser() {
    let (_, violations) = run(phone(34), lock(.dialog), [.launch, .dismissWindow])
    #expect(kinds(violations) == [.lockBypass])
  }

  @Test func theFamilyParsesItsCanonicalText() {
    let text = "android-lock[as=dialog,rearm=onStop]"
    #expect(AndroidLockConfiguration(parsing: text)?.description == text)
    #expect(AndroidLockConfiguration(parsing: "android-lock[as=window,rearm=onStop]") == nil)
    #expect(AndroidStrategyCatalog.descriptor(named: text)?.name == text)
  }
}
