"""``hybridlint verify``: run a Gluon block eagerly and hybridized and compare the outputs.

For each target the block is built (``--args`` as constructor/factory kwargs),
initialized after ``mx.random.seed(seed)``, run eagerly on seeded random
inputs, hybridized and run again; then a fresh copy of the block, loaded with
the same parameters, runs with ``hybridize(static_alloc=True,
static_shape=True)``.  Every output (nested tuples flattened) of each
hybridized run is compared with the eager one (see :mod:`verify_compare`).
With ``--grad`` (or ``grad = true`` in an entry) the gradients of the inputs
and parameters are compared too (see :mod:`verify_grad`).

Targets: ``pkg.module:Name`` or ``path/to/file.py:Name`` where ``Name`` is a
Block class or a function returning a Block; ``path/to/file.py`` alone picks
the only HybridBlock class defined in that file.  ``[[tool.hybridlint.verify]]``
entries of ``pyproject.toml`` (keys ``target``, ``inputs``, ``args``,
``seed``, ``rtol``, ``atol``, ``ctx``, ``grad``) are run when no TARGET is given.

Code runs on the bundled runtime (``import mxnet`` is served by
``hybridlint.runtime.compat``) unless ``--use-real-mxnet``.

Exit codes: 0 every output agrees, 1 an output differs or hybridize() failed,
2 usage error (bad target, inputs, configuration) or the block cannot even be
built or run eagerly.
"""
from __future__ import annotations

import contextlib
import hashlib
import importlib
import importlib.util
import inspect
import json
import math
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

EXIT_EQUAL, EXIT_DIFFER, EXIT_USAGE = 0, 1, 2

DTYPES = ("float16", "float32", "float64", "uint8", "int8", "int32", "int64")
MAX_ELEMENTS = 1 << 26  # 64M elements per input: more is a typo, not a test
MAX_NDIM = 32          # MXNet's operators stop well below this (numpy at 64)
INT_HIGH = 10           # integer inputs are drawn from [0, 10): valid indices for Embedding, take, one_hot
ENTRY_KEYS = ("target", "inputs", "args", "seed", "rtol", "atol", "ctx", "grad")


class UsageError(Exception):
    """A bad target, input spec or configuration entry: exit 2 with this message."""


# --- what to verify -----------------------------------------------------------------------------

@dataclass
class InputSpec:
    text: str
    shape: tuple = ()
    dtype: str = "float32"
    path: Path | None = None   # a .npy file instead of random data

    def describe(self) -> str:
        if self.path is not None:
            return f"{self.path.name}"
        dims = "x".join(str(d) for d in self.shape) or "scalar"
        return f"{dims} {self.dtype}"


def parse_input(text: str, base_dir: Path | None = None) -> InputSpec:
    """``1x512``, ``16x1x28x28:float32``, ``4x10:int32`` or ``path/to/array.npy``."""
    raw = text.strip()
    if raw.endswith(".npy"):
        path = Path(raw)
        if not path.is_absolute() and base_dir is not None:
            path = base_dir / path
        if not path.is_file():
            raise UsageError(f"input `{text}`: no such .npy file ({path})")
        return InputSpec(text, path=path)
    dims, _, dtype = raw.partition(":")
    dtype = dtype.strip().lower() or "float32"
    if dtype not in DTYPES:
        raise UsageError(f"input `{text}`: unknown dtype `{dtype}`; use one of {', '.join(DTYPES)} "
                         "(e.g. --input 16x1x28x28:float32)")
    if not re.fullmatch(r"\s*\d+(\s*[xX*]\s*\d+)*\s*", dims):
        raise UsageError(f"input `{text}`: the shape must be sizes joined by `x`, like 1x512 or "
                         "16x1x28x28:float32 (or a path to a .npy file)")
    shape = tuple(int(d) for d in re.split(r"[xX*]", dims))
    if len(shape) > MAX_NDIM:
        raise UsageError(f"input `{text}`: {len(shape)} dimensions; at most {MAX_NDIM} are supported")
    if any(d <= 0 for d in shape):
        raise UsageError(f"input `{text}`: every size must be at least 1")
    size = 1
    for d in shape:
        size *= d
        if size > MAX_ELEMENTS:
            raise UsageError(f"input `{text}`: {dims} is more than {MAX_ELEMENTS} elements; "
                             "verify with a small batch")
    return InputSpec(text, shape, dtype)


def make_input(spec: InputSpec, rng):
    """The numpy array for one input: seeded uniform [-1, 1) floats, integers in [0, INT_HIGH)."""
    import numpy as np

    if spec.path is not None:
        try:
            arr = np.load(spec.path, allow_pickle=False)
        except (OSError, ValueError) as exc:
            raise UsageError(f"input `{spec.text}`: cannot read {spec.path}: {exc}") from None
        if not isinstance(arr, np.ndarray) or arr.dtype.name not in DTYPES:
            raise UsageError(f"input `{spec.text}`: {spec.path} holds {getattr(arr, 'dtype', type(arr))}; "
                             f"a tensor of one of {', '.join(DTYPES)} is needed")
        spec.shape, spec.dtype = tuple(arr.shape), arr.dtype.name
        return arr
    if spec.dtype.startswith("float"):
        return rng.uniform(-1.0, 1.0, size=spec.shape).astype(spec.dtype)
    return rng.integers(0, INT_HIGH, size=spec.shape).astype(spec.dtype)


@dataclass
class Target:
    target: str
    inputs: list[InputSpec]
    args: dict = field(default_factory=dict)
    seed: int = 0
    rtol: float | None = None
    atol: float | None = None
    ctx: str = "cpu"
    base_dir: Path = field(default_factory=Path.cwd)
    origin: str = "command line"
    grad: bool = False            # also compare gradients (verify --grad)


def _number(value, what: str, origin: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0 or math.isnan(value):
        raise UsageError(f"{origin}: `{what}` must be a non-negative number, got {value!r}")
    return float(value)


def _seed(value, origin: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**32:
        raise UsageError(f"{origin}: `seed` must be an integer in [0, 2**32), got {value!r}")
    return value


def parse_args_json(text: str) -> dict:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"--args is not valid JSON ({exc.msg} at column {exc.colno}); give the "
                         "constructor's keyword arguments as an object, e.g. --args '{\"units\": 10}'") from None
    except RecursionError:
        raise UsageError("--args is nested too deeply; give the constructor's keyword arguments as "
                         "an object, e.g. --args '{\"units\": 10}'") from None
    if not isinstance(value, dict):
        raise UsageError("--args must be a JSON object of keyword arguments, e.g. --args '{\"units\": 10}'")
    return value


def entries_from_pyproject(path: Path) -> list[Target]:
    """The ``[[tool.hybridlint.verify]]`` entries of one pyproject.toml."""
    from .config import ConfigError, read_toml

    try:
        data = read_toml(path)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    section = data.get("tool", {}).get("hybridlint", {}) if isinstance(data.get("tool"), dict) else {}
    entries = section.get("verify", []) if isinstance(section, dict) else []
    if isinstance(entries, dict):
        entries = [entries]
    if not isinstance(entries, list):
        raise UsageError(f"{path}: `verify` in [tool.hybridlint] must be an array of tables "
                         "([[tool.hybridlint.verify]])")
    targets = []
    for i, entry in enumerate(entries, 1):
        origin = f"{path} [[tool.hybridlint.verify]] entry {i}"
        if not isinstance(entry, dict):
            raise UsageError(f"{origin}: must be a table with `target` and `inputs`")
        unknown = sorted(set(entry) - set(ENTRY_KEYS))
        if unknown:
            raise UsageError(f"{origin}: unknown key `{unknown[0]}`; known keys: {', '.join(ENTRY_KEYS)}")
        target = entry.get("target")
        if not isinstance(target, str) or not target.strip():
            raise UsageError(f"{origin}: `target` must be a string like \"mypkg.model:Net\" or \"model.py:Net\"")
        inputs = entry.get("inputs")
        if isinstance(inputs, str):
            inputs = [inputs]
        if not isinstance(inputs, list) or not inputs or not all(isinstance(s, str) for s in inputs):
            raise UsageError(f"{origin}: `inputs` must be a list of input shapes, e.g. inputs = [\"1x512\"]")
        args = entry.get("args", {})
        if not isinstance(args, dict):
            raise UsageError(f"{origin}: `args` must be a table of constructor keyword arguments")
        ctx = entry.get("ctx", "cpu")
        if not isinstance(ctx, str):
            raise UsageError(f"{origin}: `ctx` must be a string like \"cpu\" or \"gpu:0\"")
        grad = entry.get("grad", False)
        if not isinstance(grad, bool):
            raise UsageError(f"{origin}: `grad` must be true or false")
        try:
            specs = [parse_input(s, path.parent) for s in inputs]
        except UsageError as exc:
            raise UsageError(f"{origin}: {exc}") from None
        targets.append(Target(
            target=target.strip(), inputs=specs, args=args,
            seed=_seed(entry.get("seed", 0), origin),
            rtol=None if "rtol" not in entry else _number(entry["rtol"], "rtol", origin),
            atol=None if "atol" not in entry else _number(entry["atol"], "atol", origin),
            ctx=ctx, base_dir=path.parent, origin=origin, grad=grad))
    return targets


def find_verify_config(start: Path) -> Path | None:
    """The nearest pyproject.toml (walking up from ``start``) with ``verify`` entries in [tool.hybridlint]."""
    from .config import ConfigError, read_toml

    for directory in (start, *start.parents):
        candidate = directory / "pyproject.toml"
        if not candidate.is_file():
            continue
        try:
            text = candidate.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if "hybridlint" not in text:
            continue
        try:
            data = read_toml(candidate)
        except ConfigError as exc:
            if "[tool.hybridlint" in text:  # ours and broken: say so rather than look further up
                raise UsageError(str(exc)) from None
            continue
        tool = data.get("tool")
        section = tool.get("hybridlint") if isinstance(tool, dict) else None
        if isinstance(section, dict) and "verify" in section:
            return candidate
    return None


# --- loading the user's block ---------------------------------------------------------------------

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
    from .runtime import compat

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


def load_factory(target: str, base_dir: Path, mx):
    """The class or function named by ``target`` and a display name for it."""
    from .verify_run import failure

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
    except ModuleNotFoundError as exc:
        raise UsageError(f"target `{target}`: cannot import {where}: {exc}") from None
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


# --- running ------------------------------------------------------------------------------------

@dataclass
class Result:
    target: Target
    name: str
    block_type: str = ""
    comparisons: list = field(default_factory=list)
    failure: Any = None          # RunFailure of a hybridized run
    error: str | None = None     # usage error / cannot build / eager failure
    exit_code: int = EXIT_EQUAL
    notes: list = field(default_factory=list)

    @property
    def status(self) -> str:
        if self.error is not None:
            return "error"
        if self.failure is not None:
            return "hybridize-failed"
        return "equal" if self.exit_code == EXIT_EQUAL else "differ"


def _context(mx, text: str):
    m = re.fullmatch(r"\s*(cpu|gpu)\s*(?:[:(]\s*(\d+)\s*\)?)?\s*", text or "cpu")
    if not m:
        raise UsageError(f"--ctx `{text}`: use cpu, gpu or gpu:N")
    index = int(m.group(2) or 0)
    try:
        ctx = getattr(mx, m.group(1))(index)
        if m.group(1) == "gpu":
            mx.nd.zeros((1,), ctx=ctx).asnumpy()  # fail now, clearly, if there is no usable GPU
    except UsageError:
        raise
    except Exception as exc:
        raise UsageError(f"--ctx {text}: this context cannot be used here: {exc}") from None
    return ctx


def _build(factory, args: dict, name: str):
    from .verify_run import failure

    try:
        return factory(**args), None
    except Exception as exc:
        return None, f"building {name}(**{json.dumps(args, default=str)}) " + failure("build", exc).failed()


def verify_target(target: Target, mx, allow_nonfinite: bool = False) -> Result:
    """Build, run and compare one target; never raises for problems of the user's code."""
    import numpy as np

    from . import verify_run as vr
    from .verify_compare import compare_outputs

    result = Result(target, target.target)
    try:
        factory, result.name = load_factory(target.target, target.base_dir, mx)
        ctx = _context(mx, target.ctx)
        rng = np.random.default_rng(target.seed)
        arrays = [make_input(spec, rng) for spec in target.inputs]
    except UsageError as exc:
        result.error, result.exit_code = str(exc), EXIT_USAGE
        return result

    def seed():
        mx.random.seed(target.seed)

    seed()
    block, problem = _build(factory, target.args, result.name)
    if problem is None and not isinstance(block, mx.gluon.Block):
        problem = (f"{result.name}(**{json.dumps(target.args, default=str)}) returned a "
                   f"{type(block).__name__}, not a Gluon Block; name a Block class or a function that returns one")
    if problem is not None:
        result.error, result.exit_code = problem, EXIT_USAGE
        return result
    result.block_type = type(block).__name__
    if not vr.hybrid_blocks(block):
        result.notes.append(f"{result.block_type} contains no HybridBlock: hybridize() changes nothing")
    elif not isinstance(block, mx.gluon.HybridBlock):
        result.notes.append(f"{result.block_type} is a plain Block: only its HybridBlock children are "
                            "hybridized, its own forward() stays eager")

    import warnings

    with warnings.catch_warnings():
        # "already initialized" from factories that initialize themselves is expected
        warnings.simplefilter("ignore")
        try:
            block.initialize(ctx=ctx)
            inputs = [mx.nd.array(a, ctx=ctx, dtype=a.dtype) for a in arrays]
        except Exception as exc:
            result.error = f"initializing {result.name} " + vr.failure("init", exc).failed()
            result.exit_code = EXIT_USAGE
            return result

        block.hybridize(active=False)
        eager, fail = vr.call(block, inputs, "eager run", seed)
        if fail is not None:
            result.error = fail.message() + " (the block must run eagerly before it can be verified; check --input)"
            result.exit_code = EXIT_USAGE
            return result
        if target.grad:
            from . import verify_grad as vg

            eager_grads, fail = vg.gradients(block, inputs, mx, "eager backward", seed)
            if fail is not None:
                result.error = fail.message() + " (--grad needs the block to train eagerly)"
                result.exit_code = EXIT_USAGE
                return result

        runs = [("hybridized", block, {})]
        # A fresh copy with the same parameters, compiled with static memory and shapes.
        fresh, problem = _fresh_copy(block, factory, target, result.name, ctx, seed)
        if problem is not None:
            result.notes.append(problem)
        else:
            runs.append(("static (fresh copy)", fresh, vr.STATIC_FLAGS))
        for mode, b, flags in runs:
            stage = "hybridize" if not flags else "hybridize(static_alloc=True, static_shape=True)"
            try:
                b.hybridize(active=True, **flags)
            except Exception as exc:
                result.failure, result.exit_code = vr.failure(stage, exc), EXIT_DIFFER
                return result
            got, fail = vr.call(b, inputs, stage, seed)
            if fail is not None:
                result.failure, result.exit_code = fail, EXIT_DIFFER
                return result
            result.comparisons.extend(compare_outputs(mode, got, eager, target.rtol, target.atol, allow_nonfinite))
            if target.grad:
                got_grads, fail = vg.gradients(b, inputs, mx, f"{stage} backward", seed)
                if fail is not None:
                    result.failure, result.exit_code = fail, EXIT_DIFFER
                    return result
                result.comparisons.extend(vg.compare_gradients(
                    f"{mode} gradient", got_grads, eager_grads, target.rtol, target.atol, allow_nonfinite))
    if not all(c.ok for c in result.comparisons):
        result.exit_code = EXIT_DIFFER
    return result


def _fresh_copy(block, factory, target: Target, name: str, ctx, seed):
    """Build the block again and give it ``block``'s parameters (through a .params file)."""
    from .verify_run import copy_parameters, failure

    seed()
    fresh, problem = _build(factory, target.args, name)
    if problem is not None:
        return None, f"no static check: {problem}"
    if not list(block.collect_params().keys()):
        return fresh, None  # nothing to copy (an empty .params file reads back as a list)
    try:
        copy_parameters(block, fresh, ctx, "hybridlint-verify-", "block.params")
    except Exception as exc:
        return None, ("no static check: copying the parameters to a fresh block "
                      + failure("copy", exc).failed())
    return fresh, None


# --- reporting ----------------------------------------------------------------------------------

def _fmt(value: float) -> str:
    return f"{value:.3e}" if math.isfinite(value) else str(value)


def format_table(result: Result, cwd: Path | None = None) -> str:
    t = result.target
    lines = [f"verify {result.name}"
             + (f" ({result.block_type})" if result.block_type else "")
             + ("" if t.origin == "command line" else f"  [{_short_origin(t.origin, cwd)}]")]
    if t.inputs:
        lines.append("  inputs: " + ", ".join(s.describe() for s in t.inputs)
                     + f"; seed {t.seed}; ctx {t.ctx}" + (f"; args {json.dumps(t.args, default=str)}" if t.args else ""))
    for note in result.notes:
        lines.append(f"  note: {note}")
    if result.error is not None:
        lines.append(f"ERROR: {result.error}")
        return "\n".join(lines) + "\n"
    if result.comparisons:
        header = ("mode", "output", "shape", "dtype", "max abs err", "max rel err", "rtol/atol", "result")
        rows = [header]
        for c in result.comparisons:
            shape = "x".join(map(str, c.shape)) if c.shape is not None else "-"
            if c.shape == ():
                shape = "scalar"
            measured = c.status not in ("shape", "dtype", "missing", "extra")
            rows.append((c.mode, c.output, shape, c.dtype, _fmt(c.max_abs) if measured else "-",
                         _fmt(c.max_rel) if measured else "-",
                         f"{c.rtol:g}/{c.atol:g}", "ok" if c.ok else c.status.upper()))
        widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
        for r in rows:
            lines.append("  " + "  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip())
    if result.failure is not None:
        lines.append(f"FAILED: {result.failure.message(cwd)}")
        where = result.failure.location
        if result.failure.code and where:
            path = display_location(where, cwd).rpartition(":")[0]
            lines.append(f"  `hybridlint check {path}` finds this and similar constructs; "
                         f"`hybridlint rule {result.failure.code}` explains the fix")
    elif result.exit_code == EXIT_EQUAL:
        plain = [c for c in result.comparisons if not c.mode.endswith(" gradient")]
        grads = {c.output for c in result.comparisons if c.mode.endswith(" gradient")}
        modes = len({c.mode for c in plain})
        outputs = len({c.output for c in plain})
        what = "outputs and gradients" if grads else "outputs"
        extra = f", {len(grads)} gradient{'s' * (len(grads) != 1)}" if grads else ""
        lines.append(f"OK: hybridized {what} match eager ({modes} mode{'s' * (modes != 1)}, "
                     f"{outputs} output{'s' * (outputs != 1)}{extra})")
    else:
        bad = [c for c in result.comparisons if not c.ok]
        lines.append(f"DIFFER: {len(bad)} of {len(result.comparisons)} comparisons failed")
        for c in bad:
            lines.append(f"  - {c.describe()}")
    return "\n".join(lines) + "\n"


def _short_origin(origin: str, cwd: Path | None) -> str:
    """``/abs/pyproject.toml [[tool.hybridlint.verify]] entry 2`` -> ``pyproject.toml entry 2``."""
    path, sep, entry = origin.partition(" [[tool.hybridlint.verify]] ")
    if not sep:
        return origin
    try:
        rel = os.path.relpath(path, cwd or os.getcwd())
    except ValueError:
        rel = path
    return f"{path if rel.startswith('..') else rel} {entry}"


def display_location(location: str, cwd: Path | None = None) -> str:
    from .verify_run import display_location as show

    return show(location, cwd)


def as_json(result: Result, cwd: Path | None = None) -> dict:
    t = result.target
    return {
        "target": result.name, "origin": t.origin, "block": result.block_type or None,
        "status": result.status, "exit_code": result.exit_code,
        "inputs": [{"spec": s.text, "shape": list(s.shape), "dtype": s.dtype} for s in t.inputs],
        "args": t.args, "seed": t.seed, "ctx": t.ctx, "grad": t.grad,
        "error": result.error,
        "failure": result.failure.as_json(cwd) if result.failure is not None else None,
        "notes": result.notes,
        "comparisons": [c.as_json() for c in result.comparisons],
    }


# --- the subcommand -----------------------------------------------------------------------------

def _targets_from_args(args, cwd: Path) -> list[Target]:
    for name in ("rtol", "atol"):
        value = getattr(args, name)
        if value is not None and not value >= 0:
            raise UsageError(f"--{name} must be a non-negative number")
    if args.seed is not None:
        _seed(args.seed, "--seed")
    if args.target:
        if args.config:
            raise UsageError("give either a TARGET or --config with [[tool.hybridlint.verify]] entries, not both")
        if not args.inputs:
            raise UsageError(f"verify {args.target}: give the block's input shapes, e.g. --input 1x512 "
                             "(one --input per input)")
        return [Target(args.target, [parse_input(s, cwd) for s in args.inputs],
                       parse_args_json(args.args) if args.args else {}, args.seed or 0,
                       args.rtol, args.atol, args.ctx or "cpu", cwd,
                       grad=bool(getattr(args, "grad", False)))]
    if args.inputs or args.args:
        raise UsageError("--input/--args need a TARGET (pyproject entries have their own `inputs` and `args`)")
    if args.config:
        path = Path(args.config)
        path = path if path.is_absolute() else cwd / path
        if not path.is_file():
            raise UsageError(f"--config {args.config}: no such file")
    else:
        path = find_verify_config(cwd)
        if path is None:
            raise UsageError("nothing to verify: give a TARGET (e.g. `hybridlint verify model.py:Net "
                             "--input 1x512`) or add [[tool.hybridlint.verify]] entries to pyproject.toml")
    targets = entries_from_pyproject(path)
    if not targets:
        raise UsageError(f"{path} has no [[tool.hybridlint.verify]] entries")
    for t in targets:  # command-line values override the entries'
        t.seed = t.seed if args.seed is None else args.seed
        t.rtol = t.rtol if args.rtol is None else args.rtol
        t.atol = t.atol if args.atol is None else args.atol
        t.ctx = t.ctx if args.ctx is None else args.ctx
        t.grad = t.grad or bool(getattr(args, "grad", False))
    return targets


def run_verify(args, stdout: TextIO, stderr: TextIO) -> int:
    cwd = Path(os.getcwd())
    try:
        targets = _targets_from_args(args, cwd)
        mx = import_mxnet(args.use_real_mxnet)
    except UsageError as exc:
        stderr.write(f"hybridlint: error: {exc}\n")
        return EXIT_USAGE
    results = []
    for target in targets:
        if args.format == "json":
            # what the user's code prints (trace-time prints are common) must not corrupt the JSON
            with contextlib.redirect_stdout(stderr):
                result = verify_target(target, mx, args.allow_nonfinite)
        else:
            result = verify_target(target, mx, args.allow_nonfinite)
        results.append(result)
        if args.format == "table":
            stdout.write(format_table(result, cwd))
            if len(targets) > 1:
                stdout.write("\n")
            stdout.flush()
    if args.format == "json":
        stdout.write(json.dumps([as_json(r, cwd) for r in results], indent=2, default=str) + "\n")
    elif len(results) > 1:
        counts = {s: sum(r.status == s for r in results) for s in ("equal", "differ", "hybridize-failed", "error")}
        stdout.write(f"{len(results)} targets: " + ", ".join(f"{n} {s}" for s, n in counts.items() if n) + "\n")
    return max(r.exit_code for r in results)
