"""Lowering and code generation: a planned graph becomes one straight-line Python function.

``lower`` decides per node how it runs (see :class:`.memory.Lowering`):
elementwise ops and fused groups as ufunc calls with ``out=`` (the op's
forms); ops that register an ``OpLowering`` (ops/lowering.py) by its kind --
the op's ``plan`` decides where it applies and gives the geometry:
``"view"`` (``Reshape``/``Flatten``/``expand_dims``: a reshape, no copy),
``"dense"`` (``FullyConnected``: ``matmul`` into the output buffer plus an
in-place bias add; where measured faster with the same bits, the product
transposed into a temp and the bias add writing the output; big layers, when
asked, in row blocks over their own input), ``"matmul"`` (2-D ``dot``),
``"im2col"`` (2-D ``Convolution``: a strided window view copied into a column
buffer and one batched ``matmul``), ``"window_reduce"`` (2-D max/avg/sum
``Pooling``: one ufunc per window offset with ``out=``); every other op
through its registry kernel, so the generated
code covers the whole op table.  No op is named here.

``generate`` writes the function's source (kept on the plan: ``explain()``
shows it), execs it once, and binds buffers, constants, ufuncs and kernels
as globals of that function.  With ``static_alloc`` the slot buffers are made
once and the views into them are globals; without, the function allocates
its slots on entry, so nothing is kept between calls.

The array module is a parameter (numpy here, cupy on a GPU): every ufunc is
bound by name from it, and the code itself is module-agnostic.
"""
from __future__ import annotations

import time

import numpy as np

from ..graph import GraphError, node_error
from ..ops import fused
from ..ops.lowering import lowering_kind
from ..registry import OpError
from . import cublas
from .elementwise import cpu_form
from .gpu import fused_kernel
from .ir import InputMismatch
from .memory import Lowering, nbytes
from .passes.fusion import fused_layout

__all__ = ["InputMismatch", "generate", "lower"]

# im2col column buffers hold at most this many elements (whole images; at least one):
# on the CPU a small buffer stays in cache; on the GPU each chunk is one cuBLAS call
# (and one kernel launch), so the whole batch at once up to 128 MiB of float32
CONV_COLUMN_ELEMENTS = 1 << 18
CONV_COLUMN_ELEMENTS_GPU = 1 << 25
# FullyConnected whose input dies there and whose output is this big or bigger may write
# its result over its input, a block of rows at a time (one activation buffer plus one
# block instead of two activations; see memory.py)
FC_IN_PLACE_BYTES = 1 << 16
# blocks per matmul: every block is one BLAS call that packs the whole weight again
# (OpenBLAS, 1 thread, 64x512 @ 512x512: 438 us whole, 570 in 2 blocks, 818 in 4),
# so the default (static_alloc) uses 2 -- half an activation extra -- and
# low_memory=True uses 4
FC_ROW_BLOCKS = 2
FC_ROW_BLOCKS_LOW_MEMORY = 4
FC_MIN_BLOCK_ROWS = 8
# channels-last columns are copied by fused.im2col_channels_last (the fast extra) for
# outputs of at least this many positions; below, numpy's copy of the window view is
# as fast as the compiled call's dispatch (one position: 2.9 against 3.9 us)
CL_KERNEL_MIN_POSITIONS = 4
# A FullyConnected with a bias may run its product transposed: weight times the data's
# transpose into a (units, rows) temp, then the bias add writes the (rows, units) output
# from the temp's transposed view.  OpenBLAS runs the same GEMM with the operands' roles
# swapped, so each output element is the same sum in the same order (the same bits on
# every shape measured, 804 of them), but its speed differs by shape: OpenBLAS, 1 thread,
# on this project's box, product and bias add together, 0.49-1.08x the time at 16 rows,
# 0.57-0.98x at 32, 0.54-1.30x at 48, 0.73-1.09x at 64 (the tutorial MLP's 64x512 @
# 512x256: 240 -> 193 us for the product), 0.43-1.66x at 128 and 1.1-3.4x at 256-1024.
# So the choice is measured, once per shape and dtype, at the lowering: both forms on
# seeded data of the layer's shapes, in turn, taken only where they gave the same bits
# and the swapped form was clearly faster; layers with more rows or more multiply-adds
# than these keep the plain form without timing.
DENSE_SWAP_MAX_ROWS = 128
DENSE_SWAP_MAX_MACS = 1 << 25
DENSE_SWAP_TRIALS = 7
DENSE_SWAP_MARGIN = 0.95
_DENSE_SWAP: dict = {}


def dense_swap_pays(rows: int, k: int, units: int, dtype) -> bool:
    """Whether a (rows, k) x (units, k)^T product plus a bias runs faster transposed here
    (see :data:`DENSE_SWAP_MAX_ROWS`), with the same bits; measured once per shape."""
    dt = np.dtype(dtype)
    key = (rows, k, units, dt.str)
    got = _DENSE_SWAP.get(key)
    if got is None:
        got = _DENSE_SWAP[key] = _measure_dense_swap(rows, k, units, dt)
    return got


def dense_swap_same_bits(rows: int, k: int, units: int, dtype) -> bool:
    """Whether this BLAS gives the swapped product the plain product's bits for this shape.
    It does on some CPUs for every shape tried and on others (AMD EPYC's OpenBLAS kernels,
    float32) for almost none, so it is asked, not assumed."""
    return _dense_swap_forms(rows, k, units, np.dtype(dtype))[2]


def _measure_dense_swap(rows, k, units, dt) -> bool:
    if rows > DENSE_SWAP_MAX_ROWS or rows < 2 or units < 2 or \
            rows * k * units > DENSE_SWAP_MAX_MACS:
        return False
    plain, swapped, same = _dense_swap_forms(rows, k, units, dt)
    if not same:
        return False
    best = [float("inf"), float("inf")]
    for _ in range(DENSE_SWAP_TRIALS):      # in turn, so both see the same load
        for i, form in enumerate((plain, swapped)):
            start = time.perf_counter()
            form()
            best[i] = min(best[i], time.perf_counter() - start)
    return best[1] < best[0] * DENSE_SWAP_MARGIN


def _dense_swap_forms(rows, k, units, dt):
    """The plain and swapped forms on random data of the shape, and whether their bits agree."""
    rng = np.random.default_rng(0)
    x = rng.standard_normal((rows, k)).astype(dt)
    w = rng.standard_normal((units, k)).astype(dt)
    b = rng.standard_normal(units).astype(dt)
    out = np.empty((rows, units), dt)
    tmp = np.empty((units, rows), dt)

    def plain():
        np.matmul(x, w.T, out=out)
        np.add(out, b, out=out)

    def swapped():
        np.matmul(w, x.T, out=tmp)
        np.add(tmp.T, b, out=out)

    plain()
    ref = out.copy()
    swapped()
    bits = f"u{dt.itemsize}"
    return plain, swapped, np.array_equal(ref.view(bits), out.view(bits))


def _float(dtype) -> bool:
    return np.dtype(dtype).kind == "f"


def lower(cg, low_memory: bool = False, fc_row_blocks: int | None = None,
          column_elements: int = CONV_COLUMN_ELEMENTS, channels_last: bool = True,
          dense_swap: bool = True) -> dict:
    """``{node id: Lowering}`` for every node of the inferred graph.

    ``fc_row_blocks`` (> 1) lets big FullyConnected layers write over their input
    in that many row blocks (one activation buffer plus a block for a chain of
    layers instead of two); ``low_memory`` means :data:`FC_ROW_BLOCKS_LOW_MEMORY`.
    Off (0) by default here: blocked matmuls are slower at small batches (a
    20-layer 512-wide MLP at batch 64: ~1.3x the time in 2 blocks, ~1.9x in 4).
    ``column_elements`` bounds a convolution's im2col buffer; ``channels_last``
    lets small 2-D convolutions (see ``im2col_plan`` in ops/nn_conv.py) run on
    channels-last columns.  ``dense_swap``: unblocked FullyConnected layers may run their
    product transposed where :func:`dense_swap_pays`.
    """
    if fc_row_blocks is None:
        fc_row_blocks = FC_ROW_BLOCKS_LOW_MEMORY if low_memory else 0
    out = {}
    for n in cg.nodes:
        if n.kind in ("var", "const"):
            out[n.id] = Lowering(n.kind)
        elif n.kind == "fused":
            _, _, n_temps, inplace = fused_layout(n.steps)
            v = (n.id, 0)
            out[n.id] = Lowering("out", [(cg.shapes[v], cg.dtypes[v])] * n_temps, inplace)
        else:
            out[n.id] = _lower_op(cg, n, fc_row_blocks, column_elements, channels_last,
                                  dense_swap)
    return out


def _lower_op(cg, n, fc_row_blocks=0, column_elements=CONV_COLUMN_ELEMENTS,
              channels_last=True, dense_swap=True) -> Lowering:
    if n.subgraphs or n.n_out != 1:
        return Lowering("alloc")
    v = (n.id, 0)
    dt = cg.dtypes[v]
    ins_s = [cg.shapes[r] for r in n.inputs]
    ins_t = [cg.dtypes[r] for r in n.inputs]
    kind = lowering_kind(n.op)
    if any(t != dt for t in ins_t) and kind != "view":
        return Lowering("alloc")
    if n.op.elementwise and cpu_form(n.op, n.attrs, dt) is not None:
        same = [i for i, s in enumerate(ins_s) if s == cg.shapes[v]]
        return Lowering("out", [], same)
    if kind == "view":
        return Lowering("view")
    if not _float(dt):
        return Lowering("alloc")
    if kind == "dense":
        if fc_row_blocks > 1:
            return _lower_fc(n, ins_s, dt, fc_row_blocks)
        geo = n.op.lowering.plan(n.attrs, ins_s[0])
        if dense_swap and len(n.inputs) == 3 and len(cg.shapes[v]) == 2 and dense_swap_pays(
                geo["rows"], geo["k"], geo["units"], dt):
            return Lowering("out", [((geo["units"], geo["rows"]), dt)], form="swapped")
        return Lowering("out")
    if kind == "matmul" and n.op.lowering.plan(n.attrs, ins_s[0], ins_s[1]) is not None:
        return Lowering("out")
    if kind == "im2col":
        geo = n.op.lowering.plan(n.attrs, ins_s[0], ins_s[1], column_elements, channels_last,
                                 channels_last, phases=channels_last)
        # the taps form: the phase choice's strided stem, or a unit-stride convolution of few
        # channels on long rows (the slim ResNet's stage 1: nn_conv.unit_stride_taps_choice),
        # with no padded channels-last copy, columns, product or copy out; in training the
        # split input is kept and the backward makes the gradients with the taps kernels
        taps = None if geo is None else geo["taps"] if geo.get("phase") else geo.get("unit_taps")
        if taps is not None and fused.ENABLED and np.dtype(dt) == np.float32:
            # (the split input last: a training forward that keeps it drops that temp)
            tg = taps()
            return Lowering("out", [((2, tg["run"]), dt),
                                    ((ins_s[0][0], tg["image"]), dt)], form="taps")
        if geo is not None and geo.get("phase"):
            # (the rows last: a training forward that keeps them drops that temp)
            return Lowering("out", [(geo[t], dt) for t in ("xpad", "wpad", "wm", "prod", "ot",
                                                          "rows")], form="phase")
        if geo is not None and geo.get("dense"):
            return Lowering("out", ([] if geo["tapped"] else [(geo["wz"], dt)])
                            + [(geo["m"], dt)], form="dense_map")
        if geo is not None and geo["channels_last"]:
            return Lowering("out", [(geo["wk"], dt), (geo["xcl"], dt), (geo["cols"], dt),
                                    (geo["ocl"], dt)], form="channels_last")
        if geo is not None:
            temps = [(geo["cols"], dt)]
            if geo["padded"] is not None:
                temps.insert(0, (geo["padded"], dt))
            return Lowering("out", temps)
    if kind == "window_reduce":
        geo = n.op.lowering.plan(n.attrs, ins_s[0], phases=channels_last)
        if geo is not None and geo.get("phases"):
            return Lowering("out", [(geo["phases"]["buffer"], dt), (geo["phases"]["run"], dt)],
                            form="phases")
        if geo is not None:
            return Lowering("out", [(geo["padded"], dt)] if geo.get("padded") else [])
    return Lowering("alloc")


def _lower_fc(n, ins_s, dt, blocks):
    geo = n.op.lowering.plan(n.attrs, ins_s[0])
    rows, k, out_units = geo["rows"], geo["k"], geo["units"]
    item = np.dtype(dt).itemsize
    if rows * out_units * item < FC_IN_PLACE_BYTES or out_units > k:
        return Lowering("out")
    block = max(-(-rows // blocks), FC_MIN_BLOCK_ROWS)
    if block >= rows:
        return Lowering("out")
    # row i of the output depends on row i of the input only, so a block of output rows
    # may land on input memory once no unread input row lies there (memory.py places it)
    bounds = [(a, min(a + block, rows)) for a in range(0, rows, block)]
    return Lowering("out", [], [0], row_blocks=(bounds, k * item, out_units * item))


class _Names:
    """Objects bound into the generated function's globals, one name each."""

    def __init__(self, xp):
        self.xp = xp
        self.ns: dict = {}
        self._ids: dict = {}

    def __call__(self, obj, prefix="_k") -> str:
        fname = getattr(obj, "__name__", None)
        if obj is np.matmul and getattr(self.xp, "__name__", None) == "cupy":
            obj = cublas.matmul     # capturable into a CUDA graph, where cupy's is not
        elif (self.xp is not np and isinstance(fname, str) and callable(obj)
                and getattr(np, fname, None) is obj and hasattr(self.xp, fname)):
            obj = getattr(self.xp, fname)   # the same ufunc/function from cupy
        if self.xp is np and isinstance(obj, np.generic):
            # a ufunc takes a 0-d array operand ~0.2 us faster than a numpy scalar
            # (same dtype, same result); cupy's ufuncs take scalars only
            obj = np.asarray(obj)
        key = id(obj)
        name = self._ids.get(key)
        if name is None:
            name = f"{prefix}{len(self.ns)}"
            self._ids[key] = name
            self.ns[name] = obj
        return name

    def bind(self, name, obj) -> str:
        self.ns[name] = obj
        return name


def _vname(cg, lowering, plan, v) -> str:
    low = lowering[v[0]]
    if low.mode == "const":
        return f"C{v[0]}_{v[1]}"
    if low.mode == "out":
        return f"B{v[0]}_{v[1]}"
    return f"v{v[0]}_{v[1]}"


def generate(cg, lowering, plan, *, xp=np, static_alloc=False, keep=False, static_heads=False,
             memo_names=(), saved_nodes=()):
    """Source and callable ``forward(feed, kctx) -> list`` for the planned graph.

    A Convolution lowered with ``form="saved_cols"`` (the training forward,
    :mod:`.grad`) copies its im2col columns into a fresh (N, C*kh*kw, positions)
    array per call and returns it after the heads, in node order.  The nodes in
    ``saved_nodes`` (ops with ``keeps_saved``, in the training forward) return what
    their kernel left in ``kctx.saved`` after those columns, in node order.

    With ``keep`` the function returns ``(heads, values)`` where ``values``
    maps every value ``(node id, out)`` to its array (use with an unreused
    plan, where no buffer is overwritten).  ``static_heads`` writes outputs
    into buffers made once (for CUDA-graph capture, which copies them out).
    Inputs named in ``memo_names`` (parameters: the same arrays call after call)
    are checked only when a different array object arrives than last time; the
    function keeps a reference to the last one.
    """
    names = _Names(xp)
    c = names
    c.bind("_Mismatch", InputMismatch)
    c.bind("_empty", xp.empty)
    c.bind("_u8", np.uint8)
    c.bind("_node_error", node_error)
    c.bind("_arrs", _arrays)
    c.bind("_errors", (OpError, ValueError, TypeError, IndexError))
    c.bind("_GraphError", GraphError)
    head = ["def forward(feed, kctx):"]
    setup: list[str] = []
    body: list[str] = []
    numpy_errs = xp is np

    # inputs: read and check against what the code was made for
    memos = []
    for n in cg.nodes:
        if n.kind == "var":
            v = (n.id, 0)
            nm = _vname(cg, lowering, plan, v)
            s = c.bind(f"_S{n.id}", cg.shapes[v])
            d = c.bind(f"_D{n.id}", cg.dtypes[v])
            # the name is model text: it reaches the code through the namespace, never the source
            key = c.bind(f"_N{n.id}", n.name)
            setup.append(f"{nm} = feed[{key}]")
            check = f"if {nm}.shape != {s} or {nm}.dtype != {d}: raise _Mismatch({key})"
            if n.name in memo_names:
                # an identity test (~30 ns) instead of the shape and dtype test (~110 ns):
                # an ndarray keeps its shape and dtype for life (the runtime never
                # assigns .shape/.dtype in place), so the same object needs no new check
                m = c.bind(f"_M{n.id}", None)
                memos.append(m)
                setup += [f"if {nm} is not {m}:", f"    {check}", f"    {m} = {nm}"]
            else:
                setup.append(check)
        elif n.kind == "const":
            vals = n.value if isinstance(n.value, tuple) else (n.value,)
            for k, val in enumerate(vals):
                c.bind(f"C{n.id}_{k}", xp.asarray(val))

    # buffers
    slot_arrays = None
    if static_alloc:
        slot_arrays = [xp.empty(b, dtype=np.uint8) for b in plan.slot_bytes]
    else:
        for i, b in enumerate(plan.slot_bytes):
            setup.append(f"_s{i} = _empty({b}, _u8)")

    def view_of(slot, shape, dtype, name, off=0):
        nb = nbytes(shape, dtype)
        if static_alloc:
            c.bind(name, slot_arrays[slot][off:off + nb].view(dtype).reshape(shape))
        else:
            d = c(np.dtype(dtype), "_dt")
            setup.append(f"{name} = _s{slot}[{off}:{off + nb}].view({d}).reshape({tuple(shape)})")

    for v, slot in plan.value_slot.items():
        view_of(slot, cg.shapes[v], cg.dtypes[v], _vname(cg, lowering, plan, v),
                plan.value_offset.get(v, 0))
    for v in plan.fresh_heads:
        if static_heads:
            c.bind(_vname(cg, lowering, plan, v), xp.empty(cg.shapes[v], dtype=cg.dtypes[v]))
            continue
        d = c(np.dtype(cg.dtypes[v]), "_dt")
        setup.append(f"{_vname(cg, lowering, plan, v)} = _empty({tuple(cg.shapes[v])}, {d})")
    temp_names: dict = {}
    for nid, slots in plan.temp_slots.items():
        low = lowering[nid]
        temp_names[nid] = []
        for j, (slot, (shape, dtype)) in enumerate(zip(slots, low.temps)):
            tn = f"T{nid}_{j}"
            view_of(slot, shape, dtype, tn)
            temp_names[nid].append(tn)

    kernel_saved: set = set()
    for n in cg.nodes:
        if n.kind in ("var", "const"):
            continue
        low = lowering[n.id]
        ins = [_vname(cg, lowering, plan, r) for r in n.inputs]
        outs = [_vname(cg, lowering, plan, (n.id, k)) for k in range(n.n_out)]
        body.append(f"# node {n.id}: {n.op_name}")     # op table names only, never model text
        if low.mode == "out":
            body.extend(_emit_out(cg, n, ins, outs[0], temp_names.get(n.id, []), c, plan,
                                  lowering))
        elif low.mode == "view":
            body.append(f"{outs[0]} = {ins[0]}.reshape({tuple(cg.shapes[(n.id, 0)])})")
        elif n.id in saved_nodes:
            body.append("kctx.saved = None")
            body.extend(_emit_kernel(n, ins, outs, c))
            body += [f"R{n.id} = kctx.saved", "kctx.saved = None"]
            kernel_saved.add(n.id)
        else:
            body.extend(_emit_kernel(n, ins, outs, c))

    rets = []
    for v in cg.heads:
        nm = _vname(cg, lowering, plan, v)
        rets.append(f"{nm}.copy()" if v in plan.copy_heads else nm)
    rets += [f"S{n.id}" for n in cg.nodes
             if lowering[n.id].form in ("saved_cols", "saved_phase", "saved_cl", "saved_taps")]
    # (a node the lowering made into generated code or a constant calls no kernel: nothing)
    rets += [f"R{n.id}" if n.id in kernel_saved else "None"
             for n in cg.nodes if n.id in saved_nodes]
    ret = "[" + ", ".join(rets) + "]"
    if keep:
        allv = [(n.id, k) for n in cg.nodes for k in range(n.n_out)]
        ret = f"{ret}, {{" + ", ".join(f"{v!r}: {_vname(cg, lowering, plan, v)}"
                                       for v in allv) + "}"
    if memos:
        head.append(f"    global {', '.join(memos)}")
    lines = head + ["    " + s for s in setup]
    if numpy_errs and body:
        quiet = _quiet_numpy()
        if quiet is None:
            c.bind("_errstate", np.errstate)
            lines.append("    with _errstate(all='ignore'):")
            lines += ["        " + s for s in body]
        else:
            c.bind("_qvar", quiet[0])
            c.bind("_QUIET", quiet[1])
            lines += ["    _qt = _qvar.set(_QUIET)", "    try:"]
            lines += ["        " + s for s in body]
            lines += ["    finally:", "        _qvar.reset(_qt)"]
    else:
        lines += ["    " + s for s in body]
    lines.append(f"    return {ret}")
    source = "\n".join(lines) + "\n"
    ns = dict(names.ns)
    code = compile(source, "<hybridlint compiled graph>", "exec")
    exec(code, ns)  # noqa: S102 -- our own generated source, built from the op table
    return source, ns["forward"], (slot_arrays or [])


# elements of the ufunc iterator's scratch buffer during a forward: numpy's 8192 makes
# every broadcasting in-place op (the bias add) allocate 32 KiB of float32 per call,
# a quarter of a 64x512 activation, for no speed gain on our same-dtype operations
UFUNC_BUFSIZE = 512


def _quiet_numpy():
    """numpy 2 keeps its floating-point error state in a context variable:
    setting it directly silences warnings for a forward at ~0.1 µs, where
    ``np.errstate`` costs ~1 µs a call (a fifth of a batch-1 MLP forward).
    The same state carries the ufunc buffer size (:data:`UFUNC_BUFSIZE`).
    Returns (variable, state), or None on numpy 1.x."""
    try:
        from numpy._core import _ufunc_config as cfg
        var = cfg._extobj_contextvar
    except (ImportError, AttributeError):
        return None
    with np.errstate(all="ignore"):
        np.setbufsize(UFUNC_BUFSIZE)     # undone with the errstate on leaving
        return var, var.get()


def _emit_kernel(n, ins, outs, c):
    kernel = n.op.subgraph_kernel if n.subgraphs else n.op.kernel
    if c.xp is np:      # generate() runs a numpy body with floating-point warnings off
        kernel = getattr(kernel, "quiet_inner", kernel)
    k = c(kernel)
    a = c.bind(f"_A{n.id}", n.attrs)
    nref = c.bind(f"_N{n.id}", n)
    args = ", ".join(ins)
    if n.subgraphs:
        g = c.bind(f"_G{n.id}", n.subgraphs)
        call = f"{k}(kctx, {a}, {g}{', ' if args else ''}{args})"
    else:
        call = f"{k}(kctx, {a}{', ' if args else ''}{args})"
    return ["try:",
            f"    _r = {call}",
            "except _GraphError:",
            "    raise",
            "except _errors as e:",
            f"    raise _node_error({nref}, [{args}{',' if len(ins) == 1 else ''}], e) from e",
            f"{', '.join(outs)}{',' if len(outs) == 1 else ''} = _arrs(_r, {len(outs)}, kctx)"]


def _arrays(res, n, kctx):
    outs = res if isinstance(res, (tuple, list)) else (res,)
    return [r if hasattr(r, "shape") and not isinstance(r, np.generic) else kctx.xp.asarray(r)
            for r in outs]


def _emit_out(cg, n, ins, out, temps, c, plan, lowering):
    v = (n.id, 0)
    dt = cg.dtypes[v]
    if n.kind == "fused":
        if c.xp is not np:
            kern = fused_kernel(c.xp, n.steps, dt, len(ins))
            if kern is not None:
                return [f"{c(kern, '_fk')}({', '.join(ins)}, {out})"]
        order, where, _, _ = fused_layout(n.steps)
        bufs = [out if w == "out" else temps[w] for w in where]
        lines = []
        for j in order:
            op, attrs, name, args = n.steps[j]
            a_names = [ins[i] if kind == "in" else bufs[i] for kind, i in args]
            lines.extend(cpu_form(op, attrs, dt)(a_names, bufs[j], c))
        return lines
    a = n.attrs
    if n.op.elementwise:
        return cpu_form(n.op, a, dt)(ins, out, c)
    mm = c(np.matmul)
    add = c(np.add)
    kind = lowering_kind(n.op)
    if kind == "dense":
        geo = n.op.lowering.plan(a, cg.shapes[n.inputs[0]])
        x = ins[0]
        rows, k = geo["rows"], geo["k"]
        if geo["reshape"] or v in plan.inplace:
            x = f"{x}.reshape({rows}, {k})"
        if v in plan.inplace:        # over its own input, a block of rows at a time
            bounds = lowering[n.id].row_blocks[0]
            if v in plan.descending:
                bounds = bounds[::-1]
            bnd = c.bind(f"_RB{n.id}", bounds)
            o2 = f"{out}.reshape({rows}, {geo['units']})"
            lines = [f"_x = {x}", f"_wt = {ins[1]}.T", f"_o = {o2}",
                     f"for _a, _b in {bnd}:",
                     f"    {mm}(_x[_a:_b], _wt, out=_o[_a:_b])"]
        elif lowering[n.id].form == "swapped" and c.xp is np and len(ins) == 3:
            t = temps[0]
            return [f"{mm}({ins[1]}, {x}.T, out={t})", f"{add}({t}.T, {ins[2]}, out={out})"]
        else:
            lines = [f"{mm}({x}, {ins[1]}.T, out={out})"]
        if len(ins) > 2:
            lines.append(f"{add}({out}, {ins[2]}, out={out})")
        return lines
    if kind == "matmul":
        geo = n.op.lowering.plan(a, cg.shapes[n.inputs[0]], cg.shapes[n.inputs[1]])
        lhs = f"{ins[0]}.T" if geo["transpose_a"] else ins[0]
        rhs = f"{ins[1]}.T" if geo["transpose_b"] else ins[1]
        return [f"{mm}({lhs}, {rhs}, out={out})"]
    if kind == "im2col" and lowering[n.id].form == "dense_map":
        return _emit_conv_dense_map(cg, n, ins, out, temps, c)
    if kind == "im2col" and lowering[n.id].form in ("taps", "saved_taps"):
        return _emit_conv_taps(cg, n, ins, out, temps, c, lowering[n.id].form == "saved_taps")
    if kind == "im2col" and lowering[n.id].form in ("phase", "saved_phase"):
        return _emit_conv_phase(cg, n, ins, out, temps, c, lowering[n.id].form == "saved_phase")
    if kind == "im2col" and lowering[n.id].form in ("channels_last", "saved_cl"):
        return _emit_conv_channels_last(cg, n, ins, out, temps, c, lowering[n.id].temps[1][0],
                                        lowering[n.id].form == "saved_cl")
    if kind == "im2col":
        saved = lowering[n.id].form == "saved_cols"
        geo = n.op.lowering.plan(a, cg.shapes[n.inputs[0]], cg.shapes[n.inputs[1]],
                                 channels_last=False)
        nb, ch, h, w = cg.shapes[n.inputs[0]]
        f = a.num_filter
        kh, kw = geo["k"]
        oh, ow = geo["out"]
        kk = ch * kh * kw
        lines = []
        src = ins[0]
        if saved:
            # the whole batch's columns, fresh: the backward's weight gradient reads them
            geo["chunk"] = nb
            cols = f"S{n.id}"
            lines.append(f"{cols} = _empty({(nb, ch, kh, kw, oh, ow)}, "
                         f"{c(np.dtype(dt), '_dt')})")
        else:
            geo["chunk"] = lowering[n.id].temps[-1][0][0]       # as lowered (cols buffer)
        if geo["padded"] is not None:
            ph, pw = geo["pad"]
            pbuf = temps[0]
            lines += [f"{pbuf}.fill(0)",
                      f"{pbuf}[:, :, {ph}:{ph + h}, {pw}:{pw + w}] = {src}"]
            src = pbuf
        if not saved:
            cols = temps[-1]
        if (fused.ENABLED and c.xp is np and np.dtype(dt) == np.float32
                and tuple(geo["stride"]) == (1, 1) and tuple(geo["dilate"]) == (1, 1)):
            # the window view's copy, compiled: numpy copies it a row of OW at a time
            copy = f"{c(fused.im2col_unit_stride)}({src}{{1}}, {{0}})"
        else:
            win = _window_fn(c.xp, (nb, ch) + tuple(cg.shapes[n.inputs[0]][2:])
                             if src == ins[0] else geo["padded"], dt, geo)
            if src in c.ns:          # a buffer made once (static_alloc): so is its window view
                wname = c.bind(f"_W{n.id}", win(c.ns[src]))
            else:
                wname = f"{c(win, '_win')}({src})"
            copy = f"{c(np.copyto)}({{}}, {wname}{{}})"
        wm = f"{ins[1]}.reshape({f}, {kk})"
        chunk = geo["chunk"]
        if chunk >= nb:
            lines += [copy.format(cols, ""),
                      (f"{mm}({wm}, {cols}.reshape({nb}, {kk}, {oh * ow}), "
                       f"out={out}.reshape({nb}, {f}, {oh * ow}))")]
        else:
            bounds = c.bind(f"_CH{n.id}", [(i, min(i + chunk, nb)) for i in range(0, nb, chunk)])
            lines += [f"_wm = {wm}",
                      f"_o = {out}.reshape({nb}, {f}, {oh * ow})",
                      f"for _a, _b in {bounds}:",
                      f"    _c = {cols}[:_b - _a]",
                      "    " + copy.format("_c", "[_a:_b]"),
                      f"    {mm}(_wm, _c.reshape(_b - _a, {kk}, {oh * ow}), out=_o[_a:_b])"]
        if len(ins) > 2:
            lines.append(f"{add}({out}, {ins[2]}.reshape(1, {f}, 1, 1), out={out})")
        return lines
    if kind == "window_reduce":
        geo = n.op.lowering.plan(a, cg.shapes[n.inputs[0]],
                                 phases=lowering[n.id].form == "phases")
        nb, ch, h, w = cg.shapes[n.inputs[0]]
        if geo["global"]:
            red = c(np.max if a.pool_type == "max" else np.sum)
            lines = [f"{red}({ins[0]}, axis=(2, 3), keepdims=True, out={out})"]
            count = h * w
        else:
            # one ufunc per window offset over strided views: numpy reduces a 6-D
            # reshape over two non-adjacent axes ~30x slower than this
            kh, kw = geo["k"]
            sh, sw = geo["stride"]
            oh, ow = geo["out"]
            comb = c(np.maximum if a.pool_type == "max" else np.add)
            src = ins[0]
            lines = []
            if geo.get("phases"):
                return _emit_pool_phases(geo, ins[0], out, temps, comb, c, dt,
                                         cg.shapes[n.inputs[0]])
            if geo.get("padded"):
                # the kernel's padding (its fill: the dtype's lowest value, so a padded
                # element never beats a real one) in a plan buffer instead of xp.pad's
                # fresh array and ~30 us of Python
                (ph, pw), src = geo["pad"], temps[0]
                fill = c(np.asarray(np.finfo(dt).min, dtype=dt)[()], "_c")
                lines = [f"{src}.fill({fill})",
                         f"{c(np.copyto)}({src}[:, :, {ph}:{ph + h}, {pw}:{pw + w}], {ins[0]})"]
            views = [f"{src}[:, :, {i}:{i + sh * (oh - 1) + 1}:{sh}, "
                     f"{j}:{j + sw * (ow - 1) + 1}:{sw}]" for i in range(kh) for j in range(kw)]
            if (a.pool_type == "max" and (kh, kw, sh, sw) == (2, 2, 2, 2) and not lines
                    and fused.ENABLED and c.xp is np and np.dtype(dt) == np.float32):
                # the same fold in one compiled pass (LeNet's pools)
                lines = [f"{c(fused.max_pool_2x2)}({src}, {out})"]
            elif len(views) == 1:
                lines += [f"{c(np.copyto)}({out}, {views[0]})"]
            else:
                lines += [f"{comb}({views[0]}, {views[1]}, out={out})"]
                lines += [f"{comb}({out}, {v}, out={out})" for v in views[2:]]
            count = kh * kw
        if a.pool_type == "avg":
            div = c(np.asarray(count, dtype=dt)[()], "_c")
            lines.append(f"{c(np.divide)}({out}, {div}, out={out})")
        return lines
    raise AssertionError(f"no generated form for {n.op.name}")  # lower() never asks for one


def _emit_pool_phases(geo, x, out, temps, comb, c, dt, shape):
    """A max pooling whose windows overlap or overhang, on its input's stride phases
    (``nn_conv.pool_phases``): the input split into the phase buffer (fill: the dtype's
    lowest value, as the kernel pads), the fold over the taps as one flat slice each
    into the run buffer, laid out as the phases' planes, and the output its first
    ``oh`` x ``ow`` of each plane.  The same maxima of the same elements in the same tap
    order as the strided views' fold."""
    ph, run = temps
    nb, ch = shape[:2]
    ph_geo = geo["phases"]
    (hq, wq), size = ph_geo["grid"], ph_geo["run"][0]
    oh, ow = geo["out"]
    fill = c(np.asarray(np.finfo(dt).min, dtype=dt)[()], "_c")
    lines = [f"{c(ph_geo['split'], '_sp')}({ph}, {x}, {geo['stride']}, {ph_geo['lead']}, {fill})",
             f"_f = {ph}.reshape({geo['stride'][0]}, {geo['stride'][1]}, -1)"]
    for t, (a, b, i, j) in enumerate(ph_geo["taps"]):
        o = i * wq + j
        tap = f"_f[{a}, {b}, {o}:{o + size}]"
        lines.append(f"{c(np.copyto)}({run}, {tap})" if t == 0
                     else f"{comb}({run}, {tap}, out={run})")
    lines.append(f"{c(np.copyto)}({out}, {run}.reshape({(nb, ch, hq, wq)})[:, :, :{oh}, :{ow}])")
    return lines


def _emit_conv_phase(cg, n, ins, out, temps, c, saved):
    """2-D convolution with column stride s on the input's column phases (nn_conv's
    ``_phase_weight_grad_2d`` has the algebra): the padded input's rows
    R (N, C*kh*s, OH*U) copied once, the weight as (M*F, C*kh*s) with kernel column
    j = s*m + p at (m, p) (zero where s*m + p >= kw), one product per image
    P[n] (M*F, OH*U) = W @ R[n], and out[n, f, y, x] = sum over m of
    P[n, m, f, y, x + m] (M shifted adds).  ``saved``: the rows are a fresh array
    ``S{id}`` the training backward reads (weight gradient)."""
    nb, ch, h, w = cg.shapes[n.inputs[0]]
    geo = n.op.lowering.plan(n.attrs, (nb, ch, h, w), cg.shapes[n.inputs[1]], phases=True)
    f = n.attrs.num_filter
    (kh, kw), (oh, ow) = geo["k"], geo["out"]
    s, shifts = geo["stride"][1], geo["shifts"]
    width = geo["xpad"][3] // s
    xpad, wpad, wm, prod, ot = temps[:5]
    if saved:
        rows = f"S{n.id}"
        lines = [f"{rows} = _empty({geo['rows']}, {c(np.dtype(cg.dtypes[(n.id, 0)]), '_dt')})"]
    else:
        rows = temps[5]
        lines = []
    cp = c(np.copyto)
    rshape = (nb, ch, kh, s, oh, width)
    # One product per image, each a (M*F, OH*U) tile, rather than one (F*M, N*OH*U)
    # product: the same sums (each output is the same K-long dot product), 378 -> 250 us
    # for the stem alone (1 thread; the whole product's 1.2 MB output leaves the cache).
    # The M shifted adds then run over an image's whole (F, OH, U) block flat: shift m of
    # position t reads t + m, which for a column x < OW stays in its row (U - OW >= M-1,
    # see nn_conv's phase_weight_grad), so the columns past OW take the junk, each add is
    # one run an image, and the result is already (N, F, OH, U): the output is its first
    # OW columns, no transposing copy (the stem's product, adds and copy 437 -> 311 us).
    block = f * oh * width
    run = block - (shifts - 1)
    copy_rows, xp_ = geo["copy_rows"], c.xp

    def rows_from(buf, x_, xpad_):
        # (the padded input's buffer is the scratch its phases are split into)
        copy_rows(xp_, buf, x_, xpad_ if xpad_.flags.c_contiguous else xp_.empty_like(xpad_))

    lines.append(f"{c(rows_from, '_cr')}({rows}.reshape({rshape}), {ins[0]}, {xpad})")
    mm, k_all = c(np.matmul), ch * kh * s
    if kw == s * (shifts - 1) + 1:
        # The last shift's kernel column is its phase 0 alone (an odd kw, s = 2: the
        # stem's 7 = 2*3 + 1), so its F rows of the product take phase 0's C*kh rows, a
        # plain matrix of row stride s*OH*U, not the s-times wider K whose other phases
        # meet zeros: the stem's product 13.0M -> 11.4M multiply-adds (1 thread, in-process
        # A/B: the product ~280 -> ~267 us, the compiled stem call 422-438 -> 402-416;
        # sums over fewer zero terms, so not the bits of the full K).
        lead = (shifts - 1) * f
        lines += [f"_w = {wm}.reshape({shifts}, {f * k_all})",
                  f"{cp}(_w[:{shifts - 1}].reshape({(shifts - 1, f, ch, kh, s)}), "
                  f"{ins[1]}[..., :{s * (shifts - 1)}].reshape({(f, ch, kh, shifts - 1, s)})"
                  f".transpose(3, 0, 1, 2, 4))",
                  f"{cp}(_w[{shifts - 1}, :{f * ch * kh}].reshape({(f, ch, kh)}), "
                  f"{ins[1]}[..., {kw - 1}])",
                  f"_r = {rows}.reshape({(nb, ch * kh, s * oh * width)})",
                  f"_q = {prod}.reshape({(nb, shifts * f, oh * width)})",
                  f"{mm}(_w[:{shifts - 1}].reshape({lead}, {k_all}), "
                  f"_r.reshape({(nb, k_all, oh * width)}), out=_q[:, :{lead}])",
                  f"{mm}(_w[{shifts - 1}, :{f * ch * kh}].reshape({f}, {ch * kh}), "
                  f"_r[:, :, :{oh * width}], out=_q[:, {lead}:])"]
    else:
        lines += [f"{wpad}.fill(0)",
                  f"{cp}({wpad}[..., :{kw}], {ins[1]})",
                  f"{cp}({wm}, {wpad}.reshape({(f, ch, kh, shifts, s)}).transpose(3, 0, 1, 2, 4))",
                  f"{mm}({wm}.reshape({shifts * f}, {k_all}), "
                  f"{rows}.reshape({(nb, k_all, oh * width)}), out={prod})"]
    lines += [f"_p = {prod}.reshape({(nb, shifts, block)})",
              f"_o = {ot}.reshape({(nb, block)})[:, :{run}]",
              f"{c(np.add)}(_p[:, 0, 0:{run}], _p[:, 1, 1:{run + 1}], out=_o)"]
    lines += [f"{c(np.add)}(_o, _p[:, {m}, {m}:{m + run}], out=_o)" for m in range(2, shifts)]
    lines.append(f"{cp}({out}, {ot}[..., :{ow}])")
    if len(ins) > 2:
        lines.append(f"{c(np.add)}({out}, {ins[2]}.reshape(1, {f}, 1, 1), out={out})")
    return lines


def _emit_conv_taps(cg, n, ins, out, temps, c, saved):
    """The phase form's convolutions (few channels, column stride >= 2: ResNet's stem) as one
    compiled call where numba is on (float32), ``fused.conv_taps_forward``: each image split
    into its stride phases, then every output straight from it (layout in
    ``nn_conv.taps_geometry``) -- no phase rows copied (408k values for the slim ResNet's
    stem), no product, shifted adds or copy out.  ``saved``: the split input is a fresh
    array ``S{id}`` the training backward reads (weight gradient,
    ``fused.conv_taps_weight_grad``)."""
    nb, ch, h, w = cg.shapes[n.inputs[0]]
    geo = n.op.lowering.plan(n.attrs, (nb, ch, h, w), cg.shapes[n.inputs[1]], phases=True)
    tg = (geo.get("unit_taps") or geo["taps"])()
    f = n.attrs.num_filter
    oe = temps[0]
    if saved:
        xf = f"S{n.id}"
        dt = c(np.dtype(cg.dtypes[(n.id, 0)]), "_dt")
        lines = [f"{xf} = _empty({(nb, tg['image'])}, {dt})"]
    else:
        xf = temps[1]
        lines = []
    (sh, sw), (ph, pw) = geo["stride"], geo["pad"]
    offsets = c.bind(f"_TO{n.id}", tg["offsets"])
    lines.append(f"{c(fused.conv_taps_forward)}({ins[0]}, {sh}, {sw}, {ph}, {pw}, {tg['hq']}, "
                 f"{tg['width']}, {xf}, {ins[1]}.reshape({f}, {tg['taps']}), {offsets}, {oe}, "
                 f"{out})")
    if len(ins) > 2:
        lines.append(f"{c(np.add)}({out}, {ins[2]}.reshape(1, {f}, 1, 1), out={out})")
    return lines


def _emit_conv_dense_map(cg, n, ins, out, temps, c):
    """2-D convolution of a small input through its dense matrix: the weight and one
    zero copied into ``wz``, gathered into M^T (C*Q, F*P) (unconnected pairs read the
    zero), and one product (N, C*Q) @ M^T, which is the output (N, F, OH, OW).  Where
    every pair is joined by a tap the gather reads the weight itself (no ``wz``)."""
    nb, ch, h, w = cg.shapes[n.inputs[0]]
    geo = n.op.lowering.plan(n.attrs, (nb, ch, h, w), cg.shapes[n.inputs[1]], dense=True)
    f = n.attrs.num_filter
    oh, ow = geo["out"]
    size = geo["wz"][0] - 1
    idx = c.bind(f"_IX{n.id}", geo["index"]() if c.xp is np else c.xp.asarray(geo["index"]()))
    if geo["tapped"]:
        m, = temps
        lines = [f"{c(np.take)}({ins[1]}.reshape({size}), {idx}, out={m}, mode='clip')"]
    else:
        wz, m = temps
        lines = [f"{c(np.copyto)}({wz}[:{size}], {ins[1]}.reshape({size}))",
                 f"{wz}[{size}:].fill(0)",
                 f"{c(np.take)}({wz}, {idx}, out={m}, mode='clip')"]
    lines.append(f"{c(np.matmul)}({ins[0]}.reshape({nb}, {ch * h * w}), {m}, "
                 f"out={out}.reshape({nb}, {f * oh * ow}))")
    if len(ins) > 2:
        lines.append(f"{c(np.add)}({out}, {ins[2]}.reshape(1, {f}, 1, 1), out={out})")
    return lines


def _emit_conv_channels_last(cg, n, ins, out, temps, c, xcl_shape, saved=False):
    """2-D convolution on channels-last columns: the weight as (kh*kw*C, F), each
    chunk of images padded into (m, Hp, Wp, C), its windows copied into
    (m, OH, OW, kh, kw, C) columns (inner runs along the channels), one matmul into
    (m*OH*OW, F), then one transposing pass into the output that adds the bias.
    ``saved`` (``form="saved_cl"``, the training forward): the columns go into a
    fresh (N, OH, OW, kh, kw, C) array ``S<id>`` per call, returned for the
    backward's weight gradient, instead of a reused chunk buffer."""
    nb, ch, h, w = cg.shapes[n.inputs[0]]
    a = n.attrs
    f = a.num_filter
    if saved:
        wk, xcl, ocl = temps
    else:
        wk, xcl, cols, ocl = temps
    chunk, hp, wp, _ = xcl_shape
    geo = n.op.lowering.plan(a, (nb, ch, h, w), cg.shapes[n.inputs[1]])
    k, stride, dilate, pad, (oh, ow) = (geo["k"], geo["stride"], geo["dilate"], geo["pad"],
                                       geo["out"])
    kk = k[0] * k[1] * ch
    dt = cg.dtypes[(n.id, 0)]
    if (fused.ENABLED and c.xp is np and np.dtype(dt) == np.float32
            and tuple(dilate) == (1, 1) and oh * ow >= CL_KERNEL_MIN_POSITIONS):
        # the window view's copy, compiled: every window row is one run in both arrays
        copy = f"{c(fused.im2col_channels_last)}(_xc, _cc, {stride[0]}, {stride[1]})"
    else:
        win = c(_cl_window_fn(c.xp, (hp, wp, ch), dt, k, stride, dilate, (oh, ow)), "_win")
        copy = f"{c(np.copyto)}(_cc, {win}(_xc))"
    cp, mm = c(np.copyto), c(np.matmul)
    lines = [f"{cp}({wk}.reshape({k[0]}, {k[1]}, {ch}, {f}), {ins[1]}.transpose(2, 3, 1, 0))"]
    if saved:
        cols = f"S{n.id}"
        lines.append(f"{cols} = _empty({(nb, oh, ow, k[0], k[1], ch)}, "
                     f"{c(np.dtype(dt), '_dt')})")
    if any(pad):
        lines.append(f"{xcl}.fill(0)")
    ph, pw = pad
    inner = [f"{cp}(_xc[:, {ph}:{ph + h}, {pw}:{pw + w}], _x.transpose(0, 2, 3, 1))",
             f"_cc = {cols}[_a:_b]" if saved and chunk < nb else
             f"_cc = {cols}" if saved else f"_cc = {cols}[:_m]",
             copy,
             f"_oc = {ocl}[:_m * {oh * ow}]",
             f"{mm}(_cc.reshape(_m * {oh * ow}, {kk}), {wk}, out=_oc)"]
    back = f"_oc.reshape(_m, {oh}, {ow}, {f}).transpose(0, 3, 1, 2)"
    if len(ins) > 2:
        # the bias added on the way into the output: one pass over the values fewer, the
        # same sums
        inner.append(f"{c(np.add)}({back}, {ins[2]}.reshape(1, {f}, 1, 1), out=_o)")
    else:
        inner.append(f"{cp}(_o, {back})")
    if chunk >= nb:
        lines += [f"_m = {nb}", f"_x = {ins[0]}", f"_xc = {xcl}", f"_o = {out}"] + inner
    else:
        bounds = c.bind(f"_CH{n.id}", [(i, min(i + chunk, nb)) for i in range(0, nb, chunk)])
        lines += [f"for _a, _b in {bounds}:",
                  "    _m = _b - _a",
                  f"    _x = {ins[0]}[_a:_b]",
                  f"    _xc = {xcl}[:_m]",
                  f"    _o = {out}[_a:_b]"] + ["    " + s for s in inner]
    return lines


def _cl_window_fn(xp, shape, dtype, k, stride, dilate, out):
    """``win(xc)``: the (m, OH, OW, kh, kw, C) view of every window of a C-contiguous
    channels-last ``xc`` of shape (m, *shape)."""
    hp, wp, ch = shape
    item = np.dtype(dtype).itemsize
    s_n, s_h, s_w = hp * wp * ch * item, wp * ch * item, ch * item
    (kh, kw), (sh, sw), (dh, dw), (oh, ow) = k, stride, dilate, out

    strides = (s_n, sh * s_h, sw * s_w, dh * s_h, dw * s_w, item)
    if xp is np:
        def win(x):        # (the ndarray constructor: well under a microsecond, see below)
            return np.ndarray((x.shape[0], oh, ow, kh, kw, ch), dtype, buffer=x,
                              strides=strides)
    else:
        def win(x):
            return xp.lib.stride_tricks.as_strided(
                x, shape=(x.shape[0], oh, ow, kh, kw, ch), strides=strides)
    return win


def _window_fn(xp, shape, dtype, geo):
    """``win(x)``: the (N, C, kh, kw, OH, OW) view of every convolution window of a
    C-contiguous ``x`` of ``shape`` -- im2col is then one copy of this view.
    Built from strides directly: ``sliding_window_view`` costs ~10 us of Python
    per call, the ndarray constructor well under one."""
    n, ch, h, w = shape
    item = np.dtype(dtype).itemsize
    s_n, s_c, s_h, s_w = ch * h * w * item, h * w * item, w * item, item
    (kh, kw), (oh, ow) = geo["k"], geo["out"]
    (sh, sw), (dh, dw) = geo["stride"], geo["dilate"]
    vshape = (n, ch, kh, kw, oh, ow)
    vstrides = (s_n, s_c, dh * s_h, dw * s_w, sh * s_h, sw * s_w)
    if xp is np:
        def win(x):
            if not x.flags.c_contiguous:
                x = np.ascontiguousarray(x)
            return np.ndarray(vshape, dtype, buffer=x, strides=vstrides)
    else:
        def win(x):
            x = xp.ascontiguousarray(x)
            return xp.lib.stride_tricks.as_strided(x, shape=vshape, strides=vstrides)
    return win
