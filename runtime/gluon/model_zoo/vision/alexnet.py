"""AlexNet (Krizhevsky et al. 2012) as MXNet 1.9.1's model zoo builds it."""
from __future__ import annotations

import os

from ....base import data_dir
from ....context import cpu
from ... import nn
from ...block import HybridBlock
from ..model_store import get_model_file

__all__ = ["AlexNet", "alexnet"]


class AlexNet(HybridBlock):
    """Five convolutions (ReLU, three max-pools), two 4096-unit Dense layers with dropout,
    then ``output``."""

    def __init__(self, classes=1000, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential(prefix="")
            with self.features.name_scope():
                for channels, kernel, stride, pad, pool in ((64, 11, 4, 2, True),
                                                            (192, 5, 1, 2, True),
                                                            (384, 3, 1, 1, False),
                                                            (256, 3, 1, 1, False),
                                                            (256, 3, 1, 1, True)):
                    self.features.add(nn.Conv2D(channels, kernel_size=kernel, strides=stride,
                                                padding=pad, activation="relu"))
                    if pool:
                        self.features.add(nn.MaxPool2D(pool_size=3, strides=2))
                self.features.add(nn.Flatten(), nn.Dense(4096, activation="relu"),
                                  nn.Dropout(0.5), nn.Dense(4096, activation="relu"),
                                  nn.Dropout(0.5))
            self.output = nn.Dense(classes)

    def hybrid_forward(self, F, x):
        return self.output(self.features(x))


def alexnet(pretrained=False, ctx=cpu(), root=os.path.join(data_dir(), "models"), **kwargs):
    net = AlexNet(**kwargs)
    if pretrained:
        net.load_parameters(get_model_file("alexnet", root=root), ctx=ctx)
    return net
