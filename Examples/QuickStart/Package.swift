// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MyCover",
  dependencies: [
    .package(path: "../LifecycleFuzz")  // or .package(url: "https://<host>/LifecycleFuzz.git", branch: "main")
  ],
  targets: [
    // Your cover, the very file your iOS app compiles, unchanged: the AppFilesPlugin compiles
    // the files that Sources/MyCoverFuzzing/app-files.json names (here MyApp/PrivacyCover.swift;
    // in your project, point `root` at the app's folder) into this target, so the app's
    // `internal` types are visible here in debug and release builds alike. The rest is what only
    // the fuzzer needs: what the cover claims, and its name on the command line.
    .target(
      name: "MyCoverFuzzing",
      dependencies: [
        .product(name: "ShieldModel", package: "LifecycleFuzz"),
        .product(name: "CoverStrategies", package: "LifecycleFuzz"),
      ],
      exclude: ["app-files.json"],
      plugins: [.plugin(name: "AppFilesPlugin", package: "LifecycleFuzz")]),
    // The whole command line (run, replay, explain, compare, explore) over your cover.
    .executableTarget(
      name: "my-cover-fuzz",
      dependencies: ["MyCoverFuzzing", .product(name: "LifecycleFuzzCLI", package: "LifecycleFuzz")]),
    // Swift Testing tests that fuzz it in `swift test`.
    .testTarget(
      name: "MyCoverTests",
      dependencies: [
        "MyCoverFuzzing",
        .product(name: "LifecycleFuzzTesting", package: "LifecycleFuzz"),
        .product(name: "LifecycleFuzz", package: "LifecycleFuzz"),
        .product(name: "ShieldModel", package: "LifecycleFuzz"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
