"""The `swift build` arguments and environment of the release builds the benchmarks and kotlin-conformance run.

tools/test builds them in a folder of their own (KONTRACT_RELEASE_SCRATCH), so they can build while `swift test`
holds the lock of .build, and without the build plugin (KONTRACT_NO_BUILD_PLUGIN, Package.swift): SwiftPM builds a
build plugin's tool while planning any build, which would compile the whole `kontract` a second time. Elsewhere
(a developer running a benchmark) SwiftPM's default folder and the package as it is.
"""
import os
import subprocess

SCRATCH = os.environ.get("KONTRACT_RELEASE_SCRATCH")
ARGUMENTS = ["-c", "release"] + ([f"--scratch-path={SCRATCH}"] if SCRATCH else [])
ENVIRONMENT = dict(os.environ, KONTRACT_NO_BUILD_PLUGIN="1") if SCRATCH else None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(product, quiet=True):
    """Builds `product` in release and returns the path of its executable."""
    subprocess.run(["swift", "build", *ARGUMENTS, "--product", product], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL if quiet else None, env=ENVIRONMENT)
    bin_path = subprocess.run(["swift", "build", *ARGUMENTS, "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True, env=ENVIRONMENT).stdout.strip()
    return os.path.join(bin_path, product)
