"""``contrib.cond`` / ``foreach`` / ``while_loop`` of ``sym``: python bodies traced into subgraphs.

The user's functions are called on Symbols; the nodes they create are cut out of the trace into
the subgraphs of one ``_cond`` / ``_foreach`` / ``_while_loop`` node (``ops/control.py``), laid out
as MXNet 1.9.1 writes it.  ``control_flow.py`` is the eager ``nd`` side.
"""
from __future__ import annotations

from . import name as _name
from . import ops  # noqa: F401  (fills the op table: identity)
from .control_flow import as_list, flatten, loop_result, regroup, step_result
from .errors import user_location
from .ops.control import COND, FOREACH, WHILE_LOOP
from .registry import find
from .symbol import Node, Symbol, compose, topo_order, var


def sym_cond(pred, then_func, else_func, name="cond"):
    """Symbolic ``sym.contrib.cond``: record a ``_cond`` node with three subgraphs."""
    if not isinstance(pred, Symbol) or pred._num_outputs() != 1:
        raise TypeError("cond: pred must be a single-output Symbol")
    if not callable(then_func) or not callable(else_func):
        raise TypeError("cond: then_func and else_func must be functions taking no arguments")
    # MXNet names the node like any op (_cond0); ``name`` labels the traced branches
    node_name = _name.current().get(None, "_cond")
    graphs, refs_per_graph, fmts = [], [], []
    for label, func in (("pred", lambda: pred), ("then", then_func), ("else", else_func)):
        g, refs, fmt = _subgraph(func, f"{name}_{label}")
        graphs.append(g)
        refs_per_graph.append(refs)
        fmts.append(fmt)
    n_then, n_else = graphs[1]._num_outputs(), graphs[2]._num_outputs()
    if n_then != n_else:
        raise ValueError(f"cond: then_func returns {n_then} outputs, else_func {n_else}")
    if graphs[0]._num_outputs() != 1:
        raise ValueError("cond: pred must be one output")
    inputs: list = []
    index: dict = {}
    locs = []
    for refs in refs_per_graph:
        mine = []
        for ref in refs:
            key = (id(ref[0]), ref[1])
            if key not in index:
                index[key] = len(inputs)
                inputs.append(ref)
            mine.append(index[key])
        locs.append(mine)
    a = COND.parse_attrs({"num_args": str(len(inputs) + 3), "num_outputs": str(n_then),
                          "cond_input_locs": str(locs[0]), "then_input_locs": str(locs[1]),
                          "else_input_locs": str(locs[2])})
    node = Node(COND, node_name, a, inputs, subgraphs=graphs, loc=user_location())
    outs = [Symbol([(node, i)]) for i in range(n_then)]
    return outs[0] if fmts[1] == "single" else outs


def _subgraph(func, label):
    """Trace ``func()`` into a standalone Symbol; return it, the outer refs feeding
    its inputs (in the subgraph's ``list_inputs`` order) and the output format."""
    start = next_seq()
    out = func()
    if isinstance(out, Symbol):
        fmt, syms = "single", [out]
    elif isinstance(out, (list, tuple)) and out and all(isinstance(s, Symbol) for s in out):
        fmt, syms = "list", list(out)
    else:
        raise TypeError(f"cond: the {label} function must return a Symbol or a list of Symbols, "
                        f"got {type(out).__name__}")
    heads = [o for s in syms for o in s._outputs]
    identity = find("identity") or find("_copy")
    fixed = []
    for i, (node, k) in enumerate(heads):
        if node.op is None or node.seq < start or (node, k) in heads[:i]:
            # an output computed outside the branch (or an input itself), or one already
            # returned, goes through an identity inside it, as MXNet does, so that every
            # subgraph output is its own op output
            s = compose(identity, (Symbol([(node, k)]),), {"name": f"{label}_identity{i}"},
                        identity.name)
            fixed.append(s._outputs[0])
        else:
            fixed.append((node, k))
    clones: dict[int, Node] = {}
    cut: dict[tuple, object] = {}   # outer ref -> subgraph variable node
    outer_of: dict[int, tuple] = {}  # id(variable node) -> outer ref
    used_names: set = set()

    def cut_var(ref):
        key = (id(ref[0]), ref[1])
        v = cut.get(key)
        if v is None:
            src, k = ref
            base = src.name if src.op is None else src.output_names()[k]
            nm, n = base, 1
            while nm in used_names:
                nm, n = f"{base}_{n}", n + 1
            used_names.add(nm)
            v = var(nm)._outputs[0][0]
            if src.op is None:
                v.user_attrs.update(src.user_attrs)
            cut[key] = v
            outer_of[id(v)] = ref
        return v

    def clone(node):
        c = clones.get(id(node))
        if c is not None:
            return c
        stack = [node]
        while stack:
            n = stack[-1]
            pending = [s for s, _ in n.inputs
                       if s.seq >= start and s.op is not None and id(s) not in clones]
            if pending:
                stack.extend(pending)
                continue
            stack.pop()
            if id(n) in clones:
                continue
            ins = []
            for s, k in n.inputs:
                if s.seq >= start and s.op is not None:
                    ins.append((clones[id(s)], k))
                else:
                    ins.append((cut_var((s, k)), 0))
            clones[id(n)] = Node(n.op, n.name, n.attrs, ins, n.user_attrs, n.subgraphs, n.loc)
        return clones[id(node)]

    sub = Symbol([(clone(n), k) for n, k in fixed])
    refs = [outer_of[id(n)] for n in topo_order(sub._outputs) if n.op is None]
    return sub, refs, fmt


def next_seq() -> int:
    """The creation number the next graph node will get."""
    return Node(None, "").seq + 1


def sym_foreach(body, data, init_states, name="foreach"):
    """Symbolic ``sym.contrib.foreach``: trace ``body`` once on per-step variables into the
    subgraph of a ``_foreach`` node, laid out as MXNet 1.9.1 writes it (its inputs in the
    body's input order; ``in_data_locs``/``in_state_locs``/``remain_locs`` say which is which)."""
    # data and states may be nested lists (MXNet 1.9.1 flattens them, and the outputs, and
    # hands the body and the caller the same nesting back)
    data_list, data_fmt = flatten(data)
    states, state_fmt = flatten(init_states)
    for s in data_list + states:
        if not isinstance(s, Symbol) or s._num_outputs() != 1:
            raise TypeError("foreach: data and states must be single-output Symbols or (nested) "
                            "lists of them")
    # MXNet names the node like any op (_foreach0); ``name`` labels the traced body
    node_name = _name.current().get(None, "_foreach")
    step_vars = [var(f"{s.name}-0" if s.name else f"{name}_data{i}")
                 for i, s in enumerate(data_list)]
    state_vars = [var(f"{s.name}-0" if s.name else f"{name}_state{i}")
                  for i, s in enumerate(states)]
    out_fmt = {}

    def traced():
        outs, new_states = step_result(
            body(regroup(step_vars, data_fmt), regroup(state_vars, state_fmt)))
        outs, out_fmt["fmt"] = flatten(outs)
        new_states, _ = flatten(new_states)
        if len(new_states) != len(states):
            raise ValueError(f"foreach: the body returns {len(new_states)} states for "
                             f"{len(states)} initial ones")
        out_fmt["n"] = len(outs)
        return outs + new_states

    sub, refs, _ = _subgraph(traced, name)
    loop_vars = {id(v._outputs[0][0]): ("data", i) for i, v in enumerate(step_vars)}
    loop_vars.update({id(v._outputs[0][0]): ("state", i) for i, v in enumerate(state_vars)})
    data_locs, state_locs, remain_locs, remain = {}, {}, [], []
    for loc, ref in enumerate(refs):
        role = loop_vars.get(id(ref[0]))
        if role is None:
            remain_locs.append(loc)
            remain.append(ref)
        elif role[0] == "data":
            data_locs[role[1]] = loc
        else:
            state_locs[role[1]] = loc
    if len(data_locs) != len(data_list) or len(state_locs) != len(states):
        raise ValueError("foreach: the body must use every data slice and every state it is "
                         "given (MXNet's foreach needs each as a subgraph input)")
    inputs = [d._outputs[0] for d in data_list] + [s._outputs[0] for s in states] + remain
    n_out = out_fmt["n"]
    a = FOREACH.parse_attrs({
        "num_args": str(len(inputs) + 1), "num_outputs": str(n_out + len(states)),
        "num_out_data": str(n_out),
        "in_state_locs": str([state_locs[i] for i in range(len(states))]),
        "in_data_locs": str([data_locs[i] for i in range(len(data_list))]),
        "remain_locs": str(remain_locs)})
    node = Node(FOREACH, node_name, a, inputs, subgraphs=[sub], loc=user_location())
    outs = [Symbol([(node, i)]) for i in range(n_out)]
    new_states = [Symbol([(node, n_out + i)]) for i in range(len(states))]
    return regroup(outs, out_fmt["fmt"]), regroup(new_states, state_fmt)


def sym_while_loop(cond, func, loop_vars, max_iterations=None, name="while_loop"):
    """Symbolic ``sym.contrib.while_loop``: ``cond`` and ``func`` traced on per-iteration
    variables into a ``_while_loop`` node laid out as MXNet 1.9.1 writes it (inputs: the
    condition's, then the body's others; ``*_input_locs`` map each subgraph input to them,
    ``func_var_locs`` says which body inputs are the loop variables)."""
    if max_iterations is None:
        raise ValueError("while_loop: max_iterations is required")
    loop_vars, vars_is_list = as_list(loop_vars)
    for s in loop_vars:
        if not isinstance(s, Symbol) or s._num_outputs() != 1:
            raise TypeError("while_loop: loop_vars must be single-output Symbols")
    node_name = _name.current().get(None, "_while_loop")
    step_vars = [var(f"{s.name}-0" if s.name else f"{name}_var{i}")
                 for i, s in enumerate(loop_vars)]
    n_out = {}

    def traced_func():
        outs, new_vars = loop_result(func(*step_vars))
        if len(new_vars) != len(loop_vars):
            raise ValueError(f"while_loop: func returns {len(new_vars)} loop variables for "
                             f"{len(loop_vars)}")
        n_out["n"] = len(outs)
        return outs + new_vars

    cond_g, cond_refs, _ = _subgraph(lambda: cond(*step_vars), f"{name}_cond")
    func_g, func_refs, _ = _subgraph(traced_func, f"{name}_func")
    own = {id(v._outputs[0][0]): s._outputs[0] for v, s in zip(step_vars, loop_vars)}
    inputs, index = [], {}

    def loc(ref):
        key = (id(ref[0]), ref[1])
        if key not in index:
            index[key] = len(inputs)
            inputs.append(own.get(id(ref[0]), ref))
        return index[key]

    cond_locs = [loc(r) for r in cond_refs]
    func_locs = [loc(r) for r in func_refs]
    positions = {id(r[0]): k for k, r in enumerate(func_refs)}
    missing = [s.name for v, s in zip(step_vars, loop_vars) if id(v._outputs[0][0]) not in positions]
    if missing:
        raise ValueError(f"while_loop: func must use every loop variable (MXNet's while_loop "
                         f"needs each as a body input); unused: {missing}")
    var_locs = [positions[id(v._outputs[0][0])] for v in step_vars]
    a = WHILE_LOOP.parse_attrs({
        "num_args": str(len(inputs) + 2), "num_outputs": str(n_out["n"] + len(loop_vars)),
        "num_out_data": str(n_out["n"]), "max_iterations": str(int(max_iterations)),
        "cond_input_locs": str(cond_locs), "func_input_locs": str(func_locs),
        "func_var_locs": str(var_locs)})
    node = Node(WHILE_LOOP, node_name, a, inputs, subgraphs=[cond_g, func_g],
                loc=user_location())
    outs = [Symbol([(node, i)]) for i in range(n_out["n"])]
    final = [Symbol([(node, n_out["n"] + i)]) for i in range(len(loop_vars))]
    return outs, (final if vars_is_list else final[0])
