/// The user ended the app from the app switcher and it came back (`termination-blocked`): a
/// LocalAuthentication request the app's code made in the did-enter-background of the swipe-away
/// launched it again in front (``PlatformFlags/swipeAwayRequestRelaunchesApp``, whose section in
/// docs/model-behaviours.md, "twentieth session", names the seven first-hand reports: an app with a
/// Touch ID lock "restarts by itself" when killed from the foreground,
/// https://github.com/venmo/VENTouchLock/issues/68 ; the prompt comes at once after will-terminate,
/// https://github.com/rolandleth/LTHPasscodeViewController/issues/130 ; respawned "every time",
/// https://github.com/fotolockr/CakeWallet/issues/12 ). The user expects a card swiped up to close the
/// app for good ("I can't swipe the app out", https://github.com/rolandleth/LTHPasscodeViewController/issues/151 ).
extension Device {
  /// When the app was launched again by the request made as the user swiped it away, while that
  /// process runs; `nil` otherwise (a suspended app swiped away asks nothing, and from iOS 11 the
  /// model's request is refused, so only the flag's mechanism sets it).
  public var terminationBlocked: Double? { process.isLaunched ? systemUI.swipeAwayRelaunchAt : nil }
}
