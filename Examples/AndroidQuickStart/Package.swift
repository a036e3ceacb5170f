// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MyAndroidCover",
  dependencies: [
    .package(path: "../LifecycleFuzz")  // or .package(url: "https://<host>/LifecycleFuzz.git", branch: "main")
  ],
  targets: [
    // Your protection, written as your activity's code in Android's vocabulary (Kotlin spelled in Swift).
    .target(
      name: "MyAndroidCover",
      dependencies: [
        .product(name: "AndroidModel", package: "LifecycleFuzz"),
        .product(name: "AndroidStrategies", package: "LifecycleFuzz"),
      ]),
    // The whole command line (run, replay, explain, compare, explore) over it, on the Android platform only.
    .executableTarget(
      name: "my-android-fuzz",
      dependencies: [
        "MyAndroidCover", .product(name: "LifecycleFuzz", package: "LifecycleFuzz"),
        .product(name: "LifecycleFuzzCLI", package: "LifecycleFuzz"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
