// Stub of the xx messenger's `DropboxFeature` package module (twelfth unseen set, xx).
@_exported import ShieldModel

/// The Dropbox backup service.
public protocol DropboxInterface {
  func handleOpenUrl(_ url: URL) -> Bool
}
