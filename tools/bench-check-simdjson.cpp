// tools/bench-check's simdjson peer: type-checks every SearchUiState field of each NDJSON line, on-demand.
//
// Built by tools/bench-check with `g++ -O3 -march=native ... -lsimdjson`. It checks what
// `kontract check --type SearchUiState` checks on that file: an object with only the keys
// consulta (string), resultados (array of {id: Int in 32-bit range, also quoted; name, artworkUrl:
// strings; all three required, no other keys}), buscando (boolean), error (null or {detalle: string});
// nothing after the value. Prints "N lines, M invalid". One core, no threads.
#include <simdjson.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string_view>

using namespace simdjson;

namespace {

bool check_int32(ondemand::value value) {
    ondemand::json_type type;
    if (value.type().get(type)) return false;
    if (type == ondemand::json_type::number) {
        int64_t number;
        if (value.get_int64().get(number)) return false;
        return number >= INT32_MIN && number <= INT32_MAX;
    }
    if (type == ondemand::json_type::string) {  // kotlinx reads "42" as an Int too
        std::string_view text;
        if (value.get_string().get(text) || text.empty() || text.size() > 11) return false;
        char buffer[16];
        std::memcpy(buffer, text.data(), text.size());
        buffer[text.size()] = 0;
        char *end = nullptr;
        long long number = std::strtoll(buffer, &end, 10);
        return *end == 0 && number >= INT32_MIN && number <= INT32_MAX;
    }
    return false;
}

bool check_string(ondemand::value value) {
    std::string_view text;
    return !value.get_string().get(text);
}

// Calls check(key, value) for each field of the object; false on a JSON error or when check says so.
template <typename Object, typename Check>
bool each_field(Object &object, Check check) {
    for (auto field : object) {
        std::string_view key;
        if (field.unescaped_key().get(key)) return false;
        ondemand::value item;
        if (field.value().get(item) || !check(key, item)) return false;
    }
    return true;
}

bool check_ref(ondemand::value value) {
    ondemand::object object;
    if (value.get_object().get(object)) return false;
    bool id = false, name = false, artwork = false;
    bool ok = each_field(object, [&](std::string_view key, ondemand::value item) {
        if (key == "id") return id = check_int32(item);
        if (key == "name") return name = check_string(item);
        if (key == "artworkUrl") return artwork = check_string(item);
        return false;
    });
    return ok && id && name && artwork;
}

bool check_error(ondemand::value value) {
    if (value.is_null()) return true;
    ondemand::object object;
    if (value.get_object().get(object)) return false;
    bool detalle = false;
    bool ok = each_field(object, [&](std::string_view key, ondemand::value item) {
        return detalle = key == "detalle" && check_string(item);
    });
    return ok && detalle;
}

bool check_state(ondemand::document &document) {
    ondemand::object object;
    if (document.get_object().get(object)) return false;
    bool ok = each_field(object, [&](std::string_view key, ondemand::value item) {
        if (key == "consulta") return check_string(item);
        if (key == "buscando") {
            bool flag;
            return !item.get_bool().get(flag);
        }
        if (key == "error") return check_error(item);
        if (key != "resultados") return false;
        ondemand::array array;
        if (item.get_array().get(array)) return false;
        for (auto element : array) {
            ondemand::value ref;
            if (element.get(ref) || !check_ref(ref)) return false;
        }
        return true;
    });
    if (!ok) return false;
    // Past the value: nothing but whitespace (simdjson 3.0 has no document::at_end).
    return document.current_location().error() == OUT_OF_BOUNDS;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    padded_string file;
    if (padded_string::load(argv[1]).get(file)) return 2;
    ondemand::parser parser;
    const char *data = file.data();
    size_t size = file.size();
    long lines = 0, invalid = 0;
    size_t start = 0;
    while (start < size) {
        const char *newline = static_cast<const char *>(std::memchr(data + start, '\n', size - start));
        size_t end = newline ? static_cast<size_t>(newline - data) : size;
        size_t length = end - start;
        if (length > 0 && data[end - 1] == '\r') length--;
        lines++;
        // The rest of the file (and its padding) lies after the line: simdjson may read past it.
        ondemand::document document;
        bool ok = !parser.iterate(data + start, length, size - start + SIMDJSON_PADDING).get(document) &&
                  check_state(document);
        invalid += !ok;
        start = end + 1;
    }
    std::printf("%ld lines, %ld invalid\n", lines, invalid);
    return 0;
}
