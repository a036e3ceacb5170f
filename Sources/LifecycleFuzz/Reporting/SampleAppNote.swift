/// The note an app-logic script's `leaked:` line carries when what leaked is the sample app's own UI (a dialog, a
/// popup, a presented sheet) that the generator opens for every script: the user never wrote it and cannot find it in
/// the script (docs/app-logic.md, "The sample app's own windows and presentations", which says how to leave it out).
package nonisolated enum SampleAppNote {
  /// Where the docs say which windows and presentations the generator adds, and how to turn them off.
  package static let anchor = "docs/app-logic.md#the-sample-apps-own-windows-and-presentations"

  /// ` (your app's popup, which the fuzzer draws around every script; lock.logic declares no popup: see
  /// docs/app-logic.md#...)` for `["popup"]` and the script's file `lock.logic` (`nil`: "your script"), with a leading
  /// space; empty for no name. The finding is the user's app's, the script in the engine's app: "your app", not
  /// "the sample app" (a new user's trial read the sample app as someone else's).
  static func text(_ names: [String], script file: String? = nil) -> String {
    guard let first = names.first else { return "" }
    let declares: String
    let list: String
    switch names.count {
    case 1: (list, declares) = (first, "no \(first)")
    case 2: (list, declares) = ("\(first) and \(names[1])", "neither")
    default:
      list = names.dropLast().joined(separator: ", ") + " and \(names[names.count - 1])"
      declares = "none of them"
    }
    return
      " (your app's \(list), which the fuzzer draws around every script; \(file ?? "your script") declares"
      + " \(declares): see \(anchor))"
  }
}
