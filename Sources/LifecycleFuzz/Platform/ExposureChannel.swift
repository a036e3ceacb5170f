/// One exposure a platform's sessions measure and reports print, never judge: time a user could see sensitive content
/// that no invariant fails on (iOS's zooming switcher card; Android's live Overview tile and the app seen through the
/// biometric prompt's dim). A platform lists its channels in ``Platform/exposureChannels``; a session measures one
/// value per channel, in that order (``PlatformSession/exposureSeconds``).
public nonisolated struct ExposureChannel: Sendable, Equatable {
  /// What a report calls it (`card exposure while zooming`).
  public let label: String
  /// What it means, one or two sentences for the notes under a comparison.
  public let note: String

  /// A channel called `label`, explained by `note`.
  public init(label: String, note: String) {
    self.label = label
    self.note = note
  }
}

extension ExposureChannel {
  /// Adds `values` to `total` channel by channel (a shorter list counts as zeros past its end).
  public static func add<T: AdditiveArithmetic>(_ values: [T], to total: inout [T]) {
    if total.count < values.count { total += Array(repeating: .zero, count: values.count - total.count) }
    for (i, value) in values.enumerated() { total[i] += value }
  }
}
