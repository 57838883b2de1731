#include "platform/process/child_process.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <thread>

#include <boost/asio/io_context.hpp>
#include <boost/process/v2.hpp>

#include "absl/strings/str_cat.h"

namespace drawbridge {
namespace bp = boost::process::v2;

namespace {

constexpr int kOutputPipeBytes = 1 << 20;

// Runs in the child between fork and exec. It undoes what the parent set up for itself
// (blocked shutdown signals and an ignored SIGPIPE survive exec) and ties the child's
// life to drawbridge's.
struct ChildSetup {
  pid_t parent;

  bp::error_code on_exec_setup(bp::posix::default_launcher&, const bp::filesystem::path&, const char* const*) const {
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, nullptr);
    signal(SIGPIPE, SIG_DFL);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) == -1) return {errno, bp::system_category()};
    // The parent may have died before prctl took effect: then nobody would ever kill us.
    if (getppid() != parent) _exit(127);
    return {};
  }
};

absl::StatusOr<bp::filesystem::path> resolve(const std::string& name) {
  if (name.find('/') != std::string::npos) return bp::filesystem::path(name);
  bp::filesystem::path found = bp::environment::find_executable(name);
  if (found.empty()) return absl::NotFoundError(absl::StrCat(name, ": not found in PATH"));
  return found;
}

absl::Status pipe_pair(UniqueFd& read_end, UniqueFd& write_end) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return absl::ResourceExhaustedError("cannot create a pipe");
  read_end.reset(fds[0]);
  write_end.reset(fds[1]);
  return absl::OkStatus();
}

absl::Status launch_error(const std::string& name, const bp::error_code& ec) {
  const std::string message = absl::StrCat(name, ": ", ec.message());
  if (ec.value() == ENOENT) return absl::NotFoundError(message);
  if (ec.value() == EACCES) return absl::PermissionDeniedError(message);
  return absl::FailedPreconditionError(message);
}

}  // namespace

struct ChildProcess::Child {
  boost::asio::io_context context;
  std::optional<bp::process> process;
};

absl::StatusOr<std::unique_ptr<ChildProcess>> ChildProcess::start(const std::vector<std::string>& command) {
  if (command.empty()) return absl::InvalidArgumentError("no command given");
  absl::StatusOr<bp::filesystem::path> executable = resolve(command.front());
  if (!executable.ok()) return executable.status();

  UniqueFd child_in, to_child, from_child, child_out;
  if (absl::Status s = pipe_pair(child_in, to_child); !s.ok()) return s;
  if (absl::Status s = pipe_pair(from_child, child_out); !s.ok()) return s;
  // A flooding child (an engine's hundreds of thousands of info lines per search) then
  // blocks and wakes us less often. Best effort: the default size works, only slower.
  ::fcntl(from_child.get(), F_SETPIPE_SZ, kOutputPipeBytes);

  auto child = std::make_unique<Child>();
  const std::vector<std::string> args(command.begin() + 1, command.end());
  bp::error_code ec;
  // The executor overload: in Boost 1.81 the io_context overload ignores `ec` and throws.
  bp::process process =
      bp::default_process_launcher()(child->context.get_executor(), ec, *executable, args,
                                     bp::process_stdio{child_in.get(), child_out.get(), {}}, ChildSetup{::getpid()});
  if (ec) return launch_error(command.front(), ec);
  child->process.emplace(std::move(process));
  // Only the child may hold these ends, or the pipes would never report end-of-file.
  child_in.reset();
  child_out.reset();
  return std::unique_ptr<ChildProcess>(new ChildProcess(std::move(child), std::move(to_child), std::move(from_child)));
}

ChildProcess::ChildProcess(std::unique_ptr<Child> child, UniqueFd in, UniqueFd out)
    : child_(std::move(child)), stdin_(std::move(in)), stdout_(std::move(out)), pid_(child_->process->id()) {}

ChildProcess::~ChildProcess() {
  if (!status_) kill();
}

std::optional<ExitStatus> ChildProcess::wait_for(std::chrono::milliseconds timeout) {
  // Exit is rare and a few milliseconds of lag at shutdown cost nothing, so a short
  // polling loop is simpler than an asynchronous wait.
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!status_) {
    bp::error_code ec;
    if (!child_->process->running(ec) && !ec) {
      status_ = ExitStatus::from_wait_status(child_->process->native_exit_code());
      break;
    }
    if (std::chrono::steady_clock::now() >= deadline) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return status_;
}

const char* ChildProcess::request_exit_method() { return "SIGTERM"; }
const char* ChildProcess::kill_method() { return "SIGKILL"; }
ExitStatus ChildProcess::killed_status() { return {true, SIGKILL}; }

void ChildProcess::request_exit() {
  bp::error_code ec;
  if (!status_) child_->process->request_exit(ec);
}

void ChildProcess::kill() {
  if (status_) return;
  bp::error_code ec;
  child_->process->terminate(ec);  // SIGKILL
  wait_for(std::chrono::seconds(5));
}

}  // namespace drawbridge
