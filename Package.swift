// swift-tools-version:6.2
import PackageDescription

// UIKit is main-actor isolated; so is the model, the strategies written against it, and the
// engine that drives it. Parallel jobs are separate processes, each with its own main actor.
let strict: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .defaultIsolation(MainActor.self),
]

let package = Package(
  name: "LifecycleFuzz",
  products: [
    .library(name: "ShieldModel", targets: ["ShieldModel"]),
    .library(name: "SampleApp", targets: ["SampleApp"]),
    .library(name: "CoverStrategies", targets: ["CoverStrategies"]),
    .library(name: "LifecycleFuzz", targets: ["LifecycleFuzz"]),
    // The command line as a library: a package of its own builds the same tool over its strategies.
    .library(name: "LifecycleFuzzCLI", targets: ["LifecycleFuzzCLI"]),
    .library(name: "LifecycleFuzzBenchmarks", targets: ["LifecycleFuzzBenchmarks"]),
    .executable(name: "lifecycle-fuzz", targets: ["lifecycle-fuzz"]),
    // Helpers for a user's own Swift Testing tests: fuzz a strategy in a few lines.
    .library(name: "LifecycleFuzzTesting", targets: ["LifecycleFuzzTesting"]),
    // Issue 17: Android's activities, windows, Recents and captures, independent of ShieldModel.
    .library(name: "AndroidModel", targets: ["AndroidModel"]),
    .library(name: "AndroidStrategies", targets: ["AndroidStrategies"]),
    // Issue 29: an iOS app's own files, unchanged, compiled against the model into the target it
    // is applied to (the target's app-files.json names them).
    .plugin(name: "AppFilesPlugin", targets: ["AppFilesPlugin"]),
  ],
  targets: [
    // The tool's version and the git commit of the build, baked in at build time by the plugin below (no package).
    .target(name: "BuildInfo", plugins: ["BuildCommitPlugin"]),
    .plugin(name: "BuildCommitPlugin", capability: .buildTool()),
    // Issue 29: the rewriter that makes an app's files compile against the model off Apple
    // platforms (imports, @objc, #selector, Interface Builder attributes, #if os(iOS)), its
    // command-line tool and the build-tool plugin that runs it.
    .target(name: "AppFiles", swiftSettings: [.swiftLanguageMode(.v6)]),
    .executableTarget(
      name: "app-files-rewrite", dependencies: ["AppFiles"], swiftSettings: [.swiftLanguageMode(.v6)]),
    .plugin(name: "AppFilesPlugin", capability: .buildTool(), dependencies: ["app-files-rewrite"]),
    .testTarget(name: "AppFilesTests", dependencies: ["AppFiles"], swiftSettings: [.swiftLanguageMode(.v6)]),
    // The part of Combine SwiftUI code uses (ObservableObject, @Published, publishers), which
    // Swift off Apple platforms lacks; ShieldModel re-exports it. Nonisolated, as Combine is: a
    // property wrapper declared in a main-actor-by-default module makes every `@Published var`
    // nonisolated, which Swift 6 rejects in a main-actor class (tested with Swift 6.3).
    .target(
      name: "ModelCombine",
      swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]),
    // iOS as the app sees it: lifecycle, windows, views, layers, queue, clock, captures.
    .target(name: "ShieldModel", dependencies: ["ModelCombine"], swiftSettings: strict),
    // The default app under test, as an `AppDescription`: the banking screen the engine runs.
    .target(name: "SampleApp", dependencies: ["ShieldModel"], swiftSettings: strict),
    // "Did you mean": the closest known name to a mistyped one, for the command line and the families' parsers.
    .target(name: "NameSuggestion", swiftSettings: strict),
    // Issue 25: the app's own logic as a short script (`on EVENT: ACTION`), read here and given its
    // meaning by each platform's interpreter. Nonisolated: a parser of text.
    .target(
      name: "AppLogic", swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]),
    // App code: the cover strategies, written against the model in UIKit's vocabulary.
    .target(
      name: "CoverStrategies", dependencies: ["ShieldModel", "NameSuggestion", "AppLogic"], swiftSettings: strict),
    // The engine: generator, runner, invariant checkers, shrinker, traces, corpus, reports.
    .target(
      name: "LifecycleFuzz",
      dependencies: [
        "ShieldModel", "SampleApp", "CoverStrategies", "AndroidModel", "AndroidStrategies", "BuildInfo", "AppLogic",
      ],
      swiftSettings: strict),
    // Wall-clock measurements of the engine and model, and the strategies' trade-offs; never in
    // a run's report or in swift test.
    .target(
      name: "LifecycleFuzzBenchmarks", dependencies: ["LifecycleFuzz", "CoverStrategies", "ShieldModel"],
      swiftSettings: strict),
    // The command line: subcommands, argument scanning, help, exit codes, progress, SIGINT,
    // printing. Strategy-agnostic: it offers the strategies of the StrategyProvider it is given.
    .target(
      name: "LifecycleFuzzCLI",
      dependencies: [
        "LifecycleFuzz", "LifecycleFuzzBenchmarks", "CoverStrategies", "ShieldModel", "AndroidModel",
        "AndroidStrategies", "NameSuggestion", "AppLogic",
      ],
      swiftSettings: strict),
    // The executable: only `main`, the CLI over the built-in strategies.
    .executableTarget(
      name: "lifecycle-fuzz", dependencies: ["LifecycleFuzzCLI"], swiftSettings: strict),
    // Strategy catalog (issue 4): test helpers, the example user strategy and its test, and the
    // trade-off measurement behind docs/strategies.md.
    .target(
      name: "LifecycleFuzzTesting", dependencies: ["LifecycleFuzz", "CoverStrategies", "ShieldModel"],
      swiftSettings: strict),
    .target(
      name: "ExampleStrategy", dependencies: ["ShieldModel"], path: "Examples/ExampleStrategy/Sources",
      swiftSettings: strict),
    .testTarget(
      name: "ExampleStrategyTests", dependencies: ["ExampleStrategy", "LifecycleFuzzTesting"],
      path: "Examples/ExampleStrategy/Tests", swiftSettings: strict),
    // The README's quick start, Examples/QuickStart (a package of its own, which
    // scripts/user-package-check.sh builds out of tree), compiled here with a user's settings:
    // Swift 6 mode, no default main-actor isolation; the app's cover file (Examples/QuickStart/MyApp)
    // compiled into the fuzzing target by the AppFilesPlugin, as the quick start does.
    .target(
      name: "MyCoverFuzzing", dependencies: ["ShieldModel", "CoverStrategies"],
      path: "Examples/QuickStart/Sources/MyCoverFuzzing", exclude: ["app-files.json"],
      swiftSettings: [.swiftLanguageMode(.v6)], plugins: ["AppFilesPlugin"]),
    .testTarget(
      name: "MyCoverTests",
      dependencies: ["MyCoverFuzzing", "LifecycleFuzzTesting", "LifecycleFuzz", "ShieldModel"],
      path: "Examples/QuickStart/Tests/MyCoverTests", swiftSettings: [.swiftLanguageMode(.v6)]),
    // Issue 15: three privacy screens written as iOS apps write them, each compiling against the
    // model with only its import block changed, with a user's settings (no default isolation; one
    // in Swift 5 mode), fuzzed by UIKitCoversTests.
    .target(
      name: "BlurSceneDelegateExample", dependencies: ["ShieldModel"], path: "Examples/UIKitCovers/BlurSceneDelegate",
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .target(
      name: "PrivacyManagerExample", dependencies: ["ShieldModel"], path: "Examples/UIKitCovers/PrivacyManager",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "AccountViewControllerExample", dependencies: ["ShieldModel"],
      path: "Examples/UIKitCovers/AccountViewController", swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "UIKitCoversTests",
      dependencies: [
        "BlurSceneDelegateExample", "PrivacyManagerExample", "AccountViewControllerExample", "LifecycleFuzzTesting",
        "ShieldModel",
      ],
      path: "Examples/UIKitCovers/Tests", swiftSettings: [.swiftLanguageMode(.v6)]),
    // Issue 29: an app's own files (Examples/AppFiles/MyApp), unchanged, compiled by AppFilesPlugin
    // into the fuzzing target with a user's settings, and fuzzed with no glue class.
    .target(
      name: "AppFilesExample", dependencies: ["ShieldModel", "CoverStrategies"], path: "Examples/AppFiles/Fuzzing",
      exclude: ["app-files.json"], swiftSettings: [.swiftLanguageMode(.v6)], plugins: ["AppFilesPlugin"]),
    .testTarget(
      name: "AppFilesExampleTests",
      dependencies: ["AppFilesExample", "LifecycleFuzzTesting", "LifecycleFuzz", "ShieldModel"],
      path: "Examples/AppFiles/Tests", swiftSettings: [.swiftLanguageMode(.v6)]),
    .executableTarget(
      name: "strategy-tradeoffs", dependencies: ["LifecycleFuzzBenchmarks", "LifecycleFuzz", "CoverStrategies"],
      swiftSettings: strict),
    // Per-step cost by trace length, structure sizes and leaked objects of every built-in
    // strategy (scripts/memory-check.sh).
    .executableTarget(
      name: "memory-check",
      dependencies: ["LifecycleFuzzBenchmarks", "LifecycleFuzz", "CoverStrategies", "ShieldModel", "SampleApp"],
      swiftSettings: strict),
    // Issue 17: Android as the app sees it (lifecycle, looper, windows and FLAG_SECURE, views,
    // Recents task snapshots, captures), sharing no code with ShieldModel.
    .target(name: "AndroidModel", swiftSettings: strict),
    // Android privacy protections written as Android apps write them, against AndroidModel.
    .target(
      name: "AndroidStrategies", dependencies: ["AndroidModel", "NameSuggestion", "AppLogic"], swiftSettings: strict),
    .testTarget(
      name: "AndroidModelTests",
      dependencies: ["AndroidModel", "AndroidStrategies", "LifecycleFuzz", "AppLogic", "TestExpectations"],
      swiftSettings: strict),
    // Which main-actor suites a whole `swift test` runs in a second test process, on the other core (docs/testing.md).
    .target(name: "TestProcessSplit", path: "Tests/TestProcessSplit", swiftSettings: [.swiftLanguageMode(.v6)]),
    // `expectEqual`, the `#expect(a == b)` of the test targets as a plain call (a macro expansion less each).
    .target(name: "TestExpectations", path: "Tests/TestExpectations", swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "ShieldModelTests", dependencies: ["ShieldModel", "SampleApp", "TestProcessSplit", "TestExpectations"],
      swiftSettings: strict),
    .testTarget(
      name: "CoverStrategiesTests",
      dependencies: [
        "CoverStrategies", "LifecycleFuzz", "LifecycleFuzzCLI", "AppLogic", "TestProcessSplit", "TestExpectations",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "LifecycleFuzzTests",
      dependencies: ["LifecycleFuzz", "SampleApp", "AndroidModel", "TestProcessSplit", "TestExpectations"],
      swiftSettings: strict),
    .testTarget(
      name: "LifecycleFuzzCLITests",
      dependencies: [
        "LifecycleFuzzCLI", "LifecycleFuzz", "LifecycleFuzzBenchmarks", "CoverStrategies", "ShieldModel",
        "AndroidModel",
        "AndroidStrategies", "NameSuggestion", "TestProcessSplit", "TestExpectations",
      ],
      swiftSettings: strict),
    // The end-to-end tests only start the built tool (or, once, the test binary itself) and wait for it:
    // nonisolated, so several run at once instead of each holding the main actor for as long as its child runs.
    .testTarget(
      name: "EndToEndTests", dependencies: ["lifecycle-fuzz", "TestProcessSplit", "TestExpectations"],
      swiftSettings: [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]),
  ]
)
