"""Record real MXNet 1.9.1's optimizer states bytes (``Updater.get_states(dump_optimizer=True)``,
what ``gluon.Trainer.save_states`` writes) after two updates of seeded (3, 4) weights, and the
weights after a third update, for tests/training/test_optimizer_states.py: the runtime loads
MXNet's bytes (``Updater.set_states``, ``Trainer.load_states``) and its third update must give
MXNet's weights.

    /path/to/mxnet-venv/bin/python bench/mxnet_optimizer_states_fixtures.py \\
        tests/fixtures/mxnet/optimizer_states

With ``--check DIR`` it loads the runtime's bytes from DIR (the test writes them where
HYBRIDLINT_OPTIMIZER_STATES_OUT points) into MXNet updaters, runs the third update and compares
it with the runtime's (``DIR/steps.npz``): the runtime-to-MXNet direction.
"""
import json
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load

cases = load("training/optimizer_cases.py")

# (name, kwargs, float16 weights)
SETTINGS = [
    ("sgd", dict(learning_rate=0.1, momentum=0.9, wd=0.001), False),
    ("adam", dict(learning_rate=0.01, wd=0.01, lr_scheduler=None), False),
    ("rmsprop", dict(learning_rate=0.01, centered=True), False),
    ("sgd", dict(learning_rate=0.1, momentum=0.9, multi_precision=True), True),
    ("adam", dict(learning_rate=0.01, multi_precision=True), True),
    ("lamb", dict(learning_rate=0.01, wd=0.01, multi_precision=True), True),
    ("lars", dict(learning_rate=0.1, momentum=0.9, wd=0.001), False),
    ("sgd", dict(learning_rate=0.1, momentum=0.9, lr_scheduler="factor"), False),
]


def optimizer(name, kwargs):
    return cases.optimizer(mx.optimizer, mx.lr_scheduler, name, kwargs)


def step(upd, ws, grads):
    cases.step(mx.nd, upd, ws, grads)


def record(out):
    out.mkdir(parents=True, exist_ok=True)
    arrays = {}
    for i, (name, kwargs, f16) in enumerate(SETTINGS):
        w0, grads = cases.data(i, f16)
        upd = mx.optimizer.get_updater(optimizer(name, kwargs))
        ws = [mx.nd.array(w, dtype=w.dtype) for w in w0]
        step(upd, ws, grads[0])
        step(upd, ws, grads[1])
        (out / f"{i}.states").write_bytes(upd.get_states(dump_optimizer=True))
        arrays[f"{i}_w2"] = np.stack([w.asnumpy() for w in ws])
        step(upd, ws, grads[2])
        arrays[f"{i}_w3"] = np.stack([w.asnumpy() for w in ws])
    # a Trainer's file (the same bytes, written by Trainer.save_states)
    net = mx.gluon.nn.Dense(2, in_units=3)
    net.initialize(mx.init.Constant(0.5))
    trainer = mx.gluon.Trainer(net.collect_params(), "sgd",
                               dict(learning_rate=0.1, momentum=0.9))
    x = mx.nd.array(np.arange(12).reshape(4, 3) / 10)
    for _ in range(3):
        with mx.autograd.record():
            loss = (net(x) ** 2).sum()
        loss.backward()
        trainer.step(4)
        if _ == 1:
            trainer.save_states(str(out / "trainer.states"))
            arrays["trainer_w2"] = net.weight.data().asnumpy()
            arrays["trainer_b2"] = net.bias.data().asnumpy()
    arrays["trainer_w3"] = net.weight.data().asnumpy()
    np.savez_compressed(out / "steps.npz", **arrays)
    (out / "settings.json").write_text(json.dumps(SETTINGS) + "\n")
    print(sorted(p.name for p in out.iterdir()))


def check(where):
    want = np.load(where / "steps.npz")
    for i, (name, kwargs, f16) in enumerate(SETTINGS):
        w0, grads = cases.data(i, f16)
        upd = mx.optimizer.get_updater(optimizer(name, kwargs))
        upd.set_states((where / f"{i}.states").read_bytes())
        ws = [mx.nd.array(w) .astype(w.dtype) for w in want[f"{i}_w2"]]
        step(upd, ws, grads[2])
        got = np.stack([w.asnumpy() for w in ws])
        print(i, name, type(upd.optimizer).__name__, "equal" if np.array_equal(got, want[f"{i}_w3"])
              else f"max abs diff {np.abs(got.astype('f8') - want[f'{i}_w3']).max():.3g}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--check"]:
        check(Path(sys.argv[2]))
    else:
        record(Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/optimizer_states"))
