"""Scenarios over mx.metric, mx.lr_scheduler, mx.io and mx.gluon.utils that run unchanged under
real MXNet 1.9.1 and under the runtime's alias.

``bench/mxnet_api_fixtures.py`` runs them in real MXNet and writes
``tests/fixtures/mxnet/api_scenarios.json``; ``tests/runtime/test_api_scenarios.py`` runs them
here and compares.  Each takes the ``mxnet`` module and returns plain python data.
"""
import numpy as np


def _preds(mx):
    rng = np.random.RandomState(3)
    return (mx.nd.array(rng.rand(6, 4)), mx.nd.array([0, 3, 1, 1, 2, 0]),
            mx.nd.array(rng.rand(6)), mx.nd.array(rng.rand(6)))


def metrics(mx):
    probs, labels, reg_pred, reg_label = _preds(mx)
    probs = probs / probs.sum(axis=1, keepdims=True)
    binary = mx.nd.array([[0.3, 0.7], [0.9, 0.1], [0.2, 0.8], [0.6, 0.4]])
    binary_label = mx.nd.array([1, 0, 0, 1])
    out = {}
    for name, make, lab, pred in [
        ("acc", lambda: mx.metric.Accuracy(), labels, probs),
        ("acc_index_preds", lambda: mx.metric.create("acc"), labels,
         mx.nd.array([0, 3, 2, 1, 2, 1])),
        ("top3", lambda: mx.metric.TopKAccuracy(top_k=3), labels, probs),
        ("ce", lambda: mx.metric.create("ce"), labels, probs),
        ("nll", lambda: mx.metric.NegativeLogLikelihood(), labels, probs),
        ("mae", lambda: mx.metric.MAE(), reg_label, reg_pred),
        ("mse", lambda: mx.metric.MSE(), reg_label, reg_pred),
        ("rmse", lambda: mx.metric.RMSE(), reg_label, reg_pred),
        ("pearson", lambda: mx.metric.PearsonCorrelation(), reg_label, reg_pred),
        ("pearson_micro", lambda: mx.metric.PearsonCorrelation(average="micro"), reg_label,
         reg_pred),
        ("f1", lambda: mx.metric.F1(), binary_label, binary),
        ("f1_micro", lambda: mx.metric.F1(average="micro"), binary_label, binary),
        ("mcc", lambda: mx.metric.MCC(), binary_label, binary),
        ("perplexity", lambda: mx.metric.Perplexity(ignore_label=1), labels, probs),
        ("loss", lambda: mx.metric.Loss(), None, reg_pred),
    ]:
        m = make()
        m.update([lab] if lab is not None else None, [pred])
        m.update([lab] if lab is not None else None, [pred * 0.5 + 0.1])
        local = m.get()
        m.reset_local()
        out[name] = {"after_two": local, "global": m.get_global(), "after_reset_local": m.get(),
                     "name": m.name}
    comp = mx.metric.create(["acc", mx.metric.CrossEntropy()])
    comp.update([labels], [probs])
    out["composite"] = {"get": comp.get(), "name_value": comp.get_name_value()}
    custom = mx.metric.np(lambda label, pred: float(np.abs(label - pred).sum()), name="l1")
    custom.update([reg_label], [reg_pred])
    out["custom"] = custom.get()
    return out


def schedulers(mx):
    ls = mx.lr_scheduler
    made = {
        "factor": ls.FactorScheduler(step=3, factor=0.5, base_lr=1.0, stop_factor_lr=0.1),
        "factor_warmup": ls.FactorScheduler(step=2, factor=0.9, base_lr=0.5, warmup_steps=4,
                                            warmup_begin_lr=0.1),
        "multi": ls.MultiFactorScheduler(step=[2, 5, 7], factor=0.1, base_lr=1.0),
        "poly": ls.PolyScheduler(max_update=10, base_lr=1.0, pwr=2, final_lr=0.01,
                                 warmup_steps=2, warmup_mode="constant", warmup_begin_lr=0.2),
        "cosine": ls.CosineScheduler(max_update=8, base_lr=0.4, final_lr=0.0, warmup_steps=3),
    }
    return {name: [float(s(n)) for n in range(0, 14)] for name, s in made.items()}


def ndarray_iter(mx):
    data = np.arange(7 * 2, dtype="float32").reshape(7, 2)
    label = np.arange(7, dtype="float32")
    out = {}
    for handle in ("pad", "discard", "roll_over"):
        it = mx.io.NDArrayIter(data, label, batch_size=3, last_batch_handle=handle)
        epochs = []
        for _ in range(2):
            epochs.append([(b.data[0].asnumpy().tolist(), b.label[0].asnumpy().tolist(), b.pad)
                           for b in it])
            it.reset()
        out[handle] = {"epochs": epochs,
                       "provide_data": [(d.name, list(d.shape)) for d in it.provide_data],
                       "provide_label": [(d.name, list(d.shape)) for d in it.provide_label]}
    named = mx.io.NDArrayIter({"b": data, "a": data * 2}, batch_size=4)
    out["dict_names"] = [d.name for d in named.provide_data]
    multi = mx.io.NDArrayIter([data, data], batch_size=4)
    out["list_names"] = [d.name for d in multi.provide_data]
    np.random.seed(5)
    shuffled = mx.io.NDArrayIter(data, label, batch_size=7, shuffle=True)
    out["shuffled"] = next(iter(shuffled)).label[0].asnumpy().tolist()
    resized = mx.io.ResizeIter(mx.io.NDArrayIter(data, label, batch_size=3), 5)
    out["resize"] = [b.label[0].asnumpy().tolist() for b in resized]
    return out


def gluon_utils(mx):
    x = mx.nd.array(np.arange(20, dtype="float32").reshape(5, 4))
    parts = mx.gluon.utils.split_data(x, 2, even_split=False)
    cols = mx.gluon.utils.split_data(x, 2, batch_axis=1)
    loaded = mx.gluon.utils.split_and_load(x, [mx.cpu(0)])
    arrays = [mx.nd.array([3.0, 4.0]), mx.nd.array([[12.0]])]
    norm = mx.gluon.utils.clip_global_norm(arrays, 6.5)
    small = [mx.nd.array([0.1, 0.2])]
    small_norm = mx.gluon.utils.clip_global_norm(small, 10.0)
    try:
        mx.gluon.utils.split_data(x, 2)
        uneven = "no error"
    except ValueError as e:
        uneven = type(e).__name__
    return {"parts": [p.asnumpy().tolist() for p in parts],
            "cols": [c.asnumpy().tolist() for c in cols],
            "loaded": [v.asnumpy().tolist() for v in loaded],
            "norm": float(norm), "clipped": [a.asnumpy().tolist() for a in arrays],
            "small_norm": float(small_norm), "small": small[0].asnumpy().tolist(),
            "uneven": uneven}


SCENARIOS = {"metrics": metrics, "schedulers": schedulers, "ndarray_iter": ndarray_iter,
             "gluon_utils": gluon_utils}
