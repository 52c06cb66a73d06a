"""How bench/mxnet_optimizer_states_fixtures.py's settings become optimizers, weights and
gradients, shared by that recorder (under real MXNet 1.9.1, loading this file with
bench/from_tests.py) and tests/training/test_optimizer_states.py (on the runtime), so both run the
same updates.  Imports nothing but numpy: the recorder runs under MXNet's python."""
import numpy as np


def optimizer(optimizer_module, lr_scheduler_module, name, kwargs):
    """``optimizer_module.create(name, **kwargs)``; ``lr_scheduler="factor"`` stands for a
    FactorScheduler(step=2, factor=0.5, base_lr=0.1)."""
    kwargs = dict(kwargs)
    if kwargs.get("lr_scheduler") == "factor":
        kwargs["lr_scheduler"] = lr_scheduler_module.FactorScheduler(step=2, factor=0.5,
                                                                     base_lr=0.1)
    return optimizer_module.create(name, **kwargs)


def data(i, f16):
    """Setting ``i``'s two (3, 4) weights and the gradients of three steps, seeded."""
    rng = np.random.RandomState(100 + i)
    dt = np.float16 if f16 else np.float32
    w0 = [rng.standard_normal((3, 4)).astype(dt) for _ in range(2)]
    grads = [[(rng.standard_normal((3, 4)) * 2).astype(dt) for _ in range(2)] for _ in range(3)]
    return w0, grads


def step(nd, upd, ws, grads):
    """One updater call over both weights (keys 0 and 1)."""
    upd([0, 1], [nd.array(g, dtype=g.dtype) for g in grads], ws)


def update_call(nd, c, args):
    """bench/mxnet_update_fixtures.py's operator case ``c`` called on ``args`` (its arrays in the
    recorded order): ``lrs``/``wds`` are tuples, or arrays among ``args`` for the preloaded
    forms; with ``out`` "weight" the call updates the weight(s) in place as MXNet's optimizers
    do."""
    kw = dict(c["kwargs"])
    for key in ("lrs", "wds"):
        if key in kw:
            kw[key] = tuple(kw[key])
    if c["op"].startswith("preloaded_"):
        kw.pop("lrs"), kw.pop("wds")
    if c["out"] == "weight":
        per = len(c["arrays"])
        weights = [args[k * per] for k in range(max(c["multi"], 1))]
        kw["out"] = weights if c["multi"] else weights[0]
    return getattr(nd, c["op"])(*args, **kw)


def optimizer_args(kwargs):
    """The ``create`` kwargs of a recorded optimizer setting: keys starting with "_" are the
    recording's (``_params`` weights updated together, ``_names`` their names, ``_no_noise``,
    ``_error``), except that ``_names`` becomes ``param_idx2name``."""
    args = {k: v for k, v in kwargs.items() if not k.startswith("_")}
    if "_names" in kwargs:
        args["param_idx2name"] = {int(k): v for k, v in kwargs["_names"].items()}
    return args


def _flat(state):
    if state is None:
        return []
    if isinstance(state, (list, tuple)):
        return [x for s in state for x in _flat(s)]
    return [state]


def state_columns(upd, n):
    """The updater's states of weights 0..n-1, flattened in MXNet's order and stacked over the
    weights."""
    return [np.stack([x.asnumpy() for x in col])
            for col in zip(*(_flat(upd.states[k]) for k in range(n)))]
