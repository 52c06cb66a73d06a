"""GPU: LeNet and ResNet-18 v1 forward (our CUDA-graph replay against PyTorch) and
LeNet's training step (our GPU against our CPU and PyTorch), in one run.

    python bench/gpu_nets.py

Needs cupy and a CUDA device (exits 0 saying so otherwise); PyTorch rows when
torch and torchvision are importable.  Forward times are per call with a device
synchronisation after each, best of 5 repeats; ``replayed`` says whether the
static forward really ran as one captured CUDA graph.  The replayed output is
checked against our uncaptured GPU output first.  The training step is
forward under ``autograd.record()``, softmax cross-entropy, ``backward()`` and
``Trainer.step`` (SGD with momentum), hybridized, median of 3 runs.
"""
from __future__ import annotations

import statistics
import sys
import time
import warnings

import numpy as np

from gpu_speed import per_call, torch_timings, usable_gpu
from train_speed import _build


def resnet18_v1(classes=1000):
    """ResNet-18 v1 as gluon.model_zoo.vision builds it (BasicBlockV1, layers 2-2-2-2)."""
    from hybridlint.runtime import name as _name
    from hybridlint.runtime.gluon import HybridBlock, nn

    class BasicBlockV1(HybridBlock):
        def __init__(self, channels, stride, downsample, in_channels, **kwargs):
            super().__init__(**kwargs)
            self.body = nn.HybridSequential(prefix="")
            self.body.add(nn.Conv2D(channels, 3, stride, 1, use_bias=False,
                                    in_channels=in_channels),
                          nn.BatchNorm(), nn.Activation("relu"),
                          nn.Conv2D(channels, 3, 1, 1, use_bias=False, in_channels=channels),
                          nn.BatchNorm())
            self.downsample = None
            if downsample:
                self.downsample = nn.HybridSequential(prefix="")
                self.downsample.add(nn.Conv2D(channels, 1, stride, use_bias=False,
                                              in_channels=in_channels), nn.BatchNorm())

        def hybrid_forward(self, F, x):
            residual = x if self.downsample is None else self.downsample(x)
            return F.Activation(self.body(x) + residual, act_type="relu")

    with _name.NameManager():
        net = nn.HybridSequential(prefix="resnetv10_")
        with net.name_scope():
            net.add(nn.Conv2D(64, 7, 2, 3, use_bias=False), nn.BatchNorm(),
                    nn.Activation("relu"), nn.MaxPool2D(3, 2, 1))
            in_ch = 64
            for i, ch in enumerate((64, 128, 256, 512)):
                stride = 1 if i == 0 else 2
                net.add(BasicBlockV1(ch, stride, ch != in_ch, in_ch, prefix=""),
                        BasicBlockV1(ch, 1, False, ch, prefix=""))
                in_ch = ch
            net.add(nn.GlobalAvgPool2D(), nn.Flatten(), nn.Dense(classes))
    return net


def _torch():
    try:
        import torch
        import torchvision
        if not torch.cuda.is_available():
            return None
    except Exception:       # noqa: BLE001 -- no torch: no comparison rows
        return None
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    return torch, torchvision


def torch_forward(name, shape):
    tt = _torch()
    if tt is None:
        return {}
    torch, tv = tt
    if name == "resnet18":
        net = tv.models.resnet18()
    else:
        nn = torch.nn
        net = nn.Sequential(nn.Conv2d(1, 6, 5), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(6, 16, 5),
                            nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(256, 120),
                            nn.ReLU(), nn.Linear(120, 84), nn.ReLU(), nn.Linear(84, 10))
    return torch_timings(torch, net.cuda().eval(), torch.randn(*shape, device="cuda"), n=50)


def ours_forward(cp, name, shape):
    from hybridlint.runtime import gpu, nd
    ctx = gpu(0)
    net = resnet18_v1() if name == "resnet18" else _build("lenet")
    net.initialize(ctx=ctx)
    x = nd.array(np.random.default_rng(0).standard_normal(shape).astype(np.float32), ctx=ctx)
    sync = cp.cuda.Device().synchronize
    rows = {}
    net.hybridize()
    want = net(x).asnumpy()
    rows["ours hybridize()"] = per_call(lambda: net(x), sync, n=50)
    net.hybridize(static_alloc=True, static_shape=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = net(x).asnumpy()
    np.testing.assert_allclose(got, want, rtol=1e-3, atol=1e-4)
    rows["ours static (CUDA graph)"] = per_call(lambda: net(x), sync, n=50)
    state = net._cached_op.compiled(ctx).plan().forward.__dict__.get("state", {})
    replayed = bool(state.get("graphs")) and not [w for w in caught if "capture" in str(w.message)]
    return rows, replayed


def train_step_ms(name, shape, classes, ctx, steps):
    from hybridlint.runtime import autograd, nd
    from hybridlint.runtime.gluon import loss as gloss
    from hybridlint.runtime.gluon.trainer import Trainer
    net = _build(name)
    net.initialize(ctx=ctx)
    rng = np.random.default_rng(0)
    x = nd.array(rng.normal(size=shape).astype(np.float32), ctx=ctx)
    y = nd.array(rng.integers(0, classes, size=shape[0]), ctx=ctx)
    net.hybridize()
    trainer = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.01, "momentum": 0.9})
    loss_fn = gloss.SoftmaxCrossEntropyLoss()

    def run(n):
        for _ in range(n):
            with autograd.record():
                loss = loss_fn(net(x), y)
            loss.backward()
            trainer.step(shape[0])
        loss.asnumpy()          # waits for the device
    return _median_ms(run, steps)


def _median_ms(run, steps):
    """Milliseconds per step: ``run(n)`` runs n steps and waits for them; 2 warm-up steps,
    median of 3 runs."""
    run(2)
    times = []
    for _ in range(3):
        t0 = time.perf_counter()
        run(steps)
        times.append((time.perf_counter() - t0) / steps * 1e3)
    return statistics.median(times)


def torch_train_step_ms(shape, steps):
    tt = _torch()
    if tt is None:
        return None
    torch, _ = tt
    nn = torch.nn
    net = nn.Sequential(nn.Conv2d(1, 6, 5), nn.ReLU(), nn.MaxPool2d(2), nn.Conv2d(6, 16, 5),
                        nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(), nn.Linear(256, 120),
                        nn.ReLU(), nn.Linear(120, 84), nn.ReLU(), nn.Linear(84, 10)).cuda()
    opt = torch.optim.SGD(net.parameters(), lr=0.01, momentum=0.9)
    x = torch.randn(*shape, device="cuda")
    y = torch.randint(0, 10, (shape[0],), device="cuda")

    def run(n):
        for _ in range(n):
            opt.zero_grad()
            torch.nn.functional.cross_entropy(net(x), y).backward()
            opt.step()
        torch.cuda.synchronize()
    return _median_ms(run, steps)


def main() -> int:
    cp, name = usable_gpu("gpu_nets")
    if cp is None:
        return 0
    from hybridlint.runtime import cpu, gpu
    print(f"{name}, cupy {cp.__version__}; forward: us per call, sync after each")
    print("| net | batch | ours hybridize() | ours static (CUDA graph) | replayed | "
          "torch eager | torch CUDA graph replay |")
    print("|---|---:|---:|---:|---|---:|---:|")
    for net_name, shape in (("lenet", (256, 1, 28, 28)), ("resnet18", (1, 3, 224, 224)),
                            ("resnet18", (32, 3, 224, 224))):
        rows, replayed = ours_forward(cp, net_name, shape)
        rows.update(torch_forward(net_name, shape))
        cells = [f"{rows[k] * 1e6:.0f}" if k in rows else "–"
                 for k in ("ours hybridize()", "ours static (CUDA graph)")]
        cells.append("yes" if replayed else "NO")
        cells += [f"{rows[k] * 1e6:.0f}" if k in rows else "–"
                  for k in ("torch eager", "torch CUDA graph replay")]
        print(f"| {net_name} | {shape[0]} | " + " | ".join(cells) + " |")
    shape = (256, 1, 28, 28)
    cpu_ms = train_step_ms("lenet", shape, 10, cpu(), 5)
    gpu_ms = train_step_ms("lenet", shape, 10, gpu(0), 20)
    torch_ms = torch_train_step_ms(shape, 20)
    print()
    print("LeNet training step, batch 256, hybridized, SGD momentum (ms per step)")
    print("| ours CPU | ours GPU | CPU / GPU | torch GPU eager |")
    print("|---:|---:|---:|---:|")
    print(f"| {cpu_ms:.1f} | {gpu_ms:.2f} | {cpu_ms / gpu_ms:.1f}x | "
          + (f"{torch_ms:.2f}" if torch_ms is not None else "–") + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
