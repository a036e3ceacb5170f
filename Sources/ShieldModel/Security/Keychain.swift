// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The Security framework's names, spelled as Apple spells them so app code compiles unchanged.
import Foundation

/// One Keychain item the app added (a generic password): device storage, kept across the app's
/// processes as the Keychain is.
package struct KeychainItem {
  /// `kSecAttrService`.
  package let service: String
  /// `kSecValueData`.
  package let data: Data
  /// `kSecAttrAccessControl`, or `nil` for an item any read returns.
  package let accessControl: SecAccessControl?
  /// The enrolled set when the item was added (``Device/biometryDomainState``), for `biometryCurrentSet`.
  package let enrolledSet: [UInt8]?
}

/// Adds a generic password (`SecItemAdd(_:_:)`, iOS 2+): `kSecClass` `kSecClassGenericPassword`,
/// `kSecAttrService`, `kSecValueData`, and optionally `kSecAttrAccessControl`. Adding asks for no
/// authentication (the constraint applies to reading the item back: Apple, "Accessing Keychain Items
/// with Face ID or Touch ID",
/// https://developer.apple.com/documentation/localauthentication/accessing_keychain_items_with_face_id_or_touch_id ;
/// high). Returns `errSecDuplicateItem` for a service already stored.
@MainActor public func SecItemAdd(_ attributes: [String: Any], _ result: UnsafeMutablePointer<AnyObject?>?) -> OSStatus
{
  guard let device = Device.current, let service = attributes[kSecAttrService] as? String,
    let data = attributes[kSecValueData] as? Data
  else { return errSecItemNotFound }
  guard !device.keychainItems.contains(where: { $0.service == service }) else { return errSecDuplicateItem }
  let access = attributes[kSecAttrAccessControl] as? SecAccessControl
  device.keychainItems.append(
    KeychainItem(
      service: service, data: data, accessControl: access,
      enrolledSet: access?.bindsEnrolledSet == true ? device.biometryDomainState : nil))
  device.log("SecItemAdd(\(service))" + (access.map { " access control \($0.flagsText)" } ?? ""))
  return errSecSuccess
}

/// Deletes the item of `kSecAttrService` (`SecItemDelete(_:)`).
@MainActor public func SecItemDelete(_ query: [String: Any]) -> OSStatus {
  guard let device = Device.current, let service = query[kSecAttrService] as? String,
    let i = device.keychainItems.firstIndex(where: { $0.service == service })
  else { return errSecItemNotFound }
  device.keychainItems.remove(at: i)
  return errSecSuccess
}

/// Reads the secret of the item of `kSecAttrService` (`SecItemCopyMatching(_:_:)` with
/// `kSecReturnData`), called as apps call it for an item with access control: on a queue of the
/// app's own, the result brought back to `reply` (the model's shape for a call that waits for the
/// user while the authentication UI is up; `reply` runs at the end of the turn that answers, on
/// that queue, so the app hops to the main queue before UIKit).
///
/// What the read asks for is the Security framework's answer (Apple, "Accessing Keychain Items
/// with Face ID or Touch ID": keychain services "every time it tries to read the item ... first
/// seek the user's permission", relying on LocalAuthentication "to present the appropriate
/// interface",
/// https://developer.apple.com/documentation/localauthentication/accessing_keychain_items_with_face_id_or_touch_id ;
/// "kSecUseAuthenticationContext", https://developer.apple.com/documentation/security/ksecuseauthenticationcontext ;
/// iOS 9+; high):
/// - an item with no access control: its data at once;
/// - with access control and no `kSecUseAuthenticationContext`: "a new context will be created, used
///   once, and discarded": the system's authentication UI at every read (Face ID, then the passcode for
///   `userPresence`; Face ID alone for the biometry constraints; the passcode alone for
///   `devicePasscode`), so the app resigns active under it as under its own Face ID prompt;
/// - with a context "that has been previously authenticated": "the operation will succeed without
///   asking user for authentication" (the model: any policy the context evaluated successfully);
/// - with a context not yet authenticated: the system "attempts authentication on the context. If
///   successful, the context may be reused in subsequent keychain operations";
/// - with a context whose ``LAContext/interactionNotAllowed`` is set: `errSecInteractionNotAllowed`
///   at once, no UI (Apple: `kSecUseAuthenticationUIFail`, "errSecInteractionNotAllowed will be
///   returned if an item needs to authenticate with UI", deprecated for "kSecUseAuthenticationContext
///   and set LAContext.interactionNotAllowed"; high);
/// - while the app is not frontmost (in the background, under the device's lock screen):
///   `errSecInteractionNotAllowed` (LocalAuthentication refuses its UI there, ``LAContext``; Apple
///   DTS: "errSecInteractionNotAllowed usually means that the system is trying to present UI and
///   can't because of the context in which the code is running", "we only allow biometrics to
///   present UI from an app context", https://developer.apple.com/forums/thread/131694 ; medium-high);
/// - a `biometryCurrentSet` item once a face was enrolled or removed since it was added:
///   `errSecItemNotFound` ("the item is invalidated ... if the user re-enrolls for Face ID",
///   https://developer.apple.com/documentation/security/secaccesscontrolcreateflags/biometrycurrentset ;
///   the code the read returns, medium).
///
/// Replies: the user's cancel `errSecUserCanceled`; the system's cancel (the app leaving with the UI
/// up) `errSecUserCanceled` too (model choice, low: no source names the code); a refusal for lack of
/// interaction `errSecInteractionNotAllowed`; every other failure (lockout, no passcode, no face)
/// `errSecAuthFailed` (model choice, medium). `LAContext.touchIDAuthenticationAllowableReuseDuration`
/// is not modeled: it reuses a Touch ID *device unlock* (Apple, its page), and the model's devices
/// unlock and authenticate with Face ID.
@MainActor public func SecItemCopyMatching(
  _ query: [String: Any], reply: @escaping @Sendable (OSStatus, Data?) -> Void
) {
  guard let device = Device.current else { return }
  guard let service = query[kSecAttrService] as? String,
    let item = device.keychainItems.first(where: { $0.service == service })
  else { return reply(errSecItemNotFound, nil) }
  guard let access = item.accessControl else { return reply(errSecSuccess, item.data) }
  let context = query[kSecUseAuthenticationContext] as? LAContext
  let read =
    "SecItemCopyMatching(\(service), access control \(access.flagsText), "
    + (context == nil ? "no LAContext: a new one used once" : "an LAContext not yet authenticated") + ")"
  if access.bindsEnrolledSet, item.enrolledSet != device.biometryDomainState {
    // The passcode turned off takes the enrolled faces with it (``PlatformFlags/passcodeOffRemovesFaceID``).
    let cause =
      device.systemUI.authenticationSettings.passcodeSet
      ? "the enrolled faces changed" : "the enrolled faces went with the device passcode, turned off"
    device.log("\(read): errSecItemNotFound (biometryCurrentSet: \(cause))")
    return reply(errSecItemNotFound, nil)
  }
  if let context, !context.succeededPolicies.isEmpty, !context.isInvalidated {
    device.log("SecItemCopyMatching(\(service)): the authenticated LAContext answers (no prompt)")
    return reply(errSecSuccess, item.data)
  }
  if context?.interactionNotAllowed == true {
    device.log("\(read): errSecInteractionNotAllowed (interactionNotAllowed)")
    return reply(errSecInteractionNotAllowed, nil)
  }
  let asker = context ?? LAContext()
  let data = item.data
  // The passcode-only constraint needs only a passcode; the others what their policy needs.
  let failure = device.authenticationUnavailable(
    for: access.asksPasscodeOnly ? .deviceOwnerAuthentication : access.policy)
  var request = Device.AuthenticationRequest(
    context: ObjectIdentifier(asker),
    reply: { success, error in
      guard !success else { return reply(errSecSuccess, data) }
      switch (error as? LAError)?.code {
      case .userCancel?, .systemCancel?, .appCancel?: reply(errSecUserCanceled, nil)
      case .notInteractive?: reply(errSecInteractionNotAllowed, nil)
      default: reply(errSecAuthFailed, nil)
      }
    }, failure: asker.isInvalidated ? .invalidContext : failure, policy: access.policy,
    offersFallback: access.policy == .deviceOwnerAuthentication, owner: asker)
  request.passcodeOnly = access.asksPasscodeOnly
  request.keychainRead = read
  device.requestAuthentication(request)
}

extension SecAccessControl {
  /// The flags as an app names them (`.userPresence`).
  nonisolated var flagsText: String {
    var names: [String] = []
    if flags.contains(.userPresence) { names.append(".userPresence") }
    if flags.contains(.biometryAny) { names.append(".biometryAny") }
    if flags.contains(.biometryCurrentSet) { names.append(".biometryCurrentSet") }
    if flags.contains(.devicePasscode) { names.append(".devicePasscode") }
    return names.joined(separator: "+")
  }
}

extension Device {
  /// A read of an access-controlled Keychain item showed the system's authentication UI: while
  /// the app's lock promise does not stand (the user passed the lock, or it is not due) the app
  /// asked the user again with no leave, `needless-lock` (the platform's verdict: the item's
  /// access control asks at every read unless the read passes an authenticated context).
  func noteKeychainPrompt(_ read: String) {
    guard let strategy, strategy.isAppLock, !isAppLocked else { return }
    var needless = NeedlessLock(
      passedAt: lockAsks.passedAt ?? runLoop.now, armedAt: runLoop.now, events: lockAsks.eventsSincePass)
    needless.keychainRead = read
    lockAsks.needless = needless
  }
}
