import AppLogic
import Foundation
import NameSuggestion
import ShieldModel

/// `disable:` per claim: `disable: CLAIM=CALL[, CLAIM=CALL...]` turns off only the claims it names, each at its app
/// call, while the script's other claims stay judged (a privacy cover's `screenshots` switch beside an app-switcher
/// cover and a lock). The plain form (`disable: CALL`) still turns off every claim.
extension AppLogicStrategy {
  /// One entry of the per-claim form: the claims `call` releases.
  public struct ClaimDisable: Sendable, Equatable {
    /// The claims it turns off.
    public let claims: ProtectionClaims
    /// The app call that turns them off.
    public let call: String
  }

  /// The entries of `disable:` in its per-claim form (an item with `=`), in file order; `[]` for the plain form or
  /// none.
  ///
  /// - Throws: ``AppLogicError`` at the setting's line: a form mixed with the other, an unknown claim (with a
  ///   suggestion), a claim the script does not make (`claims:`), a claim given twice, or a call that is no name.
  nonisolated static func claimDisables(of script: AppLogicScript, claims made: ProtectionClaims)
    throws(AppLogicError) -> [ClaimDisable]
  {
    guard let setting = script.setting("disable"), setting.value.contains("=") else { return [] }
    let names = ["app-switcher", "screenshots", "recordings", "unfocused", "all"]
    var entries: [ClaimDisable] = []
    var named: ProtectionClaims = []
    for (word, call) in try script.claimCallItems(of: setting, closest: { Suggestion.closest(to: $0, among: $1) }) {
      let claims: ProtectionClaims
      switch word {
      case "app-switcher": claims = .appSwitcher
      case "screenshots": claims = .screenshots
      case "recordings": claims = .recordings
      case "unfocused": claims = .unfocused
      case "all": claims = made
      default:
        throw AppLogicError(
          line: setting.line,
          message: "'disable:' names an unknown claim '\(word)'" + Suggestion.note(for: word, among: names))
      }
      guard made.isSuperset(of: claims) else {
        throw AppLogicError(
          line: setting.line, message: "'disable:' turns off '\(word)', which the script does not claim (claims:)")
      }
      guard named.isDisjoint(with: claims) else {
        throw AppLogicError(line: setting.line, message: "'disable:' names the claim '\(word)' twice")
      }
      named.formUnion(claims)
      entries.append(ClaimDisable(claims: claims, call: call))
    }
    return entries
  }
}
