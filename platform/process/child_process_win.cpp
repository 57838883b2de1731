#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "platform/process/child_process.h"
#include "platform/utf16.h"

namespace drawbridge {
namespace {

constexpr DWORD kOutputPipeBytes = 1 << 20;
// The exit codes of a child that drawbridge ends with TerminateProcess: those a POSIX
// shell gives a program ended by SIGTERM and SIGKILL, so that scripts read both alike.
constexpr UINT kRequestedExitCode = 128 + 15;
constexpr UINT kKilledCode = 128 + 9;

class Handle {
 public:
  Handle() = default;
  explicit Handle(HANDLE handle) : handle_(handle) {}
  Handle(Handle&& other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  Handle& operator=(Handle&& other) noexcept {
    std::swap(handle_, other.handle_);
    return *this;
  }
  ~Handle() {
    if (handle_ != nullptr && handle_ != INVALID_HANDLE_VALUE) CloseHandle(handle_);
  }
  HANDLE get() const { return handle_; }
  HANDLE release() { return std::exchange(handle_, nullptr); }

 private:
  HANDLE handle_ = nullptr;
};

// The non-empty items of a list like PATH or PATHEXT.
std::vector<std::wstring> split_list(const std::wstring& list) {
  std::vector<std::wstring> items;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t end = std::min(list.find(L';', start), list.size());
    if (end > start) items.push_back(list.substr(start, end - start));
    start = end + 1;
  }
  return items;
}

bool is_file(const std::wstring& path) {
  const DWORD attributes = GetFileAttributesW(path.c_str());
  return attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY) == 0;
}

std::wstring environment(const wchar_t* name) {
  const DWORD size = GetEnvironmentVariableW(name, nullptr, 0);
  if (size == 0) return {};
  std::wstring value(size, L'\0');
  value.resize(GetEnvironmentVariableW(name, value.data(), size));
  return value;
}

// `candidate` as it is, then with each PATHEXT extension (`stockfish` finds `stockfish.exe`).
std::wstring with_extension(const std::wstring& candidate) {
  if (is_file(candidate)) return candidate;
  std::wstring extensions = environment(L"PATHEXT");
  if (extensions.empty()) extensions = L".COM;.EXE;.BAT;.CMD";
  for (const std::wstring& extension : split_list(extensions)) {
    const std::wstring path = candidate + extension;
    if (is_file(path)) return path;
  }
  return {};
}

// A name with a folder in it is a path; a bare name is looked for as cmd.exe does: in the
// current folder, then in each folder of PATH.
absl::StatusOr<std::wstring> resolve(const std::string& name) {
  const std::wstring wide = to_utf16(name);
  if (name.find_first_of("/\\:") != std::string::npos) {
    if (std::wstring found = with_extension(wide); !found.empty()) return found;
    return absl::NotFoundError(absl::StrCat(name, ": no such file"));
  }
  if (std::wstring found = with_extension(wide); !found.empty()) return found;
  for (std::wstring candidate : split_list(environment(L"PATH"))) {
    if (candidate.back() != L'\\' && candidate.back() != L'/') candidate.push_back(L'\\');
    if (std::wstring found = with_extension(candidate + wide); !found.empty()) return found;
  }
  return absl::NotFoundError(absl::StrCat(name, ": not found in PATH"));
}

// One argument as the C runtime's parser reads it back: quotes around it when it is empty or
// holds blanks or quotes, a backslash before each quote, and backslashes doubled before a quote.
void append_quoted(std::wstring& line, const std::wstring& argument) {
  if (!argument.empty() && argument.find_first_of(L" \t\n\v\"") == std::wstring::npos) {
    line.append(argument);
    return;
  }
  line.push_back(L'"');
  std::size_t backslashes = 0;
  for (const wchar_t c : argument) {
    if (c == L'\\') {
      ++backslashes;
      continue;
    }
    line.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
    backslashes = 0;
    line.push_back(c);
  }
  line.append(2 * backslashes, L'\\');
  line.push_back(L'"');
}

std::wstring command_line(const std::wstring& executable, const std::vector<std::string>& command) {
  std::wstring line = L"\"" + executable + L"\"";  // a path holds no quotes; the program name has its own rules
  for (std::size_t i = 1; i < command.size(); ++i) {
    line.push_back(L' ');
    append_quoted(line, to_utf16(command[i]));
  }
  return line;
}

// Our end is not inherited, or the child would hold it open and we would never see end-of-file.
absl::Status pipe_pair(Handle& read_end, Handle& write_end, bool child_reads, DWORD size) {
  SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  HANDLE r = nullptr;
  HANDLE w = nullptr;
  if (!CreatePipe(&r, &w, &inherit, size)) return absl::ResourceExhaustedError("cannot create a pipe");
  read_end = Handle(r);
  write_end = Handle(w);
  SetHandleInformation(child_reads ? w : r, HANDLE_FLAG_INHERIT, 0);
  return absl::OkStatus();
}

// The child and everything it starts die with the job, and the job with drawbridge.
Handle kill_on_close_job() {
  Handle job(CreateJobObjectW(nullptr, nullptr));
  JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
  limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
  SetInformationJobObject(job.get(), JobObjectExtendedLimitInformation, &limits, sizeof limits);
  return job;
}

absl::Status launch_error(const std::string& name, DWORD error) {
  const std::string message = absl::StrCat(name, ": ", windows_error_text(error));
  if (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND) return absl::NotFoundError(message);
  if (error == ERROR_ACCESS_DENIED) return absl::PermissionDeniedError(message);
  return absl::FailedPreconditionError(message);
}

int crt_descriptor(Handle& handle, int flags) {
  return _open_osfhandle(reinterpret_cast<intptr_t>(handle.release()), flags | _O_BINARY);
}

}  // namespace

struct ChildProcess::Child {
  Handle process;
  Handle job;
};

absl::StatusOr<std::unique_ptr<ChildProcess>> ChildProcess::start(const std::vector<std::string>& command) {
  if (command.empty()) return absl::InvalidArgumentError("no command given");
  absl::StatusOr<std::wstring> executable = resolve(command.front());
  if (!executable.ok()) return executable.status();

  Handle child_in, to_child, from_child, child_out, child_err;
  if (absl::Status s = pipe_pair(child_in, to_child, true, 0); !s.ok()) return s;
  if (absl::Status s = pipe_pair(from_child, child_out, false, kOutputPipeBytes); !s.ok()) return s;
  HANDLE our_err = GetStdHandle(STD_ERROR_HANDLE);
  HANDLE err_copy = nullptr;
  if (our_err != nullptr && our_err != INVALID_HANDLE_VALUE &&
      DuplicateHandle(GetCurrentProcess(), our_err, GetCurrentProcess(), &err_copy, 0, TRUE, DUPLICATE_SAME_ACCESS)) {
    child_err = Handle(err_copy);
  }

  auto child = std::make_unique<Child>();
  child->job = kill_on_close_job();
  STARTUPINFOW startup{};
  startup.cb = sizeof startup;
  startup.dwFlags = STARTF_USESTDHANDLES;
  startup.hStdInput = child_in.get();
  startup.hStdOutput = child_out.get();
  startup.hStdError = child_err.get();
  PROCESS_INFORMATION info{};
  std::wstring line = command_line(*executable, command);
  // Suspended until it is in the job, so that nothing it starts escapes the job. Its own
  // process group keeps a Ctrl-C in drawbridge's console from reaching it: drawbridge ends it.
  if (!CreateProcessW(executable->c_str(), line.data(), nullptr, nullptr, TRUE,
                      CREATE_SUSPENDED | CREATE_NEW_PROCESS_GROUP | CREATE_UNICODE_ENVIRONMENT, nullptr, nullptr,
                      &startup, &info)) {
    return launch_error(command.front(), GetLastError());
  }
  child->process = Handle(info.hProcess);
  AssignProcessToJobObject(child->job.get(), info.hProcess);
  ResumeThread(info.hThread);
  CloseHandle(info.hThread);
  const pid_t pid = static_cast<pid_t>(info.dwProcessId);
  const int in_fd = crt_descriptor(to_child, _O_WRONLY);
  const int out_fd = crt_descriptor(from_child, _O_RDONLY);
  auto started = std::unique_ptr<ChildProcess>(new ChildProcess(std::move(child), UniqueFd(in_fd), UniqueFd(out_fd)));
  started->pid_ = pid;
  return started;
}

ChildProcess::ChildProcess(std::unique_ptr<Child> child, UniqueFd in, UniqueFd out)
    : child_(std::move(child)), stdin_(std::move(in)), stdout_(std::move(out)), pid_(0) {}

ChildProcess::~ChildProcess() {
  if (!status_) kill();
}

std::optional<ExitStatus> ChildProcess::wait_for(std::chrono::milliseconds timeout) {
  if (status_) return status_;
  const auto ms = static_cast<DWORD>(std::min<std::chrono::milliseconds::rep>(timeout.count(), INFINITE - 1));
  if (WaitForSingleObject(child_->process.get(), ms) != WAIT_OBJECT_0) return std::nullopt;
  DWORD code = 0;
  if (GetExitCodeProcess(child_->process.get(), &code)) status_ = ExitStatus::from_wait_status(static_cast<int>(code));
  return status_;
}

const char* ChildProcess::request_exit_method() { return "TerminateProcess"; }
const char* ChildProcess::kill_method() { return "TerminateProcess"; }
ExitStatus ChildProcess::killed_status() { return {false, static_cast<int>(kKilledCode)}; }

// A Windows console program has no polite request to end short of a console event, which
// would reach drawbridge too: `quit` was the polite request.
void ChildProcess::request_exit() {
  if (!status_) TerminateProcess(child_->process.get(), kRequestedExitCode);
}

void ChildProcess::kill() {
  if (status_) return;
  TerminateProcess(child_->process.get(), kKilledCode);
  wait_for(std::chrono::seconds(5));
}

}  // namespace drawbridge
