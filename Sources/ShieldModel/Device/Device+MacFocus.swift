/// An iOS app on a Mac and the Mac's focus: another Mac app can take focus while the app's window stays in view.
///
/// UIKit on the Mac keeps such a scene `foregroundActive` and delivers no will-resign-active (Apple, "ScenePhase.active",
/// https://developer.apple.com/documentation/swiftui/scenephase/active ; "activeAppearance",
/// https://developer.apple.com/documentation/uikit/uitraitcollection/activeappearance ; a first-hand macOS trace,
/// https://forums.swift.org/t/in-macos-how-do-you-detect-if-my-program-window-is-selected-or-no-longer-selected-on-the-screen/53336 ;
/// the reporter of https://github.com/react/react-native/issues/32949 , macOS 12.1; high). The scene goes inactive, then
/// to the background, in one step only when its window leaves view: the app hidden, its window minimized, or the
/// user switching to another Space, which the Mac profile's ``SystemEvent/goHome`` stands for (Apple,
/// "ScenePhase.inactive": on macOS a scene passes through inactive on its way to the background,
/// https://developer.apple.com/documentation/swiftui/scenephase/inactive ; high). What the app is told instead is its
/// key window's loss of key status, ``PlatformFlags/macFocusLossResignsKeyWindow``.
extension Device {
  /// Whether another Mac app has focus while the app's window stays in view (``SystemEvent/focusOtherMacApp``):
  /// cleared when the app is focused again, hidden or leaves view.
  public var isMacAppUnfocused: Bool { systemUI.isMacAppUnfocused }

  /// The user events that need the app's window focused: on a Mac the user's click on an unfocused window
  /// focuses its app first (``SystemEvent/focusMacApp``), which a trace says as its own event.
  nonisolated static let macFocusedKinds: Set<SystemEvent.Kind> = [
    .touch, .keyboardShow, .keyboardHide, .enterPasscode, .enterWrongPasscode, .answerAlert, .presentSheet,
    .dismissSheet, .interactivePop, .resizeScene, .openExternalURL, .connectScene, .disconnectScene, .openEntry,
  ]

  func macFocusRefusal(for event: SystemEvent) -> Refusal? {
    guard profile.device == .mac else {
      return "an iPhone or iPad shows no other app's window beside the app's to take focus (a Mac only)"
    }
    if let reason = runningAppRefusal() { return reason }
    guard process.isAppInForeground, systemUI.overlay == nil else { return "the app's window is not in view" }
    switch event {
    case .focusOtherMacApp: return systemUI.isMacAppUnfocused ? "another Mac app already has focus" : nil
    default: return systemUI.isMacAppUnfocused ? nil : "the app already has focus"
    }
  }

  func performMacFocus(_ event: SystemEvent) {
    let losing = event == .focusOtherMacApp
    systemUI.isMacAppUnfocused = losing
    log(losing ? "another Mac app takes focus; the window stays in view" : "the app's window is focused again")
    postMacKeyChange(resigning: losing)
  }

  /// Before the Mac profile's ``SystemEvent/goHome`` (the app hidden, its window minimized, another Space): a
  /// focused app loses focus first, its key window resigning key; an unfocused one has already.
  func macWindowWillLeaveView() {
    guard profile.device == .mac else { return }
    if !systemUI.isMacAppUnfocused { postMacKeyChange(resigning: true) }
    systemUI.isMacAppUnfocused = false
  }

  /// After the Mac profile's ``SystemEvent/returnToApp``: the app comes back focused, its key window key again.
  func macWindowDidReturn() {
    guard profile.device == .mac else { return }
    postMacKeyChange(resigning: false)
  }

  private func postMacKeyChange(resigning: Bool) {
    guard profile.flags.macFocusLossResignsKeyWindow, let window = keyboard.keyWindow else { return }
    let name = resigning ? UIWindow.didResignKeyNotification : UIWindow.didBecomeKeyNotification
    notificationCenter.post(name: name, object: window)
  }
}
