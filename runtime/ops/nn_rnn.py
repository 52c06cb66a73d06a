"""The fused RNN op (rnn_relu, rnn_tanh, lstm, gru) that Gluon's rnn.RNN/LSTM/GRU
layers call, and ``_rnn_param_concat`` with which they pack its parameters.

Parameters arrive as one flat vector in MXNet's (cuDNN's) order: every
weight first -- per layer, per direction: i2h (G*H, in), h2h (G*H, H or P),
with LSTMP also h2r (P, H) -- then every bias -- per layer, per direction:
i2h (G*H), h2h (G*H).  Gates: LSTM i, f, g, o; GRU r, z, n.
"""
from __future__ import annotations

import numpy as np

from ..registry import (
    VARIADIC,
    Attr,
    Bool,
    Float,
    Int,
    Op,
    OpError,
    OptFloat,
    OptInt,
    Str,
    register,
)
from .grad_util import first_out_grad
from .nn_util import compute_dtype, prod, quiet

_GATES = {"rnn_relu": 1, "rnn_tanh": 1, "lstm": 4, "gru": 3}


def _dims(a):
    if a.state_size < 1 or a.num_layers < 1:
        raise OpError(f"RNN: state_size={a.state_size} and num_layers={a.num_layers} must be >= 1")
    if a.projection_size is not None and a.mode != "lstm":
        raise OpError("RNN: projection_size is only supported with mode='lstm'")
    dirs = 2 if a.bidirectional else 1
    hidden = a.state_size
    out_h = a.projection_size or hidden
    return dirs, hidden, out_h, _GATES[a.mode]


def _param_layout(a, input_size: int):
    """[(kind, layer, direction, shape)] in the flat vector's order."""
    dirs, hidden, out_h, gates = _dims(a)
    weights, biases = [], []
    for layer in range(a.num_layers):
        in_size = input_size if layer == 0 else dirs * out_h
        for d in range(dirs):
            weights.append(("i2h", layer, d, (gates * hidden, in_size)))
            weights.append(("h2h", layer, d, (gates * hidden, out_h)))
            if a.projection_size is not None:
                weights.append(("h2r", layer, d, (out_h, hidden)))
            biases.append(("b_i2h", layer, d, (gates * hidden,)))
            biases.append(("b_h2h", layer, d, (gates * hidden,)))
    return weights + biases


def _param_size(a, input_size: int) -> int:
    return sum(prod(shape) for *_, shape in _param_layout(a, input_size))


def _rnn_outputs(a) -> int:
    if not a.state_outputs:
        return 1
    return 3 if a.mode == "lstm" else 2


def _rnn_inputs(a):
    names = ["data", "parameters", "state"]
    if a.mode == "lstm":
        names.append("state_cell")
    if a.use_sequence_length:
        names.append("sequence_length")
    return tuple(names)


def _rnn_shape(a, data, *rest):
    if len(data) != 3:
        raise OpError(f"RNN: data must be 3-D (seq_len, batch, features) -- layout TNC; got "
                      f"{tuple(data)}")
    dirs, hidden, out_h, _ = _dims(a)
    seq, batch, _feat = data
    out = (seq, batch, dirs * out_h)
    if not a.state_outputs:
        return out
    states = [out, (a.num_layers * dirs, batch, out_h)]
    if a.mode == "lstm":
        states.append((a.num_layers * dirs, batch, hidden))
    return states


def _rnn_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    data = shapes[0]
    if data is None or len(data) != 3:
        return shapes
    dirs, hidden, out_h, _ = _dims(a)
    if data[2]:
        shapes[1] = (_param_size(a, data[2]),)
    shapes[2] = (a.num_layers * dirs, data[1], out_h)
    if a.mode == "lstm" and len(shapes) > 3:
        shapes[3] = (a.num_layers * dirs, data[1], hidden)
    if a.use_sequence_length:
        shapes[-1] = (data[1],)
    return shapes


def _unpack(a, flat, input_size):
    layout = _param_layout(a, input_size)
    want = _param_size(a, input_size)
    if flat.ndim != 1 or flat.shape[0] != want:
        raise OpError(f"RNN: parameters has shape {tuple(flat.shape)}, but mode={a.mode!r} with "
                      f"{input_size} input features, state_size={a.state_size}, "
                      f"num_layers={a.num_layers}, bidirectional={a.bidirectional} needs ({want},)")
    out, pos = {}, 0
    for kind, layer, d, shape in layout:
        n = prod(shape)
        out[(kind, layer, d)] = flat[pos:pos + n].reshape(shape)
        pos += n
    return out


def _sigmoid(xp, x):
    e = xp.exp(-xp.abs(x))
    return xp.where(x >= 0, 1 / (1 + e), e / (1 + e))


def _run_direction(xp, a, xs, p, layer, d, h, c):
    """One layer, one direction, forward in time over xs (T, N, in); the caller
    reverses the sequence for the backward direction."""
    seq = xs.shape[0]
    w_i2h, w_h2h = p[("i2h", layer, d)], p[("h2h", layer, d)]
    b_i2h, b_h2h = p[("b_i2h", layer, d)], p[("b_h2h", layer, d)]
    w_h2r = p.get(("h2r", layer, d))
    pre = xp.matmul(xs, w_i2h.T) + b_i2h        # every step's input term at once
    hidden = a.state_size
    outs = []
    for t in range(seq):
        rec = xp.matmul(h, w_h2h.T) + b_h2h
        g = pre[t]
        if a.mode == "lstm":
            i = _sigmoid(xp, g[:, :hidden] + rec[:, :hidden])
            f = _sigmoid(xp, g[:, hidden:2 * hidden] + rec[:, hidden:2 * hidden])
            cand = xp.tanh(g[:, 2 * hidden:3 * hidden] + rec[:, 2 * hidden:3 * hidden])
            o = _sigmoid(xp, g[:, 3 * hidden:] + rec[:, 3 * hidden:])
            c_new = f * c + i * cand
            if _clips(xp, a):
                c_new = xp.clip(c_new, *_clip_bounds(xp, a))
            h_new = o * xp.tanh(c_new)
            if w_h2r is not None:
                h_new = xp.matmul(h_new, w_h2r.T)
        elif a.mode == "gru":
            r = _sigmoid(xp, g[:, :hidden] + rec[:, :hidden])
            z = _sigmoid(xp, g[:, hidden:2 * hidden] + rec[:, hidden:2 * hidden])
            n = xp.tanh(g[:, 2 * hidden:] + r * rec[:, 2 * hidden:])
            h_new = (1 - z) * n + z * h
            c_new = c
        else:
            total = g + rec
            h_new = xp.maximum(total, 0) if a.mode == "rnn_relu" else xp.tanh(total)
            c_new = c
        h, c = h_new, c_new
        outs.append(h_new)
    return xp.stack(outs), h, c


def _reverse_index(xp, seq, batch):
    """Time index that reverses the sequence; it is its own inverse, so the same gather
    turns the outputs back."""
    t = xp.arange(seq).reshape(-1, 1)
    return xp.broadcast_to(seq - 1 - t, (seq, batch))


def _check_lengths(lengths, batch):
    """MXNet 1.9.1's CPU kernel reads nothing of ``sequence_length`` but its shape: every
    sequence runs to the end (cuDNN masks instead; measured: outputs equal the run without
    lengths), and the runtime computes what MXNet on the CPU computes."""
    if lengths is not None and tuple(lengths.shape) != (batch,):
        raise OpError(f"RNN: sequence_length shape {tuple(lengths.shape)} should be ({batch},)")


@quiet
def _rnn_kernel(ctx, a, data, params, state, *rest):
    xp = ctx.xp
    rest = list(rest)
    state_cell = rest.pop(0) if a.mode == "lstm" else None
    lengths = rest.pop(0) if a.use_sequence_length else None
    _rnn_shape(a, data.shape)
    dirs, hidden, out_h, _ = _dims(a)
    seq, batch, feat = data.shape
    if seq < 1:
        raise OpError(f"RNN: the sequence is empty (data shape {tuple(data.shape)}); "
                      f"seq_len must be >= 1")
    want_state = (a.num_layers * dirs, batch, out_h)
    if tuple(state.shape) != want_state:
        raise OpError(f"RNN: state shape {tuple(state.shape)} should be "
                      f"(num_layers*directions, batch, hidden) = {want_state}")
    if state_cell is not None and tuple(state_cell.shape) != want_state[:2] + (hidden,):
        raise OpError(f"RNN: state_cell shape {tuple(state_cell.shape)} should be "
                      f"{want_state[:2] + (hidden,)}")
    if a.projection_size is not None and xp is np and (ctx.is_train or ctx.recording):
        # MXNet 1.9.1's CPU build refuses in the forward, in training mode or while recording
        # (measured: eager, hybridized and an Executor bound with gradients; float32 and
        # float64); cuDNN trains it, and so does the runtime on the GPU
        raise OpError("No training support for LSTM with projection on CPU currently.")
    work = compute_dtype(xp, data.dtype)
    p = {k: v.astype(work, copy=False) for k, v in _unpack(a, params, feat).items()}
    _check_lengths(lengths, batch)
    cols = xp.arange(batch).reshape(1, -1)
    rev = _reverse_index(xp, seq, batch) if dirs == 2 else None
    xs = data.astype(work, copy=False)
    hs, cs, masks = [], [], []
    for layer in range(a.num_layers):
        outs = []
        for d in range(dirs):
            k = layer * dirs + d
            h0 = state[k].astype(work, copy=False)
            c0 = state_cell[k].astype(work, copy=False) if state_cell is not None else None
            seq_in = xs if d == 0 else xs[rev, cols]
            o, h, c = _run_direction(xp, a, seq_in, p, layer, d, h0, c0)
            outs.append(o if d == 0 else o[rev, cols])
            hs.append(h)
            cs.append(c)
        xs = outs[0] if dirs == 1 else xp.concatenate(outs, axis=2)
        if _drops(ctx, a) and layer < a.num_layers - 1:
            # dropout between stacked layers, never after the last, only while training, as
            # in cuDNN and MXNet's native CPU kernel (measured in MXNet 1.9.1 with
            # MXNET_USE_MKLDNN_RNN=0: kept elements scaled by 1/(1-p), one draw per element)
            rng = ctx.rng if ctx.rng is not None else xp.random.default_rng()
            keep = rng.random(xs.shape, dtype=xp.float32) >= a.p
            masks.append(keep)
            xs = _drop(xp, a, xs, keep)
    # the gradient rule of this call cannot draw the masks again: they go with the call
    # (MXNet keeps them in the op's reserve space)
    ctx.saved = tuple(masks) if masks else None
    out = xs.astype(data.dtype, copy=False)
    if not a.state_outputs:
        return out
    result = [out, xp.stack(hs).astype(data.dtype, copy=False)]
    if a.mode == "lstm":
        result.append(xp.stack(cs).astype(data.dtype, copy=False))
    return tuple(result)


def _drops(ctx, a) -> bool:
    return ctx.is_train and a.p > 0 and a.num_layers > 1


def _drop(xp, a, xs, keep):
    """Dropout with a drawn mask; its own derivative too, applied to the gradient of its
    output (the same mask and scale: ``d(x * k / (1 - p)) = k / (1 - p)``)."""
    return xs * keep.astype(xs.dtype) / (1 - a.p)


# --------------------------------------------------------------------------
# RNN gradient: backpropagation through time, layer by layer from the top,
# each direction replaying its forward steps (kept from a re-run) in reverse
# --------------------------------------------------------------------------

def _clips(xp, a):
    # MXNet 1.9.1's CPU kernels take lstm_state_clip_min/max and leave the cell state as it
    # is, forward and backward (measured: same outputs and gradients with and without the
    # bounds); the clipping stays on the GPU, where MXNet's docs give the bounds to cuDNN
    # (not measured here: no GPU build of MXNet at hand)
    return xp is not np and (a.lstm_state_clip_min is not None or
                             a.lstm_state_clip_max is not None)


def _clip_bounds(xp, a):
    if not _clips(xp, a):
        return -xp.inf, xp.inf
    lo = -xp.inf if a.lstm_state_clip_min is None else a.lstm_state_clip_min
    hi = xp.inf if a.lstm_state_clip_max is None else a.lstm_state_clip_max
    return lo, hi


def _cell(xp, a, g, rec, h, c, hid, w_h2r):
    """One step: (h_new, c_new, saved values for the backward step)."""
    if a.mode == "lstm":
        i = _sigmoid(xp, g[:, :hid] + rec[:, :hid])
        f = _sigmoid(xp, g[:, hid:2 * hid] + rec[:, hid:2 * hid])
        cand = xp.tanh(g[:, 2 * hid:3 * hid] + rec[:, 2 * hid:3 * hid])
        o = _sigmoid(xp, g[:, 3 * hid:] + rec[:, 3 * hid:])
        c_raw = f * c + i * cand
        lo, hi = _clip_bounds(xp, a)
        c_new = xp.clip(c_raw, lo, hi)
        tc = xp.tanh(c_new)
        hc = o * tc
        h_new = xp.matmul(hc, w_h2r.T) if w_h2r is not None else hc
        return h_new, c_new, (i, f, cand, o, c_raw, tc, hc)
    if a.mode == "gru":
        r = _sigmoid(xp, g[:, :hid] + rec[:, :hid])
        z = _sigmoid(xp, g[:, hid:2 * hid] + rec[:, hid:2 * hid])
        n = xp.tanh(g[:, 2 * hid:] + r * rec[:, 2 * hid:])
        return (1 - z) * n + z * h, c, (r, z, n, rec[:, 2 * hid:])
    total = g + rec
    h_new = xp.maximum(total, 0) if a.mode == "rnn_relu" else xp.tanh(total)
    return h_new, c, (total, h_new)


def _cell_back(xp, a, saved, dh, dc, h, c, w_h2r, grads, key):
    """(d gate pre-activations from the input, from the recurrence, d h_prev
    directly, d c_prev) of one step, given d h_new and d c_new."""
    if a.mode == "lstm":
        i, f, cand, o, c_raw, tc, hc = saved
        if w_h2r is not None:
            grads[("h2r",) + key] += xp.matmul(dh.T, hc)
            dh = xp.matmul(dh, w_h2r)
        lo, hi = _clip_bounds(xp, a)
        dc_new = dc + dh * o * (1 - tc * tc)
        dc_raw = xp.where((c_raw >= lo) & (c_raw <= hi), dc_new, 0)
        dz = xp.concatenate([dc_raw * cand * i * (1 - i), dc_raw * c * f * (1 - f),
                             dc_raw * i * (1 - cand * cand), dh * tc * o * (1 - o)], axis=1)
        return dz, dz, 0, dc_raw * f
    if a.mode == "gru":
        r, z, n, rn = saved
        dn = dh * (1 - z) * (1 - n * n)
        dzr = dn * rn * r * (1 - r)
        dzz = dh * (h - n) * z * (1 - z)
        return (xp.concatenate([dzr, dzz, dn], axis=1),
                xp.concatenate([dzr, dzz, dn * r], axis=1), dh * z, dc)
    total, h_new = saved
    dt = dh * (total > 0) if a.mode == "rnn_relu" else dh * (1 - h_new * h_new)
    return dt, dt, 0, dc


def _direction_grad(xp, a, xs, p, layer, d, h0, c0, g_out, dh, dc, grads):
    """BPTT through one layer/direction: returns d xs, d h0, d c0 and adds the
    weight gradients into ``grads``."""
    w_h2h, b_h2h = p[("h2h", layer, d)], p[("b_h2h", layer, d)]
    w_h2r = p.get(("h2r", layer, d))
    pre = xp.matmul(xs, p[("i2h", layer, d)].T) + p[("b_i2h", layer, d)]
    hid = a.state_size
    seq = xs.shape[0]
    # replay the forward recursion of _run_direction, keeping each step's values
    steps = []
    h, c = h0, c0
    for t in range(seq):
        rec = xp.matmul(h, w_h2h.T) + b_h2h
        h_new, c_new, saved = _cell(xp, a, pre[t], rec, h, c, hid, w_h2r)
        steps.append((h, c, saved))
        h, c = h_new, c_new
    key = (layer, d)
    dpre = xp.zeros_like(pre)
    for t in range(seq - 1, -1, -1):
        h, c, saved = steps[t]
        dz_in, dz_rec, dh_direct, dc_prev = _cell_back(xp, a, saved, g_out[t] + dh, dc, h, c,
                                                       w_h2r, grads, key)
        dpre[t] = dz_in
        grads[("h2h",) + key] += xp.matmul(dz_rec.T, h)
        grads[("b_h2h",) + key] += dz_rec.sum(axis=0)
        dh = xp.matmul(dz_rec, w_h2h) + dh_direct
        dc = dc_prev
    flat_pre = dpre.reshape(-1, dpre.shape[-1])
    grads[("i2h",) + key] += xp.matmul(flat_pre.T, xs.reshape(-1, xs.shape[-1]))
    grads[("b_i2h",) + key] += flat_pre.sum(axis=0)
    return xp.matmul(dpre, p[("i2h", layer, d)]), dh, dc


def _rnn_grad(ctx, a, inputs, outputs, out_grads):
    """Exact gradients for every mode, direction, layer count, projection,
    state clipping (zero gradient where the cell state was clipped),
    sequence_length and dropout between layers while training (through the
    masks the forward of this call drew, which it left in ``ctx.saved``)."""
    xp = ctx.xp
    data, params, state = inputs[0], inputs[1], inputs[2]
    rest = list(inputs[3:])
    state_cell = rest.pop(0) if a.mode == "lstm" else None
    lengths = rest.pop(0) if a.use_sequence_length else None
    masks = ctx.saved if _drops(ctx, a) else None
    if _drops(ctx, a) and (masks is None or len(masks) != a.num_layers - 1):
        raise OpError("RNN: the gradient with dropout between layers (p > 0 while training) "
                      "needs the masks its forward drew, and this call's forward kept none "
                      "(a caller that does not hand the kernel's ctx.saved to the rule)")
    dirs, hidden, out_h, _ = _dims(a)
    seq, batch, feat = data.shape
    work = compute_dtype(xp, data.dtype)
    p = {k: v.astype(work, copy=False) for k, v in _unpack(a, params, feat).items()}
    grads = {k: xp.zeros(v.shape, dtype=work) for k, v in p.items()}
    g = [None if o is None else o.astype(work) for o in out_grads]
    g = g + [None] * (3 - len(g))
    g_out = g[0] if g[0] is not None else xp.zeros((seq, batch, dirs * out_h), dtype=work)
    _check_lengths(lengths, batch)
    cols = xp.arange(batch).reshape(1, -1)
    rev = _reverse_index(xp, seq, batch) if dirs == 2 else None
    # re-run the layers to get every layer's input
    layer_in = [data.astype(work, copy=False)]
    for layer in range(a.num_layers - 1):
        xs, outs = layer_in[-1], []
        for d in range(dirs):
            k = layer * dirs + d
            c0 = state_cell[k].astype(work) if state_cell is not None else None
            seq_in = xs if d == 0 else xs[rev, cols]
            o, _, _ = _run_direction(xp, a, seq_in, p, layer, d, state[k].astype(work), c0)
            outs.append(o if d == 0 else o[rev, cols])
        xs = outs[0] if dirs == 1 else xp.concatenate(outs, axis=2)
        layer_in.append(xs if masks is None else _drop(xp, a, xs, masks[layer]))
    d_state = xp.zeros(state.shape, dtype=work)
    d_cell = xp.zeros(state_cell.shape, dtype=work) if state_cell is not None else None
    for layer in range(a.num_layers - 1, -1, -1):
        xs = layer_in[layer]
        d_xs = xp.zeros(xs.shape, dtype=work)
        for d in range(dirs):
            k = layer * dirs + d
            part = g_out[:, :, d * out_h:(d + 1) * out_h]
            seq_in = xs if d == 0 else xs[rev, cols]
            part = part if d == 0 else part[rev, cols]
            dh = g[1][k] if g[1] is not None else xp.zeros((batch, out_h), dtype=work)
            dc = None
            c0 = None
            if state_cell is not None:
                dc = g[2][k] if g[2] is not None else xp.zeros((batch, hidden), dtype=work)
                c0 = state_cell[k].astype(work)
            dx, dh0, dc0 = _direction_grad(xp, a, seq_in, p, layer, d, state[k].astype(work), c0,
                                           part, dh, dc, grads)
            d_xs = d_xs + (dx if d == 0 else dx[rev, cols])
            d_state[k] = dh0
            if d_cell is not None:
                d_cell[k] = dc0
        g_out = d_xs if masks is None or layer == 0 else _drop(xp, a, d_xs, masks[layer - 1])
    layout = _param_layout(a, feat)
    flat = xp.concatenate([grads[(kind, layer, d)].reshape(-1) for kind, layer, d, _ in layout])
    result = [g_out.astype(data.dtype), flat.astype(params.dtype), d_state.astype(state.dtype)]
    if state_cell is not None:
        result.append(d_cell.astype(state_cell.dtype))
    if a.use_sequence_length:
        result.append(None)
    return tuple(result)


register(Op(
    name="RNN",
    inputs=("data", "parameters", "state", "state_cell", "sequence_length"),
    attrs=(
        Attr("state_size", Int),
        Attr("num_layers", Int),
        Attr("bidirectional", Bool, False),
        Attr("mode", Str("gru", "lstm", "rnn_relu", "rnn_tanh")),
        Attr("p", Float, 0.0, doc="dropout between stacked layers while training"),
        Attr("state_outputs", Bool, False),
        Attr("projection_size", OptInt, None),
        Attr("lstm_state_clip_min", OptFloat, None),
        Attr("lstm_state_clip_max", OptFloat, None),
        Attr("lstm_state_clip_nan", Bool, False),
        Attr("use_sequence_length", Bool, False),
    ),
    kernel=_rnn_kernel,
    infer_shape=_rnn_shape,
    infer_input_shapes=_rnn_input_shapes,
    active_inputs=_rnn_inputs,
    num_outputs=_rnn_outputs,
    grad=_rnn_grad,
    keeps_saved=True,
))


# --------------------------------------------------------------------------
# _rnn_param_concat: Concat that Gluon's RNN layers use to flatten parameters
# --------------------------------------------------------------------------

def _param_concat_shape(a, *shapes):
    if not shapes:
        raise OpError("_rnn_param_concat: needs at least one input")
    dim = a.dim % len(shapes[0]) if shapes[0] else 0
    out = list(shapes[0])
    for s in shapes[1:]:
        if len(s) != len(out) or any(x != y for i, (x, y) in enumerate(zip(s, out)) if i != dim):
            raise OpError(f"_rnn_param_concat: shapes {tuple(shapes[0])} and {tuple(s)} differ "
                          f"outside dim {a.dim}")
        out[dim] = out[dim] + s[dim] if out[dim] and s[dim] else 0
    return tuple(out)


def _param_concat_back(a, in_shapes, out_shapes):
    """The inputs from the output, once RNN has fixed its parameter vector: each input takes
    the output's other dims, and the inputs of unknown length along ``dim`` split what the
    others leave evenly (MXNet's RNNParamConcatShape: the i2h weights of both directions of a
    layer without ``input_size`` have one size; plain Concat infers nothing backwards)."""
    out = out_shapes[0]
    rank = len(out)
    ax = a.dim % rank if rank else 0
    filled, open_ = [], []
    for i, s in enumerate(in_shapes):
        s = (0,) * rank if s is None else tuple(s)
        if len(s) != rank:
            return [None] * len(in_shapes)
        s = tuple(o if d == 0 and k != ax else d for k, (d, o) in enumerate(zip(s, out)))
        if s[ax] == 0:
            open_.append(i)
        filled.append(s)
    if open_:
        rest = out[ax] - sum(s[ax] for s in filled)
        if rest <= 0 or rest % len(open_):
            raise OpError(f"_rnn_param_concat: output length {out[ax]} along dim {a.dim} leaves "
                          f"{rest} for the {len(open_)} input(s) of unknown length")
        for i in open_:
            filled[i] = filled[i][:ax] + (rest // len(open_),) + filled[i][ax + 1:]
    return filled


def _param_concat_kernel(ctx, a, *xs):
    _param_concat_shape(a, *[x.shape for x in xs])
    return ctx.xp.concatenate(xs, axis=a.dim)


def _param_concat_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    g = first_out_grad(xp, out_grads, outputs)
    dim = a.dim % g.ndim
    grads, start = [], 0
    for x in inputs:
        part = g[(slice(None),) * dim + (slice(start, start + x.shape[dim]),)]
        grads.append(xp.ascontiguousarray(part).astype(x.dtype, copy=True))
        start += x.shape[dim]
    return tuple(grads)

register(Op(
    name="_rnn_param_concat",
    namespace="_internal",
    inputs=VARIADIC,
    attrs=(Attr("num_args", Int), Attr("dim", Int, 1)),
    kernel=_param_concat_kernel,
    infer_shape=_param_concat_shape,
    infer_input_shapes_back=_param_concat_back,
    grad=_param_concat_grad,
))
