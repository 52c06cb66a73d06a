"""``hybridlint check --fix --verify``: keep a file's fixes only when its blocks still compute the same.

For each file the fixer changed, the original and the fixed text are both
imported (under distinct module names, ``import mxnet`` served by the
bundled runtime) and every changed Block class is run three ways on the same
seeded inputs with the same parameters:

1. the original block, eagerly (the reference),
2. the fixed block, eagerly (parameters copied from the original by their
   structural names, through a ``.params`` file),
3. the fixed block, hybridized.

Outputs 2 and 3 must equal 1 within the tolerances of ``hybridlint verify``.
When one differs, or the fixed block cannot be built or run where the
original could, the verifier answers "roll back" and the runner leaves the
file untouched.  A fixed block that still fails to hybridize is kept when
the original failed too (other, unfixed findings remain), and rolled back
when the original hybridized.

A block is changed when its class's code changed (compared as syntax trees,
so layout does not count); a change outside every class (an F-helper, an
import) makes every class of the file changed.  Input shapes come from the
``[[tool.hybridlint.verify]]`` entries whose target names the file (and the
class, or a factory function defined in the file); a changed block without
one gets inputs derived from its declarations (:mod:`.derive`: the first candidate shape
on which the original runs eagerly), and the report says so; a block for which none is found is
reported as not verified and its fixes are kept.

Imports numpy and the runtime: only ``--verify`` loads this module.
"""
from __future__ import annotations

import ast
import contextlib
import hashlib
import io
import re
import sys
import types
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from . import run as vr
from .build import build_block, make_input, parse_context
from .compare import compare_outputs
from .derive import derive_inputs
from .entries import entries_from_pyproject, find_verify_config, has_verify_entries
from .load import import_mxnet, is_module_name, names_a_file, package_of, split_target
from .spec import Target, UsageError

ENTRY_HINT = ("add a [[tool.hybridlint.verify]] entry to pyproject.toml, e.g. "
              "target = \"{file}:{name}\", inputs = [\"1x10\"]")


# --- what changed -------------------------------------------------------------------------------

def _top_level(tree: ast.Module) -> tuple[dict[str, str], str]:
    """(class name -> its code as a tree dump, every other statement's dump)."""
    classes: dict[str, str] = {}
    rest = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            classes[node.name] = ast.dump(node, include_attributes=False)
        else:
            rest.append(ast.dump(node, include_attributes=False))
    return classes, "\n".join(rest)


def changed_classes(original: str, fixed: str) -> list[str]:
    """Top-level classes whose code differs between the two texts (all of them when other code did)."""
    old_classes, old_rest = _top_level(ast.parse(original))
    new_classes, new_rest = _top_level(ast.parse(fixed))
    if old_rest != new_rest:
        return sorted(new_classes)
    return sorted(name for name, dump in new_classes.items() if old_classes.get(name) != dump)


# --- loading both versions ----------------------------------------------------------------------

def load_source(text: str, path: Path, tag: str) -> types.ModuleType:
    """Execute ``text`` as the module of ``path`` under a name of its own (``tag``: original/fixed)."""
    package, top = package_of(path)
    digest = hashlib.sha1(f"{path}|{tag}".encode("utf-8", "surrogatepass")).hexdigest()[:8]
    name = f"_hybridlint_fix_{tag}_{re.sub(r'[^0-9A-Za-z_]', '_', path.stem)}_{digest}"
    module = types.ModuleType(name)
    module.__file__ = str(path)
    module.__package__ = package
    filename = str(path) if tag == "original" else f"{path} (fixed)"
    code = compile(text, filename, "exec", dont_inherit=True)
    sys.modules[name] = module
    added = [d for d in (str(path.parent), str(top)) if d not in sys.path]
    sys.path[:0] = added
    try:
        exec(code, module.__dict__)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    finally:
        for d in added:
            with contextlib.suppress(ValueError):
                sys.path.remove(d)
    return module


def _import_problem(exc: BaseException) -> str:
    if isinstance(exc, SystemExit):
        return f"called sys.exit({exc.code!r}) (move the script part under `if __name__ == \"__main__\":`)"
    return vr.failure("import", exc).failed()


# --- which entries speak for a file -------------------------------------------------------------

def _entry_file(target: Target) -> Path | None:
    """The source file an entry's target lives in, found without importing anything."""
    where, _ = split_target(target.target)
    if names_a_file(where):
        path = Path(where)
        return (path if path.is_absolute() else target.base_dir / path).resolve()
    if not is_module_name(where):
        return None
    rel = Path(*where.split("."))
    for root in (target.base_dir, target.base_dir / "src", *map(Path, sys.path)):
        for candidate in (root / rel.with_suffix(".py"), root / rel / "__init__.py"):
            if candidate.is_file():
                return candidate.resolve()
    return None


# --- running one block three ways ---------------------------------------------------------------

@dataclass
class BlockVerdict:
    name: str
    status: str                 # "equal", "differ", "not-verified", "still-fails"
    detail: str = ""
    comparisons: list = field(default_factory=list)
    exercised: set = field(default_factory=set)   # classes of the original module the run went through
    derived: str = ""                             # how the inputs were found, when no entry gave them


def _call(block, inputs, stage, seed_fn):
    """``block(*inputs)`` on fresh copies: an in-place update in one run must not feed the next."""
    return vr.call(block, [x.copy() for x in inputs], stage, seed_fn)


def compare_versions(name: str, original_factory, fixed_factory, target: Target, mx) -> BlockVerdict:
    """Original eager vs fixed eager vs fixed hybridized for one entry; never raises for user code."""
    try:
        ctx = parse_context(mx, target.ctx)
        rng = np.random.default_rng(target.seed)
        arrays = [make_input(spec, rng) for spec in target.inputs]
    except UsageError as exc:
        return BlockVerdict(name, "not-verified", str(exc))

    def seed():
        mx.random.seed(target.seed)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seed()
        original, problem = build_block(original_factory, target.args, name)
        if problem is not None:
            return BlockVerdict(name, "not-verified", f"the original: {problem}")
        try:
            original.initialize(ctx=ctx)
            inputs = [mx.nd.array(a, ctx=ctx, dtype=a.dtype) for a in arrays]
        except Exception as exc:
            return BlockVerdict(name, "not-verified", "initializing the original " + vr.failure("init", exc).failed())
        original.hybridize(active=False)
        reference, fail = _call(original, inputs, "eager run of the original", seed)
        if fail is not None:
            return BlockVerdict(name, "not-verified", fail.message() + " (check the entry's inputs)")
        exercised = _classes_in(original)

        seed()
        fixed, problem = build_block(fixed_factory, target.args, name)
        if problem is not None:
            return BlockVerdict(name, "differ", f"the fixed block cannot be built: {problem}")
        problem = _copy_parameters(original, fixed, ctx)
        if problem is not None:
            return BlockVerdict(name, "differ", problem)
        verdict = BlockVerdict(name, "equal", exercised=exercised)
        fixed.hybridize(active=False)
        got, fail = _call(fixed, inputs, "eager run of the fixed block", seed)
        if fail is not None:
            return BlockVerdict(name, "differ", fail.message())
        # NaN where the original has NaN is agreement here: the question is "same as before?"
        verdict.comparisons.extend(compare_outputs("fixed eager", got, reference, target.rtol, target.atol,
                                                   allow_nonfinite=True))
        try:
            fixed.hybridize(active=True)
            got, fail = _call(fixed, inputs, "hybridized run of the fixed block", seed)
        except Exception as exc:
            got, fail = None, vr.failure("hybridize", exc)
        if fail is not None:
            if _original_hybridizes(original, inputs, seed):
                return BlockVerdict(name, "differ", fail.message() + " (the original hybridized)")
            verdict.status, verdict.detail = "still-fails", fail.message()
        else:
            verdict.comparisons.extend(compare_outputs("fixed hybridized", got, reference,
                                                       target.rtol, target.atol, allow_nonfinite=True))
    bad = [c for c in verdict.comparisons if not c.ok]
    if bad:
        verdict.status = "differ"
        verdict.detail = "; ".join(_describe(c) for c in bad)
    return verdict


def _describe(c) -> str:
    """A failed comparison in this command's terms (fixed against original, not hybridized against eager)."""
    where = f"{c.mode} output {c.output}"
    if c.status == "missing":
        return f"{where} is missing (the original returned one of shape {c.expected_shape})"
    if c.status == "extra":
        return f"{where} is one the original did not return (shape {c.shape})"
    if c.status == "shape":
        return f"{where} has shape {c.shape}, the original's {c.expected_shape}"
    if c.status == "dtype":
        return f"{where} has dtype {c.dtype}, the original's {c.expected_dtype}"
    text = (f"{where} differs from the original's: {c.failing} of {c.size} elements outside "
            f"rtol {c.rtol:g}/atol {c.atol:g}, max abs err {c.max_abs:.3g}")
    if c.worst_index is not None:
        text += f" (at {c.worst_index}: fixed {c.worst_got:.4g}, original {c.worst_expected:.4g})"
    return text


def _classes_in(block) -> set:
    """Every class (bases included) of ``block`` and the blocks below it, as (module, name) pairs."""
    found, stack, seen = set(), [block], set()
    while stack:
        b = stack.pop()
        if id(b) in seen:
            continue
        seen.add(id(b))
        found.update((cls.__module__, cls.__name__) for cls in type(b).__mro__)
        stack.extend(getattr(b, "_children", {}).values())
    return found


def _original_hybridizes(original, inputs, seed) -> bool:
    try:
        original.hybridize(active=True)
        _, fail = _call(original, inputs, "hybridized run of the original", seed)
    except Exception:
        return False
    return fail is None


def _copy_parameters(original, fixed, ctx) -> str | None:
    """Give ``fixed`` the original's parameters, matched by structural name (``fc.weight``)."""
    if not list(original.collect_params().keys()):
        try:
            fixed.initialize(ctx=ctx)
        except Exception as exc:
            return "initializing the fixed block " + vr.failure("init", exc).failed()
        return None
    try:
        vr.copy_parameters(original, fixed, ctx, "hybridlint-fix-verify-", "original.params")
    except Exception as exc:
        return ("the fixed block's parameters do not match the original's by name "
                f"({type(exc).__name__}: {exc})")
    return None


# --- the verifier the runner calls --------------------------------------------------------------

class FixVerifier:
    """``verifier(path, display, original, fixed) -> (keep, lines)`` for :class:`run_settings.Settings`."""

    def __init__(self, entries: list[Target], mx, base_dir: Path | None = None):
        self.entries = entries
        self.mx = mx
        self.base_dir = base_dir or Path.cwd()   # where new entries' targets are relative to

    def __call__(self, path: Path, display: str, original: str, fixed: str) -> tuple[bool, list[str]]:
        # The user's code may print (trace-time prints are common): keep it off our report.
        sink = io.StringIO()
        with contextlib.redirect_stdout(sink):
            return self._verify(Path(path), display, original, fixed)

    def _verify(self, path: Path, display: str, original: str, fixed: str) -> tuple[bool, list[str]]:
        rolled_back = f"{display}: rolled back the fixes, the file is unchanged"
        try:
            names = changed_classes(original, fixed)
        except (SyntaxError, ValueError, RecursionError):
            return True, [f"{display}: not verified: the file cannot be parsed by this Python"]
        if not names:
            return True, [f"{display}: not verified: the fixes changed no class"]
        resolved = path.resolve()
        entries = [e for e in self.entries if _entry_file(e) == resolved]
        modules = []
        try:
            try:
                original_module = load_source(original, resolved, "original")
                modules.append(original_module)
            except BaseException as exc:  # the user's module may raise anything, SystemExit included
                if isinstance(exc, KeyboardInterrupt):
                    raise
                return True, [f"{display}: not verified: importing the original {_import_problem(exc)}"]
            try:
                fixed_module = load_source(fixed, resolved, "fixed")
                modules.append(fixed_module)
            except BaseException as exc:
                if isinstance(exc, KeyboardInterrupt):
                    raise
                return False, [f"{rolled_back}: importing the fixed file {_import_problem(exc)}"]
            return self._compare_blocks(display, names, entries, original_module, fixed_module, rolled_back,
                                        _relative(resolved, self.base_dir))
        finally:
            for module in modules:
                sys.modules.pop(module.__name__, None)

    def _compare_blocks(self, display, names, entries, original_module, fixed_module, rolled_back, entry_path):
        block = self.mx.gluon.Block
        blocks = [n for n in names if isinstance(getattr(original_module, n, None), type)
                  and issubclass(getattr(original_module, n), block)]
        if not blocks:
            return True, [f"{display}: not verified: the fixes changed no Block class"]
        verdicts: list[BlockVerdict] = []
        covered: set[str] = set()
        for entry in entries:
            _, attr = split_target(entry.target)
            if not attr:
                hybrid = [n for n, v in vars(original_module).items() if isinstance(v, type)
                          and issubclass(v, self.mx.gluon.HybridBlock) and v.__module__ == original_module.__name__]
                attr = hybrid[0] if len(hybrid) == 1 else ""
            head = attr.split(".")[0]
            # Every entry of the file runs, changed class or not: an unchanged block may
            # inherit from, or hold, a changed one.
            value = getattr(original_module, head, None)
            if value is None or not callable(value):
                continue
            original_factory, fixed_factory = original_module, fixed_module
            for part in attr.split("."):
                original_factory = getattr(original_factory, part, None)
                fixed_factory = getattr(fixed_factory, part, None)
            if original_factory is None or fixed_factory is None:
                verdicts.append(BlockVerdict(attr, "differ", f"the fixed file has no `{attr}`"))
                continue
            verdict = compare_versions(attr, original_factory, fixed_factory, entry, self.mx)
            verdicts.append(verdict)
            if verdict.status in ("equal", "still-fails"):
                covered.update(n for m, n in verdict.exercised if m == original_module.__name__)
            else:
                covered.add(head)   # reported below with its reason
        # blocks without an entry: inputs derived from their declarations, or found by probing
        derived: dict[str, str] = {}
        for name in blocks:
            if name in covered:
                continue
            original_factory, fixed_factory = getattr(original_module, name), getattr(fixed_module, name, None)
            if fixed_factory is None:
                continue
            got = derive_inputs(original_factory, {}, self.mx)
            if isinstance(got, str):
                derived[name] = got
                continue
            specs, how = got
            target = Target(f"{entry_path}:{name}", specs, base_dir=self.base_dir, origin="derived")
            verdict = compare_versions(name, original_factory, fixed_factory, target, self.mx)
            verdict.derived = f"inputs {', '.join(s.text for s in specs)}: {how}"
            verdicts.append(verdict)
            covered.add(name)
        lines = []
        differ = [v for v in verdicts if v.status == "differ"]
        if differ:
            advice = ("  (the fixed code computes something else than the original; fix "
                      f"{'this block' if len(differ) == 1 else 'these blocks'} by hand, or check the entry "
                      "with `hybridlint verify`)")
            return False, [f"{rolled_back}: {v.name}: {v.detail}" for v in differ] + [advice]
        for v in verdicts:
            how = f" [{v.derived}; add a [[tool.hybridlint.verify]] entry to choose them]" if v.derived else ""
            if v.status == "equal":
                outputs = len({c.output for c in v.comparisons})
                lines.append(f"{display}: verified {v.name}: fixed eager and hybridized outputs match the "
                             f"original ({outputs} output{'s' * (outputs != 1)}){how}")
            elif v.status == "still-fails":
                lines.append(f"{display}: verified {v.name} eagerly (outputs match the original); it still "
                             f"does not hybridize, as before the fixes: {v.detail}{how}")
            else:
                lines.append(f"{display}: not verified {v.name}: {v.detail}{how}")
        for name in blocks:
            if name not in covered:
                why = f"no input shape ({derived[name]})" if name in derived else "no input shape"
                lines.append(f"{display}: not verified {name}: {why} -- "
                             + ENTRY_HINT.format(file=entry_path, name=name))
        return True, lines


def make_verifier(config_path: Path | None, cwd: Path) -> FixVerifier:
    """The verifier for one ``check --fix --verify`` run (raises UsageError for a bad configuration)."""
    path = config_path if config_path is not None and has_verify_entries(config_path) else find_verify_config(cwd)
    entries = entries_from_pyproject(path) if path is not None else []
    base = path.parent if path is not None else config_path.parent if config_path is not None else cwd
    return FixVerifier(entries, import_mxnet(False), base.resolve())


def _relative(path: Path, base: Path) -> str:
    try:
        return path.relative_to(base).as_posix()
    except ValueError:
        return path.as_posix()


__all__ = ["FixVerifier", "changed_classes", "compare_versions", "load_source", "make_verifier"]
