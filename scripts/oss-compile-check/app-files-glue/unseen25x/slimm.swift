// NC1107/slim-m (slim-m, a Flutter messenger): its scene delegate (client/packages/app/ios/Runner/
// SceneDelegate.swift, a `FlutterSceneDelegate`) adds a window-sized `.systemBackground` view to its
// window on will-resign-active while the biometric app lock is on, and removes it on
// did-become-active; the setting is mirrored from Dart by `AppLockWindowChannel`
// (client/packages/app/ios/Runner/AppLockWindowChannel.swift). Glue: the Dart side's bootstrap call
// (`setPrivacyShield` with `true`: the user has turned the app lock on; the cover exists only with
// it), made before the scene connects; the scene delegate hosted as UIKit hosts it, its window from
// the storyboard (the Flutter view stands for the content: the app description's screen). Flutter is
// a stub module (FlutterSceneDelegate: the scene callbacks, overridable, with no work of their own).
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "slimm", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: {
    AppLockWindowChannel.handle(FlutterMethodCall(methodName: "setPrivacyShield", arguments: true)) { _ in }
    return AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() })
  })
