"""HYB013 fixer: ``for i in range(len(x)):`` over a tensor's rows -> ``F.contrib.foreach`` over
axis 0, the rewrite of HYB001's scan-loop (``fixers/scan_loop.py``) for the count ``len(x)``:
eagerly the first dimension, once traced the number of outputs (1), so the loop silently runs once.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal
from .scan_loop import NOT_A_LOOP, scan_example, scan_rows


class ScanLoopOverLen(Fixer):
    code = "HYB013"
    name = "scan-loop-len"
    applicability = "unsafe"
    needs_f = True
    description = """
    `for i in range(len(x)):` over a tensor's rows -- `len(x)`, its first dimension eagerly, is
    1 once traced -- -> the step function run by `F.contrib.foreach` over x's axis 0, under the
    conditions of HYB001's scan-loop (the counter read only to take rows `x[i]` of x or of
    other tensors on axis 0; states proven tensors; one list appended a step, stacked or joined
    after). Refused otherwise, with the reason.
    """
    EXAMPLES = [
        # an exponential moving average over the rows, each kept
        Example(scan_example("acc = F.zeros_like(F.sum(x, axis=0))\nouts = []\n"
                        "for i in range(len(x)):\n"
                        "    acc = acc * 0.5 + x[i]\n"
                        "    outs.append(acc)\n"
                        "return F.stack(*outs)", init=""),
                scan_example("acc = F.zeros_like(F.sum(x, axis=0))\nouts = []\n"
                        "def _scan_step(x_t, _scan_states):\n"
                        "    acc = _scan_states[0]\n"
                        "    acc = acc * 0.5 + x_t\n"
                        "    _outs_step = acc\n"
                        "    return [_outs_step], [acc]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, x, [acc])\n"
                        "acc = _scan_states[0]\n"
                        "outs = _scan_outs[0]\n"
                        "return outs", init=""),
                shapes=[[(3, 2)], [(4, 2, 5)]]),
        # rows of two tensors, a child applied to each
        Example(scan_example("h = F.zeros_like(self.cell(F.concat(x, x, dim=1).slice_axis(axis=0, begin=0, end=1)))\n"
                        "z = F.relu(y)\n"
                        "for i in range(len(x)):\n"
                        "    h = F.tanh(self.cell(F.concat(x[i:i + 1], z[i:i + 1], dim=1)) + h)\n"
                        "return h", signature="self, F, x, y",
                        init="self.cell = nn.Dense(4, in_units=6)"),
                scan_example("h = F.zeros_like(self.cell(F.concat(x, x, dim=1).slice_axis(axis=0, begin=0, end=1)))\n"
                        "z = F.relu(y)\n"
                        "def _scan_step(_scan_data, _scan_states):\n"
                        "    x_t, z_t = _scan_data\n"
                        "    h = _scan_states[0]\n"
                        "    h = F.tanh(self.cell(F.concat(F.expand_dims(x_t, axis=0), F.expand_dims(z_t, axis=0), "
                        "dim=1)) + h)\n"
                        "    return [], [h]\n"
                        "_scan_outs, _scan_states = F.contrib.foreach(_scan_step, [x, F.slice_like(z, x, axes=(0,))], [h])\n"
                        "h = _scan_states[0]\n"
                        "return h", signature="self, F, x, y",
                        init="self.cell = nn.Dense(4, in_units=6)"),
                shapes=[[(3, 3), (3, 3)], [(2, 3), (4, 3)]]),
        # the counter read as a number that another tensor's row meets (its dtype not tied to x's)
        Example(scan_example("acc = F.zeros_like(F.sum(x, axis=0))\nz = F.relu(y)\n"
                        "for i in range(len(x)):\n    acc = acc + x[i] + z[i] * i\nreturn acc", init="",
                        signature="self, F, x, y"),
                None, reason="the loop counter `i` is read", shapes=[[(3, 2), (3, 2)]]),
    ]

    @staticmethod
    def receivers(node):
        return (node.args[0].value,)

    @classmethod
    def propose(cls, ctx, node: cst.Call) -> Fix | Refusal:
        """``node`` is ``len(x)``: the count of the rows of axis 0."""
        arg = ctx.parent(node)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        loop = ctx.parent(call) if isinstance(call, cst.Call) else None
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "range"
                and len(call.args) == 1 and call.args[0] is arg and arg.keyword is None and not arg.star
                and isinstance(loop, cst.For) and loop.iter is call and len(node.args) == 1):
            return Refusal(NOT_A_LOOP)
        return scan_rows(ctx, loop, node.args[0].value, 0)
