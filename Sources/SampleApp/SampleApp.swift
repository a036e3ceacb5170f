import ShieldModel

nonisolated extension AppDescription {
  /// The default app under test: a banking screen with a large balance (34 pt), account details
  /// (17 pt), a note field (default keyboard, autocorrecting), and a pay button; every scene is
  /// sensitive. Its code also navigates (``ShieldModel/SystemEvent/pushScreen(_:)``) to a
  /// settings screen with nothing sensitive (`settings`) and to a wallet's recovery phrase
  /// (`recovery-phrase`, 17 pt, sensitive), so the first screen sits in a navigation controller.
  /// It can be opened from a notification, a link and a quick action (``AppDescription/entrySources``).
  ///
  /// Its views carry accessibility identifiers (`content`, `balance`, `details`, `note-field`,
  /// `pay-button`; `settings`, `settings-list`; `recovery`, `recovery-words`) so that the touch
  /// check can tell them from a strategy's views. Failure signatures and corpus file names of
  /// this app carry no app part.
  public static let sample = AppDescription(
    content: View(
      "content", frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight],
      backgroundColor: Color(white: 1), role: .neutral),
    views: [
      View(
        "balance", kind: .label(text: "$ 12,480.17", fontSize: 34),
        frame: Frame(x: Length(20), y: Length(100), width: Length(-40, widthFraction: 1), height: Length(60)),
        autoresizingMask: [.flexibleWidth], role: .sensitive(textHeight: 34)),
      View(
        "details", kind: .label(text: "IBAN DE89 3704 0044 0532 0130 00", fontSize: 17),
        frame: Frame(
          x: Length(20), y: Length(180), width: Length(-40, widthFraction: 1),
          height: Length(-460, heightFraction: 1)),
        autoresizingMask: [.flexibleWidth, .flexibleHeight], role: .sensitive(textHeight: 17)),
      View(
        "note-field", kind: .textField(TextField(text: "rent for flat 4B")),
        frame: Frame(
          x: Length(20), y: Length(-260, heightFraction: 1), width: Length(-40, widthFraction: 1),
          height: Length(44)),
        autoresizingMask: [.flexibleWidth, .flexibleTopMargin], backgroundColor: Color(white: 1),
        role: .sensitive(textHeight: 17)),
      View(
        "pay-button",
        frame: Frame(
          x: Length(20), y: Length(-120, heightFraction: 1), width: Length(-40, widthFraction: 1),
          height: Length(50)),
        autoresizingMask: [.flexibleWidth, .flexibleTopMargin], backgroundColor: Color(red: 0, green: 0.48, blue: 1),
        role: .neutral),
    ],
    typingField: "note-field",
    screens: [
      Screen(
        "settings",
        content: View(
          "settings", frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight],
          backgroundColor: Color(white: 0.95), role: .neutral),
        views: [
          View(
            "settings-list", kind: .label(text: "Notifications  Appearance  About", fontSize: 17),
            frame: Frame(x: Length(20), y: Length(100), width: Length(-40, widthFraction: 1), height: Length(200)),
            autoresizingMask: [.flexibleWidth], role: .neutral)
        ]),
      Screen(
        "recovery-phrase",
        content: View(
          "recovery", frame: .fill, autoresizingMask: [.flexibleWidth, .flexibleHeight],
          backgroundColor: Color(white: 1), role: .neutral),
        views: [
          View(
            "recovery-words",
            kind: .label(
              text: "abandon ability able about above absent absorb abstract absurd abuse access", fontSize: 17),
            frame: Frame(x: Length(20), y: Length(120), width: Length(-40, widthFraction: 1), height: Length(240)),
            autoresizingMask: [.flexibleWidth], role: .sensitive(textHeight: 17))
        ]),
    ],
    // A banking app posts notifications (a payment received), claims its universal links and lists quick actions
    // (Pay, Balance): each way in is drawn for it.
    entrySources: [.notification, .link, .shortcut])
}

extension Device {
  /// Creates a device that runs the sample app (``ShieldModel/AppDescription/sample``) and has
  /// not launched it yet.
  ///
  /// - Parameters:
  ///   - profile: iOS version, device and app structure.
  ///   - strategy: the cover strategy the app installs, or `nil` for the bare app.
  ///   - makeStrategy: makes a fresh strategy for a process started after
  ///     ``ShieldModel/SystemEvent/terminateApp``; `nil` keeps `strategy`.
  public convenience init(
    profile: Profile, strategy: (any PrivacyScreenStrategy)?,
    makeStrategy: (() -> any PrivacyScreenStrategy)? = nil
  ) {
    self.init(profile: profile, strategy: strategy, app: .sample, makeStrategy: makeStrategy)
  }
}
