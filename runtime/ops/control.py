"""Control flow: MXNet's ``_cond`` op and ``contrib.cond``.

``nd.contrib.cond(pred, then_func, else_func)`` runs one branch eagerly.
``sym.contrib.cond`` traces ``pred`` and both branch functions into three
subgraphs (as MXNet does: the JSON node ``_cond`` carries ``subgraphs`` and
``*_input_locs`` mapping each subgraph input to an input of the node), and
the executor runs the subgraph of the branch the predicate picks.

Ops with subgraphs cannot compute from arrays alone, so ``_cond`` carries
``subgraph_kernel`` / ``subgraph_infer_shape`` / ``subgraph_infer_type``,
which the graph executor prefers over the plain entries.
"""
from __future__ import annotations

from ..registry import VARIADIC, Attr, Int, Op, OpError, Shape, register


def _no_subgraphs(*_args, **_kwargs):
    raise OpError("_cond needs its subgraphs: use contrib.cond (it runs in the graph executor)")


def _control_op(name, attrs, doc, validate, kernel, infer_shape, infer_type):
    """An op that runs subgraphs: the graph executors call ``subgraph_kernel`` (and the
    inference/validation hooks) instead of the plain entries, which refuse."""
    op = register(Op(name=name, inputs=VARIADIC, attrs=attrs, kernel=_no_subgraphs,
                     infer_shape=_no_subgraphs, num_outputs=lambda a: a.num_outputs,
                     in_nd=False, in_sym=False, doc=doc))
    op.subgraph_validate = validate
    op.subgraph_kernel = kernel
    op.subgraph_infer_shape = infer_shape
    op.subgraph_infer_type = infer_type
    return op


def feed_subgraph(graph, locs, values):
    """The feed of a ``_cond`` subgraph: its inputs, picked from ``values`` by ``locs``."""
    if len(locs) != len(graph.input_names):
        raise OpError(f"_cond: {len(locs)} input locations for a subgraph with "
                      f"{len(graph.input_names)} inputs")
    for loc in locs:
        if not 0 <= loc < len(values):
            raise OpError(f"_cond: input location {loc} out of range ({len(values)} inputs)")
    return {name: values[loc] for name, loc in zip(graph.input_names, locs)}


def _cond_kernel(kctx, a, graphs, *arrays):
    cond_g, then_g, else_g = graphs
    pred = cond_g.run_with(kctx, feed_subgraph(cond_g, a.cond_input_locs, arrays))[0]
    if int(pred.size) != 1:
        raise OpError(f"_cond: the predicate must have one element, it has shape {tuple(pred.shape)}")
    branch, locs = (then_g, a.then_input_locs) if bool(pred.reshape(-1)[0]) else \
        (else_g, a.else_input_locs)
    outs = branch.run_with(kctx, feed_subgraph(branch, locs, arrays))
    return tuple(outs) if len(outs) > 1 else outs[0]


def _branch_shapes(graph, locs, in_shapes):
    known = {name: in_shapes[loc] for name, loc in zip(graph.input_names, locs)
             if in_shapes[loc] is not None}
    shapes = graph.infer_shapes(known)
    return [shapes.get(ref) for ref in graph.heads]


def _cond_infer_shape(a, graphs, in_shapes):
    _, then_g, else_g = graphs
    then_s = _branch_shapes(then_g, a.then_input_locs, in_shapes)
    else_s = _branch_shapes(else_g, a.else_input_locs, in_shapes)
    if any(s is None for s in then_s + else_s):
        return None
    if [tuple(s) for s in then_s] != [tuple(s) for s in else_s]:
        raise OpError(f"the branches of cond give different shapes: then {then_s}, else {else_s}")
    return [tuple(s) for s in then_s]


def _cond_infer_type(a, graphs, in_types):
    _, then_g, _ = graphs
    known = {name: in_types[loc] for name, loc in zip(then_g.input_names, a.then_input_locs)
             if in_types[loc] is not None}
    types = then_g.infer_types(known)
    return [types.get(ref) for ref in then_g.heads]


def _cond_validate(a, subgraphs, n_inputs):
    """Check a loaded ``_cond`` node: three subgraphs whose inputs map to node inputs."""
    if len(subgraphs) != 3:
        raise OpError(f"_cond needs 3 subgraphs (pred, then, else), the node has {len(subgraphs)}")
    # MXNet counts the three subgraphs in num_args (measured: 3 inputs -> "6"); files from
    # hybridlint before it matched MXNet count the inputs alone
    if a.num_args not in (n_inputs + 3, n_inputs):
        raise OpError(f"_cond: num_args is {a.num_args} but the node has {n_inputs} inputs "
                      "(and 3 subgraphs)")
    for label, g, locs in zip(("cond", "then", "else"), subgraphs,
                              (a.cond_input_locs, a.then_input_locs, a.else_input_locs)):
        n_in = len(g.list_inputs())
        if len(locs) != n_in:
            raise OpError(f"_cond: {label}_input_locs has {len(locs)} entries for a subgraph "
                          f"with {n_in} inputs")
        bad = [loc for loc in locs if not 0 <= loc < n_inputs]
        if bad:
            raise OpError(f"_cond: {label}_input_locs {bad} out of range ({n_inputs} inputs)")
    if subgraphs[0]._num_outputs() != 1:
        raise OpError("_cond: the predicate subgraph must have one output")
    for g in subgraphs[1:]:
        if g._num_outputs() != a.num_outputs:
            raise OpError(f"_cond: a branch has {g._num_outputs()} outputs, num_outputs is "
                          f"{a.num_outputs}")


COND = _control_op(
    "_cond",
    (Attr("num_args", Int), Attr("num_outputs", Int), Attr("cond_input_locs", Shape),
     Attr("then_input_locs", Shape), Attr("else_input_locs", Shape)),
    "if-then-else over subgraphs; build it with contrib.cond",
    _cond_validate, _cond_kernel, _cond_infer_shape, _cond_infer_type)


# ------------------------------------------------------------ python level
def nd_cond(pred, then_func, else_func):
    """Eager ``nd.contrib.cond``: evaluate ``pred`` and call one branch."""
    from ..ndarray import NDArray
    if isinstance(pred, NDArray):
        if pred.size != 1:
            raise ValueError(f"cond: pred must have one element, it has shape {pred.shape}")
        branch = bool(pred.asnumpy().reshape(-1)[0])
    else:
        branch = bool(pred)
    return then_func() if branch else else_func()


def sym_cond(pred, then_func, else_func, name="cond"):
    """Symbolic ``sym.contrib.cond``: record a ``_cond`` node with three subgraphs."""
    from .. import name as _name
    from ..symbol import Symbol, compose
    if not isinstance(pred, Symbol) or pred._num_outputs() != 1:
        raise TypeError("cond: pred must be a single-output Symbol")
    if not callable(then_func) or not callable(else_func):
        raise TypeError("cond: then_func and else_func must be functions taking no arguments")
    # MXNet names the node like any op (_cond0); ``name`` labels the traced branches
    node_name = _name.current().get(None, "_cond")
    graphs, refs_per_graph, fmts = [], [], []
    for label, func in (("pred", lambda: pred), ("then", then_func), ("else", else_func)):
        g, refs, fmt = _subgraph(func, f"{name}_{label}", compose)
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
    from ..symbol import Node
    a = COND.parse_attrs({"num_args": str(len(inputs) + 3), "num_outputs": str(n_then),
                          "cond_input_locs": str(locs[0]), "then_input_locs": str(locs[1]),
                          "else_input_locs": str(locs[2])})
    from ..errors import user_location
    node = Node(COND, node_name, a, inputs, subgraphs=graphs, loc=user_location())
    outs = [Symbol([(node, i)]) for i in range(n_then)]
    return outs[0] if fmts[1] == "single" else outs


def _subgraph(func, label, compose):
    """Trace ``func()`` into a standalone Symbol; return it, the outer refs feeding
    its inputs (in the subgraph's ``list_inputs`` order) and the output format."""
    from ..registry import find
    from ..symbol import Node, Symbol, var
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
    from ..symbol import topo_order
    refs = [outer_of[id(n)] for n in topo_order(sub._outputs) if n.op is None]
    return sub, refs, fmt


def next_seq() -> int:
    """The creation number the next graph node will get."""
    from ..symbol import Node
    return Node(None, "").seq + 1


# ------------------------------------------------------------ foreach
def _foreach_feed(graph, a, data_steps, states, remain):
    """The body's feed at one step: subgraph inputs by their role (data slice, state, other)."""
    feed = {}
    names = graph.input_names
    for loc, value in zip(a.in_data_locs, data_steps):
        feed[names[loc]] = value
    for loc, value in zip(a.in_state_locs, states):
        feed[names[loc]] = value
    for loc, value in zip(a.remain_locs, remain):
        feed[names[loc]] = value
    return feed


def _foreach_split(a, arrays):
    """Node inputs as (data, states, remaining) lists: MXNet orders them data, states, the
    rest, while the ``*_locs`` give each one's position among the body's inputs."""
    nd_, ns = len(a.in_data_locs), len(a.in_state_locs)
    return list(arrays[:nd_]), list(arrays[nd_:nd_ + ns]), list(arrays[nd_ + ns:])


def foreach_steps(kctx, a, body, arrays, run_step):
    """Run the body once per slice of the data along axis 0; ``run_step(feed)`` runs one step
    and returns its outputs (outputs then new states).  Returns the stacked outputs and the
    final states."""
    xp = kctx.xp
    data, states, remain = _foreach_split(a, arrays)
    steps = int(data[0].shape[0])
    if any(int(d.shape[0]) != steps for d in data):
        raise OpError(f"foreach: the data arrays differ in length along axis 0: "
                      f"{[tuple(d.shape) for d in data]}")
    n_out = a.num_out_data
    collected = [[] for _ in range(n_out)]
    for t in range(steps):
        outs = run_step(_foreach_feed(body, a, [d[t] for d in data], states, remain), t)
        for k in range(n_out):
            collected[k].append(outs[k])
        states = list(outs[n_out:])
    return [xp.stack(c) for c in collected] + states


def _foreach_kernel(kctx, a, graphs, *arrays):
    (body,) = graphs
    res = foreach_steps(kctx, a, body, arrays, lambda feed, t: body.run_with(kctx, feed))
    return tuple(res) if len(res) > 1 else res[0]


def _foreach_infer_shape(a, graphs, in_shapes):
    (body,) = graphs
    data, states, remain = _foreach_split(a, list(in_shapes))
    if any(s is None for s in data + states + remain):
        return None
    known = _foreach_feed(body, a, [tuple(d[1:]) for d in data], states, remain)
    shapes = body.infer_shapes(known)
    outs = [shapes.get(ref) for ref in body.heads]
    if any(s is None for s in outs):
        return None
    steps = data[0][0]
    return [(steps,) + tuple(s) for s in outs[:a.num_out_data]] + \
        [tuple(s) for s in outs[a.num_out_data:]]


def _foreach_infer_type(a, graphs, in_types):
    (body,) = graphs
    data, states, remain = _foreach_split(a, list(in_types))
    known = {k: v for k, v in _foreach_feed(body, a, data, states, remain).items()
             if v is not None}
    types = body.infer_types(known)
    return [types.get(ref) for ref in body.heads]


def _foreach_validate(a, subgraphs, n_inputs):
    if len(subgraphs) != 1:
        raise OpError(f"_foreach needs 1 subgraph (the body), the node has {len(subgraphs)}")
    locs = list(a.in_data_locs) + list(a.in_state_locs) + list(a.remain_locs)
    if sorted(locs) != list(range(n_inputs)) or len(subgraphs[0].list_inputs()) != n_inputs:
        raise OpError(f"_foreach: in_data_locs {a.in_data_locs}, in_state_locs "
                      f"{a.in_state_locs} and remain_locs {a.remain_locs} must cover the "
                      f"{n_inputs} inputs of the node and of its body once each")
    if not a.in_data_locs:
        raise OpError("_foreach: the body must take at least one data input")
    n_states = len(a.in_state_locs)
    if subgraphs[0]._num_outputs() != a.num_out_data + n_states or \
            a.num_outputs != a.num_out_data + n_states:
        raise OpError(f"_foreach: the body has {subgraphs[0]._num_outputs()} outputs; "
                      f"num_out_data={a.num_out_data} plus {n_states} states expected")


FOREACH = _control_op(
    "_foreach",
    (Attr("num_args", Int), Attr("num_outputs", Int), Attr("num_out_data", Int),
     Attr("in_state_locs", Shape), Attr("in_data_locs", Shape), Attr("remain_locs", Shape)),
    "a loop over the first axis of its data; build it with contrib.foreach",
    _foreach_validate, _foreach_kernel, _foreach_infer_shape, _foreach_infer_type)


def _as_list(x):
    return (list(x), True) if isinstance(x, (list, tuple)) else ([x], False)


def _step_result(result):
    if not isinstance(result, (list, tuple)) or len(result) != 2:
        raise TypeError(f"foreach: the body must return (outputs, states), got "
                        f"{type(result).__name__}")
    return result


def nd_foreach(body, data, init_states):
    """Eager ``nd.contrib.foreach``: ``body(slice, states) -> (outputs, states)`` per slice of
    ``data`` along axis 0; the outputs are stacked, the last states returned."""
    from .. import nd
    data_list, data_is_list = _as_list(data)
    states, states_is_list = _as_list(init_states)
    collected, out_is_list = None, False
    for t in range(data_list[0].shape[0]):
        step = [d[t] for d in data_list]
        outs, states = _step_result(body(step if data_is_list else step[0],
                                         states if states_is_list else states[0]))
        outs, out_is_list = _as_list(outs)
        states, _ = _as_list(states)
        if collected is None:
            collected = [[] for _ in outs]
        for c, o in zip(collected, outs):
            c.append(o)
    stacked = [nd.stack(*c) for c in collected or []]
    return (stacked if out_is_list else stacked[0],
            states if states_is_list else states[0])


def sym_foreach(body, data, init_states, name="foreach"):
    """Symbolic ``sym.contrib.foreach``: trace ``body`` once on per-step variables into the
    subgraph of a ``_foreach`` node, laid out as MXNet 1.9.1 writes it (its inputs in the
    body's input order; ``in_data_locs``/``in_state_locs``/``remain_locs`` say which is which)."""
    from .. import name as _name
    from ..errors import user_location
    from ..symbol import Node, Symbol, compose, var
    data_list, data_is_list = _as_list(data)
    states, states_is_list = _as_list(init_states)
    for s in data_list + states:
        if not isinstance(s, Symbol) or s._num_outputs() != 1:
            raise TypeError("foreach: data and states must be single-output Symbols")
    # MXNet names the node like any op (_foreach0); ``name`` labels the traced body
    node_name = _name.current().get(None, "_foreach")
    step_vars = [var(f"{s.name}-0" if s.name else f"{name}_data{i}")
                 for i, s in enumerate(data_list)]
    state_vars = [var(f"{s.name}-0" if s.name else f"{name}_state{i}")
                  for i, s in enumerate(states)]
    out_fmt = {}

    def traced():
        outs, new_states = _step_result(
            body(step_vars if data_is_list else step_vars[0],
                 state_vars if states_is_list else state_vars[0]))
        outs, out_fmt["list"] = _as_list(outs)
        new_states, _ = _as_list(new_states)
        if len(new_states) != len(states):
            raise ValueError(f"foreach: the body returns {len(new_states)} states for "
                             f"{len(states)} initial ones")
        out_fmt["n"] = len(outs)
        return outs + new_states

    sub, refs, _ = _subgraph(traced, name, compose)
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
    return (outs if out_fmt["list"] else outs[0],
            new_states if states_is_list else new_states[0])


# ------------------------------------------------------------ while_loop
def _while_state(a, arrays):
    """The node's inputs as a mutable list: loop variables take their current values at the
    node-input positions MXNet records for them (``func_input_locs[func_var_locs[k]]``)."""
    return list(arrays), [a.func_input_locs[v] for v in a.func_var_locs]


def while_steps(kctx, a, graphs, arrays, run_func, run_cond=None):
    """Run ``func`` while ``cond`` holds, at most ``max_iterations`` times; outputs are stacked
    and zero-padded to ``max_iterations`` (MXNet leaves the tail uninitialised)."""
    xp = kctx.xp
    cond_g, func_g = graphs
    current, var_pos = _while_state(a, arrays)
    collected = None
    for t in range(a.max_iterations):
        cond_feed = {n: current[loc] for n, loc in zip(cond_g.input_names, a.cond_input_locs)}
        pred = (run_cond or (lambda f: cond_g.run_with(kctx, f)))(cond_feed)[0]
        if int(pred.size) != 1:
            raise OpError(f"while_loop: the condition must have one element, it has shape "
                          f"{tuple(pred.shape)}")
        if not bool(pred.reshape(-1)[0]):
            break
        func_feed = {n: current[loc] for n, loc in zip(func_g.input_names, a.func_input_locs)}
        outs = run_func(func_feed, t)
        if collected is None:
            collected = [[] for _ in range(a.num_out_data)]
        for k in range(a.num_out_data):
            collected[k].append(outs[k])
        for pos, value in zip(var_pos, outs[a.num_out_data:]):
            current[pos] = value
    shapes = _while_out_shapes(a, graphs, [tuple(x.shape) for x in arrays])
    stacked = []
    for k in range(a.num_out_data):
        out = xp.zeros(shapes[k], dtype=arrays[0].dtype if not collected else collected[k][0].dtype)
        if collected:
            out[:len(collected[k])] = xp.stack(collected[k])
        stacked.append(out)
    return stacked + [current[pos] for pos in var_pos]


def _while_out_shapes(a, graphs, in_shapes):
    _, func_g = graphs
    known = {n: in_shapes[loc] for n, loc in zip(func_g.input_names, a.func_input_locs)
             if in_shapes[loc] is not None}
    shapes = func_g.infer_shapes(known)
    outs = [shapes.get(ref) for ref in func_g.heads]
    if any(s is None for s in outs[:a.num_out_data]):
        return None
    var_shapes = [in_shapes[a.func_input_locs[v]] for v in a.func_var_locs]
    return [(a.max_iterations,) + tuple(s) for s in outs[:a.num_out_data]] + \
        [None if s is None else tuple(s) for s in var_shapes]


def _while_kernel(kctx, a, graphs, *arrays):
    _, func_g = graphs
    res = while_steps(kctx, a, graphs, arrays,
                      lambda feed, t: func_g.run_with(kctx, feed))
    return tuple(res) if len(res) > 1 else res[0]


def _while_infer_shape(a, graphs, in_shapes):
    shapes = _while_out_shapes(a, graphs, list(in_shapes))
    return None if shapes is None or any(s is None for s in shapes) else shapes


def _while_infer_type(a, graphs, in_types):
    _, func_g = graphs
    known = {n: in_types[loc] for n, loc in zip(func_g.input_names, a.func_input_locs)
             if in_types[loc] is not None}
    types = func_g.infer_types(known)
    return [types.get(ref) for ref in func_g.heads]


def _while_validate(a, subgraphs, n_inputs):
    if len(subgraphs) != 2:
        raise OpError(f"_while_loop needs 2 subgraphs (cond, func), the node has "
                      f"{len(subgraphs)}")
    cond_g, func_g = subgraphs
    for label, g, locs in (("cond", cond_g, a.cond_input_locs),
                           ("func", func_g, a.func_input_locs)):
        if len(locs) != len(g.list_inputs()) or any(not 0 <= loc < n_inputs for loc in locs):
            raise OpError(f"_while_loop: {label}_input_locs {locs} do not map the {label} "
                          f"subgraph's {len(g.list_inputs())} inputs to the node's {n_inputs}")
    if any(not 0 <= v < len(a.func_input_locs) for v in a.func_var_locs):
        raise OpError(f"_while_loop: func_var_locs {a.func_var_locs} out of range")
    if cond_g._num_outputs() != 1:
        raise OpError("_while_loop: the condition subgraph must have one output")
    if func_g._num_outputs() != a.num_outputs or \
            a.num_outputs != a.num_out_data + len(a.func_var_locs):
        raise OpError(f"_while_loop: the body has {func_g._num_outputs()} outputs; "
                      f"num_out_data={a.num_out_data} plus {len(a.func_var_locs)} loop "
                      "variables expected")


WHILE_LOOP = _control_op(
    "_while_loop",
    (Attr("num_args", Int), Attr("num_outputs", Int), Attr("num_out_data", Int),
     Attr("max_iterations", Int), Attr("cond_input_locs", Shape),
     Attr("func_input_locs", Shape), Attr("func_var_locs", Shape)),
    "a loop while a condition holds; build it with contrib.while_loop",
    _while_validate, _while_kernel, _while_infer_shape, _while_infer_type)


def _loop_result(result):
    if not isinstance(result, (list, tuple)) or len(result) != 2:
        raise TypeError(f"while_loop: func must return (outputs, loop_vars), got "
                        f"{type(result).__name__}")
    outs, new_vars = (_as_list(r)[0] for r in result)
    return outs, new_vars


def nd_while_loop(cond, func, loop_vars, max_iterations=None):
    """Eager ``nd.contrib.while_loop``: call ``func(*loop_vars)`` while ``cond(*loop_vars)``
    holds (at most ``max_iterations`` times); outputs stacked and zero-padded to
    ``max_iterations`` rows, as MXNet's shapes are (its tail is uninitialised)."""
    from .. import nd
    if max_iterations is None:
        raise ValueError("while_loop: max_iterations is required")
    loop_vars, vars_is_list = _as_list(loop_vars)
    collected = None
    for _ in range(int(max_iterations)):
        pred = cond(*loop_vars)
        if not bool(pred.asnumpy().reshape(-1)[0] if hasattr(pred, "asnumpy") else pred):
            break
        outs, new_vars = _loop_result(func(*loop_vars))
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
        rows = c + ([nd.zeros_like(c[0])] * pad)
        stacked.append(nd.stack(*rows))
    return stacked, (loop_vars if vars_is_list else loop_vars[0])


def sym_while_loop(cond, func, loop_vars, max_iterations=None, name="while_loop"):
    """Symbolic ``sym.contrib.while_loop``: ``cond`` and ``func`` traced on per-iteration
    variables into a ``_while_loop`` node laid out as MXNet 1.9.1 writes it (inputs: the
    condition's, then the body's others; ``*_input_locs`` map each subgraph input to them,
    ``func_var_locs`` says which body inputs are the loop variables)."""
    from .. import name as _name
    from ..errors import user_location
    from ..symbol import Node, Symbol, compose, var
    if max_iterations is None:
        raise ValueError("while_loop: max_iterations is required")
    loop_vars, vars_is_list = _as_list(loop_vars)
    for s in loop_vars:
        if not isinstance(s, Symbol) or s._num_outputs() != 1:
            raise TypeError("while_loop: loop_vars must be single-output Symbols")
    node_name = _name.current().get(None, "_while_loop")
    step_vars = [var(f"{s.name}-0" if s.name else f"{name}_var{i}")
                 for i, s in enumerate(loop_vars)]
    n_out = {}

    def traced_func():
        outs, new_vars = _loop_result(func(*step_vars))
        if len(new_vars) != len(loop_vars):
            raise ValueError(f"while_loop: func returns {len(new_vars)} loop variables for "
                             f"{len(loop_vars)}")
        n_out["n"] = len(outs)
        return outs + new_vars

    cond_g, cond_refs, _ = _subgraph(lambda: cond(*step_vars), f"{name}_cond", compose)
    func_g, func_refs, _ = _subgraph(traced_func, f"{name}_func", compose)
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
