/// Containers and controls of SwiftUI, each drawn through a body of the model's primitive views:
/// their content is drawn where they are, in a column (model reduction: the model draws no
/// navigation bar, list separators or switch chrome, which hold none of the app's content).

/// A navigation stack showing its root view (Apple, "NavigationStack",
/// https://developer.apple.com/documentation/swiftui/navigationstack ; iOS 16+; high).
public struct NavigationStack<Root: View>: View {
  let root: Root
  /// A stack showing `root`.
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  public var body: some View { root }
}

/// A navigation view showing its content (Apple, "NavigationView",
/// https://developer.apple.com/documentation/swiftui/navigationview ; iOS 13+; high).
public struct NavigationView<Content: View>: View {
  let content: Content
  /// A navigation view showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

/// Rows in a column (Apple, "List", https://developer.apple.com/documentation/swiftui/list ; high).
public struct List<Content: View>: View {
  let content: Content
  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { VStack { content } }
}

/// A form's controls in a column (Apple, "Form", https://developer.apple.com/documentation/swiftui/form ;
/// iOS 13+; high): drawn as a ``List`` is (the model draws no grouped-table chrome).
public struct Form<Content: View>: View {
  let content: Content
  /// A form of the controls `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { VStack { content } }
}

/// A titled group of rows (Apple, "Section", https://developer.apple.com/documentation/swiftui/section ;
/// high): the title or header view above the rows, the footer view below them.
public struct Section<Content: View>: View {
  let title: String?
  let content: Content
  var header: AnyView?
  var footer: AnyView?
  /// A section titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }
  /// A section without a title.
  public init(@ViewBuilder content: () -> Content) {
    title = nil
    self.content = content()
  }
  /// A section of `content` with the views `header` and `footer` builds above and below it
  /// ("init(content:header:footer:)", iOS 15+).
  public init<H: View, F: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> H, @ViewBuilder footer: () -> F
  ) {
    self.init(content: content)
    self.header = AnyView(header())
    self.footer = AnyView(footer())
  }
  /// A section of `content` under the view `header` builds ("init(content:header:)", iOS 15+).
  public init<H: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> H) {
    self.init(content: content)
    self.header = AnyView(header())
  }
  /// A section of `content` over the view `footer` builds ("init(content:footer:)", iOS 15+).
  public init<F: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> F) {
    self.init(content: content)
    self.footer = AnyView(footer())
  }
  /// A section with header and footer views given first (iOS 13's "init(header:footer:content:)").
  public init<H: View, F: View>(header: H, footer: F, @ViewBuilder content: () -> Content) {
    self.init(content: content)
    self.header = AnyView(header)
    self.footer = AnyView(footer)
  }
  /// A section under the header view `header` (iOS 13's "init(header:content:)").
  public init<H: View>(header: H, @ViewBuilder content: () -> Content) {
    self.init(content: content)
    self.header = AnyView(header)
  }
  public var body: some View {
    VStack {
      if let title { Text(title) }
      if let header { header }
      content
      if let footer { footer }
    }
  }
}

extension View {
  /// Hides or shows the system background of a scrollable view such as a ``List`` or ``Form``
  /// (Apple, "scrollContentBackground(_:)",
  /// https://developer.apple.com/documentation/swiftui/view/scrollcontentbackground(_:) ; iOS 16+;
  /// high for the call). The model's list and form draw no background of their own (rows in a
  /// column), so hidden or not, what is behind shows as before: drawn as the view.
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

/// A labelled switch bound to a value (Apple, "Toggle", https://developer.apple.com/documentation/swiftui/toggle ;
/// high): the title, and the switch (a plain view in the model).
public struct Toggle: View {
  let label: AnyView
  let isOn: Binding<Bool>
  /// A toggle titled `title` for `isOn`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    label = AnyView(Text(String(title)))
    self.isOn = isOn
  }
  /// A toggle for `isOn` labelled by the view `label` builds ("init(isOn:label:)").
  public init<L: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> L) {
    self.label = AnyView(label())
    self.isOn = isOn
  }
  public var body: some View {
    HStack {
      label
      Spacer()
    }
  }
}

/// A title with an icon (Apple, "Label", https://developer.apple.com/documentation/swiftui/label ;
/// iOS 14+; high).
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  /// A label of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  public var body: some View {
    HStack {
      icon
      title
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label of `title` and the SF Symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.title = Text(title)
    self.icon = Image(systemName: systemImage)
  }
}

/// The view shown when there is no content (Apple, "ContentUnavailableView",
/// https://developer.apple.com/documentation/swiftui/contentunavailableview ; iOS 17+; high): its
/// label, description and actions in a column.
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
  let label: LabelContent
  let description: Description
  let actions: Actions
  /// A view of `label`, `description` and `actions`.
  public init(
    @ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
  public var body: some View {
    VStack {
      label
      description
      actions
    }
  }
}

extension View {
  /// The title of the navigation bar (the model draws no navigation bar).
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modifier(_IgnoresSafeAreaModifier()) }
}

/// SwiftUI's previews for Xcode (Apple, "PreviewProvider",
/// https://developer.apple.com/documentation/swiftui/previewprovider ; high): never shown on a
/// device, so the model only declares it.
@preconcurrency @MainActor public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder static var previews: Previews { get }
}
