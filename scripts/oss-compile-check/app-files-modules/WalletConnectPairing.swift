// Stub of WalletConnect's pairing module (kukai's dependency, not measured): a URI that parses.
@_exported import ShieldModel

public struct WalletConnectURI {
  public init(uriString: String) throws {}
}
