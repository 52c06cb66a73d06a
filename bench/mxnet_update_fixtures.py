"""Record real MXNet 1.9.1's optimizer update operators (``nd.sgd_update``, ``sgd_mom_update``,
``nag_mom_update``, ``adam_update``, ``rmsprop_update``, ``signum_update``, ``ftrl_update``,
``ftml_update``, their ``mp_``/``multi_``/``preloaded_multi_`` forms, ``all_finite``,
``multi_all_finite``, ``multi_sum_sq``, ``reset_arrays``) for tests/runtime/test_nd_updates.py,
and four steps of each ``mx.optimizer`` optimizer the runtime provides through ``get_updater``
(``optimizers``) for tests/training/test_optimizer.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_update_fixtures.py tests/fixtures/mxnet/updates.npz

Each case calls the operator on seeded arrays with ``out=`` the weight (as MXNet's optimizers do)
or without ``out``, and records every array afterwards: the operators update their states (and
the weight, through ``out``) in place, so the whole set of arrays is the result.  The case list
itself is stored as JSON in the file (``cases``), so the test replays exactly what was recorded.
"""
import json
import sys

import mxnet as mx
import numpy as np

from from_tests import load

cases = load("training/optimizer_cases.py")

F32, F16 = "float32", "float16"


def case(op, arrays, kwargs, out="weight", multi=0):
    """``arrays``: (name, dtype, kind) in call order; kind: n (normal), p (positive: second
    moments), z (zeros), w32 (float32 copy of ``weight``), nf (normal with inf/nan), r / r0
    (a (1,) norm, positive / zero)."""
    return {"op": op, "arrays": arrays, "kwargs": kwargs, "out": out, "multi": multi}


W, G = ("weight", F32, "n"), ("grad", F32, "n")
W16, G16, W32 = ("weight", F16, "n"), ("grad", F16, "n"), ("weight32", F32, "w32")


def state(name, kind="n"):
    return (name, F32, kind)


# the last: a Trainer's 1/batch_size rescaling without clipping (its own rounding path)
CLIPS = [dict(), dict(wd=0.01), dict(rescale_grad=0.5, clip_gradient=0.3, wd=0.1),
         dict(rescale_grad=1 / 3, wd=0.0005)]

CASES = []
for kw in CLIPS:
    CASES += [
        case("sgd_update", [W, G], dict(lr=0.1, **kw)),
        case("sgd_mom_update", [W, G, state("mom")], dict(lr=0.1, momentum=0.9, **kw)),
        case("nag_mom_update", [W, G, state("mom")], dict(lr=0.1, momentum=0.9, **kw)),
        case("mp_sgd_update", [W16, G16, W32], dict(lr=0.1, **kw)),
        case("mp_sgd_mom_update", [W16, G16, state("mom"), W32], dict(lr=0.1, momentum=0.9, **kw)),
        case("mp_nag_mom_update", [W16, G16, state("mom"), W32], dict(lr=0.1, momentum=0.9, **kw)),
        case("adam_update", [W, G, state("mean"), state("var", "p")],
             dict(lr=0.01, beta1=0.9, beta2=0.99, epsilon=1e-6, **kw)),
        case("rmsprop_update", [W, G, state("n", "p")], dict(lr=0.01, gamma1=0.9, **kw)),
        case("rmspropalex_update", [W, G, state("n", "p"), state("g", "z"), state("delta")],
             dict(lr=0.01, gamma1=0.9, gamma2=0.8, **kw)),
        case("signsgd_update", [W, G], dict(lr=0.1, **kw)),
        case("signum_update", [W, G, state("mom")], dict(lr=0.1, momentum=0.9, wd_lh=0.05, **kw)),
        case("ftrl_update", [W, G, state("z"), state("n", "p")],
             dict(lr=0.1, lamda1=0.01, beta=1.0, **kw)),
        case("ftml_update", [W, G, state("d", "p"), state("v", "p"), state("z")],
             dict(lr=0.1, beta1=0.6, beta2=0.999, epsilon=1e-8, t=3,
                  **{("clip_grad" if k == "clip_gradient" else k): v for k, v in kw.items()})),
    ]
CASES += [
    # defaults: no momentum, MXNet's own defaults of every attribute
    case("sgd_mom_update", [W, G, state("mom")], dict(lr=0.1)),
    case("adam_update", [W, G, state("mean"), state("var", "p")], dict(lr=0.01)),
    case("rmsprop_update", [W, G, state("n", "p")], dict(lr=0.01, clip_weights=0.5)),
    case("rmspropalex_update", [W, G, state("n", "p"), state("g", "z"), state("delta")],
         dict(lr=0.01, clip_weights=0.5)),
    # no out: the new weight is returned, the states are still updated in place
    case("sgd_mom_update", [W, G, state("mom")], dict(lr=0.1, momentum=0.9, wd=0.01), out=None),
    case("adam_update", [W, G, state("mean"), state("var", "p")], dict(lr=0.01), out=None),
    # multi-tensor forms: 2 weights; arrays listed for the first weight, repeated per weight
    case("multi_sgd_update", [W, G], dict(lrs=(0.1, 0.2), wds=(0.0, 0.01), rescale_grad=0.5,
                                          num_weights=2), multi=2),
    case("multi_sgd_mom_update", [W, G, state("mom")],
         dict(lrs=(0.1, 0.2), wds=(0.01, 0.0), momentum=0.9, clip_gradient=0.4, num_weights=2),
         multi=2),
    case("multi_sgd_mom_update", [W, G, state("mom")],
         dict(lrs=(0.1, 0.2), wds=(0.01, 0.0), momentum=0.9, rescale_grad=1 / 3, num_weights=2),
         multi=2),
    case("multi_sgd_update", [W, G], dict(lrs=(0.1, 0.2), wds=(0.0005, 0.01),
                                          rescale_grad=1 / 3, num_weights=2), multi=2),
    case("multi_mp_sgd_update", [W16, G16, W32], dict(lrs=(0.1, 0.2), wds=(0.0, 0.01),
                                                     num_weights=2), multi=2),
    case("multi_mp_sgd_mom_update", [W16, G16, state("mom"), W32],
         dict(lrs=(0.1, 0.2), wds=(0.01, 0.01), momentum=0.9, num_weights=2), multi=2),
    case("preloaded_multi_sgd_update", [W, G], dict(lrs=(0.1, 0.2), wds=(0.0, 0.01),
                                                    num_weights=2), multi=2),
    case("preloaded_multi_sgd_mom_update", [W, G, state("mom")],
         dict(lrs=(0.1, 0.2), wds=(0.01, 0.0), momentum=0.9, num_weights=2), multi=2),
    case("preloaded_multi_mp_sgd_mom_update", [W16, G16, state("mom"), W32],
         dict(lrs=(0.1, 0.2), wds=(0.01, 0.01), momentum=0.9, num_weights=2), multi=2),
    # LAMB's two phases (phase 1 returns the direction g; phase 2 scales lr by r1 / r2)
    case("lamb_update_phase1", [W, G, state("mean"), state("var", "p")],
         dict(t=1, wd=0.01), out=None),
    case("lamb_update_phase1", [W, G, state("mean"), state("var", "p")],
         dict(t=3, wd=0.0, beta1=0.8, beta2=0.99, epsilon=1e-5, rescale_grad=0.5,
              clip_gradient=0.4), out=None),
    case("lamb_update_phase1", [W, G, state("mean"), state("var", "p")],
         dict(t=2, wd=0.01, bias_correction=False), out=None),
    case("mp_lamb_update_phase1", [W16, G16, state("mean"), state("var", "p"), W32],
         dict(t=2, wd=0.01, rescale_grad=1 / 3), out=None),
    case("lamb_update_phase2", [W, ("g", F32, "n"), ("r1", F32, "r"), ("r2", F32, "r")],
         dict(lr=0.01)),
    case("lamb_update_phase2", [W, ("g", F32, "n"), ("r1", F32, "r"), ("r2", F32, "r")],
         dict(lr=0.01, lower_bound=3.0, upper_bound=4.0)),
    case("lamb_update_phase2", [W, ("g", F32, "n"), ("r1", F32, "r"), ("r2", F32, "r")],
         dict(lr=0.01, upper_bound=0.2)),
    case("lamb_update_phase2", [W, ("g", F32, "n"), ("r1", F32, "r"), ("r2", F32, "r0")],
         dict(lr=0.01)),
    case("mp_lamb_update_phase2",
         [W16, ("g", F32, "n"), ("r1", F32, "r"), ("r2", F32, "r"), W32], dict(lr=0.01)),
    # checks and reductions over several arrays
    case("all_finite", [("data", F32, "n")], dict(), out=None),
    case("all_finite", [("data", F32, "nf")], dict(), out=None),
    case("all_finite", [("data", F16, "nf")], dict(init_output=False), out=None),
    case("multi_all_finite", [("a", F32, "n"), ("b", F32, "n")], dict(num_arrays=2), out=None),
    case("multi_all_finite", [("a", F32, "n"), ("b", F32, "nf")], dict(num_arrays=2), out=None),
    case("multi_sum_sq", [("a", F32, "n"), ("b", F32, "n"), ("c", F32, "n")],
         dict(num_arrays=3), out=None),
    case("multi_sum_sq", [("a", F16, "n"), ("b", F16, "n")], dict(num_arrays=2), out=None),
    # refused by MXNet ("This layer requires uniform type"): recorded as the error
    case("multi_sum_sq", [("a", F32, "n"), ("b", F16, "n")], dict(num_arrays=2), out=None),
    case("reset_arrays", [("a", F32, "n"), ("b", F16, "n")], dict(num_arrays=2), out=None),
]


# (name, kwargs): four updates of one float32 (3, 4) parameter through mx.optimizer.get_updater
OPTIMIZERS = [
    ("sgd", dict(learning_rate=0.1, rescale_grad=1 / 3, wd=0.0005)),
    ("sgd", dict(learning_rate=0.1, momentum=0.9, rescale_grad=1 / 3, wd=0.0005)),
    ("nag", dict(learning_rate=0.1, momentum=0.9, wd=0.01, clip_gradient=1.5)),
    ("adam", dict(learning_rate=0.01, wd=0.01, rescale_grad=0.25, clip_gradient=0.5)),
    ("rmsprop", dict(learning_rate=0.01, wd=0.01, gamma1=0.95)),
    ("rmsprop", dict(learning_rate=0.01, centered=True, clip_weights=1.2, clip_gradient=2.0)),
    ("signum", dict(learning_rate=0.01, wd=0.01, wd_lh=0.001)),
    ("signum", dict(learning_rate=0.01, momentum=0.0)),
    ("ftml", dict(learning_rate=0.05, wd=0.01, clip_gradient=2.0)),
    ("ftrl", dict(learning_rate=0.1, lamda1=0.01, wd=0.001, rescale_grad=0.5)),
    ("adadelta", dict(rho=0.9, epsilon=1e-5, wd=0.01, rescale_grad=0.5)),
    ("adadelta", dict(clip_gradient=0.8)),
    ("adamax", dict(learning_rate=0.002, wd=0.01, clip_gradient=1.0)),
    ("nadam", dict(learning_rate=0.001, wd=0.01, rescale_grad=0.5)),
    ("nadam", dict(clip_gradient=0.5)),
    ("adagrad", dict(learning_rate=0.1, wd=0.01, clip_gradient=2.5, rescale_grad=0.5)),
    ("lamb", dict(learning_rate=0.01, wd=0.01, rescale_grad=0.5)),
    ("lamb", dict(learning_rate=0.01, wd=0.01, clip_gradient=1.0, lower_bound=0.5,
                  upper_bound=2.0, bias_correction=False)),
    # float16 weights and gradients with a float32 master copy (states flattened in MXNet's
    # order: (master, states) from the base class, (states, master) for SGD/NAG/LARS)
    ("lamb", dict(learning_rate=0.01, wd=0.01, rescale_grad=1 / 3, multi_precision=True)),
    ("sgd", dict(learning_rate=0.1, momentum=0.9, rescale_grad=1 / 3, multi_precision=True)),
]

# Recorded after everything above (so the values above stay as first recorded).  Keys starting
# with "_" are not optimizer arguments: _params (that many parameters updated together, as
# a Trainer's aggregated step), _names (param_idx2name), _no_noise (SGLD's normal() patched
# to zeros: its deterministic half), _error (record the exception).
MORE_CASES = [
    case("multi_lars", [("lrs", F32, "v"), ("weights_sum_sq", F32, "v0"),
                        ("grads_sum_sq", F32, "v0"), ("wds", F32, "v")],
         dict(eta=0.001, eps=0.0), out=None),
    case("multi_lars", [("lrs", F32, "v"), ("weights_sum_sq", F32, "v"),
                        ("grads_sum_sq", F32, "v"), ("wds", F32, "v")],
         dict(eta=0.01, eps=1e-6, rescale_grad=1 / 3), out=None),
]
MORE_OPTIMIZERS = [
    ("lars", dict(learning_rate=0.1, momentum=0.9, wd=0.0005, rescale_grad=1 / 3)),
    ("lars", dict(learning_rate=0.1, eta=0.01, eps=1e-4, clip_gradient=0.5)),
    ("lars", dict(learning_rate=0.1, momentum=0.9, wd=0.01, _params=5,
                  _names={0: "conv0_weight", 1: "conv0_bias", 2: "bn0_gamma", 3: "bn0_beta",
                          4: "dense0_weight"})),
    ("lars", dict(learning_rate=0.1, momentum=0.9, wd=0.001, multi_precision=True)),
    ("lbsgd", dict(learning_rate=0.1, momentum=0.9, wd=0.001, batch_scale=2,
                   warmup_epochs=1, updates_per_epoch=3)),
    ("lbsgd", dict(learning_rate=0.1, batch_scale=2, warmup_strategy="lars", wd=0.01)),
    ("lbsgd", dict(learning_rate=0.1, momentum=0.9, warmup_strategy="power2",
                   warmup_epochs=2, updates_per_epoch=2, batch_scale=4, clip_gradient=1.0)),
    ("dcasgd", dict(learning_rate=0.1, wd=0.01, lamda=0.04, rescale_grad=0.5)),
    ("dcasgd", dict(learning_rate=0.1, lamda=0.1, clip_gradient=0.7)),
    ("dcasgd", dict(learning_rate=0.1, momentum=0.9, _error=True)),
    ("sgld", dict(learning_rate=0.01, wd=0.01, rescale_grad=0.5, _no_noise=True)),
    ("sgld", dict(learning_rate=0.01, clip_gradient=0.5, _no_noise=True)),
    ("adam", dict(learning_rate=0.01, wd=0.01, multi_precision=True)),
    ("nag", dict(learning_rate=0.1, momentum=0.9, multi_precision=True)),
    ("ccsgd", dict(learning_rate=0.1, momentum=0.9, rescale_grad=1 / 3, wd=0.0005)),
    ("test", dict(rescale_grad=0.5)),
]


def run_optimizer(name, kwargs, rng, steps=4):
    """Four updates; the weight, the state arrays (flattened) and the last gradient afterwards
    (for ``_params``: stacked over the parameters, all (3, 4))."""
    dt = F16 if kwargs.get("multi_precision") else F32
    n = kwargs.get("_params", 1)
    w0 = rng.standard_normal((n, 3, 4)).astype(dt)
    grads = [(rng.standard_normal((n, 3, 4)) * 3).astype(dt) for _ in range(steps)]
    args = cases.optimizer_args(kwargs)
    if kwargs.get("_no_noise"):
        mx.optimizer.optimizer.normal = lambda loc, scale, shape, dtype, ctx: \
            mx.nd.zeros(shape, ctx, dtype=dtype)
    o = mx.optimizer.create(name, **args)
    upd = mx.optimizer.get_updater(o)
    ws = [mx.nd.array(w0[k], dtype=dt) for k in range(n)]
    gs = None
    for a in grads:
        gs = [mx.nd.array(a[k], dtype=dt) for k in range(n)]
        upd(list(range(n)), gs, ws)
    states = cases.state_columns(upd, n)
    return w0, grads, np.stack([w.asnumpy() for w in ws]), states, \
        np.stack([g.asnumpy() for g in gs])


def make_inputs(c, rng, shapes=((3, 4), (5,))):
    """The arrays of one case, in call order (multi forms: per weight, then lrs/wds for the
    preloaded forms)."""
    out = []
    for k in range(max(c["multi"], 1)):
        shape = shapes[k % len(shapes)]
        weight = None
        for name, dt, kind in c["arrays"]:
            if kind == "w32":
                a = weight.astype(np.float32)
            elif kind == "z":
                a = np.zeros(shape, dt)
            elif kind in ("r", "r0"):          # a norm, as LAMB's phase 2 takes it
                a = (rng.rand(1) * 4 + 0.5 if kind == "r" else np.zeros(1)).astype(dt)
            elif kind in ("v", "v0"):         # a (4,) float32 vector: per-weight scalars
                a = (rng.rand(4) + 0.1).astype(dt)
                if kind == "v0":
                    a[1 + (name == "grads_sum_sq")] = 0
            elif kind == "p":
                a = (rng.rand(*shape) + 0.1).astype(dt)
            else:
                a = rng.standard_normal(shape).astype(dt)
                if kind == "nf":
                    a.reshape(-1)[1] = np.inf if dt == F32 else np.nan
            if name == "weight":
                weight = a
            out.append((f"{name}{k}", a))
    if c["op"].startswith("preloaded_"):
        kw = c["kwargs"]
        out += [("lrs", np.array(kw["lrs"], F32)), ("wds", np.array(kw["wds"], F32))]
    return out


def run(c, inputs):
    """Call the op in MXNet; every array afterwards plus the returned value(s)."""
    nds = [mx.nd.array(a, dtype=a.dtype) for _, a in inputs]
    res = cases.update_call(mx.nd, c, nds)
    res = res if isinstance(res, (list, tuple)) else [res]
    return ([nd.asnumpy() for nd in nds], [r.asnumpy() for r in res])


def record_case(saved, i, c, rng):
    inputs = make_inputs(c, rng)
    for name, a in inputs:
        saved[f"{i}_in_{name}"] = a
    try:
        after, returned = run(c, inputs)
    except mx.MXNetError as e:
        saved[f"{i}_error"] = np.array(str(e).strip().splitlines()[-1])
        return
    for (name, _), b in zip(inputs, after):
        saved[f"{i}_after_{name}"] = b
    for j, r in enumerate(returned):
        saved[f"{i}_ret_{j}"] = r


def record_optimizer(saved, i, name, kwargs, rng):
    real_normal = mx.optimizer.optimizer.normal
    try:
        w0, grads, w, states, last_grad = run_optimizer(name, kwargs, rng)
    except (ValueError, AssertionError) as e:
        if not kwargs.get("_error"):
            raise
        saved[f"opt{i}_error"] = np.array(f"{type(e).__name__}: {e}")
        return
    finally:
        mx.optimizer.optimizer.normal = real_normal
    saved[f"opt{i}_w0"], saved[f"opt{i}_grads"] = w0, np.stack(grads)
    saved[f"opt{i}_w"], saved[f"opt{i}_last_grad"] = w, last_grad
    for j, st in enumerate(states):
        saved[f"opt{i}_state{j}"] = st


if __name__ == "__main__":
    rng = np.random.RandomState(21)
    saved = {"cases": np.array(json.dumps(CASES + MORE_CASES))}
    for i, c in enumerate(CASES):
        record_case(saved, i, c, rng)
    saved["optimizers"] = np.array(json.dumps(OPTIMIZERS + MORE_OPTIMIZERS))
    for i, (name, kwargs) in enumerate(OPTIMIZERS):
        record_optimizer(saved, i, name, kwargs, rng)
    for i, c in enumerate(MORE_CASES, len(CASES)):
        record_case(saved, i, c, rng)
    for i, (name, kwargs) in enumerate(MORE_OPTIMIZERS, len(OPTIMIZERS)):
        record_optimizer(saved, i, name, kwargs, rng)
    np.savez_compressed(sys.argv[1], **saved)
    print(f"{len(CASES)} cases -> {sys.argv[1]}")
