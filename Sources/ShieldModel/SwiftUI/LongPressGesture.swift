extension View {
  /// `action` after the user presses the view for `minimumDuration` seconds (Apple,
  /// "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)",
  /// https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:perform:onpressingchanged:) ;
  /// iOS 13+; high). The fuzzer's touches are taps, never held, so the action never runs
  /// (approximated: what an app opens on a long press, a passcode sheet for instance, is not
  /// fuzzed); the view is drawn as it is.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View { self }
}
