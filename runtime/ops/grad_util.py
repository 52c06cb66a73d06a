"""Helpers shared by the gradient rules of the op table, and the list of ops
that have no gradient rule.

A rule is ``grad(ctx, a, inputs, outputs, out_grads) -> tuple``: one gradient
per input, ``None`` for inputs that get none (indices, conditions, lengths).
Rules return fresh arrays in each input's dtype and never write into, or
return views of, their arguments: the tape may accumulate into what it gets.
"""
from __future__ import annotations

__all__ = ["NON_DIFFERENTIABLE", "unbroadcast", "scatter_add", "keep", "fresh", "fill_missing",
           "wants"]


def _names(*stems: str) -> set[str]:
    # an elementwise binary op under its three registered forms
    out = set()
    for s in stems:
        out |= {f"_{s}", f"broadcast_{s}", f"_{s}_scalar"}
    return out


# Ops without a gradient rule: their outputs are flags, indices, shapes,
# constants or random draws, so no gradient flows to their inputs.  MXNet
# registers most of them with zero gradients (MakeZeroGradNodes); the tape
# treats a listed op as passing no gradient, which is the same thing.
NON_DIFFERENTIABLE: frozenset[str] = frozenset({
    # comparisons and logic: 1/0 results
    *_names("equal", "not_equal", "greater", "greater_equal", "lesser", "lesser_equal",
            "logical_and", "logical_or", "logical_xor"),
    "logical_not",
    # values that do not depend on the input's values
    "zeros_like", "ones_like", "shape_array", "size_array",
    "_contrib_arange_like", "_contrib_index_array",
    # indices
    "argmax", "argmin", "argmax_channel", "argsort", "one_hot",
    "ravel_multi_index", "unravel_index",
    # creation ops (no inputs) and random sampling
    "_zeros", "_ones", "_full", "_arange", "_linspace", "_eye",
    "_random_uniform", "_random_normal", "_random_exponential", "_random_gamma",
    "_random_poisson", "_random_randint",
    "_random_uniform_like", "_random_normal_like", "_random_exponential_like",
    "_random_gamma_like", "_random_poisson_like",
    "_sample_uniform", "_sample_normal", "_sample_exponential", "_sample_gamma",
    "_sample_poisson",
    # the permutation is drawn inside the kernel and not kept
    "_shuffle",
    # detection targets and matches: MXNet registers zero gradients (measured)
    "_contrib_box_iou", "_contrib_box_encode", "_contrib_box_decode",
    "_contrib_bipartite_matching",
    # SSD anchors and detections (measured: zero gradients)
    "_contrib_MultiBoxPrior", "_contrib_MultiBoxDetection", "_contrib_MultiBoxTarget",
})


def keep(g, dtype):
    """``g`` in the input's dtype (float32 grads stay float32)."""
    return g.astype(dtype, copy=False)


def fresh(g, dtype, *sources):
    """``g`` in ``dtype``, copied when it is (a view of) one of ``sources``."""
    out = g.astype(dtype, copy=False)
    for s in sources:
        if s is not None and _overlaps(out, s):
            return out.copy()
    return out


def _overlaps(x, y) -> bool:
    # both numpy and cupy expose the base chain; a shared base means shared memory
    def root(v):
        while getattr(v, "base", None) is not None:
            v = v.base
        return v
    return root(x) is root(y)


def unbroadcast(xp, g, shape):
    """Sum ``g`` (the gradient of a broadcast result) back down to ``shape``."""
    shape = tuple(shape)
    lead = g.ndim - len(shape)
    if lead < 0:
        raise ValueError(f"unbroadcast: gradient of shape {g.shape} is smaller than {shape}")
    axes = tuple(range(lead)) + tuple(
        lead + k for k, d in enumerate(shape) if d == 1 and g.shape[lead + k] != 1)
    if axes:
        g = xp.sum(g, axis=axes, keepdims=True)
    return g.reshape(shape)


def scatter_add(xp, target, index, values) -> None:
    """``target[index] += values`` where repeated indices accumulate (numpy's
    ``add.at``; cupy older than 13 has ``cupyx.scatter_add`` instead)."""
    add_at = getattr(xp.add, "at", None)
    if add_at is not None:
        try:
            add_at(target, index, values)
            return
        except NotImplementedError:
            pass  # a cupy whose ufuncs declare ``at`` without implementing it
    import cupyx  # only reached with cupy

    cupyx.scatter_add(target, index, values)


def wants(ctx, i) -> bool:
    """Whether the caller uses the gradient of input ``i`` (``ctx.need_grad``;
    rules may skip the work for the others and return None there)."""
    need = getattr(ctx, "need_grad", None)
    return need is None or i >= len(need) or bool(need[i])


def parameter_part(ctx, make):
    """A parameter's gradient that ``make()`` (no arguments) gives: made now, or where
    the caller hands such work over (``ctx.defer``: the compiled backward's worker
    thread), the caller's placeholder for it.  A rule calls this after its data gradient,
    with ``make`` holding what both share (the route, layout copies), so either way the
    bits are the ones ``make()`` gives on its own."""
    defer = getattr(ctx, "defer", None)
    return make() if defer is None else defer(make)


def fill_missing(xp, out_grads, outputs):
    """Out-grads with ``None`` (outputs nobody used) replaced by zeros."""
    return tuple(xp.zeros_like(o) if g is None else g for g, o in zip(out_grads, outputs))


def first_out_grad(xp, out_grads, outputs):
    """The out-grad of output 0, zeros when nobody used that output."""
    g = out_grads[0]
    return xp.zeros_like(outputs[0]) if g is None else g
