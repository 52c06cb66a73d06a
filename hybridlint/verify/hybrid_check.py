"""``hybridlint verify`` for one target, eager against hybridized.

The block is built (the target's ``args`` as constructor/factory kwargs), initialized after
``mx.random.seed(seed)``, run eagerly on seeded random inputs, hybridized and run again; then a
fresh copy, loaded with the same parameters, runs with ``hybridize(static_alloc=True,
static_shape=True)``.  Every output (nested tuples flattened) of each hybridized run is compared
with the eager one (:mod:`.compare`); with ``grad`` the gradients of the inputs and parameters
too (:mod:`.grad`).  Problems of the user's code end up in the :class:`Result`, never raised.
"""
from __future__ import annotations

import json
import warnings
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from . import grad as vg
from . import run as vr
from .build import build_block, make_input, parse_context
from .compare import compare_outputs
from .load import load_factory
from .spec import EXIT_DIFFER, EXIT_EQUAL, EXIT_USAGE, Target, UsageError


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


def verify_target(target: Target, mx, allow_nonfinite: bool = False) -> Result:
    """Build, run and compare one target; never raises for problems of the user's code."""
    result = Result(target, target.target)
    try:
        factory, result.name = load_factory(target.target, target.base_dir, mx)
        ctx = parse_context(mx, target.ctx)
        rng = np.random.default_rng(target.seed)
        arrays = [make_input(spec, rng) for spec in target.inputs]
    except UsageError as exc:
        result.error, result.exit_code = str(exc), EXIT_USAGE
        return result

    def seed():
        mx.random.seed(target.seed)

    seed()
    block, problem = build_block(factory, target.args, result.name)
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
    seed()
    fresh, problem = build_block(factory, target.args, name)
    if problem is not None:
        return None, f"no static check: {problem}"
    if not list(block.collect_params().keys()):
        return fresh, None  # nothing to copy (an empty .params file reads back as a list)
    try:
        vr.copy_parameters(block, fresh, ctx, "hybridlint-verify-", "block.params")
    except Exception as exc:
        return None, ("no static check: copying the parameters to a fresh block "
                      + vr.failure("copy", exc).failed())
    return fresh, None
