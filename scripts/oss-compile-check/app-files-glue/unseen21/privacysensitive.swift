// manasdevslopes/BiometricsAndSensitive_SwiftUI, its PrivacySensitive app: the `App`
// (PrivacySensitive/PrivacySensitiveApp.swift) shows `ContentView` (same folder), whose texts hide
// while the scene phase is not active by four modifiers of its own (a redacted placeholder, a blur
// of 5, opacity 0, an opaque colour overlay) besides `privacySensitive()`. Nothing of the app is
// stubbed; hosted by `SwiftUIAppHost` as the app's `@main` `App`.
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "privacysensitive", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(PrivacySensitiveApp.self, claims: .appSwitcher) })
