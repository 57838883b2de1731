"""The build of the extension drawbridge._drawbridge for pip: CMake builds the target
python_package (python/CMakeLists.txt), whose package directory holds the extension and the
editions; they are copied beside the Python files setuptools has collected."""

import os
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


def project_version() -> str:
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as cmake:
        return re.search(r"project\(drawbridge VERSION ([0-9.]+)", cmake.read()).group(1)


class CMakeBuild(build_ext):
    def build_extension(self, ext: Extension) -> None:
        # DRAWBRIDGE_BUILD_DIR: an existing CMake build folder to build the module in, as it is
        # configured (a developer's build tree); otherwise a fresh one under build_temp.
        build_dir = os.environ.get("DRAWBRIDGE_BUILD_DIR") or os.path.abspath(os.path.join(self.build_temp, "cmake"))
        if not os.path.exists(os.path.join(build_dir, "CMakeCache.txt")):
            self.configure(build_dir)
        jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL", str(os.cpu_count() or 1))
        subprocess.run(["cmake", "--build", build_dir, "--target", "python_package", "-j", jobs], check=True)
        built = os.path.join(build_dir, "python", "drawbridge")
        target = os.path.dirname(os.path.abspath(self.get_ext_fullpath(ext.name)))
        os.makedirs(target, exist_ok=True)
        shutil.copy2(os.path.join(built, os.path.basename(self.get_ext_filename(ext.name))), target)
        shutil.copytree(os.path.join(built, "rules"), os.path.join(target, "rules"), dirs_exist_ok=True)

    @staticmethod
    def configure(build_dir: str) -> None:
        configure = [
            "cmake", "-S", ROOT, "-B", build_dir,
            "-DCMAKE_BUILD_TYPE=Release",
            "-DBUILD_TESTING=OFF",
            "-DDRAWBRIDGE_PYTHON=ON",
            f"-DPython3_EXECUTABLE={sys.executable}",
        ]
        # CMAKE_ARGS: more -D settings for the build (e.g. -DCMAKE_CXX_COMPILER_LAUNCHER=ccache).
        configure += os.environ.get("CMAKE_ARGS", "").split()
        if shutil.which("ninja"):
            configure += ["-G", "Ninja"]
        subprocess.run(configure, check=True)


setup(
    version=project_version(),
    ext_modules=[Extension("drawbridge._drawbridge", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
)
