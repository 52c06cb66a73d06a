"""``contrib.cond`` / ``foreach`` / ``while_loop`` of ``nd``: python bodies run on NDArrays.

The ops ``_cond``, ``_foreach`` and ``_while_loop`` (``ops/control.py``) run subgraphs; these are
the python level above them.  Eagerly there is nothing to trace: the user's functions are called
on NDArrays and their results stacked.  ``control_flow_trace.py`` is the ``sym`` side; the checks
of what a body returns (``step_result``, ``loop_result``) are shared with it.
"""
from __future__ import annotations

from . import ops  # noqa: F401  (fills the op table: stack, zeros_like)
from .ndarray import NDArray, invoke_op


def as_list(x):
    """``x`` as a list, and whether it was one (the result keeps the user's form)."""
    return (list(x), True) if isinstance(x, (list, tuple)) else ([x], False)


def flatten(x):
    """``x``'s leaves (anything not a list or tuple) in order, and its nesting: ``0`` for a
    leaf, else a list of its items' nestings -- MXNet 1.9.1's ``_flatten`` of foreach's data,
    states and outputs, which may be nested lists."""
    if not isinstance(x, (list, tuple)):
        return [x], 0
    leaves, fmt = [], []
    for item in x:
        got, f = flatten(item)
        leaves.extend(got)
        fmt.append(f)
    return leaves, fmt


def regroup(leaves, fmt):
    """The inverse of ``flatten``: ``leaves`` put back in ``fmt``'s nesting (lists)."""
    def take(at, f):
        if f == 0:
            return leaves[at], at + 1
        out = []
        for g in f:
            item, at = take(at, g)
            out.append(item)
        return out, at
    value, used = take(0, fmt)
    if used != len(leaves):
        raise ValueError(f"foreach: {len(leaves)} values for a nesting of {used}")
    return value


def step_result(result):
    """A foreach body's ``(outputs, states)``, checked."""
    if not isinstance(result, (list, tuple)) or len(result) != 2:
        raise TypeError(f"foreach: the body must return (outputs, states), got "
                        f"{type(result).__name__}")
    return result


def loop_result(result):
    """A while_loop func's ``(outputs, loop_vars)`` as two lists, checked."""
    if not isinstance(result, (list, tuple)) or len(result) != 2:
        raise TypeError(f"while_loop: func must return (outputs, loop_vars), got "
                        f"{type(result).__name__}")
    outs, new_vars = (as_list(r)[0] for r in result)
    return outs, new_vars


def nd_cond(pred, then_func, else_func):
    """Eager ``nd.contrib.cond``: evaluate ``pred`` and call one branch."""
    if isinstance(pred, NDArray):
        if pred.size != 1:
            raise ValueError(f"cond: pred must have one element, it has shape {pred.shape}")
        branch = bool(pred.asnumpy().reshape(-1)[0])
    else:
        branch = bool(pred)
    return then_func() if branch else else_func()


def nd_foreach(body, data, init_states):
    """Eager ``nd.contrib.foreach``: ``body(slice, states) -> (outputs, states)`` per slice of
    ``data`` along axis 0; the outputs are stacked, the last states returned."""
    # data, states and outputs may be nested lists; the states go back to the body as it
    # returned them, the outputs are stacked leaf by leaf and put back in their nesting
    data_list, data_fmt = flatten(data)
    states = init_states
    collected, out_fmt = None, []
    for t in range(data_list[0].shape[0]):
        step = regroup([d[t] for d in data_list], data_fmt)
        outs, states = step_result(body(step, states))
        outs, out_fmt = flatten(outs)
        if collected is None:
            collected = [[] for _ in outs]
        for c, o in zip(collected, outs):
            c.append(o)
    return regroup([invoke_op("stack", *c) for c in collected or []], out_fmt), states


def nd_while_loop(cond, func, loop_vars, max_iterations=None):
    """Eager ``nd.contrib.while_loop``: call ``func(*loop_vars)`` while ``cond(*loop_vars)``
    holds (at most ``max_iterations`` times); outputs stacked and zero-padded to
    ``max_iterations`` rows, as MXNet's shapes are (its tail is uninitialised)."""
    if max_iterations is None:
        raise ValueError("while_loop: max_iterations is required")
    loop_vars, vars_is_list = as_list(loop_vars)
    collected = None
    for _ in range(int(max_iterations)):
        pred = cond(*loop_vars)
        if not bool(pred.asnumpy().reshape(-1)[0] if hasattr(pred, "asnumpy") else pred):
            break
        outs, new_vars = loop_result(func(*loop_vars))
        if len(new_vars) != len(loop_vars):
            raise ValueError(f"while_loop: func returns {len(new_vars)} loop variables for "
                             f"{len(loop_vars)}")
        if collected is None:
            collected = [[] for _ in outs]
        for c, o in zip(collected, outs):
            c.append(o)
        loop_vars = new_vars
    stacked = []
    for c in collected or []:
        pad = int(max_iterations) - len(c)
        rows = c + ([invoke_op("zeros_like", c[0])] * pad)
        stacked.append(invoke_op("stack", *rows))
    return stacked, (loop_vars if vars_is_list else loop_vars[0])
