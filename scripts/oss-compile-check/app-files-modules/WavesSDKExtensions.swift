// modules: RxSwift
// Stub of the Waves SDK's extensions (a dependency, not measured): the weak-owner RxSwift
// operators the app's coordinator uses, as the SDK defines them (the owner is held weakly; a
// released owner ends the stream).
import RxSwift

extension Observable {
  public func flatMap<Owner: AnyObject, Result>(
    weak owner: Owner, selector: @escaping (Owner) -> (Element) throws -> Observable<Result>
  ) -> Observable<Result> {
    flatMap { [weak owner] value -> Observable<Result> in
      guard let owner else { return .never() }
      return try selector(owner)(value)
    }
  }
  public func subscribe<Owner: AnyObject>(weak owner: Owner, onNext: @escaping (Owner) -> (Element) -> Void) -> Disposable {
    subscribe(onNext: { [weak owner] value in
      guard let owner else { return }
      onNext(owner)(value)
    })
  }
  public func subscribe<Owner: AnyObject>(weak owner: Owner, onNext: @escaping (Owner, Element) -> Void) -> Disposable {
    subscribe(onNext: { [weak owner] value in
      guard let owner else { return }
      onNext(owner, value)
    })
  }
}
