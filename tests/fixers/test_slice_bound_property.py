"""Property test of the bounds counted from the end (fixers/shape_flow.py ``_from_end``): a slice
bound or index ``n - k``, ``n`` the sliced axis's own size and ``k`` a number the file fixes (a
literal, a local bound once to one, ``self.k`` set once in ``__init__``), becomes ``-k`` only where
k is proven no larger than the axis -- here k = 1 (a size is at least 1), or the begin is that k
(``y[:, k:n - k]``: past the axis the selection is empty) -- and ``n - 0`` an open end; any other k is
refused: for k past the axis python's ``n - k`` is negative and counts from
the end again where ``-k`` clamps (session 71, H511; it was a KNOWN harm since session 48), and a
python int of unknown sign (a constructor argument) may be past it.  For every number and axis
size, run in the runtime: wherever the fix is made, the fixed block, eager and hybridized, gives
the original's values wherever the original selects something (or, for k = 0, raises), and never
gives values where the original raised or selected nothing."""
from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hybridlint.fixers import example_module

from .harness import build, eager_outputs, fix_source, load_block_class, make_inputs

# how the constant is written: (init, body prefix, the name the bound subtracts)
_HOLDERS = {
    "literal": ("", "", "{k}"),
    "local": ("", "k = {k}\n", "k"),
    "attribute": ("self.k = {k}", "", "self.k"),
    # a constructor argument: its sign is not known
    "argument": ("self.k = kwargs.pop('k', {k})", "", "self.k"),
}
# the subscript, with the size read inline or through a name
_USES = {
    "end": "y[:, :{n} - {c}]",
    "begin and end": "y[:, {c}:{n} - {c}]",
    "index": "y[:, {n} - {c}]",
    "after ...": "y[..., :{n} - {c}]",
}


def _outcome(cls, arrays, hybrid: bool):
    import mxnet as mx

    try:
        net = build(cls)
        if hybrid:
            net.hybridize()
            return [o.asnumpy() for o in [net(*[mx.nd.array(a) for a in arrays])]]
        return eager_outputs(net, arrays)
    except Exception:  # noqa: BLE001 - raising is an outcome here
        return None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(k=st.integers(-2, 6), size=st.integers(1, 7), holder=st.sampled_from(sorted(_HOLDERS)),
       use=st.sampled_from(sorted(_USES)), named=st.booleans())
def test_bound_from_the_end(k, size, holder, use, named):
    init, prefix, written = _HOLDERS[holder]
    c = written.format(k=k) if holder != "literal" else (str(k) if k >= 0 else f"({k})")
    # the size of the sliced axis: axis 1 of a 2-d input, or its last after `...`
    size_of = "y.shape[-1]" if use == "after ..." else "y.shape[1]"
    n = "n" if named else size_of
    body = prefix.format(k=k) + (f"n = {size_of}\n" if named else "")
    source = example_module("y = F.relu(x)\n" + body + "return " + _USES[use].format(n=n, c=c) + " * 2",
                            init=init.format(k=k))
    fixed = fix_source(source)
    assert fixed == fix_source(fixed)           # idempotent
    fixes_k = holder != "argument"
    if use == "begin and end":
        # `y[:, k:n - k]`, the begin that very k: past the axis the selection is empty, which MXNet 1.9.1
        # refuses, so any k counts from the end (`(-k if k > 0 else None)` where its sign is not known;
        # session 72, H522); a fixed negative k ends past the axis, still refused
        refused = fixes_k and k < 0
    else:
        refused = not fixes_k or k < 0 or k >= 2 or (k == 0 and use == "index")
    if refused:
        # refused: k of unknown sign, past a possible axis, or an index at the size (which raises)
        assert ".shape" in fixed, fixed
        return
    assert ".shape" not in fixed, fixed
    arrays = make_inputs([(2, size)], seed=0)
    want = _outcome(load_block_class(source), arrays, False)
    if want is not None and not want[0].size:
        want = None                             # an empty selection raises in MXNet 1.9.1
    cls = load_block_class(fixed)
    for hybrid in (False, True):
        got = _outcome(cls, arrays, hybrid)
        if got is not None and not got[0].size:
            got = None                          # empty on both sides, as `want` above
        if want is not None and k > 0 and fixes_k:
            # (k = 0 leaves `y[..., :]`, a subscript selecting everything that HYB003 asks to drop:
            # it need not hybridize; nor a cut whose begin is of unknown sign, which HYB003 refuses)
            assert got is not None, (fixed, size, hybrid)
        if got is not None and want is not None:
            assert len(got) == len(want), (fixed, size)
            assert all(g.shape == w.shape and np.allclose(g, w) for g, w in zip(got, want)), (fixed, size)
        assert got is None or want is not None, (fixed, size, hybrid)
