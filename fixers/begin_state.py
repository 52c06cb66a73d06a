"""HYB001 fixer: a recurrent cell's ``begin_state(batch_size=x.shape[0])`` -> states of one row
broadcast to ``x``'s batch.

Hand-unrolled RNNs start from ``self.cell.begin_state(batch_size=x.shape[0])``: the one line of
such a block that reads a size, besides the loop ``scan-loop`` rewrites.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shared import StateRefusal
from ._util import int_literal
from .child_branch_cond import cell_children, rnn_layer_children
from .context_keyword import input_device_why

NOT_A_BEGIN_STATE = "this `.shape` is not the batch size of a recurrent cell's begin_state"

_CELL = "self.cell = rnn.LSTMCell(4, input_size=3)"


def _example(body: str, init: str = _CELL) -> str:
    return example_module(body, init=init, gluon="HybridBlock, rnn")


class BeginStateLike(Fixer):
    code = "HYB001"
    name = "begin-state-like"
    applicability = "safe"
    needs_f = True
    description = """
    Rewrites `self.cell.begin_state(batch_size=x.shape[k])` (also positional, and with `ctx=` the
    device of hybrid_forward's first input, which eager hybrid_forward already runs on) into
    `[F.broadcast_like(s, x, lhs_axes=(0,), rhs_axes=(k,)) for s in
    self.cell.begin_state(batch_size=1, func=F.zeros)]`: each state made with one row by `F.zeros`
    (the default maker of mx.nd, and MXNet's own in symbolic code) and broadcast to `x`'s size on
    axis k. Safe: the same zeros, dtype and nesting (a list of `(batch, hidden)` states, batch
    first, as MXNet 1.9.1's RNNCell, LSTMCell and GRUCell lay them out); for a fused `rnn.RNN`,
    `rnn.LSTM` or `rnn.GRU` layer the states are `(layers * directions, batch, hidden)` whatever
    the layout (state_info's 'LNC'), so each is broadcast on its axis 1. Offered only for
    `self.cell` bound in `__init__`, and only there, to one of those cells or layers, with `x` proven a
    tensor and k a non-negative int literal; a `func=` other than `F.zeros`, another device, or
    another cell class is refused.
    """
    EXAMPLES = [
        Example(_example("states = self.cell.begin_state(batch_size=x.shape[0])\n"
                         "out, states = self.cell(x, states)\nreturn out + states[1]"),
                _example("states = [F.broadcast_like(s, x, lhs_axes=(0,), rhs_axes=(0,)) for s in "
                         "self.cell.begin_state(batch_size=1, func=F.zeros)]\n"
                         "out, states = self.cell(x, states)\nreturn out + states[1]"),
                shapes=[[(2, 3)], [(5, 3)]]),
        # time-major input, the device of the first input, a GRU through `gluon.rnn`
        Example(example_module("h = self.cell.begin_state(x.shape[1], ctx=x.context)\n"
                               "out, h = self.cell(F.sum(x, axis=0), h)\nreturn out",
                               init="self.cell = gluon.rnn.GRUCell(5, input_size=3)",
                               imports="from mxnet import gluon\n"),
                example_module("h = [F.broadcast_like(s, x, lhs_axes=(0,), rhs_axes=(1,)) for s in "
                               "self.cell.begin_state(batch_size=1, func=F.zeros)]\n"
                               "out, h = self.cell(F.sum(x, axis=0), h)\nreturn out",
                               init="self.cell = gluon.rnn.GRUCell(5, input_size=3)",
                               imports="from mxnet import gluon\n"),
                shapes=[[(4, 2, 3)], [(1, 3, 3)]]),
        Example(_example("s = self.cell.begin_state(batch_size=x.shape[0], dtype='float32')\n"
                         "return self.cell(x, s)[0]", init="self.cell = rnn.RNNCell(6, input_size=3)"),
                _example("s = [F.broadcast_like(s, x, lhs_axes=(0,), rhs_axes=(0,)) for s in "
                         "self.cell.begin_state(batch_size=1, func=F.zeros, dtype='float32')]\n"
                         "return self.cell(x, s)[0]", init="self.cell = rnn.RNNCell(6, input_size=3)"),
                shapes=[[(2, 3)]]),
        # F.zeros given already
        Example(_example("begin = self.cell.begin_state(batch_size=x.shape[0], func=F.zeros)\n"
                         "out, _ = self.cell(x, begin)\nreturn out",
                         init="self.cell = rnn.GRUCell(5, input_size=3)"),
                _example("begin = [F.broadcast_like(s, x, lhs_axes=(0,), rhs_axes=(0,)) for s in "
                         "self.cell.begin_state(batch_size=1, func=F.zeros)]\n"
                         "out, _ = self.cell(x, begin)\nreturn out", init="self.cell = rnn.GRUCell(5, input_size=3)"),
                shapes=[[(2, 3)], [(4, 3)]]),
        # a fused layer: states (layers * directions, batch, hidden), the batch on axis 1 for
        # any layout (a bidirectional encoder over batch-major input; a time-major language model)
        Example(_example("states = self.lstm.begin_state(batch_size=x.shape[0], func=F.zeros)\n"
                         "out, (h, c) = self.lstm(x, states)\nreturn out + 1",
                         init="self.lstm = rnn.LSTM(4, layout='NTC', bidirectional=True, input_size=3)"),
                _example("states = [F.broadcast_like(s, x, lhs_axes=(1,), rhs_axes=(0,)) for s in "
                         "self.lstm.begin_state(batch_size=1, func=F.zeros)]\n"
                         "out, (h, c) = self.lstm(x, states)\nreturn out + 1",
                         init="self.lstm = rnn.LSTM(4, layout='NTC', bidirectional=True, input_size=3)"),
                shapes=[[(2, 5, 3)], [(1, 2, 3)]]),
        Example(_example("h = self.rnn.begin_state(batch_size=x.shape[1])\nout, h = self.rnn(x, h)\nreturn out",
                         init="self.rnn = rnn.GRU(5, num_layers=2, input_size=3)"),
                _example("h = [F.broadcast_like(s, x, lhs_axes=(1,), rhs_axes=(1,)) for s in "
                         "self.rnn.begin_state(batch_size=1, func=F.zeros)]\nout, h = self.rnn(x, h)\nreturn out",
                         init="self.rnn = rnn.GRU(5, num_layers=2, input_size=3)"),
                shapes=[[(4, 2, 3)], [(3, 1, 3)]]),
        # the caller's own maker, and a child that is not a known cell
        Example(_example("s = self.cell.begin_state(batch_size=x.shape[0], func=F.ones)\n"
                         "return self.cell(x, s)[0]"),
                None, reason="makes the states with its own `func=`", shapes=[[(2, 3)]]),
        Example(_example("s = self.cell.begin_state(batch_size=x.shape[0])\nreturn self.cell(x, s)[0]",
                         init="self.cell = rnn.HybridSequentialRNNCell()\nself.cell.add(rnn.LSTMCell(4, input_size=3))"),
                None, reason="is not proven an RNNCell, LSTMCell or GRUCell", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Attribute):
        return (node.value,)

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name
        sub = ctx.parent(node)
        if not (isinstance(node.value, cst.Name) and isinstance(sub, cst.Subscript) and len(sub.slice) == 1
                and isinstance(sub.slice[0].slice, cst.Index)):
            return Refusal(NOT_A_BEGIN_STATE)
        axis = int_literal(sub.slice[0].slice.value)
        arg = ctx.parent(sub)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
                and call.func.attr.value == "begin_state" and axis is not None and axis >= 0
                and not any(a.star for a in call.args)):
            return Refusal(NOT_A_BEGIN_STATE)
        positional = [a for a in call.args if a.keyword is None]
        if not ((arg.keyword is None and positional == [arg])
                or (arg.keyword is not None and arg.keyword.value == "batch_size" and not positional)):
            return Refusal(NOT_A_BEGIN_STATE)
        owner = call.func.value
        if not (isinstance(owner, cst.Attribute) and isinstance(owner.value, cst.Name)
                and owner.value.value == "self"):
            return Refusal(NOT_A_BEGIN_STATE)
        if owner.attr.value in cell_children(ctx):
            batch = 0
        elif owner.attr.value in rnn_layer_children(ctx):
            batch = 1           # a fused layer's states are (layers * directions, batch, hidden)
        else:
            return StateRefusal(f"`self.{owner.attr.value}` is not proven an RNNCell, LSTMCell or GRUCell "
                                "(batch-first zeros) or an RNN, LSTM or GRU layer (batch on axis 1), bound in "
                                "__init__ only")
        x = node.value.value
        if x in name_bindings(ctx.scope.func.body, nested=True):
            return StateRefusal(f"`{x}` is rebound in this function")
        kept = []
        for a in call.args:
            key = a.keyword.value if a.keyword is not None else None
            if a is arg:
                continue
            if key == "func":
                if ctx.f_path(a.value) == ("zeros",):
                    continue        # the maker the rewrite passes anyway
                return StateRefusal("the call makes the states with its own `func=`")
            if key == "ctx":
                why = input_device_why(ctx, a.value)
                if why is not None:
                    return StateRefusal(why)
                continue
            kept.append(f"{key}={ctx.code_for(a.value)}")
        inner = ", ".join(["batch_size=1", f"func={f}.zeros", *kept])
        s = "s" if x != "s" else "s_"
        text = (f"[{f}.broadcast_like({s}, {x}, lhs_axes=({batch},), rhs_axes=({axis},)) for {s} in "
                f"{ctx.code_for(owner)}.begin_state({inner})]")
        return make_fix(ctx, [(call, text)], "safe",
                        f"make each state with one row and broadcast it to `{x}`'s axis {axis}")
