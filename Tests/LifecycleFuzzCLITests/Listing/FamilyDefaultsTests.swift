import Foundation
import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// A part at its default vanishes from a member's name (`policy=passcode`), and `list families` said of no part which
/// value is the default (a new user, twentieth session). The listing marks each default with `*`; names are corpus
/// keys and keep their form.
@Suite("list families marks each part's default")
struct FamilyDefaultsTests {
  @Test("the lock families mark their defaults and say which are left out of a name; names keep their form")
  func defaultsMarked() {
    var out = ""
    let code = CommandLineTool().main(
      arguments: ["list", "families"], console: Console(out: { out += $0 }, err: { _ in }))
    expectEqual(code, .success)
    for line in [
      "\n  * marks a part's default, taken when the part is left out; hook=, auth=, idleFrom=, policy=, focus=,\n",
      "\n  shield   none | resign* | background (",
      "\n  hook     delegate* | appDelegate | appNote (",
      "\n  release  biometry* | field | keypad | ",
      "\n  policy   passcode* | biometrics (",
      "\n  onError  none* | reask | exit | crash (",
      "\n  * marks a part's default, taken when the part is left out; prompt=, onError= and idleFrom= at their\n",
      "\n  idleFrom interaction* | unlock (",
    ] {
      #expect(out.contains(line), "\(line)")
    }
    // The default is left out of the name, as before: the corpus's keys do not change.
    let member = "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background]"
    expectEqual(IOSPlatform.builtIn.strategy(named: member + "")?.name, member)
    expectEqual(
      IOSPlatform.builtIn.strategy(
        named: "lock[shield=resign,when=launch+becomeActive,as=window,level=2001,release=biometry,rearm=background,"
          + "policy=passcode]")?.name, member)
  }
}
