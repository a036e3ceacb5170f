/// Where a toolbar item goes (Apple, "ToolbarItemPlacement",
/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement ; iOS 14+; high for the
/// names). The model's SwiftUI draws no navigation or bottom bar, so no placement is drawn.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  /// As the system decides.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// The primary action (the trailing edge of the navigation bar on iOS).
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  /// A cancel action of a modal view.
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  /// A confirm action of a modal view.
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  /// A destructive action of a modal view.
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  /// A navigation action (the leading edge).
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  /// The center of the navigation bar.
  public static let principal = ToolbarItemPlacement(name: "principal")
  /// The leading edge of the top bar (iOS 17+).
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  /// The trailing edge of the top bar (iOS 17+).
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  /// The leading edge of the navigation bar (deprecated for `topBarLeading`).
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  /// The trailing edge of the navigation bar (deprecated for `topBarTrailing`).
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Above the keyboard.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// One item of a toolbar (Apple, "ToolbarItem",
/// https://developer.apple.com/documentation/swiftui/toolbaritem ; iOS 14+; high for the call).
/// SwiftUI declares it `ToolbarContent`, not a view; the model keeps it as a view that draws
/// nothing where it is written, as its content belongs to a bar the model does not draw.
public struct ToolbarItem<ID, Content: View>: View {
  /// Where the item goes.
  public let placement: ToolbarItemPlacement
  let content: Content
  public var body: some View { EmptyView() }
}

extension ToolbarItem where ID == () {
  /// An item at `placement` showing `content`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension View {
  /// Adds items to the enclosing navigation view's bars (Apple, "toolbar(content:)",
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:) ; iOS 14+; high for
  /// the call). The model's SwiftUI draws no navigation or bottom bar, so the items are not drawn
  /// and the view is drawn as it is: a cover's look does not depend on its bar buttons.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}

/// A button style applied with `buttonStyle(_:)` (Apple, "PrimitiveButtonStyle",
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle ; iOS 13+; high for the
/// names). Styles change a button's look only; the model draws every button as its label
/// (``Button``), so a style changes nothing drawn.
public protocol PrimitiveButtonStyle {}

/// The platform's default style.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A bordered button (iOS 15+).
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A bordered, prominent button (iOS 15+).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A button with no border (iOS 13+).
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A plain button (iOS 13+).
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered, prominent button.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A plain button.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// Sets the style of the buttons in this view (Apple, "buttonStyle(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx ; iOS 13+; high
  /// for the call). The look only: the buttons are drawn and take touches as without it.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}
