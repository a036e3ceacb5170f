import TestExpectations
import Testing

@testable import ShieldModel

/// Adds a tagged view on `enable`; `disable` removes it only when `cleans`.
final class Leftover: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var appCalls: [String] { ["enable", "disable"] }
  let cleans: Bool
  var view: UIView?
  init(cleans: Bool) { self.cleans = cleans }
  func handleAppCall(_ name: String) {
    let window = UIApplication.shared.windows.first!
    if name == "enable" {
      let v = UIView(frame: window.bounds)
      window.addSubview(v)
      view = v
    } else if name == "disable", cleans {
      view?.removeFromSuperview()
    }
  }
}

/// Turned off by `off`, a call of its own naming; it also understands `disable`, which is not.
final class NamedOff: PrivacyScreenStrategy {
  var claims: ProtectionClaims { [] }
  var appCalls: [String] { ["enable", "off", "disable"] }
  var disableCall: String? { "off" }
}

@Suite("Residue")
struct ResidueTests {
  @Test("Two bare apps given the same events have equal window trees")
  func bareAppsAgree() throws {
    let a = try launched()
    let b = try launched()
    try a.apply(.rotate(.landscapeLeft), .keyboardShow)
    try b.apply(.rotate(.landscapeLeft), .keyboardShow)
    expectEqual(a.windowTrees(), b.windowTrees())
    #expect(a.residueDifference(from: b) == nil)
    expectEqual(a.windowTrees().first, "scene A window 0 level 0")
  }

  @Test("A view left in the window is residue; one removed on disable is not")
  func leftoverView() throws {
    let baseline = try launched()
    let dirty = try launched(strategy: Leftover(cleans: false))
    try dirty.apply(.appCall("enable"), .appCall("disable"))
    #expect(dirty.isStrategyDisabled)
    expectEqual(dirty.residueDifference(from: baseline)?.contains("view <UIView> (0.0, 0.0, 390.0, 844.0)"), true)
    let clean = try launched(strategy: Leftover(cleans: true))
    try clean.apply(.appCall("enable"), .appCall("disable"))
    #expect(clean.residueDifference(from: baseline) == nil)
  }

  @Test("A strategy that does not list disable is never taken as disabled")
  func onlyDeclared() throws {
    let d = try launched(strategy: Recorder())
    try d.apply(.appCall("disable"))
    expectEqual(d.lastAppCall, "disable")
    #expect(!d.isStrategyDisabled)
  }

  @Test("The strategy names the call that disables it; the default is disable when it lists it")
  func namedDisableCall() throws {
    expectEqual(Leftover(cleans: true).disableCall, "disable")
    expectEqual(Leftover(cleans: true).capabilities, .canBeDisabled)
    #expect(Recorder().disableCall == nil)
    expectEqual(Recorder().capabilities, [])
    let d = try launched(strategy: NamedOff())
    try d.apply(.appCall("disable"))
    #expect(!d.isStrategyDisabled)
    try d.apply(.appCall("off"))
    #expect(d.isStrategyDisabled)
    try d.apply(.appCall("enable"))
    #expect(!d.isStrategyDisabled)
  }
}
