"""Load a module of tests/ by its file, for the recorders here that share a scenario or a case
decoder with the test that replays their fixtures.  The recorders run under MXNet's python, where
neither hybridlint nor the ``tests`` package is importable, so the module is read from its file;
it must import nothing but numpy and the standard library."""
import importlib.util
from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent / "tests"


def load(relative):
    """The module at tests/<relative> (e.g. ``"runtime/iter_cases.py"``)."""
    path = TESTS / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
