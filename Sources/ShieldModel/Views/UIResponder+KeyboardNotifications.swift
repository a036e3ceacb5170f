extension UIResponder {
  /// Posted before the keyboard appears (Apple, "keyboardWillShowNotification",
  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification ;
  /// iOS 2+; high). **Not posted by the model** (approximated): the model brings the keyboard up
  /// and down with first-responder changes (``Device`` draws its keyboard window) and delivers no
  /// keyboard notifications, so an observer of these names is never called; what an app does on
  /// them (usually moving content above the keyboard) is not fuzzed.
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared (Apple, "keyboardDidShowNotification"; iOS 2+); not posted
  /// (see ``keyboardWillShowNotification``).
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears (Apple, "keyboardWillHideNotification"; iOS 2+); not
  /// posted (see ``keyboardWillShowNotification``).
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappeared (Apple, "keyboardDidHideNotification"; iOS 2+); not
  /// posted (see ``keyboardWillShowNotification``).
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (Apple, "keyboardWillChangeFrameNotification";
  /// iOS 5+); not posted (see ``keyboardWillShowNotification``).
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  /// The `userInfo` key of the keyboard's frame at the end of its animation, an `NSValue` of a
  /// `CGRect` on iOS (Apple, "keyboardFrameEndUserInfoKey"; iOS 3.2+); kept for the notifications
  /// the model does not post.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The `userInfo` key of the keyboard's animation duration (Apple,
  /// "keyboardAnimationDurationUserInfoKey"; iOS 3+); kept, as ``keyboardFrameEndUserInfoKey``.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
