// modules: RxSwift
// Stub of the Waves app's DomainLayer package (the app's own, not measured): the use cases the
// coordinator calls, for a user with one wallet logged in: migration completes, the wallet is
// authorized at launch, revoking the authorization keeps the wallet as the last logged in (so
// the app asks for its passcode), no force update; and the deep link type.
import RxSwift
import ShieldModel

public enum DTO {
  public struct Wallet {
    public let address: String
    public init(address: String) { self.address = address }
  }
  public enum MobileKeeper {
    public struct Request {}
  }
  public struct VersionUpdateData {
    public let isNeedForceUpdate: Bool
  }
}
public enum MobileKeeperUseCaseError: Error { case dAppDontOpen, dataIncorrect, transactionDontSupport, none }
public struct DeepLink {
  public static let scheme = "waves"
  public static let widgetSettings = "waves://widgetsettings"
  public let url: URL
  public init(url: URL) { self.url = url }
  public var isClientSendLink: Bool { false }
  public var isClientDexLink: Bool { false }
  public var isMobileKeeper: Bool { false }
}
public protocol MigrationUseCaseProtocol { func migration() -> Observable<Void> }
public protocol AuthorizationUseCaseProtocol {
  func lastWalletLoggedIn() -> Observable<DTO.Wallet?>
  func isAuthorizedWallet(_ wallet: DTO.Wallet) -> Observable<Bool>
  func revokeAuth() -> Observable<Bool>
  func logout() -> Observable<Bool>
}
public protocol MobileKeeperRepositoryProtocol { func decodableRequest(_ url: URL) -> Observable<DTO.MobileKeeper.Request?> }
public protocol ApplicationVersionUseCaseProtocol { func isNeedForceUpdate() -> Observable<DTO.VersionUpdateData> }
public protocol AuthorizationInteractorLocalizableProtocol {}
public protocol RepositoriesFactoryProtocol {}
struct LoggedInUser: MigrationUseCaseProtocol, AuthorizationUseCaseProtocol, MobileKeeperRepositoryProtocol,
  ApplicationVersionUseCaseProtocol
{
  final class State { var isAuthorized = true }
  let state = State()
  let wallet = DTO.Wallet(address: "3P")
  func migration() -> Observable<Void> { .just(()) }
  func lastWalletLoggedIn() -> Observable<DTO.Wallet?> { .just(wallet) }
  func isAuthorizedWallet(_ wallet: DTO.Wallet) -> Observable<Bool> { .just(state.isAuthorized) }
  func revokeAuth() -> Observable<Bool> {
    state.isAuthorized = false
    return .just(true)
  }
  func logout() -> Observable<Bool> { .just(true) }
  func decodableRequest(_ url: URL) -> Observable<DTO.MobileKeeper.Request?> { .just(nil) }
  func isNeedForceUpdate() -> Observable<DTO.VersionUpdateData> { .just(DTO.VersionUpdateData(isNeedForceUpdate: false)) }
}
public final class UseCasesFactory {
  public struct Repositories { public let mobileKeeperRepository: MobileKeeperRepositoryProtocol }
  nonisolated(unsafe) public static var instance: UseCasesFactory!
  private let user = LoggedInUser()
  public var migration: MigrationUseCaseProtocol { user }
  public var authorization: AuthorizationUseCaseProtocol { user }
  public var repositories: Repositories { Repositories(mobileKeeperRepository: user) }
  public var applicationVersionUseCase: ApplicationVersionUseCaseProtocol { user }
  public static func initialization(
    repositories: RepositoriesFactoryProtocol, authorizationInteractorLocalizable: AuthorizationInteractorLocalizableProtocol
  ) { instance = UseCasesFactory() }
}
