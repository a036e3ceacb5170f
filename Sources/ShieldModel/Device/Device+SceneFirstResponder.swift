/// Each scene's own first responder (iPadOS with several scenes; row F6 of docs/model-behaviours.md).
///
/// UIKit keeps a first responder per window: `becomeFirstResponder()` "Asks UIKit to make this object the first
/// responder in its window", the responder chain's root is "the window scene's key window" from iOS 13, and a text
/// field gets the software keyboard "only if the view's root window is a key window" (Apple,
/// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() ; high). So the field the
/// user tapped in scene A stays A's window's first responder when he taps a field in scene B: B's field takes the
/// keyboard, A's keeps its place and gets the keyboard back when the user returns to A and A's window is the app's
/// key window again (medium: inferred from those pages and the key window's rules, F1-F3; no first-hand report of
/// two scenes of one app). A field the app's code focuses in a scene the user is not in becomes that scene's first
/// responder without the keyboard. The model keeps the keyboard's field app-wide (``KeyboardState/firstResponder``) and, for
/// each other scene, the field it kept (``UIWindowScene/keptFirstResponder``); inside one scene its one-scene rules
/// stay as they were (one first responder, K10's kept field of a window that lost key status). Behind
/// ``PlatformFlags/sceneKeepsFirstResponder``; `false` is the earlier reading (a scene the user leaves loses its
/// field for good).
extension Device {
  /// Whether moving the keyboard from `field` to `window`, or to a field of `window`, leaves `field` its own
  /// scene's first responder: the two lie in different scenes and the flag says scenes keep theirs. Reads the flag
  /// only for two scenes, so a one-scene run never depends on it.
  func keepsAcrossScenes(_ field: UITextField, leavingFor window: UIWindow?) -> Bool {
    guard let from = field.window?.windowScene, let to = window?.windowScene, from !== to else { return false }
    return profile.flags.sceneKeepsFirstResponder
  }

  /// `field`, which has the keyboard, loses it to another scene and stays its scene's first responder
  /// (``UIWindowScene/keptFirstResponder``): no resign, so no focus callback; the keyboard goes down.
  func keepInItsScene(_ field: UITextField) {
    guard let scene = field.window?.windowScene else { return }
    scene.keptFirstResponder = field
    keyboard.keepsSceneResponders = true
    if keyboard.firstResponder === field {
      keyboard.firstResponder = nil
      keyboard.givenBackByDismissal = nil
      keyboard.isUndrawn = false
      log("keyboard hides")
    }
  }

  /// The app makes `window` key (the user's touch in its scene, or the app's `makeKey()`) and `window`'s scene kept
  /// its first responder in that very window: the field gets the keyboard back, and the field that had it, in
  /// another scene, stays that scene's first responder. Returns whether it did; `false` leaves the one-scene rules
  /// (``makeKey(_:)``) to decide, also when the keyboard's field is in the same scene.
  func givesKeptResponderBack(_ window: UIWindow) -> Bool {
    guard let scene = window.windowScene, let kept = scene.keptFirstResponder, kept.window === window else {
      return false
    }
    let previous = keyboard.firstResponder
    if let previous, previous.window?.windowScene == nil || previous.window?.windowScene === scene { return false }
    scene.keptFirstResponder = nil
    takeKeyStatus(window)
    if let previous { keepInItsScene(previous) }
    keyboard.firstResponder = kept
    keyboard.givenBackByDismissal = nil
    keyboard.isUndrawn = keyboardAskedUnderPromptIsUndrawn
    log("keyboard shows")
    return true
  }

  /// `gone` was disconnected and the app's key window is now another scene's: the field that scene kept in that
  /// window is the key window's first responder and gets the keyboard, unless a field of a scene still connected has
  /// it (the user's scene is the one left, F3).
  func keptResponderTakesKeyboard(after gone: UIWindowScene) {
    guard let key = keyboard.keyWindow, let scene = key.windowScene, let kept = scene.keptFirstResponder,
      kept.window === key
    else { return }
    if let holder = keyboard.firstResponder, let holderScene = holder.window?.windowScene, holderScene !== gone {
      return
    }
    scene.keptFirstResponder = nil
    keyboard.firstResponder = kept
    keyboard.givenBackByDismissal = nil
    keyboard.isUndrawn = keyboardAskedUnderPromptIsUndrawn
    log("keyboard shows")
  }

  /// `field` asks to become first responder (the app's code: a lock focusing its field, a cover giving a field back)
  /// in a scene the user is not in: the app's key window, which the keyboard follows, is another scene's, and the
  /// keyboard's field is not in `field`'s scene. `field` becomes its scene's first responder without the keyboard
  /// (Apple: the keyboard appears "only if the view's root window is a key window"; from iOS 15 the keyboard's events
  /// go to the key window of the scene the user is in, F3), replacing the field the scene kept; the keyboard stays
  /// where the user is. A touch or `keyboardShow` makes the touched scene the user's first, so a tapped field always
  /// gets the keyboard. Returns whether it did so.
  func keptOutsideKeyScene(_ field: UITextField) -> Bool {
    guard field !== keyboard.firstResponder, let scene = field.window?.windowScene,
      let keyScene = keyboard.keyWindow?.windowScene, keyScene !== scene,
      keyboard.firstResponder?.window?.windowScene !== scene, profile.flags.sceneKeepsFirstResponder
    else { return false }
    let old = scene.keptFirstResponder
    if old === field { return true }
    scene.keptFirstResponder = field
    keyboard.keepsSceneResponders = true
    old?.focusObserver?(false)
    field.focusObserver?(true)
    log("first responder in scene \(scene.identifier), no keyboard: the user is in scene \(keyScene.identifier)")
    return true
  }

  /// `field` becomes the keyboard's first responder: a field its scene kept is replaced when `field` is in the same
  /// window (one first responder per window) or is that field (it has the keyboard now). Returns whether `field` was
  /// the kept one (it was first responder all along: no focus callback).
  func replaceKeptResponder(by field: UITextField) -> Bool {
    guard keyboard.keepsSceneResponders, let scene = field.window?.windowScene, let kept = scene.keptFirstResponder
    else { return false }
    if kept === field {
      scene.keptFirstResponder = nil
      return true
    }
    if kept.window === field.window {
      scene.keptFirstResponder = nil
      kept.focusObserver?(false)
    }
    return false
  }

  /// `scene`'s kept first responder while it is still in one of the scene's windows.
  func keptResponder(in scene: UIWindowScene) -> UITextField? {
    guard keyboard.keepsSceneResponders, let field = scene.keptFirstResponder, field.window?.windowScene === scene
    else { return nil }
    return field
  }

  /// Whether `responder` is the first responder its scene kept (``UIResponder/isFirstResponder``).
  func isKeptByItsScene(_ responder: UIResponder) -> Bool {
    guard keyboard.keepsSceneResponders, let field = responder as? UITextField, let scene = field.window?.windowScene
    else { return false }
    return scene.keptFirstResponder === field
  }

  /// `field`, a scene's kept first responder, resigns (its own `resignFirstResponder`, its window's `endEditing`):
  /// it will not get the keyboard back. Returns whether it was one.
  func resignKept(_ field: UITextField) -> Bool {
    guard isKeptByItsScene(field), let scene = field.window?.windowScene else { return false }
    scene.keptFirstResponder = nil
    field.focusObserver?(false)
    return true
  }

  /// The process ended: no scene keeps a field.
  func forgetKeptResponders() {
    guard keyboard.keepsSceneResponders else { return }
    for scene in windowScenes { scene.keptFirstResponder = nil }
    keyboard.keepsSceneResponders = false
  }
}
