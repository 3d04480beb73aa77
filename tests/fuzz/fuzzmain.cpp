// libFuzzer entry point of one fuzz target: ROBOSTAGE_FUZZ_FUNCTION names the function of
// fuzztargets.h it runs (tests/fuzz/CMakeLists.txt defines it per executable).

#include "fuzztargets.h"

#include <QCoreApplication>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // Some of Qt (translations, the temporary folder's name) wants an application object.
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return robostage::fuzz::ROBOSTAGE_FUZZ_FUNCTION(data, size);
}
