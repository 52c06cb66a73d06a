"""Verification: run the user's Gluon blocks on the runtime and prove that hybridizing (``hybridlint
verify``, :mod:`hybridlint.testing`) or fixing (``hybridlint check --fix --verify``) changed nothing.

What each module holds, lowest first:

- :mod:`.spec` -- what to verify: input specs, targets, :class:`UsageError`, the exit codes
  (parsing only, no numpy);
- :mod:`.entries` -- the ``[[tool.hybridlint.verify]]`` entries of pyproject.toml;
- :mod:`.compare` -- comparing outputs with tolerances per dtype;
- :mod:`.run` -- running a block and describing what failed (:class:`run.RunFailure`);
- :mod:`.grad` -- the gradients of a block, eager or hybridized;
- :mod:`.build` -- input arrays, the context, a block built from its factory;
- :mod:`.load` -- the ``mxnet`` to build with, importing the user's module, the named factory;
- :mod:`.derive` -- example inputs for a block that has no entry;
- :mod:`.hybrid_check` -- one target eager vs hybridized vs static (``hybridlint verify``);
- :mod:`.fix_check` -- a file's original blocks vs its fixed blocks (``check --fix --verify``);
- :mod:`.report` and :mod:`.command` -- the subcommand's output and its entry point;
- :mod:`.cli` -- the subcommand's arguments, imported whenever the CLI parser is built.

May import: the standard library, numpy, the runtime through its public API only
(``hybridlint.runtime.compat`` to serve ``import mxnet``, then the ``mx`` namespace it returns),
and the linter's runner layer and below (``hybridlint.config`` reads the TOML). Nothing below
this layer imports it; ``hybridlint.cli`` reaches it only for ``verify`` and ``--fix --verify``.

The public names below are re-exported here (``hybridlint.verify.Target``...) and loaded on first
access: :mod:`.cli` is imported to build every command's parser, and that must not load numpy.
"""
from __future__ import annotations

import importlib

# public name -> the module (in this package) that defines it
_EXPORTS = {
    **dict.fromkeys(("EXIT_EQUAL", "EXIT_DIFFER", "EXIT_USAGE", "DTYPES", "MAX_ELEMENTS", "MAX_NDIM",
                     "INT_HIGH", "ENTRY_KEYS", "UsageError", "InputSpec", "Target", "parse_input",
                     "parse_args_json", "parse_seed", "parse_tolerance"), "spec"),
    **dict.fromkeys(("entries_from_pyproject", "find_verify_config", "has_verify_entries"), "entries"),
    **dict.fromkeys(("make_input", "parse_context", "build_block"), "build"),
    **dict.fromkeys(("import_mxnet", "split_target", "names_a_file", "is_module_name",
                     "load_factory"), "load"),
    **dict.fromkeys(("RunFailure", "display_location"), "run"),
    **dict.fromkeys(("Comparison", "compare_outputs"), "compare"),
    **dict.fromkeys(("Result", "verify_target"), "hybrid_check"),
    **dict.fromkeys(("format_table", "as_json"), "report"),
    "run_verify": "command",
    "derive_inputs": "derive",
    **dict.fromkeys(("FixVerifier", "changed_classes", "compare_versions", "load_source",
                     "make_verifier"), "fix_check"),
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
