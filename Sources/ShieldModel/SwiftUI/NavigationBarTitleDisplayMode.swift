extension View {
  /// The navigation title shown in `displayMode` (Apple, "navigationBarTitleDisplayMode(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:) ;
  /// iOS 14+; high). Kept without behaviour, as ``navigationTitle(_:)``: the title's size
  /// changes no window, layer or capture, so it cannot change a verdict.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }
}
