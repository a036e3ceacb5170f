// markolonius/HouseCall (a HIPAA health chat): its SwiftUI `App` (HouseCall/HouseCallApp.swift)
// overlays `PrivacyScreenView` (HouseCall/Core/Security/ScreenProtectionManager.swift) on its root
// view while `ScreenProtectionManager.shared.showPrivacyScreen` is set, which the app sets when the
// scene phase becomes inactive or background and clears when it becomes active. Stubbed here, the
// app's own types the two files name: its Core Data stack, authentication service (signed out: the
// root is the login screen), audit logger, repositories, chat screens, LLM and sync services,
// keychain and the debug build's test bootstrap types; screens are clear (the app description's
// screen under the hosting view stands for the chat). Hosted by `SwiftUIAppHost`.
final class PersistenceController {
  static let shared = PersistenceController()
  final class Container {
    let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
  }
  let container = Container()
}
struct HouseCallUser { var id: UUID? = UUID() }
final class AuthenticationService: ObservableObject {
  static let shared = AuthenticationService()
  @Published var isAuthenticated = false
  func getCurrentUser() -> HouseCallUser? { nil }
  func validateSession() -> Bool { false }
}
enum AuditEvent { case dataAccessed, aiInteractionFailed }
struct AuditEventDetails {
  init(message: String, additionalInfo: [String: String]) {}
  init(errorMessage: String) {}
}
final class AuditLogger {
  static let shared = AuditLogger()
  func log(event: AuditEvent, userId: UUID?, details: AuditEventDetails) throws {}
}
struct Conversation { var id: UUID? = UUID() }
protocol ConversationRepositoryProtocol {
  func fetchConversations(userId: UUID) throws -> [Conversation]
  func createConversation(userId: UUID, provider: String, title: String?) throws -> Conversation
}
protocol MessageRepositoryProtocol {}
final class CoreDataConversationRepository: ConversationRepositoryProtocol {
  init(context: NSManagedObjectContext) {}
  func fetchConversations(userId: UUID) throws -> [Conversation] { [] }
  func createConversation(userId: UUID, provider: String, title: String?) throws -> Conversation { Conversation() }
}
final class CoreDataMessageRepository: MessageRepositoryProtocol {
  init(context: NSManagedObjectContext) {}
}
final class LLMProviderConfigManager {
  static let shared = LLMProviderConfigManager()
  func getActiveProvider() -> String { "claude" }
}
final class SyncClient {
  init(baseURL: URL) throws {}
}
final class CloudSyncCoordinator {
  init(
    syncClient: SyncClient, messageRepository: MessageRepositoryProtocol,
    conversationRepository: ConversationRepositoryProtocol
  ) {}
  func start() {}
  func ensureServerConversation(localConversationId: UUID, title: String) async {}
}
final class AIConversationService {
  init(
    userId: UUID, conversationRepository: ConversationRepositoryProtocol,
    messageRepository: MessageRepositoryProtocol, syncCoordinator: CloudSyncCoordinator?
  ) {}
}
final class ConversationViewModel: ObservableObject {
  init(
    userId: UUID, conversationId: UUID, conversationRepository: ConversationRepositoryProtocol,
    messageRepository: MessageRepositoryProtocol, aiService: AIConversationService
  ) {}
}
enum CoreAPIConfig {
  static func baseURLString() -> String? { nil }
}
final class KeychainManager {
  static let shared = KeychainManager()
  enum Keys { static let coreAPIJWT = "coreAPIJWT" }
  func get(key: String) throws -> String? { nil }
  func deleteSessionToken() throws {}
}
enum AuthMethod { case password }
final class CoreDataUserRepository {
  func isEmailRegistered(_ email: String) -> Bool { true }
  func createUser(email: String, password: String, passcode: String?, fullName: String, authMethod: AuthMethod) throws
    -> HouseCallUser
  { HouseCallUser() }
}
struct LoginView: View { var body: some View { Color.clear } }
struct ChatView: View {
  let viewModel: ConversationViewModel
  var body: some View { Color.clear }
}
public let descriptor: StrategyDescriptor? = StrategyDescriptor(
  name: "housecall", summary: "", source: "", claims: .appSwitcher,
  defaultProfile: try! Profile(named: "iphone-ios17-swiftui"),
  make: { SwiftUIAppHost(HouseCallApp.self, claims: .appSwitcher) })
