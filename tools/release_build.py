"""The `swift build` arguments and environment of the release builds the benchmarks and kotlin-conformance run.

tools/test builds them in a folder of their own (KONTRACT_RELEASE_SCRATCH), so they can build while `swift test`
holds the lock of .build, without the build plugin (KONTRACT_NO_BUILD_PLUGIN, Package.swift): SwiftPM builds a
build plugin's tool while planning any build, which would compile the whole `kontract` a second time, and with the
commands tools/test's benchmarks run only (KONTRACT_CORE_COMMANDS_ONLY, Package.swift: no extract, import, diff or docs,
whose release build costs about 90 CPU seconds there); a benchmark of those commands asks for `all_commands`. Elsewhere
(a developer running a benchmark) SwiftPM's default folder and the package as it is.

That folder's Swift is built without debug info (-gnone, FLAGS; a package built there passes them too, or SwiftPM
rebuilds the modules it shares): nothing reads it in tools/test's runs, and it was 9% of the `kontract` release
build's CPU there (2026-12-06: 232 -> 210 CPU s, KontractCore 64 -> 55, KontractGenerator 112 -> 105).
"""
import os
import subprocess

SCRATCH = os.environ.get("KONTRACT_RELEASE_SCRATCH")
FLAGS = ["-Xswiftc", "-gnone"] if SCRATCH else []
ARGUMENTS = ["-c", "release"] + ([f"--scratch-path={SCRATCH}"] if SCRATCH else []) + FLAGS
ENVIRONMENT = dict(os.environ, KONTRACT_NO_BUILD_PLUGIN="1", KONTRACT_CORE_COMMANDS_ONLY="1") if SCRATCH else None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(product, quiet=True, all_commands=False):
    """Builds `product` in release and returns the path of its executable (`all_commands`: a `kontract` with every
    command, also in tools/test's folder)."""
    environment = ENVIRONMENT
    if all_commands and environment is not None:
        environment = {name: value for name, value in environment.items() if name != "KONTRACT_CORE_COMMANDS_ONLY"}
    subprocess.run(["swift", "build", *ARGUMENTS, "--product", product], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL if quiet else None, env=environment)
    bin_path = subprocess.run(["swift", "build", *ARGUMENTS, "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True, env=environment).stdout.strip()
    return os.path.join(bin_path, product)
