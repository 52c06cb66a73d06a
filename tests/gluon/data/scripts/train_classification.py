"""A GluonCV-style classification training script: vision transforms with random
crops, DataLoader, Trainer with an lr_scheduler, mx.metric.Accuracy.

Runs unchanged on real MXNet 1.9.1 and under ``python -m hybridlint.runtime``;
prints one JSON line with the loss, accuracy and learning rate of 20 steps.
Everything random comes from seeded python/numpy generators that both runs
share (crops from ``random``, shuffling and weights from numpy).
"""
import json
import random

import mxnet as mx
import numpy as np
from mxnet import autograd, gluon
from mxnet.gluon import nn
from mxnet.gluon.data.vision import transforms

random.seed(0)
np.random.seed(0)
rng = np.random.RandomState(1)
images = rng.randint(0, 256, (64, 12, 12, 3)).astype("uint8")
labels = rng.randint(0, 4, 64).astype("float32")

train_transform = transforms.Compose([
    transforms.RandomResizedCrop(8, scale=(0.5, 1.0)),
    transforms.ToTensor(),
    transforms.Normalize((0.485, 0.456, 0.406), (0.229, 0.224, 0.225)),
])
train_data = gluon.data.DataLoader(
    gluon.data.ArrayDataset(mx.nd.array(images, dtype="uint8"), labels)
    .transform_first(train_transform),
    batch_size=8, shuffle=True, last_batch="rollover")

net = nn.HybridSequential()
net.add(nn.Conv2D(6, 3, padding=1, in_channels=3), nn.BatchNorm(in_channels=6),
        nn.Activation("relu"), nn.GlobalAvgPool2D(), nn.Dense(4, in_units=6))
net.initialize()
for name, param in sorted(net.collect_params().items()):
    if name.endswith("weight") or name.endswith("bias"):
        param.set_data(mx.nd.array(rng.uniform(-0.4, 0.4, param.shape)))
net.hybridize()

schedule = mx.lr_scheduler.FactorScheduler(step=5, factor=0.5, base_lr=0.1)
trainer = gluon.Trainer(net.collect_params(), "sgd",
                        {"learning_rate": 0.1, "momentum": 0.9, "wd": 1e-4,
                         "lr_scheduler": schedule})
loss_fn = gluon.loss.SoftmaxCrossEntropyLoss()
metric = mx.metric.Accuracy()
losses, accuracies, rates = [], [], []
while len(losses) < 20:
    metric.reset()
    for data, label in train_data:
        with autograd.record():
            output = net(data)
            loss = loss_fn(output, label)
        loss.backward()
        trainer.step(data.shape[0])
        metric.update([label], [output])
        losses.append(float(loss.mean().asscalar()))
        accuracies.append(metric.get()[1])
        rates.append(trainer.learning_rate)
        if len(losses) == 20:
            break
print(json.dumps({"losses": losses, "accuracy": accuracies, "lr": rates}))
