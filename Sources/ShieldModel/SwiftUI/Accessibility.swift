/// SwiftUI's accessibility modifiers (Apple, "Accessibility modifiers",
/// https://developer.apple.com/documentation/swiftui/view-accessibility ; iOS 13+, 14+ for the
/// label and hint forms; high). **Without behaviour**: each returns the view unchanged. Their only
/// reader is VoiceOver, which the model's device never runs, and no invariant reads them (as
/// UIKit's accessibility attributes, ``UIResponder/isAccessibilityElement``).

/// How an accessibility element treats its children (Apple, "AccessibilityChildBehavior",
/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior ; iOS 14+).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let name: String
  /// The children are hidden from accessibility.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's labels are combined into this element's.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Traits an element reports to VoiceOver (Apple, "AccessibilityTraits",
/// https://developer.apple.com/documentation/swiftui/accessibilitytraits ; iOS 13+).
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  /// A set of traits from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 2)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 3)
  /// A modal view: VoiceOver ignores the elements outside it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 4)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 5)
}

extension View {
  /// This view as one accessibility element (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:) ).
  /// Without behaviour.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  /// The label VoiceOver reads (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) ). Without behaviour.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  /// The label VoiceOver reads, as text. Without behaviour.
  public func accessibilityLabel(_ label: Text) -> some View { self }
  /// The hint VoiceOver reads (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:) ). Without behaviour.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
  /// The value VoiceOver reads (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:) ). Without behaviour.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
  /// Whether VoiceOver skips this view (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) ). Without behaviour.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  /// Traits added for VoiceOver (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:) ). Without behaviour.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// Traits removed for VoiceOver (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityremovetraits(_:) ). Without behaviour.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  /// An identifier for UI tests (Apple,
  /// https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:) ). Without behaviour.
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
}
