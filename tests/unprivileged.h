#pragma once

// Checks that need file permissions to apply (unreadable files and folders, issue 7). Root reads
// every file, and CI machines often run tests as root, so there the check runs in a forked child
// that has become user and group nobody (65534).

#include <QFileDevice>
#include <QString>
#include <QtGlobal>

#include <cstdio>

#include <grp.h>
#include <sys/wait.h>
#include <unistd.h>

namespace robostage::test {

/// rwx for the owner, r-x for the others: user nobody can reach what is inside a folder with
/// these permissions (QTemporaryDir makes its folder rwx for the owner only).
inline constexpr QFileDevice::Permissions kTraversable = QFileDevice::ReadOwner
    | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
    | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther;

/// `ok`; prints `text` to stderr when false (the child's only way to say why).
inline bool expect(bool ok, const QString &text)
{
    if (!ok)
        std::fprintf(stderr, "unexpected: %s\n", qPrintable(text));
    return ok;
}

/// Runs `check` (a callable returning bool) where file permissions apply: in this process when
/// it is not root, else in a forked child that has dropped to nobody. Use it only for checks
/// that start no threads or GPU contexts of their own. True when `check` returned true; false
/// after a warning naming the cause otherwise.
template<typename Check> bool asUnprivileged(Check check)
{
    if (::geteuid() != 0)
        return check();
    std::fflush(nullptr);
    const pid_t child = ::fork();
    if (child == 0) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
            ::_exit(3);
        ::_exit(check() ? 0 : 1);
    }
    int status = 0;
    if (child < 0 || ::waitpid(child, &status, 0) != child) {
        qWarning("could not run the check as user nobody: fork failed");
        return false;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        qWarning("the check as user nobody failed (exit status %d; 3: could not become nobody)",
            WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        return false;
    }
    return true;
}

} // namespace robostage::test
