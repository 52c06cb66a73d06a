"""A tutorial-style training script: ArrayDataset + transforms + DataLoader + Trainer.

Runs unchanged on real MXNet 1.9.1 and under ``python -m hybridlint.runtime``;
prints one JSON line with the loss of every step.  The weights and the
shuffling come from numpy's seeded generators, so both runs see the same
numbers.
"""
import json
import sys

import mxnet as mx
import numpy as np
from mxnet import autograd, gluon
from mxnet.gluon import nn
from mxnet.gluon.data import ArrayDataset, DataLoader
from mxnet.gluon.data.vision import transforms

workers = int(sys.argv[1]) if len(sys.argv) > 1 else 0
rng = np.random.RandomState(0)
images = rng.randint(0, 256, (48, 8, 8, 3)).astype("uint8")
labels = rng.randint(0, 3, 48)

transform = transforms.Compose([
    transforms.Cast("float32"),
    transforms.Resize(6),
    transforms.ToTensor(),
    transforms.Normalize((0.5, 0.5, 0.5), (0.25, 0.25, 0.25)),
])
dataset = ArrayDataset(mx.nd.array(images, dtype="uint8"), labels).transform_first(transform)
np.random.seed(1)
loader = DataLoader(dataset, batch_size=8, shuffle=True, last_batch="discard",
                    num_workers=workers)

net = nn.HybridSequential()
net.add(nn.Conv2D(4, 3, in_channels=3, activation="relu"), nn.Flatten(),
        nn.Dense(3, in_units=4 * 4 * 4))
net.initialize()
for name, param in sorted(net.collect_params().items()):
    param.set_data(mx.nd.array(rng.uniform(-0.3, 0.3, param.shape)))
net.hybridize()

trainer = gluon.Trainer(net.collect_params(), "sgd", {"learning_rate": 0.1, "momentum": 0.9})
loss_fn = gluon.loss.SoftmaxCrossEntropyLoss()
losses = []
for epoch in range(2):
    for data, label in loader:
        with autograd.record():
            loss = loss_fn(net(data), label)
        loss.backward()
        trainer.step(data.shape[0])
        losses.append(float(loss.mean().asscalar()))
print(json.dumps({"losses": losses, "batch": list(data.shape), "dtype": str(np.dtype(data.dtype)),
                  "label_dtype": str(np.dtype(label.dtype))}))
