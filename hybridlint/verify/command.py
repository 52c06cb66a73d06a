"""The ``hybridlint verify`` subcommand: targets from the command line or pyproject entries, each
verified (:mod:`.hybrid_check`) and reported (:mod:`.report`).

Exit codes: 0 every output agrees, 1 an output differs or hybridize() failed, 2 usage error (bad
target, inputs, configuration) or the block cannot even be built or run eagerly.
"""
from __future__ import annotations

import contextlib
import json
import os
from pathlib import Path
from typing import TextIO

from .entries import entries_from_pyproject, find_verify_config
from .hybrid_check import verify_target
from .load import import_mxnet
from .report import as_json, format_table
from .spec import EXIT_USAGE, Target, UsageError, parse_args_json, parse_input, parse_seed


def _targets_from_args(args, cwd: Path) -> list[Target]:
    for name in ("rtol", "atol"):
        value = getattr(args, name)
        if value is not None and not value >= 0:
            raise UsageError(f"--{name} must be a non-negative number")
    if args.seed is not None:
        parse_seed(args.seed, "--seed")
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
