// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MyCover",
  dependencies: [
    .package(path: "../LifecycleFuzz")  // or .package(url: "https://<host>/LifecycleFuzz.git", branch: "main")
  ],
  targets: [
    // Your cover, the very file your iOS app compiles. In your project, point `path` at the app's
    // folder that holds it, e.g. `path: "MyApp/Privacy", sources: ["PrivacyCover.swift"]`.
    .target(
      name: "MyCover", dependencies: [.product(name: "ShieldModel", package: "LifecycleFuzz")],
      path: "Sources/MyCover"),
    // What only the fuzzer needs: what the cover claims, and its name on the command line.
    .target(
      name: "MyCoverFuzzing",
      dependencies: [
        "MyCover",
        .product(name: "ShieldModel", package: "LifecycleFuzz"),
        .product(name: "CoverStrategies", package: "LifecycleFuzz"),
      ]),
    // The whole command line (run, replay, explain, compare, explore) over your cover.
    .executableTarget(
      name: "my-cover-fuzz",
      dependencies: ["MyCoverFuzzing", .product(name: "LifecycleFuzzCLI", package: "LifecycleFuzz")]),
    // Swift Testing tests that fuzz it in `swift test`.
    .testTarget(
      name: "MyCoverTests",
      dependencies: [
        "MyCover", "MyCoverFuzzing",
        .product(name: "LifecycleFuzzTesting", package: "LifecycleFuzz"),
        .product(name: "LifecycleFuzz", package: "LifecycleFuzz"),
        .product(name: "ShieldModel", package: "LifecycleFuzz"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
