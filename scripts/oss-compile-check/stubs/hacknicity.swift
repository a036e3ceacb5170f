// hacknicity/AppSwitcherPrivacyScreen: no app-side types (AppDelegate.swift, the app's
// template delegate with @UIApplicationMain, is not part of the cover and is not measured).
#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif
