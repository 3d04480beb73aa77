// tinyxml2_parse: the floor for the load benchmark (docs/PERFORMANCE.md).
//
//   tinyxml2_parse FILE
//
// Parses FILE into a tinyxml2 DOM exactly the way RoboStage keeps its documents (line numbers
// and whitespace preserved) and does nothing else. Prints the parse time in seconds and the
// number of elements; exit status 0 when the file parsed, 1 otherwise.

#include <tinyxml2.h>

#include <chrono>
#include <cstdio>

namespace {

long countElements(const tinyxml2::XMLElement *element)
{
    long count = 0;
    for (; element; element = element->NextSiblingElement())
        count += 1 + countElements(element->FirstChildElement());
    return count;
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: tinyxml2_parse FILE\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    tinyxml2::XMLDocument doc(true, tinyxml2::PRESERVE_WHITESPACE);
    const tinyxml2::XMLError result = doc.LoadFile(argv[1]);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    if (result != tinyxml2::XML_SUCCESS) {
        std::fprintf(stderr, "tinyxml2_parse: %s\n", doc.ErrorStr());
        return 1;
    }
    std::printf("elapsed_s %.3f elements %ld\n", elapsed.count(), countElements(doc.RootElement()));
    return 0;
}
