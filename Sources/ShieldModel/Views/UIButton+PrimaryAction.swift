extension UIButton {
  /// A button of `buttonType` whose primary action is `primaryAction` (Apple,
  /// "init(type:primaryAction:)", https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:) ;
  /// iOS 14+; high). A button's primary action event is touch-up-inside, where the action runs, as
  /// for ``UIButton/init(configuration:primaryAction:)``.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .touchUpInside) }
  }
}
