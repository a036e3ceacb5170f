import AndroidModel
import AndroidStrategies
import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import Testing

/// The Android quick start (`Examples/AndroidQuickStart`): a user's own Android strategy, registered on the Android
/// platform of a `CommandLineTool`, runs like a built-in one. The strategy is the example's file, as written there.
@Suite struct AndroidUserStrategyTests {
  @MainActor final class SecureEveryWindow: AndroidPrivacyStrategy {
    var name: String { "secure-every-window" }
    var claims: AndroidProtectionClaims { .all }

    func onCreate(_ activity: Activity) {
      activity.window.setFlags(WindowManager.LayoutParams.FLAG_SECURE, WindowManager.LayoutParams.FLAG_SECURE)
    }

    func onCreateDialog(_ dialog: Dialog, _ activity: Activity) {
      dialog.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
    }

    func onPopupWindowShown(_ popup: PopupWindow, _ activity: Activity) {
      guard var params = popup.contentView.rootView.layoutParams else { return }
      params.flags |= WindowManager.LayoutParams.FLAG_SECURE
      activity.windowManager.updateViewLayout(popup.contentView.rootView, params)
    }
  }

  static let descriptor = AndroidStrategyDescriptor(
    name: "secure-every-window", summary: "FLAG_SECURE on the activity, its dialogs and its popups",
    source: "my app", defaultProfile: AndroidProfile(apiLevel: 34), make: { SecureEveryWindow() })

  func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
    let tool = CommandLineTool(
      strategies: StrategyProvider(platforms: [AndroidPlatform(strategies: [Self.descriptor])]),
      name: "my-android-fuzz")
    var out = ""
    var err = ""
    let code = tool.main(arguments: arguments, console: Console(out: { out += $0 }, err: { err += $0 }))
    return (code, out, err)
  }

  @Test func theUsersStrategyIsListedAndHoldsOnItsProfile() {
    #expect(run(["list", "strategies"]).out.contains("secure-every-window"))
    let r = run(["run", "--strategy", "secure-every-window", "--no-corpus", "--traces", "100"])
    #expect(r.code == .success, "\(r.out)\(r.err)")
  }

  @Test func belowAPI26ItsThumbnailIsNeverTakenSoItHoldsThereToo() {
    let r = run([
      "run", "--strategy", "secure-every-window", "--profile", "phone-api25-views", "--no-corpus", "--traces", "100",
    ])
    #expect(r.code == .success, "\(r.out)\(r.err)")
  }
}
