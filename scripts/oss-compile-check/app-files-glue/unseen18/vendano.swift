// vendano/vendano-ios (a Cardano wallet): `BlurOverlay` (App/BlurOverlay.swift), made by the app's
// root view as a `@StateObject`, shows a window at `.alert + 1` hosting the app's SwiftUI
// `BlurView` (App/BlurView.swift: the app's logo on a gradient) on will-resign-active and hides it
// on did-become-active. Stubbed here, the app's own types the two files name: its theme (an
// environment object with a colour lookup and the "hosky" variant, off), its gradient view and
// its font modifier. A scene's connection makes the overlay, as the app's root view does at
// first display; the app description's screen is the content.
final class VendanoTheme: ObservableObject {
  static let shared = VendanoTheme()
  func isHosky() -> Bool { false }
  func color(named name: String) -> Color { .white }
}
struct DarkGradientView: View {
  var body: some View { Color.black }
}
extension View {
  func vendanoFont(_ font: Font, size: CGFloat, weight: Font.Weight) -> some View { self.font(font) }
}
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .appSwitcher }
  var overlay: BlurOverlay?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    if overlay == nil { overlay = BlurOverlay() }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "vendano", summary: "", source: "", claims: .appSwitcher, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .appSwitcher) { Glue() } })
