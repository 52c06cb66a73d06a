"""Exceptions of the runtime, one class per hybridization construct.

MXNet 1.9.1 raises a bare ``AttributeError``/``TypeError``/``NotImplementedForSymbol``
(or silently computes something else) when code written for NDArrays meets a
Symbol.  The classes here subclass the same Python types, so code that catches
MXNet's errors keeps working, but the message names the user's ``file:line``,
the construct, the hybridlint rule code and the fix.
"""
from __future__ import annotations

import os
import sys

__all__ = [
    "MXNetError", "NotImplementedForSymbol", "HybridError", "user_location",
    "SymbolAttributeError", "SymbolMethodError", "SymbolAsInContextError",
    "SymbolIndexError", "SymbolAugAssignError", "SymbolItemAssignError",
    "SymbolBoolError", "NamespaceMixError", "EagerOnlyNameError", "ShapeMismatchError",
    "SymbolProtocolError", "ContextError", "NotProvidedError", "missing_name",
]

_RUNTIME_DIR = os.path.dirname(os.path.abspath(__file__))


class MXNetError(RuntimeError):
    """The error type MXNet raises for backend failures."""


class NotImplementedForSymbol(MXNetError):
    """MXNet's error for NDArray-only functions called on a Symbol."""


class ContextError(MXNetError):
    """A device context cannot be used (no GPU, no cupy)."""


def user_location() -> str:
    """``file:line`` of the innermost frame outside the runtime package.

    That is the line of the user's ``hybrid_forward`` that did the bad thing,
    not the line inside the runtime that noticed it.
    """
    frame = sys._getframe(1)
    while frame is not None:
        fname = os.path.abspath(frame.f_code.co_filename)
        if not fname.startswith(_RUNTIME_DIR + os.sep):
            return f"{frame.f_code.co_filename}:{frame.f_lineno}"
        frame = frame.f_back
    return "<unknown>:0"


class HybridError(Exception):
    """Base of the construct errors: carries ``code``, ``construct`` and ``fix``."""

    code = "HYB000"
    what = "this construct"

    def __init__(self, construct: str, fix: str, detail: str = "", location: str | None = None):
        self.construct = construct
        self.fix = fix
        self.location = location if location is not None else user_location()
        self.detail = detail or self.what
        super().__init__(self._message())

    def _message(self) -> str:
        return (f"{self.location}: {self.code}: `{self.construct}` {self.detail}. "
                f"Fix: {self.fix}")

    def __str__(self) -> str:
        return self._message()

    def __reduce__(self):
        # keep the errors picklable (multiprocessing, pytest-xdist)
        return (type(self), (self.construct, self.fix, self.detail, self.location))


class SymbolAttributeError(HybridError, AttributeError):
    code = "HYB001"
    what = ("is an NDArray-only attribute; a Symbol has no concrete shape, dtype or "
            "device while the block is being hybridized")


class SymbolMethodError(HybridError, NotImplementedForSymbol):
    code = "HYB002"
    what = "is an NDArray-only method; a Symbol holds no data while tracing"


class SymbolAsInContextError(HybridError, NotImplementedForSymbol, TypeError):
    # MXNet raises TypeError here (Symbol.as_in_context takes no context argument);
    # the finding is the one for any NDArray-only method
    code = SymbolMethodError.code
    what = SymbolMethodError.what


class SymbolIndexError(HybridError, TypeError):
    code = "HYB003"
    what = ("indexes a single-output Symbol; MXNet's Symbol only supports an integer "
            "index to pick the i-th output (x[0] silently returns x itself)")


class SymbolAugAssignError(HybridError, NotImplementedForSymbol):
    code = "HYB004"
    what = "is an in-place update; Symbols are immutable"


class SymbolItemAssignError(HybridError, TypeError):
    code = "HYB005"
    what = "assigns into a Symbol; Symbols do not support item assignment"


class SymbolBoolError(HybridError, NotImplementedForSymbol):
    code = "HYB006"
    what = ("needs the truth value of a tensor; a Symbol has no value while tracing, "
            "so python control flow cannot depend on it")


class NamespaceMixError(HybridError, TypeError, AssertionError):
    # MXNet raises AssertionError (op argument checks) or TypeError (operators)
    code = "HYB007"
    what = "mixes the eager (nd) and symbolic (sym) worlds"


class EagerOnlyNameError(HybridError, AttributeError):
    code = "HYB007"
    what = "exists only in the eager nd namespace; the symbolic namespace (F after hybridize) lacks it"


class ShapeMismatchError(HybridError, MXNetError, ValueError):
    code = "HYB008"
    what = ("applies an elementwise operator to Symbols of different shapes; Symbol "
            "operators do not broadcast (MXNet: 'Check failed: assign')")


class SymbolProtocolError(HybridError, TypeError):
    code = "HYB013"
    what = ("uses a python protocol that needs concrete data; on a Symbol it is "
            "unsupported or silently differs")


class NotProvidedError(AttributeError):
    """A name of MXNet's ``nd``/``sym`` that the runtime lacks, or that MXNet lacks too (a typo).

    Still an ``AttributeError`` (``hasattr`` stays False), but the message says which it is:
    ``runtime/mxnet_names.json`` lists MXNet 1.9.1's public names per namespace."""


def _mxnet_names() -> dict:
    import json

    global _NAMES
    if _NAMES is None:
        try:
            with open(os.path.join(_RUNTIME_DIR, "mxnet_names.json"), encoding="utf-8") as handle:
                _NAMES = json.load(handle)
        except (OSError, ValueError):
            _NAMES = {}
    return _NAMES


_NAMES: dict | None = None


def missing_name(namespace: str, name: str) -> NotProvidedError:
    """The error for ``<namespace>.<name>`` (``nd.linalg``, ``sym.linalg.gemm2``) that the runtime lacks."""
    import difflib

    where = user_location()
    names = _mxnet_names()
    known = names.get(namespace)
    full = f"{namespace}.{name}"
    if known is not None and name in known:
        return NotProvidedError(
            f"{where}: `{full}` is part of MXNet {names.get('mxnet_version', '1.9.1')} but the hybridlint runtime "
            "does not provide it yet, so this code cannot run on the runtime (`hybridlint check` is not "
            "affected). Run it under real MXNet (`hybridlint verify --use-real-mxnet`), or report the "
            "missing name")
    hint = ""
    if known:
        close = difflib.get_close_matches(name, known, n=3)
        hint = f"; did you mean {', '.join(f'`{namespace}.{c}`' for c in close)}?" if close else ""
    return NotProvidedError(f"{where}: `{full}` does not exist in MXNet's `{namespace}` namespace either "
                            f"(module {namespace!r} has no attribute {name!r}){hint}")
