"""What rules and fixers both read: the refusal texts a rule compares a fixer's ``Refusal.reason``
with, the refusal types it tests for, and the op tables that decide both a finding and its rewrite.

A rule asks several fixers in turn for one finding and decides from their refusals which note,
if any, the finding shows. It needs these names at import, and the fixers only when a finding asks
for an offer (:class:`hybridlint.rule.FixerRef`); so they live here, where both sides import
them, and not in the fixer modules that return or rewrite them (each is still defined once).

Layer ``rules`` (with the fixers): imports the fix API (``Refusal``) only, so that importing it
loads no fixer.
"""
from __future__ import annotations

import libcst as cst

from . import Refusal

__all__ = [
    "BINARY",
    "BROADCAST_OF",
    "COMPARE",
    "CHECKS",
    "FUNCTIONS",
    "NOT_A_CAST",
    "NOT_A_CONDITION",
    "NOT_A_CREATION",
    "NOT_A_FACTOR",
    "NOT_LAST_STEPS",
    "NOT_A_RANGE",
    "NOT_A_RESHAPE_TARGET",
    "NOT_HANDLED",
    "NO_USE_REWRITE",
    "NPX_OPERATORS",
    "ONLY_ZEROS_ONES",
    "QUIET_DEVICE",
    "QUIET_DTYPE",
    "SIZE_FROM_TENSOR",
    "SIZE_NOT_SHOWN",
    "CopiesRefusal",
    "CountRefusal",
    "CropRefusal",
    "LoopRefusal",
]

# device-constant
NOT_A_CREATION = "the device is read outside a creation's `ctx=`"
# a local size may be read from a tensor (`batch = x.shape[0]`), whose own finding's fixer
# (shape-uses) rewrites the whole creation: no note of this fixer's on the device read then
SIZE_NOT_SHOWN = "a size in the shape is a local name, not shown to be a python number fixed before the call"
ONLY_ZEROS_ONES = "only F.zeros / F.ones of python sizes have a rewrite without a device"
QUIET_DEVICE = frozenset({NOT_A_CREATION, SIZE_NOT_SHOWN})

# dtype-like
# a dtype read that is neither a cast nor a creation's dtype=: the finding keeps its advice
NOT_HANDLED = "the dtype is read outside a cast or a creation's `dtype=`"
# sizes read from a tensor (the shape fixers rewrite such creations) or bound to a local (which
# may be one): the finding keeps its advice alone
SIZE_FROM_TENSOR = "a size is read from a tensor (the shape fixers rewrite such creations)"
QUIET_DTYPE = frozenset({NOT_HANDLED, SIZE_FROM_TENSOR, SIZE_NOT_SHOWN})

# mask-cast: a dtype read for something other than a cast (a creation's dtype=, a comparison...):
# other fixers rewrite the creation, and the finding keeps its advice alone
NOT_A_CAST = "the dtype is not the target of a cast"

# the `.shape` fixers' "not mine" answers (rank-range-axes, reshape-codes, shape-uses)
NOT_A_RANGE = "the rank is not the end of `tuple(range(k, ...))` / `list(range(k, ...))`"
NOT_A_RESHAPE_TARGET = "this `.shape` is not part of a reshape of the same tensor"
NO_USE_REWRITE = "this use of `.shape` has no known shape-free rewrite"

# scalar-condition
NOT_A_CONDITION = "the python number it reads does not only feed an `if` condition"


# --- op tables that decide both a finding and its rewrite

# mxnet/ndarray/ndarray.py (1.9.1): each of these python functions hands two NDArrays to the
# broadcast operator named here (`_ufunc_helper(lhs, rhs, op.broadcast_add, ...)`), and only a
# python number on one side takes another path (a scalar operator). mx.sym has no such
# functions; the broadcast operators exist in both namespaces.
BROADCAST_OF = {
    "add": "broadcast_add", "subtract": "broadcast_sub", "multiply": "broadcast_mul",
    "divide": "broadcast_div", "true_divide": "broadcast_div", "modulo": "broadcast_mod",
    "equal": "broadcast_equal", "not_equal": "broadcast_not_equal",
    "greater": "broadcast_greater", "greater_equal": "broadcast_greater_equal",
    "lesser": "broadcast_lesser", "lesser_equal": "broadcast_lesser_equal",
    "logical_and": "broadcast_logical_and", "logical_or": "broadcast_logical_or",
    "logical_xor": "broadcast_logical_xor",
}

# The operators of MXNet 1.9.1's mx.npx that mx.sym.npx (and mx.nd.npx, what F.npx is eagerly)
# hold under the same name with the same parameter names (inspect.signature of each, this box,
# /work/eval/s29/h119/np/): the generated operators, whose Symbol form only adds `attr` after
# `name`. Left out: `reshape`, `nonzero` and `constraint_check`, hand-written in mx.npx with other
# parameter names than their mx.sym.npx twins (`nonzero(a)` against `nonzero(x=None)`), and the
# python helpers mx.npx alone has (`set_np`, `cpu`, `waitall`, ...).
NPX_OPERATORS = frozenset({
    "activation", "arange_like", "batch_dot", "batch_flatten", "batch_norm", "cast", "convolution",
    "deconvolution", "dropout", "embedding", "erf", "erfinv", "fully_connected", "gamma", "gammaln",
    "gather_nd", "layer_norm", "leaky_relu", "log_softmax", "multibox_detection", "multibox_prior",
    "multibox_target", "one_hot", "pick", "pooling", "relu", "reshape_like", "rnn", "roi_pooling",
    "sequence_mask", "shape_array", "sigmoid", "slice", "smooth_l1", "softmax", "topk",
})

# python functions of mx.nd.contrib only (ndarray/contrib.py, MXNet 1.9.1): F.contrib.isnan fails
# when traced; nan-checks rewrites them into the operators their bodies are
CHECKS = frozenset({"isnan", "isinf", "isfinite"})

# python operator -> (its symbol, the broadcast operator of both nd and sym): an NDArray operator
# of two NDArrays is that operator, a Symbol operator of two Symbols the elementwise one
BINARY = {
    cst.Add: ("+", "broadcast_add"), cst.Subtract: ("-", "broadcast_sub"),
    cst.Multiply: ("*", "broadcast_mul"), cst.Divide: ("/", "broadcast_div"),
    cst.Modulo: ("%", "broadcast_mod"), cst.Power: ("**", "broadcast_power"),
}
COMPARE = {
    cst.Equal: ("==", "broadcast_equal"), cst.NotEqual: ("!=", "broadcast_not_equal"),
    cst.LessThan: ("<", "broadcast_lesser"), cst.LessThanEqual: ("<=", "broadcast_lesser_equal"),
    cst.GreaterThan: (">", "broadcast_greater"),
    cst.GreaterThanEqual: (">=", "broadcast_greater_equal"),
}

# Functions whose NDArray form broadcasts and whose Symbol form of two Symbols does not.
FUNCTIONS = {"maximum": "broadcast_maximum", "minimum": "broadcast_minimum",
             "power": "broadcast_power"}


class CountRefusal(Refusal):
    """A declared parameter's element count that is not proven: said in the ``.size`` finding,
    whose other refusals are left unsaid (no rewrite of other uses is attempted)."""


class CopiesRefusal(Refusal):
    """A refusal of a count of copies the stacked-copies fixer recognised: its reason is the
    finding's."""


class AliasRefusal(Refusal):
    """An in-place update of a name whose array another holder keeps, refused by the `+=` fixer:
    the one refusal its finding states (the others leave the rule's own advice alone)."""


class CropRefusal(Refusal):
    """A refusal of a centred crop the center-crop fixer recognised (sizes, offsets and the
    slice all found): its reason is the finding's."""


class LoopRefusal(Refusal):
    """A refusal of a python loop over a tensor's axis the scan-loop fixer recognised whole
    (`for t in range(x.shape[k])`): its reason is the finding's."""


class StateRefusal(Refusal):
    """A refusal of a recurrent cell's ``begin_state(batch_size=x.shape[k])`` the begin-state
    fixer recognised: its reason is the finding's."""

# HostFactor's refusal where no `float(...)` factor of a tensor reads the host number at all: HYB002
# then keeps the note of its other fixers (or none) rather than this one
NOT_A_FACTOR = "the number read on the host is not a `float(...)` factor of a tensor"
# HostLastSteps' refusal where the host values are not lengths gathered row by row: the same
NOT_LAST_STEPS = "the host values are not lengths whose last steps a comprehension gathers row by row"
