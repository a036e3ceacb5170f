/// The kind of device a profile models.
nonisolated public enum AndroidFormFactor: String, Hashable, Sendable, Codable, CaseIterable {
  /// A phone: 393 × 851 dp at density 2.75 (Pixel 5-class, 440 dpi).
  case phone
  /// A tablet: 1280 × 800 dp at density 2.0 (Pixel Tablet-class, 320 dpi).
  case tablet
  /// A book-style foldable, Pixel Fold-class: unfolded, its inner display is 2208 × 1840 px (landscape), folded,
  /// its outer display is 1080 × 2092 px (https://www.slashgear.com/1280178/pixel-fold-7-6-inch-display-tensor-g2/ ,
  /// Google's launch specs; high), both at density 2.625 (420 dpi, the bucket Android Studio's 7.6" fold-in
  /// emulator uses; medium), so 841 × 701 dp unfolded and 411 × 797 dp folded. Android's own reference foldable
  /// for previews, 673 × 841 dp (https://github.com/android/compose-samples/pull/1684), is of the same class
  /// (between 600 and 840 dp wide in portrait). A profile starts unfolded.
  case foldable
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
  /// Phone, tablet or foldable.
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

  /// Every profile: API 29–35 × phone/tablet/foldable × app structure, in that order.
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

  /// Pixels per dp (phone 2.75, tablet 2.0, foldable 2.625).
  public var density: Double {
    switch formFactor {
    case .phone: return 2.75
    case .tablet: return 2.0
    case .foldable: return 2.625
    }
  }
  /// The (main) display's bounds in dp; a foldable's inner display, unfolded.
  public var displayBounds: DpRect {
    switch formFactor {
    case .phone: return DpRect(x: 0, y: 0, width: 393, height: 851)
    case .tablet: return DpRect(x: 0, y: 0, width: 1280, height: 800)
    case .foldable: return DpRect(x: 0, y: 0, width: 841, height: 701)
    }
  }
  /// A foldable's outer display in dp (folded), `nil` on other form factors.
  public var outerDisplayBounds: DpRect? {
    formFactor == .foldable ? DpRect(x: 0, y: 0, width: 411, height: 797) : nil
  }

  /// Whether Back on the task's root launcher activity finishes it (`onDestroy`). From Android 12 (API 31) the
  /// system moves the task to the back instead, and the activity is only stopped
  /// (https://developer.android.com/about/versions/12/behavior-changes-all#back-press ; high).
  public var backFinishesRootActivity: Bool { apiLevel <= 30 }
}
