import LifecycleFuzz
import TestExpectations
import Testing

/// `compare --plugins`: each plugin's two halves, on their own platforms with the same seed and traces.
@Suite("Cross-platform plugin comparison")
struct CrossPlatformComparisonTests {
  @Test func eachBuiltInPluginShowsBothHalvesWithTheirOwnFailures() {
    // The built-in plugins: each Android strategy that names its iOS half, with that half.
    let pairs = AndroidPlatform.builtIn.strategies.compactMap { android in
      AndroidPlatform.counterpart(of: android).flatMap { counterpart in
        counterpart.platform == IOSPlatform.name
          ? IOSPlatform.builtIn.strategy(named: counterpart.strategy).map { (iOS: $0, android: android) } : nil
      }
    }
    expectEqual(
      pairs.map { "\($0.iOS.name)/\($0.android.name)" },
      [
        "top-presented-privacy-screen/capacitor-community-privacy-screen",
        "privacy-screen-window/capacitor-privacy-screen", "flutter-lock-widget/flutter-lock-widget",
      ])
    /// Both halves of the last plugin, the iOS half first (as `compare --plugins` prints a counterpart first).
    func run() -> [(first: CrossPlatformComparison.Half, second: CrossPlatformComparison.Half)] {
      pairs.suffix(1).map { pair in
        (
          CrossPlatformComparison.half(pair.iOS, of: IOSPlatform.builtIn, seed: 7, traces: 30, maxLength: 16),
          CrossPlatformComparison.half(pair.android, of: AndroidPlatform.builtIn, seed: 7, traces: 30, maxLength: 16)
        )
      }
    }
    let results = run()
    expectEqual(results.count, 1)
    let android = results[0].second
    expectEqual(android.platform, "android")
    expectEqual(android.profile, "phone-api34-flutter")
    // The Dart lock widget is drawn a frame late: some Recents image shows the app.
    #expect(android.failures.contains { $0.cell.hasPrefix("recents-leak/") })
    expectEqual(results[0].first.platform, "ios")
    #expect(results[0].first.failures.contains { $0.cell.hasPrefix("snapshot-leak") })
    let text = CrossPlatformComparison.markdown(results, seed: 7, traces: 30)
    expectEqual(text, CrossPlatformComparison.markdown(run(), seed: 7, traces: 30))
    #expect(text.contains("| flutter-lock-widget | android | phone-api34-flutter | recents-leak/"))
  }
}
