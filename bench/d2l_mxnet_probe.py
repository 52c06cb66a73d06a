"""d2l 1.0.3's MXNet module under the ``mxnet`` alias (issue #12's d2l line).

1. **Legacy snippets**: d2l chapter code written against MXNet's legacy API (``mx.nd``,
   ``gluon``, ``autograd``: the d2l 0.x editions of linear regression from scratch, concise
   softmax regression with ``gluon.data``, LeNet, a concise GRU language model, Bahdanau-style
   masked attention), with d2l 1.0.3's array-free helpers (``d2l.Vocab``, ``d2l.Timer``,
   ``d2l.bleu``).  Each runs unchanged under real MXNet 1.9.1 and under the runtime, from the
   same numpy-seeded data and weights; the printed loss curves are compared.
2. **Numpy mode**: what ``from d2l import mxnet as d2l`` needs of ``mx.np`` / ``mx.npx`` at import
   and at the first use of each chapter's entry point, with and without ``npx.set_np()``, in
   real MXNet and in the runtime (which provides the names of numpy mode but none of its arrays).

    build/ecovenv/bin/python bench/d2l_mxnet_probe.py D2L_DIR --mxnet-python MXNET_PY

D2L_DIR holds the ``d2l`` package (d2l/mxnet.py); MXNET_PY has real MXNet 1.9.1 with numpy
1.23.5, pandas, matplotlib, matplotlib-inline, IPython and requests.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

# Each snippet prints one JSON line: {"losses": [...]} (a float per step/epoch).
PRELUDE = '''
import json, numpy as onp
import mxnet as mx
from mxnet import autograd, gluon, nd, init
from mxnet.gluon import nn, rnn, loss as gloss
from d2l import mxnet as d2l
rng = onp.random.RandomState(0)
def set_weights(net):
    """numpy-seeded weights, the same in both runs (the two random streams differ)."""
    for name, p in sorted(net.collect_params().items()):
        p.set_data(nd.array(rng.normal(0, 0.1, p.shape).astype("float32")))
'''

SNIPPETS = {
    # d2l 0.x chapter 3.2: linear regression from scratch (nd, autograd, hand-written SGD)
    "linear_regression_scratch": '''
true_w, true_b = nd.array([2, -3.4]), 4.2
features = nd.array(rng.normal(0, 1, (200, 2)).astype("float32"))
labels = nd.dot(features, true_w) + true_b
labels += nd.array(rng.normal(0, 0.01, labels.shape).astype("float32"))
w, b = nd.array(rng.normal(0, 0.01, (2, 1)).astype("float32")), nd.zeros(1)
w.attach_grad(); b.attach_grad()
def linreg(X, w, b): return nd.dot(X, w) + b
def squared_loss(y_hat, y): return (y_hat - y.reshape(y_hat.shape)) ** 2 / 2
def sgd(params, lr, batch_size):
    for param in params:
        param[:] = param - lr * param.grad / batch_size
losses = []
timer = d2l.Timer()
for epoch in range(3):
    for i in range(0, 200, 10):
        X, y = features[i:i + 10], labels[i:i + 10]
        with autograd.record():
            l = squared_loss(linreg(X, w, b), y)
        l.backward()
        sgd([w, b], 0.03, 10)
    losses.append(float(squared_loss(linreg(features, w, b), labels).mean().asscalar()))
timer.stop()
print(json.dumps({"losses": losses + w.asnumpy().ravel().tolist() + [float(b.asscalar())]}))
''',
    # d2l 0.x chapter 3.7: concise softmax regression (gluon.data, Trainer, SoftmaxCELoss)
    "softmax_regression_concise": '''
X = rng.uniform(0, 1, (120, 1, 8, 8)).astype("float32")
y = rng.randint(0, 10, 120).astype("float32")
train_iter = gluon.data.DataLoader(gluon.data.ArrayDataset(X, y), batch_size=30, shuffle=False)
net = nn.Sequential()
net.add(nn.Dense(10))
net.initialize(init.Normal(sigma=0.01))
net(nd.zeros((1, 1, 8, 8)))
set_weights(net)
loss = gloss.SoftmaxCrossEntropyLoss()
trainer = gluon.Trainer(net.collect_params(), "sgd", {"learning_rate": 0.1})
losses = []
for epoch in range(3):
    for Xb, yb in train_iter:
        with autograd.record():
            l = loss(net(Xb), yb)
        l.backward()
        trainer.step(Xb.shape[0])
        losses.append(float(l.mean().asscalar()))
acc = (net(nd.array(X)).argmax(axis=1) == nd.array(y)).mean().asscalar()
print(json.dumps({"losses": losses + [float(acc)]}))
''',
    # d2l 0.x chapter 6.6: LeNet (HybridSequential, hybridize, Conv2D / pooling, Xavier)
    "lenet_hybridized": '''
net = nn.HybridSequential()
net.add(nn.Conv2D(channels=6, kernel_size=5, padding=2, activation="sigmoid"),
        nn.AvgPool2D(pool_size=2, strides=2),
        nn.Conv2D(channels=16, kernel_size=5, activation="sigmoid"),
        nn.AvgPool2D(pool_size=2, strides=2),
        nn.Dense(120, activation="sigmoid"), nn.Dense(84, activation="sigmoid"), nn.Dense(10))
net.initialize(init=init.Xavier())
net(nd.zeros((1, 1, 28, 28)))
set_weights(net)
net.hybridize()
X = nd.array(rng.uniform(0, 1, (16, 1, 28, 28)).astype("float32"))
y = nd.array(rng.randint(0, 10, 16).astype("float32"))
loss = gloss.SoftmaxCrossEntropyLoss()
trainer = gluon.Trainer(net.collect_params(), "sgd", {"learning_rate": 0.9})
losses = []
for step in range(5):
    with autograd.record():
        l = loss(net(X), y)
    l.backward()
    trainer.step(16)
    losses.append(float(l.mean().asscalar()))
print(json.dumps({"losses": losses}))
''',
    # d2l 0.x chapter 8.6 / 9.1: concise GRU language model (rnn.GRU, begin_state, clipping),
    # tokens through d2l 1.0.3's Vocab
    "gru_language_model": '''
text = "the time machine by h g wells i the time traveller for so it will be convenient"
vocab = d2l.Vocab(list(text))
corpus = [vocab[ch] for ch in text]
class RNNModel(nn.Block):
    def __init__(self, rnn_layer, vocab_size, **kwargs):
        super().__init__(**kwargs)
        self.rnn, self.vocab_size = rnn_layer, vocab_size
        self.dense = nn.Dense(vocab_size)
    def forward(self, inputs, state):
        X = nd.one_hot(inputs.T, self.vocab_size)
        Y, state = self.rnn(X, state)
        return self.dense(Y.reshape((-1, Y.shape[-1]))), state
    def begin_state(self, *args, **kwargs):
        return self.rnn.begin_state(*args, **kwargs)
model = RNNModel(rnn.GRU(16), len(vocab))
model.initialize()
state = model.begin_state(batch_size=2)
model(nd.zeros((2, 5)), state)
set_weights(model)
loss = gloss.SoftmaxCrossEntropyLoss()
trainer = gluon.Trainer(model.collect_params(), "sgd", {"learning_rate": 1.0})
losses = []
for step in range(6):
    i = 3 * step
    X = nd.array([corpus[i:i + 5], corpus[i + 20:i + 25]])
    Y = nd.array([corpus[i + 1:i + 6], corpus[i + 21:i + 26]])
    state = [s.detach() for s in state]
    with autograd.record():
        y_hat, state = model(X, state)
        l = loss(y_hat, Y.T.reshape((-1,))).mean()
    l.backward()
    grads = [p.grad() for p in model.collect_params().values()]
    gluon.utils.clip_global_norm(grads, 1.0)
    trainer.step(1)
    losses.append(float(l.asscalar()))
print(json.dumps({"losses": losses}))
''',
    # d2l 0.x chapter 10.1 / 10.3: masked softmax and additive attention (SequenceMask,
    # batch_dot), scored with d2l 1.0.3's bleu
    "additive_attention": '''
def masked_softmax(X, valid_len):
    if valid_len is None:
        return X.softmax()
    shape = X.shape
    valid_len = valid_len.repeat(shape[1], axis=0) if valid_len.ndim == 1 else valid_len.reshape(-1)
    X = nd.SequenceMask(X.reshape((-1, shape[-1])), valid_len, True, axis=1, value=-1e6)
    return X.softmax().reshape(shape)
class MLPAttention(nn.Block):
    def __init__(self, units, dropout, **kwargs):
        super().__init__(**kwargs)
        self.W_k = nn.Dense(units, use_bias=False, flatten=False)
        self.W_q = nn.Dense(units, use_bias=False, flatten=False)
        self.v = nn.Dense(1, use_bias=False, flatten=False)
        self.dropout = nn.Dropout(dropout)
    def forward(self, query, key, value, valid_len):
        query, key = self.W_k(query), self.W_q(key)
        features = query.expand_dims(axis=2) + key.expand_dims(axis=1)
        scores = self.v(features).squeeze(axis=-1)
        attention_weights = self.dropout(masked_softmax(scores, valid_len))
        return nd.batch_dot(attention_weights, value)
atten = MLPAttention(units=8, dropout=0.1)
atten.initialize()
keys = nd.array(rng.uniform(-1, 1, (2, 10, 2)).astype("float32"))
values = nd.arange(40).reshape((1, 10, 4)).repeat(2, axis=0)
atten(nd.ones((2, 1, 2)), keys, values, nd.array([2, 6]))
set_weights(atten)
out = atten(nd.ones((2, 1, 2)), keys, values, nd.array([2, 6]))
score = d2l.bleu("he is calm", "he is very calm", k=2)
print(json.dumps({"losses": out.asnumpy().ravel().tolist() + [score]}))
''',
}

# d2l 1.0.3's entry points, first use (numpy mode); each prints "ok" or raises
FIRST_USE = {
    "import": "pass",
    "d2l.tensor / d2l.ones": "d2l.tensor([1.0, 2.0]) + d2l.ones(2)",
    "SyntheticRegressionData": "d2l.SyntheticRegressionData(w=d2l.tensor([2, -3.4]), b=4.2)",
    "LinearRegressionScratch": "m = d2l.LinearRegressionScratch(2, lr=0.03); m.forward(d2l.ones((3, 2)))",
    "LinearRegression (gluon)": "m = d2l.LinearRegression(lr=0.03); m.net.initialize(); m(d2l.ones((3, 2)))",
    "LeNet": "m = d2l.LeNet(); m.initialize(); m(d2l.zeros((1, 1, 28, 28)))",
    "masked_softmax": "d2l.masked_softmax(d2l.ones((2, 2, 4)), d2l.tensor([2, 3]))",
    "Vocab / bleu (no arrays)": "v = d2l.Vocab(list('hello world')); d2l.bleu('a b c', 'a b c', k=2)",
    "Timer.cumsum": "t = d2l.Timer(); t.stop(); t.cumsum()",
}


def _run(python, code, d2l_dir, alias):
    cmd = [python, "-m", "hybridlint.runtime", "-c", code] if alias else [python, "-c", code]
    env = dict(os.environ, PYTHONPATH=d2l_dir, OMP_NUM_THREADS="1", MPLBACKEND="Agg")
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    last = (p.stderr.strip().splitlines() or [""])[-1]
    return p.returncode, p.stdout, last


def legacy(args):
    import numpy as np
    rows = []
    for name, body in SNIPPETS.items():
        code = PRELUDE + body
        got = _run(sys.executable, code, args.d2l, alias=True)
        want = _run(args.mxnet_python, code, args.d2l, alias=False)
        row = {"snippet": name}
        if want[0]:
            row.update(verdict="mxnet fails", detail=want[2])
        elif got[0]:
            row.update(verdict="runtime fails", detail=got[2])
        else:
            a = np.array(json.loads(got[1].strip().splitlines()[-1])["losses"])
            b = np.array(json.loads(want[1].strip().splitlines()[-1])["losses"])
            ok = a.shape == b.shape and np.allclose(a, b, rtol=1e-4, atol=1e-5)
            diff = float(np.max(np.abs(a - b))) if a.shape == b.shape else float("nan")
            row.update(verdict="equal" if ok else "differs", detail=f"{len(b)} values, "
                       f"max abs diff {diff:.2g}, last MXNet value {b[-1]:.6g}")
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def numpy_mode(args):
    rows = []
    for name, use in FIRST_USE.items():
        row = {"use": name}
        for label, python, alias in (("mxnet", args.mxnet_python, False),
                                     ("runtime", sys.executable, True)):
            for set_np in (False, True):
                code = ("from mxnet import npx\n" + ("npx.set_np()\n" if set_np else "")
                        + "from d2l import mxnet as d2l\n" + use + "\nprint('ok')")
                rc, out, last = _run(python, code, args.d2l, alias)
                row[f"{label}{' set_np' if set_np else ''}"] = "ok" if rc == 0 else last[:160]
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("d2l", help="folder holding the d2l package")
    parser.add_argument("--mxnet-python", required=True)
    parser.add_argument("--part", choices=["legacy", "numpy", "both"], default="both")
    args = parser.parse_args()
    args.d2l = os.path.abspath(args.d2l)
    if args.part in ("legacy", "both"):
        legacy(args)
    if args.part in ("numpy", "both"):
        numpy_mode(args)


if __name__ == "__main__":
    main()
