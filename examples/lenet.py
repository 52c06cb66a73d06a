"""LeNet written as in the Gluon "hybridize a HybridBlock" tutorial.

``fc3_weight`` is a parameter of the block itself, so ``hybrid_forward``
receives it as a keyword argument: an NDArray when run eagerly, a Symbol
while ``hybridize()`` traces the block.

    hybridlint verify examples/lenet.py:LeNet --input 4x1x28x28
"""
import mxnet as mx
from mxnet import gluon, nd
from mxnet.gluon import nn


class LeNet(gluon.HybridBlock):
    def __init__(self, classes=10, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels=6, kernel_size=5, activation="relu")
            self.pool1 = nn.MaxPool2D(pool_size=2, strides=2)
            self.conv2 = nn.Conv2D(channels=16, kernel_size=5, activation="relu")
            self.pool2 = nn.MaxPool2D(pool_size=2, strides=2)
            self.fc1 = nn.Dense(120, activation="relu")
            self.fc2 = nn.Dense(84, activation="relu")
            self.fc3_weight = self.params.get("fc3_weight", shape=(classes, 84))

    def hybrid_forward(self, F, x, fc3_weight):
        x = self.pool1(self.conv1(x))
        x = self.pool2(self.conv2(x))
        # (0, -1): keep the batch dimension, whatever it is -- no x.shape needed
        x = x.reshape((0, -1))
        x = self.fc2(self.fc1(x))
        return F.dot(x, fc3_weight, transpose_b=True)


if __name__ == "__main__":
    net = LeNet()
    net.initialize(mx.init.Xavier())
    x = nd.random.uniform(shape=(2, 1, 28, 28))
    eager = net(x)
    net.hybridize()
    print(eager, net(x))
