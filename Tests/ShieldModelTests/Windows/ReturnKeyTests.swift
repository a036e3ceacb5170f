import TestExpectations
import Testing

@testable import ShieldModel

/// App code with a lock-like passcode field over its window, put up and focused on
/// `appCall(lockField)`; its Return action counts entries and rejects them all (a failed entry),
/// and its delegate does what `returnResigns` and `processesReturn` say.
private final class RejectingPasscodeField: PrivacyScreenStrategy, UITextFieldDelegate {
  var claims: ProtectionClaims { [] }
  let hidden: Bool
  let returnResigns: Bool
  let processesReturn: Bool
  var field: UITextField?
  var asked = 0
  var entries = 0

  init(hidden: Bool = false, returnResigns: Bool, processesReturn: Bool = true) {
    self.hidden = hidden
    self.returnResigns = returnResigns
    self.processesReturn = processesReturn
  }

  func handleAppCall(_ name: String) {
    guard name == "lockField", let window = UIApplication.shared.windows.first else { return }
    let f = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
    f.textContentType = .password
    f.isSecureTextEntry = true
    f.isHidden = hidden
    f.delegate = self
    f.addAction(UIAction { [weak self] _ in self?.entries += 1 }, for: .editingDidEndOnExit)
    window.addSubview(f)
    field = f
    _ = f.becomeFirstResponder()
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    asked += 1
    if returnResigns { textField.resignFirstResponder() }
    return processesReturn
  }
}

@Suite("The Return key: the app's textFieldShouldReturn decides (issue 26, P3, seventeenth session)")
struct ReturnKeyTests {
  @Test(
    "Return asks the delegate, then sends .editingDidEndOnExit; the keyboard goes down only when the app's code resigns the field",
    arguments: [true, false])
  func returnResignsOnlyByAppCode(resigns: Bool) throws {
    let app = RejectingPasscodeField(returnResigns: resigns)
    let d = try launched(strategy: app)
    try d.apply(.appCall("lockField"))
    let scene = d.windowScenes[0]
    #expect(d.keyboardFrame(in: scene) != nil)
    try d.apply(.enterPasscode)
    #expect(app.asked == 1 && app.entries == 1)
    expectEqual((d.keyboard.firstResponder == nil), resigns)
    expectEqual((d.keyboardFrame(in: scene) == nil), resigns)
    expectEqual((d.validationError(for: .keyboardHide) == "the keyboard is not up"), resigns)
  }

  @Test("a delegate answering false keeps Return's .editingDidEndOnExit actions from running")
  func falseSkipsDefaultBehaviour() throws {
    let app = RejectingPasscodeField(returnResigns: false, processesReturn: false)
    let d = try launched(strategy: app)
    try d.apply(.appCall("lockField"), .enterPasscode)
    #expect(app.asked == 1 && app.entries == 0)
    #expect(d.keyboard.firstResponder === app.field)
  }

  @Test("after Return resigned it, a visible passcode field takes a tap and the passcode again")
  func visibleFieldTakesTheTapAgain() throws {
    let app = RejectingPasscodeField(returnResigns: true)
    let d = try launched(strategy: app)
    try d.apply(.appCall("lockField"), .enterPasscode)
    #expect(d.keyboard.firstResponder == nil)
    #expect(d.blockedLockEntry() == nil)
    try d.apply(.enterPasscode)
    expectEqual(app.entries, 2)
  }

  @Test(
    "after Return resigned it, a hidden passcode field no tap reaches cannot take the passcode: unlock-blocked's reason"
  )
  func hiddenFieldIsBlocked() throws {
    let app = RejectingPasscodeField(hidden: true, returnResigns: true)
    let d = try launched(strategy: app)
    try d.apply(.appCall("lockField"))
    #expect(d.blockedLockEntry() == nil)
    try d.apply(.enterPasscode)
    #expect(app.entries == 1 && d.keyboard.firstResponder == nil)
    expectEqual(
      d.blockedLockEntry(),
      "the lock's passcode field is hidden and not first responder: no tap gives it the keyboard")
    #expect(d.validationError(for: .enterPasscode) != nil)
    // Kept first responder at Return, the hidden field goes on taking the passcode.
    let kept = RejectingPasscodeField(hidden: true, returnResigns: false)
    let k = try launched(strategy: kept)
    try k.apply(.appCall("lockField"), .enterPasscode, .enterPasscode)
    #expect(kept.entries == 2 && k.blockedLockEntry() == nil)
  }
}
