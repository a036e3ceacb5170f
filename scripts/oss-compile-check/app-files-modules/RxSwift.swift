// Stub of RxSwift (a dependency, not measured): the observables and operators the app's
// coordinator uses, pushed synchronously, with `observeOn` and `delay` on the model's main queue
// (so a delayed passcode runs on the virtual clock, as RxSwift's `MainScheduler` runs it on the
// main queue). Errors, completion and disposal as RxSwift defines them for these operators;
// no threading (the model has one main thread).
import ShieldModel

public protocol Disposable { func dispose() }
public final class DisposeBag {
  private var disposables: [Disposable] = []
  public init() {}
  func insert(_ disposable: Disposable) { disposables.append(disposable) }
}
extension Disposable {
  public func disposed(by bag: DisposeBag) { bag.insert(self) }
}
public final class Subscription: Disposable {
  var isDisposed = false
  public func dispose() { isDisposed = true }
}
public enum Event<Element> {
  case next(Element)
  case error(Error)
  case completed
}
/// Where events are delivered.
public protocol ImmediateSchedulerType {
  func schedule(_ action: @escaping () -> Void)
  func schedule(after seconds: Double, _ action: @escaping () -> Void)
}
public typealias SchedulerType = ImmediateSchedulerType
public struct MainScheduler: ImmediateSchedulerType {
  let isAsync: Bool
  /// Delivers on the main queue, at once when already on it.
  public static let instance = MainScheduler(isAsync: false)
  /// Always delivers by a dispatch to the main queue.
  public static let asyncInstance = MainScheduler(isAsync: true)
  public func schedule(_ action: @escaping () -> Void) {
    if isAsync {
      nonisolated(unsafe) let action = action
      ShieldModel.DispatchQueue.main.async { action() }
    } else {
      action()
    }
  }
  public func schedule(after seconds: Double, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    ShieldModel.DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { action() }
  }
}
/// A background scheduler; the model has one thread, so its work runs at once.
public struct ConcurrentDispatchQueueScheduler: ImmediateSchedulerType {
  public init(queue: ShieldModel.DispatchQueue) {}
  public func schedule(_ action: @escaping () -> Void) { action() }
  public func schedule(after seconds: Double, _ action: @escaping () -> Void) {
    MainScheduler.asyncInstance.schedule(after: seconds, action)
  }
}
public struct Observable<Element> {
  let run: (@escaping (Event<Element>) -> Void, Subscription) -> Void
  public init(_ run: @escaping (@escaping (Event<Element>) -> Void, Subscription) -> Void) { self.run = run }

  public static func just(_ element: Element) -> Observable<Element> {
    Observable { on, _ in
      on(.next(element))
      on(.completed)
    }
  }
  public static func never() -> Observable<Element> { Observable { _, _ in } }
  public static func empty() -> Observable<Element> { Observable { on, _ in on(.completed) } }
  public static func error(_ error: Error) -> Observable<Element> { Observable { on, _ in on(.error(error)) } }

  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Observable<Result> { on, subscription in
      self.run({ event in
        switch event {
        case .next(let value):
          do { on(.next(try transform(value))) } catch { on(.error(error)) }
        case .error(let error): on(.error(error))
        case .completed: on(.completed)
        }
      }, subscription)
    }
  }
  public func flatMap<Result>(_ transform: @escaping (Element) throws -> Observable<Result>) -> Observable<Result> {
    Observable<Result> { on, subscription in
      self.run({ event in
        switch event {
        case .next(let value):
          do {
            try transform(value).run({ inner in
              if case .completed = inner { return }
              on(inner)
            }, subscription)
          } catch { on(.error(error)) }
        case .error(let error): on(.error(error))
        case .completed: on(.completed)
        }
      }, subscription)
    }
  }
  public func take(_ count: Int) -> Observable<Element> {
    Observable { on, subscription in
      var taken = 0
      self.run({ event in
        guard taken < count else { return }
        if case .next = event {
          taken += 1
          on(event)
          if taken == count { on(.completed) }
        } else {
          on(event)
        }
      }, subscription)
    }
  }
  public func catchError(_ handler: @escaping (Error) throws -> Observable<Element>) -> Observable<Element> {
    Observable { on, subscription in
      self.run({ event in
        if case .error(let error) = event {
          do { try handler(error).run(on, subscription) } catch { on(.error(error)) }
        } else {
          on(event)
        }
      }, subscription)
    }
  }
  public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    Observable { on, subscription in scheduler.schedule { self.run(on, subscription) } }
  }
  public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
    Observable { on, subscription in
      self.run({ event in scheduler.schedule { if !subscription.isDisposed { on(event) } } }, subscription)
    }
  }
  public func delay(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
    Observable { on, subscription in
      self.run({ event in
        if case .error = event { return on(event) }
        scheduler.schedule(after: dueTime) { if !subscription.isDisposed { on(event) } }
      }, subscription)
    }
  }
  public func share() -> Observable<Element> { self }
  public func subscribe(
    onNext: ((Element) -> Void)? = nil, onError: ((Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil
  ) -> Disposable {
    let subscription = Subscription()
    var ended = false
    run({ event in
      guard !ended, !subscription.isDisposed else { return }
      switch event {
      case .next(let value): onNext?(value)
      case .error(let error):
        ended = true
        onError?(error)
      case .completed:
        ended = true
        onCompleted?()
      }
    }, subscription)
    return subscription
  }
}
