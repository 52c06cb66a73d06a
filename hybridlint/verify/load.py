"""Loading the user's block: the ``mxnet`` it is built with, the user's module, the named factory.

A target is ``pkg.module:Name`` or ``path/to/file.py:Name`` (``Name`` a Block class or a function
returning a Block); a file alone names its only HybridBlock class. A file inside a package (folders
with ``__init__.py`` above it) is imported as that package's module, the folder holding the package
on the import path, so its relative and package imports work as they do for ``pkg.module:Name``.
"""
from __future__ import annotations

import contextlib
import hashlib
import importlib
import importlib.util
import inspect
import os
import re
import sys
from pathlib import Path
from typing import Any

from ..runtime import compat
from .run import failure
from .spec import UsageError


def import_mxnet(use_real: bool):
    """The ``mxnet`` module the block is built with: the bundled runtime unless asked otherwise."""
    if use_real:
        existing = sys.modules.get("mxnet")
        if existing is not None and getattr(existing, "__hybridlint_alias__", False):
            raise UsageError("--use-real-mxnet: `mxnet` is already the hybridlint runtime alias in "
                             "this process")
        try:
            return importlib.import_module("mxnet")
        except Exception as exc:  # a broken real install raises anything (OSError for libmxnet.so...)
            raise UsageError(f"--use-real-mxnet: cannot import mxnet ({type(exc).__name__}: {exc}); "
                             "drop the flag to verify on the bundled runtime") from None
    try:
        return compat.install()
    except RuntimeError as exc:
        raise UsageError(str(exc)) from None


_loaded_files: dict[tuple, Any] = {}


@contextlib.contextmanager
def _first_on_path(folder: Path):
    """``folder`` first on ``sys.path`` while importing; the path as it was afterwards."""
    sys.path.insert(0, str(folder))
    try:
        yield
    finally:
        try:
            sys.path.remove(str(folder))
        except ValueError:
            pass


def package_of(path: Path) -> tuple[str, Path]:
    """(dotted package of ``path``, the directory above the package) so relative imports resolve."""
    parts: list[str] = []
    directory = path.parent
    while (directory / "__init__.py").is_file() and directory.parent != directory:
        parts.insert(0, directory.name)
        directory = directory.parent
    return ".".join(parts), directory


def _package_module(path: Path) -> "tuple[str, Path] | None":
    """For a file inside a regular package: its dotted module name and the folder that holds the
    top package; None for a file in a folder without ``__init__.py``."""
    package, root = package_of(path)
    parts = package.split(".") + ([] if path.stem == "__init__" else [path.stem])
    if not package or not all(part.isidentifier() for part in parts):
        return None
    return ".".join(parts), root


def _import_in_package(path: Path, dotted: str, root: Path):
    """The file imported as ``dotted``; None when a package of that name from elsewhere is already
    imported (importing would return that one, not this file)."""
    top = sys.modules.get(dotted.partition(".")[0])
    if top is not None and not any(Path(p).resolve() == root / top.__name__
                                   for p in getattr(top, "__path__", ())):
        return None
    with _first_on_path(root):
        module = importlib.import_module(dotted)
    origin = getattr(module, "__file__", None)
    return module if origin is not None and Path(origin).resolve() == path else None


def _import_file(path: Path):
    """Import a model file once per run (pyproject entries often share one file)."""
    path = path.resolve()
    stat = path.stat()
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key in _loaded_files:
        return _loaded_files[key]
    package = _package_module(path)
    module = _import_in_package(path, *package) if package is not None else None
    if module is not None:
        _loaded_files[key] = module
        return module
    # A name no other module has, so two model.py files in different folders do not collide.
    digest = hashlib.sha1(str(path).encode("utf-8", "surrogatepass")).hexdigest()[:8]
    stem = re.sub(r"\W", "_", path.stem)
    name = f"_hybridlint_verify_{stem}_{digest}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise UsageError(f"cannot import {path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    # The model's own directory first, as `python model.py` would: sibling imports work.
    try:
        with _first_on_path(path.parent):
            spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    _loaded_files[key] = module
    return module


def _candidates(module, mx) -> list[str]:
    block_type = mx.gluon.Block
    names = []
    for attr, value in vars(module).items():
        if getattr(value, "__module__", None) != module.__name__ or attr.startswith("_"):
            continue
        if inspect.isclass(value) and issubclass(value, block_type) or inspect.isfunction(value):
            names.append(attr)
    return names


_DOTTED_NAME = r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*"


def split_target(target: str) -> tuple[str, str]:
    """``model.py:Net`` -> (``model.py``, ``Net``); the name is "" when there is none."""
    where, sep, attr = target.rpartition(":")
    if not sep or not re.fullmatch(rf"\s*{_DOTTED_NAME}\s*", attr):
        where, attr = target, ""   # no `:Name` (a colon in `C:\\model.py` is not one)
    return where.strip(), attr.strip()


def names_a_file(where: str) -> bool:
    """Whether a target's part before the colon is a file path rather than a module."""
    return where.endswith(".py") or "/" in where or os.sep in where


def is_module_name(where: str) -> bool:
    return re.fullmatch(_DOTTED_NAME, where) is not None


def _package_hint(path: Path, attr: str, exc: ImportError) -> str:
    """When a file target's import misses a module named like a folder above the file (a namespace
    package, a folder without ``__init__.py``, which the walk up from the file stops at; or a package
    of that name imported from elsewhere): the module target that imports it."""
    missing = (exc.name or "").partition(".")[0]
    path = path.resolve()
    folder = next((f for f in path.parents if f.name == missing and missing), None)
    if folder is None:
        return ""
    parts = [*path.relative_to(folder.parent).with_suffix("").parts]
    if parts[-1] == "__init__":
        parts.pop()
    if not all(part.isidentifier() for part in parts):
        return ""
    shadow = sys.modules.get(missing)
    if shadow is not None and not any(Path(p).resolve() == folder for p in getattr(shadow, "__path__", ())):
        where = getattr(shadow, "__file__", None) or "elsewhere"
        return (f"; {path.name} is part of the package `{missing}`, but a module of that name is already "
                f"imported from {where}: rename the package")
    return (f"; {path.name} is part of the package `{missing}`: name it as a module, "
            f"`{'.'.join(parts)}:{attr or 'Name'}`, and run from {folder.parent} (or put it on PYTHONPATH)")


def load_factory(target: str, base_dir: Path, mx):
    """The class or function named by ``target`` and a display name for it."""
    where, attr = split_target(target)
    is_file = names_a_file(where)
    if not where:
        raise UsageError(f"target `{target}`: give a module or file before the colon, like "
                         "mypkg.model:Net or model.py:Net")
    try:
        if is_file:
            path = Path(where)
            if not path.is_absolute():
                path = base_dir / path
            if not path.is_file():
                raise UsageError(f"target `{target}`: no such file {path}")
            module = _import_file(path)
        else:
            if not is_module_name(where):
                raise UsageError(f"target `{target}`: `{where}` is not a module name; use "
                                 "mypkg.model:Net or path/to/model.py:Net")
            with _first_on_path(base_dir):
                module = importlib.import_module(where)
    except UsageError:
        raise
    except ImportError as exc:
        hint = _package_hint(path, attr, exc) if is_file else ""
        if hint or isinstance(exc, ModuleNotFoundError):
            raise UsageError(f"target `{target}`: cannot import {where}: {exc}{hint}") from None
        raise UsageError(f"target `{target}`: importing {where} {failure('import', exc).failed()}") from None
    except SyntaxError as exc:
        raise UsageError(f"target `{target}`: {exc.filename}:{exc.lineno}: syntax error: {exc.msg}") from None
    except SystemExit as exc:
        raise UsageError(f"target `{target}`: importing {where} called sys.exit({exc.code!r}); move the "
                         "script part under `if __name__ == \"__main__\":`") from None
    except Exception as exc:
        raise UsageError(f"target `{target}`: importing {where} {failure('import', exc).failed()}") from None

    if not attr:
        names = [n for n in _candidates(module, mx)
                 if inspect.isclass(getattr(module, n)) and issubclass(getattr(module, n), mx.gluon.HybridBlock)]
        if len(names) != 1:
            listed = ", ".join(names) or "none"
            raise UsageError(f"target `{target}`: name the block to verify, e.g. {where}:{names[0] if names else 'Net'} "
                             f"(HybridBlock classes defined there: {listed})")
        attr = names[0]
    obj = module
    for part in attr.split("."):
        if not hasattr(obj, part):
            listed = ", ".join(_candidates(module, mx)) or "none"
            raise UsageError(f"target `{target}`: {where} has no `{attr}`; blocks and functions defined "
                             f"there: {listed}")
        obj = getattr(obj, part)
    if not callable(obj):
        raise UsageError(f"target `{target}`: `{attr}` is a {type(obj).__name__}, not a Block class or "
                         "a function that returns a Block")
    return obj, f"{where}:{attr}"
