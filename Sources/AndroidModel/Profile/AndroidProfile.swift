/// The kind of device a profile models.
nonisolated public enum AndroidFormFactor: String, Hashable, Sendable, Codable, CaseIterable {
  /// A phone: 393 × 851 dp at density 2.75 (Pixel 5-class, 440 dpi).
  case phone
  /// A tablet: 1280 × 800 dp at density 2.0 (Pixel Tablet-class, 320 dpi).
  case tablet
}

/// How the app under test builds its UI, which decides what a window holds.
nonisolated public enum AndroidAppStructure: String, Hashable, Sendable, Codable, CaseIterable {
  /// Android views in one activity.
  case views
  /// A React Native host: one activity with a `ReactRootView`; an RN `Modal` is a `Dialog` window of its own
  /// (https://github.com/facebook/react-native/issues/38537 ; high).
  case reactNative
  /// A Flutter host: one activity whose whole UI is drawn into one `SurfaceView`
  /// (https://github.com/flutter/flutter/issues/48680 ; high).
  case flutter
  /// Jetpack Compose in one activity; a Compose `Dialog` is a window of its own with a `SecureFlagPolicy`
  /// (https://developer.android.com/reference/kotlin/androidx/compose/ui/window/SecureFlagPolicy ; high).
  case compose
}

/// A device and app configuration: API level, form factor, app structure, and the open questions' answers.
nonisolated public struct AndroidProfile: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The API level (29 = Android 10 … 35 = Android 15).
  public var apiLevel: Int
  /// Phone or tablet.
  public var formFactor: AndroidFormFactor
  /// How the app builds its UI.
  public var structure: AndroidAppStructure
  /// The open questions' answers (versioned defaults from ``AndroidPlatformFlags/defaults(apiLevel:)``).
  public var flags: AndroidPlatformFlags

  /// A profile with the flags' defaults for `apiLevel`.
  public init(apiLevel: Int, formFactor: AndroidFormFactor = .phone, structure: AndroidAppStructure = .views) {
    self.apiLevel = apiLevel
    self.formFactor = formFactor
    self.structure = structure
    self.flags = .defaults(apiLevel: apiLevel)
  }

  /// The API levels the model covers: Android 10 (29) to Android 15 (35).
  public static let apiLevels = Array(29...35)

  /// Every profile: API 29–35 × phone/tablet × app structure, in that order.
  public static var all: [AndroidProfile] {
    apiLevels.flatMap { api in
      AndroidFormFactor.allCases.flatMap { form in
        AndroidAppStructure.allCases.map { AndroidProfile(apiLevel: api, formFactor: form, structure: $0) }
      }
    }
  }

  /// The profile named like `phone-api34-views`, or `nil`.
  public static func named(_ name: String) -> AndroidProfile? { all.first { $0.name == name } }

  /// `formfactor-apiNN-structure`, for example `phone-api34-views`.
  public var name: String { "\(formFactor.rawValue)-api\(apiLevel)-\(structure.rawValue)" }
  /// The profile's name.
  public var description: String { name }

  /// Pixels per dp (phone 2.75, tablet 2.0).
  public var density: Double { formFactor == .phone ? 2.75 : 2.0 }
  /// The display's bounds in dp.
  public var displayBounds: DpRect {
    formFactor == .phone
      ? DpRect(x: 0, y: 0, width: 393, height: 851) : DpRect(x: 0, y: 0, width: 1280, height: 800)
  }

  /// Whether Back on the task's root launcher activity finishes it (`onDestroy`). From Android 12 (API 31) the
  /// system moves the task to the back instead, and the activity is only stopped
  /// (https://developer.android.com/about/versions/12/behavior-changes-all#back-press ; high).
  public var backFinishesRootActivity: Bool { apiLevel <= 30 }
}
