import LifecycleFuzz
import LifecycleFuzzTesting
import ShieldModel
import Testing

/// A cover raised only once the scene is in the background: the live switcher card, which
/// follows the resign alone, shows whatever the app shows.
final class BackgroundOnlyCover: PrivacyScreenStrategy {
  let claims: ProtectionClaims = .appSwitcher
  private var cover: UIWindow?
  func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.windowLevel = .alert + 1
    window.backgroundColor = .white
    window.isHidden = false
    cover = window
  }
  func sceneWillEnterForeground(_ scene: UIScene) { cover?.isHidden = true }
}

@Suite("Your own app: fuzz(app:) judges the cover over your views")
struct UserAppTests {
  /// A one-screen app: a card number (sensitive, 22 pt digits) above a neutral footer.
  static func cardApp(sensitive: Bool) -> AppDescription {
    AppDescription(
      content: .init("screen", frame: .fill, backgroundColor: AppDescription.Color(white: 1), role: .neutral),
      views: [
        .init(
          "card-number", kind: .label(text: "4111 1111 1111 1111", fontSize: 22),
          frame: .init(
            x: AppDescription.Length(16), y: AppDescription.Length(120),
            width: AppDescription.Length(-32, widthFraction: 1), height: AppDescription.Length(40)),
          role: sensitive ? .sensitive(textHeight: 22) : .neutral),
        .init(
          "footer",
          frame: .init(
            x: AppDescription.Length(0), y: AppDescription.Length(-80, heightFraction: 1),
            width: AppDescription.Length(0, widthFraction: 1),
            height: AppDescription.Length(80)), role: .neutral),
      ])
  }

  @Test("The late cover leaks your sensitive view on the switcher card, and a trace replays in your app")
  func leaksYourView() throws {
    let result = try #require(
      try fuzz("late-cover", traces: 60, app: Self.cardApp(sensitive: true)) { BackgroundOnlyCover() }.first)
    let leak = try #require(result.counterexamples.first { $0.invariant == .snapshotLeak })
    #expect(leak.events == [.launch, .openAppSwitcher])
    // 40 of the card's points out of the sample grid: not the sample app's 96 of 160.
    #expect(leak.detail.hasPrefix("switcherCard of scene A at "))
    #expect(!leak.detail.contains("at 96 of 160 points"))
    #expect(
      verdict(of: leak.trace, app: Self.cardApp(sensitive: true)) { BackgroundOnlyCover() } == .broken(.snapshotLeak))
    // The same trace in an app with nothing sensitive holds: the app decides what a leak is.
    #expect(verdict(of: leak.trace, app: Self.cardApp(sensitive: false)) { BackgroundOnlyCover() } == .holds)
  }

  @Test("With the card neutral, only the app's own presented UI (sensitive in a sensitive scene) leaks")
  func onlyTheSheetLeaks() throws {
    let result = try #require(
      try fuzz("late-cover", traces: 200, app: Self.cardApp(sensitive: false)) { BackgroundOnlyCover() }.first)
    let leaks = result.counterexamples.filter { $0.invariant == .snapshotLeak || $0.invariant == .captureLeak }
    #expect(!leaks.isEmpty)
    // Presented by the user's action (presentSheet) or by the app's own code (appPresent).
    for leak in leaks {
      #expect(
        leak.events.contains {
          switch $0 {
          case .presentSheet, .appPresent: true
          default: false
          }
        }, "\(leak)")
    }
  }
}
