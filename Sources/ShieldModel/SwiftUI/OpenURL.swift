extension View {
  /// `action` registered for the URLs the app is opened with while this view is shown (Apple,
  /// "onOpenURL(perform:)", https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:) ;
  /// iOS 14+; high: SwiftUI calls it for a URL the scene receives, a custom scheme or a universal
  /// link, when the scene connects or while it is connected). The model's link entries
  /// (``AppEntrySource/link``) carry no URL for the app's code: their route is the app
  /// description's (``AppEntryRoute``), so the action is kept and never called (**approximated**:
  /// what an app does with a URL, navigation or a sheet, is not drawn). The view is unchanged.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
