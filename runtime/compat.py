"""``import mxnet`` served by the hybridlint runtime.

:func:`install` puts a small ``mxnet`` package into ``sys.modules`` and a
meta-path finder that answers every ``mxnet.<sub>`` import with the
runtime module that plays its part::

    mxnet.ndarray, mxnet.nd          -> hybridlint.runtime.nd
    mxnet.symbol, mxnet.sym          -> hybridlint.runtime.sym
    mxnet.gluon[.nn|.contrib.nn|...] -> hybridlint.runtime.gluon[...]
    mxnet.init, mxnet.initializer    -> hybridlint.runtime.initializer
    mxnet.autograd / random / context / name -> the runtime modules of those names
    mxnet.base                       -> hybridlint.runtime.base (MXNetError, type tuples, data_dir)
    mxnet.operator / image / recordio / kvstore / util / test_utils / profiler / contrib
                                     -> the runtime modules of those names
    mxnet.registry                   -> hybridlint.runtime.mx_registry (``registry``: the op table)
    mxnet.runtime                    -> hybridlint.runtime.mx_runtime (``Features``)
    mxnet.numpy, mxnet.numpy_extension (mx.np, mx.npx) -> mx_numpy / mx_npx: every name exists,
                                        numpy mode itself is refused with a clear error

so tutorial code (``import mxnet as mx``, ``from mxnet import gluon, nd``,
``from mxnet.gluon import nn``) runs unchanged.  Submodules are imported
lazily, on first use.  Anything MXNet has that the runtime does not
(``mxnet.module``, ``mxnet.rtc`` ...) fails with an ImportError saying so.

A real MXNet that is already imported is never replaced silently:
``install()`` raises; ``install(force=True)`` replaces the ``mxnet`` entries
of ``sys.modules`` (objects already bound to the real modules keep them).
``mx.nd.__name__``/``mx.sym.__name__`` are MXNet's (``'mxnet.ndarray'``, ``'mxnet.symbol'``)
while the alias is installed, for code that tests ``F.__name__``.
``install`` is idempotent; :func:`uninstall` removes the alias again.
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import types

__all__ = ["install", "uninstall", "is_installed", "MXNET_VERSION"]

MXNET_VERSION = "1.9.1"
_RUNTIME = __name__.rpartition(".")[0]          # "hybridlint.runtime"
_MARK = "__hybridlint_alias__"

# mxnet.<key> -> runtime module (relative to the runtime package)
_MODULES = {
    "ndarray": "nd", "nd": "nd", "ndarray.ndarray": "ndarray",
    "symbol": "sym", "sym": "sym", "symbol.symbol": "symbol",
    "init": "initializer", "initializer": "initializer",
    "autograd": "autograd", "random": "random", "context": "context", "name": "name",
    "gluon": "gluon", "gluon.nn": "gluon.nn", "gluon.block": "gluon.block",
    "gluon.parameter": "gluon.parameter", "gluon.contrib": "gluon.contrib",
    "gluon.contrib.nn": "gluon.contrib_nn", "gluon.contrib.nn.basic_layers": "gluon.contrib_nn",
    "gluon.nn.basic_layers": "gluon.nn", "gluon.nn.conv_layers": "gluon.nn",
    "gluon.nn.activations": "gluon.nn",
    "gluon.loss": "gluon.loss", "gluon.trainer": "gluon.trainer", "optimizer": "optimizer",
    "onnx": "onnx", "metric": "metric", "lr_scheduler": "lr_scheduler", "io": "io",
    "gluon.utils": "gluon.utils",
    "gluon.contrib.cnn": "gluon.contrib_cnn", "gluon.contrib.cnn.conv_layers": "gluon.contrib_cnn",
    "gluon.data": "gluon.data", "gluon.data.dataset": "gluon.data.dataset",
    "gluon.data.sampler": "gluon.data.sampler", "gluon.data.dataloader": "gluon.data.dataloader",
    "gluon.data.vision": "gluon.data.vision",
    "gluon.data.vision.transforms": "gluon.data.vision.transforms",
    "gluon.data.vision.datasets": "gluon.data.vision.datasets",
    "gluon.contrib.data": "gluon.contrib_data", "gluon.contrib.data.sampler": "gluon.contrib_data",
    "ndarray.image": "nd.image", "symbol.image": "sym.image",
    # ecosystem surface (GluonCV, GluonNLP, d2l); "registry" is the op table's name here
    "image": "mx_image", "image.image": "mx_image", "image.detection": "mx_image", "registry": "mx_registry", "numpy": "mx_numpy",
    "numpy.random": "mx_numpy.random", "numpy_extension": "mx_npx", "npx": "mx_npx",
    "gluon.contrib.rnn": "gluon.contrib_rnn", "gluon.contrib.rnn.rnn_cell": "gluon.contrib_rnn",
    "contrib.ndarray": "nd.contrib", "contrib.symbol": "sym.contrib",
    # the generated op namespaces (GluonCV: from mxnet.symbol.contrib import SyncBatchNorm)
    **{f"{pkg}.{ns}": f"{rt}.{ns}" for pkg, rt in (("ndarray", "nd"), ("symbol", "sym"))
       for ns in ("contrib", "random", "op", "linalg")},
    # modules of MXNet's packages whose names scripts import directly
    "ndarray.utils": "nd", "optimizer.optimizer": "optimizer", "io.io": "io",
    "kvstore.kvstore": "kvstore", "gluon.contrib.rnn.conv_rnn_cell": "gluon.contrib_rnn",
    "runtime": "mx_runtime",
}
# attributes of the ``mxnet`` package itself -> (runtime module, attribute or None)
_ROOT_ATTRS = {
    "nd": ("nd", None), "ndarray": ("nd", None), "sym": ("sym", None), "symbol": ("sym", None),
    "gluon": ("gluon", None), "init": ("initializer", None), "initializer": ("initializer", None),
    "autograd": ("autograd", None), "random": ("random", None), "context": ("context", None),
    "name": ("name", None), "optimizer": ("optimizer", None), "onnx": ("onnx", None),
    "metric": ("metric", None), "lr_scheduler": ("lr_scheduler", None), "io": ("io", None),
    "cpu": ("context", "cpu"), "gpu": ("context", "gpu"), "cpu_pinned": ("context", "cpu_pinned"),
    "Context": ("context", "Context"), "current_context": ("context", "current_context"),
    "num_gpus": ("context", "num_gpus"), "MXNetError": ("errors", "MXNetError"),
    "base": ("base", None), "operator": ("operator", None), "image": ("mx_image", None),
    "img": ("mx_image", None),
    "registry": ("mx_registry", None), "util": ("util", None), "contrib": ("contrib", None),
    "np": ("mx_numpy", None), "numpy": ("mx_numpy", None), "npx": ("mx_npx", None),
    "test_utils": ("test_utils", None), "recordio": ("recordio", None),
    "kvstore": ("kvstore", None), "kv": ("kvstore", None), "profiler": ("profiler", None),
    "runtime": ("mx_runtime", None),
    # MXNet 1.9.1's package re-exports these from mxnet.util (a loss tests `mx.is_np_array()`)
    **{name: ("util", name) for name in ("is_np_array", "is_np_shape", "np_array", "np_shape",
                                         "set_np_shape", "use_np", "use_np_array", "use_np_shape")},
}


def _served() -> str:
    """The ``mx.<name>`` modules the alias serves, for error messages."""
    mods = sorted(k for k, (_, attr) in _ROOT_ATTRS.items() if attr is None)
    return ", ".join(f"mx.{m}" for m in mods) + " and mx.cpu/gpu"


# the backend namespaces answer to MXNet's module names while the alias is installed: code tests
# `F.__name__ == 'mxnet.ndarray'` to tell eager from traced calls (gluonts' mxnet_is_ndarray;
# MXNet 1.9.1: mx.nd.__name__ 'mxnet.ndarray', mx.sym.__name__ 'mxnet.symbol')
_MXNET_NAMES = {"nd": "mxnet.ndarray", "sym": "mxnet.symbol"}


def _runtime_module(rel: str):
    module = importlib.import_module(f"{_RUNTIME}.{rel}")
    if rel in _MXNET_NAMES:
        module.__name__ = _MXNET_NAMES[rel]
    return module


def _own_names() -> None:
    for rel in _MXNET_NAMES:
        module = sys.modules.get(f"{_RUNTIME}.{rel}")
        if module is not None:
            module.__name__ = f"{_RUNTIME}.{rel}"


def _make_root() -> types.ModuleType:
    root = types.ModuleType("mxnet", "MXNet 1.x API served by the hybridlint runtime.")
    root.__path__ = []            # a package: the finder below serves its submodules
    root.__version__ = MXNET_VERSION
    root.__file__ = __file__
    setattr(root, _MARK, True)

    def __getattr__(attr):
        entry = _ROOT_ATTRS.get(attr)
        if entry is None:
            raise AttributeError(f"module 'mxnet' (hybridlint runtime) has no attribute {attr!r}: "
                                 f"the runtime serves {_served()}")
        mod = _runtime_module(entry[0])
        value = mod if entry[1] is None else getattr(mod, entry[1])
        setattr(root, attr, value)
        return value

    def __dir__():
        return sorted(set(_ROOT_ATTRS) | {"__version__"})

    root.__getattr__ = __getattr__
    root.__dir__ = __dir__
    return root


class _AliasLoader(importlib.abc.Loader):
    def __init__(self, target: str | None, fullname: str):
        self.target = target
        self.fullname = fullname

    def create_module(self, spec):
        if self.target is None:
            raise ImportError(
                f"{self.fullname} is not provided by the hybridlint runtime, which serves "
                f"{_served()}; port this import or run the script with the real MXNet",
                name=self.fullname)
        module = _runtime_module(self.target)
        self._saved_spec = getattr(module, "__spec__", None)
        key = self.fullname[len("mxnet."):]
        if not hasattr(module, "__path__") and any(k.startswith(key + ".") for k in _MODULES):
            # an MXNet package served by a runtime module (mxnet.gluon.nn by gluon/nn.py):
            # `import mxnet.gluon.nn.basic_layers` needs the parent to be a package
            module.__path__ = []
        return module

    def exec_module(self, module):
        # The import machinery stamped our alias spec onto the shared runtime
        # module; give it back its own so reloads and pickling keep working.
        if self.target is not None:
            module.__spec__ = self._saved_spec


class _AliasFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path=None, target=None):
        if not fullname.startswith("mxnet."):
            return None
        key = fullname[len("mxnet."):]
        rel = _MODULES.get(key)
        if rel is None:
            # Same layout under the runtime (e.g. mxnet.gluon.utils) if it exists.
            try:
                found = importlib.util.find_spec(f"{_RUNTIME}.{key}") is not None
            except (ImportError, ValueError):
                found = False
            rel = key if found else None
        return importlib.machinery.ModuleSpec(fullname, _AliasLoader(rel, fullname))


_finder = _AliasFinder()


def is_installed() -> bool:
    return getattr(sys.modules.get("mxnet"), _MARK, False) and _finder in sys.meta_path


def install(force: bool = False) -> types.ModuleType:
    """Make ``import mxnet`` give the runtime; return the ``mxnet`` module.

    Raises RuntimeError when a real MXNet is already imported, unless
    ``force=True``, which drops the real ``mxnet`` modules from
    ``sys.modules`` (references that code already holds keep pointing at them).
    """
    existing = sys.modules.get("mxnet")
    if existing is not None and getattr(existing, _MARK, False):
        if _finder not in sys.meta_path:
            sys.meta_path.insert(0, _finder)
        return existing
    if existing is not None:
        if not force:
            where = getattr(existing, "__file__", "?")
            raise RuntimeError(
                f"a real MXNet is already imported (from {where}); hybridlint will not "
                "replace it behind your back. Install the alias before importing mxnet, "
                "or call install(force=True) to replace it in sys.modules.")
        for name in [n for n in sys.modules if n == "mxnet" or n.startswith("mxnet.")]:
            del sys.modules[name]
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)
    root = _make_root()
    sys.modules["mxnet"] = root
    return root


def uninstall() -> None:
    """Remove the alias (and every ``mxnet.*`` entry it created) from the interpreter."""
    if _finder in sys.meta_path:
        sys.meta_path.remove(_finder)
    _own_names()
    root = sys.modules.get("mxnet")
    if root is not None and getattr(root, _MARK, False):
        for name in [n for n in sys.modules if n == "mxnet" or n.startswith("mxnet.")]:
            del sys.modules[name]
