/// The key window of each scene and of the app (issue 26, windows and focus; rows F1-F5 of docs/model-behaviours.md).
///
/// From iOS 15 each window scene has a key window of its own: of a scene's windows only one at a time is its key
/// window (`UIWindowScene.keyWindow`, https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow ),
/// `UIWindow.isKeyWindow` is true for "the key window of its scene", and UIKit calls `becomeKey()`/`resignKey()` and
/// posts `didBecomeKeyNotification`/`didResignKeyNotification` when a window becomes or stops being the key window in
/// its scene; up to iOS 14 there is one key window in the app, and the same property, calls and notices are the
/// app's (Apple, "isKeyWindow", https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow ; "becomeKey()",
/// https://developer.apple.com/documentation/uikit/uiwindow/becomekey() ; "resignKey()",
/// https://developer.apple.com/documentation/uikit/uiwindow/resignkey() ; "didResignKeyNotification",
/// https://developer.apple.com/documentation/uikit/uiwindow/didresignkeynotification ; high). So from iOS 15 the
/// user's focus going from one scene to another changes neither scene's key window and posts neither notice (a
/// developer's first-hand report: on iPadOS 15+ the notices come only for a change inside a scene,
/// https://developer.apple.com/forums/thread/773669 ; medium), while the app-wide `UIApplication.keyWindow`
/// (deprecated since iOS 13: "returns a key window across all connected scenes") names the key window of the scene
/// the user is in, the one that gets the keyboard (https://tengl.net/blog/2021/11/9/uiapplication-key-window-replacement ,
/// iPadOS 15.0.2; the same forum thread; medium). The model keeps that app-wide one as ``KeyboardState/keyWindow``
/// (the keyboard follows it: K10) and, from iOS 15, each scene's own in ``UIWindowScene/ownKeyWindow``.
extension Device {
  /// Whether scenes have key windows of their own: iOS 15+.
  var hasSceneKeyWindows: Bool { profile.osVersion >= OSVersion(15) }

  /// `scene`'s key window (`UIWindowScene.keyWindow`): from iOS 15 the window last made key in it while it is still
  /// in the scene, also while the scene is in the background or another scene has the user's focus; before iOS 15
  /// the app's key window when it is in `scene`, else none.
  package func sceneKeyWindow(of scene: UIWindowScene) -> UIWindow? {
    guard hasSceneKeyWindows else {
      let key = keyboard.keyWindow
      return key?.windowScene === scene ? key : nil
    }
    guard let window = ownKeyWindow(of: scene), window.windowScene === scene else { return nil }
    return window
  }

  /// Whether `window` is key (`UIWindow.isKeyWindow`): in its scene from iOS 15, in the app before.
  package func isKey(_ window: UIWindow) -> Bool {
    guard hasSceneKeyWindows, let scene = window.windowScene else { return keyboard.keyWindow === window }
    return sceneKeyWindow(of: scene) === window
  }

  /// `window` becomes the app's key window and, from iOS 15, its scene's, with UIKit's notices for the window that
  /// stops being key and the one that becomes key (in the scene from iOS 15, in the app before); none when nothing
  /// changes there (the user's focus coming back to a scene's own key window).
  func takeKeyStatus(_ window: UIWindow) {
    let previous: UIWindow?
    if hasSceneKeyWindows, let scene = window.windowScene {
      previous = sceneKeyWindow(of: scene)
      setOwnKeyWindow(window, of: scene)
    } else {
      previous = keyboard.keyWindow
    }
    keyboard.keyWindow = window
    postKeyChange(from: previous, to: window)
  }

  /// From iOS 15, whether making `window` key changes only its scene's key window: its scene is in the background
  /// and has a key window of its own, while the app's key window is in another scene that is foreground-active
  /// (``PlatformFlags/backgroundSceneKeyWindowStaysInScene``). A scene being connected has none yet: its first
  /// window made key takes the app's key window, as the scene the user opens.
  func keyChangeStaysInScene(_ window: UIWindow) -> Bool {
    guard hasSceneKeyWindows, let scene = window.windowScene, scene.activationState == .background,
      sceneKeyWindow(of: scene) != nil,
      let focused = keyboard.keyWindow?.windowScene, focused !== scene, focused.activationState == .foregroundActive
    else { return false }
    return profile.flags.backgroundSceneKeyWindowStaysInScene
  }

  /// `window` becomes its scene's key window only (``keyChangeStaysInScene(_:)``): the app's key window and the
  /// keyboard stay where the user is.
  func takeSceneKeyStatus(_ window: UIWindow) {
    guard let scene = window.windowScene else { return }
    let previous = sceneKeyWindow(of: scene)
    setOwnKeyWindow(window, of: scene)
    postKeyChange(from: previous, to: window)
  }

  /// From iOS 15, `scene`, which had the app's key window, went to the background: the app's key window becomes the
  /// key window of the first scene still foreground-active, without a notice (neither scene's key window changes);
  /// the backgrounded scene keeps its own. Before iOS 15 the app's one key window stays where it was (no source says
  /// otherwise).
  func keyFocusDidLeave(_ scene: UIWindowScene) {
    guard hasSceneKeyWindows, keyboard.keyWindow?.windowScene === scene else { return }
    for next in appScenes where next !== scene && next.activationState == .foregroundActive {
      if let key = sceneKeyWindow(of: next) {
        keyboard.keyWindow = key
        return
      }
    }
  }

  /// The key window `window` was hidden: another visible window of its scene at the normal level becomes key there
  /// (and the app's, if `window` was), or none; the hidden one does not get it back when shown again. The notices
  /// as for any key change.
  func keyWindowDidHide(_ window: UIWindow) {
    let scene = window.windowScene
    let next = scene?.windows.last { $0 !== window && !$0.isHidden && $0.windowLevel == .normal }
    if hasSceneKeyWindows, let scene {
      guard ownKeyWindow(of: scene) === window else { return }
      setOwnKeyWindow(next, of: scene)
      if keyboard.keyWindow === window { keyboard.keyWindow = next }
    } else {
      guard keyboard.keyWindow === window else { return }
      keyboard.keyWindow = next
    }
    postKeyChange(from: window, to: next)
  }

  /// The window last made key in `scene` (from iOS 15) in this process, if it is still alive.
  private func ownKeyWindow(of scene: UIWindowScene) -> UIWindow? {
    scene.ownKeyWindowEpoch == keyboard.sceneKeyWindowsEpoch ? scene.ownKeyWindow : nil
  }

  /// Records `window` as `scene`'s own key window in this process.
  private func setOwnKeyWindow(_ window: UIWindow?, of scene: UIWindowScene) {
    scene.ownKeyWindow = window
    scene.ownKeyWindowEpoch = keyboard.sceneKeyWindowsEpoch
  }

  private func postKeyChange(from previous: UIWindow?, to window: UIWindow?) {
    guard previous !== window else { return }
    if let previous { notificationCenter.post(name: UIWindow.didResignKeyNotification, object: previous) }
    if let window { notificationCenter.post(name: UIWindow.didBecomeKeyNotification, object: window) }
  }
}
