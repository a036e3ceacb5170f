// aranzatech/react-native-card-secure-view: the module's coordinator (not taken) presents the card
// controller over the app and begins its session when the app's JavaScript opens it; here at launch.
@MainActor final class Glue: PrivacyScreenStrategy {
  var claims: ProtectionClaims { .all }
  var card: CardSecureViewController?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let root = (scene.delegate as? any UIWindowSceneDelegate)?.window?.rootViewController else { return }
    let data = SensitiveCardData(
      brand: "VISA", cardId: "card-1", cvv: "123", expiry: "12/30", holder: "A. HOLDER", pan: "4111111111111111")
    let card = CardSecureViewController(data: data, configuration: CardSecureViewConfiguration())
    card.onRequestClose = { [weak card] _ in
      card?.prepareForDismissal()
      card?.dismiss(animated: false)
    }
    root.present(card, animated: false)
    card.beginSession()
    self.card = card
  }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "aranzatech", summary: "", source: "", claims: .all, defaultProfile: .iPhoneScenes,
  make: { PerSceneStrategy(claims: .all) { Glue() } })
