"""Train the tutorial MLP on scikit-learn's bundled digits, eagerly and hybridized.

    python examples/train_mlp.py [--epochs 12] [--batch-size 32] [--mode both|eager|hybrid]

The network is the Gluon tutorial's MLP (Dense 256 relu, Dense 128 relu,
Dense 10 for the ten digits); both runs start from the same weights and use
``SoftmaxCrossEntropyLoss``, ``autograd.record()``/``backward()`` and
``gluon.Trainer`` with SGD + momentum, exactly as MXNet code does (with the
``mxnet`` alias, ``python -m hybridlint.runtime`` runs the same code written
against ``import mxnet as mx``).  Each epoch prints one progress line with
its wall time; the hybridized run should reach the same accuracy (>= 95 %).

scikit-learn only provides the data: without it the script says so and exits 0.
"""
from __future__ import annotations

import argparse
import sys
import time

import numpy as np


def load_data(seed=0):
    try:
        from sklearn.datasets import load_digits
    except ImportError:
        return None
    digits = load_digits()
    x = (digits.data / 16.0).astype(np.float32)
    y = digits.target.astype(np.float32)
    order = np.random.default_rng(seed).permutation(len(x))
    x, y = x[order], y[order]
    n_test = len(x) // 5
    return (x[n_test:], y[n_test:]), (x[:n_test], y[:n_test])


def build_net():
    from hybridlint.runtime import name
    from hybridlint.runtime.gluon import nn
    with name.NameManager():
        net = nn.HybridSequential()
        with net.name_scope():
            net.add(nn.Dense(256, activation="relu"))
            net.add(nn.Dense(128, activation="relu"))
            net.add(nn.Dense(10))
    return net


def accuracy(net, x, y, batch_size=256):
    from hybridlint.runtime import nd
    correct = 0
    for i in range(0, len(x), batch_size):
        out = net(nd.array(x[i:i + batch_size]))
        correct += int((out.asnumpy().argmax(axis=1) == y[i:i + batch_size]).sum())
    return correct / len(x)


def train(mode, data, init_params, epochs, batch_size, lr, seed=0):
    from hybridlint.runtime import autograd, nd
    from hybridlint.runtime.gluon import loss as gloss
    from hybridlint.runtime.gluon.trainer import Trainer

    (x_train, y_train), (x_test, y_test) = data
    net = build_net()
    net.initialize()
    net(nd.array(x_train[:1]))                       # finish deferred initialization
    for p, value in zip(net.collect_params().values(), init_params):
        p.set_data(value)
    if mode == "hybrid":
        net.hybridize()
    loss_fn = gloss.SoftmaxCrossEntropyLoss()
    trainer = Trainer(net.collect_params(), "sgd", {"learning_rate": lr, "momentum": 0.9})
    rng = np.random.default_rng(seed)
    times = []
    for epoch in range(1, epochs + 1):
        order = rng.permutation(len(x_train))
        start, total, seen = time.perf_counter(), 0.0, 0
        for i in range(0, len(order), batch_size):
            idx = order[i:i + batch_size]
            xb, yb = nd.array(x_train[idx]), nd.array(y_train[idx])
            with autograd.record():
                loss = loss_fn(net(xb), yb)
            loss.backward()
            trainer.step(len(idx))
            total += float(loss.sum().asscalar())
            seen += len(idx)
        times.append(time.perf_counter() - start)
        test_acc = accuracy(net, x_test, y_test)
        print(f"[{mode:6s}] epoch {epoch:2d}  loss {total / seen:.4f}  "
              f"test accuracy {test_acc:.4f}  {times[-1]:.2f} s/epoch", flush=True)
    return test_acc, times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--mode", choices=("both", "eager", "hybrid"), default="both")
    args = ap.parse_args(argv)

    data = load_data()
    if data is None:
        print("train_mlp.py needs scikit-learn for its data set (sklearn.datasets.load_digits); "
              "install it with `pip install scikit-learn` to run this example. Skipping.")
        return 0

    from hybridlint.runtime import nd, random
    random.seed(42)
    init_net = build_net()
    init_net.initialize()
    init_net(nd.array(data[0][0][:1]))
    init_params = [p.data().asnumpy() for p in init_net.collect_params().values()]

    modes = ("eager", "hybrid") if args.mode == "both" else (args.mode,)
    results = {}
    for mode in modes:
        results[mode] = train(mode, data, init_params, args.epochs, args.batch_size, args.lr)
    print()
    ok = True
    for mode, (acc, times) in results.items():
        steady = times[1:] or times
        print(f"{mode:6s}: test accuracy {acc:.4f}, {sum(steady) / len(steady):.2f} s/epoch "
              f"(after the first epoch)")
        ok &= acc >= 0.95
    if not ok:
        print("accuracy below 95 %", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
