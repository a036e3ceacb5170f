// splitdesigns/sdkit: a SwiftUI library whose privacy filter (sources/distribution/
// privacy-filter.swift) lays a backdrop filter (backdrop-filter.swift: a private backdrop layer,
// backdrop.swift, blurred) over the content while the scene phase is not active; its settings
// come from the library's defaults object (defaults.swift) in the environment. The library's other
// types the four files name are stubbed here as the library writes them (its scheme color, font
// style, conditional modifier, bundle names, clamp, corner style, library colors and flow),
// public as the library's types are. The app's call is ours: a root view with the filter at a
// 30 pt radius (the defaults' radius is 0) and the defaults injected, in a SwiftUI `App` hosted
// by `SwiftUIAppHost`; the root is clear, so the app description's screen under the hosting view
// stands for the content.
public struct SDSchemeColor {
  public var light: Color
  public var dark: Color
  public init(light: Color, dark: Color) {
    self.light = light
    self.dark = dark
  }
  public var auto: Color { light }
}
public struct SDFontStyle {
  public var size: CGFloat = 17
}
extension View {
  @ViewBuilder func `if`<Modified: View>(_ condition: Bool, _ transform: (Self) -> Modified) -> some View {
    if condition { transform(self) } else { self }
  }
}
extension Bundle {
  var displayName: String? { object(forInfoDictionaryKey: "CFBundleDisplayName") as? String }
  var name: String? { object(forInfoDictionaryKey: "CFBundleName") as? String }
}
extension Comparable {
  func clamped(in range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
public enum SDRelativeCornerStyle {
  public enum ShadowAlignment { case drop, center }
}
public enum SDLibrary {
  public enum Colors {
    public static let main = SDSchemeColor(light: .black, dark: .white)
  }
}
public struct SDFlow {
  public init(_ url: String) {}
}
struct SDKitExampleApp: App {
  var body: some Scene {
    WindowGroup {
      Color.clear
        .privacyFilter(SDBackdropFilter(radius: 30))
        .setDefaults { $0 }
    }
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "sdkit", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(SDKitExampleApp.self, claims: .appSwitcher) })
