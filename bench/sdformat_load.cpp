// sdformat_load: the reference implementation for the load benchmark (docs/PERFORMANCE.md).
//
//   sdformat_load FILE
//
// Runs libsdformat's sdf::Root::Load on FILE (parse, schema checks, DOM construction, frame
// graph build and pose-graph validation). Prints the load time in seconds, the number of
// errors it reported and the number of models in the first world; exit status 0 when it
// reported no errors, 1 otherwise.

#include <sdf/Root.hh>
#include <sdf/World.hh>

#include <chrono>
#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: sdformat_load FILE\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    sdf::Root root;
    const sdf::Errors errors = root.Load(argv[1]);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    const sdf::World *world = root.WorldCount() > 0 ? root.WorldByIndex(0) : nullptr;
    std::printf("elapsed_s %.3f errors %zu models %llu\n", elapsed.count(), errors.size(),
        static_cast<unsigned long long>(world ? world->ModelCount() : 0));
    for (size_t i = 0; i < errors.size() && i < 5; ++i)
        std::fprintf(stderr, "sdformat_load: %s\n", errors[i].Message().c_str());
    return errors.empty() ? 0 : 1;
}
