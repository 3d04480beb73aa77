// Holder of the tests' precompiled headers (tests/CMakeLists.txt, robostage_test_pch_*): the
// header is built with this library, and the test executables reuse it.
