"""Loading the user's block: the ``mxnet`` it is built with, the user's module, the named factory.

A target is ``pkg.module:Name`` or ``path/to/file.py:Name`` (``Name`` a Block class or a function
returning a Block); a file alone names its only HybridBlock class.
"""
from __future__ import annotations

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


def _import_file(path: Path):
    """Import a model file once per run (pyproject entries often share one file)."""
    path = path.resolve()
    stat = path.stat()
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key in _loaded_files:
        return _loaded_files[key]
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
    sys.path.insert(0, str(path.parent))
    try:
        spec.loader.exec_module(module)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    finally:
        try:
            sys.path.remove(str(path.parent))
        except ValueError:
            pass
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


def _package_hint(path: Path, attr: str) -> str:
    """For a file inside a package (which a file target imports alone, as `python file.py` would,
    so its package's absolute and relative imports fail): the module target that imports it."""
    parts, folder = [path.stem], path.resolve().parent
    while (folder / "__init__.py").is_file():
        parts.insert(0, folder.name)
        folder = folder.parent
    if len(parts) == 1:
        return ""
    return (f"; {path.name} is part of the package `{parts[0]}`: name it as a module, "
            f"`{'.'.join(parts)}:{attr or 'Name'}`, and run from {folder} (or put it on PYTHONPATH)")


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
            sys.path.insert(0, str(base_dir))
            try:
                module = importlib.import_module(where)
            finally:
                try:
                    sys.path.remove(str(base_dir))
                except ValueError:
                    pass
    except UsageError:
        raise
    except ImportError as exc:
        hint = _package_hint(path, attr) if is_file else ""
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
