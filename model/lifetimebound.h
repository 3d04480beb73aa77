#pragma once

/// Marks a member function whose returned reference or view points into `*this`, so that clang
/// warns (-Wdangling, on by default) where the result outlives a temporary object, as in
/// `for (const Diagnostic &d : check().items())`, which crashed `robostage check` (issue 29).
/// Write it after the function's qualifiers: `const T &items() const ROBOSTAGE_LIFETIMEBOUND`.
/// GCC 12 has no such check: the macro is empty there.
#if defined(__clang__)
#define ROBOSTAGE_LIFETIMEBOUND [[clang::lifetimebound]]
#else
#define ROBOSTAGE_LIFETIMEBOUND
#endif
