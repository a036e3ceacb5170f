// nasoyoung/TodoList (a to-do app): the scene delegate (ToDoList/SceneDelegate.swift) puts an image
// view ("Screen") over the storyboard's window on will-resign-active and removes it on
// did-become-active. Its storyboard's window is the host's, with the app description's screen;
// hosted as UIKit hosts a scene delegate.
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "nasoyoung", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-scenes"),
  make: { AppDelegateHost(claims: .appSwitcher, sceneDelegate: { SceneDelegate() }) })
